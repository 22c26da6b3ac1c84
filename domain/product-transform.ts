import {
  DEFAULT_DESCRIPTION,
  DEFAULT_DETAILS,
  DEFAULT_HUMIDITY_TIPS,
  DEFAULT_LIGHT_TIPS,
  DEFAULT_WATER_TIPS,
} from "./care-defaults";
import { parseAmountToCents } from "./money";
import {
  isLevel,
  isPopularity,
  type LightLevel,
  normaliseCategory,
  PLACEHOLDER_IMAGE,
  type Plant,
  type PlantSize,
} from "./plant";

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
  return completePlant({
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
  });
}

type PartialPlant = Omit<Plant, DetailKey> & Partial<Pick<Plant, DetailKey>>;

/** Fills the details and care tips the product does not give with the defaults of spec §9. */
export function completePlant(p: PartialPlant): Plant {
  return {
    ...p,
    description: p.description.trim() ? p.description : DEFAULT_DESCRIPTION,
    height: p.height || DEFAULT_DETAILS.height,
    potDiameter: p.potDiameter || DEFAULT_DETAILS.potDiameter,
    maturity: p.maturity || DEFAULT_DETAILS.maturity,
    weight: p.weight || DEFAULT_DETAILS.weight,
    temperatureTips: p.temperatureTips || DEFAULT_DETAILS.temperatureTips,
    lightTips: p.lightTips || DEFAULT_LIGHT_TIPS[p.lightLevel],
    waterTips: p.waterTips || DEFAULT_WATER_TIPS[p.waterLevel],
    humidityTips: p.humidityTips || DEFAULT_HUMIDITY_TIPS[p.waterLevel],
  };
}

/**
 * Backend (Shopify-shaped) product → Plant, by the tag and metafield rules of spec §3.
 * Accepts `unknown`: any shape yields a Plant, never an exception.
 */
export function transformProduct(input: unknown): Plant {
  const product = obj(input);
  const rawId = str(product?.id);
  const title = str(product?.title);
  if (!product || !rawId || title === undefined)
    return unknownPlant(rawId ? stripIdPrefix(rawId) || "unknown" : "unknown");

  const categories: string[] = [];
  const values: Record<string, string> = {};
  let petFriendly = false;
  const tags = Array.isArray(product.tags) ? product.tags : [];
  for (const tag of tags) {
    if (typeof tag !== "string") continue;
    const colon = tag.indexOf(":");
    if (colon === -1) {
      const category = normaliseCategory(tag);
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
  for (const m of nodes(product.metafields)) {
    const ns = str(m.namespace);
    const key = str(m.key);
    const value = str(m.value)?.trim();
    if (!key || !value) continue;
    if (DETAIL_SET.has(key) && NAMESPACE_OF[key as DetailKey] === ns) details[key as DetailKey] = value;
    if (ns === "plant" && key === "size") metaSize = value;
  }

  const level = (v: string | undefined): LightLevel => {
    const l = v?.toLowerCase();
    return isLevel(l) ? l : "medium";
  };
  const popularity = values.popularity?.toLowerCase();
  const sizeValue = (metaSize ?? values.size)?.toLowerCase();

  const variant = nodes(product.variants)[0];
  const priceCents = parseAmountToCents(obj(variant?.price)?.amount) ?? 0;
  const stock = variantStock(variant);
  const images = nodes(product.images)
    .map((n) => str(n.originalSrc) ?? str(n.url))
    .filter((u): u is string => !!u);

  return completePlant({
    id: stripIdPrefix(rawId),
    name: title.trim() || "Unknown Plant",
    botanicalName: str(product.vendor)?.trim() ?? "",
    priceCents,
    imageUrl: images[0] ?? PLACEHOLDER_IMAGE,
    additionalImages: images.length > 1 ? images.slice(1) : undefined,
    lightLevel: level(values.light),
    waterLevel: level(values.water),
    petFriendly,
    popularity: isPopularity(popularity) ? popularity : undefined,
    categories,
    description: str(product.description) ?? "",
    size: (SIZES as readonly string[]).includes(sizeValue ?? "") ? (sizeValue as PlantSize) : "medium",
    shopifyProductId: rawId,
    shopifyVariantId: str(variant?.id),
    ...(stock !== undefined && { stock }),
    ...details,
  });
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
  Array.isArray(input) ? input.map(transformProduct) : [];
