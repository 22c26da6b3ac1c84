import type { LightLevel } from "../catalog/plant";

/**
 * Light measurement from a camera frame: pure maths, no browser APIs, so it is tested on its own and
 * runs wherever the frame is (on the customer's device – images never leave it).
 *
 * Thresholds between the catalogue's light levels, in lux on the spot:
 *   low     below 1,000 lx   (about 90 fc)
 *   medium  1,000–2,500 lx   (about 90–230 fc)
 *   high    above 2,500 lx
 * Sources (1 fc = 10.764 lx): University of Illinois Extension, "Houseplants – Lighting", gives low
 * ≈ 75 fc (800 lx), medium ≈ 150 fc (1,600 lx), high ≈ 300 fc (3,200 lx); University of Maryland
 * Extension, "Lighting for indoor plants", gives low light as 25–100 fc (270–1,080 lx). Our limits sit
 * between those anchor values. Guides disagree by a factor of two, so the limits are "about".
 */
export const LOW_MAX_LUX = 1000;
export const MEDIUM_MAX_LUX = 2500;

/** low below 1,000 lx, medium from 1,000 up to and including 2,500 lx, high above. */
export function lightLevelFromLux(lux: number): LightLevel {
  if (!(lux >= LOW_MAX_LUX)) return "low"; // also NaN: the safe, least demanding answer
  return lux <= MEDIUM_MAX_LUX ? "medium" : "high";
}

/** sRGB channel 0..255 → linear light 0..1 (IEC 61966-2-1 transfer function). */
export function srgbToLinear(channel: number): number {
  const c = clamp(Number.isFinite(channel) ? channel : 0, 0, 255) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance 0..1 of an sRGB pixel (ITU-R BT.709 weights on linear values). */
export function relativeLuminance(r: number, g: number, b: number): number {
  return 0.2126 * srgbToLinear(r) + 0.7152 * srgbToLinear(g) + 0.0722 * srgbToLinear(b);
}

/** A channel at or above this value is taken as clipped (the sensor was saturated there). */
const CLIP_CHANNEL = 250;

export interface FrameStats {
  /** Relative luminance statistics, 0..1, over all pixels. */
  mean: number;
  median: number;
  p05: number;
  p95: number;
  /** Share 0..1 of pixels with a clipped channel: the real scene is brighter there than measured. */
  clipped: number;
  /** Red / blue in linear light: above 1 warm (incandescent, evening sun), below 1 cool (shade, sky). */
  redBlueRatio: number;
  pixels: number;
}

/** Statistics of an RGBA frame (canvas ImageData layout). A small frame (e.g. 160×90) is plenty. */
export function frameStats(rgba: ArrayLike<number>): FrameStats {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return { mean: 0, median: 0, p05: 0, p95: 0, clipped: 0, redBlueRatio: 1, pixels: 0 };
  const lum = new Float64Array(pixels);
  let sum = 0;
  let red = 0;
  let blue = 0;
  let clipped = 0;
  for (let i = 0; i < pixels; i++) {
    const r = rgba[i * 4]!;
    const g = rgba[i * 4 + 1]!;
    const b = rgba[i * 4 + 2]!;
    const y = relativeLuminance(r, g, b);
    lum[i] = y;
    sum += y;
    red += srgbToLinear(r);
    blue += srgbToLinear(b);
    if (r >= CLIP_CHANNEL || g >= CLIP_CHANNEL || b >= CLIP_CHANNEL) clipped++;
  }
  lum.sort();
  // Both channels near black say nothing about colour: call it neutral.
  const redBlueRatio = red + blue < 1e-3 * pixels ? 1 : (red + 1e-6) / (blue + 1e-6);
  return {
    mean: sum / pixels,
    median: percentile(lum, 0.5),
    p05: percentile(lum, 0.05),
    p95: percentile(lum, 0.95),
    clipped: clipped / pixels,
    redBlueRatio,
    pixels,
  };
}

function percentile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export type ColourBalance = "warm" | "neutral" | "cool";

/** ±15 % between red and blue is within what white balance leaves over in ordinary daylight. */
export function colourBalance(redBlueRatio: number): ColourBalance {
  if (!Number.isFinite(redBlueRatio)) return "neutral";
  if (redBlueRatio > 1.15) return "warm";
  if (redBlueRatio < 1 / 1.15) return "cool";
  return "neutral";
}

/**
 * Aperture assumed when the browser does not report one (no standard API exposes it): the main
 * camera of current phones is f/1.5–f/2.0, so f/1.8. One f-stop of error here is about 1 EV.
 */
export const ASSUMED_APERTURE = 1.8;

export interface ExposureSettings {
  /** Seconds. (MediaStreamTrack reports exposureTime in units of 100 µs: divide by 10,000.) */
  exposureTime: number;
  iso: number;
  /** f-number; ASSUMED_APERTURE when missing. */
  aperture?: number;
}

/** Exposure value normalised to ISO 100: EV100 = log2(N²/t) − log2(ISO/100). */
export function ev100({ exposureTime, iso, aperture = ASSUMED_APERTURE }: ExposureSettings): number {
  const t = positive(exposureTime, 1 / 30);
  const s = positive(iso, 100);
  const n = positive(aperture, ASSUMED_APERTURE);
  return Math.log2((n * n) / t) - Math.log2(s / 100);
}

/**
 * Illuminance from EV100 with the incident-light meter calibration constant C = 250 (ISO 2720):
 * E = C/100 · 2^EV100 = 2.5 · 2^EV100 lx. An auto-exposing camera meters the scene to mid-grey, so its
 * EV is close to what an incident meter reads for ordinary (mid-grey on average) surroundings.
 */
export const luxFromEv100 = (ev: number): number => 2.5 * 2 ** (Number.isFinite(ev) ? ev : 0);
export const ev100FromLux = (lux: number): number => Math.log2(positive(lux, 1e-3) / 2.5);

/** Linear luminance an auto-exposure aims the frame's average at (18 % grey). */
export const MID_GREY = 0.18;

export type LightNote =
  /** Older links and kept spots only: the first frame-only estimate's notes (domain/scan/measurement.ts). */
  | "auto-exposure"
  | "near-threshold"
  | "clipped"
  | "assumed-aperture"
  /** Estimated from noise and frame rate: the camera reports no exposure. */
  | "noise-estimate"
  /** Brighter than the camera can tell apart without exposure data: only a lower bound. */
  | "lower-bound"
  /** Blown out: brighter than the camera can measure at all. */
  | "above-range"
  /** So dark the camera ran out of exposure: only an upper bound. */
  | "below-range";

/** Below this confidence the UI says plainly that it is unsure. */
export const UNSURE_BELOW = 0.5;

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
function positive(v: number | undefined, fallback: number): number {
  return typeof v === "number" && Number.isFinite(v) && v > 0 ? v : fallback;
}
