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
