/**
 * The shop's two languages (#19). German is the default and lives at the root; English is the same shop
 * under `/en/…`. Which one a page speaks follows from its path alone, so the server, the browser and the
 * page cache agree without a cookie.
 */
import { type Locale, localePath, stripLocale } from "../../../domain/text/i18n";

export {
  type Catalogue,
  DEFAULT_LOCALE,
  defineMessages,
  isLocalized,
  LOCALES,
  type Locale,
  type Localized,
  localeOf,
  localePath,
  stripLocale,
} from "../../../domain/text/i18n";

/** BCP 47 tags for `Intl` (numbers, dates); `<html lang>` and `hreflang` use the locale itself. */
export const LANGUAGE_TAG: Record<Locale, string> = { de: "de-DE", en: "en-GB" };
export const OG_LOCALE: Record<Locale, string> = { de: "de_DE", en: "en_GB" };

/** The same page in the other language: what the language switch and `hreflang` point to. */
export function switchLocale(pathname: string, to: Locale): string {
  // A page with an address of its own per language (the voucher page) is mapped by localePath.
  return localePath(to, stripLocale(pathname));
}
