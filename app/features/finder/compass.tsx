import { Navigation } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { WindowDirection } from "../../../domain/scan/spot";
import { useMessages } from "../../lib/i18n/react";
import { finderMessages } from "./messages";

type OrientationEvent = DeviceOrientationEvent & { webkitCompassHeading?: number };
type Permission = { requestPermission?: () => Promise<"granted" | "denied"> };

/** Compass heading from an orientation event: Safari's webkitCompassHeading, else absolute alpha. */
export function headingOf(e: OrientationEvent): number | null {
  if (typeof e.webkitCompassHeading === "number" && Number.isFinite(e.webkitCompassHeading))
    return Math.round(e.webkitCompassHeading) % 360;
  if (e.absolute && typeof e.alpha === "number") return Math.round(360 - e.alpha) % 360;
  return null;
}

/** Heading → nearest of the four window directions (as domain/scan/daylight.ts, kept here: no maths loads). */
export function cardinalOf(deg: number): "north" | "east" | "south" | "west" {
  const a = ((deg % 360) + 360) % 360;
  return a >= 315 || a < 45 ? "north" : a < 135 ? "east" : a < 225 ? "south" : "west";
}

const WAIT_MS = 3000;

/**
 * Reads which way the window faces from the phone's compass (DeviceOrientation; on iOS after asking
 * for permission). Shown only where the browser has orientation events; says so when none arrive.
 */
export function CompassButton({
  onHeading,
}: {
  onHeading: (deg: number, direction: WindowDirection) => void;
}) {
  const { MANUAL } = useMessages(finderMessages);
  const [supported, setSupported] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const cleanup = useRef<() => void>(() => {});
  useEffect(() => {
    setSupported(typeof window !== "undefined" && "DeviceOrientationEvent" in window);
    return () => cleanup.current();
  }, []);
  if (!supported) return null;

  const read = async () => {
    cleanup.current();
    const ctor = window.DeviceOrientationEvent as unknown as Permission;
    if (ctor.requestPermission) {
      const answer = await ctor.requestPermission().catch(() => "denied" as const);
      if (answer !== "granted") return setStatus(MANUAL.compassDenied);
    }
    setStatus(MANUAL.compassWaiting);
    const onEvent = (e: Event) => {
      const deg = headingOf(e as OrientationEvent);
      if (deg === null) return;
      cleanup.current();
      const direction = cardinalOf(deg);
      setStatus(MANUAL.compassResult(deg, MANUAL.windows[direction]));
      onHeading(deg, direction);
    };
    const timer = setTimeout(() => {
      cleanup.current();
      setStatus(MANUAL.compassUnavailable);
    }, WAIT_MS);
    window.addEventListener("deviceorientationabsolute", onEvent);
    window.addEventListener("deviceorientation", onEvent);
    cleanup.current = () => {
      clearTimeout(timer);
      window.removeEventListener("deviceorientationabsolute", onEvent);
      window.removeEventListener("deviceorientation", onEvent);
    };
  };

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        onClick={read}
        className="inline-flex items-center gap-2 self-start rounded-full border border-leaf-700 px-4 py-2 text-sm font-medium text-leaf-800 hover:bg-leaf-50"
      >
        <Navigation aria-hidden className="h-4 w-4" />
        {MANUAL.compass}
      </button>
      <p className="text-xs text-stone-600">{MANUAL.compassHelp}</p>
      <p role="status" data-testid="compass-status" className="text-sm text-leaf-900">
        {status}
      </p>
    </div>
  );
}
