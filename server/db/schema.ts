import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The local catalogue (spec §3). Money in integer cents (DESIGN §6). */
export const plants = pgTable(
  "plants",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    botanicalName: text("botanical_name").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    lightLevel: text("light_level", { enum: ["low", "medium", "high"] })
      .notNull()
      .default("medium"),
    waterLevel: text("water_level", { enum: ["low", "medium", "high"] })
      .notNull()
      .default("medium"),
    petFriendly: boolean("pet_friendly").notNull().default(false),
    popularity: text("popularity", { enum: ["new", "trending", "bestseller"] }),
    popularityScore: integer("popularity_score").notNull().default(0),
    size: text("size", { enum: ["small", "medium", "large"] })
      .notNull()
      .default("medium"),
    description: text("description").notNull().default(""),
    height: text("height"),
    potDiameter: text("pot_diameter"),
    maturity: text("maturity"),
    weight: text("weight"),
    waterTips: text("water_tips"),
    lightTips: text("light_tips"),
    temperatureTips: text("temperature_tips"),
    humidityTips: text("humidity_tips"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    shopifyProductId: text("shopify_product_id"),
    shopifyVariantId: text("shopify_variant_id"),
    /** Position in the shop's default order ("Empfohlen"). */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("plants_price_nonnegative", sql`${t.priceCents} >= 0`),
    index("plants_position_idx").on(t.position, t.id),
    index("plants_price_idx").on(t.priceCents),
  ],
);

export type PlantRow = typeof plants.$inferSelect;
export type NewPlantRow = typeof plants.$inferInsert;
