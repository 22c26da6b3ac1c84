import { and, inArray, lt, type SQL, sql } from "drizzle-orm";
import { dispatchDueBefore } from "../../domain/delivery";
import type { OrderTodo } from "../../domain/order-todos";
import { orders } from "../db/schema";

/** Today in Berlin as a SQL date, from the caller's clock (tests move it). */
export const berlinToday = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone 'Europe/Berlin')::date`;

/** New or confirmed orders whose promised dispatch day (domain/delivery.ts `dispatchDay`) is today or past. */
const dispatchDue = (now: Date): SQL =>
  and(inArray(orders.status, ["pending", "processing"]), lt(orders.createdAt, dispatchDueBefore(now))) as SQL;

/**
 * Orders with an invoice whose printed due date (invoice date + payment term) lies before today and an
 * open amount by the ledger: a customer within the term is not chased.
 */
const overdue = (now: Date): SQL => sql`exists (
  select 1 from invoices i
  where i.order_id = ${orders.id} and i.kind = 'invoice'
    and (i.data -> 'payment' ->> 'dueDate')::date < ${berlinToday(now)}
) and ${orders.id} in (select order_id from order_balances where open_cents > 0)`;

/** Orders holding the customer's money: payments exceed what they owe (cancellation, credit note, …). */
const refundDue = (): SQL => sql`${orders.id} in (select order_id from order_balances where open_cents < 0)`;

/**
 * The overview's to-do tiles (#34) as filters of the orders list: one condition each, used both for the
 * tile's count and for the list the tile links to, so the two always agree.
 */
export function todoCondition(todo: OrderTodo | undefined, now: Date): SQL | undefined {
  if (todo === "dispatch") return dispatchDue(now);
  if (todo === "overdue") return overdue(now);
  if (todo === "refund") return refundDue();
  return undefined;
}
