import type { LightLevel } from "../../../../domain/catalog/plant";
import { estimateExposure, type FrameSequence, REGIME_NOTE } from "../../../../domain/scan/exposure";
import {
  type ColourBalance,
  colourBalance,
  ev100,
  frameStats,
  type LightNote,
  luxFromEv100,
  MID_GREY,
} from "../../../../domain/scan/light";
import { judge, type LuxRange, type MeasurePath } from "../../../../domain/scan/measurement";
import { boxInVideo, TARGET_BOX } from "./target-box";

/** 160×90 (16:9) is plenty for brightness statistics and takes well under a millisecond to read back. */
export const ANALYSIS_WIDTH = 160;
export const ANALYSIS_HEIGHT = 90;
/** Full-resolution patch of the box for the noise (pixels must not be averaged by scaling). */
const PATCH = 64;
/** Consecutive frames of the sequence. */
const FRAMES = 6;
/** Exposure settles this long after a change. */
const SETTLE_MS = 350;

type Range = { min?: number; max?: number; step?: number };
/** Image Capture fields of the W3C spec (not yet in TypeScript's DOM types). */
export interface ExposureCapabilities {
  exposureMode?: string[];
  /** In units of 100 µs. */
  exposureTime?: Range;
  iso?: Range;
  exposureCompensation?: Range;
  frameRate?: Range;
}
interface ExposureSettingsFields {
  exposureMode?: string;
  exposureTime?: number;
  iso?: number;
  exposureCompensation?: number;
  frameRate?: number;
}

export interface CameraMeasurement extends LuxRange {
  level: LightLevel;
  confidence: number;
  path: MeasurePath;
  colour: ColourBalance;
  notes: LightNote[];
}

const inRange = (v: number, r?: Range) => !r || ((r.min ?? -Infinity) <= v && v <= (r.max ?? Infinity));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const capsOf = (track: MediaStreamTrack) => (track.getCapabilities?.() ?? {}) as ExposureCapabilities;
const settingsOf = (track: MediaStreamTrack) => (track.getSettings?.() ?? {}) as ExposureSettingsFields;

const positiveNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v > 0;

/**
 * Whether we can lock an exposure we know. EV needs both the exposure time and the ISO: each must be
 * either set by us or read back from the camera. A camera with manual mode that lets us set only the ISO
 * keeps the exposure time auto-exposure last chose; locked, it is as good as one we set, provided the
 * camera reports it. Where it reports no exposure time, the locked exposure stays unknown (one equation,
 * two unknowns), and locking it would only take the noise estimate its signal: that camera is estimated.
 */
function canLock(caps: ExposureCapabilities, settings: ExposureSettingsFields): boolean {
  if (!caps.exposureMode?.includes("manual")) return false;
  const time = !!caps.exposureTime || positiveNumber(settings.exposureTime);
  const iso = !!caps.iso || positiveNumber(settings.iso);
  return time && iso && (!!caps.exposureTime || !!caps.iso);
}

/** Which way this camera lets us measure, best first (pure: decided from capabilities and settings). */
export function choosePath(caps: ExposureCapabilities, settings: ExposureSettingsFields): MeasurePath {
  if (canLock(caps, settings)) return "manual-exposure";
  const { exposureTime, iso } = settings;
  if (
    typeof exposureTime === "number" &&
    typeof iso === "number" &&
    exposureTime > 0 &&
    iso > 0 &&
    inRange(exposureTime, caps.exposureTime) &&
    inRange(iso, caps.iso)
  )
    return "reported";
  if (caps.exposureCompensation && (caps.exposureCompensation.min ?? 0) < 0) return "compensation";
  return "estimated";
}

/** Draws frames of the video: the small whole frame, the target box, and a 1:1 patch of the box. */
class Sampler {
  private readonly small: CanvasRenderingContext2D;
  private readonly patch: CanvasRenderingContext2D;
  constructor(private readonly video: HTMLVideoElement) {
    const make = (w: number, h: number) => {
      const c = document.createElement("canvas");
      c.width = w;
      c.height = h;
      const ctx = c.getContext("2d", { willReadFrequently: true });
      if (!ctx) throw new Error("Canvas 2D is not available");
      return ctx;
    };
    this.small = make(ANALYSIS_WIDTH, ANALYSIS_HEIGHT);
    this.patch = make(PATCH, PATCH);
  }

  grab() {
    const v = this.video;
    const box = boxInVideo(
      { width: v.videoWidth, height: v.videoHeight },
      { width: v.clientWidth || v.videoWidth, height: v.clientHeight || v.videoHeight },
      TARGET_BOX,
    );
    const read = (ctx: CanvasRenderingContext2D) =>
      ctx.getImageData(0, 0, ctx.canvas.width, ctx.canvas.height).data.slice();
    this.small.drawImage(v, 0, 0, ANALYSIS_WIDTH, ANALYSIS_HEIGHT);
    const frame = read(this.small);
    this.small.drawImage(v, box.x, box.y, box.width, box.height, 0, 0, ANALYSIS_WIDTH, ANALYSIS_HEIGHT);
    const boxPixels = read(this.small);
    const size = Math.min(PATCH, box.width, box.height);
    const px = box.x + (box.width - size) / 2;
    const py = box.y + (box.height - size) / 2;
    this.patch.drawImage(v, px, py, size, size, 0, 0, size, size);
    const patch = this.patch.getImageData(0, 0, size, size).data.slice();
    return { frame, box: boxPixels, patch };
  }
}

type FrameMeta = { presentedFrames?: number; mediaTime?: number; captureTime?: number };
type FrameCallbackVideo = HTMLVideoElement & {
  requestVideoFrameCallback?: (cb: (now: number, meta: FrameMeta) => void) => number;
};

/** A camera that stalls (or was switched off) sends no frame: stop waiting after this long. */
const FRAME_TIMEOUT_MS = 1000;

/** Waits for the next new video frame and when the camera captured it; null when none comes. */
function nextFrame(video: FrameCallbackVideo): Promise<{ at: number; media?: number } | null> {
  if (!video.requestVideoFrameCallback) return sleep(1000 / 30).then(() => ({ at: performance.now() }));
  return Promise.race([
    new Promise<{ at: number; media?: number }>((resolve) =>
      video.requestVideoFrameCallback!((now, meta) =>
        resolve({
          at: now,
          media: meta.captureTime ?? (meta.mediaTime !== undefined ? meta.mediaTime * 1000 : undefined),
        }),
      ),
    ),
    sleep(FRAME_TIMEOUT_MS).then(() => null),
  ]);
}

const identical = (a: ArrayLike<number>, b: ArrayLike<number>) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * A sequence of consecutive, distinct frames with the camera's real frame rate. The frame period is
 * the shortest gap between two captured frames (requestVideoFrameCallback): a busy device that skips
 * frames makes some gaps longer, never the shortest one. A repeated frame (some cameras and browsers
 * deliver one twice) is skipped: it would hide the noise.
 */
async function sequence(video: HTMLVideoElement, nominalFps: number | null): Promise<FrameSequence> {
  const sampler = new Sampler(video);
  const seq: FrameSequence = { frames: [], boxes: [], patches: [], nominalFps };
  let shortest = Number.POSITIVE_INFINITY;
  let previous: { at: number; media?: number } | null = null;
  let slowest = 0;
  for (let tries = 0; seq.patches.length < FRAMES && tries < FRAMES * 4; tries++) {
    const t = await nextFrame(video as FrameCallbackVideo);
    if (!t) break;
    const started = performance.now();
    const s = sampler.grab();
    slowest = Math.max(slowest, performance.now() - started);
    const last = seq.patches[seq.patches.length - 1];
    if (last && identical(last, s.patch)) continue;
    if (previous && (video as FrameCallbackVideo).requestVideoFrameCallback) {
      const gap =
        t.media !== undefined && previous.media !== undefined ? t.media - previous.media : t.at - previous.at;
      if (gap > 0) shortest = Math.min(shortest, gap);
    }
    previous = t;
    seq.frames.push(s.frame);
    seq.boxes.push(s.box);
    seq.patches.push(s.patch);
  }
  // Only a frame rate the camera set is a signal; one our own reading slowed down (a busy device) is not.
  if (Number.isFinite(shortest) && shortest > 3 * slowest) seq.fps = 1000 / shortest;
  if (seq.patches.length === 0) throw new Error("The camera sent no frame");
  return seq;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);

/** The box's statistics over a sequence: brightness, clipped share and colour. */
function boxStats(seq: FrameSequence) {
  const all = new Uint8ClampedArray(seq.boxes.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const b of seq.boxes) {
    all.set(b as Uint8ClampedArray, at);
    at += b.length;
  }
  return frameStats(all);
}

/**
 * What measuring needs of the camera besides its track: frame sequences of the target box, and waiting
 * until a new exposure has settled. The video element in the browser; simulated frames in the tests.
 */
export interface FrameSource {
  sequence(nominalFps: number | null): Promise<FrameSequence>;
  settle(): Promise<void>;
}

export const videoFrames = (video: HTMLVideoElement): FrameSource => ({
  sequence: (fps) => sequence(video, fps),
  settle: async () => {
    await sleep(SETTLE_MS);
  },
});

const clampTo = (v: number, r: Range | undefined, lo: number, hi: number) =>
  Math.min(r?.max ?? hi, Math.max(r?.min ?? lo, v));

/**
 * Exposure we lock ourselves (`exposureMode: "manual"`), stepped ×8 until the box is neither black nor
 * white. Where the camera lets us set the exposure time, we set it (1/100 s at the lowest ISO); where it
 * lets us set only the ISO, we lock that (starting at the one auto-exposure chose) and read back the
 * exposure time the camera holds.
 */
async function measureManual(
  source: FrameSource,
  track: MediaStreamTrack,
  caps: ExposureCapabilities,
): Promise<{ range: LuxRange; colour: ColourBalance; notes: LightNote[] } | null> {
  const settings = settingsOf(track);
  const byTime = !!caps.exposureTime;
  let t = clampTo(100, caps.exposureTime, 1, 10_000); // 1/100 s, in units of 100 µs
  let iso = byTime
    ? (caps.iso?.min ?? settings.iso)
    : clampTo(positiveNumber(settings.iso) ? settings.iso : 100, caps.iso, 1, 1e6);
  if (!positiveNumber(iso)) return null;
  // The setting we step and its limits.
  const step = byTime ? caps.exposureTime : caps.iso;
  const canLower = () => (byTime ? t : iso!) > (step?.min ?? 0);
  const canRaise = () => (byTime ? t : iso!) < (step?.max ?? Infinity);
  try {
    for (let attempt = 0; attempt < 4; attempt++) {
      await track.applyConstraints({
        advanced: [
          {
            exposureMode: "manual",
            ...(byTime ? { exposureTime: t } : {}),
            ...(caps.iso ? { iso } : {}),
          } as MediaTrackConstraintSet,
        ],
      });
      await source.settle();
      const time = byTime ? t : settingsOf(track).exposureTime;
      if (!positiveNumber(time)) return null;
      const seq = await source.sequence(null);
      const stats = boxStats(seq);
      const blown = stats.clipped > 0.05 && canLower();
      const black = stats.mean < 0.01 && canRaise();
      if ((blown || black) && attempt < 3) {
        if (byTime) t = clampTo(blown ? t / 8 : t * 8, caps.exposureTime, 1, 10_000);
        else iso = clampTo(blown ? iso / 8 : iso * 8, caps.iso, 1, 1e6);
        continue;
      }
      // EV of the exposure we locked, corrected by where the box landed against mid-grey.
      const ev =
        ev100({ exposureTime: time / 10_000, iso }) + Math.log2(Math.max(stats.mean, 1e-4) / MID_GREY);
      const lux = luxFromEv100(ev);
      const notes: LightNote[] = ["assumed-aperture"];
      if (stats.clipped > 0.05) notes.unshift("above-range");
      return {
        range: { lux, min: lux / 1.5, max: stats.clipped > 0.05 ? Number.POSITIVE_INFINITY : lux * 1.5 },
        colour: colourBalance(stats.redBlueRatio),
        notes,
      };
    }
    return null;
  } finally {
    await track
      .applyConstraints({ advanced: [{ exposureMode: "continuous" } as MediaTrackConstraintSet] })
      .catch(() => undefined);
  }
}

/**
 * Measures the light of the spot in the target box, entirely in this browser, by the best way this
 * camera allows: our own locked exposure, the exposure it reports, or an estimate from a frame
 * sequence (after lowering the exposure compensation, where that is all it offers). Nothing of the
 * image is kept or sent anywhere; only the returned numbers leave this function.
 */
export function measureLight(video: HTMLVideoElement, track: MediaStreamTrack): Promise<CameraMeasurement> {
  return measureWith(videoFrames(video), track);
}

/** measureLight with the frames from any source (the tests' simulated camera). */
export async function measureWith(source: FrameSource, track: MediaStreamTrack): Promise<CameraMeasurement> {
  const caps = capsOf(track);
  const settings = settingsOf(track);
  let path = choosePath(caps, settings);

  if (path === "manual-exposure") {
    const manual = await measureManual(source, track, caps).catch(() => null);
    if (manual) return finish(manual.range, path, manual.colour, manual.notes);
    path = choosePath({ ...caps, exposureMode: [] }, settings);
  }

  let compensation = 0;
  if (path === "compensation") {
    // Two stops less (or what it allows): highlights come back into range, so bright spots read brighter.
    compensation = Math.max(caps.exposureCompensation?.min ?? 0, -2);
    try {
      await track.applyConstraints({
        advanced: [{ exposureCompensation: compensation } as MediaTrackConstraintSet],
      });
      await source.settle();
    } catch {
      compensation = 0;
      path = "estimated";
    }
  }

  const seq = await source.sequence(settings.frameRate ?? null);
  if (compensation) {
    await track
      .applyConstraints({ advanced: [{ exposureCompensation: 0 } as MediaTrackConstraintSet] })
      .catch(() => undefined);
  }
  const stats = boxStats(seq);
  const colour = colourBalance(stats.redBlueRatio);

  if (path === "reported") {
    const ev =
      ev100({ exposureTime: settings.exposureTime! / 10_000, iso: settings.iso! }) +
      Math.log2(Math.max(mean(seq.boxes.map((b) => frameStats(b).mean)), 1e-4) / MID_GREY);
    const lux = luxFromEv100(ev);
    const blown = stats.clipped > 0.5;
    return finish(
      { lux, min: lux / 1.6, max: blown ? Number.POSITIVE_INFINITY : lux * 1.6 },
      path,
      colour,
      blown ? ["above-range", "assumed-aperture"] : ["assumed-aperture"],
    );
  }

  const estimate = estimateExposure(seq);
  // Compensation c made auto-exposure aim at mid-grey · 2^c: the scene is 2^−c brighter than it looks.
  const factor = 2 ** -compensation;
  const range = { lux: estimate.lux * factor, min: estimate.min * factor, max: estimate.max * factor };
  const notes: LightNote[] = [];
  if (stats.clipped > 0.5) notes.push("above-range");
  const regimeNote = REGIME_NOTE[estimate.regime];
  if (regimeNote && !notes.includes("above-range")) notes.push(regimeNote);
  return finish(range, path, colour, notes);
}

function finish(
  range: LuxRange,
  path: MeasurePath,
  colour: ColourBalance,
  notes: LightNote[],
): CameraMeasurement {
  const judged = judge(range, path, notes);
  return { ...range, ...judged, path, colour };
}
