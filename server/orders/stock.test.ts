import { randomUUID } from "node:crypto";
import { count, eq, inArray, lt } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import { shortageMessage } from "../../domain/orders/stock";
import { createApp } from "../app";
import { createLocalCatalog } from "../catalog/local";
import { loadConfig } from "../config";
import { orderItems, orders, plants } from "../db/schema";
import { createServices, type Services } from "../services";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { announceReturned, returnStock } from "./stock";

const SHIPPING = {
  firstName: "Lena",
  lastName: "Lager",
  email: "lena@example.de",
  ...TEST_ADDRESS,
};
const body = (items: { id: string; quantity: number }[]) => ({
  items,
  shipping: SHIPPING,
  idempotencyKey: randomUUID(),
});

describe.each(TEST_DATABASES)("stock on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  let announced: string[] = [];
  const post = (json: unknown) =>
    app.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    });
  const setStock = (id: string, stock: number) =>
    database.db.update(plants).set({ stock }).where(eq(plants.id, id));
  const stockOf = async (id: string) =>
    (await database.db.select({ s: plants.stock }).from(plants).where(eq(plants.id, id)))[0]!.s;
  const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]!.n;
  const itemCount = async () => (await database.db.select({ n: count() }).from(orderItems))[0]!.n;

  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    services = createServices(loadConfig({ ORDER_RATE_LIMIT_MAX: "100000" }), database);
    services.publicChanges.subscribe((what) => announced.push(what));
    app = createApp({ services });
  });
  beforeEach(async () => {
    announced = [];
    await database.db.update(plants).set({ stock: 50, published: true });
  });

  it("50 simultaneous orders for the last 5 units: exactly 5 orders, stock 0, 45 × 409 naming the plant", async () => {
    await setStock("monstera-deliciosa", 5);
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const res = await post(body([{ id: "monstera-deliciosa", quantity: 1 }]));
        return { status: res.status, json: await res.json() };
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(45);
    for (const r of refused) {
      expect(r.json).toEqual({
        error: "insufficient_stock",
        message: shortageMessage([{ name: "Monstera Deliciosa", left: 0 }]),
        params: { lines: [{ id: "monstera-deliciosa", name: "Monstera Deliciosa", left: 0 }] },
        available: { "monstera-deliciosa": 0 },
      });
      expect(r.json.message).toContain("„Monstera Deliciosa“ ist ausverkauft.");
    }
    expect(await stockOf("monstera-deliciosa")).toBe(0);
    expect(await orderCount()).toBe(before + 5);
    const sold = await database.db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.plantId, "monstera-deliciosa"));
    // No negative stock anywhere (the CHECK constraint would have failed the order otherwise).
    expect((await database.db.select().from(plants).where(lt(plants.stock, 0))).length).toBe(0);
    expect(sold[0]!.n).toBeGreaterThanOrEqual(5);
    // Reaching 0 (and passing through "Nur noch N") changed public pages.
    expect(announced).toContain("stock");
  });

  it("a quantity above the stock: 409 with what is left, nothing stored, other lines untouched", async () => {
    await setStock("monstera-deliciosa", 2);
    const [orders0, items0] = [await orderCount(), await itemCount()];
    const res = await post(
      body([
        { id: "pothos", quantity: 3 },
        { id: "monstera-deliciosa", quantity: 3 },
      ]),
    );
    expect(res.status).toBe(409);
    const json = await res.json();
    expect(json.error).toBe("insufficient_stock");
    expect(json.message).toContain("Von „Monstera Deliciosa“ sind nur noch 2 verfügbar.");
    expect(json.available).toEqual({ "monstera-deliciosa": 2 });
    expect([await orderCount(), await itemCount()]).toEqual([orders0, items0]);
    expect(await stockOf("monstera-deliciosa")).toBe(2);
    expect(await stockOf("pothos")).toBe(50);
    expect(announced).toEqual([]);
  });

  it("an English checkout for more than is left is refused in English, with the code and its params (#30)", async () => {
    await setStock("monstera-deliciosa", 2);
    await setStock("zz-plant", 0);
    const items = [
      { id: "monstera-deliciosa", quantity: 3 },
      { id: "zz-plant", quantity: 1 },
    ];
    // As the storefront's API client sends it, and as the /en/checkout form's action arrives.
    const viaApi = await app.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json", "X-Shop-Locale": "en" },
      body: JSON.stringify(body(items)),
    });
    const viaForm = await services.checkout.placeFromRequest(
      new Request("http://shop.test/en/checkout", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body(items)),
      }),
      undefined,
    );
    const english =
      "Only 2 of “Monstera Deliciosa” are left. “ZZ Plant – Medium” is sold out. Please adjust your cart; nothing has been ordered yet.";
    expect(viaApi.status).toBe(409);
    const json = await viaApi.json();
    expect(json).toMatchObject({ error: "insufficient_stock", message: english });
    expect(json.params.lines).toEqual([
      { id: "monstera-deliciosa", name: "Monstera Deliciosa", left: 2 },
      { id: "zz-plant", name: "ZZ Plant – Medium", left: 0 },
    ]);
    expect(viaForm.status).toBe(409);
    expect(viaForm.body).toMatchObject({ error: "insufficient_stock", message: english });
  });

  it("names every short plant at once", async () => {
    await setStock("monstera-deliciosa", 1);
    await setStock("zz-plant", 0);
    const res = await post(
      body([
        { id: "zz-plant", quantity: 1 },
        { id: "monstera-deliciosa", quantity: 2 },
      ]),
    );
    expect(res.status).toBe(409);
    const json = await res.json();
    expect(json.message).toContain("Von „Monstera Deliciosa“ ist nur noch 1 verfügbar.");
    expect(json.message).toContain("ist ausverkauft.");
    expect(json.available).toEqual({ "monstera-deliciosa": 1, "zz-plant": 0 });
  });

  it("a sold-out plant: 409, nothing stored; it stays listed with stock 0", async () => {
    await setStock("pothos", 0);
    const before = await orderCount();
    const res = await post(body([{ id: "pothos", quantity: 1 }]));
    expect(res.status).toBe(409);
    expect((await res.json()).available).toEqual({ pothos: 0 });
    expect(await orderCount()).toBe(before);
    const catalog = createLocalCatalog(database.db);
    expect((await catalog.get("pothos"))?.stock).toBe(0);
    expect((await catalog.all()).map((p) => p.id)).toContain("pothos");
  });

  it("the exact stock can be ordered; the order that leaves few announces a public change", async () => {
    await setStock("snake-plant", 7);
    const res = await post(body([{ id: "snake-plant", quantity: 2 }]));
    expect(res.status).toBe(201);
    expect(await stockOf("snake-plant")).toBe(5);
    expect(announced).toEqual(["stock"]);
    announced = [];
    await post(body([{ id: "snake-plant", quantity: 5 }]));
    expect(await stockOf("snake-plant")).toBe(0);
    expect(announced).toEqual(["stock"]);
  });

  it("an order far above the threshold does not clear the page cache", async () => {
    const res = await post(body([{ id: "peace-lily", quantity: 3 }]));
    expect(res.status).toBe(201);
    expect(await stockOf("peace-lily")).toBe(47);
    expect(announced).toEqual([]);
  });

  it("a replay of an order takes no stock twice", async () => {
    const json = body([{ id: "spider-plant", quantity: 4 }]);
    expect((await post(json)).status).toBe(201);
    expect((await post(json)).status).toBe(200);
    expect(await stockOf("spider-plant")).toBe(46);
  });

  it("an unpublished plant: not listed, found or orderable (422, nothing stored)", async () => {
    await database.db.update(plants).set({ published: false }).where(eq(plants.id, "calathea-orbifolia"));
    const catalog = createLocalCatalog(database.db);
    expect(await catalog.get("calathea-orbifolia")).toBeNull();
    expect((await catalog.all()).map((p) => p.id)).not.toContain("calathea-orbifolia");
    expect(await catalog.byIds(["calathea-orbifolia", "pothos"])).toHaveLength(1);
    const page = await catalog.query(EMPTY_QUERY, { offset: 0, limit: 50 });
    expect(page.total).toBe(7);
    expect(page.items.map((p) => p.id)).not.toContain("calathea-orbifolia");
    expect((await catalog.search("calathea", 10)).map((p) => p.id)).toEqual([]);
    expect((await services.finder.recommend({ light: "low" })).map((r) => r.plant.id)).not.toContain(
      "calathea-orbifolia",
    );
    const related = await catalog.related((await catalog.get("pothos"))!, 20);
    expect(related.map((p) => p.id)).not.toContain("calathea-orbifolia");

    const before = await orderCount();
    const res = await post(body([{ id: "calathea-orbifolia", quantity: 1 }]));
    expect(res.status).toBe(422);
    const json = await res.json();
    expect(json.error).toBe("unknown_plants");
    expect(json.message).toContain("calathea-orbifolia");
    expect(await orderCount()).toBe(before);
    expect(await stockOf("calathea-orbifolia")).toBe(50);
    // The cart's price look-up drops it, so the cart removes the line with a notice.
    const prices = await (await app.request("/api/cart/prices?id=calathea-orbifolia&id=pothos")).json();
    expect(prices.plants.map((p: { id: string }) => p.id)).toEqual(["pothos"]);
  });

  it("/api/cart/prices carries each plant's stock", async () => {
    await setStock("pothos", 3);
    const prices = await (await app.request("/api/cart/prices?id=pothos&id=zz-plant")).json();
    expect(prices.plants.map((p: { id: string; stock: number }) => [p.id, p.stock])).toEqual([
      ["pothos", 3],
      ["zz-plant", 50],
    ]);
  });

  it("returnStock puts every item of an order back", async () => {
    const res = await post(
      body([
        { id: "pothos", quantity: 4 },
        { id: "zz-plant", quantity: 1 },
      ]),
    );
    const { order } = await res.json();
    expect([await stockOf("pothos"), await stockOf("zz-plant")]).toEqual([46, 49]);
    const returned = await database.db.transaction((tx) => returnStock(tx, order.id));
    expect(returned.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: "pothos", stock: 50, returned: 4 },
      { id: "zz-plant", stock: 50, returned: 1 },
    ]);
    // Far above the threshold before and after: public pages did not change.
    announceReturned(services.publicChanges, returned);
    expect(announced).toEqual([]);
    // A sold-out plant that comes back changes them.
    announceReturned(services.publicChanges, [{ id: "pothos", stock: 1, returned: 1 }]);
    expect(announced).toEqual(["stock"]);
    expect([await stockOf("pothos"), await stockOf("zz-plant")]).toEqual([50, 50]);
    // Rolled back with its transaction like any other write.
    await database.db
      .transaction(async (tx) => {
        await returnStock(tx, order.id);
        throw new Error("cancel failed");
      })
      .catch(() => undefined);
    expect(await stockOf("pothos")).toBe(50);
    // An unknown order returns nothing.
    expect(await database.db.transaction((tx) => returnStock(tx, randomUUID()))).toEqual([]);
  });

  it("two carts with the same plants in opposite order do not deadlock", async () => {
    await database.db
      .update(plants)
      .set({ stock: 1000 })
      .where(inArray(plants.id, ["pothos", "zz-plant"]));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        Promise.resolve(
          post(
            body(
              i % 2
                ? [
                    { id: "pothos", quantity: 1 },
                    { id: "zz-plant", quantity: 1 },
                  ]
                : [
                    { id: "zz-plant", quantity: 1 },
                    { id: "pothos", quantity: 1 },
                  ],
            ),
          ),
        ).then((r) => r.status),
      ),
    );
    expect(answers.every((s) => s === 201)).toBe(true);
    expect([await stockOf("pothos"), await stockOf("zz-plant")]).toEqual([980, 980]);
  });
});
