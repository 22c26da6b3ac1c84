import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PLANTS } from "../../content/catalog/plants";
import { EMPTY_QUERY, matchesShopSearch } from "../../domain/catalog/search";
import { plants } from "../db/schema";
import type { AccountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import type { Catalog } from "./catalog";
import { type ForgivingCatalog, forgivingSearch } from "./forgiving";
import { createLocalCatalog } from "./local";

/**
 * Issue #46 §3: „Sansevieria“ found nothing in either language, and „Vielleicht suchst du“ offered the
 * bestsellers. Every garden centre still labels the snake plant Sansevieria: a plant's former botanical
 * names and trade names are searched like its names, and a miss suggests the nearest names only.
 */
describe.each(TEST_DATABASES)("a plant's other names (#46 §3) on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let catalog: ForgivingCatalog;
  let t: AccountsApp;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    catalog = forgivingSearch(createLocalCatalog(database.db));
    t = app();
  });
  const ids = async (c: Catalog, q: string) =>
    (await c.query({ ...EMPTY_QUERY, q }, { offset: 0, limit: 24 })).items.map((p) => p.id);

  it("the seeded catalogue keeps each plant's other names; the storefront's plant carries them", async () => {
    const [row] = await database.db.select().from(plants).where(eq(plants.id, "snake-plant"));
    expect(row?.synonyms).toEqual(
      expect.arrayContaining(["Sansevieria", "Sansevieria trifasciata", "Schwiegermutterzunge"]),
    );
    for (const p of PLANTS) expect(p.synonyms.length, p.id).toBeGreaterThan(0);
    expect((await catalog.get("snake-plant"))?.synonyms).toEqual(row?.synonyms);
  });

  it("q=Sansevieria lists the snake plant on German and English pages, by any case or part", async () => {
    const en = catalog.localized("en");
    for (const q of ["Sansevieria", "sansevieria", "SANSEVIERIA TRIFASCIATA", "Schwiegermutterzunge"]) {
      expect(await ids(catalog, q), `/shop?q=${q}`).toEqual(["snake-plant"]);
      expect(await ids(en, q), `/en/shop?q=${q}`).toEqual(["snake-plant"]);
    }
    const [snake] = (await en.query({ ...EMPTY_QUERY, q: "Sansevieria" }, { offset: 0, limit: 24 })).items;
    expect(snake?.name).toBe("Snake Plant");
    // Former botanical names of the others, and an English trade name on the German page.
    expect(await ids(catalog, "Scindapsus")).toEqual(["pothos"]);
    expect(await ids(catalog, "Calathea orbifolia")).toEqual(["calathea-orbifolia"]);
    expect(await ids(catalog, "Mother-in-law")).toEqual(["snake-plant"]);
    expect(await ids(en, "Fensterblatt")).toEqual(["monstera-deliciosa"]);
    // The database's rule and the in-memory one (Shopify, fallback) agree.
    const all = await catalog.all();
    for (const q of ["Sansevieria", "Scindapsus", "Zanzibar", "tongue"])
      expect(await ids(catalog, q)).toEqual(all.filter((p) => matchesShopSearch(p, q)).map((p) => p.id));
  });

  it("the header search API answers q=Sansevieria with the snake plant in both languages", async () => {
    const de = await (await t.request("/api/plants/search?q=Sansevieria")).json();
    expect(de.plants.map((p: { name: string }) => p.name)).toEqual(["Bogenhanf"]);
    const en = await (await t.request("/api/plants/search?q=Sansevieria&lang=en")).json();
    expect(en.plants.map((p: { name: string }) => p.name)).toEqual(["Snake Plant"]);
    // The database's exact rule: one other name contains the text, not a span across two of them.
    expect(await ids(createLocalCatalog(database.db), "trifasciata\nSchwiegermutter")).toEqual([]);
  });

  it("a typo in an other name is forgiven; a miss suggests only the nearest names, never the bestsellers", async () => {
    expect(await ids(catalog, "Schwiegermuterzunge")).toEqual(["snake-plant"]);
    expect(await ids(catalog.localized("en"), "Sanseveria")).toEqual(["snake-plant"]);
    // Three letters off: nothing found, Monstera nearest – and only it.
    expect(await ids(catalog, "Monstrosa")).toEqual([]);
    expect((await catalog.closest("Monstrosa", 4)).map((p) => p.id)).toEqual(["monstera-deliciosa"]);
    expect((await catalog.localized("en").closest("Monstrosa", 4)).map((p) => p.name)).toEqual([
      "Monstera Deliciosa",
    ]);
    expect((await catalog.closest("Sansevirea trifasiata", 4)).map((p) => p.id)).toEqual(["snake-plant"]);
    // Near no plant: no suggestions rather than unrelated ones.
    expect(await catalog.closest("Tomate", 4)).toEqual([]);
    expect(await catalog.closest("Kaktus", 4)).toEqual([]);
  });

  it("a plant's other names edited in the database are searched at once; removed ones no more", async () => {
    await database.db
      .update(plants)
      .set({ synonyms: ["Viper's Bowstring Hemp"] })
      .where(eq(plants.id, "snake-plant"));
    try {
      expect(await ids(catalog, "bowstring")).toEqual(["snake-plant"]);
      expect(await ids(catalog, "Sansevieria")).toEqual([]);
    } finally {
      const seed = PLANTS.find((p) => p.id === "snake-plant")!;
      await database.db.update(plants).set({ synonyms: seed.synonyms }).where(eq(plants.id, "snake-plant"));
    }
  });
});
