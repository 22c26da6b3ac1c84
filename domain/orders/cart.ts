import type { PlantSize } from "../catalog/plant";
import { sizedName } from "../catalog/sizes";
import { maxOrderable } from "./stock";

/** A cart line as stored in the browser under `cart` (spec §3). Unit price in cents. */
export interface CartItem {
  id: string;
  name: string;
  priceCents: number;
  imageUrl: string;
  shopifyProductId?: string;
  shopifyVariantId?: string;
  quantity: number;
  size: PlantSize;
  /**
   * Essential features shown next to the order button (§ 312j Abs. 2 BGB). Optional: carts stored
   * before they were kept get them from the catalogue refresh.
   */
  botanicalName?: string;
  height?: string;
  potDiameter?: string;
  /**
   * Units left when the catalogue last said (domain/orders/stock.ts): caps the quantity controls and shows
   * "Nur noch N verfügbar". Missing when the catalogue does not count; the server decides at the order.
   */
  stock?: number;
  /** The plant is offered in several sizes (#43 §1): the line says which one it is. */
  sized?: boolean;
  /** A size's line: the plant whose page shows it (missing: `id` is the plant's own). */
  plantId?: string;
}

/** The features kept beside name, price and size. */
export const FEATURE_KEYS = ["botanicalName", "height", "potDiameter"] as const;

export type CartProduct = Omit<CartItem, "quantity" | "size"> & { size?: PlantSize };

/** The most one line may hold: MAX_QUANTITY, and no more than the stock when it is known. */
export const lineMax = (item: { stock?: number }): number => maxOrderable(item.stock, MAX_QUANTITY);

/**
 * Adding an existing product raises its quantity by 1; a new one is appended with 1 (size medium by
 * default). A line stops at MAX_QUANTITY (above it the stored cart would no longer parse) and at the
 * stock; a sold-out product is not added.
 */
export function addItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((i) => i.id === product.id);
  const max = lineMax(product.stock === undefined ? (existing ?? product) : product);
  if (existing)
    return items.map((i) =>
      i.id === product.id
        ? // Never lowers a line (a stale one is fitted by the catalogue refresh), never passes the stock.
          {
            ...i,
            stock: product.stock ?? i.stock,
            quantity: Math.min(i.quantity + 1, Math.max(max, i.quantity)),
          }
        : i,
    );
  if (max < 1) return [...items];
  return [...items, { ...product, size: product.size ?? "medium", quantity: 1 }];
}

/** Puts a removed line back where it was (undo), unless the product is in the cart again by now. */
export function restoreItem(items: readonly CartItem[], item: CartItem, index: number): CartItem[] {
  if (items.some((i) => i.id === item.id)) return [...items];
  const at = Math.max(0, Math.min(index, items.length));
  return [...items.slice(0, at), item, ...items.slice(at)];
}

/** What the catalogue says about a plant today. */
export type CatalogFacts = Pick<
  CartItem,
  | "id"
  | "name"
  | "priceCents"
  | "imageUrl"
  | "size"
  | "stock"
  | "sized"
  | "plantId"
  | (typeof FEATURE_KEYS)[number]
>;

/**
 * Brings stored lines up to date with the catalogue (a price may have changed since the plant was
 * added), so the cart shows what the order will cost. Lines whose plant is gone are dropped (`removed`),
 * sold-out ones too (`soldOut`), lines above the stock are reduced to it (`reduced`).
 * `changed` is false when nothing differs, so callers can skip writing the cart back.
 */
export function refreshItems(
  items: readonly CartItem[],
  current: readonly CatalogFacts[],
): {
  items: CartItem[];
  removed: CartItem[];
  soldOut: CartItem[];
  reduced: CartItem[];
  repriced: boolean;
  changed: boolean;
} {
  const byId = new Map(current.map((p) => [p.id, p]));
  const removed = items.filter((i) => !byId.has(i.id));
  const soldOut: CartItem[] = [];
  const reduced: CartItem[] = [];
  let changed = removed.length > 0;
  const repriced = items.some((i) => byId.has(i.id) && byId.get(i.id)!.priceCents !== i.priceCents);
  const next = items.flatMap((i) => {
    const p = byId.get(i.id);
    if (!p) return [];
    const max = lineMax(p);
    if (max < 1) {
      soldOut.push(i);
      changed = true;
      return [];
    }
    const quantity = Math.min(i.quantity, max);
    const sameFeatures = FEATURE_KEYS.every((k) => p[k] === undefined || p[k] === i[k]);
    if (
      p.name === i.name &&
      p.priceCents === i.priceCents &&
      p.imageUrl === i.imageUrl &&
      p.size === i.size &&
      p.stock === i.stock &&
      p.sized === i.sized &&
      p.plantId === i.plantId &&
      quantity === i.quantity &&
      sameFeatures
    )
      return [i];
    changed = true;
    if (quantity < i.quantity) reduced.push({ ...i, quantity });
    const features = Object.fromEntries(FEATURE_KEYS.flatMap((k) => (p[k] === undefined ? [] : [[k, p[k]]])));
    const line: CartItem = {
      ...i,
      name: p.name,
      priceCents: p.priceCents,
      imageUrl: p.imageUrl,
      size: p.size,
      quantity,
      ...features,
    };
    if (p.stock === undefined) delete line.stock;
    else line.stock = p.stock;
    if (p.sized) line.sized = true;
    else delete line.sized;
    if (p.plantId === undefined) delete line.plantId;
    else line.plantId = p.plantId;
    return [line];
  });
  return { items: changed ? next : [...items], removed, soldOut, reduced, repriced, changed };
}

export const removeItem = (items: readonly CartItem[], id: string): CartItem[] =>
  items.filter((i) => i.id !== id);

/** A quantity below 1 removes the line (spec §4); above the stock it stops there. */
export function updateQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return removeItem(items, id);
  return items.flatMap((i) => {
    if (i.id !== id) return [i];
    const q = Math.min(Math.floor(quantity), lineMax(i));
    return q < 1 ? [] : [{ ...i, quantity: q }];
  });
}

/**
 * The most of one plant one order takes, shared with the server's order validation (the order API's
 * „Die Menge muss eine ganze Zahl von 1 bis 10 sein.“). 99 let one order reserve a plant's whole stock
 * (#49 §4); a household orders one to a few of a plant, and shops commonly cap an item at 10 per order.
 */
export const MAX_QUANTITY = 10;

export const cartCount = (items: readonly CartItem[]): number => items.reduce((n, i) => n + i.quantity, 0);
export const cartSubtotalCents = (items: readonly CartItem[]): number =>
  items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);

/** Badge text: "99+" above 99 (spec §2). */
export const badgeText = (count: number): string => (count > 99 ? "99+" : String(count));

/** A line's name as the checkout and the order name it: with its size where the plant has several (#43 §1). */
export const cartLineName = (item: Pick<CartItem, "name" | "size" | "sized">, lang: "de" | "en"): string =>
  sizedName(item.name, item.size, Boolean(item.sized), lang);
