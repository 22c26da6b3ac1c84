import type { LedgerMovement, MoneyMethod } from "./ledger";

/**
 * What a document says happened (#50), decided once from the ledger's facts and then used by the PDF
 * and the mail alike: a Rechnungskorrektur is a price reduction, the reversal after a withdrawal, or
 * gives back money actually paid; an invoice written after a payment says it was paid, or what is
 * still open. Pure: the server hands in the balance and movements it loaded.
 */

/**
 * - `reduction`: the invoice's price is reduced (goodwill, a damaged plant) and the customer has not
 *   paid more than is now owed: less to pay, no money moves.
 * - `withdrawal`: the same after the customer's withdrawal (§ 355 BGB): the contract is unwound for
 *   these goods, nothing paid comes back because nothing was paid for them.
 * - `refund`: the customer had paid; (part of) this correction is money that goes back to them.
 */
export type CreditNoteCase = "reduction" | "withdrawal" | "refund";

export interface CreditNoteFacts {
  case: CreditNoteCase;
  /** The correction follows a withdrawal (also in the `refund` case). */
  withdrawal: boolean;
  /** Of this correction, what is paid back to the customer (0 … the correction's amount). */
  refundCents: number;
  /** What the customer still has to pay after the correction (0: nothing). */
  openCents: number;
}

/**
 * The case of a correction of `creditCents` (> 0), from the order's open amount before it (owed − paid
 * + refunded, domain/orders/ledger.ts `balance`): what was paid beyond the reduced price comes back.
 */
export function creditNoteCase(input: {
  creditCents: number;
  openBeforeCents: number;
  withdrawal: boolean;
}): CreditNoteFacts {
  const openAfter = input.openBeforeCents - input.creditCents;
  const refundCents = Math.min(input.creditCents, Math.max(0, -openAfter));
  return {
    case: refundCents > 0 ? "refund" : input.withdrawal ? "withdrawal" : "reduction",
    withdrawal: input.withdrawal,
    refundCents,
    openCents: Math.max(0, openAfter),
  };
}

/**
 * The text of a correction's lines: what it is, then the reason staff gave where it adds something
 * (the withdrawal page's default reason „Widerruf“ would only repeat it). Never „Gutschrift“: § 14
 * Abs. 2 Satz 2 UStG reserves the word for a buyer's self-billing.
 */
export function creditLineText(withdrawal: boolean, reason: string): string {
  const base = withdrawal ? "Rückabwicklung nach Widerruf" : "Preisminderung";
  const r = reason.trim().replace(/\s+/g, " ");
  const plain = (s: string) =>
    s
      .toLocaleLowerCase("de")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return !r || plain(base).includes(plain(r)) ? base : `${base}: ${r}`;
}

/** How the invoice names a payment's way, in German as the invoice is. */
export const MONEY_METHOD_NAMES: Record<MoneyMethod, string> = {
  transfer: "Überweisung",
  stripe: "Online-Zahlung",
  cash: "Barzahlung",
  other: "sonstige Zahlung",
  voucher: "Geschenkgutschein",
};

/**
 * What was paid before the invoice was written (an advance transfer, cash at the counter):
 * - `paid`: all of it (on the day of the payment that completed it): the invoice asks for nothing;
 * - `part`: some of it: the invoice names it and asks only for the rest;
 * - `none`: nothing (or everything paid went back).
 */
export type Prepayment =
  | { kind: "none" }
  | { kind: "paid"; paidOn: string; method: MoneyMethod }
  | { kind: "part"; paidCents: number; paidOn: string; openCents: number };

type PaidMovement = Pick<LedgerMovement, "id" | "kind" | "amountCents" | "reversesId"> & {
  paidOn: string;
  method: MoneyMethod;
};

export function prepaymentOf(totalCents: number, movements: readonly PaidMovement[]): Prepayment {
  const reversed = new Set(movements.map((m) => m.reversesId).filter(Boolean));
  const effective = movements.filter((m) => !m.reversesId && !reversed.has(m.id));
  const paid = effective.reduce((s, m) => s + (m.kind === "payment" ? m.amountCents : -m.amountCents), 0);
  const payments = effective
    .filter((m) => m.kind === "payment")
    .sort((a, b) => (a.paidOn < b.paidOn ? -1 : a.paidOn > b.paidOn ? 1 : 0));
  const last = payments.at(-1);
  if (paid <= 0 || !last) return { kind: "none" };
  if (paid >= totalCents) return { kind: "paid", paidOn: last.paidOn, method: last.method };
  return { kind: "part", paidCents: paid, paidOn: last.paidOn, openCents: totalCents - paid };
}
