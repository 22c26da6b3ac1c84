import type { Plant } from "../../../domain/catalog/plant";
import { hasSizes } from "../../../domain/catalog/sizes";
import type { CartProduct } from "../../../domain/orders/cart";

/** What the cart keeps of a plant. */
export const toCartProduct = (p: Plant): CartProduct => ({
  id: p.id,
  name: p.name,
  priceCents: p.priceCents,
  imageUrl: p.imageUrl,
  shopifyProductId: p.shopifyProductId,
  shopifyVariantId: p.shopifyVariantId,
  size: p.size,
  botanicalName: p.botanicalName,
  height: p.height,
  potDiameter: p.potDiameter,
  ...(p.stock !== undefined && { stock: p.stock }),
  // A plant in several sizes (#43 §1): the line names its size and links to its plant's page.
  ...(hasSizes(p) && { sized: true }),
  ...(p.sizeOf && { plantId: p.sizeOf }),
});
