import type { Plant, PlantLanguage } from "../../domain/catalog/plant";
import { localizePlant } from "../../domain/catalog/product-transform";
import { PLANT_VAT_RATE } from "../../domain/orders/vat";
import { FALLBACK_PLANT_IDS, PLANTS, TRENDING_FALLBACK_IDS } from "./plants";

/** Plants from the shipped catalogue data, usable when the database or the provider fails. */
function fromSeed(ids: readonly string[], language: PlantLanguage): Plant[] {
  return ids
    .map((id) => PLANTS.find((p) => p.id === id))
    .filter((p) => p !== undefined)
    .map(({ priceCents, images, popularityScore: _s, en, ...p }) =>
      localizePlant(
        {
          ...p,
          priceCents,
          // The seeded catalogue is the spec's eight live plants.
          vatRate: PLANT_VAT_RATE,
          imageUrl: images[0]!,
          additionalImages: images.length > 1 ? images.slice(1) : undefined,
        },
        en,
        language,
      ),
    );
}

/** Spec §3: fallback plants when the catalogue is empty or fails (Trending adds two more). */
export const fallbackPlants = (language: PlantLanguage = "de"): Plant[] =>
  fromSeed(FALLBACK_PLANT_IDS, language);
export const trendingFallbackPlants = (language: PlantLanguage = "de"): Plant[] =>
  fromSeed(TRENDING_FALLBACK_IDS, language);
