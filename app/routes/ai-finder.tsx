import { LoaderCircle, X } from "lucide-react";
import { lazy, Suspense } from "react";
import { useLocation, useSearchParams } from "react-router";
import { ManualSpot } from "../features/finder/manual-spot";
import { finderMessages } from "../features/finder/messages";
import { sharedPageHeaders } from "../lib/cache-headers";
import { cn } from "../lib/cn";
import { localeOf } from "../lib/i18n/locale";
import { useLocalizedNavigate, useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/ai-finder";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

// Camera and light analysis load only here, never with the rest of the shop.
const CameraScanner = lazy(() => import("../features/finder/camera/camera-scanner"));

export const meta: Route.MetaFunction = (args) => {
  const { CAMERA } = finderMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: CAMERA.title, description: CAMERA.metaDescription });
};

function Starting() {
  const { CAMERA } = useMessages(finderMessages);
  return (
    <div className="m-auto flex flex-col items-center gap-4 px-6 text-center">
      <LoaderCircle aria-hidden className="h-10 w-10 animate-spin text-scan-3" />
      <p className="text-lg">{CAMERA.initializing}</p>
    </div>
  );
}

/** Full-screen scan (spec §2): the camera, or the description of the spot when asked for (?mode=manual). */
export default function Page() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { CAMERA } = useMessages(finderMessages);
  const navigate = useLocalizedNavigate();
  const manual = params.get("mode") === "manual";
  // One step back in history; straight to the home page when the scan was opened directly.
  const close = () => (location.key === "default" ? navigate("/") : navigate(-1));

  return (
    <div data-testid="finder" className="fixed inset-0 z-50 flex flex-col bg-black text-white">
      <div
        className={cn(
          "absolute inset-x-0 top-0 z-10 flex items-center justify-between px-4 py-3",
          manual ? "bg-leaf-950" : "bg-gradient-to-b from-black/70 to-transparent",
        )}
      >
        <h1 className="text-lg font-semibold">{CAMERA.title}</h1>
        <button
          type="button"
          onClick={close}
          aria-label={CAMERA.close}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/15 hover:bg-white/25"
        >
          <X aria-hidden className="h-6 w-6" />
        </button>
      </div>
      {manual ? (
        <ManualSpot cameraHref="/ai-finder" />
      ) : (
        <Suspense fallback={<Starting />}>
          <CameraScanner describeHref="/ai-finder?mode=manual" />
        </Suspense>
      )}
    </div>
  );
}
