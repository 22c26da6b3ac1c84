import { useCallback, useEffect, useRef, useState } from "react";
import { useMessages } from "../../../lib/i18n/react";
import { toast } from "../../../lib/toast";
import { finderMessages } from "../messages";
import type { CameraMeasurement } from "./measure";

/** "unavailable": this device has no camera (or the browser offers none) – asking again cannot help. */
export type CameraState = "initializing" | "requesting" | "active" | "denied" | "unavailable" | "processing";

/** Errors that mean there is no camera at all, not a refused or busy one. */
const NO_CAMERA = new Set([
  "NotFoundError",
  "DevicesNotFoundError",
  "OverconstrainedError",
  "NotSupportedError",
]);

/** Spec §7: rear camera, ideally 1920×1080 at 30 fps, no audio. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: "environment",
    width: { ideal: 1920 },
    height: { ideal: 1080 },
    frameRate: { ideal: 30 },
  },
};
/** Spec §9: the camera starts by itself after 500 ms; processing lasts at least 1.5 s. */
export const AUTO_START_MS = 500;
export const MIN_PROCESSING_MS = 1500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stopTracks = (stream: MediaStream | null) => {
  for (const t of stream?.getTracks() ?? []) t.stop();
};

/** The camera's state machine of spec §4: initializing → requesting → active | denied; active → processing. */
export function useCamera() {
  const { CAMERA } = useMessages(finderMessages);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const mounted = useRef(false);
  const [state, setState] = useState<CameraState>("initializing");

  const stop = useCallback(() => {
    stopTracks(stream.current);
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const start = useCallback(async () => {
    stop();
    setState("requesting");
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException("No camera API", "NotSupportedError");
      const s = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      if (!mounted.current) return stopTracks(s); // left the page while the prompt was open
      stream.current = s;
      const video = videoRef.current!;
      video.srcObject = s;
      await video.play();
      if (mounted.current) setState("active");
    } catch (err) {
      stop();
      if (!mounted.current) return;
      const name = err instanceof Error ? err.name : "";
      if (NO_CAMERA.has(name)) return setState("unavailable");
      const denied = name === "NotAllowedError" || name === "SecurityError";
      toast.error(denied ? CAMERA.accessDenied : CAMERA.feedFailed);
      setState("denied");
    }
  }, [stop, CAMERA]);

  useEffect(() => {
    mounted.current = true;
    const t = setTimeout(start, AUTO_START_MS);
    return () => {
      mounted.current = false;
      clearTimeout(t);
      stop();
    };
  }, [start, stop]);

  /**
   * Measures the current view, then stops the camera (after at least 1.5 s). Null if it failed or the
   * scan was closed meanwhile (then nothing may happen any more: no navigation to the results).
   */
  const capture = useCallback(async (): Promise<CameraMeasurement | null> => {
    const video = videoRef.current;
    const track = stream.current?.getVideoTracks()[0];
    if (!video || !track) return null;
    setState("processing");
    const started = performance.now();
    const estimate = await import("./measure")
      .then(({ measureLight }) => measureLight(video, track))
      .catch((err: Error) => {
        console.warn(`[finder] measuring failed: ${err.message}`);
        return null;
      });
    await sleep(MIN_PROCESSING_MS - (performance.now() - started));
    stop();
    if (!mounted.current) return null;
    if (!estimate) {
      toast.error(CAMERA.feedFailed);
      setState("denied");
    }
    return estimate;
  }, [stop, CAMERA]);

  return { videoRef, state, start, capture };
}
