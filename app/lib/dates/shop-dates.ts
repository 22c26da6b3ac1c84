import { SHOP_TIME_ZONE } from "../../../domain/shop/shop-time-zone";
import type { Locale } from "../i18n/locale";

/**
 * Dates and times as the shop's pages show them: a long date, in German or British English, on the shop's
 * clock. The server renders a page and the browser hydrates it, so both must name the same day whatever
 * the machine's time zone (without one, the server said 25 November where a German browser said 26
 * between midnight and one, and React rejected the page's text). Made once, used by every page.
 * Not in app/lib's first-view chunk (vite.config.ts): only account and withdrawal pages need it.
 */
const formats = (options: Intl.DateTimeFormatOptions): Record<Locale, Intl.DateTimeFormat> => ({
  de: new Intl.DateTimeFormat("de-DE", { ...options, timeZone: SHOP_TIME_ZONE }),
  en: new Intl.DateTimeFormat("en-GB", { ...options, timeZone: SHOP_TIME_ZONE }),
});
const DATE = formats({ dateStyle: "long" });
const DATE_TIME = formats({ dateStyle: "long", timeStyle: "short" });
const TIME = formats({ timeStyle: "medium" });

type When = string | number | Date;

/** „26. November 2026" / "26 November 2026". */
export const formatShopDate = (when: When, locale: Locale): string => DATE[locale].format(new Date(when));
/** „26. November 2026 um 12:00" / "26 November 2026 at 12:00". */
export const formatShopDateTime = (when: When, locale: Locale): string =>
  DATE_TIME[locale].format(new Date(when));
/** „12:00:05". */
export const formatShopTime = (when: When, locale: Locale): string => TIME[locale].format(new Date(when));
