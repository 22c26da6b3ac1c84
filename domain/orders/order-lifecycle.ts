import type { OrderStatus } from "../contracts/order";
import type { OrderActionRefusals } from "../contracts/order-action-messages";
import type { Parsed as ParsedAs, Refusal } from "../text/refusal";
import { checkTextRule, textRefusal } from "../text/text-rules";

/**
 * The order lifecycle of the back office (#17), pure: which action each status offers, what it leads
 * to (`ORDER_TRANSITIONS`) and the refusals (codes of domain/contracts/order-action-messages.ts). server/orders/commands/lifecycle.ts applies it in one
 * transaction per action.
 *
 *   pending (Neu) ─Bestätigen→ processing (Bestätigt) ─Versenden→ shipped (Versendet)
 *   shipped + fully paid → completed (Abgeschlossen): by the last payment, or "Abschließen"
 *   Stornieren only before shipment; payments in processing and shipped.
 */

export const ORDER_ACTIONS = ["confirm", "ship", "pay", "complete", "cancel"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * Every step the table knows: staff's actions, and `settle` — the money moved (a payment, refund,
 * reversal, credit note; also one Stripe booked), and a shipped order follows its balance: completed
 * once nothing is due, back to shipped when a reversed payment makes money due again (#44 §4); and
 * `void` — an order whose parcel left is called off as a whole with a Stornorechnung of its invoice
 * (server/orders/commands/cancel.ts without `from`); the back office's „Stornieren“ stays before shipment.
 */
export const LIFECYCLE_ACTIONS = [...ORDER_ACTIONS, "settle", "void"] as const;
export type LifecycleAction = (typeof LIFECYCLE_ACTIONS)[number];

export const CARRIERS = ["DHL"] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Money still owed: never below zero. */
export const balanceCents = (totalCents: number, paidCents: number) => Math.max(0, totalCents - paidCents);

/**
 * The ledger's view of an order's money (#27): `totalCents` what is owed, `paidCents` the money held
 * (paid − refunded).
 */
type Paid = { totalCents: number; paidCents: number };

const settled = (p: Paid) => balanceCents(p.totalCents, p.paidCents) === 0;

interface Transition {
  action: LifecycleAction;
  /** The status after the action; a payment's with the payment counted. */
  to: OrderStatus | ((paidAfter: Paid) => OrderStatus);
  /** Offered only when this holds (the status alone does not decide). */
  guard?: (paid: Paid) => boolean;
}

/** Money can be recorded in every status from confirmation on; before shipment the order waits. */
const payStays = (status: OrderStatus): Transition => ({ action: "pay", to: status });
/** The money moved where the status does not follow it. */
const settleStays = (status: OrderStatus): Transition => ({ action: "settle", to: status });
/** A shipped order's status is its balance's: completed when nothing is due, else shipped. */
const byBalance = (after: Paid): OrderStatus => (settled(after) ? "completed" : "shipped");

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
    settleStays("pending"),
  ],
  processing: [
    { action: "ship", to: "shipped" },
    payStays("processing"),
    { action: "cancel", to: "cancelled" },
    settleStays("processing"),
  ],
  shipped: [
    { action: "complete", to: "completed", guard: settled },
    { action: "pay", to: byBalance },
    { action: "settle", to: byBalance },
    { action: "void", to: "cancelled" },
  ],
  completed: [
    payStays("completed"),
    { action: "settle", to: byBalance },
    { action: "void", to: "cancelled" },
  ],
  cancelled: [payStays("cancelled"), settleStays("cancelled")],
};

export type OrderActionRefusal = Refusal<OrderActionRefusals>;

/** Why staff cannot take an action the order's status does not offer. */
const REFUSALS: Record<LifecycleAction, (status: OrderStatus) => OrderActionRefusal> = {
  confirm: (status) => ({ error: "not_confirmable", params: { status } }),
  ship: (status) => ({ error: "not_shippable", params: { status } }),
  pay: (status) => ({ error: "not_payable", params: { status } }),
  complete: () => ({ error: "not_completable" }),
  cancel: (status) => ({ error: "not_cancellable", params: { status } }),
  // Every status takes the money's moves (the table has a settle edge in each): never refused.
  settle: (status) => ({ error: "not_payable", params: { status } }),
  void: (status) => ({ error: "not_cancellable", params: { status } }),
};

const offered = (status: OrderStatus, paid: Paid) =>
  ORDER_TRANSITIONS[status].filter((t) => !t.guard || t.guard(paid));

/** The actions a status offers staff, in the order the page shows them. */
export function actionsFor(status: OrderStatus, paid: Paid): OrderAction[] {
  return offered(status, paid)
    .map((t) => t.action)
    .filter((a): a is OrderAction => a !== "settle" && a !== "void");
}

/** Why this action is refused in this status, or null when it is allowed. */
export function refusal(action: LifecycleAction, status: OrderStatus, paid: Paid): OrderActionRefusal | null {
  return offered(status, paid).some((t) => t.action === action) ? null : REFUSALS[action](status);
}

/**
 * The one step of the lifecycle (#44 §4): whether `action` is allowed in `status` (its guard judged on
 * the money `before`) and the status it leads to (a payment's or a settling's with the money `after`).
 * Everything that writes an order's status asks this (server/orders/commands/transition.ts).
 */
export function step(
  action: LifecycleAction,
  status: OrderStatus,
  before: Paid,
  after: Paid = before,
): { ok: true; to: OrderStatus } | { ok: false; refusal: OrderActionRefusal } {
  const transition = offered(status, before).find((t) => t.action === action);
  if (!transition) return { ok: false, refusal: REFUSALS[action](status) };
  return { ok: true, to: typeof transition.to === "function" ? transition.to(after) : transition.to };
}

/**
 * The status after a successful action (payments: after the payment is counted); an action the status
 * does not offer changes nothing.
 */
export function nextStatus(action: LifecycleAction, status: OrderStatus, paidAfter: Paid): OrderStatus {
  const to = ORDER_TRANSITIONS[status].find((t) => t.action === action)?.to ?? status;
  return typeof to === "function" ? to(paidAfter) : to;
}

/** The status an order's money calls for: `settle` by the table, from the ledger's balance. */
export const settledStatus = (
  status: OrderStatus,
  b: { owedCents: number; paidCents: number; refundedCents: number },
) => nextStatus("settle", status, { totalCents: b.owedCents, paidCents: b.paidCents - b.refundedCents });

type Parsed<T> = ParsedAs<T, OrderActionRefusal>;

/**
 * DHL numbers as staff type or scan them (spaces ignored, any case): 12 or 20 digits (parcel and SSCC),
 * JJD… (Express/parcel labels: JJD and 10 to 22 digits), or the international format of Warenpost
 * and registered mail (two letters, 9 digits, DE).
 */
const DHL_FORMATS = [/^\d{12}$/, /^\d{20}$/, /^JJD\d{10,22}$/, /^JVGL\d{10,22}$/, /^[A-Z]{2}\d{9}DE$/];

export function parseTrackingNumber(text: string): Parsed<string> {
  const t = text.replace(/[\s\u00a0-]/g, "").toUpperCase();
  if (!t) return { ok: false, error: "tracking_required" };
  if (!DHL_FORMATS.some((f) => f.test(t))) return { ok: false, error: "tracking_invalid" };
  return { ok: true, value: t };
}

export function parseCarrier(text: string): Parsed<Carrier> {
  const t = text.trim().toUpperCase();
  return CARRIERS.includes(t as Carrier)
    ? { ok: true, value: t as Carrier }
    : { ok: false, error: "carrier_invalid" };
}

/** DHL's public tracking page for a parcel. */
export const trackingUrl = (trackingNumber: string) =>
  `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${encodeURIComponent(trackingNumber)}`;

/**
 * The payment date: "2026-11-25" (a date input) or "25.11.2026"; a real calendar day, not after
 * `today` and, where given, not before `orderDay` (both YYYY-MM-DD, the shop's day): money cannot move
 * for an order before it was placed (#50 §4). Answers YYYY-MM-DD.
 */
export function parsePaidOn(text: string, today: string, orderDay?: string): Parsed<string> {
  const t = text.trim();
  if (!t) return { ok: false, error: "date_required" };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : german
      ? [Number(german[3]), Number(german[2]), Number(german[1])]
      : [0, 0, 0];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 2000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return { ok: false, error: "date_invalid" };
  const value = date.toISOString().slice(0, 10);
  if (value > today) return { ok: false, error: "date_in_future" };
  if (orderDay && value < orderDay) return { ok: false, error: "date_before_order", params: { orderDay } };
  return { ok: true, value };
}

/** A cancellation reason: one line (line breaks become spaces), under the one text rule (#29). */
export function parseCancelReason(text: string): Parsed<string> {
  const checked = checkTextRule(text.replace(/[\r\n\t]/g, " ").replace(/\s+/g, " "), {
    max: 500,
    required: true,
  });
  return checked.ok
    ? checked
    : {
        ok: false,
        ...textRefusal(checked, { required: "cancel_reason_required", tooLong: "cancel_reason_too_long" }),
      };
}
