import { autoExpose, type CameraModel, type FrameSequence, TYPICAL_CAMERA } from "../../domain/scan/exposure";

/**
 * A simulated camera filming a spot of known illuminance: the calibration and test bench of
 * domain/scan/exposure.ts, and the source of the end-to-end tests' fake camera videos. Deterministic
 * (seeded), pure.
 */

export interface SimulatedSpot {
  /** Illuminance on the spot, lx. */
  lux: number;
  /** Share of the box in direct sun (0..1) and how much brighter it is there than in the shade. */
  sunShare?: number;
  sunRatio?: number;
  frames?: number;
  seed?: number;
  camera?: CameraModel;
  /** Size of the full-resolution noise patch. */
  patch?: number;
}

/** mulberry32: a small, good-enough seeded generator. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function gaussian(rand: () => number) {
  return () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

/** Linear 0..1 → 8-bit sRGB code. */
export function encodeSrgb(y: number): number {
  const v = Math.min(1, Math.max(0, y));
  const c = v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(c * 255);
}

/** Static surface texture of the spot: reflectance factors around 1 (wood grain, fabric, leaves). */
function texture(n: number, rand: () => number, sunShare: number, sunRatio: number): Float64Array {
  const t = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    t[i] = 0.7 + 0.6 * rand();
    if (i / n < sunShare) t[i]! *= sunRatio;
  }
  return t;
}

const grey = (codes: ArrayLike<number>) => {
  const out = new Uint8ClampedArray(codes.length * 4);
  for (let i = 0; i < codes.length; i++) out.set([codes[i]!, codes[i]!, codes[i]!, 255], i * 4);
  return out;
};

/**
 * Frames of a spot as a camera with auto-exposure delivers them: exposure and gain chosen by the
 * camera's program, shot and read noise of the sensor, sRGB encoding and 8-bit quantisation.
 */
export function simulateSequence(
  spot: SimulatedSpot,
): FrameSequence & { truth: ReturnType<typeof autoExpose> } {
  const camera = spot.camera ?? TYPICAL_CAMERA;
  const frames = spot.frames ?? 8;
  const size = spot.patch ?? 64;
  const n = size * size;
  const rand = random(spot.seed ?? 1);
  const noise = gaussian(rand);
  const tex = texture(n, rand, spot.sunShare ?? 0, spot.sunRatio ?? 1);
  let texMean = 0;
  for (const v of tex) texMean += v / n;
  // Auto-exposure meters the mean: a spot with sun patches looks brighter to it.
  const ae = autoExpose(spot.lux * texMean, camera);
  const out: FrameSequence & { truth: typeof ae } = {
    frames: [],
    boxes: [],
    patches: [],
    fps: ae.fps,
    nominalFps: camera.nominalFps,
    truth: ae,
  };
  for (let f = 0; f < frames; f++) {
    const noisy = new Uint8ClampedArray(n);
    const clean = new Uint8ClampedArray(n);
    for (let i = 0; i < n; i++) {
      const y = (ae.level * tex[i]!) / texMean;
      const electrons = (y * camera.fullWell) / ae.gain;
      const e = electrons + Math.sqrt(Math.max(electrons, 0)) * noise() + camera.readNoise * noise();
      noisy[i] = encodeSrgb((e * ae.gain) / camera.fullWell);
      clean[i] = encodeSrgb(y);
    }
    // The small whole frame and box are downscaled: their noise averages out.
    out.frames.push(grey(clean));
    out.boxes.push(grey(clean));
    out.patches.push(grey(noisy));
  }
  return out;
}
