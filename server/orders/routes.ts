import type { Env, Hono } from "hono";
import { hasSizes } from "../../domain/catalog/sizes";
import type { CatalogFacts } from "../../domain/orders/cart";
import { requestClientIp } from "../auth/client-ip";
import { requestLocale } from "../http/api-locale";
import { apiRefusalMessages, MAX_PRICE_IDS } from "../http/api-messages";
import { refusalBody } from "../http/refusal";
import type { Services } from "../services";
import { createCodeLimit } from "../vouchers/code-limit";

/** The shop's order API: placing an order (through the checkout, ./checkout.ts) and the cart's prices. */
export function registerOrderRoutes<E extends Env>(app: Hono<E>, services: Services) {
  const codeLimit = createCodeLimit(services.requestLimits);
  app.post("/api/orders", async (c) => {
    const clientIp = requestClientIp(c, services.config.trustProxy);
    const { status, body, headers } = await services.checkout.placeFromRequest(c.req.raw, clientIp);
    return c.json(body, status, headers);
  });

  /** The checkout's „Einlösen“ (#43 §2): what discount codes take off this cart, or why not. */
  app.post("/api/discounts/preview", async (c) => {
    c.header("Cache-Control", "no-store");
    // Wrong codes are limited per client (#43 §3, server/vouchers/code-limit.ts).
    const clientIp = requestClientIp(c, services.config.trustProxy);
    const limited = await codeLimit.refusal(clientIp, requestLocale(c.req.raw));
    if (limited) return c.json(limited.body, limited.status, limited.headers);
    const body = await c.req.json().catch(() => undefined);
    const { status, body: answer } = await services.discountPreview(body, requestLocale(c.req.raw));
    await codeLimit.counted(clientIp, "error" in answer ? String(answer.error) : undefined);
    return c.json(answer, status);
  });

  /**
   * Today's name, price, image, size, essential features (botanical name, height, pot diameter) and
   * stock for the plants in a cart (?id=a&id=b); unknown and unpublished ids are left out.
   */
  app.get("/api/cart/prices", async (c) => {
    const ids = [...new Set(c.req.queries("id") ?? [])].filter((id) => id.length > 0 && id.length <= 200);
    if (ids.length > MAX_PRICE_IDS) {
      return c.json(
        refusalBody(apiRefusalMessages, requestLocale(c.req.raw), { error: "too_many_ids" }),
        400,
      );
    }
    // Names in the cart's page language (#32): the browser's API client sends it (X-Shop-Locale).
    const plants = await services.catalog.localized(requestLocale(c.req.raw)).byIds(ids);
    // A size's line (#43 §1) keeps its size's facts and names its plant; the cart adds it like this too.
    const facts: CatalogFacts[] = plants.map((p) => {
      const { id, name, priceCents, imageUrl, size, botanicalName, height, potDiameter, stock } = p;
      const sized = hasSizes(p) || undefined;
      const plantId = p.sizeOf;
      return {
        id,
        name,
        priceCents,
        imageUrl,
        size,
        botanicalName,
        height,
        potDiameter,
        stock,
        sized,
        plantId,
      };
    });
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "X-Shop-Locale", { append: true });
    return c.json({ plants: facts });
  });
}
