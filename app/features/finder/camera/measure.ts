import {
  type ExposureSettings,
  estimateLight,
  frameStats,
  type LightEstimate,
} from "../../../../domain/light";

/** 160×90 (16:9) is plenty for brightness statistics and takes well under a millisecond to read back. */
export const ANALYSIS_WIDTH = 160;
export const ANALYSIS_HEIGHT = 90;
/** A few frames a moment apart even out flicker of artificial light and sensor noise. */
const FRAMES = 3;
const FRAME_GAP_MS = 150;

interface ImageCaptureLike {
  grabFrame(): Promise<ImageBitmap>;
}
type ImageCaptureConstructor = new (track: MediaStreamTrack) => ImageCaptureLike;

/** Exposure fields of the Image Capture spec (not yet in TypeScript's DOM types). */
interface ExposureFields {
  /** In units of 100 µs (W3C MediaStream Image Capture). */
  exposureTime?: number;
  iso?: number;
}
type Range = { min?: number; max?: number };

const inRange = (v: number, r?: Range) => !r || ((r.min ?? -Infinity) <= v && v <= (r.max ?? Infinity));

/**
 * The exposure the camera is using, where the browser exposes it (Chrome on many Android phones):
 * `exposureTime` and `iso` from getSettings(), checked against getCapabilities(). No browser reports
 * the aperture, so it stays unset and domain/light.ts assumes a typical phone's.
 */
export function exposureOf(track: MediaStreamTrack): ExposureSettings | null {
  const settings = (track.getSettings?.() ?? {}) as ExposureFields;
  const caps = (track.getCapabilities?.() ?? {}) as { exposureTime?: Range; iso?: Range };
  const { exposureTime, iso } = settings;
  if (typeof exposureTime !== "number" || typeof iso !== "number" || exposureTime <= 0 || iso <= 0)
    return null;
  if (!inRange(exposureTime, caps.exposureTime) || !inRange(iso, caps.iso)) return null;
  return { exposureTime: exposureTime / 10_000, iso };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** ImageCapture's grabFrame() gives the sensor's frame where available; the <video> element otherwise. */
async function grab(video: HTMLVideoElement, capture: ImageCaptureLike | null): Promise<CanvasImageSource> {
  if (capture) {
    try {
      return await capture.grabFrame();
    } catch {
      // fall back to the video element
    }
  }
  return video;
}

/**
 * Measures the light of what the camera sees, entirely in this browser: a few frames are drawn small
 * onto a canvas, their pixels turned into luminance statistics and combined with the exposure settings.
 * Nothing of the image is kept or sent anywhere; only the returned numbers leave this function.
 */
export async function measureLight(video: HTMLVideoElement, track: MediaStreamTrack): Promise<LightEstimate> {
  const canvas = document.createElement("canvas");
  canvas.width = ANALYSIS_WIDTH;
  canvas.height = ANALYSIS_HEIGHT;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("Canvas 2D is not available");
  const ImageCapture = (globalThis as unknown as { ImageCapture?: ImageCaptureConstructor }).ImageCapture;
  const capture = ImageCapture ? new ImageCapture(track) : null;

  const frameBytes = ANALYSIS_WIDTH * ANALYSIS_HEIGHT * 4;
  const pixels = new Uint8ClampedArray(frameBytes * FRAMES);
  for (let i = 0; i < FRAMES; i++) {
    if (i > 0) await sleep(FRAME_GAP_MS);
    const source = await grab(video, capture);
    ctx.drawImage(source, 0, 0, ANALYSIS_WIDTH, ANALYSIS_HEIGHT);
    if (typeof ImageBitmap !== "undefined" && source instanceof ImageBitmap) source.close();
    pixels.set(ctx.getImageData(0, 0, ANALYSIS_WIDTH, ANALYSIS_HEIGHT).data, i * frameBytes);
  }
  return estimateLight(frameStats(pixels), exposureOf(track));
}
