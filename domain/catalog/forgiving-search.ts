import type { Plant } from "./plant";
import { plantNames, searchMeanings } from "./search";

/**
 * Search that forgives what customers type (issue #32: "Gluecksfeder", "monstra", "katze", "schatten"
 * found nothing in a shop of eight plants). Used where the exact search finds nothing: umlauts and ß
 * folded both ways, one typo per word, everyday words for categories and light, and – when still
 * nothing matches – the closest plants instead of an empty page.
 */

/** Lower case, ß → ss, ä/ö/ü → ae/oe/ue, other accents dropped, anything else a single space. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping above `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** Typos forgiven in a word of this length: none below 4 letters, one up to 7, two from 8. */
const allowedTypos = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

type Searchable = Pick<
  Plant,
  "name" | "alternateName" | "botanicalName" | "categories" | "petFriendly" | "lightLevel"
>;

/** Its German and English names (#32), botanical name and categories' words, folded. */
const wordsOf = (p: Searchable) =>
  foldText([...plantNames(p), ...p.categories.map((c) => c.replace(/-/g, " "))].join(" ")).split(" ");

/** A query word found in a plant word: contained in it, or within the typos its length allows. */
function wordMatches(q: string, words: string[]): boolean {
  const typos = allowedTypos(q.length);
  return words.some(
    (w) =>
      w.includes(q) ||
      (typos > 0 &&
        // Against the whole word and against its start ("monstra" in "monstera", "gluecks" in "gluecksfeder").
        (editDistance(q, w, typos) <= typos || editDistance(q, w.slice(0, q.length), typos) <= typos)),
  );
}

/**
 * Whether a plant answers the query when the exact search did not: every word of the query is found in
 * its names or categories (folded, typos forgiven), or the query means one of its categories, its
 * pet-friendliness or its light (domain/catalog/search.ts SEARCH_SYNONYMS: "katze", "schatten", "sonnig").
 */
export function forgivingMatch(plant: Searchable, query: string): boolean {
  const folded = foldText(query);
  if (!folded) return false;
  const meant = searchMeanings(query);
  if (meant.petFriendly && plant.petFriendly) return true;
  if (plant.categories.some((c) => meant.categories.includes(c.toLowerCase()))) return true;
  if (meant.lights.includes(plant.lightLevel)) return true;
  const words = wordsOf(plant);
  if (words.join(" ").includes(folded)) return true;
  return folded.split(" ").every((q) => wordMatches(q, words));
}

/** How close a plant's names come to the query, 0..1 (1: a word matches exactly). */
export function closeness(plant: Searchable, query: string): number {
  const q = foldText(query).replace(/ /g, "");
  if (!q) return 0;
  let best = 0;
  for (const w of wordsOf(plant)) {
    const part = w.slice(0, Math.max(q.length, 1));
    const d = Math.min(editDistance(q, w, q.length), editDistance(q, part, q.length));
    best = Math.max(best, 1 - d / Math.max(q.length, w.length, 1));
  }
  return best;
}

/** The plants coming closest to a query nothing matched, best first (ties keep the catalogue's order). */
export function closestPlants<P extends Searchable>(plants: readonly P[], query: string, limit: number): P[] {
  return plants
    .map((plant, index) => ({ plant, index, score: closeness(plant, query) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((c) => c.plant);
}
