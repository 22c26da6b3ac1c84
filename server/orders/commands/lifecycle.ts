import { and, asc, eq } from "drizzle-orm";
import { shopClock } from "../../../domain/orders/delivery";
import { buyerFirstName } from "../../../domain/orders/delivery-point";
import { dispatchHold } from "../../../domain/orders/dispatch-hold";
import { MONEY_METHOD_NAMES, prepaymentOf } from "../../../domain/orders/document-case";
import { paymentMethodName } from "../../../domain/orders/online-payment";
import {
  type OrderAction,
  parseCancelReason,
  parseCarrier,
  parseTrackingNumber,
  trackingUrl,
} from "../../../domain/orders/order-lifecycle";
import { audit } from "../../admin/audit";
import type { Actor } from "../../admin/team";
import type { Db, Tx } from "../../db/client";
import {
  invoices,
  type MoneyMovementRow,
  type OrderRow,
  onlinePayments,
  orderItems,
  orderShipments,
  orders,
} from "../../db/schema";
import { runCommand } from "../../db/versioned-command";
import { invoiceDueCents } from "../../invoices/invoice-pdf";
import {
  type InvoiceConfig,
  type InvoiceData,
  type InvoiceSettlement,
  issueInvoice,
  type Prepaid,
} from "../../invoices/issue";
import type { InvoiceService } from "../../invoices/service";
import { enqueueMail } from "../../mail/outbox";
import { shipmentMail } from "../../mail/templates/order-shipped";
import type { OnlinePayments } from "../../payments/online-payments";
import { onlineSettlement } from "../../payments/settlement";
import type { PublicChanges } from "../../public-changes";
import { loadLedger } from "../ledger";
import { createOrderCancellation } from "./cancel";
import { loadOrderAt, type OrderActionResult, type OrderPageRefusal, refuse } from "./command";
import { transition } from "./transition";

/**
 * The order actions of the back office (#17), each a versioned command (server/db/versioned-command.ts):
 * read the order, judge the action by domain/orders/order-lifecycle.ts, write guarded by the version the page
 * showed. The loser of a race writes no shipment, payment, audit entry or mail.
 */

export const ACTION_MESSAGES = {
  confirmed: "Die Bestellung ist bestätigt.",
  shipped:
    "Die Bestellung ist versendet. Die Kundin oder der Kunde bekommt eine E-Mail mit der Sendungsverfolgung und der Rechnung.",
  paid: (amount: string, balance: string) => `Zahlung über ${amount} erfasst. Offen: ${balance}.`,
  paidCompleted: (amount: string) =>
    `Zahlung über ${amount} erfasst. Die Bestellung ist vollständig bezahlt und abgeschlossen.`,
  completed: "Die Bestellung ist abgeschlossen.",
  cancelled:
    "Die Bestellung ist storniert. Der Bestand ist zurückgebucht, die Kundin oder der Kunde bekommt eine E-Mail.",
} as const;

/**
 * Takes a lifecycle action on the order `number` as the page saw it (`expected`): refuses a stale
 * version or an action its status does not offer, and writes the status the table leads to
 * (server/orders/commands/transition.ts). Answers the order as it was and its new status.
 */
/**
 * How the invoice written at shipping is settled: through Stripe as Stripe says (#33), else from the
 * ledger (#50): paid in advance (no term, no GiroCode), paid in part (it asks for the rest), or not.
 */
async function settlementAtShipping(
  tx: Tx,
  order: OrderRow,
  movements: readonly MoneyMovementRow[],
): Promise<{ settled: InvoiceSettlement | null; prepaid: Prepaid | null }> {
  const online = order.paymentMethod === "stripe" ? await onlineSettlement(tx, order.id) : null;
  if (online) return { settled: online, prepaid: null };
  const p = prepaymentOf(order.totalCents, movements);
  if (p.kind === "paid")
    return {
      settled: {
        kind: "paid",
        paidOn: p.paidOn,
        method: p.method === "other" ? "" : MONEY_METHOD_NAMES[p.method],
        provider: p.method === "stripe" ? "Stripe" : null,
      },
      prepaid: null,
    };
  return {
    settled: null,
    prepaid:
      p.kind === "part"
        ? {
            paidCents: p.paidCents,
            paidOn: p.paidOn,
            ...(order.voucherCents > 0 && { voucherCents: order.voucherCents }),
          }
        : null,
  };
}

async function take(tx: Tx, number: string, expected: number, action: OrderAction) {
  const order = await loadOrderAt(tx, number, expected);
  const ledger = await loadLedger(tx, order);
  const { balance } = ledger;
  const status = await transition(tx, order, action, expected, { before: balance });
  return { order, balance, movements: ledger.movements, status };
}

const run = (db: Db, work: (tx: Tx) => Promise<OrderActionResult>): Promise<OrderActionResult> =>
  runCommand<OrderActionResult, OrderPageRefusal>(db, work);

export interface OrderActionDeps {
  db: Db;
  invoices: Pick<InvoiceService, "invoiceLink">;
  publicChanges: Pick<PublicChanges, "changed">;
  /** Seller, bank and payment term of the invoice "Versenden" issues (BUSINESS_*, PAYMENT_TERM_DAYS). */
  invoiceConfig: InvoiceConfig;
  now?: () => Date;
  /**
   * The packing table (#34): the DHL label's shipment number, which "Versenden" takes when staff type
   * none, and what cancelling an order does to its label (server/shipping/labels.ts).
   */
  parcels?: {
    trackingNumberOf(orderId: string): Promise<string | null>;
    afterOrderCancelled(actor: Actor, number: string): Promise<string>;
  };
  /** Online payment (#49): an order's open Stripe page is closed before the order is cancelled. */
  payments?: Pick<OnlinePayments, "closeBeforeCancel" | "afterCancel"> | null;
}

const _todayIso = (now: Date) => shopClock(now).day.toISOString().slice(0, 10);

export function createOrderActions({
  db,
  invoices: invoiceService,
  publicChanges,
  invoiceConfig,
  now = () => new Date(),
  parcels,
  payments = null,
}: OrderActionDeps) {
  const entity = (order: OrderRow) => ({ type: "order", id: order.id });
  const cancellation = createOrderCancellation({
    db,
    invoiceLink: (n) => invoiceService.invoiceLink(n),
    publicChanges,
  });

  return {
    confirm: (actor: Actor, number: string, version: number) =>
      run(db, async (tx) => {
        const { order, status } = await take(tx, number, version, "confirm");
        await audit(tx, {
          actor,
          action: "order.confirm",
          entity: entity(order),
          before: { status: order.status },
          after: { status },
        });
        return { ok: true, status, message: ACTION_MESSAGES.confirmed };
      }),

    async ship(
      actor: Actor,
      number: string,
      version: number,
      input: { carrier: string; trackingNumber: string },
    ): Promise<OrderActionResult> {
      const carrier = parseCarrier(input.carrier);
      if (!carrier.ok) return { ...carrier, status: 422 };
      // No number typed: the order's DHL label gives it (#34).
      let typed = input.trackingNumber;
      if (!typed.trim() && parcels) {
        const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
        typed = (o && (await parcels.trackingNumberOf(o.id))) || "";
      }
      const tracking = parseTrackingNumber(typed);
      if (!tracking.ok) return { ...tracking, status: 422 };
      const result = await run(db, async (tx) => {
        const { order, balance, movements, status } = await take(tx, number, version, "ship");
        // A bounced debit holds the order back (#50 §6) on every way to ship it, not only the list's.
        const [online] = await tx
          .select({ state: onlinePayments.state, releasedAt: onlinePayments.releasedAt })
          .from(onlinePayments)
          .where(eq(onlinePayments.orderId, order.id));
        if (dispatchHold({ status: order.status, online: online ?? null, openCents: balance.openCents }))
          throw refuse(422, { error: "held_debit_bounced" });
        const shippedAt = now();
        await tx.insert(orderShipments).values({
          orderId: order.id,
          carrier: carrier.value,
          trackingNumber: tracking.value,
          actor: actor.email,
          shippedAt,
        });
        await audit(tx, {
          actor,
          action: "order.ship",
          entity: entity(order),
          before: { status: order.status },
          after: { status, carrier: carrier.value, trackingNumber: tracking.value },
        });
        // The invoice is written as the goods leave (§ 3 Abs. 6 UStG), dated the shipping day, its
        // number taken in this transaction (gapless: a lost race gives it back). An order placed
        // before #27 already has its invoice from the order: it gets no second one.
        const [earlier] = await tx
          .select({ id: invoices.id, number: invoices.number, data: invoices.data })
          .from(invoices)
          .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")))
          .orderBy(asc(invoices.issuedAt))
          .limit(1);
        const invoice = earlier
          ? { id: earlier.id, number: earlier.number, data: earlier.data as InvoiceData }
          : await issueInvoice(tx, {
              order,
              items: await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
              config: invoiceConfig,
              shippedAt,
              ...(await settlementAtShipping(tx, order, movements)),
            }).then((issued) => ({ id: issued.invoiceId, number: issued.number, data: issued.data }));
        const mail = shipmentMail({
          to: order.email,
          locale: order.locale,
          firstName: buyerFirstName(order),
          orderNumber: order.number,
          carrier: carrier.value,
          trackingNumber: tracking.value,
          trackingUrl: trackingUrl(tracking.value),
          invoice: {
            number: invoice.number,
            link: invoiceService.invoiceLink(invoice.number),
            payment: invoice.data.payment,
            paid: balance.paidCents - balance.refundedCents >= invoice.data.totals.grossCents,
            debit:
              invoice.data.settled?.kind === "debit" ? paymentMethodName("sepa_debit", order.locale) : null,
            prepaid: invoice.data.prepaid
              ? { paidCents: invoice.data.prepaid.paidCents, openCents: invoiceDueCents(invoice.data) }
              : null,
          },
        });
        // In the shipment's transaction: only the committed winner's mail exists, exactly once.
        await enqueueMail(tx, {
          ...mail,
          orderId: order.id,
          attachments: [{ type: "invoice", invoiceId: invoice.id }],
        });
        return { ok: true, status, message: ACTION_MESSAGES.shipped };
      });
      // A shipped order makes its buyer's reviews "verifizierter Kauf" on public plant pages.
      if (result.ok) publicChanges.changed("orders");
      return result;
    },

    complete: (actor: Actor, number: string, version: number) =>
      run(db, async (tx) => {
        const { order, status } = await take(tx, number, version, "complete");
        await audit(tx, {
          actor,
          action: "order.complete",
          entity: entity(order),
          before: { status: order.status },
          after: { status },
        });
        return { ok: true, status, message: ACTION_MESSAGES.completed };
      }),

    /** Before shipment only; stock back, Stornorechnung and mail by the order's cancellation (server/orders/commands/cancel.ts). */
    async cancel(
      actor: Actor,
      number: string,
      version: number,
      input: { reason: string },
    ): Promise<OrderActionResult> {
      const reason = parseCancelReason(input.reason);
      if (!reason.ok) return { ...reason, status: 422 };
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
      if (!order) return { ok: false, status: 404, error: "unknown_order" };
      // The customer may still be on Stripe's page (#49): it is closed first, outside any transaction,
      // so no payment can arrive for the cancelled order. Paid meanwhile: the order moved on (409).
      const closed = payments ? await payments.closeBeforeCancel(order.id) : { ok: true as const };
      if (!closed.ok)
        return { ok: false, status: 503, error: "payment_page_open", params: { detail: closed.detail } };
      const result = await cancellation.cancel(order.id, {
        expectedVersion: version,
        beforeShipmentOnly: true,
        actor,
        inTransaction: (tx, before) =>
          audit(tx, {
            actor,
            action: "order.cancel",
            entity: { type: "order", id: before.id },
            before: { status: before.status },
            after: { status: "cancelled", reason: reason.value },
          }),
      });
      // Refused (a stale page) after the page was closed: the order cannot be paid any more and is
      // abandoned as a run-out one; cancelled: the claim on the page ends.
      await payments?.afterCancel(order.id);
      if (result.ok) {
        // Its DHL label, if one was made, is cancelled at DHL: the parcel will not go (#34).
        const label = parcels ? await parcels.afterOrderCancelled(actor, number) : "";
        return { ok: true, status: "cancelled", message: ACTION_MESSAGES.cancelled + label };
      }
      const status = result.error === "unknown_order" ? 404 : result.error === "conflict" ? 409 : 422;
      return { ...result, status };
    },
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
