import { and, asc, count, eq, gte, lte, sql } from "drizzle-orm";
import { LOW_STOCK_MAX } from "../../domain/stock";
import type { Db } from "../db/client";
import { invoices, orders, plants, withdrawals } from "../db/schema";
import { failedMailCount } from "./mails";
import { paidPerOrder } from "./paid";

const DAYS = 30;
/** The overview names the oldest overdue invoices; the orders list holds the rest. */
const OVERDUE_SHOWN = 10;

export interface OverdueInvoice {
  orderNumber: string;
  invoiceNumber: string;
  name: string;
  /** What is still to be paid: the invoice's total less the payments recorded on the order. */
  openCents: number;
  /** The last day of the payment term (YYYY-MM-DD, Berlin). */
  dueOn: string;
  daysOverdue: number;
}

export interface Overview {
  /** Placed, not yet confirmed. */
  newOrders: number;
  /** Confirmed, waiting for shipment. */
  toShip: number;
  /** Gross of the documents issued in the last 30 days (invoices less cancellations and credit notes); `orders`: invoices among them. */
  revenue: { totalCents: number; orders: number; days: { day: string; cents: number }[] };
  lowStock: { id: string; name: string; stock: number }[];
  /** Declarations still to handle: not yet refunded. */
  recentWithdrawals: number;
  /** Invoices past their payment term and not fully paid, oldest first; `count` is all of them. */
  overdue: { count: number; invoices: OverdueInvoice[] };
  /** Mails the outbox gave up on (#16): each one a customer did not get. */
  failedMails: number;
}

/** The figures of the back office's first screen: one small query each, all on indexes or small tables. */
export async function overview(
  db: Db,
  { paymentTermDays, now = new Date() }: { paymentTermDays: number; now?: Date },
): Promise<Overview> {
  const since = new Date(now.getTime() - DAYS * 86_400_000);
  const [byStatus, perDay, lowStock, [declared], overdue, failedMails] = await Promise.all([
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(sql`${orders.status} in ('pending', 'processing')`)
      .groupBy(orders.status),
    // Revenue is what the documents say, by issue day: invoices less cancellation invoices and credit
    // notes (#27). Order totals are not revenue: an order may be cancelled, or partly taken back by a
    // credit note after a withdrawal or as goodwill, and counting orders (as before) kept all of that
    // in; the documents are also what the tax adviser books (server/books), so both tell one figure.
    // Days in Berlin time: a document at 00:30 on the 2nd belongs to the 2nd, as the merchant sees it.
    db
      .select({
        day: sql<string>`to_char(${invoices.issuedAt} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`,
        cents: sql<number>`sum(${invoices.totalCents})::int`,
        n: sql<number>`(count(*) filter (where ${invoices.kind} = 'invoice'))::int`,
      })
      .from(invoices)
      .where(gte(invoices.issuedAt, since))
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ id: plants.id, name: plants.name, stock: plants.stock })
      .from(plants)
      .where(and(eq(plants.published, true), lte(plants.stock, LOW_STOCK_MAX)))
      .orderBy(asc(plants.stock), asc(plants.name))
      .limit(10),
    db.select({ n: count() }).from(withdrawals).where(sql`${withdrawals.state} in ('declared', 'received')`),
    overdueInvoices(db, paymentTermDays, now),
    failedMailCount(db),
  ]);
  const statusCount = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
  return {
    newOrders: statusCount("pending"),
    toShip: statusCount("processing"),
    revenue: {
      totalCents: perDay.reduce((s, d) => s + d.cents, 0),
      orders: perDay.reduce((s, d) => s + d.n, 0),
      days: fillDays(perDay, since, now),
    },
    lowStock,
    recentWithdrawals: declared?.n ?? 0,
    overdue,
    failedMails,
  };
}

/**
 * Invoices ("Rechnung", not Storno or Korrektur) of open orders whose term has run out in Berlin time
 * and whose payments do not cover them. A completed or cancelled order owes nothing more.
 */
async function overdueInvoices(db: Db, termDays: number, now: Date) {
  const paid = paidPerOrder(db);
  const dueOn = sql<string>`to_char((${invoices.issuedAt} at time zone 'Europe/Berlin')::date + ${termDays}::int, 'YYYY-MM-DD')`;
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'Europe/Berlin')::date`;
  const rows = await db
    .select({
      orderNumber: orders.number,
      invoiceNumber: invoices.number,
      firstName: orders.firstName,
      lastName: orders.lastName,
      openCents: sql<number>`(${invoices.totalCents} - coalesce(${paid.cents}, 0))::int`,
      dueOn,
      daysOverdue: sql<number>`(${today} - ((${invoices.issuedAt} at time zone 'Europe/Berlin')::date + ${termDays}::int))::int`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(paid, eq(paid.orderId, orders.id))
    .where(
      and(
        eq(invoices.kind, "invoice"),
        sql`${orders.status} not in ('cancelled', 'completed')`,
        sql`(${invoices.issuedAt} at time zone 'Europe/Berlin')::date + ${termDays}::int < ${today}`,
        sql`coalesce(${paid.cents}, 0) < ${invoices.totalCents}`,
      ),
    )
    .orderBy(asc(invoices.issuedAt))
    .limit(OVERDUE_SHOWN);
  return {
    count: rows[0]?.total ?? 0,
    invoices: rows.map(({ firstName, lastName, total: _, ...r }) => ({
      ...r,
      name: `${firstName} ${lastName}`,
    })),
  };
}

/** Every day of the period, with 0 where nothing was sold: the chart's bars keep their places. */
function fillDays(rows: { day: string; cents: number }[], since: Date, now: Date) {
  const byDay = new Map(rows.map((r) => [r.day, r.cents]));
  const fmt = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }); // YYYY-MM-DD
  const days: { day: string; cents: number }[] = [];
  for (let t = since.getTime() + 86_400_000; t <= now.getTime(); t += 86_400_000) {
    const day = fmt.format(new Date(t));
    if (days.at(-1)?.day !== day) days.push({ day, cents: byDay.get(day) ?? 0 });
  }
  const today = fmt.format(now);
  if (days.at(-1)?.day !== today) days.push({ day: today, cents: byDay.get(today) ?? 0 });
  return days;
}
