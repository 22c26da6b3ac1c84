import { parseAmountToCents } from "../orders/money";
import { PLANT_VAT_RATE, readVatRate, type VatRate } from "../orders/vat";
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_DESCRIPTION_EN,
  DEFAULT_DETAILS,
  DEFAULT_HUMIDITY_TIPS,
  DEFAULT_HUMIDITY_TIPS_EN,
  DEFAULT_LIGHT_TIPS,
  DEFAULT_LIGHT_TIPS_EN,
  DEFAULT_WATER_TIPS,
  DEFAULT_WATER_TIPS_EN,
} from "./care-defaults";
import {
  isLevel,
  isPopularity,
  type LightLevel,
  normaliseCategory,
  PLACEHOLDER_IMAGE,
  PLANT_TEXT_KEYS,
  type Plant,
  type PlantLanguage,
  type PlantSize,
  type PlantTranslatable,
  type PlantTranslation,
  readSynonyms,
} from "./plant";
import { readCategory } from "./plant-categories";
import { bySize, SIZE_NAMES, SIZE_SLUGS } from "./sizes";

/** Value tags and metafield keys that carry a plant detail (spec §3). */
const DETAIL_KEYS = ["height", "potDiameter", "maturity", "weight"] as const;
const CARE_KEYS = ["waterTips", "lightTips", "temperatureTips", "humidityTips"] as const;
type DetailKey = (typeof DETAIL_KEYS)[number] | (typeof CARE_KEYS)[number];
const DETAIL_SET = new Set<string>([...DETAIL_KEYS, ...CARE_KEYS]);
/** Metafield namespace of each key: plant.* for details, care.* for tips. */
const NAMESPACE_OF: Record<DetailKey, "plant" | "care"> = {
  height: "plant",
  potDiameter: "plant",
  maturity: "plant",
  weight: "plant",
  waterTips: "care",
  lightTips: "care",
  temperatureTips: "care",
  humidityTips: "care",
};
const SIZES = ["small", "medium", "large"] as const;

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
const nodes = (connection: unknown): Record<string, unknown>[] => {
  const edges = obj(connection)?.edges;
  if (!Array.isArray(edges)) return [];
  return edges.map((e) => obj(obj(e)?.node)).filter((n): n is Record<string, unknown> => !!n);
};

/** "gid://shopify/Product/123" → "123"; a slug stays as it is. */
export const stripIdPrefix = (id: string): string => id.slice(id.lastIndexOf("/") + 1);

/** The "Unknown Plant" of spec §8 for a product we cannot read. */
export function unknownPlant(id = "unknown"): Plant {
  return completePlant(unknownProduct(id));
}

const unknownProduct = (id: string): PartialPlant => ({
  id,
  name: "Unknown Plant",
  botanicalName: "",
  priceCents: 0,
  imageUrl: PLACEHOLDER_IMAGE,
  lightLevel: "medium",
  waterLevel: "medium",
  petFriendly: false,
  categories: [],
  description: "",
  size: "medium",
  vatRate: PLANT_VAT_RATE,
});

export type PartialPlant = Omit<Plant, DetailKey> & Partial<Pick<Plant, DetailKey>>;

const DEFAULTS = {
  de: {
    description: DEFAULT_DESCRIPTION,
    light: DEFAULT_LIGHT_TIPS,
    water: DEFAULT_WATER_TIPS,
    humidity: DEFAULT_HUMIDITY_TIPS,
  },
  en: {
    description: DEFAULT_DESCRIPTION_EN,
    light: DEFAULT_LIGHT_TIPS_EN,
    water: DEFAULT_WATER_TIPS_EN,
    humidity: DEFAULT_HUMIDITY_TIPS_EN,
  },
} as const;

/**
 * Fills the details and care tips the product does not give with the defaults of spec §9, in the
 * page's language.
 */
export function completePlant(p: PartialPlant, language: PlantLanguage = "de"): Plant {
  const d = DEFAULTS[language];
  return {
    ...p,
    description: p.description.trim() ? p.description : d.description,
    height: p.height || DEFAULT_DETAILS.height,
    potDiameter: p.potDiameter || DEFAULT_DETAILS.potDiameter,
    maturity: p.maturity || DEFAULT_DETAILS.maturity,
    weight: p.weight || DEFAULT_DETAILS.weight,
    temperatureTips: p.temperatureTips || DEFAULT_DETAILS.temperatureTips,
    lightTips: p.lightTips || d.light[p.lightLevel],
    waterTips: p.waterTips || d.water[p.waterLevel],
    humidityTips: p.humidityTips || d.humidity[p.waterLevel],
    ...(p.sizes && {
      sizes: p.sizes.map((o) => ({
        ...o,
        height: o.height || p.height || DEFAULT_DETAILS.height,
        potDiameter: o.potDiameter || p.potDiameter || DEFAULT_DETAILS.potDiameter,
        weight: o.weight || p.weight || DEFAULT_DETAILS.weight,
      })),
    }),
  };
}

/**
 * A plant's German name and texts with its translation laid over them, for a page in `language` (#19,
 * #32). A text the translation lacks stays German and is listed in `untranslated`, and so does the name;
 * a text neither language has gets the default of the page's language. Either way the plant carries
 * its name in the other language as `alternateName` (where it differs), so both languages search both.
 */
export function localizePlant(
  p: PartialPlant,
  translation: PlantTranslation | null | undefined,
  language: PlantLanguage,
): Plant {
  const english = translation?.name?.trim() || undefined;
  if (language === "de") return withAlternateName(completePlant(p, "de"), english);
  const merged: PartialPlant = { ...p, name: english ?? p.name };
  const untranslated: PlantTranslatable[] = english ? [] : ["name"];
  for (const key of PLANT_TEXT_KEYS) {
    const own = translation?.[key]?.trim();
    if (own) merged[key] = own;
    else if (p[key]?.trim()) untranslated.push(key);
  }
  const plant = withAlternateName(completePlant(merged, language), p.name);
  return untranslated.length ? { ...plant, untranslated } : plant;
}

/** The plant with `other` as its alternate name, unless that is missing or its own name. */
function withAlternateName(plant: Plant, other: string | undefined): Plant {
  const { alternateName: _, ...rest } = plant;
  return other && other !== plant.name ? { ...rest, alternateName: other } : rest;
}

/**
 * Backend (Shopify-shaped) product → Plant, by the tag and metafield rules of spec §3, with the
 * defaults of `language` for what it lacks. Accepts `unknown`: any shape yields a Plant, never an
 * exception.
 */
export const transformProduct = (input: unknown, language: PlantLanguage = "de"): Plant =>
  completePlant(readProduct(input), language);

/** transformProduct without the defaults: the texts are only the product's own. */
export function readProduct(input: unknown): PartialPlant {
  const product = obj(input);
  const rawId = str(product?.id);
  const title = str(product?.title);
  if (!product || !rawId || title === undefined)
    return unknownProduct(rawId ? stripIdPrefix(rawId) || "unknown" : "unknown");

  const categories: string[] = [];
  const values: Record<string, string> = {};
  let petFriendly = false;
  const tags = Array.isArray(product.tags) ? product.tags : [];
  for (const tag of tags) {
    if (typeof tag !== "string") continue;
    const colon = tag.indexOf(":");
    if (colon === -1) {
      // A German or English label of the shop's vocabulary („Pflegeleicht“) is its slug (#34), so a
      // Shopify store's tags reach the same chips; any other tag as the spec normalises it.
      const category = readCategory(tag) ?? normaliseCategory(tag);
      if (!category) continue;
      if (category === "pet-friendly") petFriendly = true;
      if (!categories.includes(category)) categories.push(category);
      continue;
    }
    const key = tag.slice(0, colon).trim();
    const value = tag.slice(colon + 1).trim();
    if (value && values[key] === undefined) values[key] = value;
  }

  const details: Partial<Record<DetailKey, string>> = {};
  for (const key of DETAIL_SET as Set<DetailKey>) if (values[key]) details[key] = values[key];
  let metaSize: string | undefined;
  let vatRate: VatRate = PLANT_VAT_RATE;
  let synonyms: string[] | undefined;
  let matching: string[] | undefined;
  for (const m of nodes(product.metafields)) {
    const ns = str(m.namespace);
    const key = str(m.key);
    const value = str(m.value)?.trim();
    if (!key || !value) continue;
    if (DETAIL_SET.has(key) && NAMESPACE_OF[key as DetailKey] === ns) details[key as DetailKey] = value;
    if (ns === "plant" && key === "size") metaSize = value;
    // The product's VAT rate (#27): "19" for a pot or fertiliser; missing or unreadable is a plant's 7.
    if (ns === "plant" && key === "vatRate") vatRate = readVatRate(value) ?? PLANT_VAT_RATE;
    // Other names (#46 §3): „Sansevieria, Schwiegermutterzunge“; a list too long to be names is ignored.
    if (ns === "plant" && key === "synonyms") synonyms = readSynonyms(value);
    // „Dazu passt“ (#43 §1): the ids of the products offered beside it, comma-separated.
    if (ns === "plant" && key === "matching") matching = readMatching(value);
  }

  const level = (v: string | undefined): LightLevel => {
    const l = v?.toLowerCase();
    return isLevel(l) ? l : "medium";
  };
  const popularity = values.popularity?.toLowerCase();
  const sizeValue = (metaSize ?? values.size)?.toLowerCase();

  const size: PlantSize = (SIZES as readonly string[]).includes(sizeValue ?? "")
    ? (sizeValue as PlantSize)
    : "medium";
  const id = stripIdPrefix(rawId);
  // Sizes (#43 §1) are the product's variants with a size option; the listed size is the product's own.
  const variants = nodes(product.variants);
  const sized = variants.flatMap((v) => {
    const s = variantSize(v);
    return s ? [{ v, size: s }] : [];
  });
  const multi = sized.length > 1 && new Set(sized.map((x) => x.size)).size === sized.length;
  const variant = (multi ? sized.find((x) => x.size === size)?.v : undefined) ?? variants[0];
  const priceCents = parseAmountToCents(obj(variant?.price)?.amount) ?? 0;
  // A compare-at price at or below the price is no reduction (a store's leftover value): none shown.
  const compareAt = parseAmountToCents(obj(variant?.compareAtPrice)?.amount);
  const stock = variantStock(variant);
  const images = nodes(product.images)
    .map((n) => str(n.originalSrc) ?? str(n.url))
    .filter((u): u is string => !!u);

  const sizes = multi
    ? bySize(
        sized.map(({ v, size: s }) => {
          const meta = variantMeta(v);
          const cents = parseAmountToCents(obj(v.price)?.amount) ?? 0;
          const was = parseAmountToCents(obj(v.compareAtPrice)?.amount);
          const left = variantStock(v);
          return {
            id: v === variant ? id : `${id}-${SIZE_SLUGS.de[s]}`,
            size: s,
            priceCents: cents,
            ...(was !== null && was > cents && { reducedFromCents: was }),
            ...(left !== undefined && { stock: left }),
            height: meta.height ?? details.height ?? "",
            potDiameter: meta.potDiameter ?? details.potDiameter ?? "",
            weight: meta.weight ?? details.weight ?? "",
            // The local catalogue's own ids (gid://blattwerk/…, server/catalog/backend-shape.ts) are no variants of a store.
            ...(str(v.id) && !str(v.id)!.startsWith("gid://blattwerk/") && { shopifyVariantId: str(v.id) }),
          };
        }),
      )
    : undefined;

  return {
    id,
    name: title.trim() || "Unknown Plant",
    botanicalName: str(product.vendor)?.trim() ?? "",
    priceCents,
    ...(compareAt !== null && compareAt > priceCents && { reducedFromCents: compareAt }),
    imageUrl: images[0] ?? PLACEHOLDER_IMAGE,
    additionalImages: images.length > 1 ? images.slice(1) : undefined,
    lightLevel: level(values.light),
    waterLevel: level(values.water),
    petFriendly,
    popularity: isPopularity(popularity) ? popularity : undefined,
    categories,
    description: str(product.description) ?? "",
    size,
    ...(sizes && { sizes }),
    vatRate,
    shopifyProductId: rawId,
    shopifyVariantId: str(variant?.id),
    ...(stock !== undefined && { stock }),
    ...(synonyms?.length && { synonyms }),
    // A pot or fertiliser (#43 §1): the tag kind:accessory.
    ...(values.kind?.toLowerCase() === "accessory" && { kind: "accessory" as const }),
    ...(matching?.length && { matching }),
    ...details,
  };
}

/** A metafield plant.matching: product ids (or their gids), comma-separated; at most 12 are offered. */
function readMatching(value: string): string[] {
  const ids = value
    .split(",")
    .map((v) => stripIdPrefix(v.trim()))
    .filter((v) => v.length > 0 && v.length <= 200);
  return [...new Set(ids)].slice(0, 12);
}

/** Storefront API `selectedOptions` naming a size („Größe: Groß“, "Size: large"); null: none. */
function variantSize(v: Record<string, unknown>): PlantSize | null {
  const options = Array.isArray(v.selectedOptions) ? v.selectedOptions : [];
  for (const o of options) {
    const name = str(obj(o)?.name)?.trim().toLowerCase();
    const value = str(obj(o)?.value)?.trim().toLowerCase();
    if ((name !== "größe" && name !== "size") || !value) continue;
    for (const s of SIZES)
      if (value === s || value === SIZE_NAMES.de[s].toLowerCase() || value === SIZE_NAMES.en[s].toLowerCase())
        return s;
  }
  return null;
}

/** A variant's own measures (metafields plant.height, plant.potDiameter, plant.weight). */
function variantMeta(
  v: Record<string, unknown>,
): Partial<Record<"height" | "potDiameter" | "weight", string>> {
  const out: Partial<Record<"height" | "potDiameter" | "weight", string>> = {};
  for (const m of nodes(v.metafields)) {
    const key = str(m.key);
    const value = str(m.value)?.trim();
    if (str(m.namespace) !== "plant" || !value) continue;
    if (key === "height" || key === "potDiameter" || key === "weight") out[key] = value;
  }
  return out;
}

/**
 * Stock from the Storefront API's variant: `availableForSale: false` is sold out; a count is the
 * stock while the store sells only what it has. A store that sells beyond its stock ("continue
 * selling when out of stock": available with 0 or less) or does not let us read the count: not counted.
 */
function variantStock(variant: Record<string, unknown> | undefined): number | undefined {
  if (!variant) return undefined;
  if (variant.availableForSale === false) return 0;
  const q = variant.quantityAvailable;
  if (typeof q !== "number" || !Number.isFinite(q) || q <= 0) return undefined;
  return Math.floor(q);
}

/** Transforms a list, skipping nothing: an unreadable entry becomes "Unknown Plant". */
export const transformProducts = (input: unknown): Plant[] =>
  Array.isArray(input) ? input.map((p) => transformProduct(p)) : [];

/**
 * A store's product as it answers in `language` beside its German answer → the plant for that
 * language. Shopify answers the original text where a translation is missing, so a text equal in both
 * answers counts as untranslated (kept German, listed in `untranslated`). Without the German answer
 * every text counts as translated.
 */
export function localizeProduct(translated: unknown, original: unknown, language: PlantLanguage): Plant {
  const t = readProduct(translated);
  if (language === "de") return completePlant(t);
  const o = original === undefined ? undefined : readProduct(original);
  const translation: PlantTranslation = {};
  // The title is the name: Shopify's English title where the store has one (#32).
  if (!o || t.name !== o.name) translation.name = t.name;
  for (const key of PLANT_TEXT_KEYS) {
    const v = t[key];
    if (v?.trim() && (!o || v !== o[key])) translation[key] = v;
  }
  if (!o) return localizePlant(t, translation, language);
  const german: Partial<PartialPlant> = { name: o.name, description: o.description };
  for (const key of PLANT_TEXT_KEYS) if (key !== "description") german[key] = o[key];
  return localizePlant({ ...t, ...german }, translation, language);
}
