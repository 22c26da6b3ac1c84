import type { PlantSize } from "./plant";

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
}

export type CartProduct = Omit<CartItem, "quantity" | "size"> & { size?: PlantSize };

/** Adding an existing product raises its quantity by 1; a new one is appended with 1 (size medium by default). */
export function addItem(items: readonly CartItem[], product: CartProduct): CartItem[] {
  const existing = items.find((i) => i.id === product.id);
  if (existing) return items.map((i) => (i.id === product.id ? { ...i, quantity: i.quantity + 1 } : i));
  return [...items, { ...product, size: product.size ?? "medium", quantity: 1 }];
}

export const removeItem = (items: readonly CartItem[], id: string): CartItem[] =>
  items.filter((i) => i.id !== id);

/** A quantity below 1 removes the line (spec §4). */
export function updateQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return removeItem(items, id);
  const q = Math.min(Math.floor(quantity), MAX_QUANTITY);
  return items.map((i) => (i.id === id ? { ...i, quantity: q } : i));
}

/** Upper bound per line, shared with the server's order validation. */
export const MAX_QUANTITY = 99;

export const cartCount = (items: readonly CartItem[]): number => items.reduce((n, i) => n + i.quantity, 0);
export const cartSubtotalCents = (items: readonly CartItem[]): number =>
  items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);

/** Badge text: "99+" above 99 (spec §2). */
export const badgeText = (count: number): string => (count > 99 ? "99+" : String(count));
