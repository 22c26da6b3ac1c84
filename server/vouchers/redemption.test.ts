import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatVoucherCode, newVoucherCode } from "../../domain/vouchers/vouchers";
import { createLocalCatalog } from "../catalog/local";
import { loadConfig } from "../config";
import { discountCodes, mailOutbox, orderPayments, orders, voucherRedemptions, vouchers } from "../db/schema";
import { createOrderCancellation } from "../orders/commands/cancel";
import { createOrderService } from "../orders/order-service";
import { createPublicChanges } from "../public-changes";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

/**
 * #43 §3: a gift voucher typed into `codes` pays part or all of the order after its discounts; the order
 * stores what it paid and books it as a payment by voucher; a cancellation gives it back; a voucher that
 * cannot pay is refused (422, nothing ordered); and parallel orders never spend more than its balance.
 */

const request = (codes: string[], email = "lena@example.de", items = [{ id: "pothos", quantity: 1 }]) => ({
  items,
  shipping: { firstName: "Lena", lastName: "Vogt", email, ...TEST_ADDRESS },
  idempotencyKey: randomUUID(),
  codes,
});
// pothos 18,99 € + shipping 4,90 €
const ORDER_CENTS = 2389;

describe.each(TEST_DATABASES)("gift vouchers at order placement on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  const config = loadConfig({ INVOICE_FIRST_ORDER_MAX_EUR: "100000" });
  withTestDatabase(target, { stock: 1000 }, async (opened) => {
    database = opened;
  });

  const service = () =>
    createOrderService({
      publicChanges: createPublicChanges(),
      db: database.db,
      catalog: createLocalCatalog(database.db),
      config,
    });
  const createVoucher = async (values: Partial<typeof vouchers.$inferInsert> = {}) => {
    const cents = values.initialCents ?? 5000;
    const [row] = await database.db
      .insert(vouchers)
      .values({
        code: newVoucherCode(),
        initialCents: cents,
        balanceCents: cents,
        validUntil: "2099-12-31",
        state: "active",
        buyerName: "Jonas Beck",
        buyerEmail: "jonas@example.de",
        deliverOn: "2026-12-07",
        ...values,
      })
      .returning();
    return row!;
  };
  const balanceOf = async (id: string) =>
    (await database.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!.balanceCents;
  const paymentsOf = (orderId: string) =>
    database.db
      .select({
        kind: orderPayments.kind,
        method: orderPayments.method,
        amountCents: orderPayments.amountCents,
      })
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId));

  it("pays part of the order: the voucher is empty, the rest is due, the ledger has the payment", async () => {
    const v = await createVoucher({ initialCents: 2000, balanceCents: 2000 });
    const r = await service().place(request([formatVoucherCode(v.code).toLowerCase()]), { userId: null });
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.order).toMatchObject({
      totalCents: ORDER_CENTS,
      discountCents: 0,
      voucherCents: 2000,
      dueCents: ORDER_CENTS - 2000,
      vouchers: [{ code: formatVoucherCode(v.code), amountCents: 2000 }],
      paymentMethod: "invoice",
    });
    expect(await balanceOf(v.id)).toBe(0);
    expect(await paymentsOf(r.order.id)).toEqual([{ kind: "payment", method: "voucher", amountCents: 2000 }]);
    // The confirmation names it after the total, and what is left to transfer.
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, r.order.id), eq(mailOutbox.kind, "order-confirmation")));
    expect(mail!.text).toMatch(
      /Gesamtsumme \(inkl\. MwSt\.\): 23,89\s€\nGutschein [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}: [-−]20,00\s€\nNoch zu zahlen: 3,89\s€/,
    );
  });

  it("pays all of it and keeps the remainder on the voucher; pays after the discount", async () => {
    const v = await createVoucher();
    await database.db
      .insert(discountCodes)
      .values({ code: "WINTER10", kind: "percent", value: 10, createdBy: "t" });
    const r = await service().place(request(["WINTER10", v.code]), { userId: null });
    if (!r.ok) throw new Error(JSON.stringify(r));
    // 10 % of 18,99 € = 1,90 €: the total is 21,99 €, all of it paid by the voucher.
    expect(r.order).toMatchObject({ discountCents: 190, totalCents: 2199, voucherCents: 2199, dueCents: 0 });
    expect(await balanceOf(v.id)).toBe(5000 - 2199);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, r.order.id));
    // The invoice keeps the full prices: the voucher is no discount.
    expect(row).toMatchObject({ subtotalCents: 1899, discountCents: 190, voucherCents: 2199 });
  });

  it("a replay with the code spelt otherwise finds the same order and takes nothing more", async () => {
    const v = await createVoucher();
    const req = request([v.code]);
    const first = await service().place(req, { userId: null });
    if (!first.ok) throw new Error(JSON.stringify(first));
    const again = await service().place(
      { ...req, codes: [formatVoucherCode(v.code).toLowerCase()] },
      { userId: null },
    );
    expect(again).toMatchObject({ ok: true, created: false, order: { id: first.order.id } });
    expect(await balanceOf(v.id)).toBe(5000 - ORDER_CENTS);
  });

  it("refuses a voucher not paid yet, expired or empty: 422, nothing ordered", async () => {
    const before = (await database.db.select().from(orders)).length;
    const pending = await createVoucher({ state: "pending" });
    const expired = await createVoucher({ validUntil: "2020-12-31" });
    const empty = await createVoucher({ balanceCents: 0 });
    for (const [v, error] of [
      [pending, "voucher_not_active"],
      [expired, "voucher_expired"],
      [empty, "voucher_empty"],
    ] as const) {
      const r = await service().place(request([v.code]), { userId: null });
      expect(r).toMatchObject({ ok: false, status: 422, error, params: { code: formatVoucherCode(v.code) } });
    }
    // A code shaped like a voucher's that nobody has is unknown, as a discount code would be.
    const unknown = await service().place(request(["AAAA-BBBB-CCCC-DDDD"]), { userId: null });
    expect(unknown).toMatchObject({ ok: false, status: 422, error: "discount_unknown" });
    expect(await database.db.select().from(orders)).toHaveLength(before);
  });

  it("a cancelled order gives the amount back to the voucher, booked as a refund", async () => {
    const v = await createVoucher();
    const r = await service().place(request([v.code]), { userId: null });
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(await balanceOf(v.id)).toBe(5000 - ORDER_CENTS);
    const cancellation = createOrderCancellation({
      db: database.db,
      invoiceLink: (n) => `/invoices/${n}`,
      publicChanges: createPublicChanges(),
    });
    expect(await cancellation.cancel(r.order.id, { notify: false })).toMatchObject({ ok: true });
    expect(await balanceOf(v.id)).toBe(5000);
    expect(await paymentsOf(r.order.id)).toEqual(
      expect.arrayContaining([
        { kind: "payment", method: "voucher", amountCents: ORDER_CENTS },
        { kind: "refund", method: "voucher", amountCents: ORDER_CENTS },
      ]),
    );
    const [red] = await database.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.orderId, r.order.id));
    expect(red!.releasedAt).not.toBeNull();
    // Once: a second cancel changes nothing.
    await cancellation.cancel(r.order.id, { notify: false });
    expect(await balanceOf(v.id)).toBe(5000);
  });

  it("10 buyers redeem one voucher at once: its balance is spent once, never below zero", async () => {
    const v = await createVoucher();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        service().place(request([v.code], `p${i}@example.de`), { userId: null }),
      ),
    );
    const placed = answers.filter((a) => a.ok);
    // 50 € pays two orders of 23,89 € and 2,22 € of a third; the others are refused.
    expect(placed.map((a) => a.ok && a.order.voucherCents).sort((a, b) => Number(a) - Number(b))).toEqual([
      222,
      ORDER_CENTS,
      ORDER_CENTS,
    ]);
    for (const a of answers.filter((a) => !a.ok))
      expect(a).toMatchObject({ status: 422, error: "voucher_empty" });
    expect(await balanceOf(v.id)).toBe(0);
    const redeemed = await database.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.voucherId, v.id));
    expect(redeemed.reduce((s, r) => s + r.amountCents, 0)).toBe(5000);
  });

  it("the database refuses a balance below zero or above the voucher's value", async () => {
    const v = await createVoucher();
    await expect(
      database.db.update(vouchers).set({ balanceCents: -1 }).where(eq(vouchers.id, v.id)),
    ).rejects.toThrow();
    await expect(
      database.db.update(vouchers).set({ balanceCents: 5001 }).where(eq(vouchers.id, v.id)),
    ).rejects.toThrow();
  });
});
