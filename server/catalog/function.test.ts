import { describe, expect, it } from "vitest";
import { PLANTS } from "../../content/catalog/plants";
import { transformProducts } from "../../domain/catalog/product-transform";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { createServices } from "../services";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

const URL_ = "/functions/v1/blattwerk_data";

describe.each(TEST_DATABASES)("catalogue function on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let app: ReturnType<typeof createApp>;
  const call = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
    app.request(URL_, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    app = createApp({ services: createServices(loadConfig({}), database) });
  });

  it("getAllProducts answers the backend shape of spec §7", async () => {
    const res = await call({ action: "getAllProducts" });
    expect(res.status).toBe(200);
    const { products } = await res.json();
    expect(products).toHaveLength(8);
    const monstera = products.find((p: { title: string }) => p.title === "Monstera Deliciosa");
    expect(monstera.variants.edges[0].node.price.amount).toBe("29.99");
    expect(monstera.images.edges[0].node.originalSrc).toBe("/plants/monstera-deliciosa.svg");
    expect(
      monstera.metafields.edges.some((e: { node: { namespace: string } }) => e.node.namespace === "care"),
    ).toBe(true);
    expect(transformProducts(products).map((p) => p.id)).toContain("monstera-deliciosa");
  });

  it("getProduct finds a plant by id and answers null for an unknown one", async () => {
    expect((await (await call({ action: "getProduct", productId: "pothos" })).json()).product.title).toBe(
      "Efeutute",
    );
    expect(await (await call({ action: "getProduct", productId: "nope" })).json()).toEqual({ product: null });
  });

  it("getProduct answers in English when asked with language en (#19)", async () => {
    const en = await (await call({ action: "getProduct", productId: "pothos", language: "en" })).json();
    expect(en.product.description).toBe(PLANTS.find((p) => p.id === "pothos")!.en.description);
    expect((await call({ action: "getProduct", productId: "pothos", language: "fr" })).status).toBe(400);
  });

  it("checkCredentials is false and createCheckout null without a Shopify store", async () => {
    expect(await (await call({ action: "checkCredentials" })).json()).toEqual({ valid: false });
    const checkout = await (
      await call({ action: "createCheckout", cartItems: [{ variantId: "v", quantity: 1 }] })
    ).json();
    expect(checkout.checkout).toBeNull();
    expect(checkout.checkoutUserErrors[0].message).toBe("Shopify integration not configured");
  });

  it.each([
    [{}, 400],
    [{ action: "dropTables" }, 400],
    [{ action: "getProduct" }, 400],
    [{ action: "getProduct", productId: 5 }, 400],
    [{ action: "getProduct", productId: "x".repeat(500) }, 400],
    [{ action: "getAllProducts", extra: 1 }, 400],
    [{ action: "createCheckout", cartItems: [] }, 400],
    [{ action: "createCheckout", cartItems: [{ variantId: "v", quantity: -1 }] }, 400],
    [[1, 2], 400],
    ["not json", 400],
    ["", 400],
  ])("answers %j with %i and a message", async (body, status) => {
    const res = await call(body);
    expect(res.status).toBe(status);
    expect((await res.json()).message).toMatch(/\S/);
  });

  it("refuses oversized bodies, wrong content types and GET", async () => {
    const big = await call({ action: "getProduct", productId: "a".repeat(70_000) });
    expect(big.status).toBe(413);
    const text = await call(JSON.stringify({ action: "getAllProducts" }), { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    expect((await app.request(URL_)).status).toBe(405);
  });
});

describe("browse API", () => {
  let database: Awaited<ReturnType<(typeof TEST_DATABASES)[0]["open"]>>;
  let app: ReturnType<typeof createApp>;
  withTestDatabase(TEST_DATABASES[0]!, {}, (opened) => {
    database = opened;
    app = createApp({ services: createServices(loadConfig({}), database) });
  });

  it("searches, lists by ids and finds related plants", async () => {
    const search = await (await app.request("/api/plants/search?q=lilie")).json();
    expect(search.plants.map((p: { id: string }) => p.id)).toContain("peace-lily");
    expect((await (await app.request("/api/plants/search?q=")).json()).plants).toEqual([]);
    const byIds = await (await app.request("/api/plants?ids=zz-plant,nope,pothos")).json();
    expect(byIds.plants.map((p: { id: string }) => p.id)).toEqual(["zz-plant", "pothos"]);
    const related = await (await app.request("/api/plants/monstera-deliciosa/related")).json();
    expect(related.plants.length).toBeGreaterThanOrEqual(3);
  });

  it("answers in English with lang=en (#19): search and ids for the dialogs, German otherwise", async () => {
    const pothos = PLANTS.find((p) => p.id === "pothos")!;
    const en = await (await app.request("/api/plants/search?q=efeu&lang=en")).json();
    expect(en.plants[0]).toMatchObject({ id: "pothos", description: pothos.en.description });
    expect(en.plants[0].untranslated).toBeUndefined();
    const byIds = await (await app.request("/api/plants?ids=pothos&lang=en")).json();
    expect(byIds.plants[0].waterTips).toBe(pothos.en.waterTips);
    const de = await (await app.request("/api/plants?ids=pothos&lang=fr")).json();
    expect(de.plants[0].waterTips).toBe(pothos.waterTips);
  });

  it("names the plants in English with lang=en (#32): search by either name, ids and related", async () => {
    const names = async (path: string) =>
      ((await (await app.request(path)).json()).plants as { name: string }[]).map((p) => p.name);
    expect(await names("/api/plants/search?q=snake%20plant&lang=en")).toEqual(["Snake Plant"]);
    expect(await names("/api/plants/search?q=bogenhanf&lang=en")).toEqual(["Snake Plant"]);
    expect(await names("/api/plants/search?q=snake%20plant")).toEqual(["Bogenhanf"]);
    expect(await names("/api/plants?ids=pothos&lang=en")).toEqual(["Pothos"]);
    const related = await names("/api/plants/snake-plant/related?lang=en");
    expect(related).toContain("ZZ Plant");
    expect(related).not.toContain("Glücksfeder (ZZ-Pflanze)");
  });

  it("rejects bad parameters with 4xx", async () => {
    expect((await app.request(`/api/plants/search?q=${"x".repeat(200)}`)).status).toBe(400);
    expect((await app.request("/api/plants/nope/related")).status).toBe(404);
    expect((await app.request(`/api/plants?ids=${Array(150).fill("a").join(",")}`)).status).toBe(400);
  });

  it("answers 503 when the database is gone", async () => {
    const db = await TEST_DATABASES[0]!.open();
    const broken = createApp({ services: createServices(loadConfig({}), db) });
    await db.dispose();
    expect((await broken.request("/api/plants/search?q=a")).status).toBe(503);
  });
});
