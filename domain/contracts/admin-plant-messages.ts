import { defineMessages } from "../i18n";
import { type KeyedCatalogues, messageKeys, renderFieldErrors } from "../message-keys";
import { defineRefusals } from "../refusal";
import { printableMessages, textRuleMessages } from "../text-messages";

/**
 * Refusals of the back office's plant writes and image uploads (#17, #30): server/admin/plants.ts and
 * plant-images.ts. The back office renders them in German; English texts so no code lacks one.
 */
export type AdminPlantRefusals = {
  /** 404 */
  unknown_plant: undefined;
  /** 409: someone else saved the plant since the form was shown. */
  plant_changed: undefined;
  /**
   * 409 (#34): the merchant changed the stock field while orders or someone else changed the stock
   * since the form was shown; saving would overwrite that. Nothing is saved.
   */
  stock_changed: { shown: number; now: number; wanted: number };
  unknown_image: undefined;
  /** 503: the image store did not take the files. */
  image_store_failed: undefined;
  /** 413 */
  image_too_large: undefined;
  image_empty: undefined;
  image_wrong_type: undefined;
  image_broken: undefined;
};

export const adminPlantRefusalMessages = defineRefusals<AdminPlantRefusals>(
  {
    unknown_plant: "Diese Pflanze gibt es nicht.",
    plant_changed: "Diese Pflanze wurde inzwischen von jemand anderem geändert. Bitte lade die Seite neu.",
    stock_changed: ({ shown, now, wanted }) =>
      `Der Bestand hat sich geändert, während das Formular offen war: angezeigt ${shown}, jetzt ${now} (z. B. durch Bestellungen). Deine ${wanted} wurde nicht gespeichert, nichts anderes auch. Bitte prüfe den Bestand und speichere erneut.`,
    unknown_image: "Dieses Bild gehört nicht zu der Pflanze.",
    image_store_failed:
      "Das Bild konnte gerade nicht gespeichert werden. Bitte versuche es gleich noch einmal.",
    image_too_large: "Das Bild ist zu groß: höchstens 10 MB.",
    image_empty: "Bitte wähle ein Bild aus.",
    image_wrong_type: "Dieses Format geht nicht: bitte ein JPEG-, PNG- oder WebP-Bild hochladen.",
    image_broken: "Die Datei ist kein lesbares Bild. Bitte prüfe sie und versuche es noch einmal.",
  },
  {
    unknown_plant: "This plant does not exist.",
    plant_changed: "Someone else has changed this plant in the meantime. Please reload the page.",
    stock_changed: ({ shown, now, wanted }) =>
      `The stock changed while the form was open: shown ${shown}, now ${now} (orders, for example). Your ${wanted} was not saved, nor anything else. Please check the stock and save again.`,
    unknown_image: "This image does not belong to the plant.",
    image_store_failed: "The image could not be stored just now. Please try again in a moment.",
    image_too_large: "The image is too large: at most 10 MB.",
    image_empty: "Please choose an image.",
    image_wrong_type: "This format does not work: please upload a JPEG, PNG or WebP image.",
    image_broken: "The file is not a readable image. Please check it and try again.",
  },
);

/** Field errors of the back office's plant form (#17): its schema's issues carry their keys (#30). */
export const PLANT_FORM_MESSAGES = {
  name: "Bitte gib einen Namen ein (höchstens 120 Zeichen).",
  price: "Bitte gib einen Preis in Euro ein, z. B. 24,90.",
  stock: "Bitte gib den Bestand als ganze Zahl ab 0 ein.",
  level: "Bitte wähle einen Wert.",
  vatRate: "Bitte wähle den Steuersatz: 7 % (lebende Pflanzen) oder 19 % (Töpfe, Dünger, Zubehör).",
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  categories: "Kategorien: höchstens 20, je bis 40 Zeichen (Buchstaben, Ziffern, Bindestriche).",
} as const;

export const plantFormMessages = defineMessages(PLANT_FORM_MESSAGES, {
  name: "Please enter a name (at most 120 characters).",
  price: "Please enter a price in euros, e.g. 24.90.",
  stock: "Please enter the stock as a whole number from 0.",
  level: "Please choose a value.",
  vatRate: "Please choose the VAT rate: 7% (living plants) or 19% (pots, fertiliser, accessories).",
  tooLong: (max: number) => `At most ${max} characters.`,
  categories: "Categories: at most 20, each up to 40 characters (letters, digits, hyphens).",
});

export const plantFormKey = messageKeys("plantForm", plantFormMessages);

/** The catalogues the plant form's keys name: its own and the text rule's. */
const PLANT_FORM_CATALOGUES = {
  plantForm: plantFormMessages,
  text: textRuleMessages,
  printable: printableMessages,
} satisfies KeyedCatalogues;

/** The plant form's field errors (keys) in `locale`: the back office shows them in German. */
export const renderPlantFormErrors = <T extends Partial<Record<string, string>>>(
  errors: T,
  locale: "de" | "en",
): T => renderFieldErrors(PLANT_FORM_CATALOGUES, errors, locale);
