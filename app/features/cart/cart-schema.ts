import { z } from "zod";
import { MAX_QUANTITY } from "../../../domain/cart";

/** What we accept back from browser storage: anything else is dropped. */
export const cartItemSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(300),
  priceCents: z.number().int().min(0),
  imageUrl: z.string().max(2000),
  shopifyProductId: z.string().max(200).optional(),
  shopifyVariantId: z.string().max(200).optional(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  size: z.enum(["small", "medium", "large"]).default("medium"),
});
export const storedCartSchema = z.array(cartItemSchema).max(200);
