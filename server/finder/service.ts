import { reasonText } from "../../app/features/finder/messages";
import type { LightLevel, Plant } from "../../domain/plant";
import { type FinderPreferences, type FitKind, recommend } from "../../domain/recommend";
import type { Catalog } from "../catalog/catalog";

export interface RecommendedPlant {
  plant: Plant;
  score: number;
  fit: FitKind;
  /** Short German reason, e.g. "Kommt mit wenig Licht aus – ideal für deinen Platz". */
  reason: string;
}

/** Ranks the catalogue for a measured light level. Works on numbers and levels only, never on images. */
export interface FinderService {
  recommend(input: { light: LightLevel; preferences?: FinderPreferences }): Promise<RecommendedPlant[]>;
}

export function createFinderService(catalog: Catalog): FinderService {
  return {
    async recommend({ light, preferences }) {
      return recommend(await catalog.all(), { light, preferences }).map((r) => ({
        plant: r.plant,
        score: r.score,
        fit: r.fit,
        reason: reasonText(r.reason),
      }));
    },
  };
}
