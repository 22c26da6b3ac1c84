import { and, eq, sql } from "drizzle-orm";
import type { OrderStatus } from "../../domain/contracts/order";
import { shopClock } from "../../domain/delivery";
import { LIFECYCLE_MESSAGES } from "../../domain/order-lifecycle";
import { type OrderOwner, ownedBy } from "../account/orders";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { invoices, orders } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { cancellationMail } from "../mail/templates/order-cancelled";
import { returnStock } from "../orders/stock";
import type { PublicChanges } from "../public-changes";
import { renderInvoicePdf } from "./invoice-pdf";
import {
  cancellationData,
  dayIso,
  INVOICE_NUMBER_PATTERN,
  type InvoiceData,
  type InvoiceKind,
  nextInvoiceNumber,
  type Tx,
} from "./issue";
import { invoiceLinks, type LinkCheck } from "./links";

export interface StoredInvoice {
  id: string;
  number: string;
  kind: InvoiceKind;
  orderId: string;
  issuedAt: Date;
  data: InvoiceData;
}

export type CancelResult =
  | {
      ok: true;
      orderNumber: string;
      /**
       * The Stornorechnung; null for an order without an invoice: cancelled before its parcel left
       * (the invoice is issued at shipping, #27), or placed before invoicing existed.
       */
      cancellation: { invoiceId: string; number: string } | null;
    }
  | {
      ok: false;
      error: "unknown_order" | "already_cancelled" | "conflict" | "not_cancellable";
      message: string;
    };

/** What the back office (#17) adds to a cancellation; the default cancels any order not yet cancelled. */
export interface CancelOptions {
  /** The order's version the caller saw: someone else changed it since → `conflict`, nothing changes. */
  expectedVersion?: number;
  /** The statuses it may be cancelled from (the back office: before shipment) → else `not_cancellable`. */
  from?: readonly OrderStatus[];
  /** Runs in the cancelling transaction after the status change (the audit entry). */
  inTransaction?: (tx: Tx, before: typeof orders.$inferSelect) => Promise<void>;
}

export const CANCEL_MESSAGES = {
  unknownOrder: "Diese Bestellung gibt es nicht.",
  alreadyCancelled: "Diese Bestellung ist bereits storniert.",
} as const;

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
   * Cancels an order: status "cancelled", cancelled_at, and a Stornorechnung of its invoice if it has
   * one, in one transaction; then a mail to the customer (with a signed link to the Stornorechnung, or
   * saying there was no invoice yet). A second call changes nothing and answers `already_cancelled`.
   */
  cancel(orderId: string, options?: CancelOptions): Promise<CancelResult>;
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
  publicChanges: PublicChanges;
};

export function createInvoiceService({ db, config, secret, publicChanges }: InvoiceDeps): InvoiceService {
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

    async cancel(orderId, options = {}) {
      if (!UUID.test(orderId))
        return { ok: false, error: "unknown_order", message: CANCEL_MESSAGES.unknownOrder };
      const outcome = await db.transaction(async (tx: Tx) => {
        // The row lock orders parallel cancellations: the second one finds the order cancelled.
        const [order] = await tx
          .select()
          .from(orders)
          .where(eq(orders.id, orderId.toLowerCase()))
          .for("update");
        if (!order) return { ok: false as const, error: "unknown_order" as const };
        const { expectedVersion, from } = options;
        if (expectedVersion !== undefined && order.version !== expectedVersion)
          return { ok: false as const, error: "conflict" as const };
        if (order.status === "cancelled") return { ok: false as const, error: "already_cancelled" as const };
        if (from && !from.includes(order.status))
          return { ok: false as const, error: "not_cancellable" as const, status: order.status };
        const [cancelled] = await tx
          .update(orders)
          .set({ status: "cancelled", cancelledAt: sql`now()`, version: sql`${orders.version} + 1` })
          .where(
            expectedVersion === undefined
              ? eq(orders.id, order.id)
              : and(eq(orders.id, order.id), eq(orders.version, expectedVersion)),
          )
          .returning({ cancelledAt: orders.cancelledAt });
        if (!cancelled) return { ok: false as const, error: "conflict" as const };
        await options.inTransaction?.(tx, order);
        // The units go back on sale with the cancellation (the page cache is cleared below).
        await returnStock(tx, order.id);
        const [original] = await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")))
          .limit(1);
        let cancellation: { invoiceId: string; number: string; date: string; original: string } | null = null;
        if (original) {
          const day = shopClock(cancelled!.cancelledAt!).day;
          const number = await nextInvoiceNumber(tx, "cancellation", day.getUTCFullYear());
          const data = cancellationData(original.data as InvoiceData, number, dayIso(day));
          const [row] = await tx
            .insert(invoices)
            .values({
              number,
              kind: "cancellation",
              orderId: order.id,
              cancelsInvoiceId: original.id,
              issuedAt: cancelled!.cancelledAt!,
              deliveryDate: original.deliveryDate,
              totalCents: data.totals.grossCents,
              data,
            })
            .returning({ id: invoices.id });
          cancellation = { invoiceId: row!.id, number, date: data.invoiceDate, original: original.number };
        }
        // The customer's mail commits with the cancellation (outbox), the Stornorechnung attached.
        await enqueueMail(tx, {
          ...cancellationMail({
            to: order.email,
            locale: order.locale,
            firstName: order.firstName,
            orderNumber: order.number,
            invoiceNumber: cancellation?.original ?? null,
            cancellationNumber: cancellation?.number ?? null,
            cancellationDate: cancellation?.date ?? "",
            link: cancellation ? links.invoiceLink(cancellation.number) : null,
          }),
          orderId: order.id,
          attachments: cancellation ? [{ type: "invoice", invoiceId: cancellation.invoiceId }] : [],
        });
        return { ok: true as const, order, cancellation };
      });

      if (!outcome.ok) {
        switch (outcome.error) {
          case "unknown_order":
            return { ok: false, error: "unknown_order", message: CANCEL_MESSAGES.unknownOrder };
          case "already_cancelled":
            return { ok: false, error: "already_cancelled", message: CANCEL_MESSAGES.alreadyCancelled };
          case "conflict":
            return { ok: false, error: "conflict", message: LIFECYCLE_MESSAGES.conflict };
          case "not_cancellable":
            return {
              ok: false,
              error: "not_cancellable",
              message: LIFECYCLE_MESSAGES.notCancellable(outcome.status),
            };
        }
      }
      const { order, cancellation } = outcome;
      // A cancelled order no longer counts as a verified purchase, and its stock is back on sale.
      publicChanges.changed("orders");
      return {
        ok: true,
        orderNumber: order.number,
        cancellation: cancellation
          ? { invoiceId: cancellation.invoiceId, number: cancellation.number }
          : null,
      };
    },
  };
}
