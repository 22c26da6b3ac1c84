import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { parsePlantForm } from "../../domain/catalog/admin-plant";
import { plantFormFields } from "../../domain/catalog/plant-csv";
import {
  type AdminPlantRefusals,
  adminPlantRefusalMessages,
} from "../../domain/contracts/admin-plant-messages";
import { plantImportRefusalMessages, renderedReport } from "../../domain/contracts/plant-import-messages";
import { type Refusal, renderRefusal } from "../../domain/text/refusal";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { plants, stockJournal } from "../db/schema";
import { createServices, type Services } from "../services";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

const admin = { id: null, email: "inhaberin@example.de" };

/** #34: a CSV or form read before a sale must not put the sold units back. */
describe.each(TEST_DATABASES)("stock that cannot go stale on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    services = createServices(loadConfig({ ORDER_RATE_LIMIT_MAX: "100000" }), database);
    app = createApp({ services });
  });
  const buy = async (id: string, quantity: number) => {
    const res = await app.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        items: [{ id, quantity }],
        shipping: { firstName: "Lena", lastName: "Lager", email: "lena@example.de", ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()).order.id as string;
  };
  const stockOf = async (id: string) =>
    (await database.db.select({ s: plants.stock }).from(plants).where(eq(plants.id, id)))[0]!.s;
  const journal = (id: string) =>
    database.db
      .select({
        delta: stockJournal.delta,
        stockAfter: stockJournal.stockAfter,
        reason: stockJournal.reason,
        orderId: stockJournal.orderId,
        actorEmail: stockJournal.actorEmail,
      })
      .from(stockJournal)
      .where(eq(stockJournal.plantId, id))
      .orderBy(asc(stockJournal.at), asc(stockJournal.id));
  const importCsv = async (file: string, dryRun: boolean) =>
    renderedReport(await services.admin.plantCsv.import(admin, file, { dryRun }), (r) =>
      renderRefusal(plantImportRefusalMessages, "de", r),
    );
  /** The export's line of a plant, as a spreadsheet saves it, with its "Bestand" cell set to `stock`. */
  const withStock = (exported: string, id: string, stock: number) => {
    const [head, ...rows] = Papa.parse<string[]>(exported.replace(/^\uFEFF/, "").trim()).data;
    const row = rows.find((r) => r[0] === id)!;
    row[head!.indexOf("Bestand")] = String(stock);
    return Papa.unparse([head!, row], { delimiter: ";" });
  };

  it("export 4 → a customer buys 2 → the old file is refused, stock stays 2; a fresh export imports", async () => {
    await database.db.update(plants).set({ stock: 4 }).where(eq(plants.id, "pothos"));
    const old = await services.admin.plantCsv.export();
    const orderId = await buy("pothos", 2);
    expect(await stockOf("pothos")).toBe(2);

    // The old file as exported: "Bestand" untouched, so the shop's 2 stays and nothing changes.
    const untouched = await importCsv(old, false);
    expect(untouched.counts.update).toBe(0);
    expect(await stockOf("pothos")).toBe(2);

    // The old file with a new count: refused in the dry run and the real run, naming all three values.
    const stale = withStock(old, "pothos", 6);
    for (const dryRun of [true, false]) {
      const report = await importCsv(stale, dryRun);
      expect(report.stored).toBe(false);
      expect(report.lines[0]).toMatchObject({
        id: "pothos",
        outcome: "error",
        errors: [
          "Bestand: beim Export 4, inzwischen 2 (Bestellungen oder Änderungen seitdem), in der Datei 6. Nicht übernommen – bitte exportiere neu und trage den Bestand dort ein.",
        ],
      });
    }
    expect(await stockOf("pothos")).toBe(2);

    // A fresh export carries 2 as its base: the dry run shows old → new, the import takes it.
    const fresh = withStock(await services.admin.plantCsv.export(), "pothos", 10);
    const dry = await importCsv(fresh, true);
    expect(dry.lines[0]).toMatchObject({
      outcome: "update",
      changes: [{ field: "Bestand", from: "2", to: "10" }],
    });
    expect((await importCsv(fresh, false)).stored).toBe(true);
    expect(await stockOf("pothos")).toBe(10);

    // Journaled: the sale with its order, the import with who did it.
    expect(await journal("pothos")).toEqual([
      { delta: -2, stockAfter: 2, reason: "sale", orderId, actorEmail: null },
      { delta: 8, stockAfter: 10, reason: "import", orderId: null, actorEmail: admin.email },
    ]);

    // The cancellation puts the 2 back and says so.
    expect((await services.orders.cancel(orderId)).ok).toBe(true);
    expect(await stockOf("pothos")).toBe(12);
    expect((await journal("pothos")).at(-1)).toEqual({
      delta: 2,
      stockAfter: 12,
      reason: "cancellation",
      orderId,
      actorEmail: null,
    });

    // What the plant page shows (#34): newest first, the order's number where there is one.
    const number = (await services.orders.get(orderId))?.number;
    expect(number).toBeTruthy();
    const shown = await services.admin.stockJournal("pothos");
    expect(
      shown.map(({ delta, reason, orderNumber, actorEmail, stockAfter }) => [
        delta,
        reason,
        orderNumber,
        actorEmail,
        stockAfter,
      ]),
    ).toEqual([
      [2, "cancellation", number, null, 12],
      [8, "import", null, admin.email, 10],
      [-2, "sale", number, null, 2],
    ]);
    expect(await services.admin.stockJournal("no-such-plant")).toEqual([]);
  });

  it("a file without „Bestand (exportiert)“ is a stocktake: its count is taken as it is", async () => {
    await database.db.update(plants).set({ stock: 3 }).where(eq(plants.id, "zz-plant"));
    const report = await importCsv("ID;Bestand\nzz-plant;7", false);
    expect(report.lines[0]).toMatchObject({ changes: [{ field: "Bestand", from: "3", to: "7" }] });
    expect(await stockOf("zz-plant")).toBe(7);
    // A base that is no number is refused in German.
    const bad = await importCsv("ID;Bestand;Bestand (exportiert)\nzz-plant;7;viele", true);
    expect(bad.lines[0]).toMatchObject({ outcome: "error" });
  });

  it("the plant form: a stock changed over a sale is refused with 409; untouched, the sale stays", async () => {
    await database.db.update(plants).set({ stock: 4 }).where(eq(plants.id, "snake-plant"));
    const shown = (await services.admin.plants.get("snake-plant"))!;
    const read = { version: shown.version, stock: shown.stock };
    /** The form as the browser posts it, with the fields changed by `over`. */
    const form = (over: Record<string, string>) => {
      const parsed = parsePlantForm({ ...plantFormFields(shown), ...over });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
      return parsed.value;
    };
    await buy("snake-plant", 2);

    const refused = await services.admin.plants.update(admin, "snake-plant", read, form({ stock: "6" }));
    expect(refused).toEqual({
      ok: false,
      status: 409,
      error: "stock_changed",
      params: { shown: 4, now: 2, wanted: 6 },
    });
    expect(renderRefusal(adminPlantRefusalMessages, "de", refused as Refusal<AdminPlantRefusals>)).toBe(
      "Der Bestand hat sich geändert, während das Formular offen war: angezeigt 4, jetzt 2 (z. B. durch Bestellungen). Deine 6 wurde nicht gespeichert, nichts anderes auch. Bitte prüfe den Bestand und speichere erneut.",
    );
    expect(await stockOf("snake-plant")).toBe(2);

    // The same old form with its stock field untouched saves the name and keeps the shop's 2.
    const saved = await services.admin.plants.update(
      admin,
      "snake-plant",
      read,
      form({ stock: "4", description: "Neu beschrieben." }),
    );
    expect(saved.ok).toBe(true);
    expect(await stockOf("snake-plant")).toBe(2);

    // A form shown after the sale sets the stock, journaled as a correction by its staff member, with
    // its reason (#50 §6): without one nothing is saved.
    const now = (await services.admin.plants.get("snake-plant"))!;
    const fresh = { version: now.version, stock: now.stock };
    const changed = form({ stock: "5", description: "Neu beschrieben." });
    const noReason = await services.admin.plants.update(admin, "snake-plant", fresh, changed);
    expect(noReason).toEqual({ ok: false, status: 422, error: "stock_reason_required" });
    expect(renderRefusal(adminPlantRefusalMessages, "de", noReason as Refusal<AdminPlantRefusals>)).toBe(
      "Bitte wähle einen Grund für die Bestandsänderung (z. B. Inventur, vertrocknet, beschädigt).",
    );
    const otherWithoutWords = await services.admin.plants.update(admin, "snake-plant", fresh, changed, {
      reason: "other",
      note: " ",
    });
    expect(otherWithoutWords).toMatchObject({ ok: false, status: 422, error: "stock_note_required" });
    expect(await stockOf("snake-plant")).toBe(2);
    const corrected = await services.admin.plants.update(admin, "snake-plant", fresh, changed, {
      reason: "stocktake",
      note: "",
    });
    expect(corrected.ok).toBe(true);
    expect(await stockOf("snake-plant")).toBe(5);
    expect((await journal("snake-plant")).at(-1)).toEqual({
      delta: 3,
      stockAfter: 5,
      reason: "correction",
      orderId: null,
      actorEmail: admin.email,
    });
    expect((await services.admin.stockJournal("snake-plant"))[0]).toMatchObject({
      delta: 3,
      correctionReason: "stocktake",
      note: null,
    });
    // Two dried up: „vertrocknet“ with the staff's words, as the journal shows it.
    const later = (await services.admin.plants.get("snake-plant"))!;
    const dried = await services.admin.plants.update(
      admin,
      "snake-plant",
      { version: later.version, stock: later.stock },
      form({ stock: "3", description: "Neu beschrieben." }),
      { reason: "dried", note: "Heizung im Lager ausgefallen" },
    );
    expect(dried.ok).toBe(true);
    const [shownEntry] = await services.admin.stockJournal("snake-plant");
    expect(shownEntry).toMatchObject({
      delta: -2,
      reason: "correction",
      correctionReason: "dried",
      note: "Heizung im Lager ausgefallen",
    });
    // A save that leaves the stock as it is asks for no reason.
    const textOnly = (await services.admin.plants.get("snake-plant"))!;
    const saved2 = await services.admin.plants.update(
      admin,
      "snake-plant",
      { version: textOnly.version, stock: textOnly.stock },
      form({ stock: "3", description: "Noch einmal neu." }),
    );
    expect(saved2.ok).toBe(true);
  });
});
