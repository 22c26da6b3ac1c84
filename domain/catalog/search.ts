import type { LightLevel, Plant, WaterLevel } from "./plant";

/** What a plant is found by: its names in both languages, botanical name and other names (#46). */
export type NamedPlant = Pick<Plant, "name" | "alternateName" | "botanicalName" | "synonyms">;

/**
 * The names a plant is found by, in both languages (#32): its name, the other language's, botanical,
 * then its other names (#46 §3: former botanical names and trade names, "Sansevieria").
 */
export const plantNames = (plant: NamedPlant): string[] => [
  plant.name,
  ...(plant.alternateName ? [plant.alternateName] : []),
  plant.botanicalName,
  ...(plant.synonyms ?? []),
];

const namesContain = (plant: NamedPlant, q: string) =>
  plantNames(plant).some((n) => n.toLowerCase().includes(q));

/**
 * Shop list search (spec §5): case-insensitive substring of a name: German or English, whichever the
 * page's language (#32), botanical, or one of its other names (#46).
 */
export function matchesShopSearch(plant: NamedPlant, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return namesContain(plant, q);
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

/**
 * German words customers type into the header search, and what they mean in the catalogue: categories
 * (the catalogue's English slugs) or the pet-friendly flag. Deliberately small; a word matches when the
 * query contains it ("katzenfreundlich" → "katze") or, from 3 letters on, starts it ("pfleg").
 */
export const SEARCH_SYNONYMS: readonly {
  words: readonly string[];
  /** English words, matched whole (with a plural s): "pet" must not find in "Peter". */
  english: readonly string[];
  category?: string;
  petFriendly?: true;
  /** The light a word asks for ("schatten": plants for little light). */
  light?: LightLevel;
}[] = [
  {
    words: ["katze", "kater", "hund", "haustier", "tierfreundlich", "tiere", "ungiftig"],
    english: ["pet", "cat", "dog", "pet friendly", "pet safe", "non toxic", "animal"],
    category: "pet-friendly",
    petFriendly: true,
  },
  {
    words: ["pflegeleicht", "anfänger", "robust", "einfach"],
    english: ["easy", "easy care", "beginner", "low maintenance"],
    category: "low-maintenance",
  },
  {
    words: ["luftreinigend", "luftreiniger", "luftverbessernd"],
    english: ["air purifying", "clean air"],
    category: "air-purifying",
  },
  { words: ["hängepflanze", "hängend", "ampel"], english: ["hanging", "trailing"], category: "hanging" },
  {
    words: ["blühend", "blüte", "blume"],
    english: ["flowering", "blooming", "flower"],
    category: "flowering",
  },
  { words: ["beliebt", "bestseller"], english: ["popular"], category: "popular" },
  { words: ["gemustert", "muster"], english: ["patterned", "variegated"], category: "patterned-leaves" },
  {
    words: ["schatten", "schattig", "halbschatten", "dunkel", "nordfenster", "wenig licht"],
    english: ["shade", "shady", "low light", "dark"],
    light: "low",
  },
  {
    words: ["sonne", "sonnig", "südfenster", "viel licht", "sonnenanbeter"],
    english: ["sun", "sunny", "bright", "full sun"],
    light: "high",
  },
];

const wholeWord = (q: string, w: string) =>
  new RegExp(`(^|[^a-z])${w.replace(/ /g, "[ -]")}s?($|[^a-z])`).test(q);

/** What a header query means beyond plain text: the categories, flags and light of SEARCH_SYNONYMS. */
export function searchMeanings(query: string): {
  categories: string[];
  petFriendly: boolean;
  lights: LightLevel[];
} {
  const q = query.trim().toLowerCase();
  const hits = SEARCH_SYNONYMS.filter(
    (s) =>
      s.words.some((w) => q.includes(w) || (q.length >= 3 && w.startsWith(q))) ||
      s.english.some((w) => wholeWord(q, w)),
  );
  return {
    categories: hits.flatMap((h) => (h.category ? [h.category] : [])),
    petFriendly: hits.some((h) => h.petFriendly),
    lights: hits.flatMap((h) => (h.light ? [h.light] : [])),
  };
}

/**
 * Header search (spec §5): German and English name (#32), botanical name and categories; a blank query
 * finds nothing. German and English words ("katze", "pflegeleicht", "cat", "easy care") also find the
 * plants their meaning names (SEARCH_SYNONYMS).
 */
export function matchesHeaderSearch(
  plant: NamedPlant & Pick<Plant, "categories" | "petFriendly" | "lightLevel">,
  query: string,
) {
  const q = query.trim().toLowerCase();
  if (!q) return false;
  if (namesContain(plant, q) || plant.categories.some((c) => c.toLowerCase().includes(q))) return true;
  const meant = searchMeanings(q);
  return (
    (meant.petFriendly && plant.petFriendly) ||
    meant.lights.includes(plant.lightLevel) ||
    plant.categories.some((c) => meant.categories.includes(c.toLowerCase()))
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
