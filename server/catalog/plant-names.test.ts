import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLANTS } from "../../content/catalog/plants";
import { EMPTY_QUERY, type ShopQuery } from "../../domain/catalog/search";
import { plantListSchema } from "../../domain/contracts/catalog";
import { plants } from "../db/schema";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import type { Catalog } from "./catalog";
import { type ForgivingCatalog, forgivingSearch } from "./forgiving";
import { createLocalCatalog } from "./local";

/** Issue #32 point 1: every plant has an English name, shown on /en; both languages search both names. */
describe.each(TEST_DATABASES)("English plant names (#32) on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let catalog: ForgivingCatalog;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    catalog = forgivingSearch(createLocalCatalog(database.db));
  });

  const list = async (c: Catalog, q: string, extra: Partial<ShopQuery> = {}) =>
    (await c.query({ ...EMPTY_QUERY, q, ...extra }, { offset: 0, limit: 20 })).items;
  const ids = async (c: Catalog, q: string, extra: Partial<ShopQuery> = {}) =>
    (await list(c, q, extra)).map((p) => p.id).sort();
  const searched = async (c: Catalog, q: string) => (await c.search(q, 20)).map((p) => p.id).sort();

  it("every shipped plant has an English name; English pages show it, German pages keep the German one", async () => {
    for (const p of PLANTS) expect(p.en.name.trim()).not.toBe("");
    const en = await catalog.localized("en").all();
    expect(en.map((p) => p.name)).toEqual(PLANTS.map((p) => p.en.name));
    const snake = en.find((p) => p.id === "snake-plant")!;
    expect(snake).toMatchObject({ name: "Snake Plant", alternateName: "Bogenhanf" });
    expect(snake.untranslated).toBeUndefined();
    const de = await catalog.get("snake-plant");
    expect(de).toMatchObject({ name: "Bogenhanf", alternateName: "Snake Plant" });
    // A name the same in both languages is no alternate name.
    expect((await catalog.get("monstera-deliciosa"))?.alternateName).toBeUndefined();
  });

  it("the shop list finds a plant by its German, English and botanical name in both languages", async () => {
    const en = catalog.localized("en");
    const [snake] = await list(en, "snake plant");
    expect(snake).toMatchObject({ id: "snake-plant", name: "Snake Plant" });
    for (const [q, id] of [
      ["peace lily", "peace-lily"],
      ["pothos", "pothos"],
      ["zz plant", "zz-plant"],
      ["fiddle", "fiddle-leaf-fig"],
      ["Bogenhanf", "snake-plant"],
      ["Dracaena trifasciata", "snake-plant"],
    ] as const) {
      expect(await ids(en, q), `/en/shop?q=${q}`).toEqual([id]);
      expect(await ids(catalog, q), `/shop?q=${q}`).toEqual([id]);
    }
    const [pothos] = await list(catalog, "pothos");
    expect(pothos?.name).toBe("Efeutute");
    // Filters still narrow an English name: the snake plant needs little water.
    expect(await ids(en, "snake plant", { water: ["high"] })).toEqual([]);
  });

  it("the header search finds both names, the botanical name and the categories' words in both languages", async () => {
    for (const c of [catalog, catalog.localized("en")]) {
      expect(await searched(c, "snake")).toEqual(["snake-plant"]);
      expect(await searched(c, "efeutute")).toEqual(["pothos"]);
      expect(await searched(c, "Epipremnum")).toEqual(["pothos"]);
      expect(await searched(c, "hanging")).toEqual(["pothos", "spider-plant"]);
    }
    expect((await catalog.localized("en").search("peace lily", 5))[0]?.name).toBe("Peace Lily");
  });

  it("forgives a typo in an English name on German pages and a German one on English pages", async () => {
    expect(await ids(catalog, "snake plnt")).toEqual(["snake-plant"]);
    expect(await searched(catalog.localized("en"), "Efeutte")).toEqual(["pothos"]);
    expect((await catalog.closest("fidle leaf", 1))[0]?.id).toBe("fiddle-leaf-fig");
  });

  it("sorts by the name the page shows", async () => {
    const byName = async (c: Catalog) => (await list(c, "", { sort: "name" })).map((p) => p.name);
    const en = await byName(catalog.localized("en"));
    expect(en).toEqual([...en].sort((a, b) => a.localeCompare(b, "en")));
    expect(en[0]).toBe("Calathea Orbifolia");
    expect((await byName(catalog))[0]).toBe("Bogenhanf");
  });

  it("a plant without English name shows its German name on English pages, marked as untranslated", async () => {
    // Its other names (#46) too: "Golden Pothos" would find it by "pothos" still.
    const [{ synonyms } = { synonyms: [] }] = await database.db
      .select({ synonyms: plants.synonyms })
      .from(plants)
      .where(eq(plants.id, "pothos"));
    await database.db.update(plants).set({ nameEn: null, synonyms: [] }).where(eq(plants.id, "pothos"));
    try {
      const en = catalog.localized("en");
      const pothos = await en.get("pothos");
      expect(pothos).toMatchObject({ name: "Efeutute" });
      expect(pothos?.alternateName).toBeUndefined();
      expect(pothos?.untranslated).toEqual(["name"]);
      // The browser's contract takes such a plant whole (the search dialog, saved plants).
      expect(plantListSchema.parse({ plants: [pothos] }).plants[0]).toEqual(pothos);
      const snake = await en.get("snake-plant");
      expect(plantListSchema.parse({ plants: [snake] }).plants[0]?.alternateName).toBe("Bogenhanf");
      expect(await ids(en, "Efeutute")).toEqual(["pothos"]);
      expect(await ids(en, "pothos")).toEqual([]);
    } finally {
      await database.db.update(plants).set({ nameEn: "Pothos", synonyms }).where(eq(plants.id, "pothos"));
    }
  });
});
