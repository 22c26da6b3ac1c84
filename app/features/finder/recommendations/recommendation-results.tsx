import { Sparkles } from "lucide-react";
import { useEffect } from "react";
import type { RecommendedPlant } from "../../../../domain/contracts/finder";
import { LinkButton } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n/react";
import { toast } from "../../../lib/toast";
import { PlantCard, PlantCardSkeleton } from "../../catalog/plant-card";
import { usePlantDialog } from "../../catalog/use-plant-dialog";
import { finderMessages } from "../messages";
import { useViewMode, type ViewMode } from "../view-mode";
import { useLoadingProgress } from "./use-loading-progress";

const GRID: Record<ViewMode, string> = {
  "single-grid": "grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3",
  "dual-grid": "grid-cols-2 gap-3 md:grid-cols-3 md:gap-6 lg:grid-cols-4",
};
/** Spec §2: 12 skeletons on desktop, 8 on mobile. */
const SKELETONS = 12;
const SKELETONS_MOBILE = 8;

function Loading({ progress, mode }: { progress: number; mode: ViewMode }) {
  const { RESULTS } = useMessages(finderMessages);
  return (
    <div data-testid="recommendations-loading" className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={RESULTS.loading}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 flex-1 overflow-hidden rounded-full bg-leaf-100"
        >
          <div
            className="h-full bg-scan-gradient transition-[width] duration-200"
            style={{ width: `${progress}%` }}
          />
        </div>
        <span data-testid="progress" className="w-12 text-right text-sm tabular-nums text-stone-700">
          {RESULTS.progress(progress)}
        </span>
      </div>
      <p className="sr-only" role="status">
        {RESULTS.loading}
      </p>
      <div className={cn("grid", GRID[mode])}>
        {Array.from({ length: SKELETONS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
          <div key={i} className={i >= SKELETONS_MOBILE ? "hidden md:block" : undefined}>
            <PlantCardSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}

function Failed() {
  const { RESULTS } = useMessages(finderMessages);
  useEffect(() => {
    toast.error(RESULTS.errorToast, { description: RESULTS.errorToastText });
  }, [RESULTS]);
  return (
    <p data-testid="recommendations-failed" className="rounded-2xl bg-white p-6 text-stone-700">
      {RESULTS.errorInline}
    </p>
  );
}

function List({ items, mode }: { items: RecommendedPlant[]; mode: ViewMode }) {
  const { RESULTS } = useMessages(finderMessages);
  const { open, dialog } = usePlantDialog();
  if (items.length === 0)
    return (
      <div
        data-testid="recommendations-empty"
        className="flex flex-col items-center gap-4 rounded-3xl bg-white p-10 text-center"
      >
        <p className="text-lg text-leaf-950">{RESULTS.empty}</p>
        <LinkButton to="/shop" variant="outline">
          {RESULTS.toShop}
        </LinkButton>
      </div>
    );
  return (
    <>
      <h2 className="text-xl font-semibold text-leaf-950">{RESULTS.count(items.length)}</h2>
      <ol data-testid="recommendations" data-view={mode} className={cn("grid", GRID[mode])}>
        {items.map((r) => (
          <li key={r.plant.id} data-testid="recommendation" data-fit={r.fit} className="flex flex-col gap-2">
            <PlantCard plant={r.plant} onOpen={open} />
            <p
              data-testid="recommendation-reason"
              className="flex gap-2 rounded-xl bg-leaf-50 px-3 py-2 text-sm text-leaf-900"
            >
              <Sparkles aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-leaf-700" />
              <span>
                <span className="sr-only">{RESULTS.reasonLabel}: </span>
                {r.reason}
              </span>
            </p>
          </li>
        ))}
      </ol>
      {dialog}
    </>
  );
}

/** The ranked plants after the loading phase of spec §4; a toast when they could not be computed. */
export function RecommendationResults({
  recommendations,
  loadKey,
}: {
  recommendations: RecommendedPlant[] | "failed";
  loadKey: string;
}) {
  const mode = useViewMode();
  const { progress, elapsed } = useLoadingProgress(loadKey);
  return (
    <div className="flex flex-col gap-5">
      {!elapsed ? (
        <Loading progress={progress} mode={mode} />
      ) : recommendations === "failed" ? (
        <Failed />
      ) : (
        <List items={recommendations} mode={mode} />
      )}
    </div>
  );
}
