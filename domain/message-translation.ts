import type { Locale, Localized } from "./i18n";

/**
 * Turns a German message of one of `catalogues` into its English twin (#19). The server's services keep
 * speaking German, as the code and the logs always did; the edge (server/http/api-locale.ts) translates
 * what an English page receives. Messages with arguments are matched by their fixed parts: a German
 * function is called with markers, its result becomes a pattern, and what the markers matched goes to
 * the English function (a list argument arrives as one joined entry, which reads the same).
 */
export type Translate = (message: string, locale: Locale) => string;

interface Pattern {
  regex: RegExp;
  en: (...args: unknown[]) => unknown;
  /** Per argument: whether the German function treated it as a list. */
  lists: boolean[];
}

const MARK = (i: number) => `\u0001${i}\u0002`;
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function createTranslator(catalogues: readonly Localized<unknown>[]): Translate {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  const walk = (de: unknown, en: unknown) => {
    if (typeof de === "string" && typeof en === "string") {
      if (!exact.has(de)) exact.set(de, en);
    } else if (typeof de === "function" && typeof en === "function") {
      const pattern = patternOf(de as (...args: unknown[]) => unknown, en as Pattern["en"]);
      if (pattern) patterns.push(pattern);
    } else if (de && en && typeof de === "object" && typeof en === "object") {
      for (const key of Object.keys(de))
        walk((de as Record<string, unknown>)[key], (en as Record<string, unknown>)[key]);
    }
  };
  for (const c of catalogues) walk(c.de, c.en);

  return (message, locale) => {
    if (locale === "de") return message;
    const hit = exact.get(message);
    if (hit !== undefined) return hit;
    for (const p of patterns) {
      const m = p.regex.exec(message);
      if (!m) continue;
      // Digits go back as a number (a count may choose the wording), a list as one joined entry.
      const args = p.lists.map((list, i) => {
        const text = m[i + 1] ?? "";
        return list ? [text] : /^\d+$/.test(text) ? Number(text) : text;
      });
      try {
        const out = p.en(...args);
        if (typeof out === "string") return out;
      } catch {
        // an English function that needs real values: keep the German message
      }
    }
    return message;
  };
}

function patternOf(de: (...args: unknown[]) => unknown, en: Pattern["en"]): Pattern | null {
  const arity = de.length;
  if (arity === 0) return null;
  const marks = Array.from({ length: arity }, (_, i) => MARK(i));
  const markers = marks.map((m) => new Marker(m));
  let sample: unknown;
  try {
    sample = de(...markers);
  } catch {
    return null;
  }
  if (typeof sample !== "string") return null;
  // Each marker must appear once, in order, for the groups to line up with the arguments.
  let source = escapeRegex(sample);
  for (const m of marks) {
    const at = source.indexOf(m);
    if (at < 0 || source.indexOf(m, at + 1) >= 0) return null;
    source = source.replace(m, "(.+?)");
  }
  return { regex: new RegExp(`^${source}$`, "s"), en, lists: markers.map((m) => m.list) };
}

/** Stands for a string, a number or a list: it prints as its marker and joins to it. */
class Marker {
  list = false;
  constructor(private readonly mark: string) {}
  toString() {
    return this.mark;
  }
  join() {
    this.list = true;
    return this.mark;
  }
  map() {
    this.list = true;
    return this;
  }
}
