import type { LightLevel, PlantLanguage } from "../../domain/catalog/plant";
import type { RecommendedPlant } from "../../domain/contracts/finder";
import { type FinderPreferences, recommend } from "../../domain/scan/recommend";
import { reasonText } from "../../domain/scan/recommend-reasons";
import type { Catalog } from "../catalog/catalog";

/** Ranks the catalogue for a measured light level. Works on numbers and levels only, never on images. */
export interface FinderService {
  /** `language`: the plants' texts for the page (#19); German when left out. */
  recommend(input: {
    light: LightLevel;
    /** The verdict's light (lx) and whether direct sun reaches the spot (domain/scan/verdict.ts). */
    lux?: number;
    directSun?: boolean;
    preferences?: FinderPreferences;
    language?: PlantLanguage;
  }): Promise<RecommendedPlant[]>;
}

export function createFinderService(catalog: Catalog): FinderService {
  return {
    async recommend({ language = "de", ...input }) {
      // Pots and fertiliser (#43 §1) are sold beside plants: no light reading recommends them.
      const plants = (await catalog.localized(language).all()).filter((p) => p.kind !== "accessory");
      return recommend(plants, input).map((r) => ({
        plant: r.plant,
        score: r.score,
        fit: r.fit,
        reason: reasonText(r.reason, language),
      }));
    },
  };
}
