import * as z from "zod/mini";
import { MAX_QUANTITY } from "../../../domain/cart";

// zod/mini: the same validation as zod in a fraction of the browser bundle.

/** What we accept back from browser storage: anything else is dropped. */
export const cartItemSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  name: z.string().check(z.maxLength(300)),
  priceCents: z.number().check(z.int(), z.gte(0)),
  imageUrl: z.string().check(z.maxLength(2000)),
  shopifyProductId: z.optional(z.string().check(z.maxLength(200))),
  shopifyVariantId: z.optional(z.string().check(z.maxLength(200))),
  quantity: z.number().check(z.int(), z.gte(1), z.lte(MAX_QUANTITY)),
  size: z._default(z.enum(["small", "medium", "large"]), "medium"),
});
export const storedCartSchema = z.array(cartItemSchema).check(z.maxLength(200));
