import { readdir } from "node:fs/promises";
import path from "node:path";
import { and, count, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { englishTexts, parsePlantForm as parseKeyed, plantSlug } from "../../domain/catalog/admin-plant";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import { PLANT_FORM_MESSAGES, renderPlantFormErrors } from "../../domain/contracts/admin-plant-messages";
import { unprintableMessage } from "../../domain/text/printable";
import { TEXT_RULE_MESSAGES } from "../../domain/text/text-rules";
import { generatedPlant, generatePlants } from "../db/generate-plants";
import { auditLog, plants, users } from "../db/schema";
import { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { ADMIN_LIST_PAGE_SIZE } from "./paging";
import { MAX_IMAGE_BYTES } from "./plant-images";
import { PLANT_MESSAGES } from "./plants";

/** The plant form's stock reason (#50 §6): these tests change the stock as a by-product of other fields. */
const STOCKTAKE = { reason: "stocktake" };
const admin = { id: null, email: "inhaberin@example.de" };

/** A complete form as the browser posts it. */
const form = (over: Record<string, string> = {}) => ({
  name: "Grünlilie Größe L",
  botanicalName: "Chlorophytum comosum",
  price: "24,90",
  vatRate: "7",
  size: "medium",
  categories: "Pflegeleicht, Hängepflanze",
  lightLevel: "medium",
  waterLevel: "low",
  petFriendly: "on",
  popularity: "new",
  description: "Robust und dankbar.",
  height: "40 cm",
  potDiameter: "14 cm",
  maturity: "60 cm",
  weight: "1,2 kg",
  waterTips: "Mäßig gießen.",
  lightTips: "Hell, keine pralle Sonne.",
  temperatureTips: "18–24 °C",
  humidityTips: "Normal.",
  stock: "12",
  published: "on",
  ...over,
});
/** The form as the page shows its answer: the field errors (keys, #30) in German. */
const parsePlantForm = (form: Record<string, unknown>) => {
  const r = parseKeyed(form);
  return r.ok ? r : { ok: false as const, errors: renderPlantFormErrors(r.errors, "de") };
};
const input = (over: Record<string, string> = {}) => {
  const r = parsePlantForm(form(over));
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};

/** A photo-like JPEG of the given size carrying EXIF (camera make and GPS-ish comment). */
const jpegWithExif = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "Blattwerk-Kamera", ImageDescription: "Geheimer Ort" } })
    .toBuffer();

describe("plant form (domain/catalog/admin-plant.ts)", () => {
  it("reads German prices, categories and checkboxes", () => {
    const v = input({ price: "1.299,50" });
    expect(v).toMatchObject({
      price: 129950,
      // German labels and aliases read as the vocabulary's slugs; „Tierfreundlich“ from the pet flag (#34).
      categories: ["pet-friendly", "low-maintenance", "hanging"],
      petFriendly: true,
      published: true,
      stock: 12,
      popularity: "new",
    });
    expect(input({ petFriendly: "", published: "", popularity: "" })).toMatchObject({
      petFriendly: false,
      published: false,
      popularity: null,
    });
  });

  it("answers each bad field in German", () => {
    const r = parsePlantForm(form({ name: " ", price: "zwölf", stock: "-1", lightLevel: "grell" }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.name).toBe(PLANT_FORM_MESSAGES.name);
    expect(r.errors.price).toBe(PLANT_FORM_MESSAGES.price);
    expect(r.errors.stock).toBe(PLANT_FORM_MESSAGES.stock);
    expect(r.errors.lightLevel).toBe(PLANT_FORM_MESSAGES.level);
    const long = parsePlantForm(form({ height: "x".repeat(61) }));
    expect(long.ok ? null : long.errors.height).toBe(PLANT_FORM_MESSAGES.tooLong(60));
  });

  it("answers keys (#30), which the page renders", () => {
    const r = parseKeyed(form({ price: "zwölf", height: "x".repeat(61) }));
    expect(r).toEqual({ ok: false, errors: { price: "plantForm.price", height: "plantForm.tooLong [60]" } });
    expect(r.ok ? null : renderPlantFormErrors(r.errors, "en")).toEqual({
      price: "Please enter a price in euros, e.g. 24.90.",
      height: "At most 60 characters.",
    });
  });

  it("holds back-office texts to the one text rule; the name is printed on invoices (#29)", () => {
    const errors = (over: Record<string, string>) => {
      const r = parsePlantForm(form(over));
      return r.ok ? null : r.errors;
    };
    expect(errors({ name: "Monstera\r\nX" })?.name).toBe(TEXT_RULE_MESSAGES.lineBreak);
    expect(errors({ name: "Monstera \u202eyrd" })?.name).toBe(TEXT_RULE_MESSAGES.bidi);
    expect(errors({ name: "\u200b" })?.name).toBe(TEXT_RULE_MESSAGES.invisible);
    expect(errors({ name: "Monstera 🌿" })?.name).toBe(unprintableMessage("🌿"));
    expect(errors({ height: "40\tcm" })?.height).toBe(TEXT_RULE_MESSAGES.lineBreak);
    expect(errors({ description: "Schön\u001b[2J" })?.description).toBe(TEXT_RULE_MESSAGES.control);
    // Descriptions and tips keep their paragraphs.
    expect(input({ description: "Erster Absatz.\r\n\r\nZweiter." }).description).toBe(
      "Erster Absatz.\n\nZweiter.",
    );
  });

  it("takes the English texts as optional fields with the German limits (#19)", () => {
    expect(englishTexts(input())).toEqual({});
    const v = input({ descriptionEn: "  Sturdy and grateful. ", waterTipsEn: "", heightEn: "40 cm" });
    expect(englishTexts(v)).toEqual({ description: "Sturdy and grateful.", height: "40 cm" });
    const r = parsePlantForm(
      form({ descriptionEn: "x".repeat(5001), heightEn: "x".repeat(61), humidityTipsEn: "x".repeat(1001) }),
    );
    expect(r.ok ? null : r.errors).toEqual({
      descriptionEn: PLANT_FORM_MESSAGES.tooLong(5000),
      heightEn: PLANT_FORM_MESSAGES.tooLong(60),
      humidityTipsEn: PLANT_FORM_MESSAGES.tooLong(1000),
    });
    expect(parsePlantForm(form({ descriptionEn: "x".repeat(5000) })).ok).toBe(true);
  });

  it("takes the English name as an optional field under the German name's rule (#32)", () => {
    expect(input().nameEn).toBeNull();
    expect(input({ nameEn: "  Spider Plant " }).nameEn).toBe("Spider Plant");
    expect(input({ nameEn: "" }).nameEn).toBeNull();
    const errors = (over: Record<string, string>) => {
      const r = parsePlantForm(form(over));
      return r.ok ? null : r.errors;
    };
    expect(errors({ nameEn: "x".repeat(121) })).toEqual({ nameEn: PLANT_FORM_MESSAGES.tooLong(120) });
    expect(errors({ nameEn: "Spider\nPlant" })?.nameEn).toBe(TEXT_RULE_MESSAGES.lineBreak);
    expect(errors({ nameEn: "Spider\u202ePlant" })?.nameEn).toBe(TEXT_RULE_MESSAGES.bidi);
    expect(errors({ nameEn: "\u200b\u200b" })?.nameEn).toBe(TEXT_RULE_MESSAGES.invisible);
    expect(errors({ nameEn: "Plant 🌱" })?.nameEn).toBe(unprintableMessage("Plant 🌱"));
  });

  it("takes the VAT rate 7 or 19 and refuses anything else in German (#27)", () => {
    expect(input().vatRate).toBe(7);
    expect(input({ vatRate: "19" }).vatRate).toBe(19);
    for (const bad of ["16", "0", "19 %", "0,19", "", "sieben"]) {
      const r = parsePlantForm(form({ vatRate: bad }));
      expect(r.ok ? null : r.errors).toEqual({ vatRate: PLANT_FORM_MESSAGES.vatRate });
    }
    const { vatRate: _, ...without } = form();
    const r = parsePlantForm(without);
    expect(r.ok ? null : r.errors).toEqual({ vatRate: PLANT_FORM_MESSAGES.vatRate });
    expect(PLANT_FORM_MESSAGES.vatRate).toBe(
      "Bitte wähle den Steuersatz: 7 % (lebende Pflanzen) oder 19 % (Töpfe, Dünger, Zubehör).",
    );
  });

  it("makes ASCII slugs with umlauts transliterated", () => {
    expect(plantSlug("Grünlilie Größe L")).toBe("gruenlilie-groesse-l");
    expect(plantSlug("Ficus «Ölbaum» – ÄÖÜ ß é")).toBe("ficus-oelbaum-aeoeue-ss-e");
    expect(plantSlug("!!!")).toBe("pflanze");
  });
});

describe.each(TEST_DATABASES)("back-office plants on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });
  const plantAdmin = () => t.services.admin.plants;
  const auditOf = (id: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "plant"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.createdAt);
  const uploads = async (id: string) => {
    try {
      return await readdir(path.join(plantAdmin().uploadsDir, "plants", id));
    } catch {
      return [];
    }
  };

  it("creates with a unique slug, an audit entry, and clears the page cache", async () => {
    const announced: string[] = [];
    const stop = t.services.publicChanges.subscribe((w) => announced.push(w));
    const a = await plantAdmin().create(admin, input());
    const b = await plantAdmin().create(admin, input());
    stop();
    expect(a).toMatchObject({ ok: true, id: "gruenlilie-groesse-l" });
    expect(b).toMatchObject({ ok: true, id: "gruenlilie-groesse-l-2" });
    expect(announced).toEqual(["plant", "plant"]);
    const [entry] = await auditOf("gruenlilie-groesse-l");
    expect(entry).toMatchObject({ action: "plant.create", actorEmail: admin.email, before: null });
    expect(entry!.after).toMatchObject({ name: "Grünlilie Größe L", priceCents: 2490, stock: 12 });
    // On the storefront at once: the catalogue finds and shows it.
    const plant = await t.services.catalog.get("gruenlilie-groesse-l");
    expect(plant).toMatchObject({ priceCents: 2490, botanicalName: "Chlorophytum comosum", size: "medium" });
  });

  it("a 19 % product: stored, audited, in the list and in the catalogue; the rate can change (#27)", async () => {
    const r = await plantAdmin().create(admin, input({ name: "Übertopf Terrakotta", vatRate: "19" }));
    expect(r).toMatchObject({ ok: true, id: "uebertopf-terrakotta" });
    const [row] = await database.db.select().from(plants).where(eq(plants.id, "uebertopf-terrakotta"));
    expect(row!.vatRate).toBe(19);
    expect((await auditOf("uebertopf-terrakotta"))[0]!.after).toMatchObject({ vatRate: 19 });
    expect((await plantAdmin().list("Übertopf")).rows[0]).toMatchObject({ vatRate: 19 });
    expect((await t.services.catalog.get("uebertopf-terrakotta"))?.vatRate).toBe(19);
    // Seeded plants are live plants: 7 %.
    expect((await plantAdmin().list("Monstera")).rows[0]).toMatchObject({ vatRate: 7 });
    const pot = (await plantAdmin().get("uebertopf-terrakotta"))!;
    const back = await plantAdmin().update(
      admin,
      pot.id,
      { version: pot.version, stock: pot.stock },
      input({ name: "Übertopf Terrakotta", vatRate: "7" }),
      STOCKTAKE,
    );
    expect(back.ok).toBe(true);
    expect((await t.services.catalog.get("uebertopf-terrakotta"))?.vatRate).toBe(7);
    const entries = await auditOf("uebertopf-terrakotta");
    expect(entries[entries.length - 1]).toMatchObject({ before: { vatRate: 19 }, after: { vatRate: 7 } });
  });

  it("two creates of one name at once get two slugs", async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => plantAdmin().create(admin, input({ name: "Kentia Palme" }))),
    );
    expect(results.map((r) => (r.ok ? r.id : r.error)).sort()).toEqual([
      "kentia-palme",
      "kentia-palme-2",
      "kentia-palme-3",
    ]);
  });

  it("updates with before/after in the audit; the id stays; a stale form gets 409 and writes nothing", async () => {
    const plant = (await plantAdmin().get("monstera-deliciosa"))!;
    const r = await plantAdmin().update(
      admin,
      plant.id,
      { version: plant.version, stock: plant.stock },
      input({ name: "Monstera XL", price: "39" }),
      STOCKTAKE,
    );
    expect(r).toEqual({ ok: true, id: "monstera-deliciosa", message: PLANT_MESSAGES.saved });
    expect(await t.services.catalog.get("monstera-deliciosa")).toMatchObject({
      name: "Monstera XL",
      priceCents: 3900,
    });
    const entries = await auditOf("monstera-deliciosa");
    const last = entries[entries.length - 1]!;
    expect(last.action).toBe("plant.update");
    expect(last.before).toMatchObject({ name: plant.name, priceCents: plant.priceCents });
    expect(last.after).toMatchObject({ name: "Monstera XL", priceCents: 3900 });
    // The second person still holds the old version.
    const stale = await plantAdmin().update(
      admin,
      plant.id,
      { version: plant.version, stock: plant.stock },
      input({ price: "1" }),
      STOCKTAKE,
    );
    expect(stale).toEqual({ ok: false, status: 409, error: "plant_changed" });
    expect((await auditOf("monstera-deliciosa")).length).toBe(entries.length);
    expect((await t.services.catalog.get("monstera-deliciosa"))?.priceCents).toBe(3900);
    expect(
      await plantAdmin().update(admin, "gibt-es-nicht", { version: "x", stock: 0 }, input(), STOCKTAKE),
    ).toMatchObject({ status: 404 });
  });

  it("a plant cannot take a size it is offered in already; its sizes are not listed apart, their SKU finds it (#43 §1)", async () => {
    const plant = (await plantAdmin().get("snake-plant"))!;
    const refused = await plantAdmin().update(
      admin,
      plant.id,
      { version: plant.version, stock: plant.stock },
      input({ name: plant.name, size: "large" }),
    );
    expect(refused).toMatchObject({ ok: false, status: 409, error: "size_taken", params: { size: "Groß" } });
    expect((await plantAdmin().get("snake-plant"))!.size).toBe("medium");
    const size = (await plantAdmin().get("snake-plant-gross"))!;
    expect(
      await plantAdmin().update(
        admin,
        size.id,
        { version: size.version, stock: size.stock },
        input({ name: size.name }),
      ),
    ).toMatchObject({ ok: false, status: 422, error: "size_row" });
    const listed = await plantAdmin().list("Bogenhanf");
    expect(listed.rows.map((r) => r.id)).toEqual(["snake-plant"]);
    await database.db.update(plants).set({ sku: "BH-L-90" }).where(eq(plants.id, "snake-plant-gross"));
    expect((await plantAdmin().list("BH-L")).rows.map((r) => r.id)).toEqual(["snake-plant"]);
  });

  it("unpublishing hides the plant from the catalogue; the back-office list still has it", async () => {
    const plant = (await plantAdmin().get("snake-plant"))!;
    await plantAdmin().update(
      admin,
      plant.id,
      { version: plant.version, stock: plant.stock },
      input({ name: plant.name, published: "" }),
      STOCKTAKE,
    );
    expect(await t.services.catalog.get("snake-plant")).toBeNull();
    const page = await t.services.catalog.query({ ...EMPTY_QUERY, q: plant.name }, { offset: 0, limit: 50 });
    expect(page.items.map((p) => p.id)).not.toContain("snake-plant");
    const listed = await plantAdmin().list(plant.name);
    expect(listed.rows.find((p) => p.id === "snake-plant")).toMatchObject({ published: false });
  });

  it("saves English texts with an audit entry; English pages show them, the list names plants without", async () => {
    const plant = (await plantAdmin().get("peace-lily"))!;
    expect(plant.textsEn?.description).toBeTruthy();
    const r = await plantAdmin().update(
      admin,
      plant.id,
      { version: plant.version, stock: plant.stock },
      input({
        name: plant.name,
        descriptionEn: "Edited in the back office.",
        lightTipsEn: "Bright, no sun.",
      }),
      STOCKTAKE,
    );
    expect(r.ok).toBe(true);
    const en = await t.services.catalog.localized("en").get("peace-lily");
    expect(en).toMatchObject({ description: "Edited in the back office.", lightTips: "Bright, no sun." });
    // The form's German tips have no English now: shown German and marked.
    expect(en?.waterTips).toBe("Mäßig gießen.");
    expect(en?.untranslated).toEqual(expect.arrayContaining(["waterTips", "humidityTips"]));
    expect(en?.untranslated).not.toContain("description");
    expect((await t.services.catalog.get("peace-lily"))?.description).toBe("Robust und dankbar.");
    const entries = await auditOf("peace-lily");
    expect(entries[entries.length - 1]!.after).toMatchObject({
      textsEn: { description: "Edited in the back office.", lightTips: "Bright, no sun." },
    });
    expect(
      (await plantAdmin().list(plant.name)).rows.find((p) => p.id === "peace-lily")?.missingEnglish,
    ).toBe(false);
    // Emptied: no English at all, and the back-office list says so.
    const now = (await plantAdmin().get("peace-lily"))!;
    await plantAdmin().update(
      admin,
      now.id,
      { version: now.version, stock: now.stock },
      input({ name: now.name }),
      STOCKTAKE,
    );
    expect((await plantAdmin().get("peace-lily"))?.textsEn).toEqual({});
    expect(
      (await plantAdmin().list(plant.name)).rows.find((p) => p.id === "peace-lily")?.missingEnglish,
    ).toBe(true);
    expect((await t.services.catalog.localized("en").get("peace-lily"))?.description).toBe(
      "Robust und dankbar.",
    );
  });

  it("saves the English name with an audit entry: English pages show it, both languages and the list find it (#32)", async () => {
    const plant = (await plantAdmin().get("spider-plant"))!;
    expect(plant.nameEn).toBe("Spider Plant");
    const r = await plantAdmin().update(
      admin,
      plant.id,
      { version: plant.version, stock: plant.stock },
      input({ name: plant.name, nameEn: "Airplane Plant" }),
      STOCKTAKE,
    );
    expect(r.ok).toBe(true);
    const en = t.services.catalog.localized("en");
    expect((await en.get("spider-plant"))?.name).toBe("Airplane Plant");
    expect((await t.services.catalog.get("spider-plant"))?.name).toBe(plant.name);
    const found = async (c: typeof en, q: string) =>
      (await c.query({ ...EMPTY_QUERY, q }, { offset: 0, limit: 5 })).items.map((p) => p.id);
    expect(await found(en, "airplane")).toEqual(["spider-plant"]);
    expect(await found(t.services.catalog, "airplane")).toEqual(["spider-plant"]);
    expect((await plantAdmin().list("airplane")).rows.map((p) => p.id)).toEqual(["spider-plant"]);
    const entries = await auditOf("spider-plant");
    expect(entries[entries.length - 1]).toMatchObject({
      before: expect.objectContaining({ nameEn: "Spider Plant" }),
      after: expect.objectContaining({ nameEn: "Airplane Plant" }),
    });
    // Emptied: English pages show the German name again.
    const now = (await plantAdmin().get("spider-plant"))!;
    await plantAdmin().update(
      admin,
      now.id,
      { version: now.version, stock: now.stock },
      input({ name: now.name }),
      STOCKTAKE,
    );
    expect((await plantAdmin().get("spider-plant"))?.nameEn).toBeNull();
    expect((await en.get("spider-plant"))?.name).toBe(plant.name);
  });

  it("saves „Weitere Namen“ with an audit entry; both languages find the plant by them, emptied they are gone (#46 §3)", async () => {
    const plant = (await plantAdmin().get("snake-plant"))!;
    const found = async (c: typeof t.services.catalog, q: string) =>
      (await c.query({ ...EMPTY_QUERY, q }, { offset: 0, limit: 5 })).items.map((p) => p.id);
    const en = t.services.catalog.localized("en");
    const r = await plantAdmin().update(
      admin,
      plant.id,
      { version: plant.version, stock: plant.stock },
      input({
        name: plant.name,
        botanicalName: plant.botanicalName,
        synonyms: " Sansevieria , Bowstring Hemp",
      }),
      STOCKTAKE,
    );
    expect(r.ok).toBe(true);
    expect((await plantAdmin().get("snake-plant"))?.synonyms).toEqual(["Sansevieria", "Bowstring Hemp"]);
    expect(await found(t.services.catalog, "bowstring")).toEqual(["snake-plant"]);
    expect(await found(en, "Sansevieria")).toEqual(["snake-plant"]);
    const entries = await auditOf("snake-plant");
    expect(entries[entries.length - 1]).toMatchObject({
      before: expect.objectContaining({ synonyms: plant.synonyms }),
      after: expect.objectContaining({ synonyms: ["Sansevieria", "Bowstring Hemp"] }),
    });
    // A bad one is refused at its field in German; emptied, the plant has none.
    expect(parsePlantForm(form({ synonyms: `Sansevieria, ${"x".repeat(81)}` }))).toMatchObject({
      ok: false,
      errors: { synonyms: PLANT_FORM_MESSAGES.synonyms },
    });
    const now = (await plantAdmin().get("snake-plant"))!;
    await plantAdmin().update(
      admin,
      now.id,
      { version: now.version, stock: now.stock },
      input({ name: now.name, botanicalName: now.botanicalName, synonyms: "" }),
      STOCKTAKE,
    );
    expect((await plantAdmin().get("snake-plant"))?.synonyms).toEqual([]);
    expect(await found(t.services.catalog, "bowstring")).toEqual([]);
  });

  it("an upload becomes WebP at 480/960/1600 without EXIF, is served with a year's cache, and shows in the shop", async () => {
    const photo = await jpegWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const r = await plantAdmin().addImage(admin, "peace-lily", photo);
    expect(r).toEqual({ ok: true, id: "peace-lily", message: PLANT_MESSAGES.imageAdded });
    const files = (await uploads("peace-lily")).sort();
    expect(files).toHaveLength(3);
    const [row] = await database.db.select().from(plants).where(eq(plants.id, "peace-lily"));
    const url = row!.images[row!.images.length - 1]!;
    expect(url).toMatch(/^\/uploads\/plants\/peace-lily\/[a-f0-9]+-960\.webp$/);
    const widths: number[] = [];
    for (const f of files) {
      const meta = await sharp(path.join(plantAdmin().uploadsDir, "plants", "peace-lily", f)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      widths.push(meta.width!);
    }
    expect(widths.sort((a, b) => a - b)).toEqual([480, 960, 1600]);
    const res = await t.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const plant = await t.services.catalog.get("peace-lily");
    expect([plant!.imageUrl, ...(plant!.additionalImages ?? [])]).toContain(url);
    const [entry] = (await auditOf("peace-lily")).filter((e) => e.action === "plant.image.add");
    expect(entry!.after).toEqual({ images: row!.images });
    // Removing takes it off the plant, with its own audit entry.
    expect(await plantAdmin().removeImage(admin, "peace-lily", url)).toMatchObject({ ok: true });
    expect((await t.services.catalog.get("peace-lily"))?.imageUrl).not.toBe(url);
  });

  it("refuses broken, wrong-type, empty and oversized files by code and stores nothing", async () => {
    const before = (await database.db.select().from(plants).where(eq(plants.id, "pothos")))[0]!.images;
    const jpeg = await jpegWithExif(800, 600);
    const cases: [Uint8Array, string][] = [
      [jpeg.subarray(0, 300), "image_broken"],
      [new TextEncoder().encode("kein Bild, nur Text"), "image_broken"],
      [await sharp(jpeg).gif().toBuffer(), "image_wrong_type"],
      [await sharp(jpeg).tiff().toBuffer(), "image_wrong_type"],
      [new Uint8Array(0), "image_empty"],
      [new Uint8Array(MAX_IMAGE_BYTES + 1), "image_too_large"],
    ];
    for (const [file, error] of cases)
      expect(await plantAdmin().addImage(admin, "pothos", file)).toEqual({ ok: false, status: 422, error });
    expect(await uploads("pothos")).toEqual([]);
    expect((await database.db.select().from(plants).where(eq(plants.id, "pothos")))[0]!.images).toEqual(
      before,
    );
    expect((await auditOf("pothos")).filter((e) => e.action === "plant.image.add")).toEqual([]);
  });

  it("the server stops a 50 MB upload at its Content-Length (413, German), and serves no path outside uploads", async () => {
    const res = await t.request("/admin/plants/pothos", {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(res.status).toBe(413);
    expect(await res.text()).toBe("Das Bild ist zu groß: höchstens 10 MB.");
    // 2 MB passes the upload's limit (no page build here: 404), but not any other path's 64 KiB one.
    const twoMb = (pathname: string) =>
      t.request(pathname, {
        method: "POST",
        headers: { origin: "http://localhost:3000", "content-type": "multipart/form-data; boundary=x" },
        body: new Uint8Array(2 * 1024 * 1024),
      });
    expect((await twoMb("/admin/plants/pothos")).status).toBe(404);
    expect((await twoMb("/admin/orders/BW-2026-000001")).status).toBe(413);
    for (const p of [
      "/uploads/plants/pothos/..%2F..%2Fauth-secret",
      "/uploads/plants/../../etc/passwd",
      "/uploads/plants/pothos/abc.webp",
      "/uploads/other/x",
    ])
      expect((await t.request(p)).status, p).toBe(404);
  });

  // Last in this block: the generated plants would crowd the other tests' name searches.
  it("lists 50 plants a page: limit and offset by name, the loader's ?page=2 is the second page", async () => {
    await generatePlants(database.db, 120);
    // Plants, not their other sizes (#43 §1): those are in their plant's form.
    const [{ n: all } = { n: 0 }] = await database.db
      .select({ n: count() })
      .from(plants)
      .where(isNull(plants.sizeOf));
    const first = await plantAdmin().list();
    expect(first).toMatchObject({ total: all, page: 1, pages: Math.ceil(all / ADMIN_LIST_PAGE_SIZE) });
    expect(first.rows).toHaveLength(ADMIN_LIST_PAGE_SIZE);
    const second = await plantAdmin().list("", 2);
    expect(second.rows).toHaveLength(ADMIN_LIST_PAGE_SIZE);
    expect(second.rows[0]!.name.localeCompare(first.rows.at(-1)!.name, "de")).toBeGreaterThanOrEqual(0);
    expect(new Set([...first.rows, ...second.rows].map((p) => p.id)).size).toBe(2 * ADMIN_LIST_PAGE_SIZE);
    expect((await plantAdmin().list("", first.pages)).rows).toHaveLength(all - (first.pages - 1) * 50);
    expect((await plantAdmin().list("", 0)).page).toBe(1);
    // A search pages within what it finds.
    const compacta = Array.from({ length: 120 }, (_, i) => generatedPlant(i).name).filter((n) =>
      n.includes("'Compacta'"),
    );
    expect(await plantAdmin().list("'Compacta'")).toMatchObject({ total: compacta.length, pages: 1 });

    const { user, cookie } = await t.signUp();
    await database.db.update(users).set({ role: "service" }).where(eq(users.id, user.id));
    const plantList = await import("../../app/routes/admin/plants");
    const page2 = await plantList.loader({
      request: new Request("http://localhost:3000/admin/plants?page=2", { headers: { cookie } }),
      params: {},
      context: { services: t.services },
    } as never);
    expect(page2).toMatchObject({ page: 2, pages: first.pages, total: all });
    expect(page2.plants.map((p) => p.id)).toEqual(second.rows.map((p) => p.id));
  });
});

describe("plant pages in Shopify mode", () => {
  it("say that the catalogue and new orders live in Shopify, list no plants and refuse edits", async () => {
    const { loader, action } = await import("../../app/routes/admin/plant");
    const list = await import("../../app/routes/admin/plants");
    const database = await TEST_DATABASES[0]!.open();
    try {
      const t = accountsApp(database, {
        SHOPIFY_STORE_DOMAIN: "blattwerk-test.myshopify.com",
        SHOPIFY_STOREFRONT_TOKEN: "token",
        CHECKOUT_PROVIDER: "shopify",
      });
      const { user, cookie } = await t.signUp();
      await database.db.update(users).set({ role: "owner" }).where(eq(users.id, user.id));
      const request = (method = "GET", body?: FormData) =>
        new Request("http://localhost:3000/admin/plants/pothos", { method, body, headers: { cookie } });
      const context = { services: t.services } as never;
      const listed = await list.loader({ request: request(), params: {}, context } as never);
      expect(listed).toMatchObject({ shopifyStore: "blattwerk-test.myshopify.com", plants: [] });
      const page = await loader({ request: request(), params: { id: "pothos" }, context } as never);
      expect(page).toMatchObject({ shopifyStore: "blattwerk-test.myshopify.com", plant: null });
      const form = new FormData();
      form.set("intent", "save");
      await expect(
        action({ request: request("POST", form), params: { id: "pothos" }, context } as never),
      ).rejects.toMatchObject({ init: { status: 404 } });
      // Checkout in Shopify: the orders page says where new orders are, and still lists local ones.
      const orderList = await import("../../app/routes/admin/orders");
      const ordersPage = await orderList.loader({
        request: new Request("http://localhost:3000/admin/orders", { headers: { cookie } }),
        params: {},
        context,
      } as never);
      expect(ordersPage).toMatchObject({
        shopifyStore: "blattwerk-test.myshopify.com",
        result: { total: expect.any(Number) },
      });
    } finally {
      await database.dispose();
    }
  });
});
