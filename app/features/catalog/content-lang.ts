import type { Plant, PlantTranslatable } from "../../../domain/catalog/plant";
import type { Locale } from "../../lib/i18n/locale";

/**
 * `lang` for a plant's name (#32) or one of its texts (#19) on a page: "de" on an English page when the
 * merchant has not written it in English (the catalogue lists it in `untranslated`), so screen readers read it
 * as German; nothing when the text is in the page's language.
 */
export const contentLang = (locale: Locale, plant: Plant, key: PlantTranslatable): "de" | undefined =>
  locale !== "de" && plant.untranslated?.includes(key) ? "de" : undefined;
