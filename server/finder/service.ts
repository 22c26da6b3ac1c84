import type { RecommendedPlant } from "../../domain/contracts/finder";
import type { LightLevel } from "../../domain/plant";
import { type FinderPreferences, recommend } from "../../domain/recommend";
import { reasonText } from "../../domain/recommend-reasons";
import type { Catalog } from "../catalog/catalog";

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
