import { asc, eq, inArray, or, sql } from "drizzle-orm";
import Papa from "papaparse";
import {
  englishField,
  englishTexts,
  type PlantInput,
  parsePlantForm,
  parseSizeEnglish,
  parseSizeForm,
  type SizeEnglishInput,
} from "../../domain/catalog/admin-plant";
import { PLANT_TEXT_KEYS, type PlantSize, type PlantTexts } from "../../domain/catalog/plant";
import {
  headerOf,
  PLANT_CSV_COLUMNS,
  PLANT_CSV_MAX_ROWS,
  type PlantCsvField,
  type PlantCsvRow,
  type PlantImportRefusal,
  plantCsvCells,
  plantFormFields,
  REQUIRED_FOR_NEW,
  readPlantCsvHeader,
  readPlantCsvRow,
} from "../../domain/catalog/plant-csv";
import {
  plantCellsOnSizeRow,
  REQUIRED_FOR_NEW_SIZE,
  readSizeCsvRow,
  SIZE_ENGLISH_FIELDS,
  type SizeCsvSource,
  sizeCsvCells,
  sizeFormFields,
  sizeFormOf,
} from "../../domain/catalog/size-csv";
import { bySize, SIZE_NAMES, sizedName } from "../../domain/catalog/sizes";
import type { ImportChange, ImportLine, ImportReport } from "../../domain/contracts/plant-import-messages";
import { decideStock } from "../../domain/orders/stock-base";
import { PLANT_VAT_RATE } from "../../domain/orders/vat";
import type { Db } from "../db/client";
import { type PlantRow, plants } from "../db/schema";
import type { PublicChanges } from "../public-changes";
import { newSizeRow, sizeFields, sizeId, sizeValues } from "./plant-sizes";
import { codeTaken, editable, freeId, values } from "./plants";
import type { Actor } from "./team";
import { writeUnitOfSale } from "./unit-of-sale-write";

/** Bytes → text: UTF-8 (a BOM dropped), or Windows-1252 as German Excel saves "CSV" by default. */
export function decodeCsv(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("windows-1252").decode(bytes);
  }
  return text.replace(/^\uFEFF/, "");
}

type Column = (typeof PLANT_CSV_COLUMNS)[number];

/** A data row, and what a size's row is read again from (domain/catalog/size-csv.ts). */
interface ParsedRow extends PlantCsvRow {
  cells: string[];
  /** The row's own faults (quotes, cell count), whatever it turns out to be. */
  lineErrors: PlantImportRefusal[];
}

interface ParsedFile {
  fileError?: PlantImportRefusal;
  columns: Column[];
  rows: ParsedRow[];
}

/**
 * Papaparse splits the file (the delimiter is guessed: ";" from German Excel, "," or tab); each row
 * keeps the line it starts on, so a message can say "Zeile 7" even after a cell with line breaks.
 */
function parseFile(text: string): ParsedFile {
  let header: ReturnType<typeof readPlantCsvHeader> | null = null;
  const rows: ParsedRow[] = [];
  let fileError: PlantImportRefusal | undefined;
  let cursor = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimitersToGuess: [";", ",", "\t"],
    skipEmptyLines: "greedy",
    step: (result, parser) => {
      const segment = text.slice(cursor, result.meta.cursor);
      const leading = segment.match(/^[\r\n]*/)?.[0] ?? "";
      const start = line + (leading.match(/\n/g)?.length ?? 0);
      line += segment.match(/\n/g)?.length ?? 0;
      cursor = result.meta.cursor;
      const cells = result.data;
      if (!header) {
        header = readPlantCsvHeader(cells);
        if (!header.ok) {
          const { ok: _, ...refusal } = header;
          fileError = refusal;
          parser.abort();
        }
        return;
      }
      if (!header.ok) return;
      if (rows.length >= PLANT_CSV_MAX_ROWS) {
        fileError = { error: "csv_too_many_rows" };
        parser.abort();
        return;
      }
      const lineErrors: PlantImportRefusal[] = result.errors.some((e) => e.type === "Quotes")
        ? [{ error: "csv_quotes" }]
        : cells.length !== header.columns.length
          ? [{ error: "csv_field_count", params: { expected: header.columns.length, found: cells.length } }]
          : [];
      const row = readPlantCsvRow(header.columns, cells, start);
      row.errors.unshift(...lineErrors);
      rows.push({ ...row, cells, lineErrors });
    },
  });
  // TypeScript cannot see the callback assign `header`: read it as what it may be.
  const read = header as ReturnType<typeof readPlantCsvHeader> | null;
  if (!read) return { fileError: { error: "csv_empty" }, columns: [], rows: [] };
  return { fileError, columns: read.ok ? read.columns : [], rows };
}

/** A cell as the report shows it: long texts cut, so a changed description does not fill the page. */
const shown = (cell: string) => (cell.length > 60 ? `${cell.slice(0, 59)}…` : cell);

/**
 * What an update changes, column by column with the cells before and after as the export writes them
 * (#34: the dry run shows „Preis: 12,90 → 14,90“).
 */
function changedFields(before: PlantRow, input: PlantInput): ImportChange[] {
  const header = (cells: string[]) =>
    new Map<string, string>(PLANT_CSV_COLUMNS.map((c, i) => [c.header, cells[i] ?? ""]));
  const from = header(plantCsvCells(before));
  const to = header(plantCsvCells({ ...before, ...values(input) }));
  return changedHeaders(before, input).map((field) => ({
    field,
    from: shown(from.get(field) ?? ""),
    to: shown(to.get(field) ?? ""),
  }));
}

/** The German headers of the fields an update changes. */
function changedHeaders(before: PlantRow, input: PlantInput): string[] {
  const old = editable(before) as Record<string, unknown>;
  const next = values(input) as Record<string, unknown>;
  const fields = Object.keys(next)
    .filter((k) => k !== "textsEn" && JSON.stringify(old[k]) !== JSON.stringify(next[k]))
    .map((k) => headerOf(k === "priceCents" ? "price" : k));
  // English texts one by one: a plant never given any (NULL) and one with none ({}) are the same.
  const oldEn = before.textsEn ?? {};
  const nextEn = englishTexts(input);
  for (const key of PLANT_TEXT_KEYS)
    if ((oldEn[key] ?? "") !== (nextEn[key] ?? "")) fields.push(headerOf(englishField(key)));
  return fields;
}

/** The plant form's field errors (message keys) as the import's refusals, naming the column. */
const formErrors = (
  errors: Record<string, string | undefined>,
  skip: (field: string) => boolean,
): PlantImportRefusal[] =>
  Object.entries(errors)
    .filter(([field]) => !skip(field))
    .map(([field, key]) => ({ error: "csv_field", params: { header: headerOf(field), key: key ?? "" } }));

/**
 * A new plant's starting point: every column empty (the required ones are checked before), and the
 * VAT rate of a live plant, 7 %, unless the file says otherwise.
 */
const EMPTY_FORM = {
  ...Object.fromEntries(PLANT_CSV_COLUMNS.map((c) => [c.field, ""])),
  vatRate: String(PLANT_VAT_RATE),
};

/** Thrown to roll the transaction back once the report is complete (dry run, or errors). */
class RollBack extends Error {}

/** A plant as the import knows it at each line: stored, or created or changed by a line above. */
interface Family {
  name: string;
  /** The plant's own size (its row's „Größe“). */
  own: PlantSize;
  /** Its cells as form fields: a size's row may repeat them, never change them. */
  form: PlantCsvRow["form"];
  /** Its other sizes by size: their ids. */
  sizes: Map<PlantSize, string>;
}

/** The changed cells between two rows of the export (the stock as exported is no change of its own). */
const cellChanges = (from: string[], to: string[]): ImportChange[] =>
  PLANT_CSV_COLUMNS.flatMap((c, i) =>
    c.field !== "stockBase" && from[i] !== to[i]
      ? [{ field: c.header, from: shown(from[i] ?? ""), to: shown(to[i] ?? "") }]
      : [],
  );

/** A size's English measures (#43 §1) into its `texts_en`: an empty one removed. */
function measuresEn(old: PlantTexts | null, en: SizeEnglishInput): PlantTexts {
  const texts: PlantTexts = { ...old };
  for (const key of ["height", "potDiameter", "weight"] as const) {
    const value = en[englishField(key) as keyof SizeEnglishInput];
    if (value) texts[key] = value;
    else delete texts[key];
  }
  return texts;
}

const asSizeSource = (r: PlantRow): SizeCsvSource => ({ ...r, sizeOf: r.sizeOf ?? "" });

/**
 * Imports a plant CSV in one transaction: every row is checked, existing plants and their sizes are
 * locked, and only a file without errors is written (a dry run writes nothing either way). Existing ids
 * are updated with the columns the file has; new ids, or rows without one, create plants. A row with
 * „Größe von“, or the id of a size, is that size of its plant (#43 §1), checked by the size form's rules.
 */
export async function importPlantCsv(
  db: Db,
  publicChanges: Pick<PublicChanges, "changed">,
  actor: Actor,
  file: Uint8Array | string,
  { dryRun }: { dryRun: boolean },
): Promise<ImportReport> {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  const text = typeof file === "string" ? file : decodeCsv(file);
  if (text === null)
    return { stored: false, dryRun, fileError: { error: "csv_not_text" }, lines: [], counts };
  const parsed = parseFile(text);
  if (parsed.fileError) return { stored: false, dryRun, fileError: parsed.fileError, lines: [], counts };
  if (parsed.rows.length === 0)
    return { stored: false, dryRun, fileError: { error: "csv_no_rows" }, lines: [], counts };

  const lines: ImportLine[] = [];
  try {
    await db.transaction(async (tx) => {
      const existing = await lockFamilies(tx, parsed.rows);
      const families = new Map<string, Family>();
      for (const r of existing.values())
        if (!r.sizeOf)
          families.set(r.id, { name: r.name, own: r.size, form: plantFormFields(r), sizes: new Map() });
      for (const r of existing.values()) if (r.sizeOf) families.get(r.sizeOf)?.sizes.set(r.size, r.id);
      /** Plants whose line has errors, by id: a size naming one is told so. */
      const failed = new Map<string, number>();
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${plants.position}), 0) + 1` })
        .from(plants);
      let position = Number(next);
      const firstLineOf = new Map<string, number>();
      // Article numbers and EANs (#34) by the first line that gives them, to refuse a second one.
      const codeLine = { sku: new Map<string, number>(), gtin: new Map<string, number>() };
      const claimed = new Set<string>();
      const writes: (() => Promise<void>)[] = [];

      const refuse = (line: number, id: string, name: string, errors: PlantImportRefusal[]) => {
        lines.push({ line, id, name, outcome: "error", errors });
        counts.error++;
      };
      /** The id's first line, or a refusal naming it. */
      const duplicateId = (id: string, line: number): PlantImportRefusal[] => {
        const first = firstLineOf.get(id);
        if (first !== undefined) return [{ error: "csv_duplicate_id", params: { id, line: first } }];
        firstLineOf.set(id, line);
        return [];
      };
      /** An article number or EAN another line or another plant has. */
      const codeErrors = async (
        line: number,
        id: string | null,
        input: Pick<PlantInput, "sku" | "gtin">,
      ): Promise<PlantImportRefusal[]> => {
        const errors: PlantImportRefusal[] = [];
        for (const field of ["sku", "gtin"] as const) {
          const value = input[field];
          if (!value) continue;
          const first = codeLine[field].get(value);
          if (first !== undefined)
            errors.push({
              error: "csv_duplicate_code",
              params: { header: headerOf(field), value, line: first },
            });
          else codeLine[field].set(value, line);
        }
        const taken = await codeTaken(tx, id, input);
        if (taken?.error === "sku_taken" || taken?.error === "gtin_taken") {
          const field = taken.error === "sku_taken" ? "sku" : "gtin";
          errors.push({
            error: "csv_code_taken",
            params: { header: headerOf(field), value: input[field] ?? "", plant: taken.params.plant },
          });
        }
        return errors;
      };
      /** An old file must not put back stock that orders have taken since its export (#34). */
      const stockAt = (line: PlantCsvRow, before: PlantRow, wanted: number) => {
        if (!("stock" in line.form)) return { ok: true as const, stock: wanted };
        const stock = decideStock(before.stock, wanted, line.stockBase);
        if (stock.ok) return stock;
        return {
          ok: false as const,
          error: {
            error: "csv_stock_changed",
            params: { exported: stock.base, now: stock.now, file: stock.wanted },
          } satisfies PlantImportRefusal,
        };
      };

      async function plantLine(row: ParsedRow) {
        const before = row.id ? existing.get(row.id) : undefined;
        const name = row.form.name || before?.name || "";
        const errors = [...row.errors];
        if (row.id) errors.push(...duplicateId(row.id, row.line));
        if (!before)
          for (const field of REQUIRED_FOR_NEW)
            if (!(field in row.form) && !row.invalid.includes(field))
              errors.push({ error: "csv_missing", params: { header: headerOf(field) } });
        const form = parsePlantForm({ ...(before ? plantFormFields(before) : EMPTY_FORM), ...row.form });
        // A column whose cell was refused above, or that a new plant lacks, has its message already.
        const told = (field: string) =>
          row.invalid.includes(field as PlantCsvField) || (!before && !(field in row.form));
        if (!form.ok) errors.push(...formErrors(form.errors, told));
        if (errors.length > 0 || !form.ok) {
          if (row.id) failed.set(row.id, row.line);
          return refuse(row.line, row.id, name, errors);
        }
        let input = form.value;
        errors.push(...(await codeErrors(row.line, before?.id ?? null, input)));
        // The plant's own size is none of its other sizes (#43 §1), as the plant form checks.
        const family = before ? families.get(before.id) : undefined;
        const other = family?.sizes.get(input.size);
        if (other)
          errors.push({
            error: "csv_size_taken",
            params: { plant: input.name, size: SIZE_NAMES.de[input.size], id: other },
          });
        if (before) {
          const stock = stockAt(row, before, input.stock);
          if (!stock.ok) errors.push(stock.error);
          else input = { ...input, stock: stock.stock };
        }
        if (errors.length > 0) {
          if (row.id) failed.set(row.id, row.line);
          return refuse(row.line, row.id, name, errors);
        }
        const id = before?.id ?? (row.id || (await freeId(tx, input.name, claimed)));
        families.set(id, {
          name: input.name,
          own: input.size,
          form: plantFormFields({ id, ...values(input) }),
          sizes: family?.sizes ?? new Map(),
        });
        if (before) {
          const changes = changedFields(before, input);
          if (changes.length === 0) {
            lines.push({ line: row.line, id: row.id, name, outcome: "unchanged" });
            counts.unchanged++;
            return;
          }
          lines.push({ line: row.line, id: row.id, name, outcome: "update", changes });
          counts.update++;
          writes.push(async () => {
            await writeUnitOfSale(tx, {
              actor,
              before,
              set: values(input),
              stockReason: "import",
              audit: { action: "plant.import", entityId: before.id, fields: editable },
            });
          });
          return;
        }
        claimed.add(id);
        lines.push({ line: row.line, id, name, outcome: "create" });
        counts.create++;
        const at = position++;
        writes.push(async () => {
          await writeUnitOfSale(tx, {
            actor,
            before: null,
            set: { id, position: at, ...values(input) },
            stockReason: "import",
            audit: { action: "plant.import", entityId: id, fields: editable },
          });
        });
      }

      /** A size's line (#43 §1): `before` the stored size, `plantId` the plant it is (to be) a size of. */
      async function sizeLine(
        row: ParsedRow,
        before: PlantRow | undefined,
        plantId: string,
        known: PlantImportRefusal[],
      ) {
        const read = readSizeCsvRow(parsed.columns, row.cells, row.line);
        const errors = [...row.lineErrors, ...known, ...read.errors];
        const family = families.get(plantId);
        if (!family) {
          const of = existing.get(plantId)?.sizeOf;
          const line = failed.get(plantId);
          // A malformed „Größe von“ has its message from reading the row.
          if (!read.invalid.includes("sizeOf"))
            errors.push(
              of
                ? { error: "csv_size_of_size", params: { plant: plantId, of } }
                : line !== undefined
                  ? { error: "csv_size_of_failed", params: { plant: plantId, line } }
                  : { error: "csv_size_of_unknown", params: { plant: plantId } },
            );
          return refuse(row.line, row.id, "", errors);
        }
        if (!before)
          for (const field of REQUIRED_FOR_NEW_SIZE)
            if (!(field in read.form) && !read.invalid.includes(field))
              errors.push({ error: "csv_missing_size", params: { header: headerOf(field) } });
        const cells = { ...(before ? sizeFormFields(asSizeSource(before)) : {}), ...read.form };
        // The size form's rules and messages (domain/catalog/admin-plant.ts), not a copy of them.
        const form = parseSizeForm(sizeFormOf(cells));
        const english = parseSizeEnglish(
          Object.fromEntries(SIZE_ENGLISH_FIELDS.map((f) => [f, cells[f] ?? ""])),
        );
        const told = (field: string) =>
          read.invalid.includes(field as PlantCsvField) || (!before && !(field in read.form));
        if (!form.ok) errors.push(...formErrors(form.errors, told));
        if (!english.ok) errors.push(...formErrors(english.errors, told));
        const plantCells = plantCellsOnSizeRow(read.form, family.form);
        if (plantCells.length)
          errors.push({
            error: "csv_plant_cells",
            params: { headers: plantCells.join(", "), plant: family.name },
          });
        const size = form.ok ? form.value.size : before?.size;
        const name = size ? sizedName(family.name, size, true, "de") : family.name;
        if (!form.ok || !english.ok) return refuse(row.line, row.id, name, errors);
        const input = form.value;
        const sizeName = SIZE_NAMES.de[input.size];
        const other = family.sizes.get(input.size);
        if (before && input.size !== before.size)
          errors.push({
            error: "csv_size_fixed",
            params: { id: before.id, size: SIZE_NAMES.de[before.size] },
          });
        else if (input.size === family.own)
          errors.push({ error: "csv_size_is_plants", params: { plant: family.name, size: sizeName } });
        else if (other && other !== before?.id)
          errors.push({ error: "csv_size_taken", params: { plant: family.name, size: sizeName, id: other } });
        const id = before?.id ?? sizeId(plantId, input.size);
        if (!before && row.id && row.id !== id)
          errors.push({ error: "csv_size_id", params: { expected: id } });
        else if (!other || other === before?.id) {
          errors.push(...duplicateId(id, row.line));
          if (!before && !other && !claimed.has(id) && (await idTaken(tx, id)))
            errors.push({ error: "csv_id_taken", params: { id } });
        }
        errors.push(...(await codeErrors(row.line, before?.id ?? null, input)));
        let stock = input.stock;
        if (before) {
          const decided = stockAt(read, before, input.stock);
          if (!decided.ok) errors.push(decided.error);
          else stock = decided.stock;
        }
        if (errors.length > 0) return refuse(row.line, row.id, name, errors);
        const set = {
          ...sizeValues(input),
          stock,
          textsEn: measuresEn(before?.textsEn ?? null, english.value),
        };
        const audited = { action: "plant.size.import", entityId: plantId, fields: sizeFields };
        if (before) {
          const changes = cellChanges(
            sizeCsvCells(asSizeSource(before)),
            sizeCsvCells(asSizeSource({ ...before, ...set })),
          );
          if (changes.length === 0) {
            lines.push({ line: row.line, id, name, outcome: "unchanged" });
            counts.unchanged++;
            return;
          }
          lines.push({ line: row.line, id, name, outcome: "update", changes });
          counts.update++;
          writes.push(async () => {
            await writeUnitOfSale(tx, { actor, before, set, stockReason: "import", audit: audited });
          });
          return;
        }
        family.sizes.set(input.size, id);
        claimed.add(id);
        lines.push({ line: row.line, id, name, outcome: "create" });
        counts.create++;
        writes.push(async () => {
          // The plant as its own line (above) left it: the size takes its name and VAT rate.
          const [plant] = await tx.select().from(plants).where(eq(plants.id, plantId));
          await writeUnitOfSale(tx, {
            actor,
            before: null,
            set: { ...newSizeRow(plant!, id, input), textsEn: set.textsEn },
            stockReason: "import",
            audit: audited,
          });
        });
      }

      for (const row of parsed.rows) {
        const stored = row.id ? existing.get(row.id) : undefined;
        if (stored?.sizeOf) {
          // A size's id: it stays that plant's size, whether the file has „Größe von“ or not.
          const moved = row.sizeOf !== undefined && row.sizeOf !== stored.sizeOf;
          await sizeLine(
            row,
            stored,
            stored.sizeOf,
            moved ? [{ error: "csv_size_of_fixed", params: { id: stored.id, plant: stored.sizeOf } }] : [],
          );
        } else if (row.sizeOf && stored)
          refuse(row.line, row.id, stored.name, [
            ...row.lineErrors,
            { error: "csv_plant_not_size", params: { id: stored.id } },
          ]);
        else if (row.sizeOf) await sizeLine(row, undefined, row.sizeOf, []);
        else await plantLine(row);
      }
      if (dryRun || counts.error > 0) throw new RollBack();
      for (const write of writes) await write();
    });
  } catch (e) {
    if (!(e instanceof RollBack)) throw e;
    return { stored: false, dryRun, lines, counts };
  }
  if (counts.create + counts.update > 0) publicChanges.changed("plant");
  return { stored: true, dryRun, lines, counts };
}

/**
 * Locks the rows the file names and their families: each plant named by an ID or „Größe von“, the plant
 * of each size named, and all their sizes (#43 §1), so each line is checked against them as they stay.
 */
async function lockFamilies(tx: Db, rows: readonly ParsedRow[]): Promise<Map<string, PlantRow>> {
  const named = [...new Set(rows.flatMap((r) => [r.id, r.sizeOf ?? ""]).filter(Boolean))];
  if (!named.length) return new Map();
  const found = await tx
    .select({ id: plants.id, sizeOf: plants.sizeOf })
    .from(plants)
    .where(inArray(plants.id, named));
  const family = [...new Set([...named, ...found.flatMap((r) => (r.sizeOf ? [r.sizeOf] : []))])];
  const locked = await tx
    .select()
    .from(plants)
    .where(or(inArray(plants.id, family), inArray(plants.sizeOf, family)))
    .orderBy(asc(plants.id))
    .for("update");
  return new Map(locked.map((r) => [r.id, r]));
}

const idTaken = async (tx: Db, id: string): Promise<boolean> =>
  (await tx.select({ id: plants.id }).from(plants).where(eq(plants.id, id)).limit(1)).length > 0;

/**
 * Every unit of sale in the import's columns (#43 §1: each plant, then each of its other sizes, smallest
 * first, naming it in „Größe von“): semicolons, a BOM and defused formulas, as the orders export.
 */
export async function exportPlantCsv(db: Db): Promise<string> {
  const rows = await db.select().from(plants).orderBy(asc(plants.position), asc(plants.id));
  const sizesOf = new Map<string, PlantRow[]>();
  for (const r of rows) if (r.sizeOf) sizesOf.set(r.sizeOf, [...(sizesOf.get(r.sizeOf) ?? []), r]);
  const data = rows
    .filter((r) => !r.sizeOf)
    .flatMap((p) => [
      plantCsvCells(p),
      ...bySize(sizesOf.get(p.id) ?? []).map((s) => sizeCsvCells(asSizeSource(s))),
    ]);
  const csv = Papa.unparse(
    { fields: PLANT_CSV_COLUMNS.map((c) => c.header), data },
    { delimiter: ";", newline: "\r\n", escapeFormulae: true },
  );
  return `\uFEFF${csv}\r\n`;
}
