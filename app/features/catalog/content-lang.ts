import type { Plant, PlantTextKey } from "../../../domain/plant";
import type { Locale } from "../../lib/i18n/locale";

/**
 * `lang` for one of a plant's texts on a page (#19): "de" on an English page when the merchant has not
 * written that text in English (the catalogue lists it in `untranslated`), so screen readers read it
 * as German; nothing when the text is in the page's language.
 */
export const contentLang = (locale: Locale, plant: Plant, key: PlantTextKey): "de" | undefined =>
  locale !== "de" && plant.untranslated?.includes(key) ? "de" : undefined;
