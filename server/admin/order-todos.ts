import { and, inArray, lt, not, type SQL, sql } from "drizzle-orm";
import { dispatchDueBefore } from "../../domain/orders/delivery";
import type { OrderTodo } from "../../domain/orders/order-todos";
import { orders } from "../db/schema";
import { hasOverdueInvoice } from "../invoices/overdue";

/**
 * Orders held back from shipping (#50 §6), domain/orders/dispatch-hold.ts in SQL: new or confirmed, the
 * SEPA debit bounced, money still open, not released by staff.
 */
export const heldForPayment = (): SQL =>
  sql`(${orders.status} in ('pending', 'processing') and ${orders.id} in (select op.order_id from online_payments op join order_balances ob on ob.order_id = op.order_id where op.state = 'failed' and op.released_at is null and ob.open_cents > 0))`;

/**
 * New or confirmed orders whose promised dispatch day (domain/orders/delivery.ts `dispatchDay`) is today
 * or past, and that nothing holds back (a bounced debit waits for its money).
 */
const dispatchDue = (now: Date): SQL =>
  and(
    inArray(orders.status, ["pending", "processing"]),
    lt(orders.createdAt, dispatchDueBefore(now)),
    not(heldForPayment()),
  ) as SQL;

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
  if (todo === "bounced") return heldForPayment();
  if (todo === "overdue") return hasOverdueInvoice(now);
  if (todo === "refund") return refundDue();
  return undefined;
}
