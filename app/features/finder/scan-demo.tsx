import { CircleCheck, LoaderCircle, Play, Sun, Thermometer, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button, buttonClass } from "../../components/ui/button";
import { Link, useMessages } from "../../lib/i18n/react";
import { finderEntryMessages } from "./entry-messages";
import { resultSearch } from "./result-search";

export type DemoState = "initial" | "active" | "analyzing" | "results";

/** Spec §4/§9: active → analyzing after 5 s, analyzing → results after 3 s. */
export const DEMO_ACTIVE_MS = 5000;
export const DEMO_ANALYZING_MS = 3000;

/** The medium-light example the demo's results card links to. */
const DEMO_RESULT = resultSearch({ light: "medium", method: "example" });

/**
 * The scan demo of the home page: a walk-through of the scan with fixed example values, clearly
 * labelled as a demo. No camera is used.
 */
export function ScanDemo() {
  const { DEMO } = useMessages(finderEntryMessages);
  const [state, setState] = useState<DemoState>("initial");

  useEffect(() => {
    if (state === "active") {
      const t = setTimeout(() => setState("analyzing"), DEMO_ACTIVE_MS);
      return () => clearTimeout(t);
    }
    if (state === "analyzing") {
      const t = setTimeout(() => setState("results"), DEMO_ANALYZING_MS);
      return () => clearTimeout(t);
    }
  }, [state]);

  return (
    <section
      aria-label={DEMO.label}
      data-testid="scan-demo"
      data-state={state}
      className="relative mx-auto flex h-[34rem] w-full max-w-sm flex-col overflow-hidden rounded-[2rem] border-8 border-black/70 bg-leaf-900 text-white shadow-2xl"
    >
      <span className="absolute left-4 top-4 z-10 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-leaf-900">
        {DEMO.badge}
      </span>
      {state !== "initial" ? (
        <button
          type="button"
          onClick={() => setState("initial")}
          aria-label={DEMO.close}
          className="absolute right-3 top-3 z-10 inline-flex h-11 w-11 items-center justify-center rounded-full bg-black/40 hover:bg-black/60"
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      ) : null}

      {state === "initial" ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-5 bg-cream p-6 text-center text-leaf-950">
          <img
            src="/scan/phone-scan.svg"
            alt=""
            width={400}
            height={300}
            loading="lazy"
            className="w-full rounded-xl"
          />
          <p className="text-stone-700">{DEMO.intro}</p>
          <Button variant="gradient" onClick={() => setState("active")}>
            <Play aria-hidden className="h-4 w-4" /> {DEMO.start}
          </Button>
        </div>
      ) : null}

      {state === "active" ? (
        <div className="relative flex flex-1 flex-col items-center justify-end gap-4 p-6">
          <img
            src="/scan/phone-scan.svg"
            alt=""
            width={400}
            height={300}
            className="absolute inset-0 h-full w-full object-cover opacity-70"
          />
          <span
            aria-hidden
            className="absolute inset-x-8 top-[18%] bottom-[30%] rounded-2xl border-2 border-dashed border-white/80"
          />
          <span
            aria-hidden
            className="absolute inset-x-8 h-0.5 animate-scan-line bg-scan-3 shadow-[0_0_16px_var(--color-scan-3)]"
          />
          <p className="relative rounded-xl bg-black/60 px-3 py-2 text-center text-sm">{DEMO.aim}</p>
          <Button variant="gradient" onClick={() => setState("analyzing")} className="relative">
            {DEMO.confirm}
          </Button>
        </div>
      ) : null}

      {state === "analyzing" ? (
        <div
          role="status"
          className="flex flex-1 flex-col items-center justify-center gap-4 bg-scan-gradient p-6"
        >
          <LoaderCircle aria-hidden className="h-14 w-14 animate-spin" />
          <p className="text-lg font-semibold">{DEMO.analyzing}</p>
        </div>
      ) : null}

      {state === "results" ? (
        <div className="flex flex-1 flex-col justify-center gap-3 bg-cream px-6 pt-14 pb-6 text-leaf-950">
          <CircleCheck aria-hidden className="h-12 w-12 text-leaf-600" />
          <h3 className="text-2xl font-bold">{DEMO.resultTitle}</h3>
          <p className="flex items-center gap-2 font-medium">
            <Sun aria-hidden className="h-5 w-5 shrink-0 text-amber-500" />
            <Thermometer aria-hidden className="h-5 w-5 shrink-0 text-terracotta" />
            {DEMO.resultSubtitle}
          </p>
          <p className="text-sm text-stone-700">{DEMO.resultHint}</p>
          <p className="text-xs text-stone-600">{DEMO.resultNote}</p>
          <Link
            to={`/plant-recommendations?${DEMO_RESULT}`}
            className={buttonClass("gradient", "md", "h-auto min-h-11 py-2 text-center leading-snug")}
          >
            {DEMO.cta}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
