import { and, eq, sql } from "drizzle-orm";
import type { OrderStatus } from "../../../domain/contracts/order";
import type { Balance } from "../../../domain/orders/ledger";
import { type LifecycleAction, step } from "../../../domain/orders/order-lifecycle";
import type { Tx } from "../../db/client";
import { type OrderRow, orders } from "../../db/schema";
import { refuse, writeVersioned } from "../../db/versioned-command";

/**
 * The one writer of an order's status (#44 §4): the target comes from the lifecycle's table
 * (domain/orders/order-lifecycle.ts `ORDER_TRANSITIONS`), never from the caller. An action the order's status
 * does not offer is refused with its code (422) and rolls the transaction back; the write is guarded by
 * the version the page showed (409 when someone acted first), or — for money moved from elsewhere (a
 * withdrawal's page, Stripe's events: `expected` "any") — steps the version so a page still showing
 * the old balance is refused.
 */
export async function transition(
  tx: Tx,
  order: OrderRow,
  action: LifecycleAction,
  expected: number | "any",
  money?: { before: Balance; after?: Balance },
): Promise<OrderStatus> {
  const paid = (b: Balance) => ({ totalCents: b.owedCents, paidCents: b.paidCents - b.refundedCents });
  const before = money ? paid(money.before) : { totalCents: order.totalCents, paidCents: 0 };
  const after = money?.after ? paid(money.after) : before;
  const next = step(action, order.status, before, after);
  if (!next.ok) throw refuse(422, next.refusal);
  if (expected === "any") {
    await tx
      .update(orders)
      .set({ status: next.to, version: sql`${orders.version} + 1` })
      .where(and(eq(orders.id, order.id)));
  } else await writeVersioned(tx, orders, order.id, expected, { status: next.to }, { error: "conflict" });
  return next.to;
}
