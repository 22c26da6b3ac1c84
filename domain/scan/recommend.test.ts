import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVELS, type LightLevel, type Plant } from "../catalog/plant";
import { LIGHT_FIT, MIN_FIT, recommend } from "./recommend";

const plant = (id: string, lightLevel: LightLevel, extra: Partial<Plant> = {}) =>
  ({ id, lightLevel, waterLevel: "medium", petFriendly: false, ...extra }) as Plant;

/** The local catalogue's light, water and pet profile (content/catalog/plants.ts). */
const CATALOGUE = [
  plant("monstera-deliciosa", "medium"),
  plant("peace-lily", "medium", { waterLevel: "high" }),
  plant("snake-plant", "low", { waterLevel: "low" }),
  plant("fiddle-leaf-fig", "high"),
  plant("zz-plant", "low", { waterLevel: "low" }),
  plant("pothos", "medium"),
  plant("calathea-orbifolia", "medium", { waterLevel: "high", petFriendly: true }),
  plant("spider-plant", "high", { petFriendly: true }),
];
const ids = (light: LightLevel, preferences = {}) =>
  recommend(CATALOGUE, { light, preferences }).map((r) => r.plant.id);

describe("recommendations for a spot", () => {
  it("low light: the shade plants first, light-hungry plants left out", () => {
    const r = ids("low");
    expect(r.slice(0, 2)).toEqual(["snake-plant", "zz-plant"]);
    expect(r).not.toContain("fiddle-leaf-fig");
    expect(r).not.toContain("spider-plant");
  });

  it("high light: the light-hungry plants first, shade plants still possible at the end", () => {
    const r = ids("high");
    expect(r.slice(0, 2)).toEqual(["fiddle-leaf-fig", "spider-plant"]);
    expect(r.slice(-2)).toEqual(["snake-plant", "zz-plant"]);
  });

  it("medium light: the medium plants first, in catalogue order", () => {
    expect(ids("medium").slice(0, 4)).toEqual([
      "monstera-deliciosa",
      "peace-lily",
      "pothos",
      "calathea-orbifolia",
    ]);
  });

  it("pets: only pet-friendly plants, with the reason saying so", () => {
    const r = recommend(CATALOGUE, { light: "medium", preferences: { petFriendly: true } });
    expect(r.map((x) => x.plant.id)).toEqual(["calathea-orbifolia", "spider-plant"]);
    expect(r.every((x) => x.reason.petFriendly)).toBe(true);
    expect(ids("low", { petFriendly: true })).toEqual(["calathea-orbifolia"]);
  });

  it("little care time: plants with low water need come first where they fit", () => {
    expect(ids("medium", { lowCare: true }).slice(0, 2)).toEqual(["snake-plant", "zz-plant"]);
    expect(ids("high", { lowCare: true })[0]).toBe("fiddle-leaf-fig");
  });

  it("marks the fit and gives a reason key for each plant", () => {
    const [first] = recommend(CATALOGUE, { light: "low" });
    expect(first).toMatchObject({ fit: "ideal", reason: { need: "low", spot: "low", petFriendly: false } });
  });

  const arbitraryPlants = fc
    .array(
      fc.record({
        lightLevel: fc.constantFrom(...LEVELS),
        waterLevel: fc.constantFrom(...LEVELS),
        petFriendly: fc.boolean(),
      }),
      { maxLength: 20 },
    )
    .map((ps) => ps.map((p, i) => ({ ...p, id: `p${i}` }) as Plant));
  const preferences = fc.record({ petFriendly: fc.boolean(), lowCare: fc.boolean() });

  it("property: more light never ranks a low-light plant higher", () => {
    fc.assert(
      fc.property(arbitraryPlants, preferences, fc.constantFrom(0, 1), (plants, prefs, from) => {
        const [less, more] = [LEVELS[from]!, LEVELS[from + 1]!];
        const rankIn = (light: LightLevel) =>
          recommend(plants, { light, preferences: prefs }).map((r) => r.plant.id);
        const [a, b] = [rankIn(less), rankIn(more)];
        for (const p of plants.filter((q) => q.lightLevel === "low")) {
          if (!a.includes(p.id)) continue; // filtered out for pets at both levels
          expect(b.indexOf(p.id)).toBeGreaterThanOrEqual(a.indexOf(p.id));
        }
      }),
    );
  });

  it("property: every plant listed fits, ordered by score, nothing twice", () => {
    fc.assert(
      fc.property(arbitraryPlants, preferences, fc.constantFrom(...LEVELS), (plants, prefs, light) => {
        const r = recommend(plants, { light, preferences: prefs });
        expect(new Set(r.map((x) => x.plant.id)).size).toBe(r.length);
        for (const x of r) {
          expect(LIGHT_FIT[x.plant.lightLevel][light]).toBeGreaterThanOrEqual(MIN_FIT);
          if (prefs.petFriendly) expect(x.plant.petFriendly).toBe(true);
        }
        for (let i = 1; i < r.length; i++) expect(r[i - 1]!.score).toBeGreaterThanOrEqual(r[i]!.score);
      }),
    );
  });
});
