import { useState } from "react";
import type { Plant } from "../../../domain/plant";
import { PlantDetailDialog } from "./plant-detail-dialog";

/** One detail dialog per grid: cards call `open(plant)`, the returned element renders it. */
export function usePlantDialog() {
  const [plant, setPlant] = useState<Plant | null>(null);
  return { open: setPlant, dialog: <PlantDetailDialog plant={plant} onClose={() => setPlant(null)} /> };
}
