import type { Plant } from "../catalog/plant";
import type { FitKind } from "../scan/recommend";

/** One plant of the finder's answer (POST /api/finder/recommendations and the results page). */
export interface RecommendedPlant {
  plant: Plant;
  score: number;
  fit: FitKind;
  /** Short reason in the page's language, e.g. "Kommt mit wenig Licht aus – ideal für deinen Platz". */
  reason: string;
}
