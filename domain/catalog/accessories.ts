import type { Plant } from "./plant";

/** How many small items the cart offers to close the gap to free shipping (#43 §1). */
export const GAP_OFFERS_MAX = 3;

const inStock = (p: Pick<Plant, "stock">) => p.stock === undefined || p.stock > 0;

/**
 * „Dazu passt“: the products a plant names as matching, in the merchant's order, as far as they are on
 * sale and in stock (a sold-out pot is no one-click offer).
 */
export function matchingOffers(plant: Pick<Plant, "matching">, products: readonly Plant[]): Plant[] {
  const byId = new Map(products.map((p) => [p.id, p]));
  return (plant.matching ?? []).flatMap((id) => {
    const p = byId.get(id);
    return p && inStock(p) ? [p] : [];
  });
}

/**
 * The small items a cart just short of free shipping is offered: accessories that close the gap on
 * their own (price at least what is missing), cheapest first, in stock and not in the cart yet. None
 * when nothing is missing; none either when no accessory closes it (the sentence alone says how much).
 */
export function gapOffers(
  accessories: readonly Plant[],
  inCart: readonly string[],
  missingCents: number,
  max = GAP_OFFERS_MAX,
): Plant[] {
  if (missingCents <= 0) return [];
  const taken = new Set(inCart);
  return accessories
    .filter((a) => a.kind === "accessory" && !taken.has(a.id) && inStock(a) && a.priceCents >= missingCents)
    .sort((a, b) => a.priceCents - b.priceCents || a.id.localeCompare(b.id))
    .slice(0, max);
}
