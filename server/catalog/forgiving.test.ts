import { describe, expect, it } from "vitest";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { forgivingSearch } from "./forgiving";
import { createLocalCatalog } from "./local";

describe.each(TEST_DATABASES)("forgiving search over the local catalogue on $name (issue #32)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let catalog: ReturnType<typeof forgivingSearch>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    catalog = forgivingSearch(createLocalCatalog(database.db));
  });

  const ids = async (q: string, extra = {}) =>
    (await catalog.query({ ...EMPTY_QUERY, q, ...extra }, { offset: 0, limit: 20 })).items.map((p) => p.id);

  it("the shop list finds written-out umlauts, typos and everyday words, with the other filters kept", async () => {
    expect(await ids("Gluecksfeder")).toEqual(["zz-plant"]);
    expect(await ids("monstra")).toEqual(["monstera-deliciosa"]);
    expect((await ids("schatten")).sort()).toEqual(["snake-plant", "zz-plant"]);
    expect(await ids("katze")).toContain("calathea-orbifolia");
    // Filters still narrow: shade plants that need much water – none.
    expect(await ids("schatten", { water: ["high"] })).toEqual([]);
    // The exact search still answers first and alone.
    expect(await ids("Monstera")).toEqual(["monstera-deliciosa"]);
  });

  it("the header search and the English view forgive too", async () => {
    expect((await catalog.search("Bogenhnaf", 5)).map((p) => p.id)).toEqual(["snake-plant"]);
    expect((await catalog.localized("en").search("Gluecksfeder", 5)).map((p) => p.id)).toEqual(["zz-plant"]);
  });

  it("names the closest plants when nothing matches", async () => {
    // „monsterblatt“ finds the Monstera itself since #46 (two letters off its other name „Fensterblatt“).
    expect(await ids("Monstrosa")).toEqual([]);
    expect((await catalog.closest("Monstrosa", 3))[0]?.id).toBe("monstera-deliciosa");
  });
});
