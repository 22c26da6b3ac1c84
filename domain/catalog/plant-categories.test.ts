import { describe, expect, it } from "vitest";
import { catalogMessages } from "../../app/features/catalog/messages";
import {
  agreeWithPetFlag,
  CHOOSABLE_CATEGORIES,
  categoryLabelOf,
  PLANT_CATEGORIES,
  readCategory,
  readCategoryList,
  withPetFlag,
} from "./plant-categories";

describe("the one category vocabulary (#34)", () => {
  it("reads slugs, German and English labels in any case, with or without umlauts", () => {
    for (const word of ["low-maintenance", "Pflegeleicht", "PFLEGELEICHT", "pflegeleicht", "Low maintenance"])
      expect(readCategory(word)).toBe("low-maintenance");
    for (const word of ["Hängend", "haengend", "Hängepflanze", "hanging"])
      expect(readCategory(word)).toBe("hanging");
    expect(readCategory("Gemusterte Blätter")).toBe("patterned-leaves");
    expect(readCategory("gemusterte-blaetter")).toBe("patterned-leaves");
    expect(readCategory("Tierfreundlich")).toBe("pet-friendly");
    expect(readCategory("Grünpflanze")).toBeUndefined();
  });

  it("no word means two categories, and every label is unique", () => {
    // Every word reads as its own category: no folded word of one is a word of another.
    for (const c of PLANT_CATEGORIES)
      for (const word of [c.slug, c.de, c.en, ...c.aliases]) expect(readCategory(word)).toBe(c.slug);
    expect(new Set(PLANT_CATEGORIES.map((c) => c.de)).size).toBe(PLANT_CATEGORIES.length);
    for (const c of PLANT_CATEGORIES) expect(c.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("a list: slugs in the vocabulary's order, each once; unknown words refused, all of them named", () => {
    expect(readCategoryList("Hängend, pflegeleicht; POPULAR,hanging")).toEqual({
      ok: true,
      categories: ["popular", "low-maintenance", "hanging"],
      mentionsPetFriendly: false,
    });
    expect(readCategoryList("")).toEqual({ ok: true, categories: [], mentionsPetFriendly: false });
    expect(readCategoryList("Tierfreundlich").ok && readCategoryList("Tierfreundlich")).toMatchObject({
      mentionsPetFriendly: true,
    });
    expect(readCategoryList("Pflegeleicht, Sukkulente, Kaktus")).toEqual({
      ok: false,
      unknown: ["Sukkulente", "Kaktus"],
    });
  });

  it("„Tierfreundlich“ is the pet flag: added, removed, never a checkbox of its own", () => {
    expect(withPetFlag(["hanging", "pet-friendly"], false)).toEqual(["hanging"]);
    expect(withPetFlag(["hanging"], true)).toEqual(["pet-friendly", "hanging"]);
    expect(CHOOSABLE_CATEGORIES.map((c) => c.slug)).not.toContain("pet-friendly");
    expect(CHOOSABLE_CATEGORIES).toHaveLength(PLANT_CATEGORIES.length - 1);
    // The shop keeps tags it does not know (Shopify) and only fixes the pet category.
    expect(agreeWithPetFlag(["zubehoer", "pet-friendly", "hanging"], false)).toEqual(["zubehoer", "hanging"]);
    expect(agreeWithPetFlag(["zubehoer", "pet-friendly", "hanging"], true)).toEqual([
      "zubehoer",
      "pet-friendly",
      "hanging",
    ]);
    expect(agreeWithPetFlag(["hanging"], true)).toEqual(["hanging", "pet-friendly"]);
  });

  it("the shop's chips and tags use the same labels, German and English", () => {
    for (const c of PLANT_CATEGORIES) {
      expect(catalogMessages.de.CATALOG.categories[c.slug]).toBe(c.de);
      expect(catalogMessages.en.CATALOG.categories[c.slug]).toBe(c.en);
    }
    expect(categoryLabelOf("low-maintenance")).toBe("Pflegeleicht");
    expect(categoryLabelOf("low-maintenance", "en")).toBe("Low maintenance");
    expect(categoryLabelOf("shopify-tag")).toBe("Shopify tag");
  });
});
