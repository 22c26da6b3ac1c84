/**
 * Stock that cannot go stale (#34). A CSV row or the plant form carries the stock it was read with (its
 * base) beside the value the merchant wants; orders and cancellations may have moved the stored stock
 * since. The merchant's value counts only as a change of the base: left as read, the shop's current
 * stock stays; changed while the shop still has the base, it is taken; changed while the shop has
 * moved on, it is refused, so an old file or an old form never overwrites a sale.
 */
export type StockDecision =
  | { ok: true; stock: number }
  | { ok: false; base: number; now: number; wanted: number };

/** `base` undefined: no base was sent (a hand-made file with only "Bestand": a stocktake, taken as is). */
export function decideStock(now: number, wanted: number, base: number | undefined): StockDecision {
  if (base === undefined || wanted === base) return { ok: true, stock: base === undefined ? wanted : now };
  if (now === base) return { ok: true, stock: wanted };
  return { ok: false, base, now, wanted };
}

/** Why a plant's stock changed: one row of `stock_journal` each (server/stock-journal.ts). */
export const STOCK_REASONS = ["sale", "cancellation", "return", "import", "correction"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * Why staff correct a plant's stock by hand (#50 §6), asked on the plant form and shown in the journal:
 * goods came in, a stocktake, plants dried up or were damaged, or something else said in words.
 */
export const CORRECTION_REASONS = ["delivery", "stocktake", "dried", "damaged", "other"] as const;
export type CorrectionReason = (typeof CORRECTION_REASONS)[number];
export const isCorrectionReason = (v: unknown): v is CorrectionReason =>
  (CORRECTION_REASONS as readonly unknown[]).includes(v);

/** The correction's reason as the plant form posts it; `note` is required for „Sonstiges". */
export function parseStockCorrection(
  input: { reason?: string; note?: string } | undefined,
):
  | { ok: true; value: { reason: CorrectionReason; note: string | null } }
  | { ok: false; error: "stock_reason_required" | "stock_note_required" | "stock_note_invalid" } {
  const reason = input?.reason?.trim();
  if (!isCorrectionReason(reason)) return { ok: false, error: "stock_reason_required" };
  const note = (input?.note ?? "").trim();
  // One line, printable, short: it is shown in the journal as it was typed.
  if (note.length > 200 || /[\p{Cc}\p{Cf}\u2028\u2029]/u.test(note))
    return { ok: false, error: "stock_note_invalid" };
  if (reason === "other" && !note) return { ok: false, error: "stock_note_required" };
  return { ok: true, value: { reason, note: note || null } };
}
