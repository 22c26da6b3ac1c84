import { MAX_SYNONYM_LENGTH, MAX_SYNONYMS } from "../catalog/plant";
import { ALLOWED_CATEGORY_WORDS, PLANT_CATEGORIES } from "../catalog/plant-categories";
import { defineMessages } from "../text/i18n";
import { type KeyedCatalogues, messageKeys, renderFieldErrors } from "../text/message-keys";
import { defineRefusals } from "../text/refusal";
import { printableMessages, textRuleMessages } from "../text/text-messages";

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
  /** 422 (#50 §6): a changed stock needs its reason (Inventur, vertrocknet …). */
  stock_reason_required: undefined;
  /** 422: „Sonstiges" needs words. */
  stock_note_required: undefined;
  /** 422: the words have a line break, a control character or over 200 characters. */
  stock_note_invalid: undefined;
  unknown_image: undefined;
  /** 409 (#34): another plant has this article number already. */
  sku_taken: { sku: string; plant: string };
  /** 409 (#34): another plant has this EAN already. */
  gtin_taken: { gtin: string; plant: string };
  /** 409 (#43 §1): the plant is offered in this size already (the plant's own or another of its sizes). */
  size_taken: { size: string };
  /** 422 (#43 §1): a size's unit of sale is edited in its plant's form, not on its own. */
  size_row: undefined;
  /** 422 (#43 §1, „Dazu passt“): ids that are no product of the shop (or a size, or the product itself). */
  matching_unknown: { ids: string };
  /** 422 (#43 §1): more matching products than a page offers. */
  matching_too_many: { max: number };
  /** 409 (#43 §1): an accessory has no sizes; this plant has some. */
  kind_with_sizes: undefined;
  /** 422: the image to restore was never this plant's, or is on it already. */
  image_not_restorable: undefined;
  /** 422: an alt text with a line break, a control character or over 200 characters. */
  image_alt_invalid: undefined;
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
    stock_reason_required:
      "Bitte wähle einen Grund für die Bestandsänderung (z. B. Inventur, vertrocknet, beschädigt).",
    stock_note_required: "Bei „Sonstiges“ schreib bitte dazu, warum sich der Bestand ändert.",
    stock_note_invalid:
      "Die Notiz zum Bestand darf höchstens 200 Zeichen lang sein und keinen Zeilenumbruch haben.",
    unknown_image: "Dieses Bild gehört nicht zu der Pflanze.",
    sku_taken: ({ sku, plant }) =>
      `Die Artikelnummer ${sku} hat schon „${plant}“. Jede Artikelnummer gibt es nur einmal.`,
    gtin_taken: ({ gtin, plant }) => `Die EAN ${gtin} hat schon „${plant}“. Jede EAN gibt es nur einmal.`,
    size_taken: ({ size }) =>
      `Die Größe „${size}“ gibt es bei dieser Pflanze schon. Jede Größe gibt es nur einmal: ändere die vorhandene.`,
    size_row: "Diese Größe bearbeitest du im Formular ihrer Pflanze, unter „Größen“.",
    matching_unknown: ({ ids }) =>
      `Diese Produkte gibt es nicht (oder es ist eine Größe oder das Produkt selbst): ${ids}.`,
    matching_too_many: ({ max }) => `Höchstens ${max} Produkte können dazu passen.`,
    kind_with_sizes:
      "Zubehör gibt es nur in einer Größe: Diese Pflanze hat weitere Größen. Nimm sie erst aus dem Angebot oder lege das Zubehör neu an.",
    image_not_restorable: "Dieses Bild lässt sich nicht wiederherstellen. Bitte lade es neu hoch.",
    image_alt_invalid:
      "Der Alternativtext darf höchstens 200 Zeichen lang sein und keinen Zeilenumbruch haben.",
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
    stock_reason_required: "Please choose a reason for the stock change (e.g. stocktake, dried up, damaged).",
    stock_note_required: "With “Other”, please say why the stock changes.",
    stock_note_invalid: "The stock note may have at most 200 characters and no line break.",
    unknown_image: "This image does not belong to the plant.",
    sku_taken: ({ sku, plant }) => `The article number ${sku} belongs to “${plant}” already. Each is unique.`,
    gtin_taken: ({ gtin, plant }) => `The EAN ${gtin} belongs to “${plant}” already. Each is unique.`,
    size_taken: ({ size }) => `This plant is offered in the size “${size}” already. Change that one instead.`,
    size_row: "This size is edited in its plant's form, under “Sizes”.",
    matching_unknown: ({ ids }) =>
      `These are no products of the shop (or a size, or the product itself): ${ids}.`,
    matching_too_many: ({ max }) => `At most ${max} products can go with it.`,
    kind_with_sizes: "An accessory comes in one size only: this plant has other sizes.",
    image_not_restorable: "This image cannot be restored. Please upload it again.",
    image_alt_invalid: "The alt text may have at most 200 characters and no line break.",
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
  priceZero: "Der Preis muss mindestens 0,01 € betragen: Pflanzen werden nicht verschenkt.",
  stock: "Bitte gib den Bestand als ganze Zahl ab 0 ein.",
  level: "Bitte wähle einen Wert.",
  vatRate: "Bitte wähle den Steuersatz: 7 % (lebende Pflanzen) oder 19 % (Töpfe, Dünger, Zubehör).",
  tooLong: (max: number) => `Höchstens ${max} Zeichen.`,
  categories: (unknown: string) =>
    `Unbekannte Kategorie: ${unknown}. Erlaubt sind: ${ALLOWED_CATEGORY_WORDS} (oder ihre Kurznamen wie „low-maintenance“).`,
  sku: "Höchstens 32 Zeichen: Buchstaben A–Z, Ziffern, Bindestrich, Unterstrich und Punkt, z. B. BW-0042.",
  gtin: "Bitte genau 13 Ziffern, z. B. 4006381333931 (oder leer lassen).",
  gtinCheck: "Die Prüfziffer (letzte Ziffer) stimmt nicht. Bitte prüfe die Nummer auf Tippfehler.",
  synonyms: `Bitte trenn die Namen mit Kommas: höchstens ${MAX_SYNONYMS} Namen mit je höchstens ${MAX_SYNONYM_LENGTH} Zeichen.`,
} as const;

export const plantFormMessages = defineMessages(PLANT_FORM_MESSAGES, {
  name: "Please enter a name (at most 120 characters).",
  price: "Please enter a price in euros, e.g. 24.90.",
  priceZero: "The price must be at least €0.01: plants are not given away.",
  stock: "Please enter the stock as a whole number from 0.",
  level: "Please choose a value.",
  vatRate: "Please choose the VAT rate: 7% (living plants) or 19% (pots, fertiliser, accessories).",
  tooLong: (max: number) => `At most ${max} characters.`,
  categories: (unknown: string) =>
    `Unknown category: ${unknown}. Allowed are: ${PLANT_CATEGORIES.map((c) => c.en).join(", ")} (or their German names or slugs such as “low-maintenance”).`,
  sku: "At most 32 characters: letters A–Z, digits, hyphen, underscore and dot, e.g. BW-0042.",
  gtin: "Please exactly 13 digits, e.g. 4006381333931 (or leave it empty).",
  gtinCheck: "The check digit (the last digit) is wrong. Please check the number for typos.",
  synonyms: `Please separate the names with commas: at most ${MAX_SYNONYMS} names of at most ${MAX_SYNONYM_LENGTH} characters each.`,
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
