import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import { createApp } from "../app";
import { createLocalCatalog } from "../catalog/local";
import { loadConfig } from "../config";
import { orderItems, plants, stockJournal } from "../db/schema";
import { createServices, type Services } from "../services";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { returnStock } from "./stock";

/** Plants in several sizes (#43 §1): each size a unit of sale with its own price and stock. */
const SHIPPING = { firstName: "Greta", lastName: "Größe", email: "greta@example.de", ...TEST_ADDRESS };
const body = (items: { id: string; quantity: number; size?: string }[]) => ({
  items,
  shipping: SHIPPING,
  idempotencyKey: randomUUID(),
});

describe.each(TEST_DATABASES)("plant sizes on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  const post = (json: unknown, lang = "de") =>
    app.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-locale": lang },
      body: JSON.stringify(json),
    });
  const stockOf = async (id: string) =>
    (await database.db.select({ s: plants.stock }).from(plants).where(eq(plants.id, id)))[0]!.s;

  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    services = createServices(loadConfig({ ORDER_RATE_LIMIT_MAX: "100000" }), database);
    app = createApp({ services });
  });
  beforeEach(async () => {
    await database.db.update(plants).set({ stock: 50, published: true });
  });

  it("the shop lists each plant once, with its sizes smallest first and the spec's price on its own size", async () => {
    const catalog = createLocalCatalog(database.db);
    const all = await catalog.all();
    expect(all).toHaveLength(8);
    expect(all.some((p) => p.sizeOf)).toBe(false);
    const lily = all.find((p) => p.id === "peace-lily")!;
    expect(lily.priceCents).toBe(2499);
    expect(lily.sizes?.map((s) => [s.id, s.size, s.priceCents, s.potDiameter])).toEqual([
      ["peace-lily-klein", "small", 1499, "12 cm"],
      ["peace-lily", "medium", 2499, "17 cm"],
      ["peace-lily-gross", "large", 3999, "21 cm"],
    ]);
    expect(all.find((p) => p.id === "monstera-deliciosa")!.sizes).toBeUndefined();
    const page = await catalog.query(EMPTY_QUERY, { offset: 0, limit: 50 });
    expect(page.total).toBe(8);
    expect(await catalog.get("peace-lily-gross")).toBeNull();
    expect((await catalog.search("Einblatt", 10)).map((p) => p.id)).toEqual(["peace-lily"]);
    // English pages: the size's measures as written in English.
    const en = await catalog.localized("en").get("snake-plant");
    expect(en!.sizes!.find((s) => s.size === "small")!.weight).toBe("0.8–1 kg");
  });

  it("a size's id is its plant as that size; an unpublished plant takes its sizes off sale", async () => {
    const catalog = createLocalCatalog(database.db);
    const [large] = await catalog.byIds(["peace-lily-gross"]);
    expect(large).toMatchObject({
      id: "peace-lily-gross",
      sizeOf: "peace-lily",
      name: "Einblatt (Friedenslilie)",
      size: "large",
      priceCents: 3999,
      height: "70–80 cm",
      stock: 50,
    });
    expect(large!.sizes).toHaveLength(3);
    await database.db.update(plants).set({ published: false }).where(eq(plants.id, "peace-lily"));
    expect(await catalog.byIds(["peace-lily-gross", "peace-lily"])).toEqual([]);
  });

  it("an order by plant and size sells that size: its price, its stock, its journal, the size in the line's name", async () => {
    const res = await post(
      body([
        { id: "peace-lily", size: "large", quantity: 2 },
        { id: "peace-lily", quantity: 1 },
        { id: "monstera-deliciosa", quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order.subtotalCents).toBe(2 * 3999 + 2499 + 2999);
    expect(await stockOf("peace-lily-gross")).toBe(48);
    expect(await stockOf("peace-lily")).toBe(49);
    expect(await stockOf("peace-lily-klein")).toBe(50);
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((l) => [l.plantId, l.name, l.nameEn, l.size, l.priceCents]).sort()).toEqual(
      [
        ["monstera-deliciosa", "Monstera Deliciosa", null, "large", 2999],
        ["peace-lily", "Einblatt (Friedenslilie) – Mittel", "Peace Lily – Medium", "medium", 2499],
        ["peace-lily-gross", "Einblatt (Friedenslilie) – Groß", "Peace Lily – Large", "large", 3999],
      ].sort(),
    );
    const journal = await database.db
      .select()
      .from(stockJournal)
      .where(and(eq(stockJournal.orderId, order.id), eq(stockJournal.plantId, "peace-lily-gross")));
    expect(journal.map((j) => [j.delta, j.stockAfter])).toEqual([[-2, 48]]);
    // A cancellation gives each size back its own units.
    await database.db.transaction((tx) => returnStock(tx, order.id));
    expect(await stockOf("peace-lily-gross")).toBe(50);
    expect(await stockOf("peace-lily")).toBe(50);
  });

  it("the same order by the size's own id is the same unit of sale, and a retry with sizes replays", async () => {
    const request = body([{ id: "snake-plant", size: "small", quantity: 1 }]);
    const first = await post(request);
    expect(first.status).toBe(201);
    const again = await post(request);
    expect(again.status).toBe(200);
    expect((await again.json()).order.id).toBe((await first.json()).order.id);
    const direct = await post(body([{ id: "snake-plant-klein", quantity: 1 }]));
    expect((await direct.json()).order.subtotalCents).toBe(1299);
    expect(await stockOf("snake-plant-klein")).toBe(48);
  });

  it("a size the plant is not offered in is refused in the page's language, and nothing is ordered", async () => {
    const de = await post(body([{ id: "zz-plant", size: "small", quantity: 1 }]));
    expect(de.status).toBe(422);
    expect(await de.json()).toMatchObject({
      error: "size_not_offered",
      message: "Glücksfeder (ZZ-Pflanze) gibt es nicht in der Größe „Klein“. Bitte wähle eine andere Größe.",
    });
    const en = await post(body([{ id: "zz-plant", size: "small", quantity: 1 }]), "en");
    expect((await en.json()).message).toBe(
      "Glücksfeder (ZZ-Pflanze) is not offered in the size “Small”. Please choose another size.",
    );
    const bad = await post(body([{ id: "zz-plant", size: "huge", quantity: 1 }]));
    expect(bad.status).toBe(400);
    const twice = await post(
      body([
        { id: "zz-plant", size: "large", quantity: 1 },
        { id: "zz-plant-gross", quantity: 1 },
      ]),
    );
    expect(twice.status).toBe(400);
    expect(await stockOf("zz-plant-gross")).toBe(50);
  });

  it("a shortage names the size in the order's language; the staff's stock stays German", async () => {
    await database.db.update(plants).set({ stock: 2 }).where(eq(plants.id, "peace-lily-gross"));
    const order = body([{ id: "peace-lily", size: "large", quantity: 3 }]);
    const en = await post(order, "en");
    expect(en.status).toBe(409);
    const answer = await en.json();
    expect(answer).toMatchObject({ error: "insufficient_stock", available: { "peace-lily-gross": 2 } });
    expect(answer.message).toContain("Peace Lily – Large");
    expect(answer.message).not.toContain("Einblatt");
    const de = await post({ ...order, idempotencyKey: randomUUID() });
    expect((await de.json()).message).toContain("Einblatt (Friedenslilie) – Groß");
    expect(await stockOf("peace-lily-gross")).toBe(2);
  });

  it("parallel buyers of a size's last units: it is never oversold, and the other sizes are untouched", async () => {
    await database.db.update(plants).set({ stock: 3 }).where(eq(plants.id, "snake-plant-gross"));
    const answers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const res = await post(body([{ id: "snake-plant", size: "large", quantity: 1 }]));
        return res.status;
      }),
    );
    expect(answers.filter((s) => s === 201)).toHaveLength(3);
    expect(answers.filter((s) => s === 409)).toHaveLength(9);
    expect(await stockOf("snake-plant-gross")).toBe(0);
    expect(await stockOf("snake-plant")).toBe(50);
    const refused = await post(body([{ id: "snake-plant", size: "large", quantity: 1 }]));
    expect((await refused.json()).message).toContain("„Bogenhanf – Groß“ ist ausverkauft.");
  });
});
