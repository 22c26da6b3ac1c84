import type { PlantSize } from "../catalog/plant";
import type { CartItem } from "./cart";

/** Shipping by the largest item size in the cart (spec §9), in cents. */
export const SHIPPING_COST_CENTS: Record<PlantSize, number> = { small: 490, medium: 690, large: 990 };
export const DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS = 6000;

const RANK: Record<PlantSize, number> = { small: 0, medium: 1, large: 2 };

/** The rate per size class, in cents: SHIPPING_COST_CENTS unless the back office set others (#34). */
export type ShippingRates = Readonly<Record<PlantSize, number>>;

/** Empty cart is priced as medium; free from the threshold (inclusive). */
export function shippingCostCents(
  items: readonly Pick<CartItem, "size" | "priceCents" | "quantity">[],
  freeFromCents: number = DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  rates: ShippingRates = SHIPPING_COST_CENTS,
): number {
  const subtotal = items.reduce((s, i) => s + i.priceCents * i.quantity, 0);
  if (items.length > 0 && subtotal >= freeFromCents) return 0;
  if (items.length === 0) return rates.medium;
  const largest = items.reduce<PlantSize>((m, i) => (RANK[i.size] > RANK[m] ? i.size : m), "small");
  return rates[largest];
}

/** Size classes from the smallest to the largest (the rate table of /support#shipping). */
export const SHIPPING_SIZES: readonly PlantSize[] = ["small", "medium", "large"];

/** The rate a plant of this size class implies on its own (the largest plant of a cart sets the rate). */
export const shippingRateCents = (size: PlantSize, rates: ShippingRates = SHIPPING_COST_CENTS): number =>
  rates[size];
