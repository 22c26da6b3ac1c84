import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PLANTS } from "../../../content/catalog/plants";
import { EMPTY_QUERY } from "../../../domain/catalog/search";
import {
  type StorefrontMode,
  type StorefrontServer,
  startStorefrontServer,
  UNTRANSLATED_IN_STORE,
} from "../../testing/storefront-server";
import { createShopifyCatalog } from "./provider";
import { storefront } from "./storefront";

let server: StorefrontServer;
beforeAll(async () => {
  server = await startStorefrontServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.mode = "ok";
});

const target = (
  over: Partial<{
    token: string;
    tokenKind: "public" | "private";
    timeoutMs: number;
    apiBaseUrl: string;
  }> = {},
) => ({
  shop: "blattwerk-test",
  token: server.token,
  apiVersion: "2026-10",
  timeoutMs: 5000,
  apiBaseUrl: server.url,
  ...over,
});

describe("Storefront client", () => {
  it.each<[StorefrontMode, string]>([
    ["unauthorized", "unauthorized"],
    ["payment-required", "unavailable"],
    ["throttled-430", "throttled"],
    ["throttled-graphql", "throttled"],
    ["server-error", "unavailable"],
    ["malformed", "malformed"],
    ["slow", "timeout"],
  ])("turns %s into a %s failure, never an exception", async (mode, kind) => {
    server.mode = mode;
    const res = await storefront(
      target({ timeoutMs: mode === "slow" ? 300 : 5000 }),
      "query Shop { shop { name } }",
    );
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.kind).toBe(kind);
  });

  it("reports a wrong token as unauthorized", async () => {
    const res = await storefront(target({ token: "wrong" }), "query Shop { shop { name } }");
    expect(res.ok ? "ok" : res.error.kind).toBe("unauthorized");
  });

  it("reports a network failure", async () => {
    const res = await storefront(
      { ...target(), apiBaseUrl: "http://127.0.0.1:1" },
      "query Shop { shop { name } }",
    );
    expect(res.ok ? "ok" : res.error.kind).toBe("network");
  });
});

describe("Shopify catalogue", () => {
  it("reads a product's size variants as its sizes; a size's id is its variant as a unit of sale (#43 §1)", async () => {
    const catalog = createShopifyCatalog({ target: target(), ttlMs: 60_000 });
    const lily = (await catalog.all()).find((p) => p.name === "Einblatt (Friedenslilie)")!;
    expect(lily.sizes?.map((s) => [s.id, s.size, s.priceCents, s.potDiameter])).toEqual([
      [`${lily.id}-klein`, "small", 1499, "12 cm"],
      [lily.id, "medium", 2499, "17 cm"],
      [`${lily.id}-gross`, "large", 3999, "21 cm"],
    ]);
    const [large] = await catalog.byIds([`${lily.id}-gross`]);
    expect(large).toMatchObject({ sizeOf: lily.id, size: "large", priceCents: 3999, height: "70–80 cm" });
    // The variant the hosted checkout's cart gets for that size.
    expect(large!.shopifyVariantId).toBe(lily.sizes![2]!.shopifyVariantId);
    expect(large!.shopifyVariantId).not.toBe(lily.shopifyVariantId);
    const en = (await catalog.localized("en").all()).find((p) => p.id === lily.id)!;
    expect(en.sizes![0]!.weight).toBe("0.8–1 kg");
  });

  it("reads products through the shared transformation (no edges/nodes for the UI)", async () => {
    const catalog = createShopifyCatalog({ target: target(), ttlMs: 60_000 });
    const plants = await catalog.all();
    expect(plants).toHaveLength(8);
    const monstera = plants.find((p) => p.name === "Monstera Deliciosa")!;
    expect(monstera).toMatchObject({
      id: "8000000000001",
      priceCents: 2999,
      shopifyProductId: "gid://shopify/Product/8000000000001",
      shopifyVariantId: "gid://shopify/ProductVariant/45000000000001",
      size: "large",
      lightLevel: "medium",
    });
    expect(monstera.imageUrl).toMatch(/^https:\/\/cdn\.shopify\.com\//);
    expect(monstera.height).not.toBe("30-40 cm"); // from the plant.height metafield
    expect((await catalog.query({ ...EMPTY_QUERY, q: "lilie" }, { offset: 0, limit: 10 })).total).toBe(2);
    expect(catalog.health()).toBe("fresh");
  });

  it("caches within the TTL and serves stale while revalidating", async () => {
    let clock = 0;
    const catalog = createShopifyCatalog({ target: target(), ttlMs: 1000, now: () => clock });
    const before = server.calls.length;
    await catalog.all();
    await catalog.all();
    expect(server.calls.length - before).toBe(1);
    clock = 5000;
    server.mode = "server-error";
    expect(await catalog.all()).toHaveLength(8); // last good copy
    expect(catalog.health()).toBe("stale");
  });

  it.each<StorefrontMode>([
    "server-error",
    "throttled-430",
    "throttled-graphql",
    "malformed",
    "slow",
    "unauthorized",
  ])("falls back to the shipped plants when %s happens with nothing cached", async (mode) => {
    server.mode = mode;
    const catalog = createShopifyCatalog({ target: target({ timeoutMs: 300 }), ttlMs: 1000 });
    const plants = await catalog.all();
    expect(plants.map((p) => p.id)).toEqual([
      "monstera-deliciosa",
      "peace-lily",
      "snake-plant",
      "fiddle-leaf-fig",
    ]);
    expect(catalog.health()).toBe("fallback");
  });

  it("gets one product by id, null on failure or unknown id", async () => {
    const catalog = createShopifyCatalog({ target: target(), ttlMs: 1000 });
    expect((await catalog.backendProduct("8000000000002"))?.title).toBe("Einblatt (Friedenslilie)");
    expect(await catalog.backendProduct("1")).toBeNull();
    server.mode = "server-error";
    expect(await catalog.backendProduct("8000000000002")).toBeNull();
  });

  it("asks for English with @inContext(language: EN); untranslated texts stay German and are marked (#19)", async () => {
    const catalog = createShopifyCatalog({ target: target(), ttlMs: 60_000 });
    const from = server.calls.length;
    const en = await catalog.localized("en").all();
    const asked = server.calls.slice(from).map((op, i) => `${op}@${server.languages[from + i]}`);
    // The English answer and the German one beside it (to tell translated from untranslated).
    expect(asked.sort()).toEqual(["Products@", "Products@EN"]);
    const monstera = PLANTS.find((p) => p.id === "monstera-deliciosa")!;
    const m = en.find((p) => p.shopifyProductId === "gid://shopify/Product/8000000000001")!;
    expect(m).toMatchObject({
      description: monstera.en.description,
      waterTips: monstera.en.waterTips,
      maturity: monstera.en.maturity,
      weight: monstera.en.weight,
    });
    // Texts the same in both languages (measurements, the name "Monstera Deliciosa") count as
    // untranslated, which is harmless.
    expect(m.untranslated).toEqual(["name", "height", "potDiameter", "weight"]);
    const spider = PLANTS.find((p) => p.id === UNTRANSLATED_IN_STORE)!;
    const s = en.find((p) => p.name === spider.name)!;
    expect(s.description).toBe(spider.description);
    expect(s.untranslated).toEqual(expect.arrayContaining(["description", "waterTips", "humidityTips"]));
    // German pages are as before, and the English view is cached like the German one.
    expect((await catalog.all()).find((p) => p.name === monstera.name)?.description).toBe(
      monstera.description,
    );
    const again = server.calls.length;
    await catalog.localized("en").get(m.id);
    expect(server.calls.length).toBe(again);
    // One product in English, as the catalogue function's getProduct asks for it.
    expect((await catalog.localized("en").backendProduct("8000000000002"))?.description).toBe(
      PLANTS.find((p) => p.id === "peace-lily")!.en.description,
    );
    expect(server.languages[server.languages.length - 1]).toBe("EN");
  });

  it("English titles (#32): the plant's name on English pages; both languages search both titles", async () => {
    const catalog = createShopifyCatalog({ target: target(), ttlMs: 60_000 });
    const en = catalog.localized("en");
    const snake = (await en.all()).find((p) => p.botanicalName === "Dracaena trifasciata")!;
    expect(snake).toMatchObject({ name: "Snake Plant", alternateName: "Bogenhanf" });
    // The store has no English for the spider plant: its German title, marked.
    const spider = (await en.all()).find((p) => p.botanicalName === "Chlorophytum comosum")!;
    expect(spider.name).toBe("Grünlilie");
    expect(spider.untranslated).toContain("name");
    const names = async (c: typeof catalog, q: string) =>
      (await c.query({ ...EMPTY_QUERY, q }, { offset: 0, limit: 10 })).items.map((p) => p.name);
    expect(await names(en, "snake plant")).toEqual(["Snake Plant"]);
    expect(await names(en, "Efeutute")).toEqual(["Pothos"]);
    // German pages read the English answer only to search it, and show their German titles.
    const from = server.calls.length;
    expect(await names(catalog, "pothos")).toEqual(["Efeutute"]);
    expect((await catalog.search("peace lily", 5)).map((p) => p.name)).toEqual(["Einblatt (Friedenslilie)"]);
    expect(server.calls.length).toBe(from); // both answers cached
    const fresh = createShopifyCatalog({ target: target(), ttlMs: 60_000 });
    await fresh.all();
    const before = server.calls.length;
    await fresh.all();
    expect(server.calls.length).toBe(before); // listing alone never asks in English
    expect(await names(fresh, "snake")).toEqual(["Bogenhanf"]);
    expect(server.languages.slice(before)).toEqual(["EN"]);
  });

  it("falls back to the shipped plants in English when the store fails with nothing cached", async () => {
    server.mode = "server-error";
    const plants = await createShopifyCatalog({ target: target(), ttlMs: 1000 }).localized("en").all();
    expect(plants[0]?.description).toBe(PLANTS[0]!.en.description);
    expect(plants[0]?.untranslated).toBeUndefined();
  });

  it("checks credentials against the store", async () => {
    expect(await createShopifyCatalog({ target: target(), ttlMs: 1 }).checkCredentials()).toEqual({
      valid: true,
    });
    expect(
      await createShopifyCatalog({ target: target({ token: "nope" }), ttlMs: 1 }).checkCredentials(),
    ).toEqual({ valid: false, reason: "rejected" });
    const offline = target({ apiBaseUrl: "http://127.0.0.1:9" });
    expect(await createShopifyCatalog({ target: offline, ttlMs: 1 }).checkCredentials()).toEqual({
      valid: false,
      reason: "unreachable",
    });
  });

  it("creates a hosted checkout through cartCreate, and returns user errors", async () => {
    const catalog = createShopifyCatalog({ target: target(), ttlMs: 1 });
    const ok = await catalog.createCheckout([
      { variantId: "gid://shopify/ProductVariant/45000000000001", quantity: 2 },
    ]);
    expect(ok).toEqual({
      ok: true,
      checkoutUrl: expect.stringMatching(
        /^https:\/\/blattwerk-test\.myshopify\.com\/cart\/c\/c[0-9]+\?key=k[0-9]+$/,
      ),
    });
    expect(server.calls.at(-1)).toBe("CartCreate");
    server.mode = "user-errors";
    const bad = await catalog.createCheckout([{ variantId: "x", quantity: 1 }]);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.userErrors[0]?.message).toBe("The merchandise does not exist.");
    server.mode = "throttled-graphql";
    const throttled = await catalog.createCheckout([{ variantId: "x", quantity: 1 }]);
    expect(throttled.ok).toBe(false);
  });
});

describe("Shopify stock", () => {
  it("reads quantityAvailable and availableForSale of the variant into the plant's stock", async () => {
    server.setStock("monstera-deliciosa", 0);
    server.setStock("pothos", 3);
    try {
      const catalog = createShopifyCatalog({ target: target(), ttlMs: 60_000 });
      const byName = new Map((await catalog.all()).map((p) => [p.name, p.stock]));
      expect(byName.get("Monstera Deliciosa")).toBe(0);
      expect(byName.get("Efeutute")).toBe(3);
      expect(byName.get("Bogenhanf")).toBe(50);
      expect((await catalog.backendProduct("8000000000001"))?.variants.edges[0]?.node).toMatchObject({
        availableForSale: false,
        quantityAvailable: 0,
      });
    } finally {
      server.setStock("monstera-deliciosa", 50);
      server.setStock("pothos", 50);
    }
  });

  it("a token that may not read stock counts still loads the catalogue; sold out still shows", async () => {
    server.mode = "no-inventory-scope";
    server.setStock("monstera-deliciosa", 0);
    try {
      const catalog = createShopifyCatalog({ target: target(), ttlMs: 60_000 });
      const before = server.calls.length;
      const plants = await catalog.all();
      expect(plants).toHaveLength(8);
      expect(catalog.health()).toBe("fresh");
      // Asked once with the count, refused, asked without it; later reads do not ask for it again.
      expect(server.calls.slice(before)).toEqual(["Products", "Products"]);
      expect(plants.find((p) => p.name === "Monstera Deliciosa")?.stock).toBe(0);
      expect(plants.find((p) => p.name === "Efeutute")?.stock).toBeUndefined();
      const again = server.calls.length;
      expect(await catalog.backendProduct("8000000000002")).not.toBeNull();
      expect(server.calls.slice(again)).toEqual(["Product"]);
    } finally {
      server.setStock("monstera-deliciosa", 50);
    }
  });
});

describe("Shopify catalogue paging", () => {
  it("reads every page of 250 with the cursor of the last (a store with 300 products)", async () => {
    server.setCatalogueSize(300);
    try {
      const catalog = createShopifyCatalog({ target: target(), ttlMs: 60_000 });
      const before = server.calls.length;
      const plants = await catalog.all();
      expect(server.calls.slice(before)).toEqual(["Products", "Products"]);
      expect(plants).toHaveLength(300);
      expect(new Set(plants.map((p) => p.id)).size).toBe(300);
      // The second page starts where the first ended: none twice, none left out.
      expect(plants.at(-1)?.shopifyProductId).toBe(`gid://shopify/Product/${8000000000001 + 299}`);
    } finally {
      server.setCatalogueSize(PLANTS.length);
    }
  });

  it("stops after 4 pages (1000 products) and says so in the log", async () => {
    server.setCatalogueSize(1001);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const catalog = createShopifyCatalog({ target: target(), ttlMs: 60_000 });
      const before = server.calls.length;
      expect(await catalog.all()).toHaveLength(1000);
      expect(server.calls.slice(before)).toEqual(["Products", "Products", "Products", "Products"]);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[shopify\] .*1000 products/));
      // Said once, not at every refresh.
      await catalog.localized("en").all();
      expect(warn.mock.calls.filter(([m]) => String(m).includes("1000 products"))).toHaveLength(1);
    } finally {
      warn.mockRestore();
      server.setCatalogueSize(PLANTS.length);
    }
  });

  it("the local store pages as Shopify does: at most 250 a page, only its own cursors", async () => {
    const ask = (variables: Record<string, unknown>) =>
      storefront<{ products: { edges: { cursor: string }[]; pageInfo: { hasNextPage: boolean } } }>(
        target(),
        "query Products($first: Int!, $after: String) { products(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }",
        variables,
      );
    const first = await ask({ first: 3, after: null });
    expect(first.ok && first.data.products.edges).toHaveLength(3);
    expect(first.ok && first.data.products.pageInfo.hasNextPage).toBe(true);
    expect((await ask({ first: 251 })).ok).toBe(false);
    expect((await ask({ first: 0 })).ok).toBe(false);
    expect((await ask({ first: 3, after: "not-a-cursor" })).ok).toBe(false);
  });
});

describe("Shopify checkout and stock (cart warnings, Storefront 2024-10 and later)", () => {
  const MONSTERA = "gid://shopify/ProductVariant/45000000000001";
  const ZZ = "gid://shopify/ProductVariant/45000000000005";
  const POTHOS = "gid://shopify/ProductVariant/45000000000006";
  const CART_CREATE_RAW = `mutation CartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart { id checkoutUrl lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id } } } } }
      userErrors { field message code }
      warnings { code message target }
    }
  }`;
  type RawCartCreate = {
    cartCreate: {
      cart: { lines: { nodes: { id: string; quantity: number; merchandise: { id: string } }[] } } | null;
      userErrors: { field: string[]; message: string; code: string }[];
      warnings: { code: string; message: string; target: string }[];
    };
  };

  it("the local store answers a short line as Shopify does: in warnings, the cart changed by itself", async () => {
    server.setStock("pothos", 3);
    server.setStock("zz-plant", 0);
    try {
      const res = await storefront<RawCartCreate>(target(), CART_CREATE_RAW, {
        input: {
          lines: [
            { merchandiseId: MONSTERA, quantity: 2 },
            { merchandiseId: POTHOS, quantity: 5 },
            { merchandiseId: ZZ, quantity: 1 },
          ],
        },
      });
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      const { cart, userErrors, warnings } = res.data.cartCreate;
      expect(userErrors).toEqual([]);
      // Reduced to what is left, the sold-out line not added at all.
      expect(cart?.lines.nodes.map((l) => [l.merchandise.id, l.quantity])).toEqual([
        [MONSTERA, 2],
        [POTHOS, 3],
      ]);
      const pothosLine = cart?.lines.nodes[1]?.id;
      expect(warnings).toEqual([
        {
          code: "MERCHANDISE_NOT_ENOUGH_STOCK",
          message: "Only 3 items were added to your cart due to availability.",
          target: pothosLine,
        },
        {
          code: "MERCHANDISE_OUT_OF_STOCK",
          message: "The product 'Glücksfeder (ZZ-Pflanze)' is already sold out.",
          target: expect.stringMatching(/^gid:\/\/shopify\/CartLine\//),
        },
      ]);
    } finally {
      server.setStock("pothos", 50);
      server.setStock("zz-plant", 50);
    }
  });

  it("the local store refuses merchandise it does not have, and ids that are no ids", async () => {
    const unknown = await storefront<RawCartCreate>(target(), CART_CREATE_RAW, {
      input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }] },
    });
    expect(unknown.ok && unknown.data.cartCreate).toMatchObject({
      cart: null,
      userErrors: [
        {
          field: ["input", "lines", "0", "merchandiseId"],
          message: "The merchandise with id gid://shopify/ProductVariant/1 does not exist.",
          code: "INVALID",
        },
      ],
    });
    const malformed = await storefront(target(), CART_CREATE_RAW, {
      input: { lines: [{ merchandiseId: "x", quantity: 1 }] },
    });
    expect(malformed.ok ? "ok" : malformed.error.kind).toBe("graphql");
  });

  it("a short line never goes on to Shopify's page: what is left of each comes back", async () => {
    server.setStock("pothos", 3);
    server.setStock("zz-plant", 0);
    try {
      const catalog = createShopifyCatalog({ target: target(), ttlMs: 1 });
      const res = await catalog.createCheckout([
        { variantId: MONSTERA, quantity: 2 },
        { variantId: POTHOS, quantity: 5 },
        { variantId: ZZ, quantity: 1 },
      ]);
      expect(res).toEqual({
        ok: false,
        userErrors: [],
        shortage: [
          { variantId: POTHOS, left: 3 },
          { variantId: ZZ, left: 0 },
        ],
      });
      // Enough of everything: on to Shopify.
      const ok = await catalog.createCheckout([{ variantId: POTHOS, quantity: 3 }]);
      expect(ok.ok).toBe(true);
    } finally {
      server.setStock("pothos", 50);
      server.setStock("zz-plant", 50);
    }
  });
});

describe("Shopify's private token for server-side calls", () => {
  it("sends a private token as Shopify-Storefront-Private-Token, the buyer's IP beside it for their cart", async () => {
    const catalog = createShopifyCatalog({
      target: target({ token: server.privateToken, tokenKind: "private" }),
      ttlMs: 60_000,
    });
    expect(await catalog.all()).toHaveLength(PLANTS.length);
    expect(catalog.health()).toBe("fresh");
    // The catalogue is read for every visitor alike: no one buyer's address.
    expect(server.buyerIps.at(-1)).toBeNull();
    const res = await catalog.createCheckout(
      [{ variantId: "gid://shopify/ProductVariant/45000000000001", quantity: 1 }],
      { buyerIp: "203.0.113.7" },
    );
    expect(res.ok).toBe(true);
    expect(server.calls.at(-1)).toBe("CartCreate");
    expect(server.buyerIps.at(-1)).toBe("203.0.113.7");
    expect(await catalog.backendProduct("8000000000002", { buyerIp: "2001:db8::7" })).not.toBeNull();
    expect(server.buyerIps.at(-1)).toBe("2001:db8::7");
  });

  it("a public token never names the buyer (Shopify reads that header beside a private token only)", async () => {
    const catalog = createShopifyCatalog({ target: target(), ttlMs: 60_000 });
    await catalog.createCheckout(
      [{ variantId: "gid://shopify/ProductVariant/45000000000001", quantity: 1 }],
      {
        buyerIp: "203.0.113.7",
      },
    );
    expect(server.buyerIps.at(-1)).toBeNull();
  });

  it("the local store takes each token only in its own header", async () => {
    const shop = "query Shop { shop { name } }";
    const kind = async (t: ReturnType<typeof target>) => {
      const res = await storefront(t, shop);
      return res.ok ? "ok" : res.error.kind;
    };
    expect(await kind(target({ token: server.privateToken, tokenKind: "private" }))).toBe("ok");
    expect(await kind(target({ token: server.privateToken }))).toBe("unauthorized");
    expect(await kind(target({ token: server.token, tokenKind: "private" }))).toBe("unauthorized");
  });
});
