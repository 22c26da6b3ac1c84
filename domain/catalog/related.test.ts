import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Plant } from "./plant";
import { pickRelated, similarAvailable } from "./related";

const p = (id: string) => ({ id }) as Plant;

describe("You may also like (spec §9)", () => {
  it("takes up to 6 matches", () => {
    const matches = "abcdefgh".split("").map(p);
    expect(pickRelated(p("x"), matches, []).map((r) => r.id)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
  it("pads with others when fewer than 3 match, never the plant itself or duplicates", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(..."abcdefghij"), { maxLength: 5 }),
        fc.uniqueArray(fc.constantFrom(..."abcdefghijx"), { maxLength: 11 }),
        (m, c) => {
          const r = pickRelated(p("x"), m.map(p), c.map(p)).map((q) => q.id);
          expect(new Set(r).size).toBe(r.length);
          expect(r).not.toContain("x");
          expect(r.slice(0, Math.min(m.length, 6))).toEqual(m.slice(0, 6));
          const available = new Set([...m, ...c].filter((id) => id !== "x")).size;
          expect(r.length).toBe(m.length >= 3 ? Math.min(m.length, 6) : Math.min(3, available));
        },
      ),
    );
  });
});

describe("similar plants offered on a sold-out plant's page (#32)", () => {
  const plant = (id: string, lightLevel: Plant["lightLevel"], categories: string[], stock?: number) =>
    ({ id, lightLevel, categories, stock }) as Plant;
  const soldOut = plant("x", "low", ["pflegeleicht", "luftreinigend"], 0);

  it("only plants that can be bought, never itself; same light and category first, then light, then category", () => {
    const candidates = [
      soldOut,
      plant("category-only", "high", ["pflegeleicht"], 5),
      plant("light-only", "low", ["bluehend"], 5),
      plant("gone", "low", ["pflegeleicht", "luftreinigend"], 0),
      plant("both-one", "low", ["pflegeleicht"], 2),
      plant("both-two", "low", ["pflegeleicht", "luftreinigend"]),
      plant("unrelated", "high", ["bluehend"], 9),
    ];
    expect(similarAvailable(soldOut, candidates, 5).map((q) => q.id)).toEqual([
      "both-two",
      "both-one",
      "light-only",
      "category-only",
    ]);
    expect(similarAvailable(soldOut, candidates).map((q) => q.id)).toEqual([
      "both-two",
      "both-one",
      "light-only",
    ]);
  });

  it("nothing similar in stock: nothing offered", () => {
    expect(similarAvailable(soldOut, [plant("unrelated", "high", ["bluehend"], 9)])).toEqual([]);
  });
});
