import type { PlantImportRefusals } from "../contracts/plant-import-messages";
import { formatEuroInput } from "../orders/money";
import { readVatRate } from "../orders/vat";
import type { Refusal } from "../text/refusal";
import { englishFormFields, PLANT_ID } from "./admin-plant";
import type { PlantTexts } from "./plant";
import { synonymsText } from "./plant";
import { ALLOWED_CATEGORY_WORDS, categoryLabelOf, PET_FRIENDLY, readCategoryList } from "./plant-categories";

/** A refusal of the import, of the file or of one line (domain/contracts/plant-import-messages.ts). */
export type PlantImportRefusal = Refusal<PlantImportRefusals>;

/**
 * The plants' CSV (#17): the back office exports the catalogue in these columns and imports them back,
 * so a merchant can edit prices and stock in a spreadsheet. Headers are German; a file may hold any
 * subset of the columns (e.g. only "ID" and "Bestand"): for an existing plant the others stay as they are.
 */
export const PLANT_CSV_COLUMNS = [
  { header: "ID", field: "id" },
  { header: "Name", field: "name" },
  // Article number and EAN/GTIN-13 (#34), optional and unique; "SKU" and "GTIN" are read too.
  { header: "Artikelnummer", field: "sku" },
  { header: "EAN", field: "gtin" },
  { header: "Botanischer Name", field: "botanicalName" },
  { header: "Preis", field: "price" },
  // VAT in percent (#27): 7 for live plants, 19 for pots, fertiliser, accessories. Optional: a new
  // product without it is a live plant (7), an existing one keeps its rate.
  { header: "USt-Satz", field: "vatRate" },
  { header: "Größe", field: "size" },
  // A size of a plant (#43 §1): the plant's id; empty for a plant. A size's row carries only what the
  // size owns (SIZE_CSV_FIELDS); the plant's cells stay empty there.
  { header: "Größe von", field: "sizeOf" },
  { header: "Kategorien", field: "categories" },
  // Former botanical names and trade names (#46 §3), comma-separated as in the form; optional.
  { header: "Weitere Namen", field: "synonyms" },
  { header: "Licht", field: "lightLevel" },
  { header: "Wasser", field: "waterLevel" },
  { header: "Haustierfreundlich", field: "petFriendly" },
  { header: "Hervorhebung", field: "popularity" },
  { header: "Beschreibung", field: "description" },
  { header: "Höhe", field: "height" },
  { header: "Topfdurchmesser", field: "potDiameter" },
  { header: "Ausgewachsen", field: "maturity" },
  { header: "Gewicht", field: "weight" },
  { header: "Pflege Gießen", field: "waterTips" },
  { header: "Pflege Licht", field: "lightTips" },
  { header: "Pflege Temperatur", field: "temperatureTips" },
  { header: "Pflege Luftfeuchtigkeit", field: "humidityTips" },
  { header: "Bestand", field: "stock" },
  // The stock as the export read it (#34): an import changes the stock only where "Bestand" differs
  // from it, and only while the shop still has this value (server/admin/stock-base.ts). A file
  // without the column sets "Bestand" as it is (a stocktake).
  { header: "Bestand (exportiert)", field: "stockBase" },
  // „Als Aktionspreis zeigen“ (#43 §2), ja or nein; optional like every column of an update.
  { header: "Aktionspreis", field: "onSale" },
  { header: "Veröffentlicht", field: "published" },
  // English name (#32) and texts (#19), optional; "name_en", "description_en" and the like are read too.
  { header: "Name (englisch)", field: "nameEn" },
  { header: "Beschreibung (englisch)", field: "descriptionEn" },
  { header: "Höhe (englisch)", field: "heightEn" },
  { header: "Topfdurchmesser (englisch)", field: "potDiameterEn" },
  { header: "Ausgewachsen (englisch)", field: "maturityEn" },
  { header: "Gewicht (englisch)", field: "weightEn" },
  { header: "Pflege Gießen (englisch)", field: "waterTipsEn" },
  { header: "Pflege Licht (englisch)", field: "lightTipsEn" },
  { header: "Pflege Temperatur (englisch)", field: "temperatureTipsEn" },
  { header: "Pflege Luftfeuchtigkeit (englisch)", field: "humidityTipsEn" },
] as const;

export type PlantCsvField = (typeof PLANT_CSV_COLUMNS)[number]["field"];

/** The most rows one import takes; a bigger catalogue is imported in parts. */
export const PLANT_CSV_MAX_ROWS = 5_000;
/** The most bytes a CSV upload may have. */
export const PLANT_CSV_MAX_BYTES = 2 * 1024 * 1024;

/** Paths under /admin/plants/ that are pages, so no plant may take them as its id. */
export const RESERVED_PLANT_IDS: ReadonlySet<string> = new Set(["new", "import"]);

/** Lower case, umlauts spelled out, only letters and digits: "Größe", "GROESSE", "groesse" are one. */
const normalise = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]/g, "");

const COLUMN_BY_NAME = new Map<string, (typeof PLANT_CSV_COLUMNS)[number]>([
  ...PLANT_CSV_COLUMNS.flatMap((c) => [[normalise(c.header), c] as const, [normalise(c.field), c] as const]),
  ...(["artnr", "artikelnr", "gtin13", "ean13"] as const).map(
    (alias) =>
      [
        alias,
        PLANT_CSV_COLUMNS.find((c) => c.field === (alias.startsWith("art") ? "sku" : "gtin"))!,
      ] as const,
  ),
]);

const LEVEL_WORDS = {
  allowed: "wenig, mittel, viel",
  values: {
    wenig: "low",
    low: "low",
    mittel: "medium",
    medium: "medium",
    viel: "high",
    hoch: "high",
    high: "high",
  },
};

/** German and English words a spreadsheet may hold → the form's values. */
const CHOICES: Partial<Record<PlantCsvField, { allowed: string; values: Record<string, string> }>> = {
  size: {
    allowed: "klein, mittel, groß",
    values: {
      klein: "small",
      small: "small",
      mittel: "medium",
      medium: "medium",
      gross: "large",
      large: "large",
    },
  },
  lightLevel: LEVEL_WORDS,
  waterLevel: LEVEL_WORDS,
  popularity: {
    // „Bestseller" is no choice: the orders decide it (domain/catalog/bestseller.ts, #32).
    allowed: "leer, neu, im Trend",
    values: {
      "": "",
      keine: "",
      none: "",
      neu: "new",
      new: "new",
      imtrend: "trending",
      trending: "trending",
    },
  },
};
const YES = new Set(["ja", "j", "yes", "true", "1", "x", "wahr"]);
const NO = new Set(["nein", "n", "no", "false", "0", "", "falsch"]);
const BOOLEANS: ReadonlySet<PlantCsvField> = new Set(["petFriendly", "published", "onSale"]);

export type HeaderResult =
  | { ok: true; columns: (typeof PLANT_CSV_COLUMNS)[number][] }
  | ({ ok: false } & PlantImportRefusal);

/** The header row → the column of each cell, or the first reason it cannot be read. */
export function readPlantCsvHeader(cells: string[]): HeaderResult {
  const columns: (typeof PLANT_CSV_COLUMNS)[number][] = [];
  const seen = new Set<string>();
  for (const cell of cells) {
    const column = COLUMN_BY_NAME.get(normalise(cell));
    if (!column) return { ok: false, error: "csv_unknown_column", params: { name: cell.trim() } };
    if (seen.has(column.field))
      return { ok: false, error: "csv_duplicate_column", params: { header: column.header } };
    seen.add(column.field);
    columns.push(column);
  }
  if (!seen.has("id") && !seen.has("name")) return { ok: false, error: "csv_needs_key" };
  return { ok: true, columns };
}

export interface PlantCsvRow {
  /** The line in the file (the header is line 1), as a spreadsheet numbers it. */
  line: number;
  /** The ID cell, trimmed; empty when the row makes a new plant named by "Name". */
  id: string;
  /** The row's cells as the plant form posts them (only the columns the file has). */
  form: Partial<Record<Exclude<PlantCsvField, "id" | "stockBase" | "sizeOf">, string>>;
  /** "Größe von": the plant this row is a size of; "" for a plant, undefined when the file lacks the column. */
  sizeOf?: string;
  /** "Bestand (exportiert)": the stock the file was exported with, when it has the column. */
  stockBase?: number;
  errors: PlantImportRefusal[];
  /** Columns whose cell could not be read: their error is in `errors`, the form lacks them. */
  invalid: PlantCsvField[];
}

/** One data row → the plant form's fields, with refusals for cells the form could not take. */
export function readPlantCsvRow(
  columns: (typeof PLANT_CSV_COLUMNS)[number][],
  cells: string[],
  line: number,
): PlantCsvRow {
  const row: PlantCsvRow = { line, id: "", form: {}, errors: [], invalid: [] };
  const refuse = (field: PlantCsvField, refusal: PlantImportRefusal) => {
    row.errors.push(refusal);
    row.invalid.push(field);
  };
  let namesPetFriendly = false;
  columns.forEach((column, i) => {
    // The exports quote away cells that start like a formula ("'=…"); reading them back undoes that.
    const raw = (cells[i] ?? "").trim().replace(/^'(?=[=+\-@])/, "");
    if (column.field === "id") {
      row.id = raw;
      if (raw && !PLANT_ID.test(raw)) refuse("id", { error: "csv_bad_id" });
      else if (RESERVED_PLANT_IDS.has(raw)) refuse("id", { error: "csv_reserved_id", params: { id: raw } });
      return;
    }
    if (column.field === "sizeOf") {
      row.sizeOf = raw;
      if (raw && !PLANT_ID.test(raw)) refuse("sizeOf", { error: "csv_bad_size_of" });
      return;
    }
    if (column.field === "stockBase") {
      if (/^\d{1,7}$/.test(raw)) row.stockBase = Number(raw);
      else if (raw) refuse("stockBase", { error: "csv_stock_base", params: { value: raw } });
      return;
    }
    if (column.field === "categories") {
      // One vocabulary (#34): slugs, German or English labels, any case; an unknown word is refused.
      const read = readCategoryList(raw);
      if (!read.ok)
        refuse("categories", {
          error: "csv_categories",
          params: { value: read.unknown.join(", "), allowed: ALLOWED_CATEGORY_WORDS },
        });
      else {
        row.form.categories = read.categories.filter((c) => c !== PET_FRIENDLY).join(",");
        namesPetFriendly = read.mentionsPetFriendly;
      }
      return;
    }
    const choice = CHOICES[column.field];
    if (choice) {
      const value = choice.values[normalise(raw)];
      if (value === undefined)
        refuse(column.field, {
          error: "csv_choice",
          params: { header: column.header, value: raw, allowed: choice.allowed },
        });
      else row.form[column.field] = value;
      return;
    }
    if (column.field === "vatRate") {
      // "7", "19", "19 %": the rate; anything else is refused, never taken as the nearest rate.
      const rate = readVatRate(raw);
      if (rate === undefined)
        refuse("vatRate", {
          error: "csv_choice",
          params: { header: column.header, value: raw, allowed: "7, 19" },
        });
      else row.form.vatRate = String(rate);
      return;
    }
    if (BOOLEANS.has(column.field)) {
      const word = raw.toLowerCase();
      if (YES.has(word)) row.form[column.field] = "on";
      else if (NO.has(word)) row.form[column.field] = "";
      else refuse(column.field, { error: "csv_yes_no", params: { header: column.header, value: raw } });
      return;
    }
    row.form[column.field] = raw;
  });
  // „Tierfreundlich“ in Kategorien is „Haustierfreundlich: ja“ (one source of truth, #34): a row that
  // says both ja and nein is refused, never decided for the merchant.
  if (namesPetFriendly) {
    if (row.form.petFriendly === "")
      refuse("petFriendly", { error: "csv_pet_conflict", params: { label: categoryLabelOf(PET_FRIENDLY) } });
    else if (!row.invalid.includes("petFriendly")) row.form.petFriendly = "on";
  }
  return row;
}

/** Columns a new plant cannot do without (the others have a sensible empty value). */
export const REQUIRED_FOR_NEW: readonly PlantCsvField[] = [
  "name",
  "price",
  "size",
  "lightLevel",
  "waterLevel",
  "stock",
];

export const headerOf = (field: string): string =>
  PLANT_CSV_COLUMNS.find((c) => c.field === field)?.header ?? field;

/** The fields of a stored plant that the CSV carries. */
export interface PlantCsvSource {
  id: string;
  name: string;
  nameEn: string | null;
  sku: string | null;
  gtin: string | null;
  botanicalName: string;
  synonyms: string[];
  priceCents: number;
  vatRate: number;
  size: string;
  categories: string[];
  lightLevel: string;
  waterLevel: string;
  petFriendly: boolean;
  popularity: string | null;
  description: string;
  height: string | null;
  potDiameter: string | null;
  maturity: string | null;
  weight: string | null;
  waterTips: string | null;
  lightTips: string | null;
  temperatureTips: string | null;
  humidityTips: string | null;
  textsEn: PlantTexts | null;
  stock: number;
  published: boolean;
  onSale: boolean;
}

const GERMAN_WORD: Record<string, string> = {
  small: "klein",
  medium: "mittel",
  large: "groß",
  low: "wenig",
  high: "viel",
  new: "neu",
  trending: "im Trend",
  bestseller: "Bestseller",
};

/** A plant as its CSV cells, in PLANT_CSV_COLUMNS order: the words a German spreadsheet user writes. */
export function plantCsvCells(p: PlantCsvSource): string[] {
  const cell: Record<PlantCsvField, string> = {
    id: p.id,
    sizeOf: "",
    name: p.name,
    nameEn: p.nameEn ?? "",
    botanicalName: p.botanicalName,
    synonyms: synonymsText(p.synonyms),
    price: formatEuroInput(p.priceCents),
    vatRate: String(p.vatRate),
    size: GERMAN_WORD[p.size] ?? p.size,
    // German labels; „Tierfreundlich“ is the column Haustierfreundlich (#34).
    categories: p.categories
      .filter((c) => c !== PET_FRIENDLY)
      .map((c) => categoryLabelOf(c))
      .join(", "),
    sku: p.sku ?? "",
    gtin: p.gtin ?? "",
    lightLevel: GERMAN_WORD[p.lightLevel] ?? p.lightLevel,
    waterLevel: GERMAN_WORD[p.waterLevel] ?? p.waterLevel,
    petFriendly: p.petFriendly ? "ja" : "nein",
    popularity:
      p.popularity && p.popularity !== "bestseller" ? (GERMAN_WORD[p.popularity] ?? p.popularity) : "",
    description: p.description,
    height: p.height ?? "",
    potDiameter: p.potDiameter ?? "",
    maturity: p.maturity ?? "",
    weight: p.weight ?? "",
    waterTips: p.waterTips ?? "",
    lightTips: p.lightTips ?? "",
    temperatureTips: p.temperatureTips ?? "",
    humidityTips: p.humidityTips ?? "",
    stock: String(p.stock),
    stockBase: String(p.stock),
    published: p.published ? "ja" : "nein",
    onSale: p.onSale ? "ja" : "nein",
    ...englishFormFields(p.textsEn),
  };
  return PLANT_CSV_COLUMNS.map((c) => cell[c.field]);
}

/** A stored plant as the form's fields: what an import row that leaves out a column keeps. */
export const plantFormFields = (p: PlantCsvSource): PlantCsvRow["form"] =>
  readPlantCsvRow([...PLANT_CSV_COLUMNS], plantCsvCells(p), 0).form;
