import type { Locale } from "../../lib/i18n/locale";

/**
 * `lang` for German content data (plant descriptions, care texts) on a page: none on German pages, "de" on
 * English ones, so screen readers read it as German (#19).
 */
export const contentLang = (locale: Locale): "de" | undefined => (locale === "de" ? undefined : "de");
