import { describe, expect, it } from "vitest";
import { closestPlants, editDistance, foldText, forgivingMatch } from "./forgiving-search";
import type { LightLevel, Plant } from "./plant";

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
