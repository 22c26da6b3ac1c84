/**
 * The shop's ONE category vocabulary (#34): the plant form's checkboxes, the CSV import and export,
 * the shop's category chips and filter URLs (`/shop?category=low-maintenance`) and the plant dialog's
 * tags all read it from here. A slug is stable (it is in URLs and saved links); its labels may be
 * reworded. Order here is the order everywhere (form, tags, stored arrays).
 *
 * „Tierfreundlich“ (`pet-friendly`) is no choice of its own: it is the plant's pet-friendly flag
 * („Für Haustiere unbedenklich“ / „Haustierfreundlich: ja“). Stored categories always agree with the
 * flag (withPetFlag), and the shop derives the category from the flag when it reads a plant.
 */
export const PLANT_CATEGORIES = [
  { slug: "popular", de: "Beliebt", en: "Popular", aliases: [] },
  { slug: "trending", de: "Im Trend", en: "Trending", aliases: [] },
  { slug: "air-purifying", de: "Luftreinigend", en: "Air purifying", aliases: [] },
  { slug: "pet-friendly", de: "Tierfreundlich", en: "Pet friendly", aliases: ["haustierfreundlich"] },
  { slug: "low-maintenance", de: "Pflegeleicht", en: "Low maintenance", aliases: ["easy-care"] },
  { slug: "flowering", de: "Blühend", en: "Flowering", aliases: ["blühpflanze"] },
  { slug: "hanging", de: "Hängend", en: "Hanging", aliases: ["hängepflanze", "ampelpflanze", "trailing"] },
  {
    slug: "patterned-leaves",
    de: "Gemusterte Blätter",
    en: "Patterned leaves",
    aliases: ["gemustert", "variegated"],
  },
] as const satisfies readonly { slug: string; de: string; en: string; aliases: readonly string[] }[];

export type PlantCategory = (typeof PLANT_CATEGORIES)[number]["slug"];
export const CATEGORY_SLUGS: readonly PlantCategory[] = PLANT_CATEGORIES.map((c) => c.slug);
export const PET_FRIENDLY: PlantCategory = "pet-friendly";
/** What the plant form offers as checkboxes: all but „Tierfreundlich“, which follows the pet flag. */
export const CHOOSABLE_CATEGORIES = PLANT_CATEGORIES.filter((c) => c.slug !== PET_FRIENDLY);

export const isPlantCategory = (v: string): v is PlantCategory =>
  (CATEGORY_SLUGS as readonly string[]).includes(v);

/** Lower case, umlauts spelled out, only letters and digits: „Hängend“, „HAENGEND“, „hängend“ are one. */
export const foldCategoryWord = (s: string): string =>
  s
    .trim()
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]/g, "");

/** Every word that means a category, folded: its slug, German and English label, aliases. */
export const CATEGORY_WORDS: ReadonlyMap<string, PlantCategory> = new Map(
  PLANT_CATEGORIES.flatMap((c) =>
    [c.slug, c.de, c.en, ...c.aliases].map((w) => [foldCategoryWord(w), c.slug] as const),
  ),
);

/** A word a person or an old row wrote → its slug; undefined when the vocabulary does not know it. */
export const readCategory = (word: string): PlantCategory | undefined =>
  CATEGORY_WORDS.get(foldCategoryWord(word));

/** The label of a slug in `locale`; an unknown slug (a Shopify tag) as its words, capitalised. */
export function categoryLabelOf(slug: string, locale: "de" | "en" = "de"): string {
  const known = PLANT_CATEGORIES.find((c) => c.slug === slug);
  if (known) return known[locale];
  const label = slug.replace(/-/g, " ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Labels by slug, for catalogues that look a tag up. */
export const categoryLabels = (locale: "de" | "en"): Readonly<Record<string, string>> =>
  Object.fromEntries(PLANT_CATEGORIES.map((c) => [c.slug, c[locale]]));

/** The allowed words as a message lists them: „Beliebt, Im Trend, …“. */
export const ALLOWED_CATEGORY_WORDS = PLANT_CATEGORIES.map((c) => c.de).join(", ");

/** Slugs in the vocabulary's order, each once, with „Tierfreundlich“ exactly when the plant is pet-friendly. */
export function withPetFlag(categories: readonly string[], petFriendly: boolean): PlantCategory[] {
  const set = new Set(categories);
  if (petFriendly) set.add(PET_FRIENDLY);
  else set.delete(PET_FRIENDLY);
  return CATEGORY_SLUGS.filter((s) => set.has(s));
}

export type CategoryListResult =
  | { ok: true; categories: PlantCategory[]; mentionsPetFriendly: boolean }
  | { ok: false; unknown: string[] };

/**
 * A comma-separated list (a CSV cell, the form's checkboxes joined) → slugs. Slugs, German and English
 * labels in any case are read; a word the vocabulary does not know is refused, never guessed.
 */
export function readCategoryList(cell: string): CategoryListResult {
  const words = cell
    .split(/[,;\n|]/)
    .map((w) => w.trim())
    .filter(Boolean);
  const unknown = words.filter((w) => readCategory(w) === undefined);
  if (unknown.length > 0) return { ok: false, unknown };
  const slugs = words.map((w) => readCategory(w)!);
  return {
    ok: true,
    categories: CATEGORY_SLUGS.filter((s) => slugs.includes(s)),
    mentionsPetFriendly: slugs.includes(PET_FRIENDLY),
  };
}

/**
 * A stored list as the shop shows it: „Tierfreundlich“ exactly when the plant is pet-friendly, every
 * other entry kept as it is (a row from before the vocabulary, a Shopify tag).
 */
export function agreeWithPetFlag(categories: readonly string[], petFriendly: boolean): string[] {
  const others = categories.filter((c) => c !== PET_FRIENDLY);
  if (!petFriendly) return others;
  const at = categories.indexOf(PET_FRIENDLY);
  return at >= 0 ? [...others.slice(0, at), PET_FRIENDLY, ...others.slice(at)] : [...others, PET_FRIENDLY];
}
