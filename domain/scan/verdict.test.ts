import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LightLevel, Plant } from "../catalog/plant";
import { locatePostalCode } from "./daylight";
import { estimateExposure, REGIME_NOTE } from "./exposure";
import { DIRECT_SUN_LUX, dliOfLux, needMet, TOO_DARK_LUX } from "./light-needs";
import { MEASURE_PATHS } from "./measurement";
import { recommend } from "./recommend";
import { WINDOW_DISTANCES } from "./spot";
import { fitOf } from "./spot-fit";
import { type CameraReading, classOfLux, type LightVerdict, type VerdictInput, verdict } from "./verdict";

const plant = (id: string, lightLevel: LightLevel) =>
  ({ id, lightLevel, waterLevel: "medium", petFriendly: false }) as Plant;
/** The local catalogue's light needs (content/catalog/plants.ts). */
const CATALOGUE = [
  plant("monstera-deliciosa", "medium"),
  plant("peace-lily", "medium"),
  plant("snake-plant", "low"),
  plant("fiddle-leaf-fig", "high"),
  plant("zz-plant", "low"),
  plant("pothos", "medium"),
  plant("calathea-orbifolia", "medium"),
  plant("spider-plant", "high"),
];

/** 160×90 RGBA frames of one grey value, as a camera that reports no exposure delivers them. */
const uniform = (grey: number) => {
  const f = new Uint8ClampedArray(160 * 90 * 4);
  for (let i = 0; i < f.length; i += 4) {
    f[i] = f[i + 1] = f[i + 2] = grey;
    f[i + 3] = 255;
  }
  return f;
};

/** What the browser's estimate path (app/features/finder/camera/measure.ts) makes of such frames. */
function filmed(grey: number, at: number): CameraReading {
  const f = uniform(grey);
  const e = estimateExposure({ frames: [f, f, f], boxes: [f, f, f], patches: [f, f, f] });
  const note = grey >= 250 ? "above-range" : (REGIME_NOTE[e.regime] ?? undefined);
  return {
    lux: e.lux,
    ...(e.min > 0 ? { min: e.min } : {}),
    ...(Number.isFinite(e.max) ? { max: e.max } : {}),
    path: "estimated",
    ...(note ? { note } : {}),
    at,
  };
}

const BLACK = 0;
const MID_GREY = 119;
const BRIGHT = 255;
/** 26 November, 12:00 in Germany (11:00 UTC), and 22:00 in Berlin. */
const NOON = Date.UTC(2026, 10, 26, 11);
const BERLIN_22 = Date.UTC(2026, 10, 26, 21);
const BERLIN = locatePostalCode("10115")!;

const SOUTH_NEAR_OPEN = { window: "south", distance: "near", obstruction: "open" } as const;
const NORTH_FAR_OBSTRUCTED = { window: "north", distance: "far", obstruction: "some" } as const;

const light = (input: VerdictInput) => {
  const v = verdict(input);
  if (v.kind === "night") throw new Error("expected a verdict, got night");
  return v;
};
const plantsFor = (v: LightVerdict) =>
  v.kind === "too-dark" ? [] : recommend(CATALOGUE, { light: v.level, lux: v.lux, directSun: v.directSun });

describe("Blattwerk Scan's verdict: the table of issue #28", () => {
  it("black frames by day, nothing described: too dark for houseplants, no plant", () => {
    const v = light({ camera: filmed(BLACK, NOON) });
    expect(v.kind).toBe("too-dark");
    expect(v.max).toBeLessThan(TOO_DARK_LUX);
    expect(v.cameraLimit).toBe("below-range");
    expect(plantsFor(v)).toEqual([]);
    // Kept as a spot, no plant suits it either (it said „Monstera – kommt zurecht“).
    for (const p of CATALOGUE) expect(fitOf(p, v.level, v.lux)).toBe("unsuitable");
  });

  it("black frames at 22:00 in Berlin in November: night, no verdict", () => {
    const v = verdict({ camera: filmed(BLACK, BERLIN_22) });
    expect(v.kind).toBe("night");
    // Also when a Berlin postal code places it exactly; with a window described, that decides instead.
    const described = light({
      camera: filmed(BLACK, BERLIN_22),
      window: { window: "east", distance: "near", ...BERLIN },
    });
    expect(described.basis).toBe("description");
    expect(described.cameraLimit).toBe("night");
  });

  it("mid-grey frames without exposure data, nothing described: not „wenig“, low confidence, the model decides", () => {
    const v = light({ camera: filmed(MID_GREY, NOON) });
    expect(v.kind).toBe("light");
    expect(v.level).not.toBe("low");
    expect(v.confidence).toBeLessThan(0.5);
    expect(v.cameraLimit).toBe("no-exposure");
    expect(v.basis).toBe("model-within-camera");
  });

  it("mid-grey frames at a south window under 1 m with a free view: bright, direct sun, sun lovers first", () => {
    const v = light({ camera: filmed(MID_GREY, NOON), window: SOUTH_NEAR_OPEN });
    expect(v.level).toBe("high");
    expect(v.directSun).toBe(true);
    expect(v.basis).toBe("description-within-camera");
    const list = plantsFor(v);
    expect(list.slice(0, 2).map((r) => r.plant.lightLevel)).toEqual(["high", "high"]);
    for (const r of list.filter((r) => r.plant.lightLevel !== "high")) expect(r.reason.sunWarning).toBe(true);
  });

  it("mid-grey frames 3 m from a north window with buildings opposite: little light, only low-light plants", () => {
    const v = light({ camera: filmed(MID_GREY, NOON), window: NORTH_FAR_OBSTRUCTED });
    expect(v.kind).toBe("light");
    expect(v.level).toBe("low");
    expect(v.contradiction).toBeUndefined();
    const list = plantsFor(v);
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((r) => r.plant.lightLevel))).toEqual(new Set(["low"]));
  });

  it("bright frames at that north window: the contradiction is named and the confidence drops", () => {
    const alone = light({ camera: filmed(BRIGHT, NOON) });
    const matching = light({ camera: filmed(BRIGHT, NOON), window: SOUTH_NEAR_OPEN });
    const contradicted = light({ camera: filmed(BRIGHT, NOON), window: NORTH_FAR_OBSTRUCTED });
    expect(contradicted.contradiction).toEqual({ camera: "high", description: "too-dark" });
    expect(contradicted.confidence).toBeLessThan(alone.confidence);
    expect(matching.contradiction).toBeUndefined();
    expect(matching.confidence).toBeGreaterThan(alone.confidence);
  });
});

describe("confidence rises with evidence", () => {
  const reading = (path: CameraReading["path"], min: number, max: number, note?: CameraReading["note"]) =>
    ({ lux: Math.sqrt(min * max), min, max, path, ...(note ? { note } : {}), at: NOON }) as CameraReading;

  it("in range with exposure data > estimate > out of range", () => {
    const reported = light({ camera: reading("reported", 1400, 2000) });
    const estimated = light({ camera: reading("estimated", 1000, 2800, "noise-estimate") });
    const outOfRange = light({
      camera: { lux: 4000, min: 4000, path: "estimated", note: "above-range", at: NOON },
    });
    expect(reported.confidence).toBeGreaterThan(estimated.confidence);
    expect(estimated.confidence).toBeGreaterThan(outOfRange.confidence);
    expect(reported.confidence).toBeGreaterThanOrEqual(0.7);
    expect(outOfRange.confidence).toBeLessThan(0.5);
  });

  it("a matching description raises it, a contradicting one lowers it and is named", () => {
    // 26 November at noon, 1–2 m from a south window: the model says thousands of lux.
    const camera = reading("estimated", 5000, 12_000, "noise-estimate");
    const alone = light({ camera });
    const matching = light({ camera, window: { window: "south", distance: "middle" } });
    const contradicting = light({ camera, window: NORTH_FAR_OBSTRUCTED });
    expect(matching.confidence).toBeGreaterThan(alone.confidence);
    expect(matching.contradiction).toBeUndefined();
    expect(contradicting.confidence).toBeLessThan(alone.confidence);
    expect(contradicting.contradiction).toEqual({ camera: "high", description: "too-dark" });
  });

  it("after sunset a described window decides, and the camera's darkness does not count", () => {
    const v = light({ camera: filmed(BLACK, BERLIN_22), window: { ...SOUTH_NEAR_OPEN, ...BERLIN } });
    expect(v.cameraLimit).toBe("night");
    expect(v.basis).toBe("description");
    expect(v.level).toBe("high");
  });
});

describe("level word, lux range, DLI and plants always agree", () => {
  const at = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) });
  const camera = fc.oneof(
    fc
      .record({
        lux: fc.double({ min: 0.1, max: 150_000, noNaN: true }),
        spread: fc.double({ min: 1.1, max: 6 }),
      })
      .map(({ lux, spread }) => ({ lux, min: lux / spread, max: lux * spread })),
    fc
      .double({ min: 1, max: 150_000, noNaN: true })
      .map((lux) => ({ lux, min: lux, note: "above-range" as const })),
    fc
      .double({ min: 0.01, max: 100, noNaN: true })
      .map((lux) => ({ lux, max: lux, note: "below-range" as const })),
    fc
      .double({ min: 100, max: 20_000, noNaN: true })
      .map((lux) => ({ lux, min: lux / 2, note: "lower-bound" as const })),
  );
  const window = fc.option(
    fc.record({
      window: fc.constantFrom("south", "east", "west", "north"),
      distance: fc.constantFrom(...WINDOW_DISTANCES),
      obstruction: fc.constantFrom("open", "some", "heavy"),
    }),
    { nil: undefined },
  );

  it("for any reading, moment and window", () => {
    fc.assert(
      fc.property(camera, fc.constantFrom(...MEASURE_PATHS), at, window, (c, path, when, w) => {
        const v = verdict({ camera: { ...c, path, at: when }, ...(w ? { window: w } : {}) });
        if (v.kind === "night") return;
        const cls = classOfLux(v.lux);
        expect(v.kind === "too-dark").toBe(cls === "too-dark");
        if (cls !== "too-dark") expect(v.level).toBe(cls);
        expect(v.min).toBeLessThanOrEqual(v.lux);
        expect(v.max).toBeGreaterThanOrEqual(v.lux);
        expect(v.dli).toBeCloseTo(dliOfLux(v.lux), 10);
        expect(v.confidence).toBeGreaterThan(0);
        expect(v.confidence).toBeLessThanOrEqual(0.95);
        if (v.lux >= DIRECT_SUN_LUX) expect(v.directSun).toBe(true);
        const list = plantsFor(v);
        if (v.kind === "too-dark") expect(list).toEqual([]);
        for (const r of list) expect(needMet(r.plant.lightLevel, v.lux)).not.toBe("no");
        // Every plant that survives there is listed: none is hidden by the level table.
        expect(list.length).toBe(CATALOGUE.filter((p) => needMet(p.lightLevel, v.lux) !== "no").length);
      }),
      { numRuns: 400 },
    );
  });
});
