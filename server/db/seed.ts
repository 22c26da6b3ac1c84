import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { ACCESSORIES, type AccessorySeed } from "../../content/catalog/accessories";
import { PLANTS } from "../../content/catalog/plants";
import { SIZES, type SizeSeed } from "../../content/catalog/sizes";
import { withPetFlag } from "../../domain/catalog/plant-categories";
import { SIZE_SLUGS } from "../../domain/catalog/sizes";
import type { PlantSeed } from "../../domain/shop/content";
import type { Db } from "./client";
import { type NewPlantRow, plants } from "./schema";

/** Units each catalogue plant starts with on a fresh shop; the merchant counts and sets them later. */
export const SEED_STOCK = 50;

/** The seed's English texts without its English name, which has a column of its own (#32). */
const englishTexts = ({ name: _, ...texts }: PlantSeed["en"]) => texts;

export const seedToRow = (p: PlantSeed, position: number): NewPlantRow => ({
  id: p.id,
  name: p.name,
  nameEn: p.en.name,
  botanicalName: p.botanicalName,
  synonyms: p.synonyms,
  priceCents: p.priceCents,
  // The vocabulary's order, „Tierfreundlich“ exactly for pet-friendly plants (#34).
  categories: withPetFlag(p.categories, p.petFriendly),
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
  textsEn: englishTexts(p.en),
  images: p.images,
  shopifyProductId: p.shopifyProductId ?? null,
  shopifyVariantId: p.shopifyVariantId ?? null,
  position,
  stock: SEED_STOCK,
});

/** The id of a shipped plant's other size: „snake-plant-gross“ (#43 §1). */
export const sizeSeedId = (s: SizeSeed): string => `${s.of}-${SIZE_SLUGS.de[s.size]}`;

/** A shipped plant's other size as a row: its own price, stock and measures, the plant's name. */
export const sizeSeedToRow = (s: SizeSeed, plant: NewPlantRow): NewPlantRow => ({
  id: sizeSeedId(s),
  sizeOf: s.of,
  name: plant.name,
  nameEn: plant.nameEn,
  botanicalName: plant.botanicalName,
  priceCents: s.priceCents,
  size: s.size,
  height: s.height,
  potDiameter: s.potDiameter,
  weight: s.weight,
  textsEn: s.en,
  vatRate: plant.vatRate,
  position: plant.position,
  stock: SEED_STOCK,
});

/** A shipped accessory (#43 §1) as a row: 19 % VAT, no plant's care, ships as a small parcel. */
export const accessorySeedToRow = (a: AccessorySeed, position: number): NewPlantRow => ({
  id: a.id,
  kind: "accessory",
  name: a.name,
  nameEn: a.en.name,
  botanicalName: "",
  priceCents: a.priceCents,
  size: "small",
  description: a.description,
  height: a.height,
  potDiameter: a.potDiameter,
  // No maturity, no care: empty as the back office stores an empty field.
  maturity: null,
  weight: a.weight,
  waterTips: null,
  lightTips: null,
  temperatureTips: null,
  humidityTips: null,
  textsEn: {
    description: a.en.description,
    height: a.en.height,
    potDiameter: a.en.potDiameter,
    weight: a.en.weight,
  },
  images: [a.image],
  vatRate: 19,
  position,
  stock: SEED_STOCK,
});

/**
 * The shipped accessories, and on the plants that offer them their „Dazu passt“ — only when an accessory
 * comes new, so a merchant's own choice of matching products is never overruled at a restart.
 */
async function seedAccessories(db: Db): Promise<void> {
  const added = await db
    .insert(plants)
    .values(ACCESSORIES.map((a, i) => accessorySeedToRow(a, PLANTS.length + i)))
    .onConflictDoNothing()
    .returning({ id: plants.id });
  for (const { id } of added) {
    const offeredWith = ACCESSORIES.find((a) => a.id === id)?.offeredWith ?? [];
    if (!offeredWith.length) continue;
    await db
      .update(plants)
      .set({ matching: sql`array_append(${plants.matching}, ${id})` })
      .where(and(inArray(plants.id, offeredWith), sql`not (${id} = any(${plants.matching}))`));
  }
}

/**
 * Loads the local catalogue. Existing rows are left alone, so a shop owner's edits survive restarts;
 * missing plants are added. A shipped plant that has never had English texts (a shop from before #19)
 * gets ours while its German description is still ours too: a merchant's rewritten plant keeps waiting
 * for the merchant's own English, and one who removed the English (`{}`) is not overruled. English names
 * (#32) came to such shops once, with migration 0014, so a name the merchant removes stays removed.
 */
export async function seedCatalog(db: Db): Promise<number> {
  const rows = PLANTS.map(seedToRow);
  const inserted = await db.insert(plants).values(rows).onConflictDoNothing().returning({ id: plants.id });
  // The other sizes after their plants (a size names its plant); a plant the merchant deleted has none.
  const present = new Set(
    (await db.select({ id: plants.id }).from(plants).where(isNull(plants.sizeOf))).map((r) => r.id),
  );
  const sizeRows = SIZES.filter((s) => present.has(s.of)).map((s) =>
    sizeSeedToRow(s, rows.find((r) => r.id === s.of)!),
  );
  if (sizeRows.length) await db.insert(plants).values(sizeRows).onConflictDoNothing();
  await seedAccessories(db);
  for (const p of PLANTS)
    await db
      .update(plants)
      .set({ textsEn: englishTexts(p.en) })
      .where(and(eq(plants.id, p.id), isNull(plants.textsEn), eq(plants.description, p.description)));
  return inserted.length;
}
