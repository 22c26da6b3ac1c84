import { describe, expect, it } from "vitest";
import {
  closeness,
  closestPlants,
  editDistance,
  foldText,
  forgivingMatch,
  NEAR_ENOUGH,
  nameNearness,
  trigramSimilarity,
} from "./forgiving-search";
import type { LightLevel, Plant } from "./plant";
import { matchesHeaderSearch, matchesShopSearch } from "./search";

const plant = (
  id: string,
  name: string,
  botanicalName: string,
  lightLevel: LightLevel,
  extra: Partial<Plant> = {},
) => ({ id, name, botanicalName, lightLevel, categories: [], petFriendly: false, ...extra }) as Plant;

/** The local catalogue's names (content/catalog/plants.ts). */
const CATALOGUE = [
  plant("monstera-deliciosa", "Monstera Deliciosa", "Monstera deliciosa", "medium"),
  plant("zz-plant", "Glücksfeder (ZZ-Pflanze)", "Zamioculcas zamiifolia", "low", {
    categories: ["low-maintenance"],
  }),
  plant("snake-plant", "Bogenhanf", "Dracaena trifasciata", "low"),
  plant("calathea-orbifolia", "Calathea Orbifolia", "Goeppertia orbifolia", "medium", {
    categories: ["pet-friendly"],
    petFriendly: true,
  }),
  plant("fiddle-leaf-fig", "Geigenfeige", "Ficus lyrata", "high"),
];
const found = (q: string) => CATALOGUE.filter((p) => forgivingMatch(p, q)).map((p) => p.id);

describe("search that forgives what customers type (issue #32)", () => {
  it("forgives typos in the name of the other language too (#32)", () => {
    const snake = plant("snake-plant", "Bogenhanf", "Dracaena trifasciata", "low", {
      alternateName: "Snake Plant",
    });
    expect(forgivingMatch(snake, "snake plnt")).toBe(true);
    expect(forgivingMatch({ ...snake, name: "Snake Plant", alternateName: "Bogenhanf" }, "bogenhnaf")).toBe(
      true,
    );
    expect(forgivingMatch(plant("snake-plant", "Bogenhanf", "Dracaena", "low"), "snake plnt")).toBe(false);
    expect(closestPlants([...CATALOGUE, snake], "snaek", 1)[0]).toBe(snake);
  });

  it("folds umlauts and ß both ways", () => {
    expect(foldText("Glücksfeder")).toBe("gluecksfeder");
    expect(foldText("Straße")).toBe("strasse");
    expect(found("Gluecksfeder")).toEqual(["zz-plant"]);
    expect(found("glücksfeder")).toEqual(["zz-plant"]);
    expect(found("Glucksfeder")).toEqual(["zz-plant"]);
  });

  it("forgives one typo in a word, two in a long one, none in a short one", () => {
    expect(editDistance("monstra", "monstera")).toBe(1);
    expect(editDistance("geigenfiege", "geigenfeige")).toBe(1);
    expect(found("monstra")).toEqual(["monstera-deliciosa"]);
    expect(found("bogenhnaf")).toEqual(["snake-plant"]);
    expect(found("calatea orbifolia")).toEqual(["calathea-orbifolia"]);
    expect(found("zz")).toEqual(["zz-plant"]);
    expect(found("xy")).toEqual([]);
  });

  it("maps everyday words to categories, pets and light", () => {
    expect(found("katze")).toEqual(["calathea-orbifolia"]);
    expect(found("schatten")).toEqual(["zz-plant", "snake-plant"]);
    expect(found("sonnig")).toEqual(["fiddle-leaf-fig"]);
    expect(found("pflegeleicht")).toEqual(["zz-plant"]);
  });

  it("when nothing matches, names the closest plants instead of none", () => {
    expect(found("monsterblatt")).toEqual([]);
    expect(closestPlants(CATALOGUE, "monsterblatt", 2)[0]?.id).toBe("monstera-deliciosa");
    expect(closestPlants(CATALOGUE, "feige", 1)[0]?.id).toBe("fiddle-leaf-fig");
    expect(closestPlants(CATALOGUE, "", 3)).toEqual([]);
  });
});

describe("a plant's other names and the nearest names (issue #46 §3)", () => {
  const snake = plant("snake-plant", "Bogenhanf", "Dracaena trifasciata", "low", {
    alternateName: "Snake Plant",
    synonyms: ["Sansevieria", "Sansevieria trifasciata", "Schwiegermutterzunge", "Mother-in-law's Tongue"],
  });
  const pothos = plant("pothos", "Efeutute", "Epipremnum aureum", "medium", {
    alternateName: "Pothos",
    synonyms: ["Scindapsus", "Scindapsus aureus", "Devil's Ivy"],
  });
  const WITH_NAMES = [...CATALOGUE.filter((p) => p.id !== "snake-plant"), snake, pothos];
  const nearest = (q: string, limit = 4, plants: Plant[] = WITH_NAMES) =>
    closestPlants(plants, q, limit).map((p) => p.id);

  it("the shop and header searches find a plant by its other names, in any case", () => {
    expect(matchesShopSearch(snake, "Sansevieria")).toBe(true);
    expect(matchesShopSearch(snake, "schwiegermutter")).toBe(true);
    expect(
      matchesShopSearch({ ...snake, name: "Snake Plant", alternateName: "Bogenhanf" }, "SANSEVIERIA"),
    ).toBe(true);
    expect(matchesHeaderSearch(pothos, "scindapsus")).toBe(true);
    expect(matchesShopSearch({ ...snake, synonyms: undefined }, "Sansevieria")).toBe(false);
    expect(matchesShopSearch({ ...snake, synonyms: [] }, "Sansevieria")).toBe(false);
  });

  it("forgives a typo in an other name", () => {
    expect(forgivingMatch(snake, "Sanseveria")).toBe(true);
    expect(forgivingMatch(snake, "schwiegermuterzunge")).toBe(true);
    expect(forgivingMatch({ ...snake, synonyms: [] }, "Sanseveria")).toBe(false);
  });

  it("measures nearness by edits and trigrams, 1 for the same name, 0 for an unrelated one", () => {
    expect(nameNearness("Sansevieria", "Sansevieria trifasciata")).toBe(1);
    expect(nameNearness("monstra", "Monstera Deliciosa")).toBeCloseTo(7 / 8);
    expect(nameNearness("deliciosa monstera", "Monstera deliciosa")).toBe(1);
    expect(nameNearness("feige", "Geigenfeige")).toBeGreaterThanOrEqual(NEAR_ENOUGH);
    expect(nameNearness("Tomate", "Monstera Deliciosa")).toBeLessThan(NEAR_ENOUGH);
    expect(nameNearness("xyz", "Glücksfeder (ZZ-Pflanze)")).toBe(0);
    expect(nameNearness("", "Bogenhanf")).toBe(0);
    expect(trigramSimilarity("monstera", "monstera")).toBe(1);
    expect(trigramSimilarity("abc", "xyz")).toBe(0);
    expect(closeness(snake, "Schwiegermuterzunge")).toBeGreaterThan(0.9);
  });

  it("suggests the plants with the nearest names, best first: other names and botanical ones count", () => {
    expect(nearest("Monstrosa")).toEqual(["monstera-deliciosa"]);
    expect(nearest("monsterblatt")).toEqual(["monstera-deliciosa"]);
    expect(nearest("Sansevirea")).toEqual(["snake-plant"]);
    expect(nearest("Scindapsos aurea")).toEqual(["pothos"]);
    expect(nearest("Zamioculkas")).toEqual(["zz-plant"]);
    // On English pages the English names: the same plants, whichever name is the page's.
    const english = WITH_NAMES.map((p) =>
      p.alternateName ? { ...p, name: p.alternateName, alternateName: p.name } : p,
    );
    expect(nearest("Snak Plnat", 4, english)).toEqual(["snake-plant"]);
    expect(nearest("Devils Ivvy", 4, english)).toEqual(["pothos"]);
  });

  it("suggests nothing rather than unrelated plants (the bestsellers) when no name is near", () => {
    for (const q of ["Tomate", "Kaktus", "Orchidee", "xyz", "Rose"]) expect(nearest(q), q).toEqual([]);
    // Before the other names, „Sansevieria“ was near no plant: none, not the first four of the catalogue.
    expect(nearest("Sansevieria", 4, CATALOGUE)).toEqual([]);
  });
});
