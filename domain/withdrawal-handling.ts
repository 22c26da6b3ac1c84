import { formatEuro, parseEuroInput } from "./money";

/**
 * How the back office handles a withdrawal (#17): declared → received (the goods are back) →
 * refunded. A refund may also be recorded before the goods are back (the customer proved the
 * return, § 357 Abs. 4 BGB). Pure rules; server/admin/withdrawals.ts applies them in transactions.
 */
export const WITHDRAWAL_STATES = ["declared", "received", "settled", "refused"] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const WITHDRAWAL_STATE_LABELS: Record<WithdrawalState, string> = {
  declared: "Erklärt",
  received: "Ware erhalten",
  settled: "Abgerechnet",
  refused: "Abgelehnt",
};

export const WITHDRAWAL_MESSAGES = {
  conflict: "Jemand hat diesen Widerruf inzwischen geändert. Bitte lade die Seite neu und prüfe den Stand.",
  unknown: "Diesen Widerruf gibt es nicht.",
  unknownOrder: "Zu dieser Bestellnummer gibt es keine Bestellung.",
  alreadyReceived: "Die Ware ist schon als erhalten vermerkt.",
  alreadyRefunded: "Dieser Widerruf ist schon abgerechnet.",
  closed: "Dieser Widerruf ist schon abgeschlossen (abgerechnet oder abgelehnt).",
  restockUnknown: "Diese Pflanze gehört nicht zur Bestellung.",
  restockInvalid: (name: string, max: number) =>
    `${name}: Bitte gib eine ganze Zahl von 0 bis ${max} ein (so viele wurden bestellt).`,
  noOrder: "Ordne den Widerruf zuerst einer Bestellung zu.",
  amountMissing: "Bitte gib den erstatteten Betrag ein, z. B. 24,99.",
  amountInvalid: "Bitte gib den Betrag in Euro ein, z. B. 24,99.",
  amountZero: "Der Betrag muss größer als 0 € sein.",
  amountTooHigh: (max: string) =>
    `Höchstens ${max} – mehr hat die Bestellung nach früheren Erstattungen nicht gekostet.`,
  dateInvalid: "Bitte gib ein gültiges Datum ein.",
  dateFuture: "Das Datum darf nicht in der Zukunft liegen.",
  orderNumberInvalid: "Bitte gib eine Bestellnummer wie BW-2026-000123 ein.",
} as const;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** A day from a date input ("2026-11-25"), not after today (shop time). */
export function parseDay(input: string, todayIso: string): Parsed<string> {
  const v = input.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
    return { ok: false, message: WITHDRAWAL_MESSAGES.dateInvalid };
  if (new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v)
    return { ok: false, message: WITHDRAWAL_MESSAGES.dateInvalid };
  if (v > todayIso) return { ok: false, message: WITHDRAWAL_MESSAGES.dateFuture };
  return { ok: true, value: v };
}

/** A refund typed German-style ("24,99"), more than 0 and at most what is left to refund. */
export function parseRefundAmount(input: string, maxCents: number): Parsed<number> {
  if (!input.trim()) return { ok: false, message: WITHDRAWAL_MESSAGES.amountMissing };
  const cents = parseEuroInput(input);
  if (cents === undefined) return { ok: false, message: WITHDRAWAL_MESSAGES.amountInvalid };
  if (cents <= 0) return { ok: false, message: WITHDRAWAL_MESSAGES.amountZero };
  if (cents > maxCents)
    return { ok: false, message: WITHDRAWAL_MESSAGES.amountTooHigh(formatEuro(maxCents)) };
  return { ok: true, value: cents };
}
