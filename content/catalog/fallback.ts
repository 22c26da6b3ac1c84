import type { Plant } from "../../domain/plant";
import { completePlant } from "../../domain/product-transform";
import { FALLBACK_PLANT_IDS, PLANTS, TRENDING_FALLBACK_IDS } from "./plants";

/** Plants from the shipped catalogue data, usable when the database or the provider fails. */
function fromSeed(ids: readonly string[]): Plant[] {
  return ids
    .map((id) => PLANTS.find((p) => p.id === id))
    .filter((p) => p !== undefined)
    .map(({ priceCents, images, popularityScore: _s, ...p }) =>
      completePlant({
        ...p,
        priceCents,
        imageUrl: images[0]!,
        additionalImages: images.length > 1 ? images.slice(1) : undefined,
      }),
    );
}

/** Spec §3: fallback plants when the catalogue is empty or fails (Trending adds two more). */
export const fallbackPlants = (): Plant[] => fromSeed(FALLBACK_PLANT_IDS);
export const trendingFallbackPlants = (): Plant[] => fromSeed(TRENDING_FALLBACK_IDS);
