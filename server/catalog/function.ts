import { Hono } from "hono";
import { z } from "zod";
import { readJson } from "../http/json-body";
import type { Services } from "../services";
import { toBackendProduct } from "./backend-shape";

const id = z.string().trim().min(1, "productId fehlt.").max(200, "productId ist zu lang.");

/** The request of the catalogue function (spec §7): one POST with a JSON `action`. */
export const functionRequest = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("getAllProducts") }).strict(),
    z.object({ action: z.literal("getProduct"), productId: id }).strict(),
    z
      .object({
        action: z.literal("checkCredentials"),
        domain: z.string().max(255).optional(),
        token: z.string().max(500).optional(),
      })
      .strict(),
    z
      .object({
        action: z.literal("createCheckout"),
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
      })
      .strict(),
  ],
  {
    error: "Unbekannte oder fehlende action (getAllProducts, getProduct, checkCredentials, createCheckout).",
  },
);

/**
 * `blattwerk_data`, the catalogue function. Answers in the backend product shape of spec §7 whichever
 * provider is configured. With the local provider there is no hosted checkout and no store to verify:
 * createCheckout answers null with a user error, checkCredentials false.
 */
export function catalogFunction(services: Services) {
  const app = new Hono();
  app.post("/", async (c) => {
    const req = await readJson(c, functionRequest);
    const { catalog } = services;
    switch (req.action) {
      case "getAllProducts":
        return c.json({ products: (await catalog.all()).map(toBackendProduct) });
      case "getProduct": {
        const plant = (await catalog.get(req.productId)) ?? null;
        return c.json({ product: plant ? toBackendProduct(plant) : null });
      }
      case "checkCredentials":
        return c.json({ valid: false });
      case "createCheckout":
        return c.json({
          checkout: null,
          checkoutUserErrors: [{ field: null, message: "Shopify integration not configured" }],
        });
    }
  });
  app.all("/", (c) => c.json({ error: "Method not allowed", message: "Bitte per POST aufrufen." }, 405));
  return app;
}
