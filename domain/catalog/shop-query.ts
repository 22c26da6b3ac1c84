import { formatEuroInput, parseEuroInput } from "../orders/money";
import { isLevel, type LightLevel } from "./plant";
import { readCategory } from "./plant-categories";
import { EMPTY_QUERY, type ShopQuery, SORTS, type Sort } from "./search";

export const PAGE_SIZE = 24;

const levels = (values: string[]): LightLevel[] => [...new Set(values.filter(isLevel))];
/** The price fields are German text ("29,99", "1.299"); see parseEuroInput. */
const euroToCents = (v: string | null): number | undefined => (v ? parseEuroInput(v) : undefined);

/** Reads the shop list's state from the URL; anything unreadable falls back to "no filter". */
export function parseShopQuery(params: URLSearchParams): ShopQuery & { page: number } {
  const sort = params.get("sort") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    // A label typed or linked instead of the slug („?category=Pflegeleicht“) is the slug (#34).
    category: ((c) => readCategory(c) ?? c)((params.get("category") ?? "all").slice(0, 60)),
    light: levels(params.getAll("light")),
    water: levels(params.getAll("water")),
    petFriendly: params.get("pet") === "1",
    minPriceCents: euroToCents(params.get("min")),
    maxPriceCents: euroToCents(params.get("max")),
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as Sort) : EMPTY_QUERY.sort,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Writes the state back; defaults are left out so URLs stay short and shareable. */
export function shopQueryToParams(q: Partial<ShopQuery> & { page?: number }): URLSearchParams {
  const p = new URLSearchParams();
  if (q.q?.trim()) p.set("q", q.q.trim());
  if (q.category && q.category !== "all") p.set("category", q.category);
  for (const l of q.light ?? []) p.append("light", l);
  for (const w of q.water ?? []) p.append("water", w);
  if (q.petFriendly) p.set("pet", "1");
  if (q.minPriceCents !== undefined) p.set("min", formatEuroInput(q.minPriceCents));
  if (q.maxPriceCents !== undefined) p.set("max", formatEuroInput(q.maxPriceCents));
  if (q.sort && q.sort !== "recommended") p.set("sort", q.sort);
  if (q.page && q.page > 1) p.set("page", String(q.page));
  return p;
}

/** Number of active filters behind the filter button (search and category are shown elsewhere). */
export const activeFilterCount = (q: ShopQuery): number =>
  q.light.length +
  q.water.length +
  (q.petFriendly ? 1 : 0) +
  (q.minPriceCents !== undefined ? 1 : 0) +
  (q.maxPriceCents !== undefined ? 1 : 0) +
  (q.sort !== "recommended" ? 1 : 0);
