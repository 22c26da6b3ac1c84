import type { Plant, PlantSize } from "./plant";

/*
 * Sizes of a plant (#43 §1). A plant may be offered in up to three sizes; each size is a unit of sale
 * of its own (id, price, stock, height, pot, weight), everything else is the plant's. The plant's own
 * row is the size the shop lists (the spec's prices are those of the medium size); the other sizes are
 * rows that name it (`plants.size_of`). A cart line, an order line, the stock and its journal hold the
 * unit of sale's id, so each size is counted and sold on its own.
 */

export const PLANT_SIZES = ["small", "medium", "large"] as const satisfies readonly PlantSize[];

/** One size of a plant as the shop offers it. */
export interface SizeOption {
  /** The unit of sale: the plant's own id for its listed size, the size row's id for the others. */
  id: string;
  size: PlantSize;
  priceCents: number;
  /** An „Aktionspreis“ of this size (§ 11 PAngV), as `Plant.reducedFromCents`. */
  reducedFromCents?: number;
  /** Units left; missing when the catalogue does not count. */
  stock?: number;
  height: string;
  potDiameter: string;
  weight: string;
  /** Shopify: the variant this size is. */
  shopifyVariantId?: string;
}

export const isPlantSize = (v: unknown): v is PlantSize =>
  typeof v === "string" && (PLANT_SIZES as readonly string[]).includes(v);

const order = (s: PlantSize) => PLANT_SIZES.indexOf(s);

/** Smallest first. */
export const bySize = <T extends { size: PlantSize }>(options: readonly T[]): T[] =>
  [...options].sort((a, b) => order(a.size) - order(b.size));

/** The size of a plant the shop lists: what its row says about itself. */
export const ownSize = (p: Plant): SizeOption => ({
  id: p.id,
  size: p.size,
  priceCents: p.priceCents,
  ...(p.reducedFromCents !== undefined && { reducedFromCents: p.reducedFromCents }),
  ...(p.stock !== undefined && { stock: p.stock }),
  height: p.height,
  potDiameter: p.potDiameter,
  weight: p.weight,
  ...(p.shopifyVariantId !== undefined && { shopifyVariantId: p.shopifyVariantId }),
});

/** Every size a plant is offered in, smallest first: its own alone when it has no others. */
export const sizesOf = (p: Plant): SizeOption[] => (p.sizes?.length ? p.sizes : [ownSize(p)]);

/** The size a page shows: the one asked for where the plant has it, else the plant's own. */
export function chosenSize(p: Plant, asked: PlantSize | null | undefined): SizeOption {
  const all = sizesOf(p);
  return all.find((o) => o.size === asked) ?? all.find((o) => o.id === p.id) ?? all[0]!;
}

/** The plant as one of its sizes: what a cart line and an order line of that size are made of. */
export function asSize(p: Plant, option: SizeOption): Plant {
  const { reducedFromCents: _, stock: __, shopifyVariantId: ___, sizeOf: family = p.id, ...rest } = p;
  return {
    ...rest,
    id: option.id,
    ...(option.id !== family && { sizeOf: family }),
    size: option.size,
    priceCents: option.priceCents,
    ...(option.reducedFromCents !== undefined && { reducedFromCents: option.reducedFromCents }),
    ...(option.stock !== undefined && { stock: option.stock }),
    height: option.height,
    potDiameter: option.potDiameter,
    weight: option.weight,
    ...(option.shopifyVariantId !== undefined && { shopifyVariantId: option.shopifyVariantId }),
  };
}

/**
 * The lowest price of a plant whose sizes differ in price („ab 19,99 €“ on cards, PAngV: the price a
 * customer can buy it for); undefined when all sizes cost the same.
 */
export function priceFrom(p: Pick<Plant, "priceCents" | "sizes">): number | undefined {
  const prices = (p.sizes?.length ? p.sizes : [p]).map((o) => o.priceCents);
  const low = Math.min(...prices);
  return prices.some((c) => c !== low) ? low : undefined;
}

/** The plant's page: a size row's plant, or the plant itself. */
export const pageId = (p: { id: string; sizeOf?: string }): string => p.sizeOf ?? p.id;

/** Whether a plant is offered in more than one size (its lines then name the size). */
export const hasSizes = (p: Plant): boolean => (p.sizes?.length ?? 0) > 1;

/** Size names as the URL carries them (German pages `?groesse=gross`, English `?size=large`). */
export const SIZE_SLUGS: Record<"de" | "en", Record<PlantSize, string>> = {
  de: { small: "klein", medium: "mittel", large: "gross" },
  en: { small: "small", medium: "medium", large: "large" },
};
export const SIZE_PARAM: Record<"de" | "en", string> = { de: "groesse", en: "size" };

/** The link to a plant's page with a size chosen: „/shop/plant/snake-plant?groesse=gross“ (English: /en/…). */
export function sizeHref(plantId: string, size: PlantSize, lang: "de" | "en"): string {
  const path = `${lang === "en" ? "/en" : ""}/shop/plant/${encodeURIComponent(plantId)}`;
  return `${path}?${SIZE_PARAM[lang]}=${SIZE_SLUGS[lang][size]}`;
}

/** The size a shared link asks for, in either language (a link may cross languages). */
export function sizeFromSearch(search: URLSearchParams): PlantSize | null {
  const value = (search.get(SIZE_PARAM.de) ?? search.get(SIZE_PARAM.en) ?? "").trim().toLowerCase();
  for (const lang of ["de", "en"] as const)
    for (const s of PLANT_SIZES) if (SIZE_SLUGS[lang][s] === value) return s;
  return null;
}

export const SIZE_NAMES: Record<"de" | "en", Record<PlantSize, string>> = {
  de: { small: "Klein", medium: "Mittel", large: "Groß" },
  en: { small: "Small", medium: "Medium", large: "Large" },
};

/**
 * An order line's name for a plant offered in sizes („Monstera – Groß“): every document names the size
 * that was sold, as the line was offered. Plants in one size keep their name.
 */
export const sizedName = (name: string, size: PlantSize, sized: boolean, lang: "de" | "en"): string =>
  sized ? `${name} – ${SIZE_NAMES[lang][size]}` : name;

/**
 * The unit of sale an order line asks for (#43 §1, the order API's `items[].size`): the plant (or a size
 * of it, as the catalogue found it by id) in the size asked for. Undefined: no such plant; "no_size":
 * the plant is not offered in that size.
 */
export function unitOfSale(found: Plant | undefined, size?: PlantSize): Plant | "no_size" | undefined {
  if (!found) return undefined;
  if (size === undefined || size === found.size) return found;
  const option = found.sizes?.find((o) => o.size === size);
  return option ? asSize(found, option) : "no_size";
}

/** Every unit of sale of these plants by id: each plant, and each of its other sizes as that size. */
export function unitsById(plants: readonly Plant[]): Map<string, Plant> {
  const out = new Map<string, Plant>();
  for (const p of plants) {
    out.set(p.id, p);
    for (const o of p.sizes ?? []) if (o.id !== p.id) out.set(o.id, asSize(p, o));
  }
  return out;
}
