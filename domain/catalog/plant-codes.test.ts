import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gtin13CheckDigit, readGtin, readSku } from "./plant-codes";

describe("article number and EAN (#34)", () => {
  it("article numbers: trimmed, upper case, A–Z 0–9 - _ . up to 32; empty is none", () => {
    expect(readSku(" bw-0042 ")).toBe("BW-0042");
    expect(readSku("TOPF_12.5")).toBe("TOPF_12.5");
    expect(readSku("")).toBeNull();
    expect(readSku("   ")).toBeNull();
    for (const bad of ["-BW", "BW 42", "BW/42", "Größe", "X".repeat(33), "BW;42"])
      expect(readSku(bad)).toBeUndefined();
    expect(readSku("X".repeat(32))).toBe("X".repeat(32));
  });

  it("GTIN-13: the GS1 check digit, spaces and hyphens allowed, typos refused", () => {
    expect(readGtin("4006381333931")).toEqual({ ok: true, gtin: "4006381333931" });
    expect(readGtin("4 006381 333931")).toEqual({ ok: true, gtin: "4006381333931" });
    expect(readGtin("400-6381-333931")).toEqual({ ok: true, gtin: "4006381333931" });
    expect(readGtin("")).toEqual({ ok: true, gtin: null });
    expect(readGtin("4006381333932")).toEqual({ ok: false, reason: "checkDigit" });
    // Two neighbouring digits swapped: the weights 1 and 3 catch it.
    expect(readGtin("4003681333931")).toEqual({ ok: false, reason: "checkDigit" });
    for (const bad of ["400638133393", "40063813339310", "400638133393A", "ean"])
      expect(readGtin(bad)).toEqual({ ok: false, reason: "format" });
  });

  it("every 12 digits have exactly one valid check digit, and one changed digit is always caught", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{12}$/),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (d, at, by) => {
          const check = gtin13CheckDigit(d);
          const valid = `${d}${check}`;
          expect(readGtin(valid)).toEqual({ ok: true, gtin: valid });
          const typo = `${d.slice(0, at)}${(Number(d[at]) + by) % 10}${d.slice(at + 1)}${check}`;
          expect(readGtin(typo).ok).toBe(false);
        },
      ),
    );
  });
});
