import { ArrowLeft, Columns2, Square } from "lucide-react";
import { cn } from "../../../lib/cn";
import { Link, useMessages } from "../../../lib/i18n/react";
import { useScroll } from "../../../lib/use-scroll";
import { finderMessages } from "../messages";
import { setViewMode, useViewMode, type ViewMode } from "../view-mode";

/** Spec §9: the controls hide when scrolling down past 50 px and return on scrolling up or near the top. */
export const CONTROLS_HIDE_AFTER = 50;

const pill = "inline-flex items-center gap-2 rounded-full border border-leaf-100 bg-white";

/**
 * Fixed back button to / and the single/dual column toggle of /plant-recommendations. They sit in a
 * solid bar right under the header, as the header itself does: pills floating over the cards covered
 * plant pictures and prices while scrolling back up (issue #32, point 7).
 */
export function FloatingControls() {
  const { RESULTS } = useMessages(finderMessages);
  const { y, direction } = useScroll();
  const mode = useViewMode();
  const hidden = direction === "down" && y > CONTROLS_HIDE_AFTER;
  const option = (value: ViewMode, label: string, Icon: typeof Square) => (
    <button
      type="button"
      aria-label={label}
      aria-pressed={mode === value}
      onClick={() => setViewMode(value)}
      className={cn(
        "inline-flex h-11 w-11 items-center justify-center rounded-full",
        mode === value ? "bg-leaf-700 text-white" : "text-leaf-900 hover:bg-leaf-50",
      )}
    >
      <Icon aria-hidden className="h-5 w-5" />
    </button>
  );
  return (
    <div
      data-testid="floating-controls"
      data-hidden={hidden}
      className={cn(
        "fixed inset-x-0 top-16 z-30 border-b border-leaf-100 bg-white/95 py-2 shadow-sm backdrop-blur-md transition-[transform,opacity,visibility] duration-300",
        hidden && "invisible -translate-y-24 opacity-0",
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 md:px-6">
        <Link to="/" className={cn(pill, "h-11 px-4 text-sm font-medium text-leaf-900 hover:bg-leaf-50")}>
          <ArrowLeft aria-hidden className="h-5 w-5" />
          {RESULTS.back}
        </Link>
        <fieldset className={cn(pill, "p-0.5")}>
          <legend className="sr-only">{RESULTS.view}</legend>
          {option("single-grid", RESULTS.single, Square)}
          {option("dual-grid", RESULTS.dual, Columns2)}
        </fieldset>
      </div>
    </div>
  );
}
