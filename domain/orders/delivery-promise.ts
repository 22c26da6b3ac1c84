/**
 * The delivery rule's constants and the one general promise derived from them, apart from the date
 * maths of domain/orders/delivery.ts so the footer on every page carries only these few lines.
 */

/** Orders placed before this hour (shop time) on a working day leave the same day. */
export const DISPATCH_CUTOFF_HOUR = 14;
/** Delivery estimate: this many working days after the dispatch day, inclusive range. */
export const DELIVERY_WORKING_DAYS = { from: 1, to: 3 } as const;

/** Working days after the dispatch day; the back office may set others (#34, domain/shop/settings.ts). */
export type DeliveryDays = { readonly from: number; readonly to: number };

/**
 * The one general delivery promise, from order to door in working days, derived from the rule above: an
 * order before the cut-off leaves the same day and arrives DELIVERY_WORKING_DAYS.from working days later at
 * the earliest; one after it leaves the next working day and arrives DELIVERY_WORKING_DAYS.to working days
 * after that at the latest. Footer, benefit strip, checkout, support page and AGB all say this (issue #32:
 * they said "2–5 Tage" beside dates that did not fit); the cart and checkout give the dates themselves.
 */
export const DELIVERY_PROMISE_DAYS = {
  from: DELIVERY_WORKING_DAYS.from,
  to: DELIVERY_WORKING_DAYS.to + 1,
} as const;

/** The promise from order to door for the given delivery days (DELIVERY_PROMISE_DAYS for the defaults). */
export const deliveryPromiseDays = (days: DeliveryDays = DELIVERY_WORKING_DAYS): DeliveryDays => ({
  from: days.from,
  to: days.to + 1,
});

/** "Lieferung in 1–4 Werktagen" / "Delivery in 1–4 working days". */
export const deliveryPromise = (
  locale: "de" | "en" = "de",
  days: DeliveryDays = DELIVERY_WORKING_DAYS,
): string => {
  const promise = deliveryPromiseDays(days);
  return locale === "en"
    ? `Delivery in ${promise.from}–${promise.to} working days`
    : `Lieferung in ${promise.from}–${promise.to} Werktagen`;
};

/** The rule behind the promise in one sentence (support page, AGB). */
export const deliveryRule = (
  locale: "de" | "en" = "de",
  days: DeliveryDays = DELIVERY_WORKING_DAYS,
): string =>
  locale === "en"
    ? `Ordered on a working day by ${DISPATCH_CUTOFF_HOUR}:00 (German time), your parcel leaves the same day, otherwise on the next working day; it arrives ${days.from}–${days.to} working days after it leaves.`
    : `Bestellst du an einem Werktag bis ${DISPATCH_CUTOFF_HOUR} Uhr, geht dein Paket am selben Tag auf die Reise, sonst am nächsten Werktag; es kommt ${days.from}–${days.to} Werktage danach bei dir an.`;
