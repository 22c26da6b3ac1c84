/** Shapes of the editorial content. Pages render these; texts live in content/ only. */

/** A block of running text. `list` renders as a bulleted list. */
export type Block = { p: string } | { list: string[] } | { h3: string };

export interface Section {
  /** Stable anchor id, lower-case ASCII with hyphens (used for #links). */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface LegalDoc {
  title: string;
  /** One-sentence summary for the page's meta description. */
  description: string;
  /** e.g. "Stand: April 2025" */
  dated?: string;
  intro?: Block[];
  sections: Section[];
}

export type LightLevel = "low" | "medium" | "high";
export type WaterLevel = "low" | "medium" | "high";
export type Popularity = "new" | "trending" | "bestseller";
export type PlantSize = "small" | "medium" | "large";

/** One plant of the local catalogue (spec §3). Money in integer cents. */
export interface PlantSeed {
  /** slug, e.g. "monstera-deliciosa" */
  id: string;
  name: string;
  botanicalName: string;
  priceCents: number;
  /** lower-case, hyphenated, from the local category list of spec §3 */
  categories: string[];
  lightLevel: LightLevel;
  waterLevel: WaterLevel;
  petFriendly: boolean;
  popularity?: Popularity;
  /** 1..100, higher sells more; used for sorting by popularity */
  popularityScore: number;
  size: PlantSize;
  description: string;
  height: string;
  potDiameter: string;
  maturity: string;
  weight: string;
  waterTips: string;
  lightTips: string;
  temperatureTips: string;
  humidityTips: string;
  /** Public paths, first is the main image. */
  images: string[];
  /** Full Shopify product id where the spec maps one (only three plants). */
  shopifyProductId?: string;
  shopifyVariantId?: string;
}
