import type { OnlinePaymentState, PaymentMethod } from "../contracts/order";
import { paymentMethodName } from "./online-payment";

/**
 * How the back office and the accountant's CSV name an order's payment (#33), in German as both are:
 * the way it is paid, and for an order paid online where that payment stands.
 */

/** The back office's payment filter (?payment=): by invoice, or online through Stripe. */
export const PAYMENT_FILTERS = ["invoice", "online"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
export const PAYMENT_OF_FILTER: Record<PaymentFilter, PaymentMethod> = {
  invoice: "invoice",
  online: "stripe",
};

/** `?payment=` as a filter; anything else is none. */
export const paymentFilterOf = (value: string | null): PaymentFilter | undefined =>
  PAYMENT_FILTERS.find((f) => f === value);

export const PAYMENT_KIND_LABELS: Record<PaymentMethod, string> = {
  invoice: "Rechnung",
  stripe: "Online",
  shopify: "Shopify",
};

/**
 * „Zahlung offen", „Lastschrift läuft", „Bezahlt (Karte)", „Lastschrift geplatzt", „Nicht bezahlt".
 * A payment only reaches `processing` and `failed` as a delayed method (SEPA direct debit), so those
 * name the debit; `paid` names the method once Stripe has told it.
 */
export function onlineStateLabel(state: OnlinePaymentState, method: string | null): string {
  switch (state) {
    case "open":
      return "Zahlung offen";
    case "processing":
      return "Lastschrift läuft";
    case "paid":
      return method ? `Bezahlt (${paymentMethodName(method, "de")})` : "Bezahlt";
    case "failed":
      return "Lastschrift geplatzt";
    case "expired":
      return "Nicht bezahlt";
  }
}

/** Whether the money of an online order is still to come: staff may go on, but should know. */
export const onlinePaymentPending = (state: OnlinePaymentState | null | undefined): boolean =>
  state === "open" || state === "processing";
