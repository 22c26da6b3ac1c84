import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ASSUMED_APERTURE,
  colourBalance,
  estimateLight,
  ev100,
  ev100FromLux,
  type FrameStats,
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

const grey = (v: number): FrameStats => frameStats(uniform(v, v, v, 64));

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

describe("estimateLight", () => {
  const settings = fc.record({
    exposureTime: fc.double({ min: 1 / 8000, max: 0.5, noNaN: true }),
    iso: fc.double({ min: 25, max: 12800, noNaN: true }),
  });

  it("a dark frame is low light and a blown-out one high, even without exposure data", () => {
    const dark = estimateLight(grey(5));
    expect(dark.level).toBe("low");
    expect(dark.basis).toBe("frame");
    expect(dark.notes).toContain("auto-exposure");
    const bright = estimateLight(grey(255));
    expect(bright.level).toBe("high");
    expect(bright.notes).toContain("clipped");
  });

  it("without exposure data a normally exposed frame is medium, and says it is unsure", () => {
    const e = estimateLight(grey(118));
    expect(e.level).toBe("medium");
    expect(e.confidence).toBeLessThan(0.5);
  });

  it("with exposure data: a typical living room reading and a bright window", () => {
    // f/1.8, 1/50 s, ISO 400 → EV100 ≈ 5.3 → about 100 lx: a dim room.
    const room = estimateLight(grey(118), { exposureTime: 1 / 50, iso: 400 });
    expect(room.basis).toBe("exposure");
    expect(room.lux).toBeGreaterThan(60);
    expect(room.lux).toBeLessThan(160);
    expect(room.level).toBe("low");
    expect(room.notes).toContain("assumed-aperture");
    // 1/1000 s at ISO 50 → EV100 ≈ 12.7 → about 17,000 lx: sunlit window.
    const window = estimateLight(grey(118), { exposureTime: 1 / 1000, iso: 50, aperture: 1.8 });
    expect(window.level).toBe("high");
    expect(window.confidence).toBeGreaterThan(0.7);
    expect(window.notes).toEqual([]);
  });

  it("is monotone in frame luminance (same exposure)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.option(settings, { nil: undefined }),
        (a, b, exposure) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(estimateLight(grey(lo), exposure).lux).toBeLessThanOrEqual(
            estimateLight(grey(hi), exposure).lux,
          );
        },
      ),
    );
  });

  it("is monotone in EV: a faster shutter or lower ISO for the same frame means more light", () => {
    fc.assert(
      fc.property(
        settings,
        fc.double({ min: 1, max: 64, noNaN: true }),
        fc.integer({ min: 0, max: 255 }),
        (s, f, v) => {
          const frame = grey(v);
          expect(estimateLight(frame, { ...s, exposureTime: s.exposureTime / f }).lux).toBeGreaterThanOrEqual(
            estimateLight(frame, s).lux,
          );
          expect(estimateLight(frame, { ...s, iso: s.iso / f }).lux).toBeGreaterThanOrEqual(
            estimateLight(frame, s).lux,
          );
        },
      ),
    );
  });

  it("never answers NaN, whatever it is given", () => {
    const anyNumber = fc.oneof(fc.double(), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY));
    fc.assert(
      fc.property(
        fc.record({
          mean: anyNumber,
          median: anyNumber,
          p05: anyNumber,
          p95: anyNumber,
          clipped: anyNumber,
          redBlueRatio: anyNumber,
          pixels: fc.nat(),
        }),
        fc.option(
          fc.record({
            exposureTime: anyNumber,
            iso: anyNumber,
            aperture: fc.option(anyNumber, { nil: undefined }),
          }),
          {
            nil: undefined,
          },
        ),
        (stats, exposure) => {
          const e = estimateLight(stats, exposure);
          expect(Number.isNaN(e.lux)).toBe(false);
          expect(e.lux).toBeGreaterThan(0);
          expect(e.confidence).toBeGreaterThanOrEqual(0.05);
          expect(e.confidence).toBeLessThanOrEqual(0.95);
          expect(["low", "medium", "high"]).toContain(e.level);
          expect(e.level).toBe(lightLevelFromLux(e.lux));
        },
      ),
    );
  });

  it("is less sure near a threshold than far from it", () => {
    const near = estimateLight(grey(118), {
      exposureTime: 1 / 100,
      iso: 100 * 2 ** (ev100({ exposureTime: 1 / 100, iso: 100 }) - ev100FromLux(LOW_MAX_LUX)),
    });
    expect(near.notes[0]).toBe("near-threshold");
    const far = estimateLight(grey(118), { exposureTime: 1 / 1000, iso: 50 });
    expect(near.confidence).toBeLessThan(far.confidence);
  });
});
