/**
 * „Bestseller" is a claim about sales (UWG: a claim must be true), so no merchant sets it: it follows
 * from the orders (#32). „Neu" and „Im Trend" stay the merchant's choice (domain/catalog/plant.ts
 * MERCHANT_POPULARITIES).
 *
 * The rule: over the last `days` days, counting every order that was not cancelled, a plant is a
 * bestseller when it is among the `top` plants by units sold and was bought in at least `minOrders`
 * different orders. Ties rank by orders, then by id, so the answer never depends on the database's order.
 */
export const BESTSELLER_RULE = { days: 30, top: 3, minOrders: 5 } as const;
export type BestsellerRule = { days: number; top: number; minOrders: number };

/** One plant's sales in the window: units and the number of orders that contain it. */
export interface PlantSales {
  plantId: string;
  units: number;
  orders: number;
}

/** The first moment that counts: `days` × 24 hours before `now`. */
export function bestsellerWindowStart(now: Date, rule: BestsellerRule = BESTSELLER_RULE): Date {
  return new Date(now.getTime() - rule.days * 24 * 60 * 60 * 1000);
}

/** The ids of the plants the orders make bestsellers. */
export function bestsellers(
  sales: readonly PlantSales[],
  rule: BestsellerRule = BESTSELLER_RULE,
): Set<string> {
  const ranked = sales
    .filter((s) => s.units > 0 && s.orders > 0)
    .sort(
      (a, b) =>
        b.units - a.units ||
        b.orders - a.orders ||
        (a.plantId < b.plantId ? -1 : a.plantId > b.plantId ? 1 : 0),
    );
  return new Set(
    ranked
      .slice(0, rule.top)
      .filter((s) => s.orders >= rule.minOrders)
      .map((s) => s.plantId),
  );
}

/**
 * The badge a plant shows: „Bestseller" where the orders back it, else the merchant's „Neu" or
 * „Im Trend"; a „bestseller" stored before #32 (or a Shopify tag) is no longer shown.
 */
export function shownPopularity<P extends string>(
  stored: P | null | undefined,
  isBestseller: boolean,
): "bestseller" | Exclude<P, "bestseller"> | undefined {
  if (isBestseller) return "bestseller";
  if (!stored || stored === "bestseller") return undefined;
  return stored as Exclude<P, "bestseller">;
}
