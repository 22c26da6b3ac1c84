import type { LightLevel } from "../catalog/plant";
import { type LightNote, LOW_MAX_LUX, lightLevelFromLux, MEDIUM_MAX_LUX } from "./light";

/**
 * How sure a light measurement is, from the method that actually measured and the range it gives.
 * The confidence of a level is the share of the measured range (on a log scale, as exposure works) that
 * lies in that level's band, times what the method can achieve at best.
 */

/** Every note a result may carry: the light notes plus "manual" (the customer chose the level). */
// "auto-exposure" and "clipped" came from the first frame-only estimate; no measurement gives them any
// more, but links and kept spots from then still carry them.
export const RESULT_NOTES = [
  "auto-exposure",
  "near-threshold",
  "clipped",
  "assumed-aperture",
  "noise-estimate",
  "lower-bound",
  "above-range",
  "below-range",
  "manual",
] as const satisfies readonly (LightNote | "manual")[];
export type ResultNote = (typeof RESULT_NOTES)[number];

/** Which way the camera measured. */
export const MEASURE_PATHS = ["manual-exposure", "reported", "compensation", "estimated"] as const;
export type MeasurePath = (typeof MEASURE_PATHS)[number];

/** The best a method can be: its calibration error and assumptions (aperture, sensor) cap it. */
export const PATH_CEILING: Record<MeasurePath, number> = {
  // Exposure set by us: known t and ISO; only the aperture is assumed.
  "manual-exposure": 0.9,
  // Exposure reported by the camera.
  reported: 0.85,
  // Only exposure compensation: the exposure itself is still estimated.
  compensation: 0.7,
  estimated: 0.7,
};

export interface LuxRange {
  lux: number;
  /** 0 for an upper bound only. */
  min: number;
  /** Infinity for a lower bound only. */
  max: number;
}

export interface Judged {
  level: LightLevel;
  confidence: number;
  notes: LightNote[];
}

const BANDS: Record<LightLevel, [number, number]> = {
  low: [1e-3, LOW_MAX_LUX],
  medium: [LOW_MAX_LUX, MEDIUM_MAX_LUX],
  high: [MEDIUM_MAX_LUX, 200_000],
};

/** Open ends of a bound are closed at 4.3 stops (×20) for the share: a bound says little beyond that. */
const OPEN_END = 20;

/** Share 0..1 of [min, max] (log scale) inside the band of `level`. */
export function shareInLevel(range: LuxRange, level: LightLevel): number {
  const lo = range.min > 0 ? range.min : Math.min(range.lux, range.max) / OPEN_END;
  const hi = Number.isFinite(range.max) ? range.max : Math.max(range.lux, range.min) * OPEN_END;
  if (!(hi > lo)) return lightLevelFromLux(range.lux) === level ? 1 : 0;
  const [a, b] = BANDS[level];
  const inside = Math.max(0, Math.log(Math.min(hi, b)) - Math.log(Math.max(lo, a)));
  return Math.min(1, inside / (Math.log(hi) - Math.log(lo)));
}

/**
 * How much a note can explain a low confidence, most first. A bound or an out-of-range reading says the
 * number itself is open; a range across a level limit halves the share; the noise estimate is the
 * method's wide range; the assumed aperture only caps a locked or reported exposure at 0.9 / 0.85 and so
 * never explains a confidence below UNSURE_BELOW on its own.
 */
const NOTE_WEIGHT: Record<LightNote, number> = {
  "above-range": 0,
  "below-range": 0,
  "lower-bound": 0,
  "near-threshold": 1,
  clipped: 2,
  "noise-estimate": 3,
  "auto-exposure": 4,
  "assumed-aperture": 5,
};

/** A share below this (with a closed range) is lost to a level limit the range reaches over. */
const ACROSS_LIMIT_SHARE = 0.75;

/**
 * Level, confidence and the reasons for doubt of a measured range, ordered so that the first note is
 * the one that pulled the confidence down (the results page shows that one).
 */
export function judge(range: LuxRange, path: MeasurePath, notes: LightNote[] = []): Judged {
  const level = lightLevelFromLux(range.lux);
  const share = shareInLevel(range, level);
  const confidence = Math.round(Math.max(0.05, PATH_CEILING[path] * share) * 100) / 100;
  const all = [...notes];
  const t = Math.min(
    Math.abs(Math.log2(range.lux / LOW_MAX_LUX)),
    Math.abs(Math.log2(range.lux / MEDIUM_MAX_LUX)),
  );
  const closed = range.min > 0 && Number.isFinite(range.max);
  const acrossLimit = closed && share < ACROSS_LIMIT_SHARE;
  if ((t < 0.5 || acrossLimit) && !all.includes("near-threshold")) all.push("near-threshold");
  // Stable sort: notes of equal weight keep the order the method gave them.
  all.sort((a, b) => NOTE_WEIGHT[a] - NOTE_WEIGHT[b]);
  return { level, confidence, notes: all };
}
