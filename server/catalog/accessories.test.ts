import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCESSORIES } from "../../content/catalog/accessories";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { orderItems, plants } from "../db/schema";
import { seedCatalog } from "../db/seed";
import { createOrderService } from "../orders/order-service";
import { createPublicChanges } from "../public-changes";
import { createServices } from "../services";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { createLocalCatalog } from "./local";

/**
 * #43 §1: the shipped pots and fertiliser. They are sold (orderable, a page of their own, 19 % VAT) and
 * offered beside the plants that name them („Dazu passt“) and by the cart, but are no plants: not
 * listed, searched or recommended.
 */
describe.each(TEST_DATABASES)("accessories on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let app: ReturnType<typeof createApp>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    app = createApp({ services: createServices(loadConfig({}), database) });
  });
  const catalog = () => createLocalCatalog(database.db);

  it("a new shop has two pots and a fertiliser, at 19 %, cheapest first", async () => {
    const list = await catalog().accessories();
    expect(list.map((p) => [p.id, p.priceCents, p.vatRate, p.kind])).toEqual([
      ["gruenpflanzen-duenger", 699, 19, "accessory"],
      ["uebertopf-terrakotta-14", 1299, 19, "accessory"],
      ["uebertopf-keramik-salbei-19", 2499, 19, "accessory"],
    ]);
    expect(list.filter((p) => p.name.startsWith("Übertopf"))).toHaveLength(2);
  });

  it("are not among the plants the shop lists, searches or recommends", async () => {
    const ids = new Set(ACCESSORIES.map((a) => a.id));
    const c = catalog();
    expect((await c.all()).some((p) => ids.has(p.id))).toBe(false);
    const page = await c.query({ ...EMPTY_QUERY, q: "Übertopf" }, { offset: 0, limit: 50 });
    expect(page).toEqual({ items: [], total: 0 });
    expect(await c.search("Dünger", 10)).toEqual([]);
    const monstera = (await c.get("monstera-deliciosa"))!;
    expect((await c.related(monstera, 20)).some((p) => ids.has(p.id))).toBe(false);
  });

  it("have a page and can be ordered; a plant names its matching ones", async () => {
    const c = catalog();
    const pot = await c.get("uebertopf-keramik-salbei-19");
    expect(pot).toMatchObject({ kind: "accessory", potDiameter: "19 cm", size: "small" });
    expect((await c.get("peace-lily"))?.matching).toEqual([
      "uebertopf-keramik-salbei-19",
      "gruenpflanzen-duenger",
    ]);
    expect((await c.byIds(["gruenpflanzen-duenger"])).map((p) => p.id)).toEqual(["gruenpflanzen-duenger"]);
  });

  it("English pages name them in English", async () => {
    const res = await app.request("/api/plants/accessories?lang=en");
    expect(res.status).toBe(200);
    const { plants: list } = (await res.json()) as { plants: { id: string; name: string }[] };
    expect(list.map((p) => p.name)).toEqual([
      "Houseplant fertiliser, 250 ml",
      "Terracotta cachepot, 14 cm",
      "Sage ceramic cachepot, 19 cm",
    ]);
  });

  it("an order with a plant and its pot keeps each line's rate", async () => {
    const service = createOrderService({
      publicChanges: createPublicChanges(),
      db: database.db,
      catalog: catalog(),
      config: loadConfig({}),
    });
    const r = await service.place(
      {
        items: [
          { id: "peace-lily", quantity: 1 },
          { id: "uebertopf-keramik-salbei-19", quantity: 1 },
        ],
        shipping: { firstName: "Lena", lastName: "Vogt", email: "lena@example.de", ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
      },
      { userId: null },
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.orderId, r.order.id));
    expect(lines.map((l) => [l.plantId, l.vatRate]).sort()).toEqual([
      ["peace-lily", 7],
      ["uebertopf-keramik-salbei-19", 19],
    ]);
  });

  it("seeding again adds nothing twice and keeps a merchant's own choice of matching products", async () => {
    await database.db.update(plants).set({ matching: [] }).where(eq(plants.id, "pothos"));
    await seedCatalog(database.db);
    const [pothos] = await database.db.select().from(plants).where(eq(plants.id, "pothos"));
    expect(pothos?.matching).toEqual([]);
    const [lily] = await database.db.select().from(plants).where(eq(plants.id, "peace-lily"));
    expect(lily?.matching).toEqual(["uebertopf-keramik-salbei-19", "gruenpflanzen-duenger"]);
  });
});
