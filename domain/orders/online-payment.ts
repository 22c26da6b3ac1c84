import type { OnlinePaymentState } from "../contracts/order";
import type { Locale } from "../text/i18n";

/**
 * The rules of an online payment (#33), pure. Where a payment stands is always read from Stripe's own
 * objects — the Checkout Session and its PaymentIntent, fetched fresh — never from an event's snapshot
 * or from the customer's return: an event only says "look again". So a late, repeated or reordered
 * event reads the same truth, and `advance` keeps the state from ever moving back.
 *
 * Stripe's documented fields: a session's `status` is open | complete | expired, its `payment_status`
 * paid | unpaid | no_payment_required. A completed but unpaid session is a delayed method (SEPA direct
 * debit) whose PaymentIntent is `processing`; when the debit fails the intent goes back to
 * `requires_payment_method` (Stripe sends `checkout.session.async_payment_failed`).
 */

export interface SessionSnapshot {
  status: "open" | "complete" | "expired" | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
}

/** What the session and its PaymentIntent's `status` (null: none yet) say about the payment. */
export function stateOfPayment(session: SessionSnapshot, intentStatus: string | null): OnlinePaymentState {
  if (session.status === "expired") return "expired";
  if (session.status !== "complete") return "open";
  if (session.payment_status !== "unpaid") return "paid";
  return intentStatus === "processing" || intentStatus === null ? "processing" : "failed";
}

/**
 * The events that make us look at a payment again (the sessions'), at its refunds (#44: one that
 * settles or fails later, one made in Stripe's Dashboard) and at a dispute of it (#49: chargebacks).
 */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
  "charge.refund.updated",
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.dispute.created",
  "charge.dispute.closed",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
] as const;
export type HandledEvent = (typeof HANDLED_EVENTS)[number];

export const isHandledEvent = (type: string): type is HandledEvent =>
  (HANDLED_EVENTS as readonly string[]).includes(type);

/**
 * A payment only moves forward: open → processing → paid | failed, open → paid | expired. A late or
 * repeated event that would move it back (the completed event after the debit already succeeded) is
 * ignored, so delivery order does not matter.
 */
const RANK: Record<OnlinePaymentState, number> = { open: 0, processing: 1, paid: 2, failed: 2, expired: 2 };

export function advance(current: OnlinePaymentState, next: OnlinePaymentState): OnlinePaymentState | null {
  if (next === current || RANK[next] <= RANK[current]) return null;
  // A session that ran out cannot be paid any more, and a debit that has been paid cannot expire.
  if (current === "processing" && next === "expired") return null;
  return next;
}

/** Whether the order's goods are to be sent: paid, or (SEPA) accepted and on its way. */
export const acceptsOrder = (state: OnlinePaymentState) => state === "paid" || state === "processing";

/**
 * The methods a shop may offer on Stripe's page (STRIPE_PAYMENT_METHODS): the session names exactly
 * these, so the checkout, the AGB and the privacy text can say which. Apple Pay and Google Pay come
 * with "card" (Stripe offers the wallets on a card payment where the device has one).
 */
export const ONLINE_METHODS = ["card", "paypal", "klarna", "sepa_debit"] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** „Karte (auch Apple Pay und Google Pay), PayPal, Klarna oder SEPA-Lastschrift". */
export function onlineMethodsText(methods: readonly OnlineMethod[], locale: Locale): string {
  const names = methods.map((m) =>
    m === "card"
      ? locale === "de"
        ? "Karte (auch Apple Pay und Google Pay)"
        : "card (including Apple Pay and Google Pay)"
      : paymentMethodName(m, locale),
  );
  const or = locale === "de" ? " oder " : " or ";
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")}${or}${names.at(-1)}`;
}

/** Stripe's payment method types (and wallets on a card) as the customer knows them. */
const METHOD_NAMES: Record<Locale, Record<string, string>> = {
  de: {
    card: "Karte",
    paypal: "PayPal",
    klarna: "Klarna",
    sepa_debit: "SEPA-Lastschrift",
    apple_pay: "Apple Pay",
    google_pay: "Google Pay",
    link: "Link",
  },
  en: {
    card: "card",
    paypal: "PayPal",
    klarna: "Klarna",
    sepa_debit: "SEPA Direct Debit",
    apple_pay: "Apple Pay",
    google_pay: "Google Pay",
    link: "Link",
  },
};

/** The method's name; an unknown type shows as Stripe names it, never as nothing. */
export const paymentMethodName = (method: string | null, locale: Locale): string =>
  method ? (METHOD_NAMES[locale][method] ?? method) : "";

/**
 * The method a charge was paid with: the wallet (Apple Pay, Google Pay) where a card came from one,
 * else the payment method type (Stripe: `payment_method_details.type`, `card.wallet.type`).
 */
export function methodOfCharge(
  details: {
    type: string;
    card?: { wallet?: { type?: string | null } | null } | null;
  } | null,
): string | null {
  if (!details) return null;
  return details.card?.wallet?.type || details.type;
}
