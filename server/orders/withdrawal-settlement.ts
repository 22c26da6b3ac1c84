import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Balance } from "../../domain/orders/ledger";
import { audit } from "../admin/audit";
import type { Db, Tx } from "../db/client";
import { invoices, orderShipments, orders, withdrawals } from "../db/schema";

/**
 * When a withdrawal's goods are settled (#17, #27, #50 §3) — shared by the withdrawal page
 * (server/admin/withdrawals.ts), the order's money actions and cancellation, and Stripe's refund events,
 * so it has no import of either.
 *
 * A declaration is settled once its goods are accounted for and nothing is left to refund (a refund
 * still pending at Stripe is not money back yet, #44). The goods are accounted for by a credit note
 * (Rechnungskorrektur) issued for the declaration — or by the order's cancellation: an order cancelled
 * before it left has no invoice to correct, and one voided after has its Stornorechnung.
 */
export async function withdrawalSettled(
  tx: Tx,
  withdrawal: { id: string; orderId: string | null },
  b: Balance,
): Promise<boolean> {
  if (b.refundDueCents !== 0 || b.pendingRefundCents !== 0) return false;
  const [credit] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.withdrawalId, withdrawal.id), eq(invoices.kind, "credit")))
    .limit(1);
  if (credit) return true;
  return withdrawal.orderId !== null && (await orderCancelled(tx, withdrawal.orderId));
}

async function orderCancelled(tx: Tx, orderId: string): Promise<boolean> {
  const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return o?.status === "cancelled";
}

/**
 * Whether the order's goods ever left: a parcel was recorded („Versenden“), or its status says so (an
 * order shipped before parcels were kept). Only then can goods come back or a return label make sense.
 */
export async function orderWasShipped(tx: Pick<Db, "select">, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        or(
          inArray(orders.status, ["shipped", "completed"]),
          sql`exists (select 1 from ${orderShipments} s where s.order_id = ${orders.id})`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * After an order was cancelled, or money moved on a cancelled order: its open declarations (declared,
 * goods received) are settled once nothing is left to refund — the cancellation stands in for the
 * credit note. While a refund is still due they stay open, with their § 357 BGB day, and the refund
 * (from the order's page, the declaration's, or Stripe's event) settles them. Steps each version like a
 * page's write and leaves an audit entry. Answers the ids settled.
 */
export async function settleWithdrawalsOfCancelled(
  tx: Tx,
  order: { id: string },
  b: Balance,
  actor: { id: string | null; email: string },
): Promise<string[]> {
  if (b.refundDueCents !== 0 || b.pendingRefundCents !== 0) return [];
  if (!(await orderCancelled(tx, order.id))) return [];
  const settled = await tx
    .update(withdrawals)
    .set({ state: "settled", version: sql`${withdrawals.version} + 1` })
    .where(and(eq(withdrawals.orderId, order.id), inArray(withdrawals.state, ["declared", "received"])))
    .returning({ id: withdrawals.id });
  for (const w of settled)
    await audit(tx, {
      actor,
      action: "withdrawal.settle_by_cancellation",
      entity: { type: "withdrawal", id: w.id },
      after: { state: "settled", paidCents: b.paidCents, refundedCents: b.refundedCents },
    });
  return settled.map((w) => w.id);
}
