import type { VatRate } from "../orders/vat";
import type { SizeOption } from "./sizes";

export type LightLevel = "low" | "medium" | "high";
export type WaterLevel = "low" | "medium" | "high";
export type Popularity = "new" | "trending" | "bestseller";
export type PlantSize = "small" | "medium" | "large";

export const LEVELS = ["low", "medium", "high"] as const;

/** Languages a plant's texts are written in: German always, English optionally (#19). */
export type PlantLanguage = "de" | "en";

/** The text fields a merchant writes per language (description, details, care tips). */
export const PLANT_TEXT_KEYS = [
  "description",
  "height",
  "potDiameter",
  "maturity",
  "weight",
  "waterTips",
  "lightTips",
  "temperatureTips",
  "humidityTips",
] as const;
export type PlantTextKey = (typeof PLANT_TEXT_KEYS)[number];
/** A plant's texts in another language than German; a missing key falls back to the German text. */
export type PlantTexts = Partial<Record<PlantTextKey, string>>;
/**
 * A plant in another language (#32): its name (`plants.name_en`, searched, so a column of its own)
 * and its texts (`plants.texts_en`). A missing name shows the German one.
 */
export interface PlantTranslation extends PlantTexts {
  name?: string | null;
}
/** What a page may show in German for want of a translation: the name or one of the texts. */
export type PlantTranslatable = PlantTextKey | "name";
export const POPULARITIES = ["new", "trending", "bestseller"] as const;
/** What the merchant chooses; „Bestseller" follows from the orders (domain/catalog/bestseller.ts, #32). */
export const MERCHANT_POPULARITIES = ["new", "trending"] as const;
export const PLACEHOLDER_IMAGE = "/plants/placeholder.svg";

/** The plant as the UI sees it (spec §3). `priceCents` is the integer truth; `price` is euro for display. */
export interface Plant {
  id: string;
  /** The name in the catalogue's language: English on English pages where the plant has one (#32). */
  name: string;
  /**
   * The plant's name in the shop's other language where it differs (the English name on German
   * pages, the German one on English pages): both languages search both names (#32).
   */
  alternateName?: string;
  botanicalName: string;
  /**
   * Other names the plant is known by (#46 §3): former botanical names and trade names, in either
   * language ("Sansevieria", "Schwiegermutterzunge" for the snake plant). Searched like its names, never
   * shown as its name. Missing or empty: none.
   */
  synonyms?: string[];
  priceCents: number;
  /**
   * An „Aktionspreis“ (#43 §2): the price is reduced from this one, the lowest of the 30 days before
   * (§ 11 PAngV; always above `priceCents`). Missing: no reduction is advertised. Shopify: the variant's
   * compare-at price.
   */
  reducedFromCents?: number;
  imageUrl: string;
  additionalImages?: string[];
  /**
   * The merchant's alt texts (#34), one per image of [imageUrl, ...additionalImages], "" where none
   * (the page says the plant's name). German: only on German pages; missing where no image has one.
   */
  imageAlts?: string[];
  lightLevel: LightLevel;
  waterLevel: WaterLevel;
  petFriendly: boolean;
  popularity?: Popularity;
  categories: string[];
  /** Details and care tips are always filled: missing ones get the defaults of spec §9. */
  description: string;
  height: string;
  potDiameter: string;
  maturity: string;
  weight: string;
  waterTips: string;
  lightTips: string;
  temperatureTips: string;
  humidityTips: string;
  size: PlantSize;
  /**
   * VAT in whole percent (#27): 7 for live plants (the default), 19 for pots, fertiliser, accessories.
   * An order line keeps the rate its product had when it was ordered.
   */
  vatRate: VatRate;
  shopifyProductId?: string;
  shopifyVariantId?: string;
  /**
   * Units left (domain/orders/stock.ts); 0 = sold out. Missing when the catalogue does not count: a Shopify
   * store that does not track inventory or whose token may not read it.
   */
  stock?: number;
  /**
   * The sizes the plant is offered in (#43 §1, domain/catalog/sizes.ts), smallest first, its own among
   * them; missing when it has only its own.
   */
  sizes?: SizeOption[];
  /** On a size's unit of sale (a cart or order line): the plant it is a size of, whose page shows it. */
  sizeOf?: string;
  /** An accessory (pot, fertiliser, #43 §1): sold beside plants, never recommended by the plant finder. */
  kind?: "accessory";
  /** Products offered beside it („Dazu passt“): matching pots and the like, by id. */
  matching?: string[];
  /**
   * On a page in another language: the texts shown in German because they have no translation, so the
   * page marks them `lang="de"`. Missing when every text is in the page's language.
   */
  untranslated?: PlantTranslatable[];
}

export const isLevel = (v: unknown): v is LightLevel =>
  typeof v === "string" && (LEVELS as readonly string[]).includes(v);
export const isPopularity = (v: unknown): v is Popularity =>
  typeof v === "string" && (POPULARITIES as readonly string[]).includes(v);

/** Category value as the spec normalises tags: lower-cased, trimmed, whitespace runs to hyphens. */
export const normaliseCategory = (tag: string): string => tag.trim().toLowerCase().replace(/\s+/g, "-");

/** "patterned-leaves" → "patterned leaves" (detail dialog tags). */
export const categoryLabel = (category: string): string => category.replace(/-/g, " ");

/*
 * A plant's other names (#46 §3): former botanical names and trade names („Sansevieria“,
 * „Schwiegermutterzunge“ for the Bogenhanf), searched like its names. The back office and the CSV write
 * them as one comma-separated text („Weitere Namen“); the database keeps them as a list.
 */

/** The most other names a plant may have, and the longest one. */
export const MAX_SYNONYMS = 20;
export const MAX_SYNONYM_LENGTH = 80;

/**
 * „Sansevieria, Schwiegermutterzunge,  sansevieria ,“ → ["Sansevieria", "Schwiegermutterzunge"]: split at
 * commas, trimmed, inner spaces made one, empty ones dropped, repeats (any case) kept once. Undefined
 * when a name is longer than MAX_SYNONYM_LENGTH or there are more than MAX_SYNONYMS.
 */
export function readSynonyms(text: string): string[] | undefined {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(",")) {
    const name = part.trim().replace(/\s+/g, " ");
    if (!name) continue;
    if (name.length > MAX_SYNONYM_LENGTH) return undefined;
    const key = name.toLocaleLowerCase("de");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out.length > MAX_SYNONYMS ? undefined : out;
}

/** The list as the form's field and the CSV cell show it: „Sansevieria, Schwiegermutterzunge“. */
export const synonymsText = (synonyms: readonly string[] | null | undefined): string =>
  (synonyms ?? []).join(", ");
