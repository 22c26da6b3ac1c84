import { and, eq, gte, lt, sql } from "drizzle-orm";
import Papa from "papaparse";
import type { OrderStatus } from "../../domain/contracts/order";
import type { Db } from "../db/client";
import { invoices, orders } from "../db/schema";
import type { InvoiceData } from "../invoices/issue";
import { ORDER_BY, searchCondition } from "./orders";
import { paidPerOrder } from "./paid";

export interface OrderExportQuery {
  status?: OrderStatus;
  q?: string;
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
/** Midnight of a Berlin day, as an instant. */
const berlinMidnight = (iso: string) => sql`(${iso}::date::timestamp at time zone 'Europe/Berlin')`;

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
  "Bezahlt",
  "Offen",
  "Stornorechnung",
];

/**
 * The orders for the accountant, as CSV: one line per order with its invoice (net, VAT, gross from the
 * invoice's frozen totals), payments and the cancellation invoice if any. Semicolons and a BOM, so a
 * German Excel opens it as it is; cells that start like a formula are quoted away (CSV injection).
 */
export async function exportOrdersCsv(
  db: Db,
  query: OrderExportQuery,
): Promise<{ csv: string; rows: number }> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    searchCondition(query.q ?? ""),
    query.from ? gte(orders.createdAt, berlinMidnight(query.from)) : undefined,
    query.to ? lt(orders.createdAt, sql`${berlinMidnight(query.to)} + interval '1 day'`) : undefined,
  );
  const paid = paidPerOrder(db);
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
      paidCents: paid.cents,
      invoice: { number: invoices.number, issuedAt: invoices.issuedAt, data: invoices.data },
      cancellation: sql<
        string | null
      >`(select i2.number from invoices i2 where i2.order_id = ${orders.id} and i2.kind = 'cancellation' limit 1)`,
    })
    .from(orders)
    .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.kind, "invoice")))
    .leftJoin(paid, eq(paid.orderId, orders.id))
    .where(where)
    .orderBy(...ORDER_BY.oldest)
    .limit(EXPORT_MAX_ROWS);

  const data = rows.map((r) => {
    const totals = (r.invoice?.data as InvoiceData | undefined)?.totals;
    const paidCents = r.paidCents ?? 0;
    return [
      r.number,
      day(r.createdAt),
      r.status,
      `${r.firstName} ${r.lastName}`.trim(),
      r.email,
      r.postalCode,
      r.city,
      r.invoice?.number ?? "",
      r.invoice ? day(r.invoice.issuedAt) : "",
      totals ? amount(totals.netCents) : "",
      totals ? amount(totals.vatCents) : "",
      amount(totals?.grossCents ?? r.totalCents),
      amount(paidCents),
      amount(r.status === "cancelled" ? 0 : Math.max(0, r.totalCents - paidCents)),
      r.cancellation ?? "",
    ];
  });
  const csv = Papa.unparse(
    { fields: HEADER, data },
    { delimiter: ";", newline: "\r\n", escapeFormulae: true },
  );
  return { csv: `\uFEFF${csv}\r\n`, rows: data.length };
}
