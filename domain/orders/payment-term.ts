import { defineMessages, type Locale } from "../text/i18n";

/**
 * The one payment term of "Kauf auf Rechnung" (#27), worded once (DESIGN §6: one source for every fact
 * the shop states). The number of days is the setting PAYMENT_TERM_DAYS (server/config.ts); every
 * page, mail, legal text and invoice uses these sentences verbatim:
 *
 * - checkout and thank-you page, order confirmation, AGB: `sentence(days)` (term + when the invoice comes);
 * - the shipping mail and the invoice PDF: `term(days)`, next to the due date it gives.
 *
 * The term runs from the invoice date, and the invoice is issued on the shipping day (§ 3 Abs. 6 UStG:
 * a shipped supply takes place when transport begins), so a customer can check it on the invoice:
 * due date = invoice date + days. The overdue list (server/admin/overview.ts) uses that same date.
 */

/** PAYMENT_TERM_DAYS when not set. */
export const DEFAULT_PAYMENT_TERM_DAYS = 14;

export const paymentTermMessages = defineMessages(
  {
    term: (days: number) => `Zahlbar ohne Abzug innerhalb von ${days} Tagen ab Rechnungsdatum.`,
    invoiceTiming: "Die Rechnung schicken wir dir am Versandtag per E-Mail, und sie liegt deinem Paket bei.",
  },
  {
    term: (days: number) => `Payable without deduction within ${days} days of the invoice date.`,
    invoiceTiming: "We email you the invoice on the day we ship, and it also comes in your parcel.",
  },
);

/** When the invoice comes, in the locale's words. */
export const invoiceTiming = (locale: Locale): string => paymentTermMessages[locale].invoiceTiming;

/** The term alone: "Zahlbar ohne Abzug innerhalb von 14 Tagen ab Rechnungsdatum." */
export const paymentTerm = (locale: Locale, days: number): string => paymentTermMessages[locale].term(days);

/** The term and when the invoice comes: what a customer reads before and after ordering. */
export const paymentTermSentence = (locale: Locale, days: number): string =>
  `${paymentTerm(locale, days)} ${invoiceTiming(locale)}`;

/** The last day to pay (YYYY-MM-DD): the invoice date (YYYY-MM-DD, shop time) plus the term. */
export function dueDate(invoiceDate: string, days: number): string {
  const t = Date.parse(`${invoiceDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(invoiceDate) || Number.isNaN(t)) {
    throw new Error(`not a calendar day: ${invoiceDate}`);
  }
  return new Date(t + days * 86_400_000).toISOString().slice(0, 10);
}
