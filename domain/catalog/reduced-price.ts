/**
 * What a price reduction may be measured against (#43 §2, § 11 PAngV): whoever announces a reduced price
 * must name the lowest price of at least the 30 days before the reduction. The shop therefore never lets
 * the merchant type a „was“ price: it is the lowest price the plant had in the 30 days before its current
 * price took effect, and a reduction is shown only when the current price is below it. Pure: the plant's
 * price history goes in (plant_prices, oldest first; the last entry is the current price).
 */

/** The days before a reduction whose lowest price is the reference (§ 11 Abs. 1 PAngV). */
export const REFERENCE_DAYS = 30;

export interface PricePoint {
  priceCents: number;
  validFrom: Date;
}

/**
 * The lowest price of the `REFERENCE_DAYS` before the current price began, when the current price is below
 * it; null when there is nothing to compare (a new plant) or the current price is not lower.
 */
export function reducedFrom(history: readonly PricePoint[]): number | null {
  const points = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  const current = points.at(-1);
  if (!current) return null;
  const start = current.validFrom.getTime();
  const windowStart = start - REFERENCE_DAYS * 86_400_000;
  let lowest: number | null = null;
  for (let i = 0; i < points.length - 1; i++) {
    const p = points[i]!;
    // A price counts while it stood inside the window: from its start until the next price began.
    const until = points[i + 1]!.validFrom.getTime();
    if (p.validFrom.getTime() >= start || until <= windowStart) continue;
    lowest = lowest === null ? p.priceCents : Math.min(lowest, p.priceCents);
  }
  return lowest !== null && current.priceCents < lowest ? lowest : null;
}
