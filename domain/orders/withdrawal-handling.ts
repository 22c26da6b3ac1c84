import type { WithdrawalActionRefusals } from "../contracts/withdrawal-action-messages";
import type { Parsed, Refusal } from "../text/refusal";

/**
 * How the back office handles a withdrawal (#17): declared → received (the goods are back) →
 * refunded. A refund may also be recorded before the goods are back (the customer proved the
 * return, § 357 Abs. 4 BGB). Pure rules, refused as codes of
 * domain/contracts/withdrawal-action-messages.ts; server/admin/withdrawals.ts applies them in transactions.
 */
export const WITHDRAWAL_STATES = ["declared", "received", "settled", "refused"] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

export const WITHDRAWAL_STATE_LABELS: Record<WithdrawalState, string> = {
  declared: "Erklärt",
  received: "Ware erhalten",
  settled: "Abgerechnet",
  refused: "Abgelehnt",
};

export type WithdrawalActionRefusal = Refusal<WithdrawalActionRefusals>;

/** A day from a date input ("2026-11-25"), not after today (shop time). */
export function parseDay(input: string, todayIso: string): Parsed<string, WithdrawalActionRefusal> {
  const v = input.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`)))
    return { ok: false, error: "day_invalid" };
  if (new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) return { ok: false, error: "day_invalid" };
  if (v > todayIso) return { ok: false, error: "day_in_future" };
  return { ok: true, value: v };
}
