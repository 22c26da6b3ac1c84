import { asc, eq, inArray, sql } from "drizzle-orm";
import Papa from "papaparse";
import {
  englishField,
  englishTexts,
  type PlantInput,
  parsePlantForm,
} from "../../domain/catalog/admin-plant";
import { PLANT_TEXT_KEYS } from "../../domain/catalog/plant";
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
import type { ImportChange, ImportLine, ImportReport } from "../../domain/contracts/plant-import-messages";
import { decideStock } from "../../domain/orders/stock-base";
import { PLANT_VAT_RATE } from "../../domain/orders/vat";
import { refreshReducedFrom } from "../catalog/price-history";
import type { Db } from "../db/client";
import { type PlantRow, plants } from "../db/schema";
import type { PublicChanges } from "../public-changes";
import { journalStock } from "../stock-journal";
import { audit } from "./audit";
import { codeTaken, editable, freeId, values } from "./plants";
import type { Actor } from "./team";

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

interface ParsedFile {
  fileError?: PlantImportRefusal;
  rows: PlantCsvRow[];
}

/**
 * Papaparse splits the file (the delimiter is guessed: ";" from German Excel, "," or tab); each row
 * keeps the line it starts on, so a message can say "Zeile 7" even after a cell with line breaks.
 */
function parseFile(text: string): ParsedFile {
  let header: ReturnType<typeof readPlantCsvHeader> | null = null;
  const rows: PlantCsvRow[] = [];
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
      const row = readPlantCsvRow(header.columns, cells, start);
      if (result.errors.some((e) => e.type === "Quotes")) row.errors.unshift({ error: "csv_quotes" });
      else if (cells.length !== header.columns.length)
        row.errors.unshift({
          error: "csv_field_count",
          params: { expected: header.columns.length, found: cells.length },
        });
      rows.push(row);
    },
  });
  if (!header) return { fileError: { error: "csv_empty" }, rows: [] };
  return { fileError, rows };
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

/**
 * Imports a plant CSV in one transaction: every row is checked, existing plants are locked, and only a
 * file without errors is written (a dry run writes nothing either way). Existing ids are updated with
 * the columns the file has; new ids, or rows without one, create plants.
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
      const ids = [...new Set(parsed.rows.map((r) => r.id).filter(Boolean))];
      const existing = new Map(
        (ids.length
          ? await tx
              .select()
              .from(plants)
              .where(inArray(plants.id, ids))
              .orderBy(asc(plants.id))
              .for("update")
          : []
        ).map((p) => [p.id, p]),
      );
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${plants.position}), 0) + 1` })
        .from(plants);
      let position = Number(next);
      const firstLineOf = new Map<string, number>();
      // Article numbers and EANs (#34) by the first line that gives them, to refuse a second one.
      const codeLine = { sku: new Map<string, number>(), gtin: new Map<string, number>() };
      const claimed = new Set<string>();
      const writes: (() => Promise<void>)[] = [];

      for (const row of parsed.rows) {
        const before = row.id ? existing.get(row.id) : undefined;
        const name = row.form.name || before?.name || "";
        const errors = [...row.errors];
        if (row.id && firstLineOf.has(row.id))
          errors.push({ error: "csv_duplicate_id", params: { id: row.id, line: firstLineOf.get(row.id)! } });
        else if (row.id) firstLineOf.set(row.id, row.line);
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
          lines.push({ line: row.line, id: row.id, name, outcome: "error", errors });
          counts.error++;
          continue;
        }
        let input = form.value;
        for (const field of ["sku", "gtin"] as const) {
          const value = input[field];
          if (!value) continue;
          const first = codeLine[field].get(value);
          if (first !== undefined)
            errors.push({
              error: "csv_duplicate_code",
              params: { header: headerOf(field), value, line: first },
            });
          else codeLine[field].set(value, row.line);
        }
        const taken = await codeTaken(tx, before?.id ?? null, input);
        if (taken?.error === "sku_taken" || taken?.error === "gtin_taken") {
          const field = taken.error === "sku_taken" ? "sku" : "gtin";
          errors.push({
            error: "csv_code_taken",
            params: { header: headerOf(field), value: input[field] ?? "", plant: taken.params.plant },
          });
        }
        if (errors.length > 0) {
          lines.push({ line: row.line, id: row.id, name, outcome: "error", errors });
          counts.error++;
          continue;
        }
        if (before && "stock" in row.form) {
          // An old file must not put back stock that orders have taken since its export (#34).
          const stock = decideStock(before.stock, input.stock, row.stockBase);
          if (!stock.ok) {
            const params = { exported: stock.base, now: stock.now, file: stock.wanted };
            lines.push({
              line: row.line,
              id: row.id,
              name,
              outcome: "error",
              errors: [{ error: "csv_stock_changed", params }],
            });
            counts.error++;
            continue;
          }
          input = { ...input, stock: stock.stock };
        }
        if (before) {
          const changes = changedFields(before, input);
          if (changes.length === 0) {
            lines.push({ line: row.line, id: row.id, name, outcome: "unchanged" });
            counts.unchanged++;
            continue;
          }
          lines.push({ line: row.line, id: row.id, name, outcome: "update", changes });
          counts.update++;
          writes.push(async () => {
            const [after] = await tx
              .update(plants)
              .set(values(input))
              .where(eq(plants.id, before.id))
              .returning();
            if (after!.priceCents !== before.priceCents) await refreshReducedFrom(tx, [before.id]);
            await journalStock(tx, [
              {
                plantId: before.id,
                delta: after!.stock - before.stock,
                stockAfter: after!.stock,
                reason: "import",
                actorEmail: actor.email,
              },
            ]);
            await audit(tx, {
              actor,
              action: "plant.import",
              entity: { type: "plant", id: before.id },
              before: editable(before),
              after: editable(after!),
            });
          });
          continue;
        }
        const id = row.id || (await freeId(tx, input.name, claimed));
        claimed.add(id);
        lines.push({ line: row.line, id, name, outcome: "create" });
        counts.create++;
        const at = position++;
        writes.push(async () => {
          const [created] = await tx
            .insert(plants)
            .values({ id, position: at, ...values(input) })
            .returning();
          await journalStock(tx, [
            {
              plantId: id,
              delta: created!.stock,
              stockAfter: created!.stock,
              reason: "import",
              actorEmail: actor.email,
            },
          ]);
          await audit(tx, {
            actor,
            action: "plant.import",
            entity: { type: "plant", id },
            after: editable(created!),
          });
        });
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

/** Every plant in the import's columns: semicolons, a BOM and defused formulas, as the orders export. */
export async function exportPlantCsv(db: Db): Promise<string> {
  const rows = await db.select().from(plants).orderBy(asc(plants.position), asc(plants.id));
  const csv = Papa.unparse(
    { fields: PLANT_CSV_COLUMNS.map((c) => c.header), data: rows.map(plantCsvCells) },
    { delimiter: ";", newline: "\r\n", escapeFormulae: true },
  );
  return `\uFEFF${csv}\r\n`;
}
