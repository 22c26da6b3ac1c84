import { type LightNote, MID_GREY, srgbToLinear } from "./light";

/**
 * Estimating the camera's exposure where the browser neither reports nor controls it (desktop webcams,
 * iPhone Safari, most browsers): from what a short sequence of frames carries.
 *
 * - Temporal noise in flat regions: a sensor's shot noise at a fixed output level grows with the
 *   analogue gain (σ²/y ≈ gain / full well). Auto-exposure raises the gain only when the exposure time
 *   has reached its limit, i.e. in dim light; so the noise says how far below that limit the scene is.
 * - The real frame rate (requestVideoFrameCallback): when even full gain is not enough, cameras stretch
 *   the exposure beyond the frame period and the frame rate drops.
 * - A frame that stays dark although auto-exposure tries to reach mid-grey: the camera is at its
 *   limit, the scene is darker still (an upper bound).
 * - Clipped highlights and strong contrast at base gain: sun patches or the sky in the target box.
 *
 * The sensor and auto-exposure program below (TYPICAL_CAMERA) are those of a typical phone in video
 * mode; the constants were calibrated by simulating frame sequences of known illuminance with that
 * camera (domain/scan/exposure.test.ts). A real camera differs: full well (±1 stop), its own exposure program
 * and noise reduction (which hides noise, so the spot looks brighter) – hence the wide ranges reported.
 */

export interface CameraModel {
  /** Electrons that fill a pixel to output 1.0 at base gain. */
  fullWell: number;
  /** Read noise in electrons. */
  readNoise: number;
  /** ISO at gain 1. */
  baseIso: number;
  maxGain: number;
  /** Auto-exposure lengthens the exposure up to this (s) before it raises the gain (50 Hz flicker). */
  gainExposure: number;
  nominalFps: number;
  /** The frame rate it drops to at most in the dark. */
  minFps: number;
  aperture: number;
}

export const TYPICAL_CAMERA: CameraModel = {
  fullWell: 4000,
  readNoise: 3,
  baseIso: 50,
  maxGain: 16,
  gainExposure: 1 / 100,
  nominalFps: 30,
  minFps: 15,
  aperture: 1.8,
};

/** The exposure product t·ISO (s) that brings a mid-grey surface lit by `lux` to mid-grey (ISO 2720, C = 250). */
export const exposureProductFor = (lux: number, aperture: number) => (250 * aperture * aperture) / lux;
/** The inverse: illuminance that a mid-grey exposure with t·ISO implies. */
export const luxForExposureProduct = (product: number, aperture: number) =>
  (250 * aperture * aperture) / product;

export interface AutoExposure {
  exposureTime: number;
  gain: number;
  fps: number;
  /** Output level the scene's mean reaches (0.18 when auto-exposure is within its range). */
  level: number;
}

/** What a camera's auto-exposure does for a scene whose mean (mid-grey-equivalent) illuminance is `lux`. */
export function autoExpose(lux: number, camera: CameraModel = TYPICAL_CAMERA): AutoExposure {
  const need = exposureProductFor(lux, camera.aperture);
  const iso = camera.baseIso;
  const tMin = 1 / 8000;
  const tFrame = 1 / camera.nominalFps;
  if (need <= camera.gainExposure * iso) {
    const t = Math.max(tMin, need / iso);
    return { exposureTime: t, gain: 1, fps: camera.nominalFps, level: MID_GREY * ((t * iso) / need) };
  }
  if (need <= camera.gainExposure * iso * camera.maxGain)
    return {
      exposureTime: camera.gainExposure,
      gain: need / (camera.gainExposure * iso),
      fps: camera.nominalFps,
      level: MID_GREY,
    };
  const full = iso * camera.maxGain;
  const t = Math.min(need / full, 1 / camera.minFps);
  return {
    exposureTime: t,
    gain: camera.maxGain,
    fps: t > tFrame ? 1 / t : camera.nominalFps,
    level: MID_GREY * Math.min(1, (t * full) / need),
  };
}

/** Illuminance limits of the camera's program (lx): base gain above `floor`, out of range below `dark`. */
export function programLimits(camera: CameraModel = TYPICAL_CAMERA) {
  const lux = (p: number) => luxForExposureProduct(p, camera.aperture);
  const full = camera.baseIso * camera.maxGain;
  return {
    floor: lux(camera.gainExposure * camera.baseIso),
    fullGain: lux(camera.gainExposure * full),
    frameLimit: lux(full / camera.nominalFps),
    dark: lux(full / camera.minFps),
  };
}

/** One frame's pixels, 8-bit RGBA (canvas ImageData layout). */
export type Rgba = ArrayLike<number>;

export interface FrameSequence {
  /** Small whole frames (what auto-exposure metered), one per moment. */
  frames: Rgba[];
  /** The target box of each moment, scaled to a small size (the spot). */
  boxes: Rgba[];
  /** A patch of the box at full resolution (1:1 pixels) per moment, for the noise; same size each. */
  patches: Rgba[];
  /** Frame rate measured with requestVideoFrameCallback, if it could be. */
  fps?: number | null;
  /** The frame rate the camera was asked for / says it runs at. */
  nominalFps?: number | null;
}

export type ExposureRegime = "gain" | "full-gain" | "long-exposure" | "dark" | "base-gain" | "sunlit";

export interface ExposureEstimate {
  /** Best estimate of the illuminance at the spot (lx). */
  lux: number;
  /** Range the true value lies in with about 80 % certainty (lx); max Infinity for a lower bound. */
  min: number;
  max: number;
  regime: ExposureRegime;
  /** The signals the estimate came from. */
  signals: {
    gain: number;
    fps: number | null;
    frameLevel: number;
    boxLevel: number;
    clipped: number;
    contrast: number;
  };
}

const CLIP = 250;

function lumaOf(rgba: Rgba): { values: Float64Array; clipped: number } {
  const n = Math.floor(rgba.length / 4);
  const values = new Float64Array(n);
  let clipped = 0;
  for (let i = 0; i < n; i++) {
    const r = rgba[i * 4]!;
    const g = rgba[i * 4 + 1]!;
    const b = rgba[i * 4 + 2]!;
    values[i] = 0.2126 * srgbToLinear(r) + 0.7152 * srgbToLinear(g) + 0.0722 * srgbToLinear(b);
    if (r >= CLIP || g >= CLIP || b >= CLIP) clipped++;
  }
  return { values, clipped: n ? clipped / n : 0 };
}

const mean = (a: ArrayLike<number>) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return a.length ? s / a.length : 0;
};

/** Slope of the linear value per 8-bit sRGB step at linear level y (for the quantisation noise). */
function linearStep(y: number): number {
  const code = y <= 0.0031308 ? y * 12.92 : 1.055 * y ** (1 / 2.4) - 0.055;
  const c = Math.min(254, Math.max(0, Math.round(code * 255)));
  return srgbToLinear(c + 1) - srgbToLinear(c);
}

/**
 * Analogue gain estimated from temporal noise: for every pixel of two consecutive patches that is
 * neither near black nor clipped, (y₁ − y₂)/√(2ȳ) has variance gain/fullWell (+ read and quantisation
 * noise, removed). A global brightness change between the frames (flicker, hand) is taken out first;
 * the largest 5 % of differences (movement at edges) are trimmed.
 */
export function gainFromNoise(patches: Rgba[], camera: CameraModel = TYPICAL_CAMERA): number {
  const lum = patches.map((p) => lumaOf(p).values);
  const z2: number[] = [];
  let quant = 0;
  let level = 0;
  for (let f = 1; f < lum.length; f++) {
    const a = lum[f - 1]!;
    const b = lum[f]!;
    // The same frame twice (delivered again by camera or browser) carries no noise: skip the pair.
    if (a.every((v, i) => v === b[i])) continue;
    const ratio = mean(b) > 0 ? mean(a) / mean(b) : 1;
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const y = (a[i]! + b[i]! * ratio) / 2;
      if (y < 0.01 || y > 0.8) continue;
      const d = a[i]! - b[i]! * ratio;
      z2.push((d * d) / (2 * y));
      const step = linearStep(y);
      quant += (step * step) / 6 / (2 * y);
      level += y;
    }
  }
  if (z2.length < 50) return 0;
  z2.sort((x, y) => x - y);
  const kept = z2.slice(0, Math.floor(z2.length * 0.95));
  // E[X² | |X| < 1.96σ] = 0.759 σ² for a normal X.
  const variance = mean(kept) / 0.759 - quant / z2.length;
  if (!(variance > 0)) return 0;
  const y = level / z2.length;
  // variance = g/FW + (r·g/FW)²/y  → solve for g.
  const a = (camera.readNoise / camera.fullWell) ** 2 / y;
  const b = 1 / camera.fullWell;
  return a > 0 ? (-b + Math.sqrt(b * b + 4 * a * variance)) / (2 * a) : variance / b;
}

/** Above this estimated gain the camera is clearly off its base gain (the noise floor varies ±25 %). */
const GAIN_ABOVE_BASE = 1.3;
/** Frame 2 stops under mid-grey despite auto-exposure: the camera ran out of exposure. */
const UNDEREXPOSED = MID_GREY / 4;
/** At base gain, a box whose brightest 5 % are this much brighter than its median holds sun or sky. */
const SUNLIT_CONTRAST = 4;
/** Half-width of the range, in stops, for each regime (from the calibration). */
const SPREAD: Record<ExposureRegime, number> = {
  gain: 0.75,
  "full-gain": 1,
  "long-exposure": 1,
  dark: 1.5,
  "base-gain": 1,
  sunlit: 1,
};

function percentile(values: Float64Array, q: number): number {
  const s = Float64Array.from(values).sort();
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
}

/** Illuminance at the spot from a frame sequence, with the range it can honestly be given in. */
export function estimateExposure(seq: FrameSequence, camera: CameraModel = TYPICAL_CAMERA): ExposureEstimate {
  const frameLevel = mean(seq.frames.map((f) => mean(lumaOf(f).values)));
  const boxes = seq.boxes.map(lumaOf);
  const boxLevel = mean(boxes.map((b) => mean(b.values)));
  const clipped = mean(boxes.map((b) => b.clipped));
  const last = boxes[boxes.length - 1]?.values ?? new Float64Array();
  const median = percentile(last, 0.5);
  const contrast = median > 0 ? percentile(last, 0.95) / median : 1;
  const gain = gainFromNoise(seq.patches, camera);
  const nominal = seq.nominalFps && seq.nominalFps > 0 ? seq.nominalFps : camera.nominalFps;
  const fps = seq.fps && seq.fps > 0 ? seq.fps : null;
  const limits = programLimits(camera);
  // The spot relative to what auto-exposure metered: a brighter box than frame means more light there.
  const spotShare = frameLevel > 0 ? Math.max(boxLevel, 1e-4) / frameLevel : 1;
  const signals = { gain, fps, frameLevel, boxLevel, clipped, contrast };

  const result = (regime: ExposureRegime, scene: number, bound?: "lower" | "upper"): ExposureEstimate => {
    const lux = scene * spotShare;
    const spread = 2 ** SPREAD[regime];
    return {
      lux,
      min: bound === "upper" ? 0 : lux / spread,
      max: bound === "lower" ? Number.POSITIVE_INFINITY : lux * spread,
      regime,
      signals,
    };
  };

  if (frameLevel < UNDEREXPOSED) {
    // Out of range: the camera gave all it has, the scene is darker than its program's limit.
    return result("dark", limits.dark * (frameLevel / MID_GREY), "upper");
  }
  const level = frameLevel / MID_GREY;
  // A camera stretches its exposure past the frame period only at full gain: a lower frame rate
  // without that noise is a slow device dropping frames, not a dark scene.
  if (fps !== null && fps < nominal * 0.85 && gain >= camera.maxGain / 2) {
    const t = 1 / fps;
    return result(
      "long-exposure",
      luxForExposureProduct(t * camera.baseIso * camera.maxGain, camera.aperture) * level,
    );
  }
  if (gain > GAIN_ABOVE_BASE) {
    const g = Math.min(gain, camera.maxGain);
    // At full gain the exposure may have been stretched up to the frame period: between both limits.
    const full = g >= camera.maxGain * 0.8;
    const t = full ? Math.sqrt(camera.gainExposure / nominal) : camera.gainExposure;
    return result(
      full ? "full-gain" : "gain",
      luxForExposureProduct(t * camera.baseIso * g, camera.aperture) * level,
    );
  }
  if (contrast >= SUNLIT_CONTRAST || clipped >= 0.03) {
    // Sun patches or sky in the box at base gain: bright light, how bright the camera cannot tell.
    return result("sunlit", Math.max(limits.floor * level, 3000 / spotShare), "lower");
  }
  return result("base-gain", limits.floor * level, "lower");
}

/** What each regime says about the reading (the results page shows it; domain/scan/verdict.ts weighs it). */
export const REGIME_NOTE: Record<ExposureRegime, LightNote | null> = {
  gain: "noise-estimate",
  "full-gain": "noise-estimate",
  "long-exposure": "noise-estimate",
  dark: "below-range",
  "base-gain": "lower-bound",
  sunlit: null,
};
