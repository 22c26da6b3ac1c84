import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { invoices, orderBalances, orders } from "../db/schema";

/** Today in Berlin as a SQL date, from the caller's clock (tests move it). */
export const berlinToday = (now: Date) =>
  sql`(${now.toISOString()}::timestamptz at time zone 'Europe/Berlin')::date`;

/** An invoice's printed due date (`payment.dueDate` of its data: invoice date + payment term). */
export const invoiceDueOn = sql<string>`(${invoices.data} -> 'payment' ->> 'dueDate')`;

/**
 * „Überfällig“, the one rule for the overview, the orders list's filter, the staff notice and the invoice
 * limits: an invoice (not a Storno or Korrektur) whose printed due date lies before today in Berlin while
 * its order still has an open amount by the ledger — a payment, a credit note or a cancellation that
 * settles it ends it, and a customer within the term is not chased. Needs `invoices` joined with
 * `order_balances` on the order.
 */
export const overdueInvoice = (now: Date): SQL =>
  and(
    eq(invoices.kind, "invoice"),
    sql`${invoiceDueOn} is not null`,
    sql`${invoiceDueOn}::date < ${berlinToday(now)}`,
    gt(orderBalances.openCents, 0),
  ) as SQL;

/** Orders with an overdue invoice, as a condition on `orders`. */
export const hasOverdueInvoice = (now: Date): SQL =>
  sql`exists (${new QueryBuilder()
    .select({ one: sql`1` })
    .from(invoices)
    .innerJoin(orderBalances, eq(orderBalances.orderId, invoices.orderId))
    .where(and(eq(invoices.orderId, orders.id), overdueInvoice(now)))})`;
