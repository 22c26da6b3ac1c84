import { asc, eq } from "drizzle-orm";
import type { InvoiceKind } from "../../domain/contracts/account";
import type { RateTotal } from "../../domain/orders/vat";
import type { Db } from "../db/client";
import { invoices } from "../db/schema";
import type { InvoiceData } from "../invoices/issue";

export interface AdminInvoice {
  number: string;
  kind: InvoiceKind;
  issuedAt: string;
  totalCents: number;
  /** Net, VAT and gross per rate, as printed on the document. */
  rates: RateTotal[];
  /** A signed link to the PDF (server/invoices/routes.ts), valid as long as the mail links. */
  href: string;
}

/** The order's documents, oldest first: Rechnung, then Stornorechnung or Rechnungskorrektur. */
export async function orderInvoices(
  db: Db,
  orderId: string,
  link: (number: string) => string,
): Promise<AdminInvoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  return rows.map((r) => ({
    number: r.number,
    kind: r.kind,
    issuedAt: r.issuedAt.toISOString(),
    totalCents: r.totalCents,
    rates: (r.data as InvoiceData).rates,
    href: link(r.number),
  }));
}
