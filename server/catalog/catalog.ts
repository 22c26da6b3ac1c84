import type { Plant, PlantLanguage } from "../../domain/catalog/plant";
import type { ShopQuery } from "../../domain/catalog/search";

export interface PlantPage {
  items: Plant[];
  total: number;
}

/**
 * What the pages need from a catalogue, whichever provider is behind it (local database or Shopify).
 * Plants only: providers reshape their own formats before anything leaves them.
 */
export interface Catalog {
  kind: "local" | "shopify";
  /** Its plants are in this language (German: the catalogue itself). */
  language: PlantLanguage;
  /**
   * The same catalogue with the plants' texts in `language` (#19): English where the merchant wrote
   * it, German (listed in `Plant.untranslated`) where not. Pages pass their locale; orders and
   * everything else read German.
   */
  localized(language: PlantLanguage): Catalog;
  /** Every plant on sale (published) in the catalogue's own order; sold-out ones included. */
  all(): Promise<Plant[]>;
  get(id: string): Promise<Plant | null>;
  /** Shop list: search, filters and sort of domain/catalog/search.ts, one page of it. */
  query(q: ShopQuery, page: { offset: number; limit: number }): Promise<PlantPage>;
  /** Header search (spec §5): name, botanical name, categories; blank finds nothing. */
  search(text: string, limit: number): Promise<Plant[]>;
  /**
   * Plants by id in the given order; unknown and unpublished ids are skipped, so the order service
   * refuses both as "not in our range" (unknown_plants) and a cart drops them.
   */
  byIds(ids: readonly string[]): Promise<Plant[]>;
  /**
   * The accessories on sale (#43 §1: pots, fertiliser), cheapest first: what „Dazu passt“ names by id,
   * and what can close the gap to free shipping. Not among `all()`, `query()` or `search()`.
   */
  accessories(): Promise<Plant[]>;
  /** Other plants sharing a category with this one. */
  related(plant: Plant, limit: number): Promise<Plant[]>;
  /**
   * For remote providers: "fallback" after the last read served the shipped fallback plants because
   * the store failed with nothing cached (pages then show the catalogue error of spec §8).
   */
  health?(): "fresh" | "stale" | "fallback";
}
