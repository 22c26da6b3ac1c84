import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parsePlantForm } from "../../domain/catalog/admin-plant";
import { CATEGORY_WORDS } from "../../domain/catalog/plant-categories";
import { plantChanges } from "../../domain/catalog/plant-history";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import { plantImportRefusalMessages, renderedReport } from "../../domain/contracts/plant-import-messages";
import { renderRefusal } from "../../domain/text/refusal";
import { auditLog, plants } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { PLANT_MESSAGES } from "./plants";

/**
 * #34 point 6: one category vocabulary across form, CSV and shop; article number and EAN; images with
 * order, alt text and an undoable removal; a history that says what changed.
 */
const admin = { id: null, email: "inhaberin@example.de" };

const form = (over: Record<string, string> = {}) => ({
  name: "Bogenhanf Mini",
  price: "18,99",
  vatRate: "7",
  size: "small",
  lightLevel: "low",
  waterLevel: "low",
  stock: "5",
  published: "on",
  categories: "low-maintenance",
  ...Object.fromEntries(
    [
      "height",
      "potDiameter",
      "maturity",
      "weight",
      "waterTips",
      "lightTips",
      "temperatureTips",
      "humidityTips",
    ].map((k) => [k, ""]),
  ),
  ...over,
});
const input = (over: Record<string, string> = {}) => {
  const r = parsePlantForm(form(over));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};

const LABELS = {
  fields: { priceCents: "Preis", sku: "Artikelnummer", categories: "Kategorien", petFriendly: "Haustiere" },
  englishFields: {},
  sizes: {},
  levels: {},
  popularities: {},
  yes: "ja",
  no: "nein",
  empty: "(leer)",
  images: "Bilder",
  imageOrder: "Reihenfolge der Bilder",
  imageCount: (n: number) => `${n} Bilder`,
  imagePosition: (n: number) => `Bild ${n}`,
  imageAlt: (n: number) => `Alternativtext Bild ${n}`,
};

describe.each(TEST_DATABASES)("plants: vocabulary, codes, images, history (#34) on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });
  const plantAdmin = () => t.services.admin.plants;
  const csv = async (file: string, dryRun = false) =>
    renderedReport(await t.services.admin.plantCsv.import(admin, file, { dryRun }), (r) =>
      renderRefusal(plantImportRefusalMessages, "de", r),
    );
  const row = async (id: string) => (await database.db.select().from(plants).where(eq(plants.id, id)))[0]!;
  const history = async (id: string) =>
    (await t.services.admin.history("plant", id)).map((h) => ({
      action: h.action,
      changes: plantChanges(h.before, h.after, LABELS),
    }));
  const inCategory = async (category: string) =>
    (await t.services.catalog.query({ ...EMPTY_QUERY, category }, { offset: 0, limit: 100 })).items.map(
      (p) => p.id,
    );

  it("a CSV with German labels (any case) lands under the shop's category chips; „Haustierfreundlich: ja“ is „Tierfreundlich“", async () => {
    const report = await csv(
      [
        "Name;Preis;Größe;Licht;Wasser;Bestand;Kategorien;Haustierfreundlich;Veröffentlicht",
        "Kletterfeige;12,90;klein;wenig;mittel;4;PFLEGELEICHT, hängend;ja;ja",
        "Flamingoblume;21,50;mittel;mittel;mittel;3;Blühend, air-purifying;nein;ja",
      ].join("\n"),
    );
    expect(report.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    expect((await row("kletterfeige")).categories).toEqual(["pet-friendly", "low-maintenance", "hanging"]);
    expect((await row("flamingoblume")).categories).toEqual(["air-purifying", "flowering"]);
    expect(await inCategory("low-maintenance")).toContain("kletterfeige");
    expect(await inCategory("hanging")).toContain("kletterfeige");
    expect(await inCategory("pet-friendly")).toContain("kletterfeige");
    expect(await inCategory("pet-friendly")).not.toContain("flamingoblume");
    expect(await inCategory("flowering")).toContain("flamingoblume");
    // The pet flag is the one truth: a row whose array disagrees (written around the service) is shown
    // and filtered by the flag.
    await database.db
      .update(plants)
      .set({ categories: ["flowering"] })
      .where(eq(plants.id, "kletterfeige"));
    expect(await inCategory("pet-friendly")).toContain("kletterfeige");
    expect((await t.services.catalog.get("kletterfeige"))?.categories).toContain("pet-friendly");
    // The export writes the German labels back; „Tierfreundlich“ is its own column.
    const exported = await t.services.admin.plantCsv.export();
    expect(exported).toMatch(/\r\nflamingoblume;Flamingoblume;;;;21,50;7;mittel;;Luftreinigend, Blühend;/);
  });

  it("refuses unknown category words per line naming the allowed ones, and a „Tierfreundlich“ that says „nein“", async () => {
    const report = await csv(
      [
        "Name;Preis;Größe;Licht;Wasser;Bestand;Kategorien;Haustierfreundlich",
        "Zimmertanne;30;groß;viel;mittel;2;Pflegeleicht, Grünpflanze, sukkulent;nein",
        "Korbmarante;25;mittel;mittel;viel;2;Tierfreundlich;nein",
        "Katzengras;5;klein;viel;viel;9;tierfreundlich;",
      ].join("\n"),
    );
    expect(report.stored).toBe(false);
    const [first, second, third] = report.lines;
    expect(first).toMatchObject({ line: 2, outcome: "error" });
    expect(first!.outcome === "error" && first!.errors[0]).toBe(
      "Kategorien: „Grünpflanze, sukkulent“ gibt es nicht. Erlaubt sind: Beliebt, Im Trend, Luftreinigend, Tierfreundlich, Pflegeleicht, Blühend, Hängend, Gemusterte Blätter (auch als Kurzname wie „low-maintenance“, Groß-/Kleinschreibung egal; mehrere mit Komma trennen).",
    );
    expect(second).toMatchObject({ line: 3, outcome: "error" });
    expect(second!.outcome === "error" && second!.errors.join(" ")).toContain(
      "Kategorien nennt „Tierfreundlich“, aber Haustierfreundlich sagt „nein“",
    );
    // An empty Haustierfreundlich is „nein“ as well: refused, never decided for the merchant.
    expect(third).toMatchObject({ line: 4, outcome: "error" });
  });

  it("article number and EAN: saved from the form, listed, exported; a duplicate is refused naming the plant", async () => {
    const a = await plantAdmin().create(admin, input({ sku: " bw-0042 ", gtin: "4006381333931" }));
    expect(a).toMatchObject({ ok: true, id: "bogenhanf-mini" });
    expect(await row("bogenhanf-mini")).toMatchObject({ sku: "BW-0042", gtin: "4006381333931" });
    expect((await plantAdmin().list("BW-0042")).rows).toEqual([
      expect.objectContaining({ id: "bogenhanf-mini", sku: "BW-0042", gtin: "4006381333931" }),
    ]);
    expect((await plantAdmin().list("4006381333931")).rows.map((r) => r.id)).toEqual(["bogenhanf-mini"]);
    const dup = await plantAdmin().create(admin, input({ name: "Andere", sku: "BW-0042" }));
    expect(dup).toEqual({
      ok: false,
      status: 409,
      error: "sku_taken",
      params: { sku: "BW-0042", plant: "Bogenhanf Mini" },
    });
    const pothos = (await plantAdmin().get("pothos"))!;
    const taken = await plantAdmin().update(
      admin,
      "pothos",
      { version: pothos.version, stock: pothos.stock },
      input({ name: "Efeutute", gtin: "4006381333931" }),
    );
    expect(taken).toMatchObject({ status: 409, error: "gtin_taken", params: { plant: "Bogenhanf Mini" } });
    expect((await row("pothos")).gtin).toBeNull();
    // Its own numbers again are no conflict.
    const mine = (await plantAdmin().get("bogenhanf-mini"))!;
    expect(
      await plantAdmin().update(
        admin,
        mine.id,
        { version: mine.version, stock: mine.stock },
        input({ sku: "BW-0042", gtin: "4006381333931", price: "19,49" }),
      ),
    ).toMatchObject({ ok: true });
    // The CSV: a duplicate in the file and one another plant has are refused per line.
    const report = await csv(
      [
        "ID;Artikelnummer;EAN",
        "pothos;BW-0042;",
        "snake-plant;BW-7;",
        "zz-plant;bw-7;",
        "monstera-deliciosa;;4006381333932",
      ].join("\n"),
    );
    expect(report.stored).toBe(false);
    const errors = report.lines.map((l) => (l.outcome === "error" ? l.errors.join(" ") : l.outcome));
    expect(errors).toEqual([
      "Artikelnummer: „BW-0042“ hat schon „Bogenhanf Mini“. Jede Artikelnummer gibt es nur einmal.",
      "update",
      "Artikelnummer: „BW-7“ steht schon in Zeile 3.",
      "EAN: Die Prüfziffer (letzte Ziffer) stimmt nicht. Bitte prüfe die Nummer auf Tippfehler.",
    ]);
    const ok = await csv(["ID;Artikelnummer;EAN", "snake-plant;BW-7;4000000000006"].join("\n"));
    expect(ok.stored).toBe(true);
    expect(await row("snake-plant")).toMatchObject({ sku: "BW-7", gtin: "4000000000006" });
    const exported = await t.services.admin.plantCsv.export();
    expect(exported).toMatch(/\r\nsnake-plant;Bogenhanf;BW-7;4000000000006;/);
  });

  it("the history says field, old and new value, for form saves and CSV imports", async () => {
    const plant = (await plantAdmin().get("bogenhanf-mini"))!;
    // The price change of the test before: 18,99 → 19,49.
    expect((await history("bogenhanf-mini"))[0]).toEqual({
      action: "plant.update",
      changes: [{ field: "Preis", from: "18,99\u00a0€", to: "19,49\u00a0€" }],
    });
    await csv(
      ["ID;Preis;Kategorien;Haustierfreundlich", `${plant.id};20;Pflegeleicht, Hängend;ja`].join("\n"),
    );
    expect((await history("bogenhanf-mini"))[0]).toEqual({
      action: "plant.import",
      changes: [
        { field: "Preis", from: "19,49\u00a0€", to: "20,00\u00a0€" },
        { field: "Kategorien", from: "Pflegeleicht", to: "Tierfreundlich, Pflegeleicht, Hängend" },
        { field: "Haustiere", from: "nein", to: "ja" },
      ],
    });
  });

  it("images: reorder, alt text on the storefront, removal undone at its place; foreign URLs are refused", async () => {
    const images = ["/plants/a.svg", "/plants/b.svg", "/plants/c.svg"];
    await database.db.update(plants).set({ images }).where(eq(plants.id, "bogenhanf-mini"));
    const moved = await plantAdmin().moveImage(admin, "bogenhanf-mini", "/plants/b.svg", "up");
    expect(moved).toEqual({ ok: true, id: "bogenhanf-mini", message: PLANT_MESSAGES.imageMoved });
    expect((await row("bogenhanf-mini")).images).toEqual(["/plants/b.svg", "/plants/a.svg", "/plants/c.svg"]);
    expect((await history("bogenhanf-mini"))[0]).toEqual({
      action: "plant.image.move",
      changes: [{ field: "Reihenfolge der Bilder", from: "Bild 2", to: "Bild 1" }],
    });
    // The first stays first when moved „up“: nothing changes, nothing is logged.
    await plantAdmin().moveImage(admin, "bogenhanf-mini", "/plants/b.svg", "up");
    expect((await history("bogenhanf-mini"))[0]!.action).toBe("plant.image.move");
    expect((await t.services.catalog.get("bogenhanf-mini"))?.imageUrl).toBe("/plants/b.svg");

    expect(
      await plantAdmin().setImageAlt(admin, "bogenhanf-mini", "/plants/a.svg", " Bogenhanf im Flur "),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await plantAdmin().setImageAlt(admin, "bogenhanf-mini", "/plants/a.svg", "Zeile\nzwei"),
    ).toMatchObject({
      status: 422,
      error: "image_alt_invalid",
    });
    expect(await plantAdmin().setImageAlt(admin, "bogenhanf-mini", "/elsewhere.png", "x")).toMatchObject({
      error: "unknown_image",
    });
    expect((await history("bogenhanf-mini"))[0]).toEqual({
      action: "plant.image.alt",
      changes: [{ field: "Alternativtext Bild 2", from: "(leer)", to: "Bogenhanf im Flur" }],
    });
    // German pages take the alt text; images without one and English pages say the name.
    expect((await t.services.catalog.get("bogenhanf-mini"))?.imageAlts).toEqual([
      "",
      "Bogenhanf im Flur",
      "",
    ]);
    expect((await t.services.catalog.localized("en").get("bogenhanf-mini"))?.imageAlts).toBeUndefined();

    expect(await plantAdmin().removeImage(admin, "bogenhanf-mini", "/plants/a.svg")).toMatchObject({
      ok: true,
    });
    expect((await row("bogenhanf-mini")).images).toEqual(["/plants/b.svg", "/plants/c.svg"]);
    // Undo: back at its place, with its alt text.
    expect(await plantAdmin().restoreImage(admin, "bogenhanf-mini", "/plants/a.svg")).toEqual({
      ok: true,
      id: "bogenhanf-mini",
      message: PLANT_MESSAGES.imageRestored,
    });
    expect((await row("bogenhanf-mini")).images).toEqual(["/plants/b.svg", "/plants/a.svg", "/plants/c.svg"]);
    expect((await row("bogenhanf-mini")).imageAlts).toEqual({ "/plants/a.svg": "Bogenhanf im Flur" });
    // Twice, or an image this plant never had: refused, nothing changes.
    for (const url of ["/plants/a.svg", "https://evil.example/x.png", "/plants/monstera-deliciosa.svg"])
      expect(await plantAdmin().restoreImage(admin, "bogenhanf-mini", url)).toMatchObject({
        status: 422,
        error: "image_not_restorable",
      });
    expect((await row("bogenhanf-mini")).images).toHaveLength(3);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, "bogenhanf-mini"), eq(auditLog.action, "plant.image.restore")));
    expect(entries).toHaveLength(1);
  });

  it("migration 0017 maps stored words to slugs, drops unknown ones, and follows the pet flag", async () => {
    const sqlText = await readFile(
      path.resolve(import.meta.dirname, "../db/migrations/0017_plant_vocabulary.sql"),
      "utf8",
    );
    // Every word the vocabulary reads is in the migration's table (domain/catalog/plant-categories.ts).
    for (const [word, slug] of CATEGORY_WORDS) expect(sqlText).toContain(`('${word}', '${slug}', `);
    const update = sqlText.slice(sqlText.indexOf('UPDATE "plants"'));
    await database.db.insert(plants).values([
      {
        id: "alt-pflanze",
        name: "Alte Pflanze",
        priceCents: 100,
        petFriendly: true,
        categories: ["hängepflanze", "pflegeleicht", "grünpflanze", "Gemusterte-Blätter"],
      },
      {
        id: "alt-giftig",
        name: "Alte giftige Pflanze",
        priceCents: 100,
        petFriendly: false,
        categories: ["pet-friendly", "im-trend", "Beliebt"],
      },
    ]);
    await database.db.execute(sql.raw(update));
    expect((await row("alt-pflanze")).categories).toEqual([
      "pet-friendly",
      "low-maintenance",
      "hanging",
      "patterned-leaves",
    ]);
    expect((await row("alt-giftig")).categories).toEqual(["popular", "trending"]);
    // Plants already in slugs stay as they are.
    expect((await row("pothos")).categories).toEqual(["air-purifying", "low-maintenance", "hanging"]);
  });
});
