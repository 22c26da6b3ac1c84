import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayLight, GERMANY_CENTRE, momentLight, type WindowSpot } from "./daylight";
import { LOW_MAX_LUX } from "./light";
import {
  estimateSpot,
  measuredSeasons,
  SHADOWS,
  spotSeasons,
  WINDOW_DIRECTIONS,
  WINDOW_DISTANCES,
} from "./spot";

const spot = fc.record({
  window: fc.constantFrom(...WINDOW_DIRECTIONS),
  distance: fc.constantFrom(...WINDOW_DISTANCES),
  shadow: fc.constantFrom(...SHADOWS),
});

/** Index in a list ordered from most to least light. */
const brighter = <T>(order: readonly T[], a: T, b: T) => order.indexOf(a) <= order.indexOf(b);

describe("describing the spot instead of measuring it", () => {
  it("typical spots land where the extension guides put them", () => {
    expect(estimateSpot({ window: "south", distance: "near", shadow: "sharp" }).level).toBe("high");
    expect(estimateSpot({ window: "east", distance: "middle", shadow: "soft" }).level).toBe("medium");
    expect(estimateSpot({ window: "north", distance: "far", shadow: "faint" }).level).toBe("low");
    expect(estimateSpot({ window: "none", distance: "near", shadow: "faint" }).level).toBe("low");
  });

  it("is surer when window and shadow agree, and never surer than 0.6", () => {
    const agree = estimateSpot({ window: "north", distance: "far", shadow: "faint" });
    const disagree = estimateSpot({ window: "south", distance: "near", shadow: "faint" });
    expect(agree.confidence).toBe(0.6);
    expect(disagree.confidence).toBeLessThan(agree.confidence);
    fc.assert(
      fc.property(spot, (s) => {
        const e = estimateSpot(s);
        expect(e.confidence).toBeGreaterThan(0);
        expect(e.confidence).toBeLessThanOrEqual(0.6);
        expect(Number.isFinite(e.lux)).toBe(true);
      }),
    );
  });

  it("a sharper shadow, a nearer or a sunnier window never means less light", () => {
    fc.assert(
      fc.property(spot, spot, (a, b) => {
        const sameBut = (k: keyof typeof a) =>
          (Object.keys(a) as (keyof typeof a)[]).every((key) => key === k || a[key] === b[key]);
        const [la, lb] = [estimateSpot(a).lux, estimateSpot(b).lux];
        if (sameBut("shadow") && brighter(SHADOWS, a.shadow, b.shadow)) expect(la).toBeGreaterThanOrEqual(lb);
        if (sameBut("distance") && brighter(WINDOW_DISTANCES, a.distance, b.distance))
          expect(la).toBeGreaterThanOrEqual(lb);
        // South beats north, any window beats none. (East and west morning and evening sun reach
        // deeper into a room than the high midday sun of a south window: no order between those far in.)
        const rank = { south: 0, east: 1, west: 1, north: 2, none: 3 } as const;
        const ordered = (x: string, y: string) =>
          (x === "south" && y === "north") || (x !== "none" && y === "none") || x === y;
        if (sameBut("window") && rank[a.window] <= rank[b.window] && ordered(a.window, b.window))
          expect(la).toBeGreaterThanOrEqual(lb);
      }),
    );
  });

  it("gives summer and winter for a window, from the daylight model", () => {
    const north = spotSeasons({ window: "north", distance: "middle", shadow: "soft" })!;
    expect(north.summer.dli).toBeGreaterThan(2 * north.winter.dli);
    expect(north.winter.level).toBe("low");
    const exact = estimateSpot({ window: "south", distance: "near", shadow: "soft", azimuth: 200 });
    const hidden = estimateSpot({ window: "south", distance: "near", shadow: "soft", obstruction: "heavy" });
    expect(hidden.lux).toBeLessThan(exact.lux);
    const kiel = estimateSpot({
      window: "north",
      distance: "near",
      shadow: "soft",
      latitude: 54.3,
      longitude: 10.1,
    });
    const munich = estimateSpot({
      window: "north",
      distance: "near",
      shadow: "soft",
      latitude: 48.1,
      longitude: 11.6,
    });
    expect(kiel.lux).toBeLessThan(munich.lux);
    expect(spotSeasons({ window: "none", distance: "near", shadow: "faint" })).toBeNull();
  });

  it("no window and a barely visible shadow stays well under the low-light limit", () => {
    for (const distance of WINDOW_DISTANCES)
      expect(estimateSpot({ window: "none", distance, shadow: "faint" }).lux).toBeLessThan(LOW_MAX_LUX / 2);
  });
});

describe("summer and winter of this year", () => {
  const northMiddle: WindowSpot = { azimuth: 0, distance: 1.5, obstruction: "open", ...GERMANY_CENTRE };

  it("uses the solstices of the current year, not a fixed one", () => {
    const in2031 = spotSeasons({ window: "north", distance: "middle" }, Date.UTC(2031, 2, 1))!;
    expect(in2031.summer.dli).toBe(dayLight(Date.UTC(2031, 5, 21), northMiddle).dli);
    expect(in2031.winter.dli).toBe(dayLight(Date.UTC(2031, 11, 21), northMiddle).dli);
    expect(in2031.winter.dli).not.toBe(dayLight(Date.UTC(2026, 11, 21), northMiddle).dli);
  });
});

describe("summer and winter at a spot the camera measured", () => {
  const now = Date.UTC(2026, 10, 25, 12);
  const south = { window: "south", distance: "middle" } as const;
  const southSpot: WindowSpot = { azimuth: 180, distance: 1.5, obstruction: "open", ...GERMANY_CENTRE };
  // 25 November, 11:00 UTC: noon in the middle of Germany, the sun about 18° high.
  const at = Date.UTC(2026, 10, 25, 11);

  it("scales the model by the reading against the model's value for that moment", () => {
    const model = spotSeasons(south, now)!;
    const half = momentLight(at, southSpot).lux / 2;
    const s = measuredSeasons({ lux: half }, at, south, now)!;
    expect(s.basis).toBe("scaled");
    expect(s.summer.lux).toBeCloseTo(model.summer.lux / 2, 6);
    expect(s.winter.dli).toBeCloseTo(model.winter.dli / 2, 6);
    expect(s.bound).toBeUndefined();
  });

  it("takes the level from the scaled daily light: a spot far darker than the model stays low all year", () => {
    const s = measuredSeasons({ lux: momentLight(at, southSpot).lux / 20 }, at, south, now)!;
    expect(s.summer.level).toBe("low");
    expect(s.winter.level).toBe("low");
  });

  it("a lower bound stays a lower bound, scaled from its bound", () => {
    const moment = momentLight(at, southSpot).lux;
    const s = measuredSeasons({ lux: 2 * moment, min: moment }, at, south, now)!;
    expect(s.bound).toBe("min");
    expect(s.summer.lux).toBeCloseTo(spotSeasons(south, now)!.summer.lux, 6);
  });

  it("measured after dark, summer and winter come from the model alone", () => {
    const night = Date.UTC(2026, 10, 25, 20);
    const s = measuredSeasons({ lux: 80 }, night, south, now)!;
    expect(s.basis).toBe("model");
    expect(s.summer).toEqual(spotSeasons(south, now)!.summer);
  });
});
