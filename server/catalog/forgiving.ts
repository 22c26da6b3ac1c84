import { closestPlants, forgivingMatch } from "../../domain/catalog/forgiving-search";
import type { Plant, PlantLanguage } from "../../domain/catalog/plant";
import { applyQuery } from "../../domain/catalog/search";
import type { Catalog } from "./catalog";

/** A catalogue whose searches forgive (domain/catalog/forgiving-search.ts), whichever provider is behind it. */
export interface ForgivingCatalog extends Catalog {
  localized(language: PlantLanguage): ForgivingCatalog;
  /** The plants coming closest to a search that found nothing (shown instead of an empty page). */
  closest(text: string, limit: number): Promise<Plant[]>;
}

/**
 * Wraps a provider: its own exact search runs first (in the database for the local catalogue); only
 * when that finds nothing are the published plants searched again in memory, folded and with typos
 * forgiven. A miss is rare and the catalogue is small, so this costs nothing on the usual path.
 */
export function forgivingSearch(inner: Catalog): ForgivingCatalog {
  const views = new Map<PlantLanguage, ForgivingCatalog>();
  // Delegated one by one: a provider may be a class instance, whose methods a spread would drop.
  const self: ForgivingCatalog = {
    kind: inner.kind,
    language: inner.language,
    all: () => inner.all(),
    get: (id) => inner.get(id),
    byIds: (ids) => inner.byIds(ids),
    accessories: () => inner.accessories(),
    related: (plant, limit) => inner.related(plant, limit),
    ...(inner.health ? { health: () => inner.health!() } : {}),
    localized(language) {
      if (language === inner.language) return self;
      let view = views.get(language);
      if (!view) {
        view = forgivingSearch(inner.localized(language));
        views.set(language, view);
      }
      return view;
    },
    async query(q, page) {
      const exact = await inner.query(q, page);
      if (exact.total > 0 || !q.q.trim()) return exact;
      // The same filters and sort, with the forgiving text rule instead of the exact one.
      const found = applyQuery(await inner.all(), { ...q, q: "" }).filter((p) => forgivingMatch(p, q.q));
      return { items: found.slice(page.offset, page.offset + page.limit), total: found.length };
    },
    async search(text, limit) {
      const exact = await inner.search(text, limit);
      if (exact.length > 0 || !text.trim()) return exact;
      return (await inner.all()).filter((p) => forgivingMatch(p, text)).slice(0, limit);
    },
    async closest(text, limit) {
      return closestPlants(await inner.all(), text, limit);
    },
  };
  return self;
}
