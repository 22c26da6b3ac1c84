import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loader as homeLoader } from "../../../app/routes/home";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { createServices } from "../../services";
import { TEST_DATABASES } from "../../testing/databases";
import {
  type StorefrontMode,
  type StorefrontServer,
  startStorefrontServer,
} from "../../testing/storefront-server";

const URL_ = "/functions/v1/blattwerk_data";
let server: StorefrontServer;
let database: Awaited<ReturnType<(typeof TEST_DATABASES)[0]["open"]>>;
let app: ReturnType<typeof createApp>;
let configured: ReturnType<typeof createApp>;

beforeAll(async () => {
  server = await startStorefrontServer();
  database = await TEST_DATABASES[0]!.open();
  app = createApp({ services: createServices(loadConfig({ SHOPIFY_API_BASE_URL: server.url }), database) });
  const env = {
    SHOPIFY_STORE_DOMAIN: "blattwerk-test.myshopify.com",
    SHOPIFY_STOREFRONT_TOKEN: server.token,
    SHOPIFY_CACHE_TTL_SECONDS: "0",
    SHOPIFY_TIMEOUT_MS: "2000",
  };
  configured = createApp({
    services: createServices(loadConfig({ ...env, SHOPIFY_API_BASE_URL: server.url }), database),
  });
});
afterAll(async () => {
  await server.close();
  await database.dispose();
});
beforeEach(() => {
  server.mode = "ok";
});

const creds = (over: Partial<{ domain: string; token: string }> = {}) => ({
  domain: "blattwerk-test.myshopify.com",
  token: server.token,
  ...over,
});
const call = (a: ReturnType<typeof createApp>, body: unknown) =>
  a.request(URL_, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("catalogue function with Shopify", () => {
  it("reads the store with credentials sent per request", async () => {
    const res = await call(app, { action: "getAllProducts", credentials: creds() });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.products[0].id).toMatch(/^gid:\/\/shopify\/Product\//);
    expect(body.products[0].metafields.edges[0].node.namespace).toBe("plant");
  });

  it.each([
    ["evil.com", "Bitte gib eine gültige Shopify-Store-Domain ein"],
    ["shop.myshopify.com.evil.com", "Bitte gib eine gültige Shopify-Store-Domain ein"],
    ["http://127.0.0.1:9/x.myshopify.com", "Bitte gib eine gültige Shopify-Store-Domain ein"],
    ["", "Bitte gib eine gültige Shopify-Store-Domain ein"],
  ])("refuses the domain %j with 400", async (domain, message) => {
    const res = await call(app, { action: "checkCredentials", credentials: creds({ domain }) });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it("requires a token", async () => {
    const res = await call(app, { action: "checkCredentials", credentials: creds({ token: "" }) });
    expect((await res.json()).message).toBe("Bitte gib deinen Storefront-API-Token ein");
  });

  it("checks credentials against the store", async () => {
    expect(await (await call(app, { action: "checkCredentials", credentials: creds() })).json()).toEqual({
      valid: true,
    });
    expect(
      await (await call(app, { action: "checkCredentials", credentials: creds({ token: "bad" }) })).json(),
    ).toEqual({
      valid: false,
      reason: "rejected",
    });
  });

  it("creates a checkout and passes user errors on", async () => {
    const ok = await (
      await call(app, {
        action: "createCheckout",
        credentials: creds(),
        cartItems: [{ variantId: "gid://shopify/ProductVariant/45000000000001", quantity: 1 }],
      })
    ).json();
    expect(ok.checkout.webUrl).toMatch(/^https:\/\/blattwerk-test\.myshopify\.com\/cart\/c\//);
    server.mode = "user-errors";
    const bad = await (
      await call(app, {
        action: "createCheckout",
        credentials: creds(),
        cartItems: [{ variantId: "x", quantity: 1 }],
      })
    ).json();
    expect(bad).toMatchObject({
      checkout: null,
      checkoutUserErrors: [{ message: "The merchandise does not exist." }],
    });
  });

  it("a line the store has too few of: no checkout, what is left and the invoice checkout's message", async () => {
    const POTHOS = "gid://shopify/ProductVariant/45000000000006";
    const ZZ = "gid://shopify/ProductVariant/45000000000005";
    server.setStock("pothos", 3);
    server.setStock("zz-plant", 0);
    try {
      const cartItems = [
        { variantId: "gid://shopify/ProductVariant/45000000000001", quantity: 1 },
        { variantId: POTHOS, quantity: 5 },
        { variantId: ZZ, quantity: 2 },
      ];
      // Its own app: the names are read from the store's catalogue, which the other tests find uncached.
      const shop = createApp({
        services: createServices(
          loadConfig({
            SHOPIFY_STORE_DOMAIN: "blattwerk-test.myshopify.com",
            SHOPIFY_STOREFRONT_TOKEN: server.token,
            SHOPIFY_API_BASE_URL: server.url,
          }),
          database,
        ),
      });
      const res = await call(shop, { action: "createCheckout", cartItems });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        checkout: null,
        checkoutUserErrors: [
          {
            field: null,
            code: "insufficient_stock",
            message:
              "Von „Efeutute“ sind nur noch 3 verfügbar. „Glücksfeder (ZZ-Pflanze)“ ist ausverkauft. Bitte passe deinen Warenkorb an; bestellt wurde noch nichts.",
          },
        ],
        available: { [POTHOS]: 3, [ZZ]: 0 },
      });
      // In the page's language, with the store's English titles.
      const en = await call(shop, { action: "createCheckout", cartItems, language: "en" });
      expect((await en.json()).checkoutUserErrors[0].message).toBe(
        "Only 3 of “Pothos” are left. “ZZ Plant” is sold out. Please adjust your cart; nothing has been ordered yet.",
      );
    } finally {
      server.setStock("pothos", 50);
      server.setStock("zz-plant", 50);
    }
  });

  it("with a private token the store hears the buyer's address for their cart and their plant page", async () => {
    const shop = createApp({
      services: createServices(
        loadConfig({
          SHOPIFY_STORE_DOMAIN: "blattwerk-test.myshopify.com",
          SHOPIFY_STOREFRONT_PRIVATE_TOKEN: server.privateToken,
          SHOPIFY_API_BASE_URL: server.url,
          // The address our own reverse proxy appended (in-process requests have no socket).
          TRUST_PROXY: "true",
        }),
        database,
      ),
    });
    const from = (body: unknown) =>
      shop.request(URL_, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.1, 203.0.113.9" },
        body: JSON.stringify(body),
      });
    const checkout = await (
      await from({
        action: "createCheckout",
        cartItems: [{ variantId: "gid://shopify/ProductVariant/45000000000001", quantity: 1 }],
      })
    ).json();
    expect(checkout.checkout.webUrl).toMatch(/^https:\/\/blattwerk-test\.myshopify\.com\//);
    expect(server.buyerIps.at(-1)).toBe("203.0.113.9");
    expect(
      (await (await from({ action: "getProduct", productId: "8000000000001" })).json()).product,
    ).not.toBeNull();
    expect(server.buyerIps.at(-1)).toBe("203.0.113.9");
  });

  it.each<StorefrontMode>([
    "server-error",
    "throttled-430",
    "throttled-graphql",
    "malformed",
    "unauthorized",
    "payment-required",
  ])("never answers 500 when the store fails with %s", async (mode) => {
    server.mode = mode;
    const all = await call(configured, { action: "getAllProducts" });
    expect(all.status).toBe(200);
    expect((await all.json()).products.length).toBeGreaterThan(0);
    const one = await call(configured, { action: "getProduct", productId: "8000000000001" });
    expect(await one.json()).toEqual({ product: null });
    const checkout = await call(configured, {
      action: "createCheckout",
      cartItems: [{ variantId: "v", quantity: 1 }],
    });
    expect((await checkout.json()).checkout).toBeNull();
    // The settings page tells a refused token from a store that did not answer properly.
    const verdict = await call(configured, { action: "checkCredentials" });
    expect(await verdict.json()).toEqual({
      valid: false,
      reason: mode === "unauthorized" ? "rejected" : "unreachable",
    });
  });

  it.each<StorefrontMode>(["slow", "stalled-body"])(
    "a store that does not answer in time (%s) is cut off by the timeout: fallback catalogue, no 500",
    async (mode) => {
      server.mode = mode;
      const all = await call(configured, { action: "getAllProducts" });
      expect(all.status).toBe(200);
      const body = await all.json();
      expect(body.health).toBe("fallback");
      expect(body.products.length).toBeGreaterThan(0);
      const one = await call(configured, { action: "getProduct", productId: "8000000000001" });
      expect(one.status).toBe(200);
      expect(await one.json()).toEqual({ product: null });
      // Store credentials from the settings page run with the default timeout (5 s): a body that
      // never ends is cut off there too.
      if (mode === "stalled-body") {
        const valid = await call(app, { action: "checkCredentials", credentials: creds() });
        expect(valid.status).toBe(200);
        expect(await valid.json()).toEqual({ valid: false, reason: "unreachable" });
      }
    },
  );

  it("home shows the catalogue error of spec §8 when the store fails with nothing cached", async () => {
    server.mode = "server-error";
    const env = {
      SHOPIFY_STORE_DOMAIN: "blattwerk-test.myshopify.com",
      SHOPIFY_STOREFRONT_TOKEN: server.token,
    };
    const services = createServices(loadConfig({ ...env, SHOPIFY_API_BASE_URL: server.url }), database);
    const request = new Request("http://localhost/");
    const { products } = await homeLoader({ context: { services, cspNonce: "n" }, request } as never);
    const result = await products;
    expect(result.status).toBe("failed");
    expect(result.fallback).toHaveLength(6);
    server.mode = "ok";
    const fresh = createServices(loadConfig({ ...env, SHOPIFY_API_BASE_URL: server.url }), database);
    expect(
      (await (await homeLoader({ context: { services: fresh, cspNonce: "n" }, request } as never)).products)
        .status,
    ).toBe("loaded");
  });

  it("serves the configured store's catalogue to the browse API", async () => {
    const res = await configured.request("/api/plants/search?q=monstera");
    const { plants } = await res.json();
    expect(plants[0].shopifyProductId).toBe("gid://shopify/Product/8000000000001");
  });
});
