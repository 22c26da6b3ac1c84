import { PLANTS } from "../../content/catalog/plants";
import type { PlantSeed } from "../../domain/content";
import type { Db } from "./client";
import { type NewPlantRow, plants } from "./schema";

/** Units each catalogue plant starts with on a fresh shop; the merchant counts and sets them later. */
export const SEED_STOCK = 50;

export const seedToRow = (p: PlantSeed, position: number): NewPlantRow => ({
  id: p.id,
  name: p.name,
  botanicalName: p.botanicalName,
  priceCents: p.priceCents,
  categories: p.categories,
  lightLevel: p.lightLevel,
  waterLevel: p.waterLevel,
  petFriendly: p.petFriendly,
  popularity: p.popularity ?? null,
  popularityScore: p.popularityScore,
  size: p.size,
  description: p.description,
  height: p.height,
  potDiameter: p.potDiameter,
  maturity: p.maturity,
  weight: p.weight,
  waterTips: p.waterTips,
  lightTips: p.lightTips,
  temperatureTips: p.temperatureTips,
  humidityTips: p.humidityTips,
  images: p.images,
  shopifyProductId: p.shopifyProductId ?? null,
  shopifyVariantId: p.shopifyVariantId ?? null,
  position,
  stock: SEED_STOCK,
});

/**
 * Loads the local catalogue. Existing rows are left alone, so a shop owner's edits survive restarts;
 * missing plants are added.
 */
export async function seedCatalog(db: Db): Promise<number> {
  const rows = PLANTS.map(seedToRow);
  const inserted = await db.insert(plants).values(rows).onConflictDoNothing().returning({ id: plants.id });
  return inserted.length;
}
