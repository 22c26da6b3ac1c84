import { PLANT_TEXT_KEYS, type Plant } from "../catalog/plant";
import type { CatalogFacts } from "../orders/cart";
import { z } from "../text/zod-mini";

const level = z.enum(["low", "medium", "high"]);
const size = z.enum(["small", "medium", "large"]);

/** A plant as the API sends it (domain/catalog/plant.ts `Plant`). */
export const plantSchema = z.object({
  id: z.string(),
  name: z.string(),
  alternateName: z.optional(z.string()),
  botanicalName: z.string(),
  synonyms: z.optional(z.array(z.string())),
  priceCents: z.number(),
  reducedFromCents: z.optional(z.number()),
  imageUrl: z.string(),
  additionalImages: z.optional(z.array(z.string())),
  imageAlts: z.optional(z.array(z.string())),
  lightLevel: level,
  waterLevel: level,
  petFriendly: z.boolean(),
  popularity: z.optional(z.enum(["new", "trending", "bestseller"])),
  categories: z.array(z.string()),
  description: z.string(),
  height: z.string(),
  potDiameter: z.string(),
  maturity: z.string(),
  weight: z.string(),
  waterTips: z.string(),
  lightTips: z.string(),
  temperatureTips: z.string(),
  humidityTips: z.string(),
  size,
  // A page cached from before #27 has no rate: a plant's 7 %.
  vatRate: z._default(z.union([z.literal(7), z.literal(19)]), 7),
  shopifyProductId: z.optional(z.string()),
  shopifyVariantId: z.optional(z.string()),
  stock: z.optional(z.number()),
  sizes: z.optional(
    z.array(
      z.object({
        id: z.string(),
        size,
        priceCents: z.number(),
        reducedFromCents: z.optional(z.number()),
        stock: z.optional(z.number()),
        height: z.string(),
        potDiameter: z.string(),
        weight: z.string(),
        shopifyVariantId: z.optional(z.string()),
      }),
    ),
  ),
  sizeOf: z.optional(z.string()),
  kind: z.optional(z.literal("accessory")),
  matching: z.optional(z.array(z.string())),
  untranslated: z.optional(z.array(z.enum([...PLANT_TEXT_KEYS, "name"]))),
}) satisfies z.ZodMiniType<Plant>;

/** GET /api/plants?ids=…, /api/plants/search?q=…, /api/plants/:id/related */
export const plantListSchema = z.object({ plants: z.array(plantSchema) });
export type PlantList = z.infer<typeof plantListSchema>;

/**
 * GET /api/cart/prices?id=…: today's name, price, image, size and essential features (§ 312j BGB) of
 * the plants in a cart, and their stock (missing when a Shopify store does not count it). `Required`:
 * a fact the server adds must be added here too, or it is dropped.
 */
export const cartPricesSchema = z.object({
  plants: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      priceCents: z.number(),
      imageUrl: z.string(),
      size,
      botanicalName: z.string(),
      height: z.string(),
      potDiameter: z.string(),
      stock: z.optional(z.number()),
      sized: z.optional(z.boolean()),
      plantId: z.optional(z.string()),
    }),
  ),
}) satisfies z.ZodMiniType<{
  plants: (Required<Omit<CatalogFacts, "stock" | "sized" | "plantId">> &
    Pick<CatalogFacts, "stock" | "sized" | "plantId">)[];
}>;
export type CartPrices = z.infer<typeof cartPricesSchema>;
