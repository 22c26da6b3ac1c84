import { and, eq, sql } from "drizzle-orm";
import type { CustomerHistory } from "../../domain/orders/invoice-eligibility";
import type { Db } from "../db/client";
import { invoices, orderBalances, orders } from "../db/schema";
import { overdueInvoice } from "../invoices/overdue";

/**
 * What the invoice limits (#33, domain/orders/invoice-eligibility.ts) need to know of a customer, by email
 * address in any letter case: orders completed (shipped and paid), and invoices past their printed due
 * date with money still open — the one rule for „überfällig" (server/invoices/overdue.ts).
 */
export async function customerHistory(db: Db, email: string, now: Date): Promise<CustomerHistory> {
  const same = sql`lower(${orders.email}) = lower(${email})`;
  const [[completed], [overdue]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(same, eq(orders.status, "completed"))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(orderBalances, eq(orderBalances.orderId, invoices.orderId))
      .where(and(same, overdueInvoice(now))),
  ]);
  return { completedOrders: completed?.n ?? 0, overdueInvoices: overdue?.n ?? 0 };
}
