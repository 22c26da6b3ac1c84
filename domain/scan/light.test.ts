import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ASSUMED_APERTURE,
  colourBalance,
  ev100,
  ev100FromLux,
  frameStats,
  LOW_MAX_LUX,
  lightLevelFromLux,
  luxFromEv100,
  MEDIUM_MAX_LUX,
  relativeLuminance,
  srgbToLinear,
} from "./light";

/** A uniform RGBA frame of `pixels` pixels. */
const uniform = (r: number, g: number, b: number, pixels = 160 * 90) => {
  const data = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i++) data.set([r, g, b, 255], i * 4);
  return data;
};

describe("light thresholds (about 1,000 and 2,500 lx)", () => {
  it("puts the boundaries where the catalogue's levels change", () => {
    expect(lightLevelFromLux(0)).toBe("low");
    expect(lightLevelFromLux(LOW_MAX_LUX - 0.01)).toBe("low");
    expect(lightLevelFromLux(LOW_MAX_LUX)).toBe("medium");
    expect(lightLevelFromLux(MEDIUM_MAX_LUX)).toBe("medium");
    expect(lightLevelFromLux(MEDIUM_MAX_LUX + 0.01)).toBe("high");
    expect(lightLevelFromLux(100_000)).toBe("high");
    expect(lightLevelFromLux(Number.NaN)).toBe("low");
  });

  it("is monotone in lux", () => {
    const rank = { low: 0, medium: 1, high: 2 };
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(rank[lightLevelFromLux(lo)]).toBeLessThanOrEqual(rank[lightLevelFromLux(hi)]);
        },
      ),
    );
  });
});

describe("luminance", () => {
  it("linearises sRGB and weighs channels as BT.709", () => {
    expect(srgbToLinear(0)).toBe(0);
    expect(srgbToLinear(255)).toBeCloseTo(1, 10);
    expect(srgbToLinear(118)).toBeCloseTo(0.18, 2); // mid-grey
    expect(relativeLuminance(255, 255, 255)).toBeCloseTo(1, 10);
    expect(relativeLuminance(0, 255, 0)).toBeCloseTo(0.7152, 4);
  });

  it("frame statistics: mean, median, percentiles, clipped share, red/blue", () => {
    const half = new Uint8ClampedArray([...uniform(0, 0, 0, 50), ...uniform(255, 255, 255, 50)]);
    const s = frameStats(half);
    expect(s.pixels).toBe(100);
    expect(s.mean).toBeCloseTo(0.5, 5);
    expect(s.p05).toBe(0);
    expect(s.p95).toBeCloseTo(1, 5);
    expect(s.clipped).toBeCloseTo(0.5, 5);
    expect(frameStats(uniform(200, 150, 100, 10)).redBlueRatio).toBeGreaterThan(1.15);
    expect(frameStats(new Uint8ClampedArray()).pixels).toBe(0);
  });

  it("colour balance: warm above 1.15, cool below 1/1.15", () => {
    expect(colourBalance(1.5)).toBe("warm");
    expect(colourBalance(1)).toBe("neutral");
    expect(colourBalance(0.7)).toBe("cool");
    expect(colourBalance(Number.NaN)).toBe("neutral");
    expect(colourBalance(frameStats(uniform(2, 2, 2, 10)).redBlueRatio)).toBe("neutral");
  });
});

describe("exposure value and illuminance", () => {
  it("EV100 = log2(N²/t) − log2(ISO/100)", () => {
    expect(ev100({ exposureTime: 1, iso: 100, aperture: 1 })).toBe(0);
    expect(ev100({ exposureTime: 1 / 125, iso: 100, aperture: 16 })).toBeCloseTo(15, 1); // sunny 16
    expect(ev100({ exposureTime: 1 / 60, iso: 400, aperture: 2 })).toBeCloseTo(Math.log2(240) - 2, 10);
    expect(ev100({ exposureTime: 1 / 50, iso: 100 })).toBeCloseTo(Math.log2(ASSUMED_APERTURE ** 2 * 50), 10);
  });

  it("lux ≈ 2.5 · 2^EV100 and back", () => {
    expect(luxFromEv100(0)).toBe(2.5);
    expect(luxFromEv100(10)).toBe(2560);
    fc.assert(
      fc.property(fc.double({ min: -5, max: 20, noNaN: true }), (ev) => {
        expect(ev100FromLux(luxFromEv100(ev))).toBeCloseTo(ev, 8);
      }),
    );
  });
});
