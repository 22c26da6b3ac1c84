import { type Context, Hono } from "hono";
import { z } from "zod";
import { orderRefusalMessages } from "../../domain/contracts/order-messages";
import type { Locale } from "../../domain/text/i18n";
import { renderRefusal } from "../../domain/text/refusal";
import { requestClientIp } from "../auth/client-ip";
import { HttpError, readJson } from "../http/json-body";
import type { Services } from "../services";
import { toBackendProduct } from "./backend-shape";
import type { StockShortage } from "./shopify/cart-create";
import type { ShopifyCatalog } from "./shopify/provider";
import { sharedSnapshot } from "./snapshot";

const id = z.string().trim().min(1, "productId fehlt.").max(200, "productId ist zu lang.");

/** Store credentials a shop owner keeps in the browser (settings page), sent per request. */
const credentials = z
  .object({
    domain: z.string().trim().max(255),
    token: z.string().trim().max(500),
  })
  .strict()
  .optional();

const action = <A extends string, S extends z.ZodRawShape>(name: A, shape: S) =>
  z.object({ action: z.literal(name), credentials, ...shape }).strict();

/** The request of the catalogue function (spec §7): one POST with a JSON `action`. */
export const functionRequest = z.discriminatedUnion(
  "action",
  [
    action("getAllProducts", {}),
    // Our addition (#19): "en" answers the store's English translation; German when left out.
    action("getProduct", { productId: id, language: z.enum(["de", "en"]).optional() }),
    action("checkCredentials", {}),
    action("createCheckout", {
      // Our addition: the language of the stock message when the store has too few of a line.
      language: z.enum(["de", "en"]).optional(),
      cartItems: z
        .array(
          z
            .object({
              variantId: z.string().min(1, "variantId fehlt.").max(200),
              quantity: z.number().int().min(1).max(99).default(1),
            })
            .strict(),
        )
        .min(1, "Der Warenkorb ist leer.")
        .max(50),
    }),
  ],
  {
    error: "Unbekannte oder fehlende action (getAllProducts, getProduct, checkCredentials, createCheckout).",
  },
);

const NOT_CONFIGURED = "Shopify integration not configured";

/**
 * The store has too few of some lines (cartCreate's stock warnings): no checkout, the invoice
 * checkout's message (`insufficient_stock`, with the plants' names in the page's language) and what
 * is left of each variant, so the browser fits the cart to it as it does for an invoice order.
 */
async function shortageAnswer(shopify: ShopifyCatalog, shortage: StockShortage[], language: Locale) {
  const names = new Map(
    (await shopify.localized(language).all()).map((p) => [p.shopifyVariantId, p.name] as const),
  );
  const lines = shortage.map((s) => ({
    id: s.variantId,
    name: names.get(s.variantId) ?? s.variantId,
    left: s.left,
  }));
  const message = renderRefusal(orderRefusalMessages, language, {
    error: "insufficient_stock",
    params: { lines },
  });
  return {
    checkout: null,
    checkoutUserErrors: [{ field: null, code: "insufficient_stock", message }],
    available: Object.fromEntries(shortage.map((s) => [s.variantId, s.left])),
  };
}

/**
 * `blattwerk_data`, the catalogue function. Answers in the backend product shape of spec §7 whichever
 * provider is behind it: credentials in the request, else the configured Shopify store, else the
 * local catalogue (which has no hosted checkout and no store to verify).
 */
export function catalogFunction(services: Services) {
  const app = new Hono();
  // getAllProducts on the local catalogue: one read and one JSON body shared by the requests of a second
  // (a catalogue change shows within a second; a busy shop does not read every plant per request).
  const localProducts = sharedSnapshot(
    async () => JSON.stringify({ products: (await services.catalog.all()).map(toBackendProduct) }),
    1000,
  );

  function shopifyFor(creds: z.infer<typeof credentials>): ShopifyCatalog | null {
    if (!creds) return services.shopify;
    if (!creds.token) throw HttpError.api(400, { error: "missing_token" });
    const store = services.shopifyStores.for(creds.domain, creds.token);
    if (!store) throw HttpError.api(400, { error: "invalid_domain" });
    return store;
  }

  /** The visitor a call to the store is made for: their address, as Shopify asks beside a private token. */
  const buyer = (c: Context) => ({ buyerIp: requestClientIp(c, services.config.trustProxy) });

  app.post("/", async (c) => {
    const req = await readJson(c, functionRequest);
    const shopify = shopifyFor(req.credentials);
    switch (req.action) {
      case "getAllProducts": {
        if (!shopify) return c.body(await localProducts(), 200, { "Content-Type": "application/json" });
        const products = await shopify.backendProducts();
        const health = shopify.health();
        // With nothing from the store, the fallback plants in the same shape (spec §8).
        if (health === "fallback")
          return c.json({ products: (await shopify.all()).map(toBackendProduct), health });
        return c.json({ products, health });
      }
      case "getProduct": {
        const language = req.language ?? "de";
        if (shopify)
          return c.json({
            product: await shopify.localized(language).backendProduct(req.productId, buyer(c)),
          });
        const plant = await services.catalog.localized(language).get(req.productId);
        return c.json({ product: plant ? toBackendProduct(plant) : null });
      }
      case "checkCredentials":
        return c.json(shopify ? await shopify.checkCredentials() : { valid: false });
      case "createCheckout": {
        if (!shopify)
          return c.json({ checkout: null, checkoutUserErrors: [{ field: null, message: NOT_CONFIGURED }] });
        const result = await shopify.createCheckout(req.cartItems, buyer(c));
        if (result.ok) return c.json({ checkout: { webUrl: result.checkoutUrl }, checkoutUserErrors: [] });
        if (result.shortage?.length)
          return c.json(await shortageAnswer(shopify, result.shortage, req.language ?? "de"));
        return c.json({ checkout: null, checkoutUserErrors: result.userErrors });
      }
    }
  });
  app.all("/", (c) => c.json({ error: "Method not allowed", message: "Bitte per POST aufrufen." }, 405));
  return app;
}
