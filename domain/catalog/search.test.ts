import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Plant } from "./plant";
import {
  applyQuery,
  EMPTY_QUERY,
  matchesCategory,
  matchesHeaderSearch,
  matchesShopSearch,
  searchMeanings,
} from "./search";

const plant = (over: Partial<Plant>): Plant =>
  ({
    id: "p",
    name: "Monstera Deliciosa",
    botanicalName: "Monstera deliciosa",
    priceCents: 2999,
    categories: ["popular", "air-purifying"],
    lightLevel: "medium",
    waterLevel: "medium",
    petFriendly: false,
    ...over,
  }) as Plant;

describe("shop search (spec §5)", () => {
  it.each([
    ["monstera", true],
    ["DELICIOSA", true],
    ["stera del", true],
    ["  ", true],
    ["popular", false],
    ["ficus", false],
  ])("%j matches: %s", (q, expected) => {
    expect(matchesShopSearch(plant({}), q)).toBe(expected);
  });
  it("searches the name in the other language too (#32), wherever the page's own name is", () => {
    const german = plant({ name: "Bogenhanf", alternateName: "Snake Plant", botanicalName: "Dracaena" });
    const english = plant({ name: "Snake Plant", alternateName: "Bogenhanf", botanicalName: "Dracaena" });
    for (const p of [german, english]) {
      expect(matchesShopSearch(p, "snake plant")).toBe(true);
      expect(matchesShopSearch(p, "bogenhanf")).toBe(true);
      expect(matchesHeaderSearch(p, "SNAKE")).toBe(true);
      expect(matchesHeaderSearch(p, "hanf")).toBe(true);
      expect(matchesShopSearch(p, "pothos")).toBe(false);
    }
    expect(matchesShopSearch(plant({ name: "Bogenhanf" }), "snake")).toBe(false);
  });
  it("searches the botanical name too", () => {
    expect(
      matchesShopSearch(plant({ name: "Bogenhanf", botanicalName: "Dracaena trifasciata" }), "dracaena"),
    ).toBe(true);
  });
});

describe("category filter (spec §5)", () => {
  it.each([
    ["all", true],
    ["", true],
    [null, true],
    ["Popular", true],
    ["pet-friendly", false],
    ["air", false],
  ])("%j matches: %s", (c, expected) => {
    expect(matchesCategory(plant({}), c)).toBe(expected);
  });
});

describe("header search (spec §5)", () => {
  it.each([
    ["", false],
    ["   ", false],
    ["monstera", true],
    ["deliciosa", true],
    ["air", true],
    ["hanging", false],
  ])("%j matches: %s", (q, expected) => {
    expect(matchesHeaderSearch(plant({}), q)).toBe(expected);
  });
  it.each([
    ["katze", { categories: ["pet-friendly"], petFriendly: true, lights: [] }],
    ["Hund", { categories: ["pet-friendly"], petFriendly: true, lights: [] }],
    ["katzenfreundliche Pflanzen", { categories: ["pet-friendly"], petFriendly: true, lights: [] }],
    ["tierfreundlich", { categories: ["pet-friendly"], petFriendly: true, lights: [] }],
    ["pflegeleicht", { categories: ["low-maintenance"], petFriendly: false, lights: [] }],
    ["pfleg", { categories: ["low-maintenance"], petFriendly: false, lights: [] }],
    ["pf", { categories: [], petFriendly: false, lights: [] }],
    ["monstera", { categories: [], petFriendly: false, lights: [] }],
    // Issue #32: light words ask for the plants of that light.
    ["schatten", { categories: [], petFriendly: false, lights: ["low"] }],
    ["sonniges Südfenster", { categories: [], petFriendly: false, lights: ["high"] }],
  ])("German words: %j means %j", (q, meaning) => {
    expect(searchMeanings(q)).toEqual(meaning);
  });
  it("German words find the plants they mean (issue #18)", () => {
    const cat = plant({ categories: ["pet-friendly", "hanging"], petFriendly: true });
    const flagOnly = plant({ categories: ["hanging"], petFriendly: true });
    const easy = plant({ categories: ["low-maintenance"] });
    for (const q of ["katze", "hund", "tierfreundlich", "Katzen"]) {
      expect(matchesHeaderSearch(cat, q)).toBe(true);
      expect(matchesHeaderSearch(flagOnly, q)).toBe(true);
      expect(matchesHeaderSearch(easy, q)).toBe(false);
    }
    expect(matchesHeaderSearch(easy, "pflegeleicht")).toBe(true);
    expect(matchesHeaderSearch(cat, "pflegeleicht")).toBe(false);
    expect(matchesHeaderSearch(plant({}), "luftreinigend")).toBe(true);
  });
  it("English words find them too, as whole words (issue #19)", () => {
    const cat = plant({ categories: ["pet-friendly", "hanging"], petFriendly: true });
    const easy = plant({ categories: ["low-maintenance"] });
    for (const q of ["pet", "Pets", "cat", "dog", "pet-friendly plants", "pet safe"]) {
      expect(matchesHeaderSearch(cat, q), q).toBe(true);
      expect(matchesHeaderSearch(easy, q), q).toBe(false);
    }
    expect(matchesHeaderSearch(easy, "easy care")).toBe(true);
    expect(matchesHeaderSearch(cat, "trailing")).toBe(true);
    // Not inside other words: "Peter", "Katalog" and "dogma" mean nothing.
    for (const q of ["peter", "catalog", "dogma"])
      expect(searchMeanings(q), q).toEqual({ categories: [], petFriendly: false, lights: [] });
  });
  it("never throws and a blank query never matches", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.string()), fc.string(), (name, bot, cats, q) => {
        const p = plant({ name, botanicalName: bot, categories: cats });
        const r = matchesHeaderSearch(p, q);
        if (!q.trim()) expect(r).toBe(false);
      }),
    );
  });
});

describe("filters and sorting", () => {
  const list = [
    plant({ id: "a", name: "A", priceCents: 3000, lightLevel: "low", petFriendly: true, popularity: "new" }),
    plant({
      id: "b",
      name: "B",
      priceCents: 1000,
      lightLevel: "high",
      waterLevel: "low",
      popularity: "bestseller",
    }),
    plant({ id: "c", name: "C", priceCents: 2000, lightLevel: "medium" }),
  ];
  const ids = (q: Partial<typeof EMPTY_QUERY>) => applyQuery(list, { ...EMPTY_QUERY, ...q }).map((p) => p.id);
  it("filters by light, water, pets and price", () => {
    expect(ids({ light: ["low", "high"] })).toEqual(["a", "b"]);
    expect(ids({ water: ["low"] })).toEqual(["b"]);
    expect(ids({ petFriendly: true })).toEqual(["a"]);
    expect(ids({ minPriceCents: 1500, maxPriceCents: 2500 })).toEqual(["c"]);
  });
  it("sorts", () => {
    expect(ids({})).toEqual(["a", "b", "c"]);
    expect(ids({ sort: "price-asc" })).toEqual(["b", "c", "a"]);
    expect(ids({ sort: "price-desc" })).toEqual(["a", "c", "b"]);
    expect(ids({ sort: "popular" })).toEqual(["b", "a", "c"]);
  });
});
