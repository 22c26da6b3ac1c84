import type { MoneyMethod } from "../orders/ledger";
import { formatEuro, formatEuroEnglish } from "../orders/money";
import type { ReminderRefusals } from "../orders/reminders";
import type { ReturnRefusals } from "../orders/returns";
import { defineRefusals, mergeRefusals } from "../text/refusal";
import { type TextRefusals, textRefusalMessages } from "../text/text-messages";

/**
 * Refusals of an order's money and parcel actions (#27, #30): what staff type into the ledger's forms
 * (domain/orders/ledger-input.ts) and what the order's balance allows (server/orders/commands/money.ts). Amounts are
 * cents. The back office renders them in German; English texts so no code lacks one.
 */
export type LedgerRefusals = TextRefusals &
  ReturnRefusals &
  ReminderRefusals & {
    amount_required: undefined;
    amount_invalid: undefined;
    amount_zero: undefined;
    payment_above_total: { totalCents: number };
    nothing_to_refund: undefined;
    refund_too_high: { maxCents: number };
    credit_needs_invoice: undefined;
    credit_cancelled: undefined;
    credit_too_high: { maxCents: number };
    credit_rate_too_high: { rate: number; maxCents: number };
    rate_invalid: undefined;
    method_invalid: undefined;
    reason_required: undefined;
    reason_too_long: undefined;
    /** Control characters or line breaks in a reason. */
    reason_invalid: undefined;
    entry_unknown: undefined;
    entry_is_reversal: undefined;
    entry_reversed: undefined;
    entry_refunded: undefined;
    /** A payment booked from Stripe's events (#33): only Stripe changes it. */
    entry_from_stripe: undefined;
    /** A refund through Stripe for an order with no payment through Stripe (#33). */
    no_stripe_payment: undefined;
    /** Stripe refused the refund or could not be reached; nothing was booked. */
    stripe_refund_failed: { detail: string };
    not_before_confirm: undefined;
    parcel_unknown: undefined;
    parcel_replaced: undefined;
    parcel_same: undefined;
    not_shipped: undefined;
  };

const ledgerMessages = defineRefusals<Omit<LedgerRefusals, keyof TextRefusals>>(
  {
    amount_required: "Bitte gib den Betrag ein.",
    amount_invalid: "Bitte gib den Betrag in Euro ein, z. B. 29,99.",
    amount_zero: "Der Betrag muss größer als 0 € sein.",
    payment_above_total: ({ totalCents }) =>
      `Eine Zahlung kann höchstens den Betrag der Bestellung haben (${formatEuro(totalCents)}). Bitte prüfe den Betrag.`,
    nothing_to_refund:
      "Hier ist nichts zu erstatten: Es wurde nicht mehr bezahlt, als die Bestellung noch kostet. Mindert eine Gutschrift die Rechnung, wird der Rest erstattungsfähig.",
    refund_too_high: ({ maxCents }) =>
      `Höchstens ${formatEuro(maxCents)} – mehr hat die Kundin oder der Kunde nicht zu viel bezahlt.`,
    credit_needs_invoice:
      "Eine Gutschrift mindert eine Rechnung; diese Bestellung hat noch keine (sie entsteht beim Versenden). Vor dem Versand lässt sich die Bestellung stornieren.",
    credit_cancelled: "Die Rechnung dieser Bestellung ist storniert; es gibt nichts mehr gutzuschreiben.",
    credit_too_high: ({ maxCents }) =>
      `Höchstens ${formatEuro(maxCents)} – mehr lässt sich von dieser Rechnung nicht mehr gutschreiben.`,
    credit_rate_too_high: ({ rate, maxCents }) =>
      `Zum Steuersatz ${rate} % lässt sich höchstens ${formatEuro(maxCents)} gutschreiben.`,
    rate_invalid: "Bitte wähle den Steuersatz: anteilig, 7 % oder 19 %.",
    return_none: "Bitte gib bei mindestens einer Position an, wie viele Stück zurückgekommen sind.",
    reminder_not_overdue:
      "Eine Zahlungserinnerung geht erst, wenn die Rechnung fällig war und noch Geld offen ist.",
    reminder_too_soon: ({ from }) =>
      `Die 2. Zahlungserinnerung geht frühestens am ${from.split("-").reverse().join(".")}.`,
    reminder_all_sent:
      "Beide Zahlungserinnerungen sind verschickt. Wie es weitergeht (Anruf, Inkasso), entscheidet die Inhaberin oder der Inhaber.",
    return_invalid: "Bitte gib die Stückzahlen als ganze Zahlen ein.",
    return_too_many: ({ name, max }) =>
      max === 0
        ? `„${name}“ ist schon vollständig gutgeschrieben.`
        : `Von „${name}“ lassen sich höchstens ${max} Stück gutschreiben.`,
    method_invalid: "Bitte wähle, wie das Geld geflossen ist.",
    reason_required: "Bitte gib einen Grund an; er steht in der Buchung und im Export.",
    reason_too_long: "Der Grund darf höchstens 200 Zeichen lang sein.",
    reason_invalid: "Der Grund darf keine Steuerzeichen enthalten.",
    entry_unknown: "Diese Buchung gibt es zu dieser Bestellung nicht.",
    entry_is_reversal:
      "Eine Gegenbuchung lässt sich nicht stornieren. Erfasse den richtigen Betrag stattdessen neu.",
    entry_reversed: "Diese Buchung ist bereits storniert.",
    entry_refunded:
      "Von dieser Zahlung ist schon etwas erstattet. Storniere zuerst die Erstattung, dann die Zahlung.",
    entry_from_stripe:
      "Diese Buchung kam von Stripe und lässt sich hier nicht stornieren. Geld, das zurückgeht, erfasst du als Erstattung.",
    no_stripe_payment:
      "Diese Bestellung wurde nicht über Stripe bezahlt. Bitte wähle Überweisung, Bar oder Sonstiges.",
    stripe_refund_failed: ({ detail }) =>
      `Stripe hat die Erstattung nicht ausgeführt (${detail}). Es wurde nichts gebucht; bitte versuche es noch einmal.`,
    not_before_confirm: "Bitte bestätige die Bestellung, bevor du Geld erfasst.",
    parcel_unknown: "Dieses Paket gibt es zu dieser Bestellung nicht.",
    parcel_replaced: "Diese Sendungsnummer ist schon korrigiert; korrigiere die neue.",
    parcel_same: "Das ist dieselbe Sendungsnummer. Bitte gib die richtige ein.",
    not_shipped: "Pakete und Sendungsnummern gibt es erst, wenn die Bestellung versendet ist.",
  },
  {
    amount_required: "Please enter the amount.",
    amount_invalid: "Please enter the amount in euros, e.g. 29.99.",
    amount_zero: "The amount must be more than €0.",
    payment_above_total: ({ totalCents }) =>
      `A payment can be at most the order's amount (${formatEuroEnglish(totalCents)}). Please check the amount.`,
    nothing_to_refund:
      "There is nothing to refund: no more was paid than the order still costs. Once a credit note reduces the invoice, the rest can be refunded.",
    refund_too_high: ({ maxCents }) =>
      `At most ${formatEuroEnglish(maxCents)} – the customer has not overpaid by more.`,
    credit_needs_invoice:
      "A credit note reduces an invoice; this order has none yet (it is issued at shipping). Before shipping, the order can be cancelled.",
    credit_cancelled: "This order's invoice is cancelled; there is nothing left to credit.",
    credit_too_high: ({ maxCents }) =>
      `At most ${formatEuroEnglish(maxCents)} – no more can be credited from this invoice.`,
    credit_rate_too_high: ({ rate, maxCents }) =>
      `At most ${formatEuroEnglish(maxCents)} can be credited at the ${rate}% rate.`,
    rate_invalid: "Please choose the VAT rate: split, 7% or 19%.",
    return_none: "Please enter for at least one line how many units came back.",
    reminder_not_overdue: "A payment reminder can go only once the invoice was due and money is still open.",
    reminder_too_soon: ({ from }) => `The second payment reminder can go on ${from} at the earliest.`,
    reminder_all_sent:
      "Both payment reminders have been sent. The owner decides what comes next (a call, a collection agency).",
    return_invalid: "Please enter the quantities as whole numbers.",
    return_too_many: ({ name, max }) =>
      max === 0 ? `“${name}” is already fully credited.` : `At most ${max} of “${name}” can be credited.`,
    method_invalid: "Please choose how the money moved.",
    reason_required: "Please give a reason; it goes into the entry and the export.",
    reason_too_long: "The reason may be at most 200 characters long.",
    reason_invalid: "The reason may not contain control characters.",
    entry_unknown: "This order has no such entry.",
    entry_is_reversal: "A counter-entry cannot be reversed. Record the right amount again instead.",
    entry_reversed: "This entry is already reversed.",
    entry_refunded: "Part of this payment is already refunded. Reverse the refund first, then the payment.",
    entry_from_stripe:
      "This entry came from Stripe and cannot be reversed here. Record money that goes back as a refund.",
    no_stripe_payment: "This order was not paid through Stripe. Please choose transfer, cash or other.",
    stripe_refund_failed: ({ detail }) =>
      `Stripe did not carry out the refund (${detail}). Nothing was booked; please try again.`,
    not_before_confirm: "Please confirm the order before you record money.",
    parcel_unknown: "This order has no such parcel.",
    parcel_replaced: "This tracking number is already corrected; correct the new one.",
    parcel_same: "This is the same tracking number. Please enter the right one.",
    not_shipped: "Parcels and tracking numbers exist only once the order is shipped.",
  },
);

export const ledgerRefusalMessages = mergeRefusals(ledgerMessages, textRefusalMessages);

/** What the order page says once a money action is done (staff: German only). */
export const LEDGER_DONE = {
  paid: (amount: string, open: string) => `Zahlung über ${amount} erfasst. Offen: ${open}.`,
  paidSettled: (amount: string) => `Zahlung über ${amount} erfasst. Die Bestellung ist vollständig bezahlt.`,
  paidOver: (amount: string, over: string) =>
    `Zahlung über ${amount} erfasst. Es ist ${over} zu viel bezahlt – bitte erstatte den Betrag.`,
  refunded: (amount: string) =>
    `Erstattung über ${amount} erfasst. Die Kundin oder der Kunde bekommt eine E-Mail.`,
  refundedByStripe: (amount: string) =>
    `Erstattung über ${amount} über Stripe ausgezahlt und erfasst. Die Kundin oder der Kunde bekommt eine E-Mail.`,
  refundRequested: (amount: string) =>
    `Erstattung über ${amount} bei Stripe angestoßen. Sie wird gebucht (und die Kundin oder der Kunde benachrichtigt), sobald Stripe sie bestätigt.`,
  refundUnanswered: (amount: string) =>
    `Erstattung über ${amount} ist vorgemerkt, aber Stripe hat gerade nicht geantwortet. Sie zählt schon als angefragt und wird abgeschlossen, sobald Stripe erreichbar ist; bitte nicht erneut erstatten.`,
  reversed: (amount: string) => `Die Buchung über ${amount} ist durch eine Gegenbuchung aufgehoben.`,
  credited: (number: string, amount: string) =>
    `Rechnungskorrektur ${number} über ${amount} erstellt. Die Kundin oder der Kunde bekommt sie per E-Mail.`,
  trackingCorrected: (number: string) =>
    `Die Sendungsnummer ist korrigiert (${number}). Die Kundin oder der Kunde bekommt eine E-Mail mit der richtigen.`,
  parcelAdded: (number: string) =>
    `Das weitere Paket (${number}) ist erfasst. Die Kundin oder der Kunde bekommt eine E-Mail.`,
} as const;

/** Labels of the money methods: the back office's ledger and the journals of the books export. */
export const MONEY_METHOD_LABELS: Record<MoneyMethod, string> = {
  transfer: "Überweisung",
  stripe: "Stripe",
  cash: "Bar",
  other: "Sonstiges",
  voucher: "Gutschein",
};
