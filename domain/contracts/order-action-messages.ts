import type { OrderAction } from "../orders/order-lifecycle";
import { defineRefusals, mergeRefusals } from "../text/refusal";
import { type TextRefusals, textRefusalMessages } from "../text/text-messages";
import type { OrderStatus } from "./order";

/** The order statuses as the back office names them (staff: German). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Neu",
  processing: "Bestätigt",
  shipped: "Versendet",
  completed: "Abgeschlossen",
  cancelled: "Storniert",
};

/** The order page's action buttons. */
export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  confirm: "Bestätigen",
  ship: "Versenden",
  pay: "Zahlung erfassen",
  complete: "Abschließen",
  cancel: "Stornieren",
};

/**
 * Refusals of the back office's order actions (#17, #30): the lifecycle (domain/orders/order-lifecycle.ts),
 * its inputs and the versioned command (server/orders/commands/lifecycle.ts, server/orders/commands/cancel.ts). The
 * back office renders them in German; English texts so no code lacks one.
 */
export type OrderActionRefusals = TextRefusals & {
  /** 404 */
  unknown_order: undefined;
  /** 409: someone else changed the order since the page was loaded. */
  conflict: undefined;
  not_confirmable: { status: OrderStatus };
  not_shippable: { status: OrderStatus };
  not_payable: { status: OrderStatus };
  not_completable: undefined;
  not_cancellable: { status: OrderStatus };
  /** The customer-side cancellation's answer for an order already cancelled. */
  already_cancelled: undefined;
  /** 409 (#50 §6): releasing an order nothing holds back (paid, released already, shipped). */
  not_held: undefined;
  /** Labels and shipping many at once skip an order held for its bounced debit (#50 §5/§6). */
  held_debit_bounced: undefined;
  /** 503 (#49): the open Stripe payment page could not be closed, so the order is not cancelled yet. */
  payment_page_open: { detail: string };
  tracking_required: undefined;
  tracking_invalid: undefined;
  carrier_invalid: undefined;
  date_required: undefined;
  date_invalid: undefined;
  date_in_future: undefined;
  /** #50 §4: money cannot move before the order existed (its day, YYYY-MM-DD, shop time). */
  date_before_order: { orderDay: string };
  cancel_reason_required: undefined;
  cancel_reason_too_long: undefined;
};

const STATUS_EN: Record<OrderStatus, string> = {
  pending: "New",
  processing: "Confirmed",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
};

const shipped = (s: OrderStatus) => s === "shipped" || s === "completed";

const orderActionMessages = defineRefusals<Omit<OrderActionRefusals, keyof TextRefusals>>(
  {
    unknown_order: "Diese Bestellung gibt es nicht.",
    conflict: "Diese Bestellung wurde inzwischen von jemand anderem geändert. Bitte lade die Seite neu.",
    not_confirmable: ({ status }) =>
      `Nur neue Bestellungen lassen sich bestätigen; diese ist „${ORDER_STATUS_LABELS[status]}“.`,
    not_shippable: ({ status }) =>
      status === "pending"
        ? "Bitte bestätige die Bestellung, bevor du sie versendest."
        : `Diese Bestellung lässt sich nicht versenden; sie ist „${ORDER_STATUS_LABELS[status]}“.`,
    not_payable: ({ status }) =>
      status === "pending"
        ? "Bitte bestätige die Bestellung, bevor du eine Zahlung erfasst."
        : `Für eine Bestellung im Status „${ORDER_STATUS_LABELS[status]}“ lässt sich keine Zahlung erfassen.`,
    not_completable: "Abschließen geht erst, wenn die Bestellung versendet und vollständig bezahlt ist.",
    not_cancellable: ({ status }) =>
      shipped(status)
        ? "Eine versendete Bestellung lässt sich nicht mehr stornieren. Nach der Rücksendung hilft der Widerruf."
        : "Diese Bestellung ist bereits storniert.",
    already_cancelled: "Diese Bestellung ist bereits storniert.",
    held_debit_bounced:
      "Die Lastschrift ist geplatzt: erst versenden, wenn bezahlt ist oder die Bestellung auf ihrer Seite freigegeben wurde.",
    not_held:
      "Diese Bestellung wartet auf keine Zahlung mehr: Sie ist bezahlt, schon freigegeben oder nicht mehr zu versenden.",
    payment_page_open: ({ detail }) =>
      `Stripe ist gerade nicht erreichbar (${detail}). Die Zahlungsseite der Kundin bzw. des Kunden ist noch offen; damit niemand mehr für eine stornierte Bestellung bezahlt, wird erst storniert, wenn Stripe sie geschlossen hat. Bitte versuche es in ein paar Minuten noch einmal.`,
    tracking_required: "Bitte gib die Sendungsnummer von DHL ein.",
    tracking_invalid:
      "Das ist keine gültige DHL-Sendungsnummer. Erwartet werden 12 oder 20 Ziffern, JJD… mit Ziffern oder z. B. RR123456789DE.",
    carrier_invalid: "Bitte wähle DHL als Versanddienstleister.",
    date_required: "Bitte gib das Zahlungsdatum ein.",
    date_invalid: "Bitte gib ein gültiges Datum ein (TT.MM.JJJJ).",
    date_in_future: "Das Zahlungsdatum darf nicht in der Zukunft liegen.",
    date_before_order: ({ orderDay }) =>
      `Das Datum liegt vor der Bestellung vom ${orderDay.slice(8, 10)}.${orderDay.slice(5, 7)}.${orderDay.slice(0, 4)}. Bitte prüfe das Datum auf dem Kontoauszug.`,
    cancel_reason_required: "Bitte gib einen Grund für die Stornierung an.",
    cancel_reason_too_long: "Der Grund darf höchstens 500 Zeichen lang sein.",
  },
  {
    unknown_order: "This order does not exist.",
    conflict: "Someone else has changed this order in the meantime. Please reload the page.",
    not_confirmable: ({ status }) => `Only new orders can be confirmed; this one is “${STATUS_EN[status]}”.`,
    not_shippable: ({ status }) =>
      status === "pending"
        ? "Please confirm the order before you ship it."
        : `This order cannot be shipped; it is “${STATUS_EN[status]}”.`,
    not_payable: ({ status }) =>
      status === "pending"
        ? "Please confirm the order before you record a payment."
        : `No payment can be recorded for an order that is “${STATUS_EN[status]}”.`,
    not_completable: "An order can be completed only once it is shipped and paid in full.",
    not_cancellable: ({ status }) =>
      shipped(status)
        ? "A shipped order can no longer be cancelled. Once it is sent back, the withdrawal helps."
        : "This order is already cancelled.",
    already_cancelled: "This order is already cancelled.",
    held_debit_bounced:
      "The direct debit bounced: ship only once it is paid or released on the order's page.",
    not_held: "This order no longer waits for a payment: it is paid, already released or no longer to ship.",
    payment_page_open: ({ detail }) =>
      `Stripe cannot be reached right now (${detail}). The customer's payment page is still open; so that nobody pays for a cancelled order, the order is cancelled only once Stripe has closed it. Please try again in a few minutes.`,
    tracking_required: "Please enter the DHL tracking number.",
    tracking_invalid:
      "This is not a valid DHL tracking number. Expected are 12 or 20 digits, JJD… with digits or e.g. RR123456789DE.",
    carrier_invalid: "Please choose DHL as the carrier.",
    date_required: "Please enter the payment date.",
    date_invalid: "Please enter a valid date (DD.MM.YYYY).",
    date_in_future: "The payment date cannot be in the future.",
    date_before_order: ({ orderDay }) =>
      `The date lies before the order of ${orderDay}. Please check the date on the bank statement.`,
    cancel_reason_required: "Please give a reason for the cancellation.",
    cancel_reason_too_long: "The reason may be at most 500 characters long.",
  },
);

export const orderActionRefusalMessages = mergeRefusals(orderActionMessages, textRefusalMessages);
