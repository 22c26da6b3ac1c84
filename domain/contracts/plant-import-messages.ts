import { PLANT_CATEGORIES } from "../catalog/plant-categories";
import { PLANT_CSV_COLUMNS, PLANT_CSV_MAX_ROWS, type PlantImportRefusal } from "../catalog/plant-csv";
import type { Locale } from "../text/i18n";
import { defineRefusals } from "../text/refusal";
import { renderPlantFormErrors } from "./admin-plant-messages";

/**
 * Refusals of the plants' CSV import (#17, #30): of the file as a whole (`fileError`) and of its lines
 * (domain/catalog/plant-csv.ts, server/admin/plant-import.ts). `header` is the column's (German) name as the
 * file has it. The back office renders them in German; English texts so no code lacks one.
 */
export type PlantImportRefusals = {
  csv_empty: undefined;
  csv_no_rows: undefined;
  /** 413 */
  csv_too_large: undefined;
  csv_too_many_rows: undefined;
  csv_no_file: undefined;
  csv_not_text: undefined;
  csv_unknown_column: { name: string };
  csv_duplicate_column: { header: string };
  csv_needs_key: undefined;
  csv_field_count: { expected: number; found: number };
  csv_quotes: undefined;
  csv_bad_id: undefined;
  csv_reserved_id: { id: string };
  csv_duplicate_id: { id: string; line: number };
  csv_choice: { header: string; value: string; allowed: string };
  csv_yes_no: { header: string; value: string };
  /** Kategorien holds words the vocabulary does not know (#34, domain/catalog/plant-categories.ts). */
  csv_categories: { value: string; allowed: string };
  /** Kategorien says „Tierfreundlich“, Haustierfreundlich says „nein“ (#34). */
  csv_pet_conflict: { label: string };
  /** Two lines of the file give the same article number or EAN (#34). */
  csv_duplicate_code: { header: string; value: string; line: number };
  /** Another plant in the shop has this article number or EAN already (#34). */
  csv_code_taken: { header: string; value: string; plant: string };
  csv_missing: { header: string };
  /** "Bestand (exportiert)" is not a whole number ≥ 0. */
  csv_stock_base: { value: string };
  /**
   * The stock changed in the shop since the export (an order, a cancellation, another import): the
   * file's new value would overwrite that change (#34). A fresh export gives the current value.
   */
  csv_stock_changed: { exported: number; now: number; file: number };
  /** A cell the plant form refuses: its message key (domain/catalog/admin-plant.ts). */
  csv_field: { header: string; key: string };
  // Sizes (#43 §1, domain/catalog/size-csv.ts): a row with „Größe von“ is a size of that plant.
  csv_bad_size_of: undefined;
  csv_missing_size: { header: string };
  /** „Größe von“ names no plant of the shop nor one an earlier line creates. */
  csv_size_of_unknown: { plant: string };
  /** „Größe von“ names a plant whose own line has errors. */
  csv_size_of_failed: { plant: string; line: number };
  /** „Größe von“ names a size (`of` is its plant): sizes have no sizes. */
  csv_size_of_size: { plant: string; of: string };
  /** The ID is a size of `plant`, but „Größe von“ says otherwise (empty or another plant). */
  csv_size_of_fixed: { id: string; plant: string };
  /** The ID is a plant, but „Größe von“ names a plant. */
  csv_plant_not_size: { id: string };
  /** A size's „Größe“ changed: a size row stays the size it is. */
  csv_size_fixed: { id: string; size: string };
  /** The size is the plant's own (its row's „Größe“). */
  csv_size_is_plants: { plant: string; size: string };
  /** The plant has this size already under another ID (or the plant's line takes a size it has). */
  csv_size_taken: { plant: string; size: string; id: string };
  /** A new size's ID is its plant's and its size's (`expected`). */
  csv_size_id: { expected: string };
  /** The ID a new size needs is another plant's. */
  csv_id_taken: { id: string };
  /** A size's line fills cells of its plant with other values: they are the plant's, for all sizes. */
  csv_plant_cells: { headers: string; plant: string };
};

const allowed = PLANT_CSV_COLUMNS.map((c) => c.header).join(", ");
const field =
  (locale: Locale) =>
  ({ header, key }: { header: string; key: string }) =>
    `${header}: ${renderPlantFormErrors({ key }, locale).key}`;

export const plantImportRefusalMessages = defineRefusals<PlantImportRefusals>(
  {
    csv_empty: "Die Datei ist leer. Die erste Zeile muss die Spaltennamen enthalten.",
    csv_no_rows: "Die Datei enthält nur die Kopfzeile und keine Pflanze.",
    csv_too_large: "Die Datei ist zu groß: höchstens 2 MB.",
    csv_too_many_rows: `Die Datei hat zu viele Zeilen: höchstens ${PLANT_CSV_MAX_ROWS.toLocaleString("de-DE")} Pflanzen je Import.`,
    csv_no_file: "Bitte wähle eine CSV-Datei aus.",
    csv_not_text: "Die Datei ist keine Textdatei. Bitte speichere sie als CSV (UTF-8).",
    csv_unknown_column: ({ name }) => `Unbekannte Spalte „${name}“. Erlaubt sind: ${allowed}.`,
    csv_duplicate_column: ({ header }) => `Die Spalte „${header}“ steht zweimal in der Kopfzeile.`,
    csv_needs_key: "Die Kopfzeile braucht die Spalte „ID“ oder „Name“.",
    csv_field_count: ({ expected, found }) =>
      `Die Zeile hat ${found} statt ${expected} Spalten. Steht ein Trennzeichen zu viel oder zu wenig darin?`,
    csv_quotes: "Ein Anführungszeichen ist nicht geschlossen.",
    csv_bad_id: "ID: nur Kleinbuchstaben, Ziffern und Bindestriche (höchstens 80 Zeichen).",
    csv_reserved_id: ({ id }) => `ID: „${id}“ ist für das Backoffice reserviert.`,
    csv_duplicate_id: ({ id, line }) => `Die ID „${id}“ steht schon in Zeile ${line}.`,
    csv_choice: ({ header, value, allowed }) => `${header}: „${value}“ ist kein erlaubter Wert (${allowed}).`,
    csv_yes_no: ({ header, value }) => `${header}: „${value}“ – bitte „ja“ oder „nein“.`,
    csv_categories: ({ value, allowed }) =>
      `Kategorien: „${value}“ gibt es nicht. Erlaubt sind: ${allowed} (auch als Kurzname wie „low-maintenance“, Groß-/Kleinschreibung egal; mehrere mit Komma trennen).`,
    csv_pet_conflict: ({ label }) =>
      `Kategorien nennt „${label}“, aber Haustierfreundlich sagt „nein“. Bitte entscheide dich: „${label}“ gilt genau für haustierfreundliche Pflanzen.`,
    csv_duplicate_code: ({ header, value, line }) => `${header}: „${value}“ steht schon in Zeile ${line}.`,
    csv_code_taken: ({ header, value, plant }) =>
      `${header}: „${value}“ hat schon „${plant}“. Jede ${header} gibt es nur einmal.`,
    csv_missing: ({ header }) => `${header} fehlt: eine neue Pflanze braucht diese Spalte.`,
    csv_stock_base: ({ value }) =>
      `Bestand (exportiert): „${value}“ ist keine ganze Zahl. Bitte lass die Spalte, wie der Export sie geschrieben hat.`,
    csv_stock_changed: ({ exported, now, file }) =>
      `Bestand: beim Export ${exported}, inzwischen ${now} (Bestellungen oder Änderungen seitdem), in der Datei ${file}. Nicht übernommen – bitte exportiere neu und trage den Bestand dort ein.`,
    csv_field: field("de"),
    csv_bad_size_of:
      "Größe von: die ID einer Pflanze (nur Kleinbuchstaben, Ziffern und Bindestriche), bei einer Pflanze leer.",
    csv_missing_size: ({ header }) => `${header} fehlt: eine neue Größe braucht diese Spalte.`,
    csv_size_of_unknown: ({ plant }) =>
      `Größe von: Die Pflanze „${plant}“ gibt es nicht, weder im Shop noch in einer Zeile weiter oben.`,
    csv_size_of_failed: ({ plant, line }) =>
      `Größe von: Die Pflanze „${plant}“ in Zeile ${line} hat Fehler; ihre Größe wird erst mit ihr gespeichert.`,
    csv_size_of_size: ({ plant, of }) =>
      `Größe von: „${plant}“ ist selbst eine Größe (von „${of}“). Trage die Pflanze ein: „${of}“.`,
    csv_size_of_fixed: ({ id, plant }) =>
      `Größe von: „${id}“ ist eine Größe von „${plant}“ und bleibt es. Eine Größe wechselt nicht die Pflanze und wird keine eigene Pflanze.`,
    csv_plant_not_size: ({ id }) =>
      `Größe von: „${id}“ ist eine Pflanze, keine Größe. Lass „Größe von“ leer oder lege die Größe in einer neuen Zeile ohne ID an.`,
    csv_size_fixed: ({ id, size }) =>
      `Größe: „${id}“ ist die Größe „${size}“ und bleibt es. Für eine andere Größe füge eine neue Zeile ohne ID hinzu.`,
    csv_size_is_plants: ({ plant, size }) =>
      `Größe: „${size}“ ist die eigene Größe von „${plant}“ (in der Zeile der Pflanze). Eine weitere Größe braucht eine andere.`,
    csv_size_taken: ({ plant, size, id }) =>
      `Größe: „${plant}“ hat die Größe „${size}“ schon, unter der ID „${id}“. Jede Größe gibt es je Pflanze nur einmal: ändere jene Zeile.`,
    csv_size_id: ({ expected }) =>
      `ID: Eine neue Größe heißt nach ihrer Pflanze und Größe „${expected}“. Lass die ID leer oder trage diese ein.`,
    csv_id_taken: ({ id }) => `ID: „${id}“ hat schon eine andere Pflanze.`,
    csv_plant_cells: ({ headers, plant }) =>
      `${headers}: gehört zur Pflanze „${plant}“ und gilt für alle ihre Größen. Ändere es in der Zeile der Pflanze; in der Zeile einer Größe bleibt es leer (oder wie bei der Pflanze).`,
  },
  {
    csv_empty: "The file is empty. Its first line must hold the column names.",
    csv_no_rows: "The file holds only the header line and no plant.",
    csv_too_large: "The file is too large: at most 2 MB.",
    csv_too_many_rows: `The file has too many lines: at most ${PLANT_CSV_MAX_ROWS.toLocaleString("en-GB")} plants per import.`,
    csv_no_file: "Please choose a CSV file.",
    csv_not_text: "The file is not a text file. Please save it as CSV (UTF-8).",
    csv_unknown_column: ({ name }) => `Unknown column “${name}”. Allowed are: ${allowed}.`,
    csv_duplicate_column: ({ header }) => `The column “${header}” appears twice in the header line.`,
    csv_needs_key: "The header line needs the column “ID” or “Name”.",
    csv_field_count: ({ expected, found }) =>
      `The line has ${found} instead of ${expected} columns. Is there a separator too many or too few?`,
    csv_quotes: "A quotation mark is not closed.",
    csv_bad_id: "ID: only lower-case letters, digits and hyphens (at most 80 characters).",
    csv_reserved_id: ({ id }) => `ID: “${id}” is reserved for the back office.`,
    csv_duplicate_id: ({ id, line }) => `The ID “${id}” is already in line ${line}.`,
    csv_choice: ({ header, value, allowed }) => `${header}: “${value}” is not an allowed value (${allowed}).`,
    csv_yes_no: ({ header, value }) => `${header}: “${value}” – please “ja” or “nein”.`,
    csv_categories: ({ value }) =>
      `Categories: “${value}” does not exist. Allowed are: ${PLANT_CATEGORIES.map((c) => c.en).join(", ")} (or their German names or slugs, any case; separate several with commas).`,
    csv_pet_conflict: ({ label }) =>
      `Categories names “${label}” but Haustierfreundlich says “nein”. Please decide: “${label}” is exactly the pet-friendly plants.`,
    csv_duplicate_code: ({ header, value, line }) => `${header}: “${value}” is already in line ${line}.`,
    csv_code_taken: ({ header, value, plant }) => `${header}: “${value}” belongs to “${plant}” already.`,
    csv_missing: ({ header }) => `${header} is missing: a new plant needs this column.`,
    csv_stock_base: ({ value }) =>
      `Stock (exported): “${value}” is not a whole number. Please leave the column as the export wrote it.`,
    csv_stock_changed: ({ exported, now, file }) =>
      `Stock: ${exported} at the export, ${now} now (orders or changes since), ${file} in the file. Not applied – please export again and enter the stock there.`,
    csv_field: field("en"),
    csv_bad_size_of:
      "Größe von: a plant's ID (only lower-case letters, digits and hyphens), empty for a plant.",
    csv_missing_size: ({ header }) => `${header} is missing: a new size needs this column.`,
    csv_size_of_unknown: ({ plant }) =>
      `Größe von: there is no plant “${plant}”, neither in the shop nor in a line above.`,
    csv_size_of_failed: ({ plant, line }) =>
      `Größe von: the plant “${plant}” in line ${line} has errors; its size is stored only with it.`,
    csv_size_of_size: ({ plant, of }) =>
      `Größe von: “${plant}” is a size itself (of “${of}”). Enter the plant: “${of}”.`,
    csv_size_of_fixed: ({ id, plant }) =>
      `Größe von: “${id}” is a size of “${plant}” and stays one. A size neither moves to another plant nor becomes a plant.`,
    csv_plant_not_size: ({ id }) =>
      `Größe von: “${id}” is a plant, not a size. Leave “Größe von” empty, or add the size in a new line without an ID.`,
    csv_size_fixed: ({ id, size }) =>
      `Größe: “${id}” is the size “${size}” and stays it. For another size add a new line without an ID.`,
    csv_size_is_plants: ({ plant, size }) =>
      `Größe: “${size}” is the own size of “${plant}” (in the plant's line). Another size needs another one.`,
    csv_size_taken: ({ plant, size, id }) =>
      `Größe: “${plant}” has the size “${size}” already, with the ID “${id}”. Each size once per plant: change that line.`,
    csv_size_id: ({ expected }) =>
      `ID: a new size is named after its plant and size, “${expected}”. Leave the ID empty or enter this one.`,
    csv_id_taken: ({ id }) => `ID: “${id}” belongs to another plant already.`,
    csv_plant_cells: ({ headers, plant }) =>
      `${headers}: belongs to the plant “${plant}” and holds for all its sizes. Change it in the plant's line; in a size's line leave it empty (or as the plant has it).`,
  },
);

/** One changed column of an existing plant: its German header and its cells before and after (#34). */
export interface ImportChange {
  field: string;
  from: string;
  to: string;
}

/** What an import did or would do, line by line (server/admin/plant-import.ts). */
export type ImportLine =
  | { line: number; id: string; name: string; outcome: "create" | "unchanged" }
  | { line: number; id: string; name: string; outcome: "update"; changes: ImportChange[] }
  | { line: number; id: string; name: string; outcome: "error"; errors: PlantImportRefusal[] };

export interface ImportReport {
  /** True when the file was written: not a dry run, and no line had an error. */
  stored: boolean;
  dryRun: boolean;
  /** A reason the file as a whole could not be read (header, size); no lines then. */
  fileError?: PlantImportRefusal;
  lines: ImportLine[];
  counts: { create: number; update: number; unchanged: number; error: number };
}

/** The report with its refusals (codes, #30) rendered: the import page shows them in German. */
export const renderedReport = (report: ImportReport, render: (refusal: PlantImportRefusal) => string) => ({
  ...report,
  fileError: report.fileError && render(report.fileError),
  lines: report.lines.map((l) => (l.outcome === "error" ? { ...l, errors: l.errors.map(render) } : l)),
});
