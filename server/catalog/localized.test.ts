import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLANTS } from "../../content/catalog/plants";
import { DEFAULT_DESCRIPTION_EN, DEFAULT_LIGHT_TIPS_EN } from "../../domain/catalog/care-defaults";
import { PLANT_TEXT_KEYS } from "../../domain/catalog/plant";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import { plants } from "../db/schema";
import { seedCatalog } from "../db/seed";
import { createFinderService } from "../finder/service";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { createLocalCatalog } from "./local";

const monstera = PLANTS.find((p) => p.id === "monstera-deliciosa")!;

describe.each(TEST_DATABASES)("English plant texts (#19) on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let catalog: ReturnType<typeof createLocalCatalog>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    catalog = createLocalCatalog(database.db);
  });
  const setTexts = (id: string, textsEn: Record<string, string> | null, description?: string) =>
    database.db
      .update(plants)
      .set({ textsEn, ...(description !== undefined && { description }) })
      .where(eq(plants.id, id));

  it("every shipped plant has all its texts in English, and the English catalogue shows them", async () => {
    for (const p of PLANTS) for (const key of PLANT_TEXT_KEYS) expect(p.en[key].trim()).not.toBe("");
    const en = await catalog.localized("en").all();
    expect(en).toHaveLength(PLANTS.length);
    for (const plant of en) {
      const seed = PLANTS.find((p) => p.id === plant.id)!;
      expect(plant.untranslated).toBeUndefined();
      for (const key of PLANT_TEXT_KEYS) expect(plant[key]).toBe(seed.en[key]);
    }
    // German pages: unchanged, no marks.
    const de = await catalog.get("monstera-deliciosa");
    expect(de).toMatchObject({ description: monstera.description, waterTips: monstera.waterTips });
    expect(de?.untranslated).toBeUndefined();
    expect(catalog.localized("de")).toBe(catalog);
  });

  it("search, ids and queries answer in English too", async () => {
    const en = catalog.localized("en");
    const [found] = await en.search("monstera", 5);
    expect(found?.description).toBe(monstera.en.description);
    const [byId] = await en.byIds(["monstera-deliciosa"]);
    expect(byId?.lightTips).toBe(monstera.en.lightTips);
    const page = await en.query({ ...EMPTY_QUERY, q: "Monstera" }, { offset: 0, limit: 5 });
    expect(page.items[0]?.humidityTips).toBe(monstera.en.humidityTips);
  });

  it("the finder's recommendations come in the page's language", async () => {
    const finder = createFinderService(catalog);
    const [en] = await finder.recommend({ light: "medium", language: "en" });
    const seed = PLANTS.find((p) => p.id === en!.plant.id)!;
    expect(en!.plant.description).toBe(seed.en.description);
    const [de] = await finder.recommend({ light: "medium" });
    expect(de!.plant.description).toBe(PLANTS.find((p) => p.id === de!.plant.id)!.description);
  });

  it("a text without English shows the German one, listed as untranslated; none at all: English defaults", async () => {
    const pothos = PLANTS.find((p) => p.id === "pothos")!;
    await setTexts("pothos", { description: "Only the description is English." });
    const partial = await catalog.localized("en").get("pothos");
    expect(partial?.description).toBe("Only the description is English.");
    expect(partial?.waterTips).toBe(pothos.waterTips);
    expect(partial?.untranslated).toEqual(PLANT_TEXT_KEYS.filter((k) => k !== "description"));

    // A plant with neither German nor English tips gets the English defaults, not marked.
    await database.db
      .update(plants)
      .set({ textsEn: {}, description: "", lightTips: null })
      .where(eq(plants.id, "pothos"));
    const bare = await catalog.localized("en").get("pothos");
    expect(bare?.description).toBe(DEFAULT_DESCRIPTION_EN);
    expect(bare?.lightTips).toBe(DEFAULT_LIGHT_TIPS_EN[pothos.lightLevel]);
    expect(bare?.untranslated).not.toContain("description");
    expect(bare?.untranslated).toContain("waterTips");
    // Junk in the column (it is jsonb) counts as no English.
    await setTexts("pothos", { description: 42 } as unknown as Record<string, string>, pothos.description);
    expect((await catalog.localized("en").get("pothos"))?.description).toBe(pothos.description);
  });

  it("the seed gives a shop from before #19 our English, but not to rewritten plants or removed English", async () => {
    const fig = PLANTS.find((p) => p.id === "fiddle-leaf-fig")!;
    await setTexts("monstera-deliciosa", null); // never had English, German still ours
    await setTexts("zz-plant", null, "Eine eigene Beschreibung."); // rewritten by the merchant
    await setTexts("fiddle-leaf-fig", {}); // the merchant removed the English
    expect(await seedCatalog(database.db)).toBe(0);
    const read = async (id: string) =>
      (await database.db.select().from(plants).where(eq(plants.id, id)))[0]?.textsEn;
    const { name: _, ...texts } = monstera.en;
    expect(await read("monstera-deliciosa")).toEqual(texts);
    expect(await read("zz-plant")).toBeNull();
    expect(await read("fiddle-leaf-fig")).toEqual({});
    const en = catalog.localized("en");
    expect((await en.get("zz-plant"))?.description).toBe("Eine eigene Beschreibung.");
    expect((await en.get("fiddle-leaf-fig"))?.untranslated).toContain("description");
    expect((await en.get("fiddle-leaf-fig"))?.description).toBe(fig.description);
  });
});
