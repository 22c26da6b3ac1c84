import type { OrderStatus } from "./contracts/order";
import { formatEuro, parseEuroInput } from "./money";
import { checkText } from "./text-rules";

/**
 * The order lifecycle of the back office (#17), pure: which action each status offers, what it leads
 * to (`ORDER_TRANSITIONS`) and the German refusals. server/admin/order-actions.ts applies it in one
 * transaction per action.
 *
 *   pending (Neu) ─Bestätigen→ processing (Bestätigt) ─Versenden→ shipped (Versendet)
 *   shipped + fully paid → completed (Abgeschlossen): by the last payment, or "Abschließen"
 *   Stornieren only before shipment; payments in processing and shipped.
 */

export const ORDER_ACTIONS = ["confirm", "ship", "pay", "complete", "cancel"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Neu",
  processing: "Bestätigt",
  shipped: "Versendet",
  completed: "Abgeschlossen",
  cancelled: "Storniert",
};

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  confirm: "Bestätigen",
  ship: "Versenden",
  pay: "Zahlung erfassen",
  complete: "Abschließen",
  cancel: "Stornieren",
};

export const CARRIERS = ["DHL"] as const;
export type Carrier = (typeof CARRIERS)[number];

export const LIFECYCLE_MESSAGES = {
  notConfirmable: (s: OrderStatus) =>
    `Nur neue Bestellungen lassen sich bestätigen; diese ist „${ORDER_STATUS_LABELS[s]}“.`,
  notShippable: (s: OrderStatus) =>
    s === "pending"
      ? "Bitte bestätige die Bestellung, bevor du sie versendest."
      : `Diese Bestellung lässt sich nicht versenden; sie ist „${ORDER_STATUS_LABELS[s]}“.`,
  notPayable: (s: OrderStatus) =>
    s === "pending"
      ? "Bitte bestätige die Bestellung, bevor du eine Zahlung erfasst."
      : `Für eine Bestellung im Status „${ORDER_STATUS_LABELS[s]}“ lässt sich keine Zahlung erfassen.`,
  notCompletable: "Abschließen geht erst, wenn die Bestellung versendet und vollständig bezahlt ist.",
  notCancellable: (s: OrderStatus) =>
    s === "shipped" || s === "completed"
      ? "Eine versendete Bestellung lässt sich nicht mehr stornieren. Nach der Rücksendung hilft der Widerruf."
      : "Diese Bestellung ist bereits storniert.",
  trackingRequired: "Bitte gib die Sendungsnummer von DHL ein.",
  trackingInvalid:
    "Das ist keine gültige DHL-Sendungsnummer. Erwartet werden 12 oder 20 Ziffern, JJD… mit Ziffern oder z. B. RR123456789DE.",
  carrierInvalid: "Bitte wähle DHL als Versanddienstleister.",
  amountRequired: "Bitte gib den gezahlten Betrag ein.",
  amountInvalid: "Bitte gib den Betrag in Euro ein, z. B. 29,99.",
  amountZero: "Der Betrag muss größer als 0 € sein.",
  alreadyPaid: "Diese Bestellung ist bereits vollständig bezahlt.",
  overpaid: (balanceCents: number) =>
    `Der Betrag ist höher als der offene Betrag von ${formatEuro(balanceCents)}. Bitte erfasse höchstens den offenen Betrag.`,
  dateRequired: "Bitte gib das Zahlungsdatum ein.",
  dateInvalid: "Bitte gib ein gültiges Datum ein (TT.MM.JJJJ).",
  dateInFuture: "Das Zahlungsdatum darf nicht in der Zukunft liegen.",
  reasonRequired: "Bitte gib einen Grund für die Stornierung an.",
  reasonTooLong: "Der Grund darf höchstens 500 Zeichen lang sein.",
  conflict: "Diese Bestellung wurde inzwischen von jemand anderem geändert. Bitte lade die Seite neu.",
} as const;

/** Money still owed: never below zero. */
export const balanceCents = (totalCents: number, paidCents: number) => Math.max(0, totalCents - paidCents);

/**
 * The ledger's view of an order's money (#27): `totalCents` what is owed, `paidCents` the money held
 * (paid − refunded).
 */
type Paid = { totalCents: number; paidCents: number };

const settled = (p: Paid) => balanceCents(p.totalCents, p.paidCents) === 0;

interface Transition {
  action: OrderAction;
  /** The status after the action; a payment's with the payment counted. */
  to: OrderStatus | ((paidAfter: Paid) => OrderStatus);
  /** Offered only when this holds (the status alone does not decide). */
  guard?: (paid: Paid) => boolean;
}

/** Money can be recorded in every status from confirmation on; before shipment the order waits. */
const payStays = (status: OrderStatus): Transition => ({ action: "pay", to: status });

/**
 * The order process as one table (in the manner of Vendure's order process): per status the actions it
 * offers, in the order the page shows them, where each leads and the guard it needs. A payment after
 * completion or cancellation did arrive, and is then refunded; the last payment of a shipped order
 * completes it.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly Transition[]> = {
  pending: [
    { action: "confirm", to: "processing" },
    { action: "cancel", to: "cancelled" },
  ],
  processing: [
    { action: "ship", to: "shipped" },
    payStays("processing"),
    { action: "cancel", to: "cancelled" },
  ],
  shipped: [
    { action: "complete", to: "completed", guard: settled },
    { action: "pay", to: (after) => (settled(after) ? "completed" : "shipped") },
  ],
  completed: [payStays("completed")],
  cancelled: [payStays("cancelled")],
};

/** Why staff cannot take an action the order's status does not offer. */
const REFUSALS: Record<OrderAction, (status: OrderStatus) => string> = {
  confirm: LIFECYCLE_MESSAGES.notConfirmable,
  ship: LIFECYCLE_MESSAGES.notShippable,
  pay: LIFECYCLE_MESSAGES.notPayable,
  complete: () => LIFECYCLE_MESSAGES.notCompletable,
  cancel: LIFECYCLE_MESSAGES.notCancellable,
};

const offered = (status: OrderStatus, paid: Paid) =>
  ORDER_TRANSITIONS[status].filter((t) => !t.guard || t.guard(paid));

/** The actions a status offers, in the order the page shows them. */
export function actionsFor(status: OrderStatus, paid: Paid): OrderAction[] {
  return offered(status, paid).map((t) => t.action);
}

/** Why this action is refused in this status, or null when it is allowed. */
export function refusal(action: OrderAction, status: OrderStatus, paid: Paid): string | null {
  return offered(status, paid).some((t) => t.action === action) ? null : REFUSALS[action](status);
}

/**
 * The status after a successful action (payments: after the payment is counted); an action the status
 * does not offer changes nothing.
 */
export function nextStatus(action: OrderAction, status: OrderStatus, paidAfter: Paid): OrderStatus {
  const to = ORDER_TRANSITIONS[status].find((t) => t.action === action)?.to ?? status;
  return typeof to === "function" ? to(paidAfter) : to;
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * DHL numbers as staff type or scan them (spaces ignored, any case): 12 or 20 digits (parcel and SSCC),
 * JJD… (Express/parcel labels: JJD and 10 to 22 digits), or the international format of Warenpost
 * and registered mail (two letters, 9 digits, DE).
 */
const DHL_FORMATS = [/^\d{12}$/, /^\d{20}$/, /^JJD\d{10,22}$/, /^JVGL\d{10,22}$/, /^[A-Z]{2}\d{9}DE$/];

export function parseTrackingNumber(text: string): Parsed<string> {
  const t = text.replace(/[\s\u00a0-]/g, "").toUpperCase();
  if (!t) return { ok: false, message: LIFECYCLE_MESSAGES.trackingRequired };
  if (!DHL_FORMATS.some((f) => f.test(t))) return { ok: false, message: LIFECYCLE_MESSAGES.trackingInvalid };
  return { ok: true, value: t };
}

export function parseCarrier(text: string): Parsed<Carrier> {
  const t = text.trim().toUpperCase();
  return CARRIERS.includes(t as Carrier)
    ? { ok: true, value: t as Carrier }
    : { ok: false, message: LIFECYCLE_MESSAGES.carrierInvalid };
}

/** DHL's public tracking page for a parcel. */
export const trackingUrl = (trackingNumber: string) =>
  `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${encodeURIComponent(trackingNumber)}`;

/** A payment amount typed German-style, checked against what is still owed. */
export function parsePaymentAmount(text: string, owedCents: number): Parsed<number> {
  if (!text.trim()) return { ok: false, message: LIFECYCLE_MESSAGES.amountRequired };
  const cents = parseEuroInput(text);
  if (cents === undefined) return { ok: false, message: LIFECYCLE_MESSAGES.amountInvalid };
  if (cents <= 0) return { ok: false, message: LIFECYCLE_MESSAGES.amountZero };
  if (owedCents <= 0) return { ok: false, message: LIFECYCLE_MESSAGES.alreadyPaid };
  if (cents > owedCents) return { ok: false, message: LIFECYCLE_MESSAGES.overpaid(owedCents) };
  return { ok: true, value: cents };
}

/**
 * The payment date: "2026-11-25" (a date input) or "25.11.2026"; a real calendar day, not after
 * `today` (YYYY-MM-DD, the shop's day). Answers YYYY-MM-DD.
 */
export function parsePaidOn(text: string, today: string): Parsed<string> {
  const t = text.trim();
  if (!t) return { ok: false, message: LIFECYCLE_MESSAGES.dateRequired };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : german
      ? [Number(german[3]), Number(german[2]), Number(german[1])]
      : [0, 0, 0];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 2000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return { ok: false, message: LIFECYCLE_MESSAGES.dateInvalid };
  const value = date.toISOString().slice(0, 10);
  if (value > today) return { ok: false, message: LIFECYCLE_MESSAGES.dateInFuture };
  return { ok: true, value };
}

/** A cancellation reason: one line (line breaks become spaces), under the one text rule (#29). */
export function parseCancelReason(text: string): Parsed<string> {
  return checkText(
    text.replace(/[\r\n\t]/g, " ").replace(/\s+/g, " "),
    { max: 500, required: true },
    { required: LIFECYCLE_MESSAGES.reasonRequired, tooLong: LIFECYCLE_MESSAGES.reasonTooLong },
  );
}
