import { and, eq, sql } from "drizzle-orm";
import Papa from "papaparse";
import type { OrderStatus } from "../../domain/contracts/order";
import { ORDER_STATUS_LABELS } from "../../domain/contracts/order-action-messages";
import type { OrderTodo } from "../../domain/orders/order-todos";
import {
  onlineStateLabel,
  PAYMENT_KIND_LABELS,
  type PaymentFilter,
} from "../../domain/orders/payment-labels";
import type { Db } from "../db/client";
import { invoices, onlinePayments, orderBalances, orders } from "../db/schema";
import type { InvoiceData } from "../invoices/issue";
import { todoCondition } from "./order-todos";
import { ORDER_BY, paymentCondition, periodCondition, searchCondition } from "./orders";

export interface OrderExportQuery {
  status?: OrderStatus;
  payment?: PaymentFilter;
  q?: string;
  /** The list's to-do filter (server/admin/order-todos.ts), so the download holds what the list shows. */
  todo?: OrderTodo;
  /** YYYY-MM-DD, order date in Berlin time, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
}

/** The most an export holds: a year of a busy shop; narrow the period for more. */
export const EXPORT_MAX_ROWS = 50_000;

/** "12,34": German Excel and DATEV read amounts with a decimal comma. */
const amount = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
const day = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(d);

const HEADER = [
  "Bestellnummer",
  "Bestelldatum",
  "Status",
  "Kunde",
  "E-Mail",
  "PLZ",
  "Ort",
  "Rechnungsnummer",
  "Rechnungsdatum",
  "Netto",
  "USt",
  "Brutto",
  "Stornorechnung",
  "Rechnungskorrekturen",
  "Berechnet",
  "Gutgeschrieben",
  "Bezahlt",
  "Erstattet",
  "Offen",
  "Zu erstatten",
  "Letzte Zahlung",
  // Last, so the columns an accountant's import already maps keep their places (#33).
  "Zahlungsart",
  "Online-Zahlung",
];

/**
 * The orders for the accountant, as CSV: one line per order with its status in German, its invoice
 * (net, VAT, gross from the invoice's frozen totals), cancellation invoice and credit notes, and the
 * ledger's figures from the view `order_balances` (#27): invoiced, credited, paid and refunded, and
 * the balance as „Offen“ (the customer still owes it) or „Zu erstatten“ (we hold the customer's money:
 * a cancelled order with a part payment shows the refund due, not „Offen 0,00“), plus the value date
 * of the last payment, and how the order is paid (for one paid online, where its Stripe payment
 * stands). Semicolons and a BOM, so a German Excel opens it as it is; cells that start like
 * a formula are quoted away (CSV injection).
 */
export async function exportOrdersCsv(
  db: Db,
  query: OrderExportQuery,
  now = new Date(),
): Promise<{ csv: string; rows: number }> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    paymentCondition(query.payment),
    searchCondition(query.q ?? ""),
    todoCondition(query.todo, now),
    periodCondition(query.from, query.to),
  );
  const rows = await db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      firstName: orders.firstName,
      lastName: orders.lastName,
      email: orders.email,
      postalCode: orders.postalCode,
      city: orders.city,
      totalCents: orders.totalCents,
      invoice: { number: invoices.number, issuedAt: invoices.issuedAt, data: invoices.data },
      cancellation: sql<
        string | null
      >`(select i2.number from invoices i2 where i2.order_id = ${orders.id} and i2.kind = 'cancellation' limit 1)`,
      credits: sql<
        string | null
      >`(select string_agg(i3.number, ', ' order by i3.issued_at, i3.number) from invoices i3 where i3.order_id = ${orders.id} and i3.kind = 'credit')`,
      invoicedCents: sql<number>`coalesce((select sum(i4.total_cents) from invoices i4 where i4.order_id = ${orders.id} and i4.kind = 'invoice'), 0)::int`,
      creditedCents: sql<number>`coalesce((select -sum(i5.total_cents) from invoices i5 where i5.order_id = ${orders.id} and i5.kind <> 'invoice'), 0)::int`,
      paidCents: orderBalances.paidCents,
      refundedCents: orderBalances.refundedCents,
      openCents: orderBalances.openCents,
      // The value date of the last payment that stands (neither a reversal nor reversed).
      lastPaidOn: sql<string | null>`(select to_char(max(p.paid_on), 'YYYY-MM-DD') from order_payments p
        where p.order_id = ${orders.id} and p.kind = 'payment' and p.reverses_id is null
          and not exists (select 1 from order_payments r where r.reverses_id = p.id))`,
      paymentMethod: orders.paymentMethod,
      onlineState: onlinePayments.state,
      onlineMethod: onlinePayments.method,
    })
    .from(orders)
    .leftJoin(onlinePayments, eq(onlinePayments.orderId, orders.id))
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, "invoice")))
    .innerJoin(orderBalances, eq(orderBalances.orderId, orders.id))
    .where(where)
    .orderBy(...ORDER_BY.oldest)
    .limit(EXPORT_MAX_ROWS);

  const data = rows.map((r) => {
    const totals = (r.invoice?.data as InvoiceData | undefined)?.totals;
    return [
      r.number,
      day(r.createdAt),
      ORDER_STATUS_LABELS[r.status],
      `${r.firstName} ${r.lastName}`.trim(),
      r.email,
      r.postalCode,
      r.city,
      r.invoice?.number ?? "",
      r.invoice ? day(r.invoice.issuedAt) : "",
      totals ? amount(totals.netCents) : "",
      totals ? amount(totals.vatCents) : "",
      amount(totals?.grossCents ?? r.totalCents),
      r.cancellation ?? "",
      r.credits ?? "",
      amount(r.invoicedCents),
      amount(r.creditedCents),
      amount(r.paidCents),
      amount(r.refundedCents),
      amount(Math.max(0, r.openCents)),
      amount(Math.max(0, -r.openCents)),
      r.lastPaidOn ?? "",
      PAYMENT_KIND_LABELS[r.paymentMethod],
      r.onlineState ? onlineStateLabel(r.onlineState, r.onlineMethod) : "",
    ];
  });
  const csv = Papa.unparse(
    { fields: HEADER, data },
    { delimiter: ";", newline: "\r\n", escapeFormulae: true },
  );
  return { csv: `\uFEFF${csv}\r\n`, rows: data.length };
}
