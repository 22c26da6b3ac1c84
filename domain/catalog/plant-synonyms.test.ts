import { describe, expect, it } from "vitest";
import { parsePlantForm } from "./admin-plant";
import { MAX_SYNONYM_LENGTH, MAX_SYNONYMS, readSynonyms, synonymsText } from "./plant";

describe("a plant's other names as the form and the CSV write them (#46 §3)", () => {
  it("splits at commas, trims, keeps each name once in its first spelling", () => {
    expect(
      readSynonyms("Sansevieria,  Sansevieria trifasciata , Schwiegermutter  zunge,sansevieria,,"),
    ).toEqual(["Sansevieria", "Sansevieria trifasciata", "Schwiegermutter zunge"]);
    expect(readSynonyms("")).toEqual([]);
    expect(readSynonyms(" , ")).toEqual([]);
    expect(synonymsText(["Sansevieria", "Schwiegermutterzunge"])).toBe("Sansevieria, Schwiegermutterzunge");
    expect(synonymsText(null)).toBe("");
    expect(readSynonyms(synonymsText(["Mother-in-law's Tongue", "Sansevieria"]))).toEqual([
      "Mother-in-law's Tongue",
      "Sansevieria",
    ]);
  });

  it("refuses a name too long and too many names", () => {
    expect(readSynonyms("x".repeat(MAX_SYNONYM_LENGTH))).toHaveLength(1);
    expect(readSynonyms(`Sansevieria, ${"x".repeat(MAX_SYNONYM_LENGTH + 1)}`)).toBeUndefined();
    const many = Array.from({ length: MAX_SYNONYMS + 1 }, (_, i) => `Name ${i}`).join(", ");
    expect(readSynonyms(many)).toBeUndefined();
  });

  it("the plant form reads „Weitere Namen“ into a list and names a bad one at its field", () => {
    const form = {
      name: "Bogenhanf",
      price: "19,99",
      size: "medium",
      vatRate: "7",
      lightLevel: "low",
      waterLevel: "low",
      stock: "5",
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
    };
    const ok = parsePlantForm({ ...form, synonyms: "Sansevieria, Schwiegermutterzunge" });
    expect(ok.ok && ok.value.synonyms).toEqual(["Sansevieria", "Schwiegermutterzunge"]);
    const none = parsePlantForm(form);
    expect(none.ok && none.value.synonyms).toEqual([]);
    const bad = parsePlantForm({ ...form, synonyms: `Sansevieria, ${"x".repeat(81)}` });
    expect(bad.ok ? null : bad.errors.synonyms).toBe("plantForm.synonyms");
    const multiLine = parsePlantForm({ ...form, synonyms: "Sansevieria\nSchwiegermutterzunge" });
    expect(multiLine.ok).toBe(false);
  });
});
