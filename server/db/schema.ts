import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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

export const ORDER_STATUSES = ["pending", "processing", "completed", "cancelled"] as const;

/** An order (spec §3). Totals are recomputed on the server, never taken from the browser (DESIGN §6). */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Set when a signed-in customer ordered (accounts issue). */
    userId: text("user_id"),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull().default("DE"),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentMethod: text("payment_method", { enum: ["invoice", "shopify"] })
      .notNull()
      .default("invoice"),
    /** A retried or double-clicked submission carries the same key and finds the same order. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_email_idx").on(t.email),
    check("orders_totals_consistent", sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents}`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    plantId: text("plant_id").notNull(),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    /** Unit price at the time of the order. */
    priceCents: integer("price_cents").notNull(),
    imageUrl: text("image_url").notNull(),
    size: text("size", { enum: ["small", "medium", "large"] })
      .notNull()
      .default("medium"),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check("order_items_quantity_positive", sql`${t.quantity} > 0`),
    check("order_items_price_nonnegative", sql`${t.priceCents} >= 0`),
  ],
);

/** Declarations made with the electronic withdrawal function (§ 356a BGB). */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderReference: text("order_reference").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    statement: text("statement").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("withdrawals_created_idx").on(t.createdAt)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
