import { lazy, Suspense, useEffect, useState } from "react";
import type { Plant } from "../../../domain/plant";

const load = () => import("./plant-detail-dialog");
// Loaded on demand: the dialog (reviews, ratings, care details) is not part of a grid's first view.
const PlantDetailDialog = lazy(() => load().then((m) => ({ default: m.PlantDetailDialog })));

/** One detail dialog per grid: cards call `open(plant)`, the returned element renders it. */
export function usePlantDialog() {
  const [plant, setPlant] = useState<Plant | null>(null);
  // Fetch the dialog's code once the page is idle, so the first click opens it without a wait.
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
    if (w.requestIdleCallback) w.requestIdleCallback(() => void load());
    else setTimeout(() => void load(), 2000);
  }, []);
  return {
    open: setPlant,
    dialog: plant ? (
      <Suspense fallback={null}>
        <PlantDetailDialog plant={plant} onClose={() => setPlant(null)} />
      </Suspense>
    ) : null,
  };
}
