import { and, asc, count, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { sizedName } from "../../domain/catalog/sizes";
import { dispatchDay, shopClock } from "../../domain/orders/delivery";
import { LOW_STOCK_MAX } from "../../domain/orders/stock";
import type { Db } from "../db/client";
import { invoices, orderBalances, orders, plants, withdrawals } from "../db/schema";
import { berlinToday, invoiceDueOn, overdueInvoice } from "../invoices/overdue";
import { failedMailCount } from "./mails";
import { todoCondition } from "./order-todos";
import { OPEN_WITHDRAWAL_STATES, refundDeadline } from "./withdrawals";

const DAYS = 30;
/** The overview names the oldest overdue invoices; the orders list holds the rest. */
const OVERDUE_SHOWN = 10;

export interface OverdueInvoice {
  orderNumber: string;
  invoiceNumber: string;
  name: string;
  /** What is still to be paid: the order's open amount by the ledger (view order_balances). */
  openCents: number;
  /** The due date printed on the invoice (YYYY-MM-DD): invoice date + payment term. */
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
  /** `plantId`: the plant whose form holds the row (a size's plant, #43 §1). */
  lowStock: { id: string; plantId: string; name: string; stock: number }[];
  /** Declarations still to handle: not yet refunded. */
  recentWithdrawals: number;
  /** Those declarations by their legal refund deadline, the oldest first (the tile's count is theirs). */
  refundDeadlines: RefundDeadline[];
  /**
   * New and confirmed orders whose promised dispatch day is today or past, the oldest promise first;
   * `count` is all of them (the orders list's "todo=dispatch").
   */
  dispatchDue: { count: number; orders: DispatchDue[] };
  /**
   * Orders whose SEPA debit bounced (#50 §6), held out of `dispatchDue` until paid or released, the oldest
   * first; `count` is all of them (the orders list's "todo=bounced").
   */
  paymentBounced: { count: number; orders: { orderNumber: string; name: string; openCents: number }[] };
  /** Invoices past their printed due date with an open amount, oldest first; `count`: their orders. */
  overdue: { count: number; invoices: OverdueInvoice[] };
  /** Mails the outbox gave up on (#16): each one a customer did not get. */
  failedMails: number;
  /** Orders holding the customer's money (#27), the most urgent first; `count` is all of them. */
  refundsDue: { count: number; orders: RefundDue[] };
}

export interface DispatchDue {
  orderNumber: string;
  name: string;
  status: "pending" | "processing";
  /** The dispatch day the customer was told at checkout (domain/orders/delivery.ts `dispatchDay`), YYYY-MM-DD. */
  promisedOn: string;
  /** Promised for a day before today. */
  late: boolean;
}

export interface RefundDeadline {
  withdrawalId: string;
  name: string;
  /** The linked order; null while the declaration is not confirmed. */
  orderNumber: string | null;
  /** The last day of the 14 days (§ 357 Abs. 1 BGB), YYYY-MM-DD. */
  refundBy: string;
  /** Days from today (Berlin) to that day: negative once it has passed. */
  daysLeft: number;
  /**
   * What the linked order's customer has paid and not had back (cents); null while unlinked. At 0
   * nothing is to be refunded, so no § 357 day can pass (#50 §3): the declaration only wants settling.
   */
  heldCents: number | null;
}

export interface RefundDue {
  orderNumber: string;
  name: string;
  cents: number;
  /** The last day of an open withdrawal's 14 days (§ 357 Abs. 1 BGB), YYYY-MM-DD; null without one. */
  refundBy: string | null;
}

/** The figures of the back office's first screen: one small query each, all on indexes or small tables. */
export async function overview(db: Db, { now = new Date() }: { now?: Date } = {}): Promise<Overview> {
  const since = new Date(now.getTime() - DAYS * 86_400_000);
  const [
    byStatus,
    perDay,
    lowRows,
    [declared],
    overdue,
    failedMails,
    refundsDue,
    dispatchDue,
    deadlines,
    paymentBounced,
  ] = await Promise.all([
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
      .select({
        id: plants.id,
        name: plants.name,
        stock: plants.stock,
        size: plants.size,
        sizeOf: plants.sizeOf,
        sized: sql<boolean>`${plants.sizeOf} is not null or exists (select 1 from plants s where s.size_of = ${plants.id})`,
      })
      .from(plants)
      .where(and(eq(plants.published, true), lte(plants.stock, LOW_STOCK_MAX)))
      .orderBy(asc(plants.stock), asc(plants.name))
      .limit(10),
    db
      .select({ n: count() })
      .from(withdrawals)
      .where(inArray(withdrawals.state, [...OPEN_WITHDRAWAL_STATES])),
    overdueInvoices(db, now),
    failedMailCount(db),
    refundsDueOf(db),
    dispatchesDue(db, now),
    refundDeadlinesOf(db, now),
    bouncedDebits(db),
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
    // Per size (#43 §1): each size is counted on its own, named with its size and linked to its plant.
    lowStock: lowRows.map((r) => ({
      id: r.id,
      plantId: r.sizeOf ?? r.id,
      name: sizedName(r.name, r.size, r.sized, "de"),
      stock: r.stock,
    })),
    recentWithdrawals: declared?.n ?? 0,
    refundDeadlines: deadlines,
    overdue,
    failedMails,
    refundsDue,
    dispatchDue,
    paymentBounced,
  };
}

/** Bounced debits still held (server/admin/order-todos.ts `heldForPayment`), the oldest order first. */
async function bouncedDebits(db: Db): Promise<Overview["paymentBounced"]> {
  const rows = await db
    .select({
      orderNumber: orders.number,
      firstName: orders.firstName,
      lastName: orders.lastName,
      openCents: orderBalances.openCents,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(orders)
    .innerJoin(orderBalances, eq(orderBalances.orderId, orders.id))
    .where(todoCondition("bounced", new Date()))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(OVERDUE_SHOWN);
  return {
    count: rows[0]?.total ?? 0,
    orders: rows.map((r) => ({
      orderNumber: r.orderNumber,
      name: `${r.firstName} ${r.lastName}`.trim(),
      openCents: r.openCents,
    })),
  };
}

/**
 * The open declarations by the day their money must be back: 14 days from the declaration, whether
 * or not the goods came back yet (the shop may wait for them, § 357 Abs. 4 BGB, but the day stays).
 */
async function refundDeadlinesOf(db: Db, now: Date): Promise<RefundDeadline[]> {
  const rows = await db
    .select({
      id: withdrawals.id,
      name: withdrawals.name,
      createdAt: withdrawals.createdAt,
      orderNumber: orders.number,
      heldCents: sql<number | null>`(${orderBalances.paidCents} - ${orderBalances.refundedCents})::int`,
    })
    .from(withdrawals)
    .leftJoin(orders, eq(orders.id, withdrawals.orderId))
    .leftJoin(orderBalances, eq(orderBalances.orderId, withdrawals.orderId))
    .where(inArray(withdrawals.state, [...OPEN_WITHDRAWAL_STATES]))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(OVERDUE_SHOWN);
  const today = shopClock(now).day.getTime();
  return rows.map((r) => {
    const refundBy = refundDeadline(r.createdAt);
    return {
      withdrawalId: r.id,
      name: r.name,
      orderNumber: r.orderNumber,
      refundBy,
      daysLeft: Math.round((Date.parse(refundBy) - today) / 86_400_000),
      heldCents: r.orderNumber === null ? null : (r.heldCents ?? 0),
    };
  });
}

/**
 * Today's work at the packing table: the orders promised to leave today or earlier. The promise was
 * made from the order's time (spec §9), so placed-earlier is promised-earlier: oldest first.
 */
async function dispatchesDue(db: Db, now: Date): Promise<Overview["dispatchDue"]> {
  const rows = await db
    .select({
      orderNumber: orders.number,
      firstName: orders.firstName,
      lastName: orders.lastName,
      status: orders.status,
      createdAt: orders.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(orders)
    .where(todoCondition("dispatch", now))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(OVERDUE_SHOWN);
  const today = shopClock(now).day.getTime();
  return {
    count: rows[0]?.total ?? 0,
    orders: rows.map((r) => {
      const promised = dispatchDay(r.createdAt);
      return {
        orderNumber: r.orderNumber,
        name: `${r.firstName} ${r.lastName}`.trim(),
        status: r.status as DispatchDue["status"],
        promisedOn: promised.toISOString().slice(0, 10),
        late: promised.getTime() < today,
      };
    }),
  };
}

/**
 * Orders whose payments exceed what they owe (after a cancellation, a credit note, a double payment):
 * the money is the customer's. With an open withdrawal the law sets the day (14 days from its
 * declaration); those come first, by that day.
 */
async function refundsDueOf(db: Db): Promise<Overview["refundsDue"]> {
  const declaredOn = sql<
    string | null
  >`(select to_char(min(w.created_at at time zone 'Europe/Berlin')::date + 14, 'YYYY-MM-DD') from withdrawals w where w.order_id = ${orders.id} and w.state in ('declared', 'received'))`;
  const rows = await db
    .select({
      orderNumber: orders.number,
      firstName: orders.firstName,
      lastName: orders.lastName,
      cents: sql<number>`(-${orderBalances.openCents} - ${orderBalances.pendingRefundCents})::int`,
      refundBy: declaredOn,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(orderBalances)
    .innerJoin(orders, eq(orders.id, orderBalances.orderId))
    .where(sql`${orderBalances.openCents} + ${orderBalances.pendingRefundCents} < 0`)
    .orderBy(sql`5 asc nulls last`, asc(orders.createdAt))
    .limit(OVERDUE_SHOWN);
  return {
    count: rows[0]?.total ?? 0,
    orders: rows.map(({ firstName, lastName, total: _, ...r }) => ({
      ...r,
      name: `${firstName} ${lastName}`,
    })),
  };
}

/**
 * Invoices ("Rechnung", not Storno or Korrektur) whose printed due date (`payment.dueDate` of the
 * invoice's data: invoice date + PAYMENT_TERM_DAYS) lies before today in Berlin and whose order still
 * has an open amount by the ledger: a payment, a credit note or a cancellation that settles it ends
 * it, and a customer within the term is not chased. Oldest due date first.
 */
async function overdueInvoices(db: Db, now: Date) {
  const dueOn = invoiceDueOn;
  const today = berlinToday(now);
  const [rows, [orderCount]] = await Promise.all([
    db
      .select({
        orderNumber: orders.number,
        invoiceNumber: invoices.number,
        firstName: orders.firstName,
        lastName: orders.lastName,
        openCents: orderBalances.openCents,
        dueOn,
        daysOverdue: sql<number>`(${today} - ${dueOn}::date)::int`,
      })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(orderBalances, eq(orderBalances.orderId, invoices.orderId))
      .where(overdueInvoice(now))
      .orderBy(asc(sql`${dueOn}::date`), asc(invoices.number))
      .limit(OVERDUE_SHOWN),
    // The tile counts orders, as the orders list it links to does (todo=overdue).
    db.select({ n: count() }).from(orders).where(todoCondition("overdue", now)),
  ]);
  return {
    count: orderCount?.n ?? 0,
    invoices: rows.map(({ firstName, lastName, ...r }) => ({
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
