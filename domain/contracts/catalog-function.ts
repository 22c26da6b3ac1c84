import type { BackendProduct } from "../catalog/backend-product";
import { z } from "../text/zod-mini";

/** Answers of the catalogue function (spec §7) the browser reads: the Shopify settings and checkout. */
/** Why a store was not taken: it refused the token, or it did not answer properly (network, 5xx, time). */
export const credentialsCheckSchema = z.object({
  valid: z.boolean(),
  reason: z.optional(z.enum(["rejected", "unreachable"])),
});
export type CredentialsVerdict = z.infer<typeof credentialsCheckSchema>;

/** Shopify's Storefront shape: checked for its identity here, read only by domain/catalog/product-transform.ts. */
export const productAnswerSchema = z.object({
  product: z.nullable(z.looseObject({ id: z.string(), title: z.string() })),
}) as unknown as {
  safeParse(d: unknown): { success: true; data: { product: BackendProduct | null } } | { success: false };
};

export const hostedCheckoutSchema = z.object({
  checkout: z.nullable(z.object({ webUrl: z.string() })),
  checkoutUserErrors: z.array(z.object({ message: z.string() })),
  /** The store has too few of these variants: what is left of each (0: sold out); the message says so. */
  available: z.optional(z.record(z.string(), z.number())),
});
