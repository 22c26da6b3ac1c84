import { useSyncExternalStore } from "react";
import type { CartItem, CartProduct, CatalogFacts } from "../../../domain/orders/cart";
import * as rules from "../../../domain/orders/cart";
import { fitToStock } from "../../../domain/orders/stock";
import { storage } from "../../lib/storage";
import { parseStoredCart } from "./cart-schema";

export const CART_KEY = "cart";

/** Reads the stored cart; a parse failure is logged and leaves the cart empty (spec §4). */
export function readStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    return parseStoredCart(JSON.parse(raw));
  } catch (err) {
    console.error("Failed to parse stored cart", err);
    return [];
  }
}

const EMPTY: CartItem[] = [];
let items: CartItem[] = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function ensureLoaded() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  items = readStoredCart(storage.get(CART_KEY));
  // Other tabs write the same key: follow them.
  window.addEventListener("storage", (e) => {
    if (e.key !== CART_KEY) return;
    items = readStoredCart(e.newValue);
    emit();
  });
}

function emit() {
  for (const l of listeners) l();
}

function commit(next: CartItem[]) {
  items = next;
  storage.set(CART_KEY, JSON.stringify(next));
  emit();
}

export const cart = {
  subscribe(l: () => void) {
    ensureLoaded();
    listeners.add(l);
    return () => listeners.delete(l);
  },
  snapshot(): CartItem[] {
    ensureLoaded();
    return items;
  },
  add: (product: CartProduct) => commit(rules.addItem(cart.snapshot(), product)),
  remove: (id: string) => commit(rules.removeItem(cart.snapshot(), id)),
  setQuantity: (id: string, q: number) => commit(rules.updateQuantity(cart.snapshot(), id, q)),
  clear: () => commit([]),
  restore: (item: CartItem, index: number) => commit(rules.restoreItem(cart.snapshot(), item, index)),
  /** Applies today's catalogue data; writes only when something changed. */
  refresh(current: readonly CatalogFacts[]): {
    removed: CartItem[];
    soldOut: CartItem[];
    reduced: CartItem[];
    repriced: boolean;
  } {
    const { items: next, changed, ...what } = rules.refreshItems(cart.snapshot(), current);
    if (changed) commit(next);
    return what;
  },
  /** After the server refused an order for stock: reduce or drop the lines it named. */
  fitToStock: (available: Readonly<Record<string, number>>) =>
    commit(
      fitToStock(cart.snapshot(), available).map((i) =>
        available[i.id] === undefined ? i : { ...i, stock: available[i.id] },
      ),
    ),
};

/** The cart, shared by every component and tab. Empty during server rendering. */
export function useCart() {
  const cartItems = useSyncExternalStore(cart.subscribe, cart.snapshot, () => EMPTY);
  return {
    cartItems,
    cartCount: rules.cartCount(cartItems),
    cartSubtotalCents: rules.cartSubtotalCents(cartItems),
    addToCart: cart.add,
    removeFromCart: cart.remove,
    updateQuantity: cart.setQuantity,
    clearCart: cart.clear,
    restoreItem: cart.restore,
  };
}
