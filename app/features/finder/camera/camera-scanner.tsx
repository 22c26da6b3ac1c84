import { CameraOff, LoaderCircle, PencilLine } from "lucide-react";
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { Link, useLocalizedNavigate, useMessages } from "../../../lib/i18n/react";
import { finderMessages } from "../messages";
import { resultSearch } from "../result-search";
import { boxStyle } from "./target-box";
import { useCamera } from "./use-camera";

/** Where the recommendations of a camera measurement are shown. */
const RESULTS_PATH = "/plant-recommendations";

/**
 * The full-screen camera of /ai-finder (spec §2, §4). Confirm measures the light of the current view on
 * this device and opens the recommendations with the result in the URL.
 */
export default function CameraScanner({ describeHref }: { describeHref: string }) {
  const { CAMERA } = useMessages(finderMessages);
  const { videoRef, state, start, capture } = useCamera();
  const navigate = useLocalizedNavigate();
  // A navigation under way while measuring is the visitor closing the scan: then stay out of the way.
  const navigation = useNavigation();
  const leaving = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") leaving.current = true;
  }, [navigation.state]);

  const confirm = async () => {
    leaving.current = false;
    const e = await capture();
    if (!e || leaving.current) return;
    const search = resultSearch({
      light: e.level,
      confidence: e.confidence,
      lux: e.lux,
      ...(e.min > 0 ? { min: e.min } : {}),
      ...(Number.isFinite(e.max) ? { max: e.max } : {}),
      method: "camera",
      path: e.path,
      colour: e.colour,
      note: e.notes[0],
      at: Date.now(),
    });
    navigate(`${RESULTS_PATH}?${search}`);
  };

  const status =
    state === "initializing"
      ? CAMERA.initializing
      : state === "requesting"
        ? CAMERA.requesting
        : state === "processing"
          ? CAMERA.processing
          : state === "active"
            ? CAMERA.aim
            : state === "unavailable"
              ? CAMERA.noCameraTitle
              : CAMERA.deniedTitle;

  return (
    <div data-testid="camera" data-state={state} className="relative flex flex-1 flex-col">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-hidden
        className={cn(
          "absolute inset-0 h-full w-full object-cover",
          state === "active" || state === "processing" ? "opacity-100" : "opacity-0",
        )}
      />
      {/* Announces each state to screen readers; the visible text sits in the views below. */}
      <p role="status" className="with-js sr-only">
        {status}
      </p>

      {state === "initializing" || state === "requesting" ? (
        <div className="relative m-auto flex max-w-sm flex-col items-center gap-4 px-6 text-center">
          <LoaderCircle aria-hidden className="with-js h-10 w-10 animate-spin text-scan-3" />
          {/* Two lines reserved: the longer "requesting" text must not move the centred box (CLS). A line of
              its own per state (key): a new text appears, the old one is not moved (Chromium counted the
              text's centred start moving as a shift once the page no longer faded in, #31). */}
          <p key={state} className="with-js min-h-14 w-full text-lg">
            {status}
          </p>
          <p className="with-js text-sm text-white/80">{CAMERA.privacy}</p>
          {/* Where scripts cannot run the camera never starts: say so and offer the description, a plain form (#32). */}
          <p role="note" className="without-js text-lg">
            {CAMERA.noScript}
          </p>
          <Link to={describeHref} className={cn(buttonClass("light", "md"), "without-js")}>
            {CAMERA.describeSpot}
          </Link>
        </div>
      ) : null}

      {state === "active" ? (
        <>
          <span
            aria-hidden
            data-testid="target-box"
            style={boxStyle()}
            className="pointer-events-none absolute rounded-3xl border-2 border-dashed border-white/80"
          />
          <div className="relative mt-auto flex flex-col items-center gap-4 bg-gradient-to-t from-black/80 to-transparent px-6 pt-16 pb-8 text-center">
            <p className="max-w-sm text-base">{CAMERA.aim}</p>
            <Button variant="gradient" size="lg" onClick={confirm} className="min-w-56">
              {CAMERA.confirm}
            </Button>
            <Link to={describeHref} replace className="text-sm text-white underline underline-offset-4">
              {CAMERA.describeInstead}
            </Link>
          </div>
        </>
      ) : null}

      {state === "processing" ? (
        <div className="relative m-auto flex flex-col items-center gap-4 rounded-2xl bg-black/70 px-8 py-6 text-center">
          <LoaderCircle aria-hidden className="h-12 w-12 animate-spin text-scan-3" />
          <p className="text-lg font-semibold">{CAMERA.processing}</p>
        </div>
      ) : null}

      {state === "unavailable" ? (
        <NoCameraNotice title={CAMERA.noCameraTitle} text={CAMERA.noCameraText}>
          <Link to={describeHref} replace className={buttonClass("gradient", "md")}>
            <PencilLine aria-hidden className="h-4 w-4" /> {CAMERA.describeSpot}
          </Link>
        </NoCameraNotice>
      ) : null}

      {state === "denied" ? (
        <NoCameraNotice title={CAMERA.deniedTitle} text={CAMERA.deniedText}>
          <Button variant="gradient" onClick={start}>
            {CAMERA.tryAgain}
          </Button>
          <Link to={describeHref} replace className={buttonClass("light", "md")}>
            <PencilLine aria-hidden className="h-4 w-4" /> {CAMERA.describeSpot}
          </Link>
        </NoCameraNotice>
      ) : null}
    </div>
  );
}

/** Why there is no camera picture, what to do instead, and the way back to the shop. */
function NoCameraNotice({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  const { CAMERA } = useMessages(finderMessages);
  return (
    <div className="relative m-auto flex max-w-md flex-col items-center gap-4 px-6 text-center">
      <CameraOff aria-hidden className="h-12 w-12 text-scan-3" />
      <h2 className="text-2xl font-bold">{title}</h2>
      <p className="text-white/90">{text}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto">
        {children}
        <Link to="/shop" className={buttonClass("ghost", "md", "text-white underline underline-offset-4")}>
          {CAMERA.returnToShop}
        </Link>
      </div>
    </div>
  );
}
