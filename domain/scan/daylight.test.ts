import { describe, expect, it } from "vitest";
import {
  cardinalOf,
  dayLight,
  GERMANY_CENTRE,
  levelFromDli,
  locatePostalCode,
  seasonalLight,
  sunDay,
  sunPosition,
  type WindowSpot,
  windowViewFactor,
} from "./daylight";

const BERLIN = { latitude: 52.52, longitude: 13.405 };
/** Minutes after midnight UTC → "HH:MM" in a zone `offset` hours ahead of UTC. */
const clock = (minutes: number | null, offset: number) => {
  if (minutes === null) return "–";
  const m = Math.round(minutes + offset * 60);
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/**
 * Reference values of the NOAA Solar Calculator (gml.noaa.gov/grad/solcalc) for Berlin
 * (52.52° N, 13.405° E): sunrise, solar noon, sunset, and the sun's elevation at noon (corrected for
 * refraction). June 21 in CEST (UTC+2), December 21 in CET (UTC+1).
 */
describe("sun path against the NOAA Solar Calculator, Berlin", () => {
  it.each([
    ["summer solstice", Date.UTC(2026, 5, 21), 2, "04:43", "13:08", "21:33", 60.93, 23.44],
    ["winter solstice", Date.UTC(2026, 11, 21), 1, "08:15", "12:04", "15:54", 14.1, -23.44],
  ])("%s", (_, date, offset, sunrise, noon, sunset, elevation, declination) => {
    const day = sunDay(date, BERLIN.latitude, BERLIN.longitude);
    expect(clock(day.sunrise, offset)).toBe(sunrise);
    expect(clock(day.solarNoon, offset)).toBe(noon);
    expect(clock(day.sunset, offset)).toBe(sunset);
    const atNoon = sunPosition(date + day.solarNoon * 60_000, BERLIN.latitude, BERLIN.longitude);
    expect(atNoon.elevation).toBeCloseTo(elevation, 1);
    expect(atNoon.declination).toBeCloseTo(declination, 1);
    expect(atNoon.azimuth).toBeCloseTo(180, 0);
  });

  it("puts the sun in the east in the morning and in the west in the evening", () => {
    const date = Date.UTC(2026, 2, 20);
    expect(sunPosition(date + 6 * 3600_000, BERLIN.latitude, BERLIN.longitude).azimuth).toBeGreaterThan(80);
    expect(sunPosition(date + 6 * 3600_000, BERLIN.latitude, BERLIN.longitude).azimuth).toBeLessThan(110);
    expect(sunPosition(date + 16 * 3600_000, BERLIN.latitude, BERLIN.longitude).azimuth).toBeGreaterThan(240);
  });
});

describe("postal code → region", () => {
  it("finds the Leitregion of a German postal code", () => {
    expect(locatePostalCode("10115")).toEqual({ latitude: 52.52, longitude: 13.4 });
    expect(locatePostalCode("80331")?.latitude).toBeCloseTo(48.1, 1);
    expect(locatePostalCode("24103")?.latitude).toBeCloseTo(54.3, 1);
  });
  it.each(["00000", "05123", "1011", "101155", "abcde", ""])("refuses %j", (code) => {
    expect(locatePostalCode(code)).toBeNull();
  });
});

describe("daylight at a window", () => {
  const spot = (over: Partial<WindowSpot> = {}): WindowSpot => ({
    azimuth: 180,
    distance: 0.5,
    obstruction: "open",
    ...GERMANY_CENTRE,
    ...over,
  });
  const june = Date.UTC(2026, 5, 21);
  const december = Date.UTC(2026, 11, 21);

  it("sees the whole window at the glass and less of it further in", () => {
    expect(windowViewFactor(0.01)).toBeGreaterThan(0.95);
    expect(windowViewFactor(1)).toBeLessThan(windowViewFactor(0.5));
    expect(windowViewFactor(3)).toBeLessThan(0.1);
  });

  it("is brighter in June than in December, further north the more so", () => {
    for (const azimuth of [0, 90, 180, 270]) {
      const s = spot({ azimuth });
      expect(dayLight(june, s).dli).toBeGreaterThan(dayLight(december, s).dli);
    }
    const kiel = { latitude: 54.3, longitude: 10.1 };
    const munich = { latitude: 48.1, longitude: 11.6 };
    expect(dayLight(december, spot({ azimuth: 0, ...kiel })).dli).toBeLessThan(
      dayLight(december, spot({ azimuth: 0, ...munich })).dli,
    );
    expect(dayLight(june, spot()).dayLength).toBeCloseTo(16.3, 0);
    expect(dayLight(december, spot()).dayLength).toBeCloseTo(8, 0);
  });

  it("a south window is bright, a north one is not; distance and buildings opposite darken", () => {
    const now = Date.UTC(2026, 10, 25);
    const south = seasonalLight(spot(), now);
    const north = seasonalLight(spot({ azimuth: 0 }), now);
    expect(south.year.level).toBe("high");
    expect(north.year.level).not.toBe("high");
    expect(north.winter.level).toBe("low");
    expect(south.year.dli).toBeGreaterThan(3 * north.year.dli);
    const far = seasonalLight(spot({ azimuth: 0, distance: 3 }), now);
    expect(far.year.dli).toBeLessThan(north.year.dli / 3);
    const hidden = seasonalLight(spot({ obstruction: "heavy" }), now);
    expect(hidden.year.dli).toBeLessThan(south.year.dli / 4);
    // Plausible magnitudes: a sunny south sill gets several mol per day, a north corner well under one.
    expect(south.summer.dli).toBeGreaterThan(4);
    expect(south.summer.dli).toBeLessThan(20);
    expect(far.winter.dli).toBeLessThan(0.2);
  });

  it("east and west are mirror images", () => {
    const east = dayLight(june, spot({ azimuth: 90 }));
    const west = dayLight(june, spot({ azimuth: 270 }));
    expect(east.dli / west.dli).toBeGreaterThan(0.9);
    expect(east.dli / west.dli).toBeLessThan(1.1);
  });
});

describe("levels and compass", () => {
  it("uses the lux limits over a 12-hour day as DLI limits", () => {
    expect(levelFromDli(0.5)).toBe("low");
    expect(levelFromDli(1.2)).toBe("medium");
    expect(levelFromDli(3)).toBe("high");
  });
  it("rounds a heading to the nearest window direction", () => {
    expect([350, 10, 80, 170, 200, 260, 300].map(cardinalOf)).toEqual([
      "north",
      "north",
      "east",
      "south",
      "south",
      "west",
      "west",
    ]);
  });
});
