import type { BackendProduct } from "../backend-product";
import { z } from "../zod-mini";

/** Answers of the catalogue function (spec §7) the browser reads: the Shopify settings and checkout. */
export const credentialsCheckSchema = z.object({ valid: z.boolean() });

/** Shopify's Storefront shape: checked for its identity here, read only by domain/product-transform.ts. */
export const productAnswerSchema = z.object({
  product: z.nullable(z.looseObject({ id: z.string(), title: z.string() })),
}) as unknown as {
  safeParse(d: unknown): { success: true; data: { product: BackendProduct | null } } | { success: false };
};

export const hostedCheckoutSchema = z.object({
  checkout: z.nullable(z.object({ webUrl: z.string() })),
  checkoutUserErrors: z.array(z.object({ message: z.string() })),
});
