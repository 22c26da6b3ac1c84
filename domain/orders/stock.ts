/**
 * Stock as the shop shows it (#16). The number itself stays inside the shop: customers see it only
 * when few are left, so a page changes only when a plant crosses into that range or sells out.
 */

/** At most this many left: cards, dialog, plant page and cart say "Nur noch N verfügbar". */
export const LOW_STOCK_MAX = 5;

export type StockState = { kind: "available" } | { kind: "low"; left: number } | { kind: "sold-out" };

/** `undefined`: the catalogue does not count this plant (a Shopify store without inventory tracking). */
export function stockState(stock: number | undefined): StockState {
  if (stock === undefined) return { kind: "available" };
  if (stock <= 0) return { kind: "sold-out" };
  if (stock <= LOW_STOCK_MAX) return { kind: "low", left: stock };
  return { kind: "available" };
}

/** Whether a plant with this stock shows it on public pages (the page cache must hear of changes). */
export const stockShows = (stock: number): boolean => stock <= LOW_STOCK_MAX;

/** The most of a plant one cart line may hold: the cart's own limit, and no more than is left. */
export const maxOrderable = (stock: number | undefined, cartMax: number): number =>
  stock === undefined ? cartMax : Math.max(0, Math.min(cartMax, stock));

/** One line of the 409 answer when a cart asks for more than is left (names in German quotes). */
export function shortageLine(name: string, left: number): string {
  if (left <= 0) return `„${name}“ ist ausverkauft.`;
  return left === 1
    ? `Von „${name}“ ist nur noch 1 verfügbar.`
    : `Von „${name}“ sind nur noch ${left} verfügbar.`;
}

/** The whole message: each short plant, then what the customer can do. Nothing was ordered. */
export function shortageMessage(lines: readonly { name: string; left: number }[]): string {
  return `${lines.map((l) => shortageLine(l.name, l.left)).join(" ")} Bitte passe deinen Warenkorb an; bestellt wurde noch nichts.`;
}

/**
 * Applies the server's `available` answer to cart lines: a line above what is left is reduced, a
 * sold-out line removed. Lines the answer does not name stay as they are.
 */
export function fitToStock<T extends { id: string; quantity: number }>(
  items: readonly T[],
  available: Readonly<Record<string, number>>,
): T[] {
  return items.flatMap((i) => {
    const left = available[i.id];
    if (left === undefined || i.quantity <= left) return [i];
    return left <= 0 ? [] : [{ ...i, quantity: left }];
  });
}

/**
 * Whether a sale took a plant's stock from above the staff's threshold to it or below (#34): the one
 * moment staff hear of low stock. Further sales below it stay quiet; after a restock above the
 * threshold the next crossing is told again.
 */
export const crossesLowStock = (before: number, after: number, threshold: number): boolean =>
  before > threshold && after <= threshold;
