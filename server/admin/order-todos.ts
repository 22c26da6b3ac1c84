import { and, inArray, lt, type SQL, sql } from "drizzle-orm";
import { dispatchDueBefore } from "../../domain/orders/delivery";
import type { OrderTodo } from "../../domain/orders/order-todos";
import { orders } from "../db/schema";
import { hasOverdueInvoice } from "../invoices/overdue";

/** New or confirmed orders whose promised dispatch day (domain/orders/delivery.ts `dispatchDay`) is today or past. */
const dispatchDue = (now: Date): SQL =>
  and(inArray(orders.status, ["pending", "processing"]), lt(orders.createdAt, dispatchDueBefore(now))) as SQL;

/**
 * Orders holding the customer's money: payments exceed what they owe (cancellation, credit note, …),
 * beyond the refunds already asked of Stripe (#44).
 */
const refundDue = (): SQL =>
  sql`${orders.id} in (select order_id from order_balances where open_cents + pending_refund_cents < 0)`;

/**
 * The overview's to-do tiles (#34) as filters of the orders list: one condition each, used both for the
 * tile's count and for the list the tile links to, so the two always agree.
 */
export function todoCondition(todo: OrderTodo | undefined, now: Date): SQL | undefined {
  if (todo === "dispatch") return dispatchDue(now);
  if (todo === "overdue") return hasOverdueInvoice(now);
  if (todo === "refund") return refundDue();
  return undefined;
}
