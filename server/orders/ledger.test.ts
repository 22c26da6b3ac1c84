import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shopClock } from "../../domain/orders/delivery";
import { formatEuroInput } from "../../domain/orders/money";
import { orderHistory } from "../account/orders";
import {
  invoices,
  orderBalances,
  orderPayments,
  orderShipments,
  orders,
  plants,
  withdrawals,
} from "../db/schema";
import { devMailbox } from "../mail/dev-mailbox";
import type { accountsApp } from "../testing/accounts";
import { declareAndConfirm } from "../testing/confirmed-withdrawal";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { pdfText } from "../testing/pdf-text";
import { withTestDatabase } from "../testing/test-database";
import { loadLedger } from "./ledger";

const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);
const lager = { id: null, email: "lager@example.de" };
const kasse = { id: null, email: "kasse@example.de" };
const TRACKING = "00340434161234567890";
const euro = (cents: number) => formatEuroInput(cents);

describe.each(TEST_DATABASES)("the order ledger on $name (#27)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  const place = (items?: { id: string; quantity: number }[]) =>
    placeGuestOrder(t.services, { items, emailPrefix: "ledger" });
  const orderRow = async (id: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const lifecycle = () => t.services.admin.orderActions;
  const money = () => t.services.admin.ledgerActions;
  const version = async (id: string) => (await orderRow(id)).version;
  const mailsTo = async (to: string) => {
    await t.services.outbox.flush();
    return (await devMailbox(t.dataDir).list()).filter((m) => m.to === to);
  };
  /** The view's figures and the domain's from the same rows: one truth for every screen and export. */
  const figures = async (id: string) => {
    const order = await orderRow(id);
    const [view] = await database.db.select().from(orderBalances).where(eq(orderBalances.orderId, id));
    const { balance } = await loadLedger(database.db, order);
    expect(view).toMatchObject({
      owedCents: balance.owedCents,
      paidCents: balance.paidCents,
      refundedCents: balance.refundedCents,
      openCents: balance.openCents,
      invoiced: balance.invoiced,
    });
    return balance;
  };
  const shipped = async () => {
    const order = await place();
    await lifecycle().confirm(lager, order.number, 0);
    expect(
      await lifecycle().ship(lager, order.number, 1, { carrier: "DHL", trackingNumber: TRACKING }),
    ).toMatchObject({
      ok: true,
    });
    return order;
  };

  it("a cancelled order with a part payment: the money is due back, refunded, then nothing is left", async () => {
    const order = await place();
    await lifecycle().confirm(lager, order.number, 0);
    await money().pay(kasse, order.number, 1, { amount: "10,00", paidOn: today() });
    expect(
      await lifecycle().cancel(lager, order.number, 2, { reason: "Kundin hat angerufen" }),
    ).toMatchObject({
      ok: true,
    });
    expect(await figures(order.id)).toMatchObject({ owedCents: 0, paidCents: 1000, refundDueCents: 1000 });
    const detail = (await t.services.admin.order(order.number))!;
    expect(detail.actions).toEqual(["pay"]);
    expect(detail.balance.refundDueCents).toBe(1000);
    // The overview lists the money that is the customer's (no withdrawal: no statutory day).
    const due = (await t.services.admin.overview()).refundsDue.orders.find(
      (o) => o.orderNumber === order.number,
    );
    expect(due).toMatchObject({ cents: 1000, refundBy: null });

    const v = await version(order.id);
    // #50 §4: no money leaves for an order before it was placed either.
    const yesterday = new Date(Date.parse(`${today()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(
      await money().refund(kasse, order.number, v, { amount: "10,00", paidOn: yesterday, reason: "Storno" }),
    ).toMatchObject({ ok: false, status: 422, error: "date_before_order" });
    expect(
      await money().refund(kasse, order.number, v, { amount: "10,01", paidOn: today(), reason: "Storno" }),
    ).toMatchObject({
      ok: false,
      status: 422,
      error: "refund_too_high",
      params: { maxCents: 1000 },
    });
    expect(
      await money().refund(kasse, order.number, v, { amount: "10", paidOn: today(), reason: "Storno" }),
    ).toMatchObject({
      ok: true,
      status: "cancelled",
    });
    expect(await figures(order.id)).toMatchObject({ openCents: 0, refundDueCents: 0, refundedCents: 1000 });
    expect((await t.services.admin.overview()).refundsDue.orders.map((o) => o.orderNumber)).not.toContain(
      order.number,
    );
    const refundMails = (await mailsTo(order.email)).filter((m) => m.subject.startsWith("Deine Erstattung"));
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toMatch(/10,00\s€ für die Bestellung/);
    expect(
      await money().refund(kasse, order.number, v + 1, { amount: "1", paidOn: today(), reason: "noch mal" }),
    ).toMatchObject({ ok: false, error: "nothing_to_refund" });
    // The refunded payment cannot be reversed before its refund (refunds never exceed payments).
    const [payment] = await database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(
      await money().reverse(kasse, order.number, v + 1, { entryId: payment!.id, reason: "Irrtum" }),
    ).toMatchObject({
      ok: false,
      error: "entry_refunded",
    });
  });

  it("an unpaid withdrawal is settled by a credit note: no refund, no refund mail, not overdue, goods back in stock", async () => {
    const order = await shipped();
    const stock = async () =>
      (await database.db.select({ s: plants.stock }).from(plants).where(eq(plants.id, "pothos")))[0]!.s;
    const declared = await declareAndConfirm(t.services, {
      orderReference: order.number,
      name: "Greta Grün",
      email: order.email,
    });
    const id = declared.receipt.id;
    const w = t.services.admin.withdrawalActions;
    const before = await stock();
    // More than was ordered, or a plant not in the order: refused, nothing written.
    expect(await w.receive(kasse, id, 0, { receivedOn: today(), restock: { pothos: "3" } })).toMatchObject({
      ok: false,
      status: 422,
      error: "restock_invalid",
      params: { max: 2 },
    });
    expect(await w.receive(kasse, id, 0, { receivedOn: today(), restock: { monstera: "1" } })).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(await stock()).toBe(before);
    // One of the two came back fit to sell.
    expect(await w.receive(kasse, id, 0, { receivedOn: today(), restock: { pothos: "1" } })).toMatchObject({
      ok: true,
    });
    expect(await stock()).toBe(before + 1);
    // A credit above what the invoice holds is refused, nothing stored.
    expect(
      await w.credit(kasse, id, 1, { amount: euro(order.totalCents + 1), rate: "", reason: "Widerruf" }),
    ).toMatchObject({
      ok: false,
      status: 422,
      error: "credit_too_high",
    });
    const credited = await w.credit(kasse, id, 1, {
      amount: euro(order.totalCents),
      rate: "",
      reason: "Widerruf",
    });
    expect(credited).toMatchObject({ ok: true, message: expect.stringMatching(/Rechnungskorrektur RK-/) });
    const [row] = await database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ state: "settled", restocked: true });
    expect(await figures(order.id)).toMatchObject({ owedCents: 0, openCents: 0, refundDueCents: 0 });
    expect((await orderRow(order.id)).status).toBe("completed");
    const mails = await mailsTo(order.email);
    expect(mails.some((m) => m.subject.startsWith("Deine Erstattung"))).toBe(false);
    const creditMail = mails.find((m) => m.subject.startsWith("Rechnungskorrektur"))!;
    expect(creditMail.text).toContain("Du musst nichts mehr bezahlen.");
    const later = await t.services.admin.overview(new Date(Date.now() + 60 * 86_400_000));
    expect(later.overdue.invoices.map((i) => i.orderNumber)).not.toContain(order.number);
    // The credit note is a § 14 document naming the invoice it corrects.
    const [doc] = await database.db.select().from(invoices).where(eq(invoices.withdrawalId, id));
    expect(doc).toMatchObject({
      kind: "credit",
      totalCents: -order.totalCents,
      reason: "Widerruf",
      actor: kasse.email,
    });
    // The mail's attachment renders (the outbox draws it at delivery).
    expect(await t.services.invoices.attachment(doc!.id)).toMatchObject({
      filename: `Rechnungskorrektur-${doc!.number}.pdf`,
    });
    const stored = await t.services.invoices.find(doc!.number);
    const text = await pdfText(await t.services.invoices.pdf(stored!));
    expect(text).toContain("Rechnungskorrektur");
    expect(text).toContain("Rückabwicklung nach Widerruf");
    expect(text).not.toContain("Gutschrift");
  });

  it("goodwill on a paid order: credit note, then the surplus is refunded; the balance ends at 0", async () => {
    const order = await shipped();
    expect(
      await money().pay(kasse, order.number, 2, { amount: euro(order.totalCents), paidOn: today() }),
    ).toMatchObject({
      ok: true,
      status: "completed",
    });
    const credit = await money().credit(kasse, order.number, 3, {
      amount: "5,00",
      rate: "",
      reason: "Pflanze beim Transport beschädigt",
    });
    expect(credit).toMatchObject({ ok: true, status: "completed" });
    expect(await figures(order.id)).toMatchObject({ creditedCents: 500, refundDueCents: 500 });
    expect(
      (await mailsTo(order.email)).find((m) => m.subject.startsWith("Rechnungskorrektur"))!.text,
    ).toMatch(/5,00\s€ mehr bezahlt/);
    expect(
      await money().refund(kasse, order.number, 4, { amount: "5", paidOn: today(), reason: "Kulanz" }),
    ).toMatchObject({ ok: true });
    expect(await figures(order.id)).toMatchObject({ openCents: 0 });
  });

  it("a wrong payment is reversed with a reason and entered again; a reversal is never reversed", async () => {
    const order = await shipped();
    await money().pay(kasse, order.number, 2, { amount: "20", paidOn: today() });
    const [entry] = await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(await money().reverse(kasse, order.number, 3, { entryId: entry!.id, reason: " " })).toMatchObject({
      ok: false,
      error: "reason_required",
    });
    expect(
      await money().reverse(kasse, order.number, 3, {
        entryId: entry!.id,
        reason: "Zahlung gehörte zu BW-2026-1",
      }),
    ).toMatchObject({ ok: true, status: "shipped" });
    const rows = await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    expect(rows).toHaveLength(2);
    const reversal = rows.find((r) => r.reversesId)!;
    expect(reversal).toMatchObject({
      kind: "payment",
      amountCents: 2000,
      reason: "Zahlung gehörte zu BW-2026-1",
    });
    expect(
      await money().reverse(kasse, order.number, 4, { entryId: reversal.id, reason: "x" }),
    ).toMatchObject({
      ok: false,
      error: "entry_is_reversal",
    });
    expect(await money().reverse(kasse, order.number, 4, { entryId: entry!.id, reason: "x" })).toMatchObject({
      ok: false,
      error: "entry_reversed",
    });
    expect(await figures(order.id)).toMatchObject({ paidCents: 0, dueCents: order.totalCents });
    // The entry and its reversal stay in the history and both in the order's page.
    const detail = (await t.services.admin.order(order.number))!;
    expect(detail.movements.map((m) => [m.reversed, m.reversesId !== null])).toEqual([
      [true, false],
      [false, true],
    ]);
    expect(
      await money().pay(kasse, order.number, 4, { amount: euro(order.totalCents), paidOn: today() }),
    ).toMatchObject({
      ok: true,
      status: "completed",
    });
    // Reversing that payment reopens the completed order.
    const last = (
      await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))
    ).at(-1)!;
    expect(
      await money().reverse(kasse, order.number, 5, { entryId: last.id, reason: "Rücklastschrift" }),
    ).toMatchObject({
      ok: true,
      status: "shipped",
    });
  });

  it("a wrong tracking number is corrected by a new parcel row, the customer gets the right one; a second parcel", async () => {
    const order = await shipped();
    const [first] = await database.db
      .select()
      .from(orderShipments)
      .where(eq(orderShipments.orderId, order.id));
    const corrected = await money().correctParcel(lager, order.number, 2, {
      shipmentId: first!.id,
      trackingNumber: "JJD000390007842315",
      reason: "Zahlendreher",
    });
    expect(corrected).toMatchObject({ ok: true, status: "shipped" });
    expect(
      await money().correctParcel(lager, order.number, 3, {
        shipmentId: first!.id,
        trackingNumber: "123456789012",
        reason: "x",
      }),
    ).toMatchObject({ ok: false, error: "parcel_replaced" });
    expect(await money().addParcel(lager, order.number, 3, { trackingNumber: "123456789012" })).toMatchObject(
      { ok: true },
    );
    const detail = (await t.services.admin.order(order.number))!;
    expect(detail.parcels.map((p) => [p.trackingNumber, p.replaced])).toEqual([
      [TRACKING, true],
      ["JJD000390007842315", false],
      ["123456789012", false],
    ]);
    const mails = await mailsTo(order.email);
    const fix = mails.find((m) => m.subject.startsWith("Korrigierte Sendungsnummer"))!;
    expect(fix.text).toContain(`falsche Sendungsnummer (${TRACKING})`);
    expect(fix.text).toContain("piececode=JJD000390007842315");
    expect(mails.some((m) => m.subject.startsWith("Ein weiteres Paket"))).toBe(true);
    // The customer's order history follows the corrected first parcel, not the wrong number.
    const owner = { id: "guest-account", email: order.email, emailVerified: true };
    const [entry] = await orderHistory(database.db, owner, order.id);
    expect(entry!.tracking).toMatchObject({ trackingNumber: "JJD000390007842315" });
    const pending = await place();
    expect(await money().addParcel(lager, pending.number, 0, { trackingNumber: TRACKING })).toMatchObject({
      ok: false,
      error: "not_shipped",
    });
  });

  it("two staff refund at once: one wins, one refund row; the other gets 409", async () => {
    const order = await place();
    await lifecycle().confirm(lager, order.number, 0);
    await money().pay(kasse, order.number, 1, { amount: "10", paidOn: today() });
    await lifecycle().cancel(lager, order.number, 2, { reason: "Kunde" });
    const results = await Promise.all([
      money().refund(kasse, order.number, 3, { amount: "10", paidOn: today(), reason: "Storno" }),
      money().refund(lager, order.number, 3, { amount: "10", paidOn: today(), reason: "Storno" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.status === 409)).toHaveLength(1);
    const refunds = (
      await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))
    ).filter((r) => r.kind === "refund");
    expect(refunds).toHaveLength(1);
  });

  it("random sequences of payments, refunds, reversals and credits: the view and the domain agree, numbers stay gapless", async () => {
    const order = await shipped();
    const step = fc.oneof(
      fc.record({ op: fc.constant("pay" as const), cents: fc.integer({ min: 1, max: 6000 }) }),
      fc.record({ op: fc.constant("refund" as const), cents: fc.integer({ min: 1, max: 3000 }) }),
      fc.record({ op: fc.constant("credit" as const), cents: fc.integer({ min: 1, max: 1500 }) }),
      fc.record({ op: fc.constant("reverse" as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const s of steps) {
          const v = await version(order.id);
          const entries = await database.db
            .select()
            .from(orderPayments)
            .where(eq(orderPayments.orderId, order.id));
          const result =
            s.op === "pay"
              ? await money().pay(kasse, order.number, v, { amount: euro(s.cents), paidOn: today() })
              : s.op === "refund"
                ? await money().refund(kasse, order.number, v, {
                    amount: euro(s.cents),
                    paidOn: today(),
                    reason: "Test",
                  })
                : s.op === "credit"
                  ? await money().credit(kasse, order.number, v, {
                      amount: euro(s.cents),
                      rate: "",
                      reason: "Test",
                    })
                  : await money().reverse(kasse, order.number, v, {
                      entryId: entries[s.pick % Math.max(1, entries.length)]?.id ?? "none",
                      reason: "Test",
                    });
          // Refusals are 422 with a message, never a crash; nothing half-written.
          if (!result.ok) expect(result.status).toBe(422);
          const b = await figures(order.id);
          expect(b.refundedCents).toBeLessThanOrEqual(b.paidCents);
          expect(b.creditedCents).toBeLessThanOrEqual(b.invoicedCents);
        }
      }),
      { numRuns: 8 },
    );
    const credits = (await database.db.select({ number: invoices.number }).from(invoices))
      .map((i) => i.number)
      .filter((n) => n.startsWith("RK-"))
      .map((n) => Number(n.slice(-6)))
      .sort((a, b) => a - b);
    expect(credits).toEqual(credits.map((_, i) => i + 1));
  }, 120_000);
});
