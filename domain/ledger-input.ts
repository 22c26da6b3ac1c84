import { formatEuro, parseEuroInput } from "./money";
import { checkText } from "./text-rules";
import { VAT_RATES, type VatRate } from "./vat";

/**
 * What staff type into the ledger's forms (#27) and the German refusals, pure. The services in
 * server/ledger/ check them against the order's balance inside their transaction.
 */

export const LEDGER_MESSAGES = {
  amountRequired: "Bitte gib den Betrag ein.",
  amountInvalid: "Bitte gib den Betrag in Euro ein, z. B. 29,99.",
  amountZero: "Der Betrag muss größer als 0 € sein.",
  paymentAboveTotal: (total: string) =>
    `Eine Zahlung kann höchstens den Betrag der Bestellung haben (${total}). Bitte prüfe den Betrag.`,
  nothingToRefund:
    "Hier ist nichts zu erstatten: Es wurde nicht mehr bezahlt, als die Bestellung noch kostet. Mindert eine Gutschrift die Rechnung, wird der Rest erstattungsfähig.",
  refundTooHigh: (max: string) =>
    `Höchstens ${max} – mehr hat die Kundin oder der Kunde nicht zu viel bezahlt.`,
  creditNeedsInvoice:
    "Eine Gutschrift mindert eine Rechnung; diese Bestellung hat noch keine (sie entsteht beim Versenden). Vor dem Versand lässt sich die Bestellung stornieren.",
  creditCancelled: "Die Rechnung dieser Bestellung ist storniert; es gibt nichts mehr gutzuschreiben.",
  creditTooHigh: (max: string) =>
    `Höchstens ${max} – mehr lässt sich von dieser Rechnung nicht mehr gutschreiben.`,
  creditRateTooHigh: (rate: number, max: string) =>
    `Zum Steuersatz ${rate} % lässt sich höchstens ${max} gutschreiben.`,
  rateInvalid: "Bitte wähle den Steuersatz: anteilig, 7 % oder 19 %.",
  methodInvalid: "Bitte wähle, wie das Geld geflossen ist.",
  reasonRequired: "Bitte gib einen Grund an; er steht in der Buchung und im Export.",
  reasonTooLong: "Der Grund darf höchstens 200 Zeichen lang sein.",
  reasonInvalid: "Der Grund darf keine Steuerzeichen enthalten.",
  entryUnknown: "Diese Buchung gibt es zu dieser Bestellung nicht.",
  entryIsReversal:
    "Eine Gegenbuchung lässt sich nicht stornieren. Erfasse den richtigen Betrag stattdessen neu.",
  entryReversed: "Diese Buchung ist bereits storniert.",
  entryRefunded:
    "Von dieser Zahlung ist schon etwas erstattet. Storniere zuerst die Erstattung, dann die Zahlung.",
  notBeforeConfirm: "Bitte bestätige die Bestellung, bevor du Geld erfasst.",
  parcelUnknown: "Dieses Paket gibt es zu dieser Bestellung nicht.",
  parcelReplaced: "Diese Sendungsnummer ist schon korrigiert; korrigiere die neue.",
  parcelSame: "Das ist dieselbe Sendungsnummer. Bitte gib die richtige ein.",
  notShipped: "Pakete und Sendungsnummern gibt es erst, wenn die Bestellung versendet ist.",
} as const;

export const LEDGER_DONE = {
  paid: (amount: string, open: string) => `Zahlung über ${amount} erfasst. Offen: ${open}.`,
  paidSettled: (amount: string) => `Zahlung über ${amount} erfasst. Die Bestellung ist vollständig bezahlt.`,
  paidOver: (amount: string, over: string) =>
    `Zahlung über ${amount} erfasst. Es ist ${over} zu viel bezahlt – bitte erstatte den Betrag.`,
  refunded: (amount: string) =>
    `Erstattung über ${amount} erfasst. Die Kundin oder der Kunde bekommt eine E-Mail.`,
  reversed: (amount: string) => `Die Buchung über ${amount} ist durch eine Gegenbuchung aufgehoben.`,
  credited: (number: string, amount: string) =>
    `Rechnungskorrektur ${number} über ${amount} erstellt. Die Kundin oder der Kunde bekommt sie per E-Mail.`,
  trackingCorrected: (number: string) =>
    `Die Sendungsnummer ist korrigiert (${number}). Die Kundin oder der Kunde bekommt eine E-Mail mit der richtigen.`,
  parcelAdded: (number: string) =>
    `Das weitere Paket (${number}) ist erfasst. Die Kundin oder der Kunde bekommt eine E-Mail.`,
} as const;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** A positive euro amount typed German-style. */
export function parseAmount(text: string): Parsed<number> {
  if (!text.trim()) return { ok: false, message: LEDGER_MESSAGES.amountRequired };
  const cents = parseEuroInput(text);
  if (cents === undefined) return { ok: false, message: LEDGER_MESSAGES.amountInvalid };
  if (cents <= 0) return { ok: false, message: LEDGER_MESSAGES.amountZero };
  return { ok: true, value: cents };
}

/** A payment: at most the order's total in one entry (a double payment is one more total, no more). */
export function parseLedgerPayment(text: string, orderTotalCents: number): Parsed<number> {
  const amount = parseAmount(text);
  if (!amount.ok) return amount;
  if (amount.value > orderTotalCents)
    return { ok: false, message: LEDGER_MESSAGES.paymentAboveTotal(formatEuro(orderTotalCents)) };
  return amount;
}

/** A refund: at most what was paid beyond what is owed. */
export function parseRefund(text: string, refundDueCents: number): Parsed<number> {
  if (refundDueCents <= 0) return { ok: false, message: LEDGER_MESSAGES.nothingToRefund };
  const amount = parseAmount(text);
  if (!amount.ok) return amount;
  if (amount.value > refundDueCents)
    return { ok: false, message: LEDGER_MESSAGES.refundTooHigh(formatEuro(refundDueCents)) };
  return amount;
}

/** "" or "mixed" → split over the invoice's rates; "7" / "19" → all at that rate. */
export function parseCreditRate(text: string): Parsed<VatRate | undefined> {
  const t = text.trim();
  if (t === "" || t === "mixed") return { ok: true, value: undefined };
  const n = Number(t);
  return n === VAT_RATES.reduced || n === VAT_RATES.standard
    ? { ok: true, value: n as VatRate }
    : { ok: false, message: LEDGER_MESSAGES.rateInvalid };
}

/**
 * A reason as staff type it: required, one line (a textarea's line breaks become spaces), at most 200
 * characters, under the one text rule (#29: no control or bidi characters, something visible) and
 * printable, since a credit note prints it (domain/printable.ts).
 */
export function parseReason(text: string): Parsed<string> {
  const checked = checkText(
    text.replace(/[\r\n\t]/g, " ").replace(/\s+/g, " "),
    { max: 200, required: true, printable: true },
    {
      required: LEDGER_MESSAGES.reasonRequired,
      tooLong: LEDGER_MESSAGES.reasonTooLong,
      control: LEDGER_MESSAGES.reasonInvalid,
    },
  );
  return checked;
}

/** Labels of the money methods, for the form and the journals. */
export const MONEY_METHOD_LABELS = {
  transfer: "Überweisung",
  stripe: "Stripe",
  cash: "Bar",
  other: "Sonstiges",
} as const;
