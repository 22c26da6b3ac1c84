import type { LightLevel, Plant, WaterLevel } from "./plant";

/** Shop list search (spec §5): case-insensitive substring of name or botanical name. */
export function matchesShopSearch(plant: Pick<Plant, "name" | "botanicalName">, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return plant.name.toLowerCase().includes(q) || plant.botanicalName.toLowerCase().includes(q);
}

/** Category filter (spec §5): "all" or empty means no filter; otherwise compare lower-cased. */
export function matchesCategory(
  plant: Pick<Plant, "categories">,
  category: string | null | undefined,
): boolean {
  const c = category?.trim().toLowerCase();
  if (!c || c === "all") return true;
  return plant.categories.some((pc) => pc.toLowerCase() === c);
}

/** Header search (spec §5): name, botanical name and categories; a blank query finds nothing. */
export function matchesHeaderSearch(
  plant: Pick<Plant, "name" | "botanicalName" | "categories">,
  query: string,
) {
  const q = query.trim().toLowerCase();
  if (!q) return false;
  return (
    plant.name.toLowerCase().includes(q) ||
    plant.botanicalName.toLowerCase().includes(q) ||
    plant.categories.some((c) => c.toLowerCase().includes(q))
  );
}

export const SORTS = ["recommended", "popular", "price-asc", "price-desc", "name"] as const;
export type Sort = (typeof SORTS)[number];

/** Everything the shop list can be narrowed by; kept in the URL. */
export interface ShopQuery {
  q: string;
  category: string;
  light: LightLevel[];
  water: WaterLevel[];
  petFriendly: boolean;
  minPriceCents?: number;
  maxPriceCents?: number;
  sort: Sort;
}

export const EMPTY_QUERY: ShopQuery = {
  q: "",
  category: "all",
  light: [],
  water: [],
  petFriendly: false,
  sort: "recommended",
};

/** The same rules as the database query of the local provider, for providers without one. */
export function matchesQuery(plant: Plant, query: ShopQuery): boolean {
  return (
    matchesShopSearch(plant, query.q) &&
    matchesCategory(plant, query.category) &&
    (query.light.length === 0 || query.light.includes(plant.lightLevel)) &&
    (query.water.length === 0 || query.water.includes(plant.waterLevel)) &&
    (!query.petFriendly || plant.petFriendly) &&
    (query.minPriceCents === undefined || plant.priceCents >= query.minPriceCents) &&
    (query.maxPriceCents === undefined || plant.priceCents <= query.maxPriceCents)
  );
}

const POPULARITY_RANK = { bestseller: 3, trending: 2, new: 1 } as const;

export function comparePlants(sort: Sort): (a: Plant, b: Plant) => number {
  switch (sort) {
    case "price-asc":
      return (a, b) => a.priceCents - b.priceCents || a.name.localeCompare(b.name, "de");
    case "price-desc":
      return (a, b) => b.priceCents - a.priceCents || a.name.localeCompare(b.name, "de");
    case "name":
      return (a, b) => a.name.localeCompare(b.name, "de");
    case "popular":
      return (a, b) =>
        (b.popularity ? POPULARITY_RANK[b.popularity] : 0) -
        (a.popularity ? POPULARITY_RANK[a.popularity] : 0);
    default:
      return () => 0;
  }
}

/** Filters and sorts in memory; stable, so "recommended" keeps the catalogue's own order. */
export const applyQuery = (plants: readonly Plant[], query: ShopQuery): Plant[] =>
  plants.filter((p) => matchesQuery(p, query)).sort(comparePlants(query.sort));
