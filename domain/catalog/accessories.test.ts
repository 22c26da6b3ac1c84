import { describe, expect, it } from "vitest";
import { gapOffers, matchingOffers } from "./accessories";
import type { Plant } from "./plant";

const product = (id: string, priceCents: number, extra: Partial<Plant> = {}): Plant =>
  ({ id, name: id, priceCents, kind: "accessory", stock: 5, ...extra }) as Plant;

const pot = product("pot-14", 1299);
const bigPot = product("pot-19", 2499);
const food = product("fertiliser", 699);
const soldOut = product("pot-sold-out", 999, { stock: 0 });

describe("matchingOffers", () => {
  it("keeps the plant's order and leaves out what is unknown or sold out", () => {
    const plant = { matching: ["pot-19", "gone", "pot-sold-out", "fertiliser"] };
    expect(matchingOffers(plant, [pot, bigPot, food, soldOut]).map((p) => p.id)).toEqual([
      "pot-19",
      "fertiliser",
    ]);
  });

  it("offers nothing for a plant that names nothing", () => {
    expect(matchingOffers({}, [pot, food])).toEqual([]);
  });
});

describe("gapOffers", () => {
  const all = [bigPot, pot, food, soldOut];

  it("offers what closes the gap on its own, cheapest first", () => {
    // 0,02 € short: everything in stock closes it.
    expect(gapOffers(all, [], 2).map((p) => p.id)).toEqual(["fertiliser", "pot-14", "pot-19"]);
    // 10,00 € short: only the pots do.
    expect(gapOffers(all, [], 1000).map((p) => p.id)).toEqual(["pot-14", "pot-19"]);
    // Exactly the price closes it.
    expect(gapOffers(all, [], 699).map((p) => p.id)[0]).toBe("fertiliser");
  });

  it("offers nothing in the cart already, nothing sold out, no plant", () => {
    const plant = product("monstera", 2999, { kind: undefined });
    expect(gapOffers([...all, plant], ["fertiliser"], 500).map((p) => p.id)).toEqual(["pot-14", "pot-19"]);
  });

  it("offers nothing when nothing is missing or nothing closes the gap", () => {
    expect(gapOffers(all, [], 0)).toEqual([]);
    expect(gapOffers(all, [], -100)).toEqual([]);
    expect(gapOffers(all, [], 2500)).toEqual([]);
  });

  it("offers at most three", () => {
    const many = [1, 2, 3, 4].map((n) => product(`p${n}`, 500 + n));
    expect(gapOffers(many, [], 100)).toHaveLength(3);
  });
});
