import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MEASURE_PATHS, RESULT_NOTES } from "../../../domain/scan/measurement";
import { parseResult, resultSearch, type ScanResult } from "./result-params";

const parse = (q: string) => parseResult(new URLSearchParams(q));

describe("scan result in the URL", () => {
  it("reads the documented form", () => {
    expect(parse("light=low&confidence=0.7&lux=420&method=camera")).toEqual({
      light: "low",
      confidence: 0.7,
      lux: 420,
      method: "camera",
    });
  });

  it("needs a light level; drops what it cannot read; no method is the demo's example", () => {
    expect(parse("")).toBeNull();
    expect(parse("light=bright")).toBeNull();
    expect(parse("light=high&confidence=7&lux=-3&method=x&note=bogus&pets=yes")).toEqual({
      light: "high",
      method: "example",
    });
    expect(parse("light=medium")).toEqual({ light: "medium", method: "example" });
  });

  it("round-trips every result", () => {
    const result = fc.record(
      {
        light: fc.constantFrom("low", "medium", "high"),
        confidence: fc.integer({ min: 0, max: 100 }).map((n) => n / 100),
        lux: fc.integer({ min: 0, max: 200_000 }),
        min: fc.integer({ min: 0, max: 200_000 }),
        max: fc.integer({ min: 0, max: 200_000 }),
        path: fc.constantFrom(...MEASURE_PATHS),
        method: fc.constantFrom("camera", "manual", "example"),
        basis: fc.constantFrom("exposure", "frame"),
        colour: fc.constantFrom("warm", "neutral", "cool"),
        note: fc.constantFrom(...RESULT_NOTES),
        at: fc.integer({ min: 1, max: 4_102_444_800_000 }),
        pets: fc.constant(true),
        lowCare: fc.constant(true),
      },
      { requiredKeys: ["light", "method"] },
    ) as fc.Arbitrary<ScanResult>;
    fc.assert(
      fc.property(result, (r) => {
        expect(parse(resultSearch(r))).toEqual(r);
      }),
    );
  });
});
