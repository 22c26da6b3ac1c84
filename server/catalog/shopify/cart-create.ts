import { z } from "zod";

/** A line the store has less of than the cart asked: what is left (0: sold out). */
export interface StockShortage {
  variantId: string;
  left: number;
}

export type CartCreateRead =
  | { ok: true; checkoutUrl: string }
  | {
      ok: false;
      userErrors: { field: string[] | null; message: string }[];
      failure?: string;
      shortage?: StockShortage[];
    };

/** The warnings that mean Shopify changed a line by itself because the stock is short (2024-10+). */
const STOCK_WARNINGS = new Set(["MERCHANDISE_NOT_ENOUGH_STOCK", "MERCHANDISE_OUT_OF_STOCK"]);

/** `cartCreate`'s payload as CART_CREATE asks for it (CartCreatePayload, CartWarning, BaseCartLine). */
const payloadSchema = z.object({
  cartCreate: z
    .object({
      cart: z
        .object({
          checkoutUrl: z.string().optional(),
          lines: z
            .object({
              nodes: z.array(
                z.object({
                  id: z.string(),
                  quantity: z.number().int(),
                  merchandise: z.object({ id: z.string().optional() }).nullish(),
                }),
              ),
            })
            .optional(),
        })
        .nullish(),
      userErrors: z
        .array(z.object({ field: z.array(z.string()).nullish(), message: z.string() }))
        .default([]),
      warnings: z
        .array(z.object({ code: z.string(), message: z.string(), target: z.string().nullish() }))
        .default([]),
    })
    .nullish(),
});

/**
 * Reads Shopify's answer to `cartCreate`. A stock warning is no checkout: the customer would learn on
 * Shopify's page that a line was reduced or dropped. What is left of each line comes from the cart
 * Shopify made (its lines by merchandise); a warning whose line cannot be found still stops the
 * hand-off, with Shopify's own message.
 */
export function readCartCreate(
  data: unknown,
  asked: readonly { variantId: string; quantity: number }[],
): CartCreateRead {
  const parsed = payloadSchema.safeParse(data);
  if (!parsed.success) return { ok: false, userErrors: [], failure: "cartCreate answer malformed" };
  const payload = parsed.data.cartCreate;
  const userErrors = (payload?.userErrors ?? []).map((e) => ({ field: e.field ?? null, message: e.message }));
  if (userErrors.length) return { ok: false, userErrors };
  const stock = (payload?.warnings ?? []).filter((w) => STOCK_WARNINGS.has(w.code));
  if (stock.length) {
    const inCart = new Map<string, number>();
    for (const line of payload?.cart?.lines?.nodes ?? []) {
      const id = line.merchandise?.id;
      if (id) inCart.set(id, (inCart.get(id) ?? 0) + line.quantity);
    }
    const shortage = asked
      .map((l) => ({ variantId: l.variantId, asked: l.quantity, left: inCart.get(l.variantId) ?? 0 }))
      .filter((l) => l.left < l.asked)
      .map(({ variantId, left }) => ({ variantId, left }));
    console.warn(
      `[shopify] cartCreate reduced the cart for short stock: ${stock.map((w) => `${w.code} ${w.target ?? ""}`.trim()).join(", ")}`,
    );
    if (shortage.length) return { ok: false, userErrors: [], shortage };
    return { ok: false, userErrors: stock.map((w) => ({ field: null, message: w.message })) };
  }
  const url = payload?.cart?.checkoutUrl;
  if (typeof url !== "string") return { ok: false, userErrors: [] };
  return { ok: true, checkoutUrl: url };
}
