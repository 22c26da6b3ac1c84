import type { CartItem } from "../../../domain/orders/cart";
import { MAX_QUANTITY } from "../../../domain/orders/cart";
import { int, list, oneOf, optionalText, record, text } from "../../lib/check";

/** The most a stored line ever held (the maximum before #49 §4); more is no cart of ours. */
const STORED_QUANTITY_MAX = 99;

// Hand-written checks instead of zod: the cart is read in every page's first view (see lib/check.ts).

/** What we accept back from browser storage: anything else is dropped (unknown keys are left out). */
export function parseCartItem(v: unknown): CartItem {
  const o = record(v, "cart item");
  const item: CartItem = {
    id: text(o.id, "id", 1, 200),
    name: text(o.name, "name", 0, 300),
    priceCents: int(o.priceCents, "priceCents", 0),
    imageUrl: text(o.imageUrl, "imageUrl", 0, 2000),
    // A cart stored while a line could hold up to 99 is kept, its lines fitted to today's maximum (#49 §4).
    quantity: Math.min(int(o.quantity, "quantity", 1, STORED_QUANTITY_MAX), MAX_QUANTITY),
    size: o.size === undefined ? "medium" : oneOf(o.size, "size", ["small", "medium", "large"] as const),
  };
  const productId = optionalText(o.shopifyProductId, "shopifyProductId", 200);
  const variantId = optionalText(o.shopifyVariantId, "shopifyVariantId", 200);
  const botanicalName = optionalText(o.botanicalName, "botanicalName", 300);
  const height = optionalText(o.height, "height", 100);
  const potDiameter = optionalText(o.potDiameter, "potDiameter", 100);
  if (botanicalName !== undefined) item.botanicalName = botanicalName;
  if (height !== undefined) item.height = height;
  if (potDiameter !== undefined) item.potDiameter = potDiameter;
  if (productId !== undefined) item.shopifyProductId = productId;
  if (variantId !== undefined) item.shopifyVariantId = variantId;
  if (o.sized === true) item.sized = true;
  const plantId = optionalText(o.plantId, "plantId", 200);
  if (plantId !== undefined) item.plantId = plantId;
  // Stock is a hint for the controls; an unreadable one is left out (the refresh brings it back).
  if (typeof o.stock === "number" && Number.isInteger(o.stock) && o.stock >= 0) item.stock = o.stock;
  return item;
}

export const parseStoredCart = (v: unknown): CartItem[] => list(v, "cart", 200, parseCartItem);
