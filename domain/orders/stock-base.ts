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
