import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import {
  formatVoucherCode,
  normalizeVoucherCode,
  payWithVouchers,
  shopDay,
  type Voucher,
  type VoucherPayment,
  type VoucherRefusal,
  type VoucherUse,
} from "../../domain/vouchers/vouchers";
import type { Db, Tx } from "../db/client";
import { orderPayments, type VoucherRow, voucherRedemptions, vouchers } from "../db/schema";

export const voucherOf = (row: VoucherRow): Voucher => ({
  id: row.id,
  code: row.code,
  balanceCents: row.balanceCents,
  validUntil: row.validUntil,
  state: row.state,
});

/**
 * The typed codes split into the vouchers they name (in the order typed) and the rest, which are
 * discount codes (server/discounts). A code shaped like a voucher's that no voucher has stays with the
 * rest: the discount check then answers „kennen wir nicht“.
 */
export async function splitCodes(
  db: Db | Tx,
  typed: readonly string[],
  options: { lock?: boolean } = {},
): Promise<{ vouchers: Voucher[]; discountCodes: string[] }> {
  const keys = typed.map((t) => normalizeVoucherCode(t));
  const wanted = [...new Set(keys.filter((k): k is string => k !== null))];
  let rows: VoucherRow[] = [];
  if (wanted.length) {
    const query = db.select().from(vouchers).where(inArray(vouchers.code, wanted)).orderBy(asc(vouchers.id));
    // In the order's transaction: the rows stay locked until it commits, so a parallel order reads the
    // balance this one leaves (ids in order: two orders with the same vouchers never deadlock).
    rows = options.lock ? await query.for("update") : await query;
  }
  const found = new Map(rows.map((r) => [r.code, r]));
  const chosen: Voucher[] = [];
  const discountCodes: string[] = [];
  typed.forEach((t, i) => {
    const row = keys[i] ? found.get(keys[i]) : undefined;
    if (!row) discountCodes.push(t);
    else if (!chosen.some((v) => v.id === row.id)) chosen.push(voucherOf(row));
  });
  return { vouchers: chosen, discountCodes };
}

/**
 * Thrown inside the order transaction when the vouchers, read again under their lock, no longer pay
 * (a parallel order emptied one): the transaction rolls back and the order service answers the refusal.
 */
export class VoucherTaken extends Error {
  constructor(readonly refusal: VoucherRefusal) {
    super(`voucher refused at placement: ${refusal.error} ${refusal.params.code}`);
    this.name = "VoucherTaken";
  }
}

/**
 * In the order's transaction, before the order is written: locks the vouchers among `codes` and decides
 * what they pay of `dueCents` from their balances now.
 */
export async function lockVoucherPayment(
  tx: Tx,
  codes: readonly string[],
  dueCents: number,
  now: Date,
): Promise<VoucherPayment & { ok: true }> {
  const { vouchers: locked } = await splitCodes(tx, codes, { lock: true });
  const paid = payWithVouchers(dueCents, locked, now);
  if (!paid.ok) throw new VoucherTaken(paid);
  return paid;
}

/**
 * Takes the amounts off the vouchers (locked by `lockVoucherPayment`), records each redemption and books
 * it as the order's payment by voucher (the ledger, the invoice and the DATEV export read it from
 * there). The UPDATE is conditional and the table's check keeps every balance ≥ 0 whatever happens.
 */
export async function redeemVouchers(
  tx: Tx,
  order: { id: string },
  uses: readonly VoucherUse[],
  now: Date,
): Promise<void> {
  for (const use of uses) {
    const [row] = await tx
      .update(vouchers)
      .set({ balanceCents: sql`${vouchers.balanceCents} - ${use.cents}` })
      .where(
        and(
          eq(vouchers.id, use.voucherId),
          eq(vouchers.state, "active"),
          gte(vouchers.balanceCents, use.cents),
          gte(vouchers.validUntil, shopDay(now)),
        ),
      )
      .returning({ number: vouchers.number });
    if (!row)
      throw new VoucherTaken({ error: "voucher_empty", params: { code: formatVoucherCode(use.code) } });
    await tx
      .insert(voucherRedemptions)
      .values({ voucherId: use.voucherId, orderId: order.id, amountCents: use.cents });
    await tx.insert(orderPayments).values({
      orderId: order.id,
      kind: "payment",
      amountCents: use.cents,
      paidOn: shopDay(now),
      method: "voucher",
      reason: `Gutschein ${row.number}`,
      actor: "voucher",
    });
  }
}

/**
 * A cancelled order gives what its vouchers paid back to them (#43 §3), in the cancelling transaction,
 * and books it as a refund by voucher, so the ledger holds nothing for the customer to get back. Once:
 * a released redemption is not released again.
 */
export async function releaseVouchers(tx: Tx, orderId: string, now: Date = new Date()): Promise<void> {
  const released = await tx
    .update(voucherRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(voucherRedemptions.orderId, orderId), isNull(voucherRedemptions.releasedAt)))
    .returning();
  for (const r of released.sort((a, b) => (a.voucherId < b.voucherId ? -1 : 1))) {
    const [v] = await tx
      .update(vouchers)
      .set({ balanceCents: sql`${vouchers.balanceCents} + ${r.amountCents}` })
      .where(eq(vouchers.id, r.voucherId))
      .returning({ number: vouchers.number });
    await tx.insert(orderPayments).values({
      orderId,
      kind: "refund",
      amountCents: r.amountCents,
      paidOn: shopDay(now),
      method: "voucher",
      reason: `Stornierung: zurück auf Gutschein ${v?.number ?? ""}`.trim(),
      actor: "voucher",
    });
  }
}

/** What vouchers paid of an order, by voucher, not counting released ones. */
export async function orderVouchers(db: Db | Tx, orderId: string) {
  return db
    .select({ number: vouchers.number, code: vouchers.code, amountCents: voucherRedemptions.amountCents })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .where(and(eq(voucherRedemptions.orderId, orderId), isNull(voucherRedemptions.releasedAt)))
    .orderBy(asc(voucherRedemptions.createdAt));
}
