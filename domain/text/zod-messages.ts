import type { z } from "zod";
import { defineMessages, type Locale } from "./i18n";
import { messageKeys } from "./message-keys";

/**
 * zod's fallback messages in German (du-form), for every schema without its own message: the API's
 * 4xx answers read "Unbekanntes Feld: „avatarUrl“." instead of `Unrecognized key: "avatarUrl"`.
 * zod's own German locale names types in English ("erwartet Zahl, erhalten string") and speaks to
 * developers; these speak to customers and API clients alike. Installed by domain/text/zod.ts. The English
 * twins answer requests from the English pages (#19, server/http/api-locale.ts).
 */

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const de = {
  types: {
    string: "ein Text",
    number: "eine Zahl",
    int: "eine ganze Zahl",
    bigint: "eine ganze Zahl",
    boolean: "true oder false",
    object: "ein Objekt",
    array: "eine Liste",
    date: "ein Datum",
    null: "null",
  } as Record<string, string>,
  formats: {
    email: "Bitte gib eine gültige E-Mail-Adresse an.",
    url: "Bitte gib eine gültige Adresse (URL) an.",
    uuid: "Das ist keine gültige Kennung.",
    datetime: "Bitte gib Datum und Uhrzeit im ISO-Format an.",
    date: "Bitte gib ein Datum im ISO-Format an (JJJJ-MM-TT).",
  } as Record<string, string>,
  quoted: (v: string) => `„${v}“`,
  empty: "Das darf nicht leer sein.",
  minChars: (n: number) => `Mindestens ${n} Zeichen.`,
  maxChars: (n: number) => `Höchstens ${n} Zeichen.`,
  emptyList: "Die Liste darf nicht leer sein.",
  minItems: (n: number) => `Mindestens ${n} Einträge.`,
  maxItems: (n: number) => `Höchstens ${n} Einträge.`,
  atLeast: (n: number) => `Die Zahl muss mindestens ${n} sein.`,
  above: (n: number) => `Die Zahl muss größer als ${n} sein.`,
  atMost: (n: number) => `Die Zahl darf höchstens ${n} sein.`,
  below: (n: number) => `Die Zahl muss kleiner als ${n} sein.`,
  missing: "Diese Angabe fehlt.",
  expected: (what: string) => `Hier wird ${what} erwartet.`,
  unknownField: (key: string) => `Unbekanntes Feld: ${key}.`,
  unknownFields: (keys: string) => `Unbekannte Felder: ${keys}.`,
  onlyValue: (value: string) => `Erlaubt ist nur ${value}.`,
  values: (values: string) => `Erlaubt sind: ${values}.`,
  format: "Das Format stimmt nicht.",
  multipleOf: (n: number) => `Die Zahl muss ein Vielfaches von ${n} sein.`,
  invalidKey: "Ungültiger Schlüssel.",
  invalidElement: "Ungültiger Eintrag.",
  invalid: "Ungültige Eingabe.",
};

export const zodMessages = defineMessages(de, {
  types: {
    string: "text",
    number: "a number",
    int: "a whole number",
    bigint: "a whole number",
    boolean: "true or false",
    object: "an object",
    array: "a list",
    date: "a date",
    null: "null",
  },
  formats: {
    email: "Please enter a valid email address.",
    url: "Please enter a valid address (URL).",
    uuid: "This is not a valid ID.",
    datetime: "Please give date and time in ISO format.",
    date: "Please give a date in ISO format (YYYY-MM-DD).",
  },
  quoted: (v: string) => `“${v}”`,
  empty: "This must not be empty.",
  minChars: (n: number) => `At least ${n} characters.`,
  maxChars: (n: number) => `At most ${n} characters.`,
  emptyList: "The list must not be empty.",
  minItems: (n: number) => `At least ${n} entries.`,
  maxItems: (n: number) => `At most ${n} entries.`,
  atLeast: (n: number) => `The number must be at least ${n}.`,
  above: (n: number) => `The number must be greater than ${n}.`,
  atMost: (n: number) => `The number must be at most ${n}.`,
  below: (n: number) => `The number must be less than ${n}.`,
  missing: "This is missing.",
  expected: (what: string) => `${what[0]?.toUpperCase()}${what.slice(1)} is expected here.`,
  unknownField: (key: string) => `Unknown field: ${key}.`,
  unknownFields: (keys: string) => `Unknown fields: ${keys}.`,
  onlyValue: (value: string) => `Only ${value} is allowed.`,
  values: (values: string) => `Allowed are: ${values}.`,
  format: "The format is not right.",
  multipleOf: (n: number) => `The number must be a multiple of ${n}.`,
  invalidKey: "Invalid key.",
  invalidElement: "Invalid entry.",
  invalid: "Invalid input.",
});

/** Keys of these texts for a schema's own issues (#30): `zodKey("maxChars", 2000)`. */
export const zodKey = messageKeys("zod", zodMessages);

type Words = (typeof zodMessages)[Locale];

function sized(w: Words, origin: unknown, bound: number | bigint, min: boolean, inclusive: boolean): string {
  const n = Number(bound);
  if (origin === "string") {
    if (min && n <= 1) return w.empty;
    return min ? w.minChars(n) : w.maxChars(n);
  }
  if (origin === "array" || origin === "set") {
    if (min && n <= 1) return w.emptyList;
    return min ? w.minItems(n) : w.maxItems(n);
  }
  if (min) return inclusive ? w.atLeast(n) : w.above(n);
  return inclusive ? w.atMost(n) : w.below(n);
}

export function issueMessage(issue: Issue, locale: Locale): string {
  const w = zodMessages[locale];
  const quoted = (v: unknown) => w.quoted(String(v));
  const list = (values: readonly unknown[]) => values.map(quoted).join(", ");
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return w.missing;
      return w.expected(w.types[issue.expected] ?? issue.expected);
    case "unrecognized_keys":
      return issue.keys.length === 1
        ? w.unknownField(quoted(issue.keys[0]))
        : w.unknownFields(list(issue.keys));
    case "too_small":
      return sized(w, issue.origin, issue.minimum, true, issue.inclusive ?? true);
    case "too_big":
      return sized(w, issue.origin, issue.maximum, false, issue.inclusive ?? true);
    case "invalid_value":
      return issue.values.length === 1 ? w.onlyValue(quoted(issue.values[0])) : w.values(list(issue.values));
    case "invalid_format":
      return w.formats[issue.format] ?? w.format;
    case "not_multiple_of":
      return w.multipleOf(Number(issue.divisor));
    case "invalid_key":
      return w.invalidKey;
    case "invalid_element":
      return w.invalidElement;
    default:
      return w.invalid;
  }
}
