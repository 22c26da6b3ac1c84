import {
  headerOf,
  PLANT_CSV_COLUMNS,
  type PlantCsvField,
  type PlantCsvRow,
  type PlantCsvSource,
  plantCsvCells,
  readPlantCsvRow,
} from "./plant-csv";

/*
 * Sizes in the plants' CSV (#43 §1). The export writes each unit of sale as a row: the plant, then each of
 * its other sizes with „Größe von“ naming the plant. A size's row carries what the size owns (the size
 * form's fields, its English measures, its stock as exported); the plant's own cells stay empty there.
 */

/** The columns a size's row carries: what the size form saves, its English measures, and the keys. */
export const SIZE_CSV_FIELDS: ReadonlySet<PlantCsvField> = new Set<PlantCsvField>([
  "id",
  "sizeOf",
  "size",
  "price",
  "sku",
  "gtin",
  "height",
  "potDiameter",
  "weight",
  "stock",
  "stockBase",
  "onSale",
  "published",
  // The catalogue shows a size's English measures on /en (server/catalog/local.ts `sizeOption`).
  "heightEn",
  "potDiameterEn",
  "weightEn",
]);

/** The size form's fields (parseSizeForm) among them. */
export const SIZE_FORM_FIELDS = [
  "size",
  "price",
  "stock",
  "sku",
  "gtin",
  "height",
  "potDiameter",
  "weight",
  "published",
  "onSale",
] as const;
export const SIZE_ENGLISH_FIELDS = ["heightEn", "potDiameterEn", "weightEn"] as const;

/** Columns a new size cannot do without (besides „Größe von“). */
export const REQUIRED_FOR_NEW_SIZE: readonly PlantCsvField[] = ["size", "price", "stock"];

/** A stored size row (a `plants` row with `size_of`). */
export type SizeCsvSource = PlantCsvSource & { sizeOf: string };

/** A size as its CSV cells, in PLANT_CSV_COLUMNS order: the plant's cells empty. */
export function sizeCsvCells(s: SizeCsvSource): string[] {
  const cells = plantCsvCells(s);
  return PLANT_CSV_COLUMNS.map((c, i) =>
    c.field === "sizeOf" ? s.sizeOf : SIZE_CSV_FIELDS.has(c.field) ? cells[i]! : "",
  );
}

/**
 * A size's row as the import reads it: the plant's columns left empty are no cells at all (the export
 * leaves them so, and „Licht: leer“ is no mistake on a size); filled ones are read, so
 * `plantCellsOnSizeRow` can tell the merchant about them.
 */
export function readSizeCsvRow(
  columns: readonly (typeof PLANT_CSV_COLUMNS)[number][],
  cells: readonly string[],
  line: number,
): PlantCsvRow {
  const kept = columns.flatMap((c, i) =>
    SIZE_CSV_FIELDS.has(c.field) || (cells[i] ?? "").trim() !== "" ? [[c, cells[i] ?? ""] as const] : [],
  );
  return readPlantCsvRow(
    kept.map(([c]) => c),
    kept.map(([, cell]) => cell),
    line,
  );
}

/** A stored size as the size form's fields (and its English measures): what a row leaving a column out keeps. */
export function sizeFormFields(s: SizeCsvSource): PlantCsvRow["form"] {
  const form = readSizeCsvRow(PLANT_CSV_COLUMNS, sizeCsvCells(s), 0).form;
  return Object.fromEntries(Object.entries(form).filter(([f]) => SIZE_CSV_FIELDS.has(f as PlantCsvField)));
}

/**
 * The headers of the plant's cells a size's row fills with something else than its plant has (name,
 * texts, categories, VAT …: one for all sizes). A cell left empty, or copied from the plant's row, says
 * nothing; one that differs would be silently lost, so the import refuses it and names the column.
 */
export function plantCellsOnSizeRow(row: PlantCsvRow["form"], plant: PlantCsvRow["form"]): string[] {
  return Object.entries(row)
    .filter(
      ([field, value]) =>
        !SIZE_CSV_FIELDS.has(field as PlantCsvField) &&
        value !== "" &&
        value !== plant[field as keyof typeof plant],
    )
    .map(([field]) => headerOf(field));
}

/** The cells of a size's form fields, as parseSizeForm takes them. */
export const sizeFormOf = (form: PlantCsvRow["form"]): Record<string, string> =>
  Object.fromEntries(SIZE_FORM_FIELDS.flatMap((f) => (form[f] !== undefined ? [[f, form[f]] as const] : [])));
