import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import {
  type AppliedCode,
  type DiscountCode,
  type DiscountRefusal,
  type KnownCode,
  normalizeCode,
} from "../../domain/discounts/discounts";
import type { Db, Tx } from "../db/client";
import { type DiscountCodeRow, discountCodes, discountRedemptions, orders } from "../db/schema";

/** A code as the domain reads it. */
export const codeOf = (row: DiscountCodeRow): DiscountCode => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minOrderCents: row.minOrderCents,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  maxUses: row.maxUses,
  maxUsesPerEmail: row.maxUsesPerEmail,
  plantIds: row.plantIds,
  categories: row.categories,
  combinable: row.combinable,
  active: row.active,
});

/** The named codes with their uses, in all and by this e-mail (letter case ignored). */
export async function loadCodes(db: Db | Tx, names: readonly string[], email: string): Promise<KnownCode[]> {
  const wanted = [...new Set(names.map(normalizeCode))];
  if (wanted.length === 0) return [];
  const rows = await db.select().from(discountCodes).where(inArray(discountCodes.code, wanted));
  if (rows.length === 0) return [];
  const byEmail = await db
    .select({ codeId: discountRedemptions.codeId, n: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(
      and(
        inArray(
          discountRedemptions.codeId,
          rows.map((r) => r.id),
        ),
        eq(discountRedemptions.email, email.toLowerCase()),
        ne(orders.status, "cancelled"),
      ),
    )
    .groupBy(discountRedemptions.codeId);
  return rows.map((r) => ({
    ...codeOf(r),
    uses: r.uses,
    usesByEmail: byEmail.find((b) => b.codeId === r.id)?.n ?? 0,
  }));
}

/**
 * Thrown inside the order transaction when a code was used up meanwhile (a parallel order took its last
 * use): the transaction rolls back and the order service answers the refusal.
 */
export class DiscountTaken extends Error {
  constructor(readonly refusal: DiscountRefusal) {
    super(`discount refused at placement: ${refusal.error} ${refusal.params.code}`);
    this.name = "DiscountTaken";
  }
}

/**
 * Counts the codes' uses in the order's transaction. Each code is one conditional UPDATE (`uses <
 * max_uses`, still active and valid): PostgreSQL locks the code's row, a parallel order waits and
 * re-checks the condition after this one commits, so the total limit is never passed. With the row
 * locked, the e-mail's uses are counted again (read committed: the statement sees every order that held
 * the lock before). Codes go in id order, so two orders with the same codes never deadlock.
 */
export async function redeemCodes(
  tx: Tx,
  order: { id: string; email: string },
  applied: readonly AppliedCode[],
  now: Date,
): Promise<void> {
  const email = order.email.toLowerCase();
  for (const a of [...applied].sort((x, y) => (x.codeId < y.codeId ? -1 : x.codeId > y.codeId ? 1 : 0))) {
    const params = { code: a.code };
    const [row] = await tx
      .update(discountCodes)
      .set({ uses: sql`${discountCodes.uses} + 1` })
      .where(
        and(
          eq(discountCodes.id, a.codeId),
          eq(discountCodes.active, true),
          or(isNull(discountCodes.maxUses), sql`${discountCodes.uses} < ${discountCodes.maxUses}`),
          or(isNull(discountCodes.validFrom), lte(discountCodes.validFrom, now)),
          or(isNull(discountCodes.validUntil), gt(discountCodes.validUntil, now)),
        ),
      )
      .returning();
    if (!row) throw new DiscountTaken({ error: "discount_used_up", params });
    if (row.maxUsesPerEmail !== null) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(discountRedemptions)
        .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
        .where(
          and(
            eq(discountRedemptions.codeId, a.codeId),
            eq(discountRedemptions.email, email),
            ne(orders.status, "cancelled"),
          ),
        );
      if (n >= row.maxUsesPerEmail) throw new DiscountTaken({ error: "discount_used_up_for_email", params });
    }
    const rate = (r: number) => a.byRate.find((x) => x.vatRate === r)?.cents ?? 0;
    await tx.insert(discountRedemptions).values({
      orderId: order.id,
      codeId: a.codeId,
      code: a.code,
      email,
      amountCents: a.cents,
      reducedCents: rate(7),
      standardCents: rate(19),
      shippingCents: a.kind === "free_shipping" ? a.cents : 0,
    });
  }
}

/**
 * A cancelled order gives its codes' uses back (#43 §2), in the cancelling transaction: a customer who
 * left Stripe's page without paying may use the code again. The redemption stays as a record; the
 * per-e-mail count and the list leave cancelled orders out.
 */
export async function releaseCodes(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`
    update ${discountCodes} set uses = greatest(${discountCodes.uses} - 1, 0)
    where ${discountCodes.id} in (
      select ${discountRedemptions.codeId} from ${discountRedemptions}
      where ${discountRedemptions.orderId} = ${orderId}
    )`);
}

export interface OrderDiscountLine {
  code: string;
  amountCents: number;
  reducedCents: number;
  standardCents: number;
  /** The part of it that was shipping. */
  shippingCents: number;
}

/** The codes an order used, in the order they were counted. */
export async function orderDiscounts(db: Db | Tx, orderId: string): Promise<OrderDiscountLine[]> {
  return db
    .select({
      code: discountRedemptions.code,
      amountCents: discountRedemptions.amountCents,
      reducedCents: discountRedemptions.reducedCents,
      standardCents: discountRedemptions.standardCents,
      shippingCents: discountRedemptions.shippingCents,
    })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .orderBy(asc(discountRedemptions.createdAt), asc(discountRedemptions.code));
}

/** An order's discount per VAT rate, as computeVat takes it. */
export const discountByRate = (lines: readonly Pick<OrderDiscountLine, "reducedCents" | "standardCents">[]) =>
  (
    [
      { vatRate: 7 as const, grossCents: lines.reduce((s, l) => s + l.reducedCents, 0) },
      { vatRate: 19 as const, grossCents: lines.reduce((s, l) => s + l.standardCents, 0) },
    ] as const
  ).filter((x) => x.grossCents !== 0);

export interface CodeSummary extends DiscountCodeRow {
  /** Orders that used it and were not cancelled. */
  orders: number;
  /** Those orders' totals after their discounts. */
  revenueCents: number;
  /** What it took off on them. */
  discountedCents: number;
}

/** Every code with its uses and the revenue it brought (orders not cancelled), newest first. */
export async function listCodes(db: Db): Promise<CodeSummary[]> {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt));
  const sums = await db
    .select({
      codeId: discountRedemptions.codeId,
      orders: sql<number>`count(*)::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.totalCents}), 0)::int`,
      discountedCents: sql<number>`coalesce(sum(${discountRedemptions.amountCents}), 0)::int`,
    })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(sql`${orders.status} <> 'cancelled'`)
    .groupBy(discountRedemptions.codeId);
  return rows.map((r) => {
    const s = sums.find((x) => x.codeId === r.id);
    return {
      ...r,
      orders: s?.orders ?? 0,
      revenueCents: s?.revenueCents ?? 0,
      discountedCents: s?.discountedCents ?? 0,
    };
  });
}
