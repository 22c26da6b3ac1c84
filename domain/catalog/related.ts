import { stockState } from "../orders/stock";
import type { Plant } from "./plant";

export const RELATED_MAX = 6;
export const RELATED_MIN = 3;

/**
 * "You may also like" (spec §9): up to 6 plants sharing a category; when fewer than 3 match, padded
 * with random others up to 3. `random` is injectable for tests.
 */
export function pickRelated(
  plant: Pick<Plant, "id">,
  matching: readonly Plant[],
  candidates: readonly Plant[],
  random: () => number = Math.random,
): Plant[] {
  const chosen = matching.filter((p) => p.id !== plant.id).slice(0, RELATED_MAX);
  if (chosen.length >= RELATED_MIN) return chosen;
  const taken = new Set([plant.id, ...chosen.map((p) => p.id)]);
  const pool: Plant[] = [];
  for (const p of candidates) {
    if (taken.has(p.id)) continue;
    taken.add(p.id);
    pool.push(p);
  }
  // Fisher–Yates on a copy
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return [...chosen, ...pool.slice(0, RELATED_MIN - chosen.length)];
}

/** How many alternatives a sold-out plant's page offers. */
export const SIMILAR_MAX = 3;

/**
 * The plants to offer instead of a sold-out one (#32): only ones that can be bought now, each at least
 * sharing the light level or a category. Same light and a shared category first (they suit the same
 * spot and taste), then the same light alone (the same spot), then a shared category; within each,
 * more shared categories first, then the catalogue's order.
 */
export function similarAvailable(
  plant: Pick<Plant, "id" | "lightLevel" | "categories">,
  candidates: readonly Plant[],
  max = SIMILAR_MAX,
): Plant[] {
  const mine = new Set(plant.categories);
  return candidates
    .map((p, index) => {
      const shared = p.categories.filter((c) => mine.has(c)).length;
      const light = p.lightLevel === plant.lightLevel;
      const rank = light && shared ? 0 : light ? 1 : shared ? 2 : 3;
      return { p, index, shared, rank };
    })
    .filter(({ p, rank }) => p.id !== plant.id && rank < 3 && stockState(p.stock).kind !== "sold-out")
    .sort((a, b) => a.rank - b.rank || b.shared - a.shared || a.index - b.index)
    .slice(0, max)
    .map(({ p }) => p);
}
