import { and, eq } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { plantImportRefusalMessages, renderedReport } from "../../domain/contracts/plant-import-messages";
import { formatEuroInput } from "../../domain/orders/money";
import { renderRefusal } from "../../domain/text/refusal";
import { auditLog, plants, stockJournal } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

const admin = { id: null, email: "inhaberin@example.de" };

/** The export as rows of cells by header. */
const table = (csv: string) => {
  const [head, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), {
    delimiter: ";",
    skipEmptyLines: true,
  }).data;
  return rows.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i] ?? ""])));
};
/** A file's lines, header first. */
const csvText = (...lines: string[]) => lines.join("\n");
/** Rows by header as a file: the columns any row names, empty where a row has none. */
const unparse = (rows: Record<string, string>[]) => {
  const fields = [...new Set(rows.flatMap(Object.keys))];
  return Papa.unparse(
    { fields, data: rows.map((r) => fields.map((h) => r[h] ?? "")) },
    { delimiter: ";", newline: "\r\n" },
  );
};

describe.each(TEST_DATABASES)("sizes in the plant CSV on $name (#43 §1)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });
  /** The import as its page shows the report: refusals in German. */
  const importCsv = async (file: string, dryRun: boolean) =>
    renderedReport(await t.services.admin.plantCsv.import(admin, file, { dryRun }), (r) =>
      renderRefusal(plantImportRefusalMessages, "de", r),
    );
  const row = async (id: string) => (await database.db.select().from(plants).where(eq(plants.id, id)))[0];
  const snapshot = () => database.db.select().from(plants).orderBy(plants.id);
  /** Each refused line's German reasons by its line number. */
  const errorsByLine = async (file: string, dryRun = true) =>
    Object.fromEntries(
      (await importCsv(file, dryRun)).lines.flatMap((l) =>
        l.outcome === "error" ? [[l.line, l.errors]] : [],
      ),
    );
  const journalOf = (id: string) =>
    database.db
      .select({ delta: stockJournal.delta, stockAfter: stockJournal.stockAfter, reason: stockJournal.reason })
      .from(stockJournal)
      .where(eq(stockJournal.plantId, id));

  it("exports one row per unit of sale: the plant, then its sizes naming it, with only their own cells", async () => {
    const rows = table(await t.services.admin.plantCsv.export());
    expect(rows).toHaveLength((await snapshot()).length);
    const at = rows.findIndex((r) => r.ID === "snake-plant");
    expect(rows.slice(at, at + 3).map((r) => [r.ID, r["Größe von"], r.Größe])).toEqual([
      ["snake-plant", "", "mittel"],
      ["snake-plant-klein", "snake-plant", "klein"],
      ["snake-plant-gross", "snake-plant", "groß"],
    ]);
    const large = (await row("snake-plant-gross"))!;
    const cells = rows[at + 2]!;
    expect(cells).toMatchObject({
      Preis: formatEuroInput(large.priceCents),
      Bestand: "50",
      "Bestand (exportiert)": "50",
      Höhe: large.height,
      "Höhe (englisch)": large.textsEn!.height,
      Veröffentlicht: "ja",
      // The plant's cells stay empty: name, texts, VAT are the plant's.
      Name: "",
      "USt-Satz": "",
      Licht: "",
      Beschreibung: "",
      Haustierfreundlich: "",
    });
    expect(rows[at]!.Name).toBe("Bogenhanf");
  });

  it("an export re-imported unchanged is a dry run with no changes (round trip)", async () => {
    const before = await snapshot();
    const exported = await t.services.admin.plantCsv.export();
    const report = await importCsv(exported, true);
    expect(report.counts).toEqual({ create: 0, update: 0, unchanged: before.length, error: 0 });
    expect(report.lines.find((l) => l.id === "snake-plant-gross")).toMatchObject({
      outcome: "unchanged",
      name: "Bogenhanf – Groß",
    });
    expect((await importCsv(exported, false)).counts.update).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it("creates sizes of a stored plant and of one created above in the file; a dry run stores nothing", async () => {
    const size = { ID: "", Veröffentlicht: "ja" };
    const file = unparse([
      {
        ...size,
        "Größe von": "monstera-deliciosa",
        Preis: "14,99",
        Größe: "klein",
        Bestand: "7",
        Höhe: "30 cm",
        "Höhe (englisch)": "30 cm",
      },
      {
        ID: "csv-calla",
        Name: "Calla aus CSV",
        Preis: "12,90",
        Größe: "mittel",
        Licht: "viel",
        Wasser: "mittel",
        Bestand: "4",
        Veröffentlicht: "ja",
      },
      { ...size, "Größe von": "csv-calla", Preis: "17,90", Größe: "groß", Bestand: "2", Höhe: "60 cm" },
    ]);
    const before = await snapshot();
    const dry = await importCsv(file, true);
    expect(dry.lines.map((l) => [l.line, l.id, l.name, l.outcome])).toEqual([
      [2, "monstera-deliciosa-klein", "Monstera Deliciosa – Klein", "create"],
      [3, "csv-calla", "Calla aus CSV", "create"],
      [4, "csv-calla-gross", "Calla aus CSV – Groß", "create"],
    ]);
    expect(await snapshot()).toEqual(before);

    const applied = await importCsv(file, false);
    expect(applied).toMatchObject({ stored: true, counts: { create: 3, error: 0 } });
    const monstera = (await row("monstera-deliciosa"))!;
    expect(await row("monstera-deliciosa-klein")).toMatchObject({
      sizeOf: "monstera-deliciosa",
      size: "small",
      priceCents: 1499,
      stock: 7,
      height: "30 cm",
      textsEn: { height: "30 cm" },
      published: true,
      // The plant's name and VAT rate, as the size form gives a new size.
      name: monstera.name,
      vatRate: monstera.vatRate,
    });
    expect(await row("csv-calla-gross")).toMatchObject({ sizeOf: "csv-calla", name: "Calla aus CSV" });
    const calla = await t.services.catalog.get("csv-calla");
    expect(calla!.sizes!.map((s) => [s.id, s.size, s.priceCents, s.stock])).toEqual([
      ["csv-calla", "medium", 1290, 4],
      ["csv-calla-gross", "large", 1790, 2],
    ]);
    // The stock journal per size, and the audit entry in the plant's history.
    expect(await journalOf("csv-calla-gross")).toEqual([{ delta: 2, stockAfter: 2, reason: "import" }]);
    expect(await journalOf("monstera-deliciosa-klein")).toEqual([
      { delta: 7, stockAfter: 7, reason: "import" },
    ]);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "plant.size.import"), eq(auditLog.entityId, "monstera-deliciosa")));
    expect(entry).toMatchObject({ before: null, after: { id: "monstera-deliciosa-klein", stock: 7 } });
    // The low-stock list counts the size on its own, named by its size.
    const { lowStock } = await t.services.admin.overview();
    expect(lowStock).toContainEqual({
      id: "csv-calla-gross",
      plantId: "csv-calla",
      name: "Calla aus CSV – Groß",
      stock: 2,
    });
    // The new sizes export as they were imported and read back unchanged.
    const again = await importCsv(await t.services.admin.plantCsv.export(), true);
    expect(again.counts).toMatchObject({ create: 0, update: 0, error: 0 });
  });

  it("a copy of the plant's own line, with „Größe von“ and another size, becomes a size", async () => {
    const rows = table(await t.services.admin.plantCsv.export());
    const pothos = rows.find((r) => r.ID === "pothos")!;
    const copy = { ...pothos, ID: "", "Größe von": "pothos", Größe: "groß", Preis: "27,50" };
    const report = await importCsv(unparse([copy]), false);
    expect(report.lines).toEqual([
      { line: 2, id: "pothos-gross", name: "Efeutute – Groß", outcome: "create" },
    ]);
    expect(await row("pothos-gross")).toMatchObject({ sizeOf: "pothos", priceCents: 2750, size: "large" });
  });

  it("updates a size by its ID alone; its stock goes to its journal, an outdated stock is refused", async () => {
    const large = (await row("snake-plant-gross"))!;
    const file = `ID;Preis;Bestand;Bestand (exportiert)\nsnake-plant-gross;42,00;45;${large.stock}`;
    const dry = await importCsv(file, true);
    expect(dry.lines).toEqual([
      {
        line: 2,
        id: "snake-plant-gross",
        name: "Bogenhanf – Groß",
        outcome: "update",
        changes: [
          { field: "Preis", from: formatEuroInput(large.priceCents), to: "42" },
          { field: "Bestand", from: String(large.stock), to: "45" },
        ],
      },
    ]);
    expect(await importCsv(file, false)).toMatchObject({ stored: true });
    expect(await row("snake-plant-gross")).toMatchObject({ priceCents: 4200, stock: 45 });
    expect(await journalOf("snake-plant-gross")).toEqual([
      { delta: 45 - large.stock, stockAfter: 45, reason: "import" },
    ]);
    const shown = await t.services.admin.stockJournal("snake-plant");
    expect(shown.find((e) => e.size === "large")).toMatchObject({
      delta: 45 - large.stock,
      reason: "import",
    });
    // A sale since the export: the file's stock would overwrite it.
    await database.db.update(plants).set({ stock: 44 }).where(eq(plants.id, "snake-plant-gross"));
    const stale = await importCsv("ID;Bestand;Bestand (exportiert)\nsnake-plant-gross;60;45", false);
    expect(stale.lines[0]).toMatchObject({
      outcome: "error",
      errors: [expect.stringMatching(/^Bestand: beim Export 45, inzwischen 44/)],
    });
  });

  it("names each wrong size line and why, in German, and stores nothing", async () => {
    const file = csvText(
      "ID;Größe von;Name;Preis;Größe;Bestand",
      ";gibt-es-nicht;;10;klein;1",
      ";snake-plant-klein;;10;klein;1",
      ";zz-plant;;10;mittel;1",
      ";snake-plant;;10;groß;1",
      ";peace-lily;;zwölf;mittel;-1",
      ";monstera-deliciosa;Monstera Riesig;10;mittel;1",
      "pothos;snake-plant;;10;groß;1",
      "snake-plant-gross;peace-lily;;10;groß;1",
      "snake-plant-klein;snake-plant;;10;groß;1",
      "zz-plant-mini;zz-plant;;10;klein;1",
      ";peace-lily;;10;;",
    );
    const unchanged = await snapshot();
    const errors = await errorsByLine(file, false);
    expect(errors).toEqual({
      2: [
        "Größe von: Die Pflanze „gibt-es-nicht“ gibt es nicht, weder im Shop noch in einer Zeile weiter oben.",
      ],
      3: [
        "Größe von: „snake-plant-klein“ ist selbst eine Größe (von „snake-plant“). Trage die Pflanze ein: „snake-plant“.",
      ],
      4: [
        "Größe: „Mittel“ ist die eigene Größe von „Glücksfeder (ZZ-Pflanze)“ (in der Zeile der Pflanze). Eine weitere Größe braucht eine andere.",
      ],
      5: [
        "Größe: „Bogenhanf“ hat die Größe „Groß“ schon, unter der ID „snake-plant-gross“. Jede Größe gibt es je Pflanze nur einmal: ändere jene Zeile.",
      ],
      6: [
        "Preis: Bitte gib einen Preis in Euro ein, z. B. 24,90.",
        "Bestand: Bitte gib den Bestand als ganze Zahl ab 0 ein.",
      ],
      7: [
        "Name: gehört zur Pflanze „Monstera Deliciosa“ und gilt für alle ihre Größen. Ändere es in der Zeile der Pflanze; in der Zeile einer Größe bleibt es leer (oder wie bei der Pflanze).",
      ],
      8: [
        "Größe von: „pothos“ ist eine Pflanze, keine Größe. Lass „Größe von“ leer oder lege die Größe in einer neuen Zeile ohne ID an.",
      ],
      9: [
        "Größe von: „snake-plant-gross“ ist eine Größe von „snake-plant“ und bleibt es. Eine Größe wechselt nicht die Pflanze und wird keine eigene Pflanze.",
      ],
      10: [
        "Größe: „snake-plant-klein“ ist die Größe „Klein“ und bleibt es. Für eine andere Größe füge eine neue Zeile ohne ID hinzu.",
      ],
      11: [
        "ID: Eine neue Größe heißt nach ihrer Pflanze und Größe „zz-plant-klein“. Lass die ID leer oder trage diese ein.",
      ],
      12: [
        "Größe: „“ ist kein erlaubter Wert (klein, mittel, groß).",
        "Bestand: Bitte gib den Bestand als ganze Zahl ab 0 ein.",
      ],
    });
    // The plant's own size cannot become one it has as another size.
    expect(await errorsByLine("ID;Größe\nsnake-plant;groß", false)).toEqual({
      2: [
        "Größe: „Bogenhanf“ hat die Größe „Groß“ schon, unter der ID „snake-plant-gross“. Jede Größe gibt es je Pflanze nur einmal: ändere jene Zeile.",
      ],
    });
    expect(await snapshot()).toEqual(unchanged);
  });

  it("a size line needs its size, price and stock; a size of a plant whose line fails says so", async () => {
    const report = await importCsv(
      csvText(
        "ID;Größe von;Name;Preis;Größe;Licht;Wasser",
        "csv-neu;;Neu;zwölf;mittel;viel;wenig",
        ";csv-neu;;;;;",
      ),
      true,
    );
    expect(report.lines.map((l) => (l.outcome === "error" ? l.errors : l.outcome))).toEqual([
      [
        "Bestand fehlt: eine neue Pflanze braucht diese Spalte.",
        "Preis: Bitte gib einen Preis in Euro ein, z. B. 24,90.",
      ],
      [
        "Größe: „“ ist kein erlaubter Wert (klein, mittel, groß).",
        "Größe von: Die Pflanze „csv-neu“ in Zeile 2 hat Fehler; ihre Größe wird erst mit ihr gespeichert.",
      ],
    ]);
    expect(await errorsByLine("ID;Größe von;Größe\n;pothos;mittel")).toEqual({
      2: [
        "Preis fehlt: eine neue Größe braucht diese Spalte.",
        "Bestand fehlt: eine neue Größe braucht diese Spalte.",
      ],
    });
  });
});
