/**
 * The shop's two languages (#19) and the typed catalogues both the storefront and the server use:
 * German is the default, English the second locale. A catalogue's English half must have every key of
 * the German one with the same signatures, or typecheck fails.
 */
export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";

const EN_PREFIX = "/en";

/** Paths that exist once, in German, for both: the back office, APIs, files and the dev mailbox. */
const UNLOCALIZED = /^\/(?:admin|api|dev|assets|robots\.txt|sitemap\.xml|favicon|manifest)(?:[/.?#]|$)/;

export function localeOf(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? "en" : "de";
}

/** The page's path without the locale prefix: `/en/shop` → `/shop`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  if (localeOf(pathname) === "de") return pathname;
  return pathname.slice(EN_PREFIX.length) || "/";
}

/** True for a path that has an English twin (every storefront page). */
export function isLocalized(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !UNLOCALIZED.test(path);
}

/**
 * `path` (a German, root-relative URL, with query and hash if any) as `locale` shows it. Paths outside
 * the storefront and paths already carrying a locale come back unchanged.
 */
export function localePath(locale: Locale, given: string): string {
  const path = ownPath(locale, given);
  if (locale === DEFAULT_LOCALE || !isLocalized(path) || localeOf(path) === "en") return path;
  return path === "/" || /^\/[?#]/.test(path) ? `${EN_PREFIX}${path.slice(1)}` : `${EN_PREFIX}${path}`;
}

/** Pages with an address of their own in each language (without the /en prefix): the voucher page (#43 §3). */
const OWN_PATHS: readonly Record<Locale, string>[] = [{ de: "/gutschein", en: "/gift-card" }];

/** `/gutschein` on an English page is `/gift-card` (and back); a query or fragment stays. */
function ownPath(locale: Locale, path: string): string {
  const [, base = path, rest = ""] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const own = OWN_PATHS.find((p) => p.de === base || p.en === base);
  return own ? `${own[locale]}${rest}` : path;
}

/** `value` if it names one of our locales exactly ("en"), else undefined. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  return (LOCALES as readonly string[]).includes(value ?? "") ? (value as Locale) : undefined;
}

/**
 * A catalogue's shape with its strings widened: the English catalogue must have every key of the German
 * one (a missing or extra key fails typecheck), the same function signatures and the same lists.
 */
export type Catalogue<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Catalogue<R>
    : T extends object
      ? { readonly [K in keyof T]: Catalogue<T[K]> }
      : T;

export type Localized<T> = Readonly<Record<Locale, Catalogue<T>>>;

/** One feature's texts in both languages; German is the source of the shape. */
export function defineMessages<T>(de: T, en: Catalogue<NoInfer<T>>): Localized<T> {
  return { de: de as Catalogue<T>, en };
}
