import { describe, expect, it } from "vitest";
import { plantImportRefusalMessages } from "../contracts/plant-import-messages";
import { renderRefusal } from "../text/refusal";
import { parseSizeForm } from "./admin-plant";
import {
  PLANT_CSV_COLUMNS,
  type PlantCsvSource,
  type PlantImportRefusal,
  plantCsvCells,
  plantFormFields,
  readPlantCsvHeader,
  readPlantCsvRow,
} from "./plant-csv";
import {
  plantCellsOnSizeRow,
  readSizeCsvRow,
  SIZE_CSV_FIELDS,
  type SizeCsvSource,
  sizeCsvCells,
  sizeFormFields,
  sizeFormOf,
} from "./size-csv";

/** Refusals as the back office shows them. */
const german = (r: PlantImportRefusal) => renderRefusal(plantImportRefusalMessages, "de", r);
const headerText = (cells: string[]) => {
  const r = readPlantCsvHeader(cells);
  return r.ok ? r : german(r);
};

const plant: PlantCsvSource = {
  id: "monstera",
  name: "Monstera",
  nameEn: "Swiss Cheese Plant",
  sku: "BW-0042",
  gtin: "4006381333931",
  botanicalName: "Monstera deliciosa",
  synonyms: ["Fensterblatt", "Philodendron pertusum"],
  priceCents: 2490,
  vatRate: 7,
  size: "large",
  categories: ["low-maintenance", "hanging"],
  lightLevel: "medium",
  waterLevel: "low",
  petFriendly: false,
  popularity: "trending",
  description: "Große, geschlitzte Blätter.",
  height: "80 cm",
  potDiameter: null,
  maturity: null,
  weight: null,
  waterTips: "Wenig gießen",
  lightTips: null,
  temperatureTips: null,
  humidityTips: null,
  textsEn: { description: "Large, split leaves.", height: "80 cm" },
  stock: 7,
  published: true,
  onSale: true,
};

describe("plant CSV header", () => {
  it("reads German headers in any case and spelling, and the field names", () => {
    const r = readPlantCsvHeader(["id", "GROESSE", " Preis ", "botanicalName"]);
    expect(r).toEqual({
      ok: true,
      columns: [
        expect.objectContaining({ field: "id" }),
        expect.objectContaining({ field: "size" }),
        expect.objectContaining({ field: "price" }),
        expect.objectContaining({ field: "botanicalName" }),
      ],
    });
  });

  it("refuses unknown and doubled columns, and a header with neither ID nor Name", () => {
    expect(readPlantCsvHeader(["Name", "Farbe"])).toEqual({
      ok: false,
      error: "csv_unknown_column",
      params: { name: "Farbe" },
    });
    expect(headerText(["Name", "Farbe"])).toMatch(/^Unbekannte Spalte „Farbe“\. Erlaubt sind: ID, Name, /);
    expect(headerText(["Name", "Preis", "preis"])).toBe("Die Spalte „Preis“ steht zweimal in der Kopfzeile.");
    expect(headerText(["Preis", "Bestand"])).toBe("Die Kopfzeile braucht die Spalte „ID“ oder „Name“.");
  });
});

describe("plant CSV rows", () => {
  const all = readPlantCsvHeader(PLANT_CSV_COLUMNS.map((c) => c.header));
  if (!all.ok) throw new Error(all.error);

  it("an exported plant reads back as the form's own values", () => {
    const row = readPlantCsvRow(all.columns, plantCsvCells(plant), 2);
    expect(row.errors).toEqual([]);
    expect(row.id).toBe("monstera");
    expect(row.form).toMatchObject({
      price: "24,90",
      vatRate: "7",
      size: "large",
      lightLevel: "medium",
      waterLevel: "low",
      popularity: "trending",
      petFriendly: "",
      published: "on",
      categories: "low-maintenance,hanging",
      sku: "BW-0042",
      gtin: "4006381333931",
      potDiameter: "",
      stock: "7",
      synonyms: "Fensterblatt, Philodendron pertusum",
      nameEn: "Swiss Cheese Plant",
      descriptionEn: "Large, split leaves.",
      heightEn: "80 cm",
      waterTipsEn: "",
    });
    expect(plantFormFields(plant)).toEqual(row.form);
  });

  it("reads the English columns as description_en and the like, or by their German headers (#19)", () => {
    const cols = readPlantCsvHeader(["ID", "description_en", "Pflege Gießen (englisch)", "HUMIDITY_TIPS_EN"]);
    if (!cols.ok) throw new Error(cols.error);
    expect(cols.columns.map((c) => c.field)).toEqual([
      "id",
      "descriptionEn",
      "waterTipsEn",
      "humidityTipsEn",
    ]);
    const row = readPlantCsvRow(cols.columns, ["monstera", "Split leaves.", "Water weekly.", ""], 2);
    expect(row.form).toEqual({
      descriptionEn: "Split leaves.",
      waterTipsEn: "Water weekly.",
      humidityTipsEn: "",
    });
  });

  it("carries the English name as „Name (englisch)“ before the English texts, read as name_en too (#32)", () => {
    const headers = PLANT_CSV_COLUMNS.map((c) => c.header);
    expect(
      headers.slice(headers.indexOf("Veröffentlicht") + 1, headers.indexOf("Veröffentlicht") + 3),
    ).toEqual(["Name (englisch)", "Beschreibung (englisch)"]);
    expect(plantCsvCells(plant)[headers.indexOf("Name (englisch)")]).toBe("Swiss Cheese Plant");
    expect(plantCsvCells({ ...plant, nameEn: null })[headers.indexOf("Name (englisch)")]).toBe("");
    const cols = readPlantCsvHeader(["ID", "name_en"]);
    if (!cols.ok) throw new Error(cols.error);
    expect(cols.columns.map((c) => c.field)).toEqual(["id", "nameEn"]);
    expect(readPlantCsvRow(cols.columns, ["monstera", " Snake Plant "], 2).form).toEqual({
      nameEn: "Snake Plant",
    });
  });

  it("takes German and English words, ja/nein and x, and undoes the export's formula quoting", () => {
    const cols = readPlantCsvHeader(["Name", "Größe", "Licht", "Haustierfreundlich", "Beschreibung"]);
    if (!cols.ok) throw new Error(cols.error);
    expect(readPlantCsvRow(cols.columns, ["Efeu", "Groß", "viel", "x", "'=1+1"], 3).form).toEqual({
      name: "Efeu",
      size: "large",
      lightLevel: "high",
      petFriendly: "on",
      description: "=1+1",
    });
    expect(readPlantCsvRow(cols.columns, ["Efeu", "small", "LOW", "Nein", ""], 4).form).toMatchObject({
      size: "small",
      lightLevel: "low",
      petFriendly: "",
    });
  });

  it("exports the VAT rate as „USt-Satz“ beside the price, 7 or 19 (#27)", () => {
    const headers = PLANT_CSV_COLUMNS.map((c) => c.header);
    expect(headers.slice(5, 7)).toEqual(["Preis", "USt-Satz"]);
    const pot = { ...plant, id: "topf", name: "Übertopf", vatRate: 19 };
    expect(plantCsvCells(pot)[headers.indexOf("USt-Satz")]).toBe("19");
    expect(plantCsvCells(plant)[headers.indexOf("USt-Satz")]).toBe("7");
    expect(plantFormFields(pot).vatRate).toBe("19");
  });

  it("reads the VAT rate as 7 or 19, with or without „%“, and refuses any other in German", () => {
    const cols = readPlantCsvHeader(["ID", "ust-satz"]);
    if (!cols.ok) throw new Error(cols.error);
    expect(cols.columns.map((c) => c.field)).toEqual(["id", "vatRate"]);
    for (const [cell, rate] of [
      ["19", "19"],
      ["7", "7"],
      [" 19 % ", "19"],
      ["7%", "7"],
    ]) {
      const row = readPlantCsvRow(cols.columns, ["topf", cell!], 2);
      expect(row.errors).toEqual([]);
      expect(row.form).toEqual({ vatRate: rate });
    }
    for (const cell of ["16", "0,19", "19,0", "", "voll", "7 / 19"]) {
      const row = readPlantCsvRow(cols.columns, ["topf", cell], 3);
      expect(row.errors.map(german)).toEqual([`USt-Satz: „${cell}“ ist kein erlaubter Wert (7, 19).`]);
      expect(row.invalid).toEqual(["vatRate"]);
      expect(row.form).toEqual({});
    }
  });

  it("names each bad cell in German", () => {
    const cols = readPlantCsvHeader(["ID", "Name", "Größe", "Wasser", "Veröffentlicht"]);
    if (!cols.ok) throw new Error(cols.error);
    const row = readPlantCsvRow(cols.columns, ["Mon Stera", "X", "riesig", "täglich", "vielleicht"], 5);
    expect(row).toMatchObject({ line: 5, id: "Mon Stera" });
    expect(row.errors.map(german)).toEqual([
      "ID: nur Kleinbuchstaben, Ziffern und Bindestriche (höchstens 80 Zeichen).",
      "Größe: „riesig“ ist kein erlaubter Wert (klein, mittel, groß).",
      "Wasser: „täglich“ ist kein erlaubter Wert (wenig, mittel, viel).",
      "Veröffentlicht: „vielleicht“ – bitte „ja“ oder „nein“.",
    ]);
    expect(
      readPlantCsvRow(cols.columns, ["import", "X", "klein", "wenig", "ja"], 6).errors.map(german),
    ).toEqual(["ID: „import“ ist für das Backoffice reserviert."]);
  });
});

/** A size row as the database keeps it: the plant's name copied, its own price, stock and measures. */
const large: SizeCsvSource = {
  ...plant,
  id: "monstera-gross",
  sizeOf: "monstera",
  size: "large",
  priceCents: 3990,
  sku: "BW-0042-L",
  gtin: null,
  height: "90 cm",
  potDiameter: "24 cm",
  weight: "6 kg",
  textsEn: { height: "90 cm", weight: "6 kg" },
  stock: 3,
  onSale: true,
};
const headers = PLANT_CSV_COLUMNS.map((c) => c.header);

describe("sizes in the plant CSV (#43 §1)", () => {
  it("has „Größe von“ beside „Größe“, read by its German or field name; empty for a plant", () => {
    expect(headers.slice(headers.indexOf("Größe"), headers.indexOf("Größe") + 2)).toEqual([
      "Größe",
      "Größe von",
    ]);
    for (const name of ["Größe von", "GROESSE VON", "sizeOf"]) {
      const read = readPlantCsvHeader(["ID", name]);
      expect(read.ok && read.columns[1]!.field).toBe("sizeOf");
    }
    expect(plantCsvCells(plant)[headers.indexOf("Größe von")]).toBe("");
    const cols = readPlantCsvHeader(["ID", "Größe von"]);
    if (!cols.ok) throw new Error(cols.error);
    expect(readPlantCsvRow(cols.columns, ["", "monstera"], 2)).toMatchObject({
      sizeOf: "monstera",
      errors: [],
    });
    expect(readPlantCsvRow(cols.columns, ["", "Mon Stera"], 3).errors.map(german)).toEqual([
      "Größe von: die ID einer Pflanze (nur Kleinbuchstaben, Ziffern und Bindestriche), bei einer Pflanze leer.",
    ]);
  });

  it("writes a size with only what it owns: the plant's cells empty", () => {
    const cells = Object.fromEntries(headers.map((h, i) => [h, sizeCsvCells(large)[i]]));
    expect(cells).toMatchObject({
      ID: "monstera-gross",
      "Größe von": "monstera",
      Größe: "groß",
      Preis: "39,90",
      Artikelnummer: "BW-0042-L",
      Höhe: "90 cm",
      Topfdurchmesser: "24 cm",
      Gewicht: "6 kg",
      "Höhe (englisch)": "90 cm",
      "Gewicht (englisch)": "6 kg",
      Bestand: "3",
      "Bestand (exportiert)": "3",
      Aktionspreis: "ja",
      Veröffentlicht: "ja",
    });
    for (const [i, c] of PLANT_CSV_COLUMNS.entries())
      if (!SIZE_CSV_FIELDS.has(c.field)) expect([c.header, sizeCsvCells(large)[i]]).toEqual([c.header, ""]);
  });

  it("reads an exported size back without errors for the plant's empty cells, as the size form's values", () => {
    const all = readPlantCsvHeader(headers);
    if (!all.ok) throw new Error(all.error);
    // Read as a plant, the empty „Licht“, „Wasser“ and „USt-Satz“ would be refused.
    expect(readPlantCsvRow(all.columns, sizeCsvCells(large), 2).errors).not.toEqual([]);
    const row = readSizeCsvRow(all.columns, sizeCsvCells(large), 2);
    expect(row).toMatchObject({ id: "monstera-gross", sizeOf: "monstera", stockBase: 3, errors: [] });
    expect(sizeFormFields(large)).toEqual(row.form);
    const form = parseSizeForm(sizeFormOf(row.form));
    expect(form).toEqual({
      ok: true,
      value: {
        size: "large",
        price: 3990,
        stock: 3,
        sku: "BW-0042-L",
        gtin: null,
        height: "90 cm",
        potDiameter: "24 cm",
        weight: "6 kg",
        published: true,
        onSale: true,
      },
    });
  });

  it("names the plant's cells a size's row changes; empty ones and copies of the plant's say nothing", () => {
    const mine = plantFormFields(plant);
    const cols = readPlantCsvHeader([
      "ID",
      "Größe von",
      "Name",
      "Licht",
      "USt-Satz",
      "Beschreibung",
      "Preis",
    ]);
    if (!cols.ok) throw new Error(cols.error);
    const read = (cells: string[]) => readSizeCsvRow(cols.columns, ["", "monstera", ...cells], 2).form;
    expect(plantCellsOnSizeRow(read(["", "", "", "", "30"]), mine)).toEqual([]);
    // A copy of the plant's line (another size) repeats its cells: nothing to tell.
    expect(
      plantCellsOnSizeRow(read(["Monstera", "mittel", "7", "Große, geschlitzte Blätter.", "30"]), mine),
    ).toEqual([]);
    expect(plantCellsOnSizeRow(read(["Monstera XL", "viel", "7", "", "30"]), mine)).toEqual([
      "Name",
      "Licht",
    ]);
  });
});
