import { and, asc, eq, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import { type BookDocument, type BookMovement, bookRates, type VoucherSale } from "../../domain/books/books";
import type { BooksPeriod } from "../../domain/books/books-period";
import type { Db } from "../db/client";
import { invoices, orderPayments, orders, vouchers } from "../db/schema";
import type { InvoiceData } from "../invoices/issue";

/** Midnight at the start of a Berlin calendar day, as an instant. */
const berlinMidnight = (iso: string) => sql`(${iso}::date::timestamp at time zone 'Europe/Berlin')`;

/** The issue day of a document in Berlin, YYYY-MM-DD. */
const issuedOn = sql<string>`to_char(${invoices.issuedAt} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`;

/** Documents issued in the period (by issue day, Berlin), oldest first, with their frozen snapshot. */
export async function periodDocumentRows(db: Db, period: BooksPeriod) {
  return db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      issuedOn,
      reason: invoices.reason,
      data: invoices.data,
      orderNumber: orders.number,
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        gte(invoices.issuedAt, berlinMidnight(period.from)),
        lt(invoices.issuedAt, sql`${berlinMidnight(period.to)} + interval '1 day'`),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
}

/** The documents of the period as the books read them: per-rate amounts and the buyer as issued. */
export async function periodDocuments(db: Db, period: BooksPeriod): Promise<BookDocument[]> {
  const rows = await periodDocumentRows(db, period);
  return rows.map((r) => {
    const data = r.data as InvoiceData;
    return {
      kind: r.kind,
      number: r.number,
      issuedOn: r.issuedOn,
      orderNumber: r.orderNumber,
      customerName: data.buyer.name,
      rates: bookRates(data),
      refersTo: data.cancels?.number ?? null,
      reason: r.reason,
    };
  });
}

/** Money that moved in the period (by value date), with the order's invoice as the item it settles. */
export async function periodMovements(db: Db, period: BooksPeriod): Promise<BookMovement[]> {
  const rows = await db
    .select({
      id: orderPayments.id,
      kind: orderPayments.kind,
      amountCents: orderPayments.amountCents,
      reversesId: orderPayments.reversesId,
      paidOn: orderPayments.paidOn,
      method: orderPayments.method,
      reason: orderPayments.reason,
      actor: orderPayments.actor,
      orderNumber: orders.number,
      firstName: orders.firstName,
      lastName: orders.lastName,
      invoiceNumber: sql<string | null>`(
        select i.number from invoices i
        where i.order_id = ${orders.id} and i.kind = 'invoice'
        order by i.issued_at, i.number limit 1
      )`,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(and(gte(orderPayments.paidOn, period.from), lte(orderPayments.paidOn, period.to)))
    .orderBy(asc(orderPayments.paidOn), asc(orderPayments.createdAt));
  return rows.map(({ firstName, lastName, ...r }) => ({
    ...r,
    customerName: `${firstName} ${lastName}`.trim(),
  }));
}

/** Gift vouchers paid in the period (#43 §3), for the DATEV export's sales on the vouchers' account. */
export async function periodVoucherSales(db: Db, period: BooksPeriod): Promise<VoucherSale[]> {
  const day = sql<string>`to_char(${vouchers.paidAt} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      number: vouchers.number,
      paidOn: day,
      amountCents: vouchers.initialCents,
      buyerName: vouchers.buyerName,
      paymentMethod: vouchers.paymentMethod,
    })
    .from(vouchers)
    .where(and(isNotNull(vouchers.paidAt), gte(day, period.from), lte(day, period.to)))
    .orderBy(asc(vouchers.paidAt));
  return rows.map(({ paymentMethod, ...r }) => ({
    ...r,
    method: paymentMethod === "stripe" ? ("stripe" as const) : ("transfer" as const),
  }));
}
