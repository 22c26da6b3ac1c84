import type { Locale, Localized } from "./i18n";

/**
 * Keys for the messages of input checks (#30): a zod issue carries a key such as `order.firstName` or
 * `text.tooLong [100]` (the arguments of a text that takes some, as JSON) instead of a sentence, and the
 * form in the browser and the HTTP edge render it in the page's or the request's language from the
 * area's catalogue. The key is made from the catalogue itself, so it names a text that exists, with the
 * arguments its German text takes.
 */

type Texts = Readonly<Record<string, unknown>>;
type Args<F> = F extends (...args: infer A) => unknown ? A : [];

/** The catalogues a key may name, by area (`order`, `text` …). */
export type KeyedCatalogues = Readonly<Record<string, Localized<Texts>>>;

/** Makes the keys of one area's catalogue: `key("tooLong", 100)` → "order.tooLong [100]". */
export function messageKeys<T extends Texts>(area: string, _catalogue: Localized<T>) {
  return <K extends keyof T & string>(name: K, ...args: Args<T[K]>): string =>
    args.length ? `${area}.${name} ${JSON.stringify(args)}` : `${area}.${name}`;
}

const KEY = /^([a-z][a-zA-Z]*)\.([a-zA-Z][a-zA-Z0-9]*)(?: (\[.*\]))?$/s;

/**
 * The message a key names, in `locale`. Anything that is no key of these catalogues passes unchanged:
 * zod's own fallback messages, which domain/text/zod-messages.ts already writes in the right language.
 */
export function renderMessage(catalogues: KeyedCatalogues, message: string, locale: Locale): string {
  const m = KEY.exec(message);
  const text = m ? catalogues[m[1]!]?.[locale][m[2]!] : undefined;
  if (typeof text === "string") return text;
  if (typeof text !== "function") return message;
  const args = m![3] ? (JSON.parse(m![3]) as unknown[]) : [];
  return String((text as (...a: unknown[]) => unknown)(...args));
}

/** A form's field errors (keys) in `locale`. */
export function renderFieldErrors<T extends Partial<Record<string, string>>>(
  catalogues: KeyedCatalogues,
  errors: T,
  locale: Locale,
): T {
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [
      k,
      typeof v === "string" ? renderMessage(catalogues, v, locale) : v,
    ]),
  ) as T;
}

/** What a refused input brings beside its code: keys of the first problem and of each field's. */
export interface InputProblems {
  /** The first problem's key: the refusal's message. */
  issue?: string;
  /** Per field path, the key of its first problem. */
  fieldErrors?: Record<string, string>;
  /** Where the first problem is ("items.0.quantity"), when the message should say so. */
  path?: string;
}
