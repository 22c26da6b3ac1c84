/**
 * A plant's other names (#46 §3): former botanical names and trade names („Sansevieria“,
 * „Schwiegermutterzunge“ for the Bogenhanf), searched like its names. The back office and the CSV write
 * them as one comma-separated text („Weitere Namen“); the database keeps them as a list.
 */

/** The most other names a plant may have, and the longest one. */
export const MAX_SYNONYMS = 20;
export const MAX_SYNONYM_LENGTH = 80;

/**
 * „Sansevieria, Schwiegermutterzunge,  sansevieria ,“ → ["Sansevieria", "Schwiegermutterzunge"]: split at
 * commas, trimmed, inner spaces made one, empty ones dropped, repeats (any case) kept once. Undefined
 * when a name is longer than MAX_SYNONYM_LENGTH or there are more than MAX_SYNONYMS.
 */
export function readSynonyms(text: string): string[] | undefined {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(",")) {
    const name = part.trim().replace(/\s+/g, " ");
    if (!name) continue;
    if (name.length > MAX_SYNONYM_LENGTH) return undefined;
    const key = name.toLocaleLowerCase("de");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out.length > MAX_SYNONYMS ? undefined : out;
}

/** The list as the form's field and the CSV cell show it: „Sansevieria, Schwiegermutterzunge“. */
export const synonymsText = (synonyms: readonly string[] | null | undefined): string =>
  (synonyms ?? []).join(", ");
