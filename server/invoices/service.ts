import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { type OrderOwner, ownedBy } from "../account/orders";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { invoices, orders } from "../db/schema";
import { GIROCODE_QR, girocodeFor, renderInvoicePdf } from "./invoice-pdf";
import { INVOICE_NUMBER_PATTERN, type InvoiceData, type InvoiceKind } from "./issue";
import { invoiceLinks, type LinkCheck } from "./links";

export interface StoredInvoice {
  id: string;
  number: string;
  kind: InvoiceKind;
  orderId: string;
  issuedAt: Date;
  data: InvoiceData;
}

export interface InvoiceService {
  /** A signed download link for mails (30 days), e.g. for the shipping mail. */
  invoiceLink(number: string, now?: Date): string;
  checkLink(number: string, expires: string, sig: string, now?: Date): LinkCheck;
  /** The invoice with this number, or null. */
  find(number: string): Promise<StoredInvoice | null>;
  /** The invoice with this number if it belongs to one of the customer's orders (server/account). */
  findOwned(number: string, owner: OrderOwner): Promise<StoredInvoice | null>;
  pdf(invoice: StoredInvoice): Promise<Buffer>;
  /**
   * The PDF as a mail attachment, for the outbox's attachment registry (`{ type: "invoice", invoiceId }`
   * in mail_outbox.attachments); null when there is no such invoice.
   */
  attachment(
    invoiceId: string,
  ): Promise<{ filename: string; contentType: "application/pdf"; content: Buffer } | null>;
  /**
   * The invoice's GiroCode for `amountCents` as a PNG („GiroCode-RE-….png“), or null when the invoice
   * asks for no transfer (paid, a debit, a cancellation or correction) or is unknown.
   */
  girocode(
    invoiceId: string,
    amountCents: number,
  ): Promise<{ filename: string; contentType: "image/png"; content: Buffer } | null>;
}

/** "Rechnung-RE-2026-000001.pdf", "Stornorechnung-ST-2026-000001.pdf" */
export const invoiceFilename = (invoice: Pick<StoredInvoice, "kind" | "number">) =>
  `${INVOICE_TITLES[invoice.kind]}-${invoice.number}.pdf`;

export const INVOICE_TITLES: Record<InvoiceKind, string> = {
  invoice: "Rechnung",
  cancellation: "Stornorechnung",
  credit: "Rechnungskorrektur",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type InvoiceDeps = {
  db: Db;
  config: Pick<Config, "publicUrl">;
  secret: string;
};

export function createInvoiceService({ db, config, secret }: InvoiceDeps): InvoiceService {
  const links = invoiceLinks({ secret, publicUrl: config.publicUrl });
  const columns = {
    id: invoices.id,
    number: invoices.number,
    kind: invoices.kind,
    orderId: invoices.orderId,
    issuedAt: invoices.issuedAt,
    data: invoices.data,
  };
  const asStored = (row: typeof invoices.$inferSelect | undefined) =>
    row ? ({ ...row, data: row.data as InvoiceData } as StoredInvoice) : null;

  return {
    invoiceLink: links.invoiceLink,
    checkLink: links.check,

    async find(number) {
      if (!INVOICE_NUMBER_PATTERN.test(number)) return null;
      const [row] = await db.select().from(invoices).where(eq(invoices.number, number)).limit(1);
      return asStored(row);
    },

    async findOwned(number, owner) {
      if (!INVOICE_NUMBER_PATTERN.test(number)) return null;
      const [row] = await db
        .select(columns)
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(and(eq(invoices.number, number), ownedBy(owner)))
        .limit(1);
      return row ? ({ ...row, data: row.data as InvoiceData } as StoredInvoice) : null;
    },

    pdf: (invoice) => renderInvoicePdf(invoice.data, invoice.issuedAt),

    async attachment(invoiceId) {
      if (!UUID.test(invoiceId)) return null;
      const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId.toLowerCase())).limit(1);
      const invoice = asStored(row);
      if (!invoice) return null;
      return {
        filename: invoiceFilename(invoice),
        contentType: "application/pdf",
        content: await renderInvoicePdf(invoice.data, invoice.issuedAt),
      };
    },
    async girocode(invoiceId, amountCents) {
      if (!UUID.test(invoiceId)) return null;
      const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId.toLowerCase())).limit(1);
      const invoice = asStored(row);
      const payload = invoice && girocodeFor(invoice.data, amountCents);
      if (!payload) return null;
      return {
        filename: `GiroCode-${invoice.number}.png`,
        contentType: "image/png",
        content: await QRCode.toBuffer(payload, { ...GIROCODE_QR, type: "png", margin: 2, scale: 8 }),
      };
    },
  };
}
