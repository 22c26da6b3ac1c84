import { describe, expect, it } from "vitest";
import { simulateSequence } from "../../tests/support/camera-sim";
import { autoExpose, estimateExposure, gainFromNoise, programLimits, TYPICAL_CAMERA } from "./exposure";
import { lightLevelFromLux } from "./light";

/** Synthetic spots of known illuminance, filmed by the simulated phone camera with auto-exposure. */
const DIM = [{ lux: 40 }, { lux: 150 }, { lux: 400 }];
const MEDIUM = [{ lux: 1100 }, { lux: 1300 }];
const BRIGHT = [
  { lux: 5000, sunShare: 0.3, sunRatio: 8 },
  { lux: 20_000, sunShare: 0.05, sunRatio: 10 },
];

const estimate = (spot: Parameters<typeof simulateSequence>[0], seed = 7) =>
  estimateExposure(simulateSequence({ ...spot, seed }));

describe("the simulated camera's auto-exposure", () => {
  it("brings every scene in its range to mid-grey, raising gain only in dim light", () => {
    expect(autoExpose(5000)).toMatchObject({ gain: 1, fps: 30, level: 0.18 });
    expect(autoExpose(400).gain).toBeCloseTo(4, 0);
    expect(autoExpose(20).fps).toBeLessThan(30);
    expect(autoExpose(5).level).toBeLessThan(0.18 / 2);
  });
});

describe("noise → gain", () => {
  it("reads the analogue gain from the temporal noise of flat regions", () => {
    for (const lux of [60, 200, 500, 1000]) {
      const seq = simulateSequence({ lux, seed: lux });
      expect(gainFromNoise(seq.patches) / seq.truth.gain).toBeGreaterThan(0.85);
      expect(gainFromNoise(seq.patches) / seq.truth.gain).toBeLessThan(1.15);
    }
  });
  it("is not fooled by a frame delivered twice", () => {
    const seq = simulateSequence({ lux: 200, seed: 4 });
    const doubled = seq.patches.flatMap((p) => [p, p]);
    expect(gainFromNoise(doubled) / seq.truth.gain).toBeGreaterThan(0.85);
  });

  it("sees no gain in noise-free frames", () => {
    const seq = simulateSequence({ lux: 500 });
    expect(gainFromNoise(seq.boxes)).toBe(0);
  });
});

describe("exposure estimated from a frame sequence (auto-exposure simulated)", () => {
  it("keeps dim, medium and bright spots apart", () => {
    const dim = DIM.map((s) => estimate(s));
    const medium = MEDIUM.map((s) => estimate(s));
    const bright = BRIGHT.map((s) => estimate(s));
    expect(dim.map((e) => lightLevelFromLux(e.lux))).toEqual(["low", "low", "low"]);
    expect(medium.map((e) => lightLevelFromLux(e.lux))).toEqual(["medium", "medium"]);
    expect(bright.map((e) => lightLevelFromLux(e.lux))).toEqual(["high", "high"]);
    // Ordered, with no overlap between the classes.
    expect(Math.max(...dim.map((e) => e.lux))).toBeLessThan(Math.min(...medium.map((e) => e.lux)));
    expect(Math.max(...medium.map((e) => e.lux))).toBeLessThan(Math.min(...bright.map((e) => e.lux)));
  });

  it("is within 1 EV in the gain range (about 12–1,300 lx), its range containing the truth", () => {
    for (let lux = 12; lux <= 1300; lux *= 1.25) {
      for (const seed of [1, 2, 3]) {
        const e = estimateExposure(simulateSequence({ lux, seed, frames: 4, patch: 48 }));
        expect(Math.abs(Math.log2(e.lux / lux))).toBeLessThan(1);
        expect(e.min).toBeLessThanOrEqual(lux);
        expect(e.max).toBeGreaterThanOrEqual(lux);
      }
    }
  });

  it("names a lower bound, never a number, above the gain range", () => {
    const floor = programLimits().floor;
    for (const lux of [2000, 5000, 50_000]) {
      const e = estimate({ lux });
      expect(e.regime).toBe("base-gain");
      expect(e.max).toBe(Number.POSITIVE_INFINITY);
      expect(e.lux).toBeGreaterThan(floor * 0.9);
      expect(e.lux).toBeLessThanOrEqual(lux * 1.1);
    }
  });

  it("names an upper bound when the frame stays dark despite auto-exposure", () => {
    const e = estimate({ lux: 3 });
    expect(e.regime).toBe("dark");
    expect(e.min).toBe(0);
    expect(e.max).toBeGreaterThanOrEqual(3);
    expect(lightLevelFromLux(e.max)).toBe("low");
  });

  it("uses the real frame rate when the camera slowed down", () => {
    const seq = simulateSequence({ lux: 12 });
    expect(seq.fps).toBeLessThan(TYPICAL_CAMERA.nominalFps);
    expect(estimateExposure(seq).regime).toBe("long-exposure");
  });

  it("does not take a busy device's low frame rate for darkness when the noise says bright", () => {
    const seq = simulateSequence({ lux: 800 });
    expect(estimateExposure({ ...seq, fps: 12 }).regime).toBe("gain");
  });

  it("takes the spot in the target box relative to what auto-exposure metered", () => {
    const seq = simulateSequence({ lux: 400 });
    const darkerBox = {
      ...seq,
      boxes: seq.boxes.map((b) =>
        Uint8ClampedArray.from(b, (v, i) => (i % 4 === 3 ? v : Math.round(v * 0.7))),
      ),
    };
    expect(estimateExposure(darkerBox).lux).toBeLessThan(estimateExposure(seq).lux * 0.7);
  });
});
