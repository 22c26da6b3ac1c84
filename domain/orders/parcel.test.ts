import { describe, expect, it } from "vitest";
import { parcelRefusalMessages } from "../contracts/parcel-messages";
import { renderRefusal } from "../text/refusal";
import {
  alpha3,
  formatKg,
  hasHouseNumber,
  labelReference,
  MAX_PARCEL_GRAMS,
  PACKAGING_GRAMS,
  PORTAL_HEADER,
  parcelCount,
  parcelCountText,
  parcelWeightGrams,
  parseWeight,
  portalRow,
  SIZE_GRAMS,
  splitStreet,
  statedGrams,
  wrapWords,
} from "./parcel";

describe("the packing table's rules", () => {
  it("reads a parcel's weight as staff type it, in kg or g, within DHL Paket's 31.5 kg", () => {
    expect(parseWeight("2")).toEqual({ ok: true, value: 2000 });
    expect(parseWeight("2,5")).toEqual({ ok: true, value: 2500 });
    expect(parseWeight(" 1.25 kg ")).toEqual({ ok: true, value: 1250 });
    expect(parseWeight("750 g")).toEqual({ ok: true, value: 750 });
    expect(parseWeight("31,5")).toEqual({ ok: true, value: 31_500 });
    expect(parseWeight("")).toEqual({ ok: false, error: "weight_required" });
    expect(parseWeight("zwei")).toEqual({ ok: false, error: "weight_invalid" });
    expect(parseWeight("-1")).toEqual({ ok: false, error: "weight_invalid" });
    expect(parseWeight("32")).toEqual({ ok: false, error: "weight_out_of_range" });
    expect(parseWeight("0")).toEqual({ ok: false, error: "weight_out_of_range" });
    expect(renderRefusal(parcelRefusalMessages, "de", { error: "weight_out_of_range" })).toBe(
      "Ein DHL-Paket wiegt zwischen 0,01 und 31,5 kg.",
    );
  });

  it("formats kg the German way", () => {
    expect(formatKg(2000)).toBe("2");
    expect(formatKg(2500)).toBe("2,5");
    expect(formatKg(1250)).toBe("1,25");
  });

  it("splits street and house number as DHL's portal and Returns API want them", () => {
    expect(splitStreet("Gartenweg 3")).toEqual({ street: "Gartenweg", house: "3" });
    expect(splitStreet("Lindenstraße 12a")).toEqual({ street: "Lindenstraße", house: "12a" });
    expect(splitStreet("Hauptstr. 7 b")).toEqual({ street: "Hauptstr.", house: "7 b" });
    expect(splitStreet("Am Markt 3-5")).toEqual({ street: "Am Markt", house: "3-5" });
    expect(splitStreet("Straße des 17. Juni 135")).toEqual({ street: "Straße des 17. Juni", house: "135" });
    expect(splitStreet("Gut Rosenhof")).toEqual({ street: "Gut Rosenhof", house: "" });
    expect(splitStreet("  Kurt-Schumacher-Str.   20 ")).toEqual({
      street: "Kurt-Schumacher-Str.",
      house: "20",
    });
  });

  it("names countries as DHL does (ISO 3166-1 alpha-3)", () => {
    expect(alpha3("DE")).toBe("DEU");
    expect(alpha3("AT")).toBe("AUT");
    expect(alpha3("Deutschland")).toBe("DEU");
    expect(alpha3("Deutschland (Platzhalter)")).toBe("DEU");
    expect(alpha3("nld")).toBe("NLD");
  });

  it("gives a label reference of at least 8 characters (DHL's refNo)", () => {
    expect(labelReference("BW-2026-000123")).toBe("BW-2026-000123");
    expect(labelReference("BW-1")).toBe("BW-1----");
  });

  it("makes one portal line per parcel: name, street, number, postcode, city, country, email, weight, reference", () => {
    expect(PORTAL_HEADER).toHaveLength(10);
    expect(
      portalRow({
        name: "Greta Grün",
        addressAddition: "c/o Blumenladen",
        address: "Gartenweg 3",
        postalCode: "52062",
        city: "Aachen",
        country: "DE",
        email: "greta@example.de",
        weightGrams: 2500,
        reference: "BW-2026-000001",
      }),
    ).toEqual([
      "Greta Grün",
      "c/o Blumenladen",
      "Gartenweg",
      "3",
      "52062",
      "Aachen",
      "DEU",
      "greta@example.de",
      "2,5",
      "BW-2026-000001",
    ]);
  });

  it("tells a street with a house number from one without (#49)", () => {
    for (const a of [
      "Gartenweg 3",
      "Am Markt 3-5",
      "Hauptstr. 7 b",
      "Straße des 17. Juni 100",
      "Packstation 123",
    ])
      expect(hasHouseNumber(a), a).toBe(true);
    for (const a of ["Gartenweg", "Gut Rosenhof", "Straße des 17. Juni", "  "])
      expect(hasHouseNumber(a), a).toBe(false);
  });

  it("continues a long name on the next lines, between words, instead of cutting it (#49)", () => {
    expect(wrapWords("Greta Grün", 50, 3)).toEqual(["Greta Grün"]);
    const long = "Anna-Lena Maximiliane Friederike Gräfin von Hohenberg-Schwarzenfels";
    const lines = wrapWords(long, 50, 3);
    expect(lines).toEqual(["Anna-Lena Maximiliane Friederike Gräfin von", "Hohenberg-Schwarzenfels"]);
    expect(lines.join(" ")).toBe(long);
    for (const l of wrapWords(`${"Wort ".repeat(40)}Ende`, 50, 3)) expect(l.length).toBeLessThanOrEqual(50);
    // A word longer than a line is split inside.
    expect(wrapWords("x".repeat(60), 50, 3)).toEqual(["x".repeat(50), "x".repeat(10)]);
    expect(wrapWords("", 50, 3)).toEqual([]);
  });
});

describe("what a parcel holds and weighs (#50)", () => {
  it("counts live plants (7 %) and other articles (19 %) apart", () => {
    expect(
      parcelCount([
        { quantity: 2, vatRate: 7 },
        { quantity: 1, vatRate: 19 },
      ]),
    ).toEqual({
      plants: 2,
      others: 1,
    });
    expect(parcelCountText({ plants: 2, others: 1 })).toBe(
      "2 Pflanzen und 1 weiterer Artikel in diesem Paket.",
    );
    expect(parcelCountText({ plants: 1, others: 3 })).toBe(
      "1 Pflanze und 3 weitere Artikel in diesem Paket.",
    );
    expect(parcelCountText({ plants: 3, others: 0 })).toBe("3 Pflanzen in diesem Paket.");
    expect(parcelCountText({ plants: 0, others: 2 })).toBe("2 Artikel in diesem Paket.");
  });

  it("reads a page's weight at its upper end, German or English", () => {
    expect(statedGrams("0,5–0,8 kg")).toBe(800);
    expect(statedGrams("1.5-2 kg")).toBe(2000);
    expect(statedGrams("750 g")).toBe(750);
    expect(statedGrams("1,2 kg")).toBe(1200);
    expect(statedGrams("schwer")).toBeNull();
    expect(statedGrams(null)).toBeNull();
  });

  it("weighs a parcel by its lines (stated weight, else the size's) plus packaging, within DHL's limits", () => {
    expect(
      parcelWeightGrams([
        { quantity: 2, size: "small", weight: "0,5–0,8 kg" },
        { quantity: 1, size: "large", weight: null },
      ]),
    ).toBe(2 * 800 + SIZE_GRAMS.large + PACKAGING_GRAMS);
    expect(parcelWeightGrams([{ quantity: 10, size: "large", weight: "5–6 kg" }])).toBe(MAX_PARCEL_GRAMS);
  });
});
