import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PlantTexts } from "../../domain/catalog/plant";
import { INVOICE_KINDS } from "../../domain/contracts/account";
import { ONLINE_PAYMENT_STATES, ORDER_STATUSES, PAYMENT_METHODS } from "../../domain/contracts/order";
import { DISCOUNT_KINDS } from "../../domain/discounts/discounts";
import { APPROVAL_KINDS, APPROVAL_STATES } from "../../domain/orders/approvals";
import { type BillingAddress, DELIVERY_KINDS } from "../../domain/orders/delivery-point";
import { MONEY_METHODS, MONEY_MOVEMENT_KINDS, PROVIDER_REFUND_STATES } from "../../domain/orders/ledger";
import { CORRECTION_REASONS, STOCK_REASONS } from "../../domain/orders/stock-base";
import type { VatRate } from "../../domain/orders/vat";
import { WITHDRAWAL_STATES } from "../../domain/orders/withdrawal-handling";
import { ROLES } from "../../domain/shop/roles";
import { LOCALES } from "../../domain/text/i18n";
import { VOUCHER_STATES } from "../../domain/vouchers/vouchers";

/** The local catalogue (spec §3). Money in integer cents (DESIGN §6). */
export const plants = pgTable(
  "plants",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /**
     * The English name (#32), shown on English pages and searched in both languages; NULL: none yet,
     * English pages show the German name. A column, not a key of `texts_en`: it is searched and sorted.
     */
    nameEn: text("name_en"),
    botanicalName: text("botanical_name").notNull().default(""),
    /**
     * Other names (#46 §3): former botanical names and trade names ("Sansevieria" for the Bogenhanf),
     * searched in both languages like the names, never shown as the name. domain/catalog/plant.ts.
     */
    synonyms: text("synonyms").array().notNull().default(sql`'{}'::text[]`),
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
    /**
     * English texts (#19), keys of PLANT_TEXT_KEYS; a missing key shows the German text. NULL: never
     * given (the seed may fill it); `{}`: the merchant has none, and the seed leaves it so.
     */
    textsEn: jsonb("texts_en").$type<PlantTexts>(),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Alt texts of the images by URL (#34): what the storefront's img alt says; a missing one falls back
     * to the plant's name. By URL, not by position, so reordering and an undone removal keep them.
     */
    imageAlts: jsonb("image_alts").$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The merchant's article number (#34), unique; NULL: none yet. domain/catalog/plant-codes.ts. */
    sku: text("sku"),
    /** EAN/GTIN-13 (#34), check digit validated, unique; NULL: none. */
    gtin: text("gtin"),
    shopifyProductId: text("shopify_product_id"),
    shopifyVariantId: text("shopify_variant_id"),
    /** Position in the shop's default order ("Empfohlen"). */
    position: integer("position").notNull().default(0),
    /** Units on hand: orders take from it in their transaction, cancellations give back (#16). */
    stock: integer("stock").notNull().default(0),
    /** Unpublished plants are hidden from the shop and cannot be ordered (back office drafts). */
    published: boolean("published").notNull().default(true),
    /** VAT in whole percent (#27): 7 for live plants (Anlage 2 UStG), 19 for pots, fertiliser, accessories. */
    vatRate: integer("vat_rate").$type<VatRate>().notNull().default(7),
    /**
     * The merchant advertises the price as reduced („Aktionspreis“, #43 §2). The shop shows the
     * reduction only with `reducedFromCents` (§ 11 PAngV: against the lowest price of the 30 days before).
     */
    onSale: boolean("on_sale").notNull().default(false),
    /**
     * The lowest price of the 30 days before the current price took effect, where the current price is
     * below it; NULL otherwise (no reduction to show). Written with each price change from `plant_prices`
     * (server/catalog/price-history.ts); fixed for as long as the price stands.
     */
    reducedFromCents: integer("reduced_from_cents"),
    /**
     * Another size of this plant (#43 §1): the row is a unit of sale of its own (price, stock, SKU, height,
     * pot, weight, its price history and stock journal), everything else is the plant's (`size_of`'s row,
     * whose own size is the one the shop lists). NULL: a plant of its own. One row per size and plant.
     */
    sizeOf: text("size_of").references((): AnyPgColumn => plants.id, { onDelete: "cascade" }),
    /**
     * Products offered beside this one (#43 §1, „Dazu passt“): matching pots, fertiliser. Ids of plants
     * rows; unknown or unpublished ones are left out when shown.
     */
    matching: text("matching").array().notNull().default(sql`'{}'::text[]`),
    /** What the product is: a plant, or an accessory (pot, fertiliser) the plant finder never recommends. */
    kind: text("kind", { enum: ["plant", "accessory"] })
      .notNull()
      .default("plant"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("plants_size_of_other", sql`${t.sizeOf} is null or ${t.sizeOf} <> ${t.id}`),
    check("plants_kind_known", sql`${t.kind} in ('plant', 'accessory')`),
    uniqueIndex("plants_family_size_key").on(sql`coalesce(${t.sizeOf}, ${t.id})`, t.size),
    index("plants_size_of_idx").on(t.sizeOf).where(sql`${t.sizeOf} is not null`),
    check("plants_price_nonnegative", sql`${t.priceCents} >= 0`),
    // The last line of defence against overselling: a decrement below zero fails the whole order.
    check("plants_stock_nonnegative", sql`${t.stock} >= 0`),
    check("plants_vat_rate_known", sql`${t.vatRate} in (7, 19)`),
    uniqueIndex("plants_sku_key").on(t.sku),
    uniqueIndex("plants_gtin_key").on(t.gtin),
    // Default order ("Empfohlen") and the other sorts of the shop list, so a page is an index scan.
    index("plants_position_idx").on(t.position, t.id),
    index("plants_price_idx").on(t.priceCents, t.name),
    index("plants_name_idx").on(t.name),
    // Sorting by name on English pages: the English name, the German one where there is none (#32).
    index("plants_name_en_sort_idx").on(sql`coalesce(${t.nameEn}, ${t.name})`),
    index("plants_popularity_idx").on(t.popularityScore.desc().nullsFirst(), t.position, t.id),
    // Filters (server/catalog/local.ts): light, water, pet-friendly, category.
    index("plants_light_idx").on(t.lightLevel, t.position, t.id),
    index("plants_water_idx").on(t.waterLevel, t.position, t.id),
    index("plants_pet_friendly_idx").on(t.position, t.id).where(sql`${t.petFriendly}`),
    // GIN indexes without a pending list (fastupdate off): rows seeded after the index is built are
    // searchable through the index at once instead of a linear scan until the next VACUUM.
    index("plants_categories_idx").using("gin", t.categories).with({ fastupdate: false }),
    // Substring search (ILIKE '%…%') on name, botanical name and categories: pg_trgm trigram indexes.
    // plants_categories_text() is an IMMUTABLE wrapper of array_to_string, defined in migration 0003.
    index("plants_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("plants_name_en_trgm_idx").using("gin", t.nameEn.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("plants_botanical_name_trgm_idx")
      .using("gin", t.botanicalName.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("plants_categories_trgm_idx")
      .using("gin", sql`plants_categories_text(${t.categories}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The other names (#46) joined by the same IMMUTABLE wrapper, so their substring search is indexed too.
    index("plants_synonyms_trgm_idx")
      .using("gin", sql`plants_categories_text(${t.synonyms}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export type PlantRow = typeof plants.$inferSelect;
export type NewPlantRow = typeof plants.$inferInsert;

/**
 * Order numbers customers see (BW-2026-000123). A sequence is unique across processes without a lock;
 * a rolled-back order leaves a gap, which is fine for order numbers (invoice numbers are gapless, below).
 */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1 });

/**
 * Every price a plant has had, from when (#43 §2, § 11 PAngV): written by the database itself (trigger
 * `plants_price_history`, migration 0031) on every insert and price change, whichever path makes it.
 */
export const plantPrices = pgTable(
  "plant_prices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    plantId: text("plant_id")
      .notNull()
      .references(() => plants.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("plant_prices_plant_idx").on(t.plantId, t.validFrom)],
);

/** An order (spec §3). Totals are recomputed on the server, never taken from the browser (DESIGN §6). */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "BW-<year>-<6 digits>", set by the database on insert (and for older orders by migration 0007). */
    number: text("number")
      .notNull()
      .unique()
      .default(
        sql`('BW-' || to_char(now() at time zone 'Europe/Berlin', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'))`,
      ),
    /** Set when a signed-in customer ordered (accounts issue). */
    userId: text("user_id"),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address").notNull(),
    /** Optional second address line: c/o, floor, DHL customer number for a Packstation. */
    addressAddition: text("address_addition"),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull().default("DE"),
    /**
     * Where the parcel goes (#43 §4, domain/orders/delivery-point.ts): a home address, or a DHL Packstation
     * or Postfiliale. For a pick-up point `address` and `address_addition` hold the lines a person reads
     * („Packstation 118“, „Postnummer 12345678“), `post_number` and `station_number` what DHL's label takes.
     */
    deliveryKind: text("delivery_kind", { enum: DELIVERY_KINDS }).notNull().default("address"),
    postNumber: text("post_number"),
    stationNumber: integer("station_number"),
    /**
     * The buyer's address for the invoice when it is not the delivery address (#43 §4); null: the invoice
     * goes to the delivery address. Always set for a pick-up point.
     */
    billingAddress: jsonb("billing_address").$type<BillingAddress>(),
    /** „Als Geschenk verpacken“ (#43 §4, domain/orders/gift.ts), and the card's text in the parcel (null: none). */
    gift: boolean("gift").notNull().default(false),
    giftMessage: text("gift_message"),
    /**
     * The price of „Als Geschenk verpacken“ when it was ordered (#43 §4, the back office's `giftWrap`
     * setting; 0: free or no gift). An ancillary service: its VAT follows the goods (domain/orders/gift.ts).
     */
    giftWrapCents: integer("gift_wrap_cents").notNull().default(0),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    /** What discount codes took off (#43 §2, discount_redemptions), goods and shipping together. */
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    /**
     * What gift vouchers paid of `total_cents` (#43 §3, voucher_redemptions): a payment, not a discount —
     * the invoice keeps the full prices; the rest is what the customer pays by invoice or online.
     */
    voucherCents: integer("voucher_cents").notNull().default(0),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("invoice"),
    /** The language the customer ordered in (#19): their mails speak it and link to its pages. */
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
    /**
     * The customer agreed at checkout (an unticked, optional box, #49) that their e-mail address goes to
     * DHL with the parcel, for DHL's delivery notices. Without it, labels, return labels and the portal
     * export carry no e-mail (content/legal/privacy.ts says so).
     */
    dhlEmailConsent: boolean("dhl_email_consent").notNull().default(false),
    /**
     * A retried or double-clicked submission carries the same key and finds the same order. Released
     * (NULL) when the order's online payment could not even start (#49): the customer's retry with the
     * same key then places a working order instead of finding the cancelled one.
     */
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Optimistic concurrency of the back office (#17): every action sets version + 1 where it read it. */
    version: integer("version").notNull().default(0),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    index("orders_email_idx").on(t.email),
    // Invoice limits (#33): a customer's earlier orders by address, whatever its letter case.
    index("orders_email_lower_idx").on(sql`lower(${t.email})`),
    // Back office (#17): the list by date and by status and date; search by parts of number, email, name.
    index("orders_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("orders_status_created_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    index("orders_number_trgm_idx").using("gin", t.number.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("orders_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")).with({ fastupdate: false }),
    index("orders_name_trgm_idx")
      .using("gin", sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    check(
      "orders_totals_consistent",
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} + ${t.giftWrapCents} - ${t.discountCents}`,
    ),
    check("orders_gift_wrap_nonnegative", sql`${t.giftWrapCents} >= 0`),
    check("orders_discount_nonnegative", sql`${t.discountCents} >= 0`),
    check("orders_voucher_within_total", sql`${t.voucherCents} between 0 and ${t.totalCents}`),
    check(
      "orders_pickup_complete",
      sql`${t.deliveryKind} = 'address' or (${t.postNumber} is not null and ${t.stationNumber} is not null and ${t.billingAddress} is not null)`,
    ),
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
    /** The plant's German name when it was ordered. */
    name: text("name").notNull(),
    /**
     * Its English name then, where it had one (#46): an English order names every line as it was
     * offered, on its pages, mails and Stripe's page (§ 312i BGB); null for a plant without one.
     */
    nameEn: text("name_en"),
    quantity: integer("quantity").notNull(),
    /** Unit price at the time of the order. */
    priceCents: integer("price_cents").notNull(),
    imageUrl: text("image_url").notNull(),
    size: text("size", { enum: ["small", "medium", "large"] })
      .notNull()
      .default("medium"),
    /** The product's VAT rate when it was ordered (#27): the invoice prints it, a later change does not. */
    vatRate: integer("vat_rate").$type<VatRate>().notNull().default(7),
    /**
     * The line's share of the order's discount (#43 §2, domain/discounts): a return of this line gives
     * back only what was paid for it.
     */
    discountCents: integer("discount_cents").notNull().default(0),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    check(
      "order_items_discount_within_line",
      sql`${t.discountCents} between 0 and ${t.quantity} * ${t.priceCents}`,
    ),
    check("order_items_vat_rate_known", sql`${t.vatRate} in (7, 19)`),
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
    /** The language of the form it came from (#19): the confirmation speaks it. The statement stays German. */
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order the declaration names (#17): set on receipt when reference and email match an order
     * (domain/catalog/verified-purchase.ts `withdrawalNames`), else by staff in the back office.
     */
    orderId: uuid("order_id").references(() => orders.id),
    /** declared → received (goods back) → refunded (domain/orders/withdrawal-handling.ts). */
    state: text("state", { enum: WITHDRAWAL_STATES }).notNull().default("declared"),
    /** The day the goods came back, shop time. */
    receivedOn: date("received_on"),
    /**
     * Before #27 the refunds were kept here; since then they are money movements (order_payments,
     * kind "refund", withdrawal_id) and migration 0013 copied these figures there. Kept, not written.
     */
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundedOn: date("refunded_on"),
    /** A refused declaration (e.g. out of time) names why; the customer is told (#27). */
    refusedReason: text("refused_reason"),
    /** The goods that came back were put back on sale. */
    restocked: boolean("restocked").notNull().default(false),
    /** Optimistic concurrency of the back office, as orders.version. */
    version: integer("version").notNull().default(0),
  },
  (t) => [
    index("withdrawals_created_idx").on(t.createdAt),
    index("withdrawals_state_created_idx").on(t.state, t.createdAt.desc()),
    index("withdrawals_order_idx").on(t.orderId),
    check("withdrawals_refunded_nonnegative", sql`${t.refundedCents} >= 0`),
  ],
);

/**
 * Invoices and cancellation invoices (§ 14 UStG). `data` is the complete snapshot the PDF is drawn
 * from (seller, buyer, lines, totals per VAT rate), so an invoice never changes after it was issued.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Gapless per year: taken from invoice_counters in the transaction that issues the invoice. */
    number: text("number").notNull().unique(),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** A cancellation invoice names the invoice it cancels. */
    cancelsInvoiceId: uuid("cancels_invoice_id"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    deliveryDate: date("delivery_date").notNull(),
    totalCents: integer("total_cents").notNull(),
    data: jsonb("data").notNull(),
    /** Why a credit note or cancellation was issued (#27): goodwill, withdrawal, cancellation reason. */
    reason: text("reason"),
    /** The withdrawal a credit note settles. */
    withdrawalId: uuid("withdrawal_id").references(() => withdrawals.id),
    /** The staff member who issued it; null for the shop itself (at shipping) and before #27. */
    actor: text("actor"),
  },
  (t) => [
    index("invoices_order_idx").on(t.orderId),
    index("invoices_issued_idx").on(t.issuedAt),
    uniqueIndex("invoices_one_cancellation_idx").on(t.cancelsInvoiceId),
  ],
);

/**
 * One row per year and series. `UPDATE … SET last = last + 1 RETURNING last` inside the issuing
 * transaction holds the row lock until commit: numbers are gapless, because a rollback returns them.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    year: integer("year").notNull(),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.year, t.kind] })],
);

/**
 * The transactional outbox: a mail is written in the same transaction as what caused it and delivered
 * by a worker (FOR UPDATE SKIP LOCKED), so a crash after the commit still sends it, exactly once.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the mail is ("order-confirmation", "verify-email", …): for logs and the back office. */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Attachments drawn at delivery, by reference: [{ type: "invoice", invoiceId } | { type: "legal" }]. */
    attachments: jsonb("attachments").notNull().default(sql`'[]'::jsonb`),
    orderId: uuid("order_id").references(() => orders.id),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker that took the mail owns it until then; after a crash another one takes it over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("mail_outbox_order_idx").on(t.orderId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/*
 * Accounts (better-auth). The property names are the ones better-auth's Drizzle adapter expects
 * (user, session, account, verification, rateLimit models); the columns are our snake_case ones.
 */
const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** Stored lower-cased by better-auth; unique. */
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /**
     * When the customer accepted the terms of use at sign-up, and which version (§ 305 Abs. 2 BGB;
     * domain/contracts/sign-up.ts). Null for accounts made before sign-up asked.
     */
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    termsVersion: text("terms_version"),
    /**
     * Back-office role (domain/shop/roles.ts, #49 §3). Set only by `npm run admin:create` and by the owner,
     * never at sign-up; the database refuses any other value.
     */
    role: text("role", { enum: ROLES }).notNull().default("customer"),
    ...timestamps,
  },
  (t) => [
    check("users_role_known", sql`${t.role} in ('customer', 'owner', 'packing', 'accounting', 'service')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    /** The password hash (better-auth's scrypt), never the password. */
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Rate-limit counters in the database, so every process behind a load balancer shares them. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** The customer's profile (spec §3), keyed by the user id. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name").notNull().default(""),
  avatarUrl: text("avatar_url"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Plants a signed-in customer saved with the heart (the browser keeps its own copy). */
export const savedPlants = pgTable(
  "saved_plants",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plantId: text("plant_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.plantId] })],
);

/**
 * Spots a signed-in customer kept from Blattwerk Scan ("Wohnzimmer, Südfenster"): the measurement's
 * numbers (level, confidence, lux range, method, the description) – never an image.
 */
export const spots = pgTable(
  "spots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    light: text("light").notNull(),
    measurement: jsonb("measurement").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("spots_user_idx").on(t.userId, t.createdAt)],
);

export const REVIEW_COMMENT_MAX = 2000;

/** Customer reviews: one per customer and plant, edited only by its author (DESIGN §7, UWG § 5b). */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plantId: text("plant_id").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("reviews_user_plant_idx").on(t.userId, t.plantId),
    index("reviews_plant_created_idx").on(t.plantId, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_comment_length", sql`char_length(${t.comment}) <= ${sql.raw(String(REVIEW_COMMENT_MAX))}`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Every change of a plant's stock with its reason (#34), written in the transaction that changes it
 * (server/stock-journal.ts): sales, cancellations, returns put back on sale, imports and the form.
 * Rows are only ever added. No foreign keys: the journal outlives a deleted plant or order.
 */
export const stockJournal = pgTable(
  "stock_journal",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    plantId: text("plant_id").notNull(),
    /** Units added (positive) or taken (negative). */
    delta: integer("delta").notNull(),
    stockAfter: integer("stock_after").notNull(),
    reason: text("reason", { enum: STOCK_REASONS }).notNull(),
    /** The order of a sale, cancellation or return. */
    orderId: uuid("order_id"),
    /** The staff member of an import, a form change or a return; null for a customer's own action. */
    actorEmail: text("actor_email"),
    /**
     * Why staff corrected the stock by hand (#50 §6: Inventur, vertrocknet, beschädigt …), required for a
     * correction from the plant form; null for other reasons and for corrections before it was asked.
     */
    correctionReason: text("correction_reason", { enum: CORRECTION_REASONS }),
    /** The staff's words for „Sonstiges" (or beside any correction reason). */
    note: text("note"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_journal_plant_idx").on(t.plantId, t.at),
    check(
      "stock_journal_correction_reason_known",
      sql`${t.correctionReason} is null or ${t.correctionReason} in (${sql.raw(CORRECTION_REASONS.map((r) => `'${r}'`).join(", "))})`,
    ),
    check("stock_journal_delta_nonzero", sql`${t.delta} <> 0`),
    check(
      "stock_journal_reason_known",
      sql`${t.reason} in ('sale', 'cancellation', 'return', 'import', 'correction')`,
    ),
  ],
);

export type StockJournalRow = typeof stockJournal.$inferSelect;

/**
 * The back office's settings (#34, /admin/settings): one row (id 1) with the groups saved over the
 * environment's defaults (domain/shop/settings.ts) and a version raised by every change. Each process
 * compares the version per request and reads the values again when it moved (server/settings).
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: integer("id").primaryKey().default(1),
    version: integer("version").notNull().default(0),
    values: jsonb("values").notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("shop_settings_single_row", sql`${t.id} = 1`)],
);

/**
 * Staff notifications that must go out once per subject (#34): an overdue invoice (subject: the
 * invoice id). The row is written in the transaction that writes the mail; its key refuses a second.
 */
export const staffNotifications = pgTable(
  "staff_notifications",
  {
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] })],
);

/**
 * Every change made in the back office: who, when, what, and the object before and after (#17).
 * Rows are only ever added; the object's page shows its history from here.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for changes made on the command line (`npm run admin:create`). */
    actorId: text("actor_id"),
    /** Kept as it was then: the account may be renamed or deleted later. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt)],
);

export type AuditRow = typeof auditLog.$inferSelect;

/** What an internal note is about (#34): an order (its id) or a customer (lower-cased email). */
export const NOTE_SUBJECTS = ["order", "customer"] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];

/**
 * Internal notes of the back office (#34) on an order or a customer: who, when, what. Never shown to
 * customers; rows are only ever added (each also has an audit entry).
 */
export const staffNotes = pgTable(
  "staff_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectType: text("subject_type", { enum: NOTE_SUBJECTS }).notNull(),
    /** The order's id, or the customer's lower-cased email address (server/admin/customers.ts). */
    subjectId: text("subject_id").notNull(),
    authorId: text("author_id"),
    /** Kept as it was then, as in the audit log. */
    authorEmail: text("author_email").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_notes_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
    check("staff_notes_subject_known", sql`${t.subjectType} in ('order', 'customer')`),
    check("staff_notes_text_length", sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

export type StaffNoteRow = typeof staffNotes.$inferSelect;

/**
 * Refunds and credit notes customer service asked for above the limit the owner set (#49 §3,
 * settings group `approvals`). The owner approves (the action then runs as the owner, against the
 * order as it is then) or declines; a row is decided once.
 */
export const approvals = pgTable(
  "approvals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: APPROVAL_KINDS }).notNull(),
    /** The order's number, or the withdrawal's id. */
    subject: text("subject").notNull(),
    /** The order's number, for the list (also for a withdrawal's, when it is linked). */
    orderNumber: text("order_number"),
    amountCents: integer("amount_cents").notNull(),
    /** The form's fields as posted (amount, reason, rate, dates), run again at approval. */
    input: jsonb("input").notNull(),
    requestedById: text("requested_by_id"),
    requestedByEmail: text("requested_by_email").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    state: text("state", { enum: APPROVAL_STATES }).notNull().default("pending"),
    decidedByEmail: text("decided_by_email"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** What the approved action answered, or why it was declined. */
    outcome: text("outcome"),
  },
  (t) => [
    index("approvals_state_idx").on(t.state, t.requestedAt),
    check(
      "approvals_kind_known",
      sql`${t.kind} in ('order_refund', 'order_credit', 'withdrawal_refund', 'withdrawal_credit')`,
    ),
    check("approvals_state_known", sql`${t.state} in ('pending', 'approved', 'declined')`),
    check("approvals_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

export type ApprovalRow = typeof approvals.$inferSelect;

/**
 * What each order owes and holds (#27), computed by the database view of migration 0013 with the same
 * rules as domain/orders/ledger.ts `balance`: lists, the overview, the overdue rule and the exports read it.
 */
export const orderBalances = pgView("order_balances", {
  orderId: uuid("order_id").notNull(),
  invoiced: boolean("invoiced").notNull(),
  owedCents: integer("owed_cents").notNull(),
  paidCents: integer("paid_cents").notNull(),
  refundedCents: integer("refunded_cents").notNull(),
  openCents: integer("open_cents").notNull(),
  /** Refunds asked of Stripe and not yet paid out (migration 0021): what is due to refund is −open − this. */
  pendingRefundCents: integer("pending_refund_cents").notNull(),
}).existing();

/**
 * The parcels of an order (#17, #27): the first written by "Versenden" with the status change, more
 * as further parcels. Never edited: a wrong tracking number is corrected by a new row that `replaces`
 * it, with a reason; the replaced row stays in the history.
 */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    carrier: text("carrier").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's address, kept as it was then. */
    actor: text("actor").notNull(),
    /** The parcel row this one corrects (a wrong tracking number); each row is corrected at most once. */
    replacesId: uuid("replaces_id").references((): AnyPgColumn => orderShipments.id),
    reason: text("reason"),
  },
  (t) => [
    index("order_shipments_order_idx").on(t.orderId, t.shippedAt),
    uniqueIndex("order_shipments_replaces_idx").on(t.replacesId),
  ],
);

/**
 * Payment reminders sent for an order's overdue invoice (#50 §5, domain/orders/reminders.ts): level 1
 * „Zahlungserinnerung“, level 2 the second. One of each level per order (the unique index: two clicks at
 * once send one). Appended, never changed.
 */
export const paymentReminders = pgTable(
  "payment_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    level: integer("level").notNull(),
    /** The day it was sent, shop time. */
    sentOn: date("sent_on", { mode: "string" }).notNull(),
    /** What was open when it was sent, as the mail said. */
    openCents: integer("open_cents").notNull(),
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_reminders_order_level_idx").on(t.orderId, t.level),
    check("payment_reminders_level", sql`${t.level} in (1, 2)`),
  ],
);

/**
 * The money movements of an order (#17, #27): payments received and refunds paid out, appended and
 * never edited or deleted (GoBD; the database refuses both, migration 0021). A mistake is reversed by a
 * counter-entry of the same kind and amount on the same order that names the entry it reverses
 * (`reverses_id`, unique: once; the composite foreign key holds order, kind and amount equal) and why.
 * domain/orders/ledger.ts derives every figure from these rows, the order's documents (invoices) and the
 * refunds still pending at a provider (`provider_refunds`).
 */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: MONEY_MOVEMENT_KINDS }).notNull().default("payment"),
    /** Always positive: the kind says the direction, a reversal undoes its entry. */
    amountCents: integer("amount_cents").notNull(),
    /** The day the money arrived or left (value date), shop time. */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: text("method", { enum: MONEY_METHODS }).notNull().default("transfer"),
    /** Required for refunds and reversals. */
    reason: text("reason"),
    reversesId: uuid("reverses_id"),
    /** A refund made for a withdrawal (the § 357 BGB deadline counts from its declaration). */
    withdrawalId: uuid("withdrawal_id").references(() => withdrawals.id),
    actor: text("actor").notNull(),
    /**
     * Stripe's id of the money movement (#33): the PaymentIntent of a payment, the Refund of a refund,
     * the Dispute of a chargeback. Unique: an event delivered twice, or to two processes, books it once.
     */
    providerRef: text("provider_ref"),
    /** Stripe's fee for a payment, where its balance transaction names it (the merchant's cost). */
    feeCents: integer("fee_cents"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_payments_order_idx").on(t.orderId, t.createdAt),
    index("order_payments_paid_on_idx").on(t.paidOn),
    uniqueIndex("order_payments_reverses_idx").on(t.reversesId),
    uniqueIndex("order_payments_provider_ref_idx").on(t.providerRef),
    check("order_payments_amount_positive", sql`${t.amountCents} > 0`),
    check("order_payments_kind_known", sql`${t.kind} in ('payment', 'refund')`),
    // The target of a reversal, by what the reversal must repeat of it.
    unique("order_payments_entry_key").on(t.id, t.orderId, t.kind, t.amountCents),
    foreignKey({
      name: "order_payments_reverses_same_entry_fk",
      columns: [t.reversesId, t.orderId, t.kind, t.amountCents],
      foreignColumns: [t.id, t.orderId, t.kind, t.amountCents],
    }).onDelete("restrict"),
  ],
);

/**
 * Refunds asked of a payment provider (Stripe) and where they stand (#44), in the manner of a
 * two-phase transfer: written `pending` before the provider is called, so they count against what may
 * still be refunded while the provider works; `posted` once it paid the money out (with the money
 * movement it became, `entry_id`), `voided` when it refused or failed. Never deleted; the database lets
 * a row change only from `pending`, and only these columns (migration 0021).
 */
export const providerRefunds = pgTable(
  "provider_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    withdrawalId: uuid("withdrawal_id").references(() => withdrawals.id),
    /** Who asked for it: a staff member's address, or "stripe" for a payment refunded by the shop itself. */
    actor: text("actor").notNull(),
    /** The provider's refund id, once it answered. */
    providerRef: text("provider_ref").unique(),
    state: text("state", { enum: PROVIDER_REFUND_STATES }).notNull().default("pending"),
    /** The money movement a posted refund became. */
    entryId: uuid("entry_id").references(() => orderPayments.id),
    /** Why the provider refused or failed it (voided). */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("provider_refunds_order_idx").on(t.orderId, t.createdAt),
    index("provider_refunds_pending_idx").on(t.createdAt).where(sql`${t.state} = 'pending'`),
    check("provider_refunds_amount_positive", sql`${t.amountCents} > 0`),
    check("provider_refunds_state_known", sql`${t.state} in ('pending', 'posted', 'voided')`),
    check("provider_refunds_posted_has_entry", sql`(${t.state} = 'posted') = (${t.entryId} is not null)`),
  ],
);
export type ProviderRefundRow = typeof providerRefunds.$inferSelect;

export type MoneyMovementRow = typeof orderPayments.$inferSelect;
export type ShipmentRow = typeof orderShipments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * An order's online payment (#33): the Stripe Checkout Session it is paid through and where it stands
 * (domain/orders/online-payment.ts). One per order: a new attempt after a cancelled payment is a new order.
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull().unique(),
    /** Stripe's hosted page: a customer who comes back to an open order can go on paying there. */
    checkoutUrl: text("checkout_url").notNull(),
    state: text("state", { enum: ONLINE_PAYMENT_STATES }).notNull().default("open"),
    paymentIntentId: text("payment_intent_id"),
    /** How it was paid (Stripe's payment method type or wallet), once known. */
    method: text("method"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /**
     * When staff began closing the session for their cancellation (#49): written before Stripe is
     * asked to expire it, so the expiry's webhook, which may arrive before the staff's cancellation
     * commits, leaves the order to them instead of abandoning it with Stripe's reason.
     */
    closingAt: timestamp("closing_at", { withTimezone: true }),
    /**
     * A bounced debit holds the order back from shipping until it is paid (#50 §6); staff who ship it
     * anyway (the customer is known, a transfer is on its way) release it: when and who.
     */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    releasedBy: text("released_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("online_payments_state_idx").on(t.state, t.expiresAt)],
);
export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/**
 * Stripe events already acted on (#33), written in the same transaction as their effects: a retried,
 * replayed or twice-delivered event finds its id here and changes nothing.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const SHIPPING_LABEL_KINDS = ["outbound", "return"] as const;

/**
 * DHL labels (#34): the outbound label of an order ("DHL-Label erstellen") and the return label of a
 * withdrawal, as DHL answered them (shipment number, the label PDF in base64). A label cancelled at DHL
 * keeps its row with `cancelled_at`; at most one label of each kind stands per order or withdrawal.
 */
export const shippingLabels = pgTable(
  "shipping_labels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    withdrawalId: uuid("withdrawal_id").references(() => withdrawals.id),
    kind: text("kind", { enum: SHIPPING_LABEL_KINDS }).notNull(),
    shipmentNo: text("shipment_no").notNull(),
    weightGrams: integer("weight_grams").notNull(),
    labelPdf: text("label_pdf").notNull(),
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("shipping_labels_order_idx").on(t.orderId, t.createdAt),
    uniqueIndex("shipping_labels_shipment_idx").on(t.shipmentNo),
    uniqueIndex("shipping_labels_outbound_idx")
      .on(t.orderId)
      .where(sql`${t.kind} = 'outbound' and ${t.cancelledAt} is null`),
    uniqueIndex("shipping_labels_return_idx")
      .on(t.withdrawalId)
      .where(sql`${t.kind} = 'return' and ${t.cancelledAt} is null`),
    check("shipping_labels_kind_known", sql`${t.kind} in ('outbound', 'return')`),
    check(
      "shipping_labels_return_has_withdrawal",
      sql`${t.kind} = 'outbound' or ${t.withdrawalId} is not null`,
    ),
  ],
);
export type ShippingLabelRow = typeof shippingLabels.$inferSelect;

/**
 * Discount codes (#43 §2, domain/discounts): created and deactivated in the back office (/admin/discounts),
 * never deleted while an order names them. `uses` counts redemptions; the placement transaction raises it
 * with a conditional update (server/discounts), so parallel orders never pass `max_uses`.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Upper case (domain/discounts `normalizeCode`). */
    code: text("code").notNull().unique(),
    kind: text("kind", { enum: DISCOUNT_KINDS }).notNull(),
    /** percent: 1–100; amount: cents; free_shipping: 0. */
    value: integer("value").notNull(),
    minOrderCents: integer("min_order_cents"),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    maxUses: integer("max_uses"),
    maxUsesPerEmail: integer("max_uses_per_email"),
    plantIds: text("plant_ids").array().notNull().default(sql`'{}'::text[]`),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    combinable: boolean("combinable").notNull().default(false),
    active: boolean("active").notNull().default(true),
    uses: integer("uses").notNull().default(0),
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  },
  (t) => [
    check("discount_codes_kind_known", sql`${t.kind} in ('percent', 'amount', 'free_shipping')`),
    check(
      "discount_codes_value_fits",
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'amount' and ${t.value} > 0) or (${t.kind} = 'free_shipping' and ${t.value} = 0)`,
    ),
    check("discount_codes_uses_within_limit", sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
    check("discount_codes_uses_nonnegative", sql`${t.uses} >= 0`),
  ],
);
export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** A code used on an order (#43 §2): what it took off, per VAT rate (7 % and 19 %), adding up to `amount_cents`. */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    codeId: uuid("code_id")
      .notNull()
      .references(() => discountCodes.id),
    /** The code as the customer used it (upper case). */
    code: text("code").notNull(),
    /** The orderer's e-mail in lower case: uses per e-mail count by it. */
    email: text("email").notNull(),
    amountCents: integer("amount_cents").notNull(),
    reducedCents: integer("reduced_cents").notNull(),
    standardCents: integer("standard_cents").notNull(),
    /** The part of it that was shipping (free-shipping codes). */
    shippingCents: integer("shipping_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("discount_redemptions_order_code").on(t.orderId, t.codeId),
    index("discount_redemptions_code_email_idx").on(t.codeId, t.email),
    check(
      "discount_redemptions_rates_add_up",
      sql`${t.amountCents} = ${t.reducedCents} + ${t.standardCents} and ${t.reducedCents} >= 0 and ${t.standardCents} >= 0`,
    ),
  ],
);
export type DiscountRedemptionRow = typeof discountRedemptions.$inferSelect;

/**
 * Gift vouchers (Geschenkgutscheine, #43 §3, domain/vouchers): bought at /gutschein, a Mehrzweck-Gutschein
 * (no VAT at its sale; a liability until redeemed). `pending` until paid (the merchant marks an invoice
 * paid, Stripe's webhook confirms an online payment), then `active`. The balance only goes down by a
 * conditional update in the order's transaction (server/vouchers), and never below zero (the check).
 */
export const voucherNumberSeq = pgSequence("voucher_number_seq", { startWith: 1 });

export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 16 symbols of Crockford's base 32 without separators (80 random bits). */
    code: text("code").notNull().unique(),
    /** A short public number for the invoice and the bank transfer's reference: „GS-2026-000001“. */
    number: text("number")
      .notNull()
      .unique()
      .default(
        sql`('GS-' || to_char(now() at time zone 'Europe/Berlin', 'YYYY') || '-' || lpad(nextval('voucher_number_seq')::text, 6, '0'))`,
      ),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    /** The last day it can be used (shop time): 31 December of the third year after its purchase. */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    state: text("state", { enum: VOUCHER_STATES }).notNull().default("pending"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("invoice"),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    /** Null: the PDF goes to the buyer. */
    recipientName: text("recipient_name"),
    recipientEmail: text("recipient_email"),
    /** The day the PDF is mailed (shop time); it waits for the payment if that comes later. */
    deliverOn: date("deliver_on", { mode: "string" }).notNull(),
    message: text("message"),
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
    idempotencyKey: text("idempotency_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Who marked it paid (staff e-mail) or „stripe“. */
    paidBy: text("paid_by"),
    /**
     * Paid online (payment_method „stripe“): its Checkout Session, made once, and the page's URL while it
     * is open; the webhook finds the voucher by the session. The PaymentIntent once Stripe says it is paid.
     */
    stripeSessionId: text("stripe_session_id").unique(),
    checkoutUrl: text("checkout_url"),
    checkoutExpiresAt: timestamp("checkout_expires_at", { withTimezone: true }),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("vouchers_created_idx").on(t.createdAt.desc()),
    check("vouchers_state_known", sql`${t.state} in ('pending', 'active', 'cancelled')`),
    check("vouchers_initial_in_range", sql`${t.initialCents} between 1000 and 20000`),
    check(
      "vouchers_balance_in_range",
      sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.initialCents}`,
    ),
  ],
);
export type VoucherRow = typeof vouchers.$inferSelect;

/**
 * A voucher paying (part of) an order (#43 §3). `released_at` is set when the order was cancelled and
 * the amount went back onto the voucher; the row stays as a record.
 */
export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    unique("voucher_redemptions_order_voucher").on(t.orderId, t.voucherId),
    index("voucher_redemptions_voucher_idx").on(t.voucherId),
    check("voucher_redemptions_amount_positive", sql`${t.amountCents} > 0`),
  ],
);
export type VoucherRedemptionRow = typeof voucherRedemptions.$inferSelect;
