import type { LightLevel } from "../catalog/plant";
import { CARDINAL_AZIMUTH, GERMANY_CENTRE, momentLight, sunPosition, type WindowSpot } from "./daylight";
import { LOW_MAX_LUX, lightLevelFromLux, MEDIUM_MAX_LUX } from "./light";
import { DIRECT_SUN_LUX, dliOfLux, TOO_DARK_LUX } from "./light-needs";
import { type MeasurePath, PATH_CEILING, type ResultNote } from "./measurement";
import { DISTANCE_METRES, type WindowDescription } from "./spot";

/**
 * Blattwerk Scan's verdict: one light level with a range for a spot, from all the evidence there is –
 * the camera's reading (with its method and error), the window the customer describes, and the daylight
 * model (sun, sky, season at the place and moment of measuring, domain/scan/daylight.ts).
 *
 * Each piece of evidence is a value on a log scale (stops, as exposure and eyes work) with an error;
 * they are combined by inverse-variance weighting. Where the camera cannot tell – it reports no exposure,
 * or it is out of its range – it only gives a bound, and the description or the model decides within it.
 * The level, the lux range, the DLI and the recommendations are all read from the one combined value, so
 * they cannot disagree.
 */

/** The camera's reading as the results URL carries it. */
export interface CameraReading {
  lux: number;
  /** Both for a range, only `min` for a lower bound, only `max` for an upper one. */
  min?: number;
  max?: number;
  path?: MeasurePath;
  note?: ResultNote;
  /** When it was measured (epoch ms); without it (older links) day or night is unknown. */
  at?: number;
}

export interface VerdictInput {
  camera?: CameraReading;
  /** The window the customer described, with the place (latitude/longitude) resolved. */
  window?: WindowDescription;
  /** A described spot without camera: the estimate of domain/scan/spot.ts (window + hand shadow). */
  described?: { lux: number; confidence: number };
}

/** What the verdict rests on, for the page to say so. */
export type VerdictBasis =
  /** The camera's reading alone. */
  | "camera"
  /** The camera's reading and the described window, combined. */
  | "camera+description"
  /** The camera could only give a bound: the description decided within it. */
  | "description-within-camera"
  /** The camera could only give a bound and nothing was described: the daylight model for this hour decided. */
  | "model-within-camera"
  /** Only the description (manual path, or a camera reading after sunset). */
  | "description";

/** Why the camera alone could not decide. */
export type CameraLimit = "no-exposure" | "above-range" | "below-range" | "night";

export type SpotClass = LightLevel | "too-dark";

export interface Contradiction {
  camera: SpotClass;
  description: SpotClass;
}

export interface LightVerdict {
  kind: "light" | "too-dark";
  /** The level word; "low" for a spot that is too dark (stored levels have three values). */
  level: LightLevel;
  lux: number;
  /** 0 for an upper bound only. */
  min: number;
  /** Infinity for a lower bound only. */
  max: number;
  /** Daily light integral at this light over a 12-hour day, mol m⁻² d⁻¹. */
  dli: number;
  confidence: number;
  basis: VerdictBasis;
  cameraLimit?: CameraLimit;
  /** The description and the camera disagree by more than their errors allow. */
  contradiction?: Contradiction;
  /** Direct sun reaches the spot (reading ≥ DIRECT_SUN_LUX, or a near, open window between east and west). */
  directSun: boolean;
}

export interface NightVerdict {
  kind: "night";
  /** Sun elevation (degrees) at the place and moment of measuring. */
  sunElevation: number;
}

export type Verdict = LightVerdict | NightVerdict;

/** Error (1σ, in stops) of the daylight model for a described window: rooms, curtains, weather (×2). */
const DESCRIPTION_STOPS = 1;
/** Error of the model for an unknown window (any direction, 1–2 m): broad. */
const PRIOR_STOPS = 2;
/** Error of a reading without exposure data: noise reduction of real cameras hides how dark it is. */
const NO_EXPOSURE_STOPS = 2;
/** A bound is contradicted when the description lies this many stops (×3) on its wrong side. */
const BOUND_CONTRADICTION_STOPS = Math.log2(3);
/** Half the range shown around a value decided by the description or the model: ×2 either way. */
const MODEL_HALF_RANGE = 1;

/** The sun is below the horizon: a reading is lamp light or darkness, not the spot's daylight. */
export const NIGHT_BELOW_ELEVATION = 0;

const log2 = (lux: number) => Math.log2(Math.max(lux, 1e-3));

type Camera =
  | { kind: "range"; x: number; sigma: number; ceiling: number }
  | { kind: "lower"; bound: number; limit: CameraLimit }
  | { kind: "upper"; bound: number }
  | { kind: "no-exposure"; x: number; bound: number };

/** What kind of evidence a reading is: a range, a bound, or a value the camera could not pin down. */
function classify(r: CameraReading): Camera {
  const hasMin = r.min !== undefined && r.min > 0;
  const hasMax = r.max !== undefined && Number.isFinite(r.max);
  if (r.note === "above-range")
    return { kind: "lower", bound: hasMin ? r.min! : r.lux, limit: "above-range" };
  if (r.note === "below-range" || (!hasMin && hasMax))
    return { kind: "upper", bound: hasMax ? r.max! : r.lux };
  if (r.note === "lower-bound")
    return { kind: "no-exposure", x: log2(r.lux), bound: hasMin ? r.min! : r.lux };
  if (hasMin && !hasMax) return { kind: "lower", bound: r.min!, limit: "above-range" };
  const ceiling = r.path ? PATH_CEILING[r.path] : 0.7;
  // A range is the camera's ~80 % interval: half its width in stops is its error.
  const sigma = hasMin && hasMax ? Math.max(0.25, Math.log2(r.max! / r.min!) / 2) : 0.75;
  return { kind: "range", x: log2(r.lux), sigma, ceiling };
}

function placeOf(w?: WindowDescription) {
  return {
    latitude: w?.latitude ?? GERMANY_CENTRE.latitude,
    longitude: w?.longitude ?? GERMANY_CENTRE.longitude,
  };
}

function windowSpot(w: WindowDescription): WindowSpot {
  return {
    azimuth: w.azimuth ?? CARDINAL_AZIMUTH[w.window === "none" ? "north" : w.window],
    distance: DISTANCE_METRES[w.distance],
    obstruction: w.obstruction ?? "open",
    ...placeOf(w),
  };
}

/** The model's value for a window nobody described: the four directions at 1–2 m, open view. */
function priorStops(at: number, w?: WindowDescription): number {
  const place = placeOf(w);
  const values = (["north", "east", "south", "west"] as const).map((d) =>
    log2(momentLight(at, { azimuth: CARDINAL_AZIMUTH[d], distance: 1.5, obstruction: "open", ...place }).lux),
  );
  return values.reduce((a, b) => a + b, 0) / values.length;
}

export const classOfLux = (lux: number): SpotClass =>
  lux < TOO_DARK_LUX ? "too-dark" : lightLevelFromLux(lux);

const BANDS: Record<SpotClass, [number, number]> = {
  "too-dark": [1e-3, TOO_DARK_LUX],
  low: [TOO_DARK_LUX, LOW_MAX_LUX],
  medium: [LOW_MAX_LUX, MEDIUM_MAX_LUX],
  high: [MEDIUM_MAX_LUX, 200_000],
};

/** Share 0..1 of [min, max] (log scale; open ends closed at ×4) inside the band of `cls`. */
function shareIn(lux: number, min: number, max: number, cls: SpotClass): number {
  const lo = log2(min > 0 ? min : Math.min(lux, max) / 4);
  const hi = log2(Number.isFinite(max) ? max : Math.max(lux, min) * 4);
  if (!(hi > lo)) return 1;
  const [a, b] = BANDS[cls].map(log2) as [number, number];
  return Math.max(0, Math.min(hi, b) - Math.max(lo, a)) / (hi - lo);
}

const directWindow = (w?: WindowDescription) => {
  if (!w || w.window === "none" || w.distance !== "near" || w.obstruction === "heavy") return false;
  const az = w.azimuth ?? CARDINAL_AZIMUTH[w.window];
  // The sun stands between east and west (azimuth 60°–300° in Germany while it is high enough).
  return az >= 60 && az <= 300;
};

interface Combined {
  x: number;
  min: number;
  max: number;
  ceiling: number;
  basis: VerdictBasis;
  cameraLimit?: CameraLimit;
  contradiction?: Contradiction;
  agrees?: boolean;
}

const range = (x: number, half: number) => ({ min: 2 ** (x - half), max: 2 ** (x + half) });

/** Combines a reading with the description (or the model for an unknown window). */
function combine(cam: Camera, d: { x: number; sigma: number; described: boolean } | null): Combined {
  const contradiction = (cameraX: number): Contradiction | undefined =>
    d?.described ? { camera: classOfLux(2 ** cameraX), description: classOfLux(2 ** d.x) } : undefined;
  switch (cam.kind) {
    case "range": {
      if (!d?.described)
        return { x: cam.x, ...range(cam.x, cam.sigma), ceiling: cam.ceiling, basis: "camera" };
      const wc = 1 / cam.sigma ** 2;
      const wd = 1 / d.sigma ** 2;
      const x = (cam.x * wc + d.x * wd) / (wc + wd);
      const sigma = 1 / Math.sqrt(wc + wd);
      const apart = Math.abs(cam.x - d.x);
      const allowed = Math.sqrt(cam.sigma ** 2 + d.sigma ** 2);
      return {
        x,
        ...range(x, sigma),
        ceiling: cam.ceiling,
        basis: "camera+description",
        ...(apart > 2 * allowed ? { contradiction: contradiction(cam.x) } : {}),
        agrees: apart <= allowed,
      };
    }
    case "no-exposure": {
      // The camera cannot tell: the description (or the model for this hour) decides, the reading
      // pulls only with its wide error. Never a contradiction: it is no measurement to contradict.
      if (!d)
        return {
          x: cam.x,
          min: cam.bound,
          max: Infinity,
          ceiling: 0.3,
          basis: "camera",
          cameraLimit: "no-exposure",
        };
      const wc = 1 / NO_EXPOSURE_STOPS ** 2;
      const wd = 1 / d.sigma ** 2;
      const x = (cam.x * wc + d.x * wd) / (wc + wd);
      return {
        x,
        ...range(x, MODEL_HALF_RANGE),
        ceiling: d.described ? 0.55 : 0.35,
        basis: d.described ? "description-within-camera" : "model-within-camera",
        cameraLimit: "no-exposure",
      };
    }
    case "lower": {
      const b = log2(cam.bound);
      if (!d)
        return { x: b, min: cam.bound, max: Infinity, ceiling: 0.4, basis: "camera", cameraLimit: cam.limit };
      if (d.x >= b)
        return {
          x: d.x,
          min: cam.bound,
          max: 2 ** (d.x + MODEL_HALF_RANGE),
          ceiling: d.described ? 0.6 : 0.4,
          basis: d.described ? "description-within-camera" : "model-within-camera",
          cameraLimit: cam.limit,
          agrees: d.described,
        };
      return {
        x: b,
        min: cam.bound,
        max: Infinity,
        ceiling: 0.4,
        basis: "camera",
        cameraLimit: cam.limit,
        ...(b - d.x > BOUND_CONTRADICTION_STOPS ? { contradiction: contradiction(b) } : {}),
      };
    }
    case "upper": {
      const b = log2(cam.bound);
      if (!d)
        return { x: b, min: 0, max: cam.bound, ceiling: 0.4, basis: "camera", cameraLimit: "below-range" };
      if (d.x <= b)
        return {
          x: d.x,
          min: 2 ** (d.x - MODEL_HALF_RANGE),
          max: cam.bound,
          ceiling: d.described ? 0.6 : 0.4,
          basis: d.described ? "description-within-camera" : "model-within-camera",
          cameraLimit: "below-range",
          agrees: d.described,
        };
      return {
        x: b,
        min: 0,
        max: cam.bound,
        ceiling: 0.4,
        basis: "camera",
        cameraLimit: "below-range",
        ...(d.x - b > BOUND_CONTRADICTION_STOPS ? { contradiction: contradiction(b) } : {}),
      };
    }
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function finish(c: Combined, window?: WindowDescription): LightVerdict {
  const lux = 2 ** c.x;
  const cls = classOfLux(lux);
  const share = shareIn(lux, c.min, c.max, cls);
  let confidence = c.ceiling * share + (c.agrees ? 0.1 : 0);
  if (c.contradiction) confidence *= 0.6;
  confidence = round2(Math.min(0.95, Math.max(0.05, confidence)));
  return {
    kind: cls === "too-dark" ? "too-dark" : "light",
    level: cls === "too-dark" ? "low" : cls,
    lux,
    min: Math.min(c.min, lux),
    max: Math.max(c.max, lux),
    dli: dliOfLux(lux),
    confidence,
    basis: c.basis,
    ...(c.cameraLimit ? { cameraLimit: c.cameraLimit } : {}),
    ...(c.contradiction ? { contradiction: c.contradiction } : {}),
    directSun: cls !== "too-dark" && (lux >= DIRECT_SUN_LUX || (cls === "high" && directWindow(window))),
  };
}

/** Whether the sun was down at the place and moment of a reading (null: moment unknown). */
export function sunElevationAt(at: number | undefined, window?: WindowDescription): number | null {
  if (at === undefined) return null;
  const { latitude, longitude } = placeOf(window);
  return sunPosition(at, latitude, longitude).elevation;
}

/**
 * The verdict for a spot. A camera reading taken after sunset (at the customer's postal code, or the
 * middle of Germany) is not daylight: with a described window the description decides, without one the
 * answer is "night" – never a level made of darkness.
 */
export function verdict(input: VerdictInput): Verdict {
  const { camera, window } = input;
  if (!camera) {
    const d = input.described;
    if (!d) throw new Error("verdict needs a camera reading or a description");
    const x = log2(d.lux);
    const judged = finish({ x, ...range(x, MODEL_HALF_RANGE), ceiling: 1, basis: "description" }, window);
    // The description's own confidence (agreement of window and hand shadow, domain/scan/spot.ts) stands.
    return { ...judged, confidence: d.confidence };
  }
  const elevation = sunElevationAt(camera.at, window);
  const described =
    window && window.window !== "none" && camera.at !== undefined
      ? { x: log2(momentLight(camera.at, windowSpot(window)).lux), sigma: DESCRIPTION_STOPS, described: true }
      : null;
  if (elevation !== null && elevation < NIGHT_BELOW_ELEVATION) {
    if (!described) return { kind: "night", sunElevation: elevation };
    // After sunset the window's light is the model's daytime mean for today, not this moment's darkness.
    const x = log2(middayLight(camera.at!, window!));
    return finish(
      { x, ...range(x, MODEL_HALF_RANGE), ceiling: 0.5, basis: "description", cameraLimit: "night" },
      window,
    );
  }
  const model =
    described ??
    (camera.at !== undefined
      ? { x: priorStops(camera.at, window), sigma: PRIOR_STOPS, described: false }
      : null);
  return finish(combine(classify(camera), model), window);
}

/** The window's light around midday of the day of `at` (11:00 UTC ≈ noon in Germany). */
function middayLight(at: number, window: WindowDescription): number {
  const d = new Date(at);
  const noon = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 11);
  return momentLight(noon, windowSpot(window)).lux;
}
