import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import {
  type ImportChange,
  plantImportRefusalMessages,
  renderedReport,
} from "../../domain/contracts/plant-import-messages";
import { formatEuroInput } from "../../domain/orders/money";
import { renderRefusal } from "../../domain/text/refusal";
import { auditLog, plants } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { decodeCsv } from "./plant-import";

const admin = { id: null, email: "inhaberin@example.de" };
/** The headers of the columns an import line changes. */
const fields = (line: { outcome: string; changes?: ImportChange[] }) => line.changes?.map((c) => c.field);
const HEADER = "ID;Name;Preis;Größe;Licht;Wasser;Bestand;Veröffentlicht";

describe("decodeCsv", () => {
  it("reads UTF-8 with a BOM, Windows-1252 from German Excel, and refuses binary files", () => {
    expect(decodeCsv(new TextEncoder().encode("\uFEFFName;Größe"))).toBe("Name;Größe");
    // "Größe" in Windows-1252: ö = 0xF6, ß = 0xDF.
    expect(decodeCsv(Uint8Array.from([0x47, 0x72, 0xf6, 0xdf, 0x65]))).toBe("Größe");
    expect(decodeCsv(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]))).toBeNull();
  });
});

describe.each(TEST_DATABASES)("plant CSV import and export on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });
  /** The import as its page shows the report: refusals (codes, #30) in German. */
  const csv = () => ({
    ...t.services.admin.plantCsv,
    import: async (...args: Parameters<typeof t.services.admin.plantCsv.import>) =>
      renderedReport(await t.services.admin.plantCsv.import(...args), (r) =>
        renderRefusal(plantImportRefusalMessages, "de", r),
      ),
  });
  const row = async (id: string) => (await database.db.select().from(plants).where(eq(plants.id, id)))[0];
  const snapshot = () => database.db.select().from(plants).orderBy(plants.id);

  it("the export reads back unchanged: every unit of sale, German words, semicolons and a BOM", async () => {
    const exported = await csv().export();
    expect(
      exported.startsWith(
        "\uFEFFID;Name;Artikelnummer;EAN;Botanischer Name;Preis;USt-Satz;Größe;Größe von;Kategorien;",
      ),
    ).toBe(true);
    const all = await snapshot();
    expect(exported.trim().split("\r\n")).toHaveLength(all.length + 1);
    expect(exported).toMatch(/\r\npothos;Efeutute;;;[^;\r\n]*;\d+(,\d\d)?;7;(klein|mittel|groß);;/);
    const report = await csv().import(admin, exported, { dryRun: false });
    expect(report.counts).toEqual({ create: 0, update: 0, unchanged: all.length, error: 0 });
    expect(await snapshot()).toEqual(all);
  });

  it("a dry run reports new, changed and unchanged lines and stores nothing", async () => {
    const before = await snapshot();
    const pothos = (await row("pothos"))!;
    const file = [
      "ID;Preis;Bestand",
      `pothos;${(pothos.priceCents + 100) / 100};${pothos.stock}`.replace(".", ","),
      `snake-plant;;`,
    ].join("\n");
    const report = await csv().import(admin, file, { dryRun: true });
    expect(report.stored).toBe(false);
    expect(report.lines[0]).toEqual({
      line: 2,
      id: "pothos",
      name: "Efeutute",
      outcome: "update",
      // Old → new as the export writes the cell (#34).
      changes: [
        {
          field: "Preis",
          from: formatEuroInput(pothos.priceCents),
          to: formatEuroInput(pothos.priceCents + 100),
        },
      ],
    });
    // Empty cells of an existing plant are values too: an empty price is an error, not "keep".
    expect(report.lines[1]).toMatchObject({ line: 3, outcome: "error" });
    expect(await snapshot()).toEqual(before);
  });

  it("a price of 0,00 € gives no plant away: refused in the import as in the form (#49 §4)", async () => {
    const before = await snapshot();
    const report = await csv().import(admin, ["ID;Preis", "pothos;0,00", "snake-plant;0"].join("\n"), {
      dryRun: false,
    });
    expect(report.lines).toMatchObject([
      {
        line: 2,
        outcome: "error",
        errors: ["Preis: Der Preis muss mindestens 0,01 € betragen: Pflanzen werden nicht verschenkt."],
      },
      { line: 3, outcome: "error" },
    ]);
    expect(await snapshot()).toEqual(before);
    // One cent is a price.
    const cent = await csv().import(admin, "ID;Preis\npothos;0,01", { dryRun: true });
    expect(cent.lines[0]).toMatchObject({ outcome: "update" });
  });

  it("imports new plants and updates in one go: slugs, audit entries, the storefront sees them", async () => {
    const announced: string[] = [];
    const stop = t.services.publicChanges.subscribe((w) => announced.push(w));
    const file = [
      `${HEADER};Beschreibung`,
      ";Grünlilie;12,90;klein;viel;mittel;8;ja;Robust.",
      ';Grünlilie;14,90;mittel;viel;mittel;3;nein;"Zwei Zeilen,\nin einer Zelle."',
      "csv-farn;Farn aus CSV;9,50;klein;wenig;viel;4;ja;",
      "pothos;Efeutute;19,99;mittel;mittel;wenig;42;ja;Die bekannte Rankpflanze.",
    ].join("\r\n");
    const report = await csv().import(admin, file, { dryRun: false });
    stop();
    expect(report).toMatchObject({ stored: true, counts: { create: 3, update: 1, error: 0 } });
    expect(report.lines.map((l) => [l.line, l.id, l.outcome])).toEqual([
      [2, "gruenlilie", "create"],
      [3, "gruenlilie-2", "create"],
      [5, "csv-farn", "create"],
      [6, "pothos", "update"],
    ]);
    expect(announced).toEqual(["plant"]);
    expect(await row("gruenlilie-2")).toMatchObject({
      priceCents: 1490,
      size: "medium",
      stock: 3,
      published: false,
      description: "Zwei Zeilen,\nin einer Zelle.",
    });
    expect(await row("pothos")).toMatchObject({ priceCents: 1999, stock: 42 });
    expect(await t.services.catalog.get("csv-farn")).toMatchObject({ priceCents: 950, lightLevel: "low" });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "plant.import"), inArray(auditLog.entityId, ["pothos", "csv-farn"])));
    expect(entries).toHaveLength(2);
    expect(entries.find((e) => e.entityId === "pothos")!.before).toMatchObject({ stock: expect.any(Number) });
  });

  it("a file with one bad line stores nothing and names every problem with its line", async () => {
    const before = await snapshot();
    const file = [
      HEADER,
      "neu-gut;Gute Pflanze;10;klein;wenig;wenig;1;ja",
      "neu-schlecht;;zwölf;riesig;wenig;wenig;-1;vielleicht",
      "neu-kurz;Kurz;10",
      ";Ohne ID;10;klein;wenig;wenig;1;ja",
      "neu-gut;Doppelt;10;klein;wenig;wenig;1;ja",
    ].join("\n");
    const report = await csv().import(admin, file, { dryRun: false });
    expect(report.stored).toBe(false);
    expect(report.counts).toMatchObject({ create: 2, error: 3 });
    const errors = Object.fromEntries(
      report.lines.flatMap((l) => (l.outcome === "error" ? [[l.line, l.errors]] : [])),
    );
    expect(errors[3]).toEqual([
      "Größe: „riesig“ ist kein erlaubter Wert (klein, mittel, groß).",
      "Veröffentlicht: „vielleicht“ – bitte „ja“ oder „nein“.",
      "Name: Bitte gib einen Namen ein (höchstens 120 Zeichen).",
      "Preis: Bitte gib einen Preis in Euro ein, z. B. 24,90.",
      "Bestand: Bitte gib den Bestand als ganze Zahl ab 0 ein.",
    ]);
    expect(errors[4]![0]).toBe(
      "Die Zeile hat 3 statt 8 Spalten. Steht ein Trennzeichen zu viel oder zu wenig darin?",
    );
    expect(errors[6]).toEqual(["Die ID „neu-gut“ steht schon in Zeile 2."]);
    expect(await snapshot()).toEqual(before);
  });

  it("the VAT rate (#27): „USt-Satz“ 19 creates a pot, changes a plant, exports back; no column is 7", async () => {
    const file = [
      `${HEADER};USt-Satz`,
      "csv-topf;Übertopf aus CSV;14,90;klein;wenig;wenig;5;ja;19",
      "csv-duenger;Flüssigdünger;6,90;klein;wenig;wenig;9;ja;19 %",
    ].join("\n");
    const report = await csv().import(admin, file, { dryRun: false });
    expect(report).toMatchObject({ stored: true, counts: { create: 2, error: 0 } });
    expect(await row("csv-topf")).toMatchObject({ vatRate: 19, priceCents: 1490 });
    expect(await row("csv-duenger")).toMatchObject({ vatRate: 19 });
    expect((await t.services.catalog.get("csv-topf"))?.vatRate).toBe(19);
    // A new plant without the column is a live plant; an existing one keeps its rate.
    const plain = await csv().import(
      admin,
      [HEADER, "csv-ficus;Ficus aus CSV;20;mittel;viel;mittel;2;ja"].join("\n"),
      {
        dryRun: false,
      },
    );
    expect(plain.stored).toBe(true);
    expect(await row("csv-ficus")).toMatchObject({ vatRate: 7 });
    const kept = await csv().import(admin, "ID;Bestand\ncsv-topf;6", { dryRun: false });
    expect(kept.lines[0]).toMatchObject({
      outcome: "update",
      changes: [{ field: "Bestand", from: "5", to: "6" }],
    });
    expect(await row("csv-topf")).toMatchObject({ vatRate: 19, stock: 6 });
    // A change of the rate is reported by its German header.
    const changed = await csv().import(admin, "ID;USt-Satz\ncsv-ficus;19", { dryRun: true });
    expect(changed.lines[0]).toMatchObject({
      outcome: "update",
      changes: [{ field: "USt-Satz", from: "7", to: "19" }],
    });
    // The export carries each product's rate beside its price, and reads back unchanged.
    const exported = await csv().export();
    expect(exported).toMatch(/\r\ncsv-topf;Übertopf aus CSV;;;;14,90;19;klein;/);
    expect(exported).toMatch(/\r\npothos;Efeutute;;;[^;\r\n]*;[\d,]+;7;/);
    expect((await csv().import(admin, exported, { dryRun: true })).counts).toMatchObject({
      update: 0,
      error: 0,
    });
  });

  it("a bad VAT rate names its line in German and stores nothing, not even the good lines", async () => {
    const before = await snapshot();
    const file = [
      "ID;Name;Preis;Größe;Licht;Wasser;Bestand;USt-Satz",
      "vat-gut;Guter Topf;10;klein;wenig;wenig;1;19",
      "vat-schlecht;Schlechter Topf;10;klein;wenig;wenig;1;16",
      "pothos;Efeutute;10;klein;wenig;wenig;1;0,19",
    ].join("\n");
    const report = await csv().import(admin, file, { dryRun: false });
    expect(report).toMatchObject({ stored: false, counts: { create: 1, error: 2 } });
    expect(report.lines.filter((l) => l.outcome === "error")).toEqual([
      {
        line: 3,
        id: "vat-schlecht",
        name: "Schlechter Topf",
        outcome: "error",
        errors: ["USt-Satz: „16“ ist kein erlaubter Wert (7, 19)."],
      },
      {
        line: 4,
        id: "pothos",
        name: "Efeutute",
        outcome: "error",
        errors: ["USt-Satz: „0,19“ ist kein erlaubter Wert (7, 19)."],
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it("English columns (#19): description_en and the like update, keep what the file leaves out, export back", async () => {
    const before = (await row("pothos"))!;
    const file = [
      "ID;description_en;Pflege Licht (englisch);weight_en",
      'pothos;"Trails happily; grows fast.";;0.6 kg',
    ].join("\n");
    const report = await csv().import(admin, file, { dryRun: false });
    expect(report.lines[0]).toMatchObject({ outcome: "update" });
    expect(fields(report.lines[0]!)).toEqual([
      "Beschreibung (englisch)",
      "Gewicht (englisch)",
      "Pflege Licht (englisch)",
    ]);
    const after = (await row("pothos"))!;
    // An empty cell empties that English text; columns the file lacks keep theirs; German is untouched.
    expect(after.textsEn).toEqual({
      ...before.textsEn,
      description: "Trails happily; grows fast.",
      weight: "0.6 kg",
      lightTips: undefined,
    });
    expect(after.description).toBe(before.description);
    const en = await t.services.catalog.localized("en").get("pothos");
    expect(en?.description).toBe("Trails happily; grows fast.");
    expect(en?.untranslated).toEqual(["lightTips"]);
    // The export carries the English columns, and reading it back changes nothing.
    const exported = await csv().export();
    const [head, ...lines] = exported
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(head!.split(";").slice(-9)[0]).toBe("Beschreibung (englisch)");
    expect(lines.find((l) => l.startsWith("pothos;"))).toContain('"Trails happily; grows fast."');
    const again = await csv().import(admin, exported, { dryRun: true });
    expect(again.counts).toMatchObject({ update: 0, error: 0 });
  });

  it("the English name (#32): „Name (englisch)“ or name_en updates it, a file without the column keeps it", async () => {
    const report = await csv().import(admin, "ID;name_en\nzz-plant;ZZ Plant (Zanzibar Gem)", {
      dryRun: false,
    });
    expect(report.lines[0]).toMatchObject({
      outcome: "update",
      changes: [{ field: "Name (englisch)", from: "ZZ Plant", to: "ZZ Plant (Zanzibar Gem)" }],
    });
    expect((await row("zz-plant"))?.nameEn).toBe("ZZ Plant (Zanzibar Gem)");
    expect((await t.services.catalog.localized("en").get("zz-plant"))?.name).toBe("ZZ Plant (Zanzibar Gem)");
    // Without the column: kept.
    await csv().import(admin, "ID;Bestand\nzz-plant;9", { dryRun: false });
    expect((await row("zz-plant"))?.nameEn).toBe("ZZ Plant (Zanzibar Gem)");
    // A new plant without one has none; a bad one is refused with its line in German.
    const bad = await csv().import(admin, "ID;Name (englisch)\nzz-plant;Zanzibar\u202eGem", { dryRun: true });
    expect(bad.lines[0]).toMatchObject({
      outcome: "error",
      errors: [expect.stringMatching(/^Name \(englisch\): /)],
    });
    // The export carries it and reads back unchanged.
    const exported = await csv().export();
    const head = exported
      .replace(/^\uFEFF/, "")
      .split("\r\n")[0]!
      .split(";");
    expect(head.slice(-10)[0]).toBe("Name (englisch)");
    expect(exported).toContain(";ZZ Plant (Zanzibar Gem);");
    expect((await csv().import(admin, exported, { dryRun: true })).counts).toMatchObject({
      update: 0,
      error: 0,
    });
  });

  it("other names (#46 §3): „Weitere Namen“ exports, updates, keeps what a file leaves out, refuses a bad cell", async () => {
    const seeded = (await row("snake-plant"))!.synonyms;
    expect(seeded).toContain("Sansevieria");
    // The export carries them comma-separated, and reads back unchanged.
    const exported = await csv().export();
    const [head, ...lines] = exported.replace(/^\uFEFF/, "").split("\r\n");
    const column = head!.split(";").indexOf("Weitere Namen");
    expect(column).toBeGreaterThan(0);
    const snakeLine = lines.find((l) => l.startsWith("snake-plant;"))!;
    expect(snakeLine.split(";")[column]).toBe(seeded.join(", "));
    expect((await csv().import(admin, exported, { dryRun: true })).counts).toMatchObject({
      update: 0,
      error: 0,
    });

    // A dry run shows the change and stores nothing; the import stores it and the shop finds it.
    const file = "ID;Weitere Namen\nsnake-plant;Sansevieria, Viper's Bowstring Hemp";
    const dry = await csv().import(admin, file, { dryRun: true });
    expect(dry.lines[0]).toMatchObject({
      outcome: "update",
      changes: [
        expect.objectContaining({ field: "Weitere Namen", to: "Sansevieria, Viper's Bowstring Hemp" }),
      ],
    });
    expect((await row("snake-plant"))!.synonyms).toEqual(seeded);
    await csv().import(admin, file, { dryRun: false });
    expect((await row("snake-plant"))!.synonyms).toEqual(["Sansevieria", "Viper's Bowstring Hemp"]);
    const found = await t.services.catalog
      .localized("en")
      .query({ ...EMPTY_QUERY, q: "bowstring" }, { offset: 0, limit: 24 });
    expect(found.items.map((p) => p.name)).toEqual(["Snake Plant"]);

    // Without the column: kept. A name over 80 characters: the line is refused, nothing stored.
    await csv().import(admin, "ID;Bestand\nsnake-plant;9", { dryRun: false });
    expect((await row("snake-plant"))!.synonyms).toEqual(["Sansevieria", "Viper's Bowstring Hemp"]);
    const bad = await csv().import(admin, `ID;Weitere Namen\nsnake-plant;Sansevieria, ${"x".repeat(81)}`, {
      dryRun: true,
    });
    expect(bad.lines[0]).toMatchObject({
      outcome: "error",
      errors: [
        "Weitere Namen: Bitte trenn die Namen mit Kommas: höchstens 20 Namen mit je höchstens 80 Zeichen.",
      ],
    });
    expect(bad.counts).toMatchObject({ update: 0, error: 1 });
    await database.db.update(plants).set({ synonyms: seeded }).where(eq(plants.id, "snake-plant"));
  });

  it("refuses files it cannot read as a whole, with one German reason", async () => {
    const reason = async (text: string) => (await csv().import(admin, text, { dryRun: true })).fileError;
    expect(await reason("")).toBe("Die Datei ist leer. Die erste Zeile muss die Spaltennamen enthalten.");
    expect(await reason("Name;Farbe\nX;grün")).toMatch(/^Unbekannte Spalte „Farbe“/);
    expect(await reason("ID;Name\n")).toBe("Die Datei enthält nur die Kopfzeile und keine Pflanze.");
    const tooMany = ["ID;Bestand", ...Array.from({ length: 5001 }, () => "pothos;1")].join("\n");
    expect(await reason(tooMany)).toBe("Die Datei hat zu viele Zeilen: höchstens 5.000 Pflanzen je Import.");
  });
});
