import { describe, expect, it } from "vitest";
import { PLANT_UI } from "../../app/features/admin/messages";
import { plantChanges } from "./plant-history";

const LABELS = {
  ...PLANT_UI.historyLabels,
  fields: { ...PLANT_UI.fields, priceCents: PLANT_UI.price, stock: PLANT_UI.stock },
  englishFields: PLANT_UI.englishFields,
  sizes: PLANT_UI.sizes,
  levels: PLANT_UI.levels,
  popularities: PLANT_UI.popularities,
};
const base = {
  name: "Efeutute",
  priceCents: 1899,
  vatRate: 7,
  size: "small",
  categories: ["low-maintenance"],
  petFriendly: false,
  description: "Kurz.",
  textsEn: null,
  stock: 4,
  published: true,
  sku: null,
  images: ["/a.webp", "/b.webp"],
  imageAlts: {},
};
const changes = (after: object, before: object = base) =>
  plantChanges(before, { ...before, ...after }, LABELS);
const nbsp = (s: string) => s.replace(/ €/g, "\u00a0€");

describe("a plant's history says what changed (#34)", () => {
  it("„Preis: 18,99 € → 19,49 €“ and every other field as the form words it", () => {
    expect(changes({ priceCents: 1949 }).map(PLANT_UI.change)).toEqual([nbsp("Preis: 18,99 € → 19,49 €")]);
    expect(
      changes({
        size: "large",
        categories: ["pet-friendly", "low-maintenance", "hanging"],
        petFriendly: true,
        stock: 1200,
        published: false,
        sku: "BW-1",
        vatRate: 19,
      }).map(PLANT_UI.change),
    ).toEqual([
      "Artikelnummer: (leer) → BW-1",
      "Umsatzsteuer: 7 % → 19 %",
      "Größe: Klein → Groß",
      "Kategorien: Pflegeleicht → Tierfreundlich, Pflegeleicht, Hängend",
      "Für Haustiere unbedenklich (Kategorie „Tierfreundlich“): nein → ja",
      "Bestand: 4 → 1.200",
      "Im Shop veröffentlicht: ja → nein",
    ]);
  });

  it("„Weitere Namen“ as the form writes them; an entry from before #46 without them shows no change", () => {
    const withNames = { ...base, synonyms: ["Scindapsus"] };
    expect(changes({ synonyms: ["Scindapsus", "Devil's Ivy"] }, withNames).map(PLANT_UI.change)).toEqual([
      "Weitere Namen: Scindapsus → Scindapsus, Devil's Ivy",
    ]);
    expect(changes({ synonyms: [] }, withNames).map(PLANT_UI.change)).toEqual([
      "Weitere Namen: Scindapsus → (leer)",
    ]);
    expect(plantChanges(base, withNames, LABELS)).toEqual([]);
  });

  it("long texts are cut; English texts by key; empty and missing are the same", () => {
    const [c] = changes({ description: "x".repeat(100) });
    expect(c).toEqual({ field: "Beschreibung", from: "Kurz.", to: `${"x".repeat(59)}…` });
    expect(changes({ textsEn: {} })).toEqual([]);
    expect(changes({ textsEn: { description: "Short." } })).toEqual([
      { field: "Beschreibung (englisch)", from: "(leer)", to: "Short." },
    ]);
    expect(changes({ sku: "" })).toEqual([]);
  });

  it("images: how many, which moved where, alt texts by image", () => {
    expect(changes({ images: ["/a.webp"] })).toEqual([{ field: "Bilder", from: "2 Bilder", to: "1 Bild" }]);
    expect(changes({ images: ["/b.webp", "/a.webp"] })).toEqual([
      { field: "Reihenfolge der Bilder", from: "Bild 2", to: "Bild 1" },
    ]);
    expect(changes({ imageAlts: { "/b.webp": "Efeutute im Regal" } })).toEqual([
      { field: "Alternativtext Bild 2", from: "(leer)", to: "Efeutute im Regal" },
    ]);
  });

  it("entries written before a field existed, creations and nonsense show no changes, never an error", () => {
    const { sku: _, ...old } = base;
    expect(changes({ sku: "BW-1" }, old)).toEqual([]);
    expect(plantChanges(null, base, LABELS)).toEqual([]);
    expect(plantChanges("x", [1], LABELS)).toEqual([]);
  });
});
