import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLANTS } from "../../content/catalog/plants";
import { createLocalCatalog } from "../catalog/local";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { seedCatalog } from "./seed";

const EXPECTED_PRICES: Record<string, number> = {
  "monstera-deliciosa": 2999,
  "peace-lily": 2499,
  "snake-plant": 1999,
  "fiddle-leaf-fig": 3999,
  "zz-plant": 2299,
  pothos: 1899,
  "calathea-orbifolia": 2899,
  "spider-plant": 1599,
};

describe.each(TEST_DATABASES)("database on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, {}, (opened) => {
    database = opened;
  });

  it("holds the 8 plants of the local catalogue with their exact prices", async () => {
    const plants = await createLocalCatalog(database.db).all();
    expect(Object.fromEntries(plants.map((p) => [p.id, p.priceCents]))).toEqual(EXPECTED_PRICES);
  });

  it("keeps every plant's own illustration and details", async () => {
    const catalog = createLocalCatalog(database.db);
    for (const seed of PLANTS) {
      const p = await catalog.get(seed.id);
      expect(p?.imageUrl).toBe(`/plants/${seed.id}.svg`);
      expect(p?.additionalImages?.length).toBeGreaterThan(0);
      expect(p?.description.length).toBeGreaterThan(20);
      expect(p?.lightTips && p.waterTips && p.humidityTips && p.temperatureTips).toBeTruthy();
    }
  });

  it("maps provider ids only for monstera, peace lily and snake plant", async () => {
    const mapped = (await createLocalCatalog(database.db).all()).filter((p) => p.shopifyProductId);
    expect(mapped.map((p) => p.id).sort()).toEqual(["monstera-deliciosa", "peace-lily", "snake-plant"]);
  });

  it("seeding again adds nothing and keeps an owner's edits", async () => {
    await database.db.execute(sql`update plants set name = 'Edited' where id = 'pothos'`);
    expect(await seedCatalog(database.db)).toBe(0);
    expect((await createLocalCatalog(database.db).get("pothos"))?.name).toBe("Edited");
  });

  it("running the migrations twice is harmless", async () => {
    await database.migrate();
    expect((await createLocalCatalog(database.db).all()).length).toBe(8);
  });

  it("returns null for an unknown plant", async () => {
    expect(await createLocalCatalog(database.db).get("does-not-exist")).toBeNull();
  });

  it("refuses a negative price", async () => {
    await expect(
      database.db.execute(sql`update plants set price_cents = -1 where id = 'pothos'`),
    ).rejects.toThrow();
  });
});
