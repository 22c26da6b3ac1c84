import { describe, expect, it } from "vitest";
import { judge, PATH_CEILING, shareInLevel } from "./measurement";

describe("confidence from the method that measured and the range it gave", () => {
  it("a narrow range well inside a band is as sure as the method allows", () => {
    const r = judge({ lux: 400, min: 300, max: 530 }, "manual-exposure");
    expect(r.level).toBe("low");
    expect(r.confidence).toBe(PATH_CEILING["manual-exposure"]);
    expect(r.notes).toEqual([]);
  });

  it("the same range is less sure when estimated than when the exposure was set", () => {
    const range = { lux: 400, min: 240, max: 670 };
    expect(judge(range, "estimated").confidence).toBeLessThan(judge(range, "manual-exposure").confidence);
  });

  it("a range across a limit is unsure and says it is near the limit", () => {
    const r = judge({ lux: 1050, min: 620, max: 1780 }, "estimated");
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.notes).toContain("near-threshold");
  });

  it("a lower bound from base gain says little: low confidence, its reason kept first", () => {
    const r = judge({ lux: 1620, min: 810, max: Number.POSITIVE_INFINITY }, "estimated", ["lower-bound"]);
    expect(r.level).toBe("medium");
    expect(r.confidence).toBeLessThan(0.3);
    expect(r.notes[0]).toBe("lower-bound");
  });

  it("an upper bound deep in the dark is a sure 'low'", () => {
    const r = judge({ lux: 2, min: 0, max: 6 }, "estimated", ["below-range"]);
    expect(r.level).toBe("low");
    expect(r.confidence).toBe(PATH_CEILING.estimated);
  });

  it("measures the share on a log scale", () => {
    expect(shareInLevel({ lux: 1600, min: 1000, max: 2500 }, "medium")).toBeCloseTo(1);
    expect(shareInLevel({ lux: 1000, min: 400, max: 2500 }, "low")).toBeCloseTo(0.5);
  });
});

describe("the first note names what pulled the confidence down", () => {
  it("a locked exposure right at a limit blames the limit, not the assumed aperture", () => {
    const r = judge({ lux: 1020, min: 680, max: 1530 }, "manual-exposure", ["assumed-aperture"]);
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.notes).toEqual(["near-threshold", "assumed-aperture"]);
  });

  it("a reported exposure near a limit does the same", () => {
    const r = judge({ lux: 2300, min: 1440, max: 3680 }, "reported", ["assumed-aperture"]);
    expect(r.notes[0]).toBe("near-threshold");
  });

  it("a wide estimate reaching over a limit names the limit, the noise estimate after it", () => {
    const r = judge({ lux: 760, min: 380, max: 1520 }, "estimated", ["noise-estimate"]);
    expect(r.confidence).toBeLessThan(0.5);
    expect(r.notes).toEqual(["near-threshold", "noise-estimate"]);
  });

  it("a sure reading keeps the method's note and adds none", () => {
    const r = judge({ lux: 400, min: 267, max: 600 }, "manual-exposure", ["assumed-aperture"]);
    expect(r.notes).toEqual(["assumed-aperture"]);
  });

  it("an out-of-range reading stays first", () => {
    const r = judge({ lux: 2400, min: 1600, max: Number.POSITIVE_INFINITY }, "reported", [
      "assumed-aperture",
      "above-range",
    ]);
    expect(r.notes[0]).toBe("above-range");
  });
});
