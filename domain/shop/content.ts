import type { Plant, PlantTexts } from "../catalog/plant";

/** Shapes of the editorial content and the catalogue seed. Pages render these; texts live in content/ only. */

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
  /** e.g. "Stand: November 2026" */
  dated?: string;
  intro?: Block[];
  sections: Section[];
}

/**
 * One plant of the local catalogue (spec §3): the plant as the UI sees it, with its images as one list
 * and a popularity score for sorting. Money in integer cents. The shipped plants are live plants:
 * their VAT rate is the default 7 %.
 */
export interface PlantSeed
  extends Omit<Plant, "imageUrl" | "additionalImages" | "untranslated" | "vatRate" | "alternateName"> {
  /** slug, e.g. "monstera-deliciosa"; categories are lower-case, hyphenated (spec §3) */
  id: string;
  /** 1..100, higher sells more; used for sorting by popularity */
  popularityScore: number;
  /** Former botanical names and trade names (#46 §3); [] where the plant has none. */
  synonyms: string[];
  /** Public paths, first is the main image. */
  images: string[];
  /** The English name (#32) and texts (#19): every plant we ship has all of them. */
  en: Required<PlantTexts> & { name: string };
}
