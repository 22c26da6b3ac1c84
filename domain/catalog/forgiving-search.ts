import type { Plant } from "./plant";
import { type NamedPlant, plantNames, searchMeanings } from "./search";

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

type Searchable = NamedPlant & Pick<Plant, "categories" | "petFriendly" | "lightLevel">;

/** Its German and English names (#32), botanical name, other names (#46) and categories' words, folded. */
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

/** The trigrams of a folded text as pg_trgm counts them: each word padded "  word ". */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of foldText(text).split(" ")) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity: the trigrams two texts share among all of theirs, 0..1. */
export function trigramSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (!ta.size || !tb.size) return 0;
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** 1 for the same text, falling with each edit relative to the longer one; 0 above a third of its letters. */
const editSimilarity = (a: string, b: string) => {
  const longer = Math.max(a.length, b.length);
  const limit = Math.floor(longer / 3);
  const d = editDistance(a, b, limit);
  return longer && d <= limit ? 1 - d / longer : 0;
};

/**
 * How near one query word comes to one word of a name: the whole word, its trigrams, a part of a
 * compound ("feige" in "geigenfeige"), or – for an unfinished word – its start, counted against the whole
 * word ("monst" is 5 of the 8 letters of "monstera"), so a short start that happens to fit is not near.
 */
function wordNearness(q: string, w: string): number {
  const whole = Math.max(editSimilarity(q, w), trigramSimilarity(q, w));
  if (q.length < 3 || q.length >= w.length) return whole;
  if (w.includes(q)) return Math.max(whole, 0.5 + (0.5 * q.length) / w.length);
  if (q.length < 4) return whole;
  const typos = editDistance(q, w.slice(0, q.length), Math.floor(q.length / 2));
  return Math.max(whole, typos <= Math.floor(q.length / 2) ? (q.length - typos) / w.length : 0);
}

/**
 * How near a query comes to one name (#46 §3), 0..1: the whole query against the whole name (edit
 * distance and trigrams, so "deliciosa monstera" is near "Monstera deliciosa"), or word by word: each
 * query word's nearest word of the name, averaged over the query's words.
 */
export function nameNearness(query: string, name: string): number {
  const q = foldText(query);
  const n = foldText(name);
  if (!q || !n) return 0;
  const nameWords = n.split(" ");
  const queryWords = q.split(" ");
  const byWord =
    queryWords.reduce((sum, qw) => sum + Math.max(...nameWords.map((w) => wordNearness(qw, w))), 0) /
    queryWords.length;
  return Math.max(editSimilarity(q, n), trigramSimilarity(q, n), byWord);
}

/**
 * From here on a name counts as near (#46 §3): about a third of the letters may be wrong ("monsterblatt"
 * for Monstera, "sansevirea" for Sansevieria). Below it a suggestion would be a guess: "Tomate" is near
 * no plant, and the page says so rather than offering the bestsellers.
 */
export const NEAR_ENOUGH = 0.5;

/**
 * How near a plant's names come to the query, 0..1: its nearest name among the name in the page's
 * language, the other language's (#32), the botanical name and its other names (#46).
 */
export function closeness(plant: Searchable, query: string): number {
  return Math.max(0, ...plantNames(plant).map((name) => nameNearness(query, name)));
}

/**
 * „Vielleicht suchst du …“ (#46 §3): the plants whose names come nearest to a query nothing matched,
 * best first (ties keep the catalogue's order); only those near enough, so none rather than unrelated ones.
 */
export function closestPlants<P extends Searchable>(plants: readonly P[], query: string, limit: number): P[] {
  return plants
    .map((plant, index) => ({ plant, index, score: closeness(plant, query) }))
    .filter((c) => c.score >= NEAR_ENOUGH)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((c) => c.plant);
}
