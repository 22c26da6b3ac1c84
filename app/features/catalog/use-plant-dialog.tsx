import { lazy, Suspense, useEffect, useState } from "react";
import type { Plant } from "../../../domain/catalog/plant";
import { onFirstInteraction } from "../../lib/on-first-interaction";

const load = () => import("./plant-detail-dialog");
// Loaded on demand: the dialog (reviews, ratings, care details) is not part of a grid's first view.
const PlantDetailDialog = lazy(() => load().then((m) => ({ default: m.PlantDetailDialog })));

/** One detail dialog per grid: cards call `open(plant)`, the returned element renders it. */
export function usePlantDialog() {
  const [plant, setPlant] = useState<Plant | null>(null);
  // Fetch the dialog's code at the first sign of intent, so the first click opens it without a wait.
  useEffect(() => onFirstInteraction(() => void load()), []);
  return {
    open: setPlant,
    dialog: plant ? (
      <Suspense fallback={null}>
        <PlantDetailDialog plant={plant} onClose={() => setPlant(null)} />
      </Suspense>
    ) : null,
  };
}
