import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import {
  PLACEHOLDER_IMAGE,
  PLANT_TEXT_KEYS,
  type Plant,
  type PlantLanguage,
  type PlantTexts,
} from "../../domain/catalog/plant";
import { agreeWithPetFlag, PET_FRIENDLY } from "../../domain/catalog/plant-categories";
import { localizePlant } from "../../domain/catalog/product-transform";
import { type ShopQuery, searchMeanings } from "../../domain/catalog/search";
import { asSize, bySize, ownSize, type SizeOption } from "../../domain/catalog/sizes";
import type { Db } from "../db/client";
import { type PlantRow, plants } from "../db/schema";
import type { Catalog, PlantPage } from "./catalog";

const opt = (v: string | null): string | undefined => v ?? undefined;

/** `texts_en` as stored: only known keys with string values count (the column is jsonb). */
export function readTexts(v: unknown): PlantTexts {
  const out: PlantTexts = {};
  if (!v || typeof v !== "object" || Array.isArray(v)) return out;
  for (const key of PLANT_TEXT_KEYS) {
    const t = (v as Record<string, unknown>)[key];
    if (typeof t === "string" && t.trim()) out[key] = t;
  }
  return out;
}

export function rowToPlant(r: PlantRow, language: PlantLanguage = "de"): Plant {
  const plant = localizePlant(
    {
      id: r.id,
      name: r.name,
      botanicalName: r.botanicalName,
      ...(r.synonyms.length ? { synonyms: r.synonyms } : {}),
      priceCents: r.priceCents,
      // Shown only while the merchant advertises it and the shop measured a reduction (§ 11 PAngV).
      ...(r.onSale &&
        r.reducedFromCents !== null &&
        r.reducedFromCents > r.priceCents && { reducedFromCents: r.reducedFromCents }),
      imageUrl: r.images[0] ?? PLACEHOLDER_IMAGE,
      additionalImages: r.images.length > 1 ? r.images.slice(1) : undefined,
      lightLevel: r.lightLevel,
      waterLevel: r.waterLevel,
      petFriendly: r.petFriendly,
      popularity: r.popularity ?? undefined,
      // „Tierfreundlich“ is the pet flag (#34): the category follows it, whatever a row holds.
      categories: agreeWithPetFlag(r.categories, r.petFriendly),
      description: r.description,
      height: opt(r.height),
      potDiameter: opt(r.potDiameter),
      maturity: opt(r.maturity),
      weight: opt(r.weight),
      waterTips: opt(r.waterTips),
      lightTips: opt(r.lightTips),
      temperatureTips: opt(r.temperatureTips),
      humidityTips: opt(r.humidityTips),
      size: r.size,
      vatRate: r.vatRate,
      shopifyProductId: opt(r.shopifyProductId),
      shopifyVariantId: opt(r.shopifyVariantId),
      stock: r.stock,
      ...(r.kind === "accessory" && { kind: "accessory" as const }),
      ...(r.matching.length && { matching: r.matching }),
    },
    language === "en" ? { ...readTexts(r.textsEn), name: r.nameEn } : { name: r.nameEn },
    language,
  );
  // The merchant's alt texts are German (#34): English pages say the (English) name.
  const alts = r.images.map((url) => r.imageAlts?.[url] ?? "");
  return language === "de" && alts.some(Boolean) ? { ...plant, imageAlts: alts } : plant;
}

/** LIKE pattern for a case-insensitive substring, with the user's % and _ taken literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Unpublished plants (back office drafts) are not in the shop: not listed, found or orderable. */
const published = eq(plants.published, true);
/** A unit of sale's own page: a published plant or accessory; a plant's other sizes come with it (#43 §1). */
const ownPage = and(published, isNull(plants.sizeOf));
/**
 * What the shop lists and finds: published plants. Accessories (pots, fertiliser) are offered beside
 * them („Dazu passt“, the gap to free shipping) and have pages, but are not among the plants.
 */
const listed = and(ownPage, eq(plants.kind, "plant"));

/** A size row as its plant offers it. */
const sizeOption = (r: PlantRow, plant: Plant, language: PlantLanguage): SizeOption => {
  // English pages: the measures as the merchant wrote them in English, else the German ones.
  const en = language === "en" ? readTexts(r.textsEn) : {};
  return {
    id: r.id,
    size: r.size,
    priceCents: r.priceCents,
    ...(r.onSale &&
      r.reducedFromCents !== null &&
      r.reducedFromCents > r.priceCents && { reducedFromCents: r.reducedFromCents }),
    stock: r.stock,
    // A size without its own measures has the plant's.
    height: en.height ?? r.height ?? plant.height,
    potDiameter: en.potDiameter ?? r.potDiameter ?? plant.potDiameter,
    weight: en.weight ?? r.weight ?? plant.weight,
    ...(r.shopifyVariantId && { shopifyVariantId: r.shopifyVariantId }),
  };
};

/** The plants with their published other sizes (one query for all of them). */
async function withSizes(db: Db, list: Plant[], language: PlantLanguage): Promise<Plant[]> {
  if (!list.length) return list;
  const rows = await db
    .select()
    .from(plants)
    .where(
      and(
        published,
        inArray(
          plants.sizeOf,
          list.map((p) => p.id),
        ),
      ),
    );
  if (!rows.length) return list;
  return list.map((p) => {
    const mine = rows.filter((r) => r.sizeOf === p.id);
    return mine.length
      ? { ...p, sizes: bySize([ownSize(p), ...mine.map((r) => sizeOption(r, p, language))]) }
      : p;
  });
}

/**
 * A name contains the pattern: the German, the English (#32, both languages search both), botanical, or
 * one of the other names (#46 §3: "Sansevieria"). The joined other names narrow by their trigram index
 * (plants_synonyms_trgm_idx); the unnest keeps the exact rule (one name contains it, not a span of two).
 */
const nameLike = (pattern: string) =>
  or(
    ilike(plants.name, pattern),
    ilike(plants.nameEn, pattern),
    ilike(plants.botanicalName, pattern),
    and(
      sql`plants_categories_text(${plants.synonyms}) ilike ${pattern}`,
      sql`exists (select 1 from unnest(${plants.synonyms}) s where s ilike ${pattern})`,
    ),
  );

/** The rules of domain/catalog/search.ts as SQL, so filtering runs in the database. */
function where(q: ShopQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listed];
  const text = q.q.trim();
  if (text) conditions.push(nameLike(contains(text)));
  const category = q.category.trim().toLowerCase();
  // „Tierfreundlich“ is the pet flag (#34, domain/catalog/plant-categories.ts): one source of truth.
  if (category === PET_FRIENDLY) conditions.push(eq(plants.petFriendly, true));
  else if (category && category !== "all") conditions.push(arrayContains(plants.categories, [category]));
  if (q.light.length) conditions.push(inArray(plants.lightLevel, q.light));
  if (q.water.length) conditions.push(inArray(plants.waterLevel, q.water));
  if (q.petFriendly) conditions.push(eq(plants.petFriendly, true));
  if (q.minPriceCents !== undefined) conditions.push(gte(plants.priceCents, q.minPriceCents));
  if (q.maxPriceCents !== undefined) conditions.push(lte(plants.priceCents, q.maxPriceCents));
  return and(...conditions);
}

function orderBy(sort: ShopQuery["sort"], language: PlantLanguage) {
  // By the name the page shows: on English pages the English one where the plant has it (#32).
  const name = language === "en" ? sql`coalesce(${plants.nameEn}, ${plants.name})` : plants.name;
  switch (sort) {
    case "price-asc":
      return [asc(plants.priceCents), asc(name)];
    case "price-desc":
      return [desc(plants.priceCents), asc(name)];
    case "name":
      return [asc(name)];
    case "popular":
      return [desc(plants.popularityScore), asc(plants.position), asc(plants.id)];
    default:
      return [asc(plants.position), asc(plants.id)];
  }
}

/** The catalogue kept in our own database (the default provider), its plants in `language`. */
export function createLocalCatalog(db: Db, language: PlantLanguage = "de"): Catalog {
  const toPlant = (r: PlantRow) => rowToPlant(r, language);
  const views = new Map<PlantLanguage, Catalog>();
  const self: Catalog = {
    kind: "local",
    language,
    localized(l) {
      if (l === language) return self;
      let view = views.get(l);
      if (!view) {
        view = createLocalCatalog(db, l);
        views.set(l, view);
      }
      return view;
    },
    async all() {
      const rows = await db.select().from(plants).where(listed).orderBy(asc(plants.position), asc(plants.id));
      return withSizes(db, rows.map(toPlant), language);
    },
    async get(id) {
      const [row] = await db
        .select()
        .from(plants)
        .where(and(eq(plants.id, id), ownPage))
        .limit(1);
      return row ? ((await withSizes(db, [toPlant(row)], language))[0] ?? null) : null;
    },
    async query(q, { offset, limit }): Promise<PlantPage> {
      const filter = where(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(plants)
          .where(filter)
          .orderBy(...orderBy(q.sort, language))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(plants).where(filter),
      ]);
      return { items: await withSizes(db, rows.map(toPlant), language), total: total?.n ?? 0 };
    },
    async search(text, limit) {
      const t = text.trim();
      if (!t) return [];
      const pattern = contains(t);
      // German words mean categories or the pet-friendly flag (domain/catalog/search.ts, SEARCH_SYNONYMS).
      const meant = searchMeanings(t);
      const rows = await db
        .select()
        .from(plants)
        .where(
          and(
            listed,
            or(
              nameLike(pattern),
              // The joined text narrows by the trigram index (plants_categories_trgm_idx); the unnest
              // keeps the exact rule (one category contains the text, not a span across two).
              and(
                sql`plants_categories_text(${plants.categories}) ilike ${pattern}`,
                sql`exists (select 1 from unnest(${plants.categories}) c where c ilike ${pattern})`,
              ),
              meant.categories.length ? arrayOverlaps(plants.categories, meant.categories) : undefined,
              meant.petFriendly ? eq(plants.petFriendly, true) : undefined,
              meant.lights.length ? inArray(plants.lightLevel, meant.lights) : undefined,
            ),
          ),
        )
        .orderBy(asc(plants.position), asc(plants.id))
        .limit(limit);
      return withSizes(db, rows.map(toPlant), language);
    },
    async byIds(ids) {
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(plants)
        .where(and(inArray(plants.id, [...ids]), published));
      // A size's unit of sale (a cart line of another size) is its plant as that size; a size whose plant
      // is unpublished is not on sale either.
      const parentIds = [...new Set(rows.flatMap((r) => (r.sizeOf ? [r.sizeOf] : [r.id])))];
      const parents = await db
        .select()
        .from(plants)
        .where(and(inArray(plants.id, parentIds), ownPage));
      const families = new Map((await withSizes(db, parents.map(toPlant), language)).map((p) => [p.id, p]));
      const byId = new Map<string, Plant>();
      for (const r of rows) {
        const family = families.get(r.sizeOf ?? r.id);
        if (!family) continue;
        const option = r.sizeOf ? family.sizes?.find((o) => o.id === r.id) : undefined;
        byId.set(r.id, option ? asSize(family, option) : family);
      }
      return ids.map((id) => byId.get(id)).filter((p): p is Plant => !!p);
    },
    async accessories() {
      const rows = await db
        .select()
        .from(plants)
        .where(and(ownPage, eq(plants.kind, "accessory")))
        .orderBy(asc(plants.priceCents), asc(plants.id));
      return rows.map(toPlant);
    },
    async related(plant, limit) {
      const rows = await db
        .select()
        .from(plants)
        .where(
          and(
            listed,
            ne(plants.id, plant.sizeOf ?? plant.id),
            plant.categories.length ? arrayOverlaps(plants.categories, plant.categories) : sql`false`,
          ),
        )
        .orderBy(asc(plants.position), asc(plants.id))
        .limit(limit);
      return rows.map(toPlant);
    },
  };
  return self;
}
