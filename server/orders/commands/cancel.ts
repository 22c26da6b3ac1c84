import { and, eq, sql } from "drizzle-orm";
import type { OrderStatus } from "../../../domain/contracts/order";
import { buyerFirstName } from "../../../domain/orders/delivery-point";
import { type OrderActionRefusal, step } from "../../../domain/orders/order-lifecycle";
import type { Db, Tx } from "../../db/client";
import { invoices, type OrderRow, orders } from "../../db/schema";
import { releaseCodes } from "../../discounts/redemptions";
import { type InvoiceData, issueCancellation } from "../../invoices/issue";
import { enqueueMail } from "../../mail/outbox";
import { cancellationMail } from "../../mail/templates/order-cancelled";
import type { PublicChanges } from "../../public-changes";
import { releaseVouchers } from "../../vouchers/redemption";
import { loadLedger } from "../ledger";
import { returnStock } from "../stock";
import { settleWithdrawalsOfCancelled } from "../withdrawal-settlement";
import { transition } from "./transition";

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
  | ({ ok: false } & Extract<
      OrderActionRefusal,
      { error: "unknown_order" | "already_cancelled" | "conflict" | "not_cancellable" }
    >);

/** What the back office (#17) adds to a cancellation; the default cancels any order not yet cancelled. */
export interface CancelOptions {
  /** The order's version the caller saw: someone else changed it since → `conflict`, nothing changes. */
  expectedVersion?: number;
  /** The statuses it may be cancelled from → else `not_cancellable`. */
  from?: readonly OrderStatus[];
  /**
   * Only the lifecycle's „Stornieren“ (the back office's button: before shipment); without it an order
   * whose parcel left is voided as a whole, with a Stornorechnung of its invoice.
   */
  beforeShipmentOnly?: boolean;
  /** Runs in the cancelling transaction after the status change (the audit entry). */
  inTransaction?: (tx: Tx, before: OrderRow) => Promise<void>;
  /**
   * Whether the customer is mailed (default). Not for an order paid online that was never paid (#33):
   * it was never confirmed, so there is nothing to call off.
   */
  notify?: boolean;
  /**
   * Frees the order's idempotency key (#49): an order whose online payment could not even start is
   * called off, and the customer's retry with the same key must place a new order, not find this one.
   */
  releaseIdempotencyKey?: boolean;
  /** Who cancels, for the audit entry of a declaration the cancellation settles (default: the system). */
  actor?: { id: string | null; email: string };
}

export interface OrderCancellation {
  /**
   * Cancels an order: status "cancelled", cancelled_at, its units back in stock and a Stornorechnung
   * of its invoice if it has one, in one transaction; then a mail to the customer (with a signed link
   * to the Stornorechnung, or saying there was no invoice yet). A second call changes nothing and
   * answers `already_cancelled`.
   */
  cancel(orderId: string, options?: CancelOptions): Promise<CancelResult>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createOrderCancellation({
  db,
  invoiceLink,
  publicChanges,
}: {
  db: Db;
  /** The signed link to the Stornorechnung in the customer's mail (server/invoices/links.ts). */
  invoiceLink: (number: string) => string;
  publicChanges: Pick<PublicChanges, "changed">;
}): OrderCancellation {
  return {
    async cancel(orderId, options = {}) {
      if (!UUID.test(orderId)) return { ok: false, error: "unknown_order" };
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
        // The lifecycle's table decides: „cancel“ before shipment, „void“ (with a Stornorechnung) after
        // it; a caller may ask for less (`from`: the back office, before shipment only).
        const money = { totalCents: order.totalCents, paidCents: 0 };
        const action =
          step("cancel", order.status, money).ok || options.beforeShipmentOnly ? "cancel" : "void";
        if (!step(action, order.status, money).ok || (from && !from.includes(order.status)))
          return { ok: false as const, error: "not_cancellable" as const, status: order.status };
        await transition(tx, order, action, expectedVersion ?? "any");
        const [cancelled] = await tx
          .update(orders)
          .set({
            cancelledAt: sql`now()`,
            ...(options.releaseIdempotencyKey && { idempotencyKey: null }),
          })
          .where(eq(orders.id, order.id))
          .returning({ cancelledAt: orders.cancelledAt });
        if (!cancelled) return { ok: false as const, error: "conflict" as const };
        await options.inTransaction?.(tx, order);
        // What gift vouchers paid goes back onto them, booked as a refund by voucher (#43 §3); before
        // the stock, as an order locks vouchers before plants.
        await releaseVouchers(tx, order.id);
        // The units go back on sale with the cancellation (the page cache is cleared below).
        await returnStock(tx, order.id);
        // And the discount codes' uses (#43 §2).
        await releaseCodes(tx, order.id);
        const [original] = await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")))
          .limit(1);
        const cancelledAt = cancelled.cancelledAt!;
        const { balance } = await loadLedger(tx, { ...order, status: "cancelled" });
        const cancellation = original
          ? await issueCancellation(tx, {
              orderId: order.id,
              original: { ...original, data: original.data as InvoiceData },
              cancelledAt,
              paidCents: balance.paidCents - balance.refundedCents,
            })
          : null;
        // A withdrawal declared for the order is settled by its cancellation once nothing paid is left to
        // refund (#50 §3); with money to give back it stays open, with its § 357 BGB day, until refunded.
        await settleWithdrawalsOfCancelled(
          tx,
          order,
          balance,
          options.actor ?? { id: null, email: "System" },
        );
        // The customer's mail commits with the cancellation (outbox), the Stornorechnung attached.
        if (options.notify !== false)
          await enqueueMail(tx, {
            ...cancellationMail({
              to: order.email,
              locale: order.locale,
              firstName: buyerFirstName(order),
              orderNumber: order.number,
              invoiceNumber: original?.number ?? null,
              cancellationNumber: cancellation?.number ?? null,
              cancellationDate: cancellation?.data.invoiceDate ?? "",
              link: cancellation ? invoiceLink(cancellation.number) : null,
            }),
            orderId: order.id,
            attachments: cancellation ? [{ type: "invoice", invoiceId: cancellation.invoiceId }] : [],
          });
        return { ok: true as const, order, cancellation };
      });

      if (!outcome.ok)
        return outcome.error === "not_cancellable"
          ? { ok: false, error: "not_cancellable", params: { status: outcome.status } }
          : { ok: false, error: outcome.error };
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
