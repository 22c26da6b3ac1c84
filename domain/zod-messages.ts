import type { z } from "zod";

/**
 * zod's fallback messages in German (du-form), for every schema without its own message: the API's
 * 4xx answers read "Unbekanntes Feld: „avatarUrl“." instead of `Unrecognized key: "avatarUrl"`.
 * zod's own German locale names types in English ("erwartet Zahl, erhalten string") and speaks to
 * developers; these speak to customers and API clients alike. Installed by domain/zod.ts.
 */

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const TYPES: Record<string, string> = {
  string: "ein Text",
  number: "eine Zahl",
  int: "eine ganze Zahl",
  bigint: "eine ganze Zahl",
  boolean: "true oder false",
  object: "ein Objekt",
  array: "eine Liste",
  date: "ein Datum",
  null: "null",
};

const FORMATS: Record<string, string> = {
  email: "Bitte gib eine gültige E-Mail-Adresse an.",
  url: "Bitte gib eine gültige Adresse (URL) an.",
  uuid: "Das ist keine gültige Kennung.",
  datetime: "Bitte gib Datum und Uhrzeit im ISO-Format an.",
  date: "Bitte gib ein Datum im ISO-Format an (JJJJ-MM-TT).",
};

const quoted = (v: unknown) => `„${String(v)}“`;
const list = (values: readonly unknown[]) => values.map(quoted).join(", ");

function sized(origin: unknown, bound: number | bigint, min: boolean, inclusive: boolean): string {
  const n = Number(bound);
  if (origin === "string") {
    if (min && n <= 1) return "Das darf nicht leer sein.";
    return min ? `Mindestens ${n} Zeichen.` : `Höchstens ${n} Zeichen.`;
  }
  if (origin === "array" || origin === "set") {
    if (min && n <= 1) return "Die Liste darf nicht leer sein.";
    return min ? `Mindestens ${n} Einträge.` : `Höchstens ${n} Einträge.`;
  }
  if (min) return inclusive ? `Die Zahl muss mindestens ${n} sein.` : `Die Zahl muss größer als ${n} sein.`;
  return inclusive ? `Die Zahl darf höchstens ${n} sein.` : `Die Zahl muss kleiner als ${n} sein.`;
}

export function germanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "Diese Angabe fehlt.";
      return `Hier wird ${TYPES[issue.expected] ?? issue.expected} erwartet.`;
    case "unrecognized_keys":
      return issue.keys.length === 1
        ? `Unbekanntes Feld: ${quoted(issue.keys[0])}.`
        : `Unbekannte Felder: ${list(issue.keys)}.`;
    case "too_small":
      return sized(issue.origin, issue.minimum, true, issue.inclusive ?? true);
    case "too_big":
      return sized(issue.origin, issue.maximum, false, issue.inclusive ?? true);
    case "invalid_value":
      return issue.values.length === 1
        ? `Erlaubt ist nur ${quoted(issue.values[0])}.`
        : `Erlaubt sind: ${list(issue.values)}.`;
    case "invalid_format":
      return FORMATS[issue.format] ?? "Das Format stimmt nicht.";
    case "not_multiple_of":
      return `Die Zahl muss ein Vielfaches von ${Number(issue.divisor)} sein.`;
    case "invalid_key":
      return "Ungültiger Schlüssel.";
    case "invalid_element":
      return "Ungültiger Eintrag.";
    default:
      return "Ungültige Eingabe.";
  }
}

/** For `z.config(...)`: the lowest-priority messages, used where a schema names none. */
export const germanZodLocale = { localeError: germanIssueMessage } satisfies Partial<z.core.$ZodConfig>;
