import type { LedgerRefusals } from "../contracts/ledger-messages";
import type { Parsed as ParsedAs, Refusal } from "../text/refusal";
import { checkTextRule, textRefusal } from "../text/text-rules";
import type { MoneyMethod } from "./ledger";
import { parseEuroInput } from "./money";
import { VAT_RATES, type VatRate } from "./vat";

/**
 * What staff type into the ledger's forms (#27), pure; refused as codes of
 * domain/contracts/ledger-messages.ts. The services in
 * server/ledger/ check them against the order's balance inside their transaction.
 */

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

export type LedgerRefusal = Refusal<LedgerRefusals>;
type Parsed<T> = ParsedAs<T, LedgerRefusal>;

/** A positive euro amount typed German-style. */
export function parseAmount(text: string): Parsed<number> {
  if (!text.trim()) return { ok: false, error: "amount_required" };
  const cents = parseEuroInput(text);
  if (cents === undefined) return { ok: false, error: "amount_invalid" };
  if (cents <= 0) return { ok: false, error: "amount_zero" };
  return { ok: true, value: cents };
}

/** A payment: at most the order's total in one entry (a double payment is one more total, no more). */
export function parseLedgerPayment(text: string, orderTotalCents: number): Parsed<number> {
  const amount = parseAmount(text);
  if (!amount.ok) return amount;
  if (amount.value > orderTotalCents)
    return { ok: false, error: "payment_above_total", params: { totalCents: orderTotalCents } };
  return amount;
}

/** A refund: at most what was paid beyond what is owed. */
export function parseRefund(text: string, refundDueCents: number): Parsed<number> {
  if (refundDueCents <= 0) return { ok: false, error: "nothing_to_refund" };
  const amount = parseAmount(text);
  if (!amount.ok) return amount;
  if (amount.value > refundDueCents)
    return { ok: false, error: "refund_too_high", params: { maxCents: refundDueCents } };
  return amount;
}

/** "" or "mixed" → split over the invoice's rates; "7" / "19" → all at that rate. */
export function parseCreditRate(text: string): Parsed<VatRate | undefined> {
  const t = text.trim();
  if (t === "" || t === "mixed") return { ok: true, value: undefined };
  const n = Number(t);
  return n === VAT_RATES.reduced || n === VAT_RATES.standard
    ? { ok: true, value: n as VatRate }
    : { ok: false, error: "rate_invalid" };
}

/**
 * A reason as staff type it: required, one line (a textarea's line breaks become spaces), at most 200
 * characters, under the one text rule (#29: no control or bidi characters, something visible) and
 * printable, since a credit note prints it (domain/text/printable.ts).
 */
export function parseReason(text: string): Parsed<string> {
  const checked = checkTextRule(text.replace(/[\r\n\t]/g, " ").replace(/\s+/g, " "), {
    max: 200,
    required: true,
    printable: true,
  });
  return checked.ok
    ? checked
    : {
        ok: false,
        ...textRefusal(checked, {
          required: "reason_required",
          tooLong: "reason_too_long",
          control: "reason_invalid",
        }),
      };
}

/** Labels of the money methods: the back office's ledger and the journals of the books export. */
export const MONEY_METHOD_LABELS: Record<MoneyMethod, string> = {
  transfer: "Überweisung",
  stripe: "Stripe",
  cash: "Bar",
  other: "Sonstiges",
};
