import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Plant } from "./plant";
import { pickRelated } from "./related";

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
