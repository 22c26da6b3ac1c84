import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BackendProduct } from "./backend-product";
import {
  DEFAULT_DETAILS,
  DEFAULT_HUMIDITY_TIPS,
  DEFAULT_HUMIDITY_TIPS_EN,
  DEFAULT_LIGHT_TIPS,
  DEFAULT_LIGHT_TIPS_EN,
  DEFAULT_WATER_TIPS,
} from "./care-defaults";
import { PLACEHOLDER_IMAGE } from "./plant";
import {
  localizePlant,
  localizeProduct,
  stripIdPrefix,
  transformProduct,
  transformProducts,
} from "./product-transform";

function product(over: Partial<BackendProduct> = {}): BackendProduct {
  return {
    id: "gid://shopify/Product/42",
    title: "Monstera",
    vendor: "Monstera deliciosa",
    description: "Große Blätter.",
    tags: [],
    variants: { edges: [{ node: { id: "gid://shopify/ProductVariant/7", price: { amount: "29.99" } } }] },
    images: { edges: [{ node: { originalSrc: "https://cdn.shopify.com/a.png" } }] },
    metafields: { edges: [] },
    ...over,
  };
}
const meta = (namespace: string, key: string, value: string) => ({ node: { namespace, key, value } });

describe("product transformation (spec §3)", () => {
  it("reads id, name, botanical name, price, image and provider ids", () => {
    const p = transformProduct(product());
    expect(p).toMatchObject({
      id: "42",
      name: "Monstera",
      botanicalName: "Monstera deliciosa",
      priceCents: 2999,
      imageUrl: "https://cdn.shopify.com/a.png",
      shopifyProductId: "gid://shopify/Product/42",
      shopifyVariantId: "gid://shopify/ProductVariant/7",
      description: "Große Blätter.",
    });
    expect(p.additionalImages).toBeUndefined();
  });

  it.each([
    ["gid://shopify/Product/123", "123"],
    ["monstera-deliciosa", "monstera-deliciosa"],
    ["gid://blattwerk/Product/zz-plant", "zz-plant"],
  ])("strips the id prefix of %s", (id, expected) => {
    expect(stripIdPrefix(id)).toBe(expected);
  });

  it.each([
    [{ vendor: undefined }, "botanicalName", ""],
    [{ vendor: null }, "botanicalName", ""],
    [{ variants: { edges: [] } }, "priceCents", 0],
    [{ variants: { edges: [{ node: { id: "v", price: { amount: "abc" } } }] } }, "priceCents", 0],
    [{ images: { edges: [] } }, "imageUrl", PLACEHOLDER_IMAGE],
    [{ images: { edges: [{ node: { url: "/u.png" } }] } }, "imageUrl", "/u.png"],
  ] as const)("falls back when %j (%s)", (over, field, expected) => {
    expect(transformProduct(product(over as Partial<BackendProduct>))[field]).toEqual(expected);
  });

  it("reads a variant's compare-at price as the price it is reduced from, only when it is above the price (#43 §2)", () => {
    const variant = (compareAtPrice: { amount: string } | null) =>
      product({
        variants: {
          edges: [
            { node: { id: "gid://shopify/ProductVariant/7", price: { amount: "24.99" }, compareAtPrice } },
          ],
        },
      });
    expect(transformProduct(variant({ amount: "29.99" })).reducedFromCents).toBe(2999);
    for (const left of [null, { amount: "24.99" }, { amount: "19.99" }, { amount: "kaputt" }])
      expect(transformProduct(variant(left))).not.toHaveProperty("reducedFromCents");
    expect(transformProduct(product())).not.toHaveProperty("reducedFromCents");
  });

  it("lists additional images only when there is more than one", () => {
    const images = { edges: ["/a", "/b", "/c"].map((originalSrc) => ({ node: { originalSrc } })) };
    expect(transformProduct(product({ images })).additionalImages).toEqual(["/b", "/c"]);
  });

  it("turns tags without a colon into normalised categories", () => {
    const p = transformProduct(
      product({ tags: ["  Air Purifying ", "Low   Maintenance", "popular", "POPULAR"] }),
    );
    expect(p.categories).toEqual(["air-purifying", "low-maintenance", "popular"]);
  });

  it("reads popularity, light, water and size from value tags; invalid levels default to medium", () => {
    const p = transformProduct(
      product({ tags: ["popularity:bestseller", "light:HIGH", "water:low", "size:large"] }),
    );
    expect(p).toMatchObject({
      popularity: "bestseller",
      lightLevel: "high",
      waterLevel: "low",
      size: "large",
    });
    const q = transformProduct(product({ tags: ["popularity:famous", "light:dark", "water:"] }));
    expect(q.popularity).toBeUndefined();
    expect(q.lightLevel).toBe("medium");
    expect(q.waterLevel).toBe("medium");
    expect(q.categories).toEqual([]);
  });

  it("sets petFriendly from the pet-friendly tag", () => {
    expect(transformProduct(product({ tags: ["pet-friendly"] })).petFriendly).toBe(true);
    expect(transformProduct(product({ tags: ["Pet Friendly"] })).petFriendly).toBe(true);
    expect(transformProduct(product({ tags: ["pets"] })).petFriendly).toBe(false);
  });

  it.each([
    "height",
    "potDiameter",
    "maturity",
    "weight",
    "waterTips",
    "lightTips",
    "temperatureTips",
    "humidityTips",
  ] as const)("reads %s from a tag, keeping colons in the value", (key) => {
    expect(transformProduct(product({ tags: [`${key}: Wert: mit Doppelpunkt`] }))[key]).toBe(
      "Wert: mit Doppelpunkt",
    );
  });

  it("metafields of namespace plant and care take precedence over tags", () => {
    const p = transformProduct(
      product({
        tags: ["height:10 cm", "waterTips:Tag"],
        metafields: {
          edges: [
            meta("plant", "height", "90 cm"),
            meta("care", "waterTips", "Metafeld"),
            meta("care", "height", "x"),
          ],
        },
      }),
    );
    expect(p.height).toBe("90 cm");
    expect(p.waterTips).toBe("Metafeld");
  });

  it("ignores metafields in the wrong namespace", () => {
    const p = transformProduct(
      product({ metafields: { edges: [meta("plant", "waterTips", "falsch"), meta("x", "height", "1")] } }),
    );
    expect(p.waterTips).toBe(DEFAULT_WATER_TIPS.medium);
    expect(p.height).toBe(DEFAULT_DETAILS.height);
  });

  it("reads the VAT rate from the metafield plant.vatRate; missing or unreadable is a plant's 7 % (#27)", () => {
    const rate = (...edges: ReturnType<typeof meta>[]) =>
      transformProduct(product({ metafields: { edges } })).vatRate;
    expect(rate(meta("plant", "vatRate", "19"))).toBe(19);
    expect(rate(meta("plant", "vatRate", " 19 % "))).toBe(19);
    expect(rate(meta("plant", "vatRate", "7"))).toBe(7);
    expect(rate()).toBe(7);
    expect(rate(meta("plant", "vatRate", "16"))).toBe(7);
    expect(rate(meta("care", "vatRate", "19"))).toBe(7);
    expect(transformProduct(product({ tags: ["vatRate:19"] })).vatRate).toBe(7);
    expect(transformProduct(null).vatRate).toBe(7);
  });

  it("fills missing details with the defaults of spec §9, tips by level", () => {
    const p = transformProduct(product({ tags: ["light:low", "water:high"] }));
    expect(p).toMatchObject({
      height: "30-40 cm",
      potDiameter: "15 cm",
      maturity: "Young adult plant",
      weight: "0.8-1.2 kg",
      temperatureTips: "65-80°F (18-27°C)",
      lightTips: DEFAULT_LIGHT_TIPS.low,
      waterTips: DEFAULT_WATER_TIPS.high,
      humidityTips: DEFAULT_HUMIDITY_TIPS.high,
    });
  });

  it.each([null, undefined, 42, "text", [], {}, { id: 5, title: "x" }, { id: "gid://x/1" }])(
    "turns the untransformable %j into Unknown Plant",
    (input) => {
      const p = transformProduct(input);
      expect(p).toMatchObject({ name: "Unknown Plant", priceCents: 0, imageUrl: PLACEHOLDER_IMAGE });
    },
  );

  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const p = transformProduct(input);
        expect(typeof p.name).toBe("string");
        expect(Number.isInteger(p.priceCents)).toBe(true);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.record({
          id: fc.string(),
          title: fc.string(),
          vendor: fc.option(fc.string()),
          tags: fc.array(fc.oneof(fc.string(), fc.anything())),
          variants: fc.anything(),
          images: fc.anything(),
          metafields: fc.record({
            edges: fc.array(fc.record({ node: fc.dictionary(fc.string(), fc.anything()) })),
          }),
        }),
        (input) => {
          expect(() => transformProduct(input)).not.toThrow();
        },
      ),
      { numRuns: 500 },
    );
  });

  it("transforms a list and nothing else", () => {
    expect(transformProducts([product(), null]).map((p) => p.name)).toEqual(["Monstera", "Unknown Plant"]);
    expect(transformProducts({ products: [] })).toEqual([]);
  });

  it("reads stock from the variant: sold out, a count, or not counted", () => {
    const variant = (node: Record<string, unknown>) =>
      product({ variants: { edges: [{ node: { id: "v", price: { amount: "1.00" }, ...node } }] } });
    expect(transformProduct(variant({ availableForSale: false, quantityAvailable: 4 })).stock).toBe(0);
    expect(transformProduct(variant({ availableForSale: true, quantityAvailable: 4 })).stock).toBe(4);
    // Selling beyond the stock (available with 0 or less) or no count readable: not counted.
    expect(
      transformProduct(variant({ availableForSale: true, quantityAvailable: -2 })).stock,
    ).toBeUndefined();
    expect(
      transformProduct(variant({ availableForSale: true, quantityAvailable: null })).stock,
    ).toBeUndefined();
    expect(transformProduct(variant({ availableForSale: true })).stock).toBeUndefined();
    expect("stock" in transformProduct(product())).toBe(false);
  });
});

describe("English texts (#19)", () => {
  const base = {
    id: "p",
    name: "P",
    botanicalName: "",
    priceCents: 100,
    imageUrl: "/x.svg",
    lightLevel: "low" as const,
    waterLevel: "high" as const,
    petFriendly: false,
    categories: [],
    size: "small" as const,
    vatRate: 7 as const,
    description: "Deutsch.",
    waterTips: "Gießen.",
  };

  it("localizePlant lays the translation over German, lists what stays German, defaults in English", () => {
    const p = localizePlant(base, { name: "Plant", description: "English.", lightTips: " " }, "en");
    expect(p.description).toBe("English.");
    expect(p.waterTips).toBe("Gießen.");
    expect(p.untranslated).toEqual(["waterTips"]);
    expect(p.lightTips).toBe(DEFAULT_LIGHT_TIPS_EN.low);
    expect(p.humidityTips).toBe(DEFAULT_HUMIDITY_TIPS_EN.high);
    // German pages ignore any translation and carry no marks.
    const de = localizePlant(base, { description: "English." }, "de");
    expect(de).toMatchObject({ description: "Deutsch.", lightTips: DEFAULT_LIGHT_TIPS.low });
    expect(de.untranslated).toBeUndefined();
  });

  it("localizeProduct takes a text equal in both answers as untranslated", () => {
    const product = (description: string, water: string) => ({
      id: "gid://shopify/Product/1",
      title: "P",
      description,
      tags: ["water:high"],
      metafields: { edges: [{ node: { namespace: "care", key: "waterTips", value: water } }] },
    });
    const p = localizeProduct(product("English.", "Gießen."), product("Deutsch.", "Gießen."), "en");
    // The title "P" is the same in both answers: the name counts as untranslated too (#32).
    expect(p).toMatchObject({
      description: "English.",
      waterTips: "Gießen.",
      untranslated: ["name", "waterTips"],
    });
    // Without the German answer everything counts as translated.
    expect(localizeProduct(product("English.", "Water."), undefined, "en").untranslated).toBeUndefined();
  });

  it("English names (#32): shown on English pages, the German one where none; each the other's alternate", () => {
    const en = localizePlant({ ...base, name: "Bogenhanf" }, { name: " Snake Plant " }, "en");
    expect(en).toMatchObject({ name: "Snake Plant", alternateName: "Bogenhanf" });
    expect(en.untranslated).toEqual(["description", "waterTips"]);
    const de = localizePlant({ ...base, name: "Bogenhanf" }, { name: "Snake Plant" }, "de");
    expect(de).toMatchObject({ name: "Bogenhanf", alternateName: "Snake Plant" });
    expect(de.untranslated).toBeUndefined();
    // None, blank or the same name: the German name, no alternate; English pages mark a missing one.
    for (const name of [undefined, null, " ", "Bogenhanf"]) {
      const fallback = localizePlant({ ...base, name: "Bogenhanf" }, { name }, "en");
      expect(fallback.name).toBe("Bogenhanf");
      expect(fallback.alternateName).toBeUndefined();
      expect(fallback.untranslated?.includes("name")).toBe(name !== "Bogenhanf");
      expect(localizePlant({ ...base, name: "Bogenhanf" }, { name }, "de").alternateName).toBeUndefined();
    }
  });

  it("localizeProduct takes Shopify's English title as the name, the German title as the alternate", () => {
    const product = (title: string) => ({ id: "gid://shopify/Product/1", title, description: "D." });
    expect(localizeProduct(product("Snake Plant"), product("Bogenhanf"), "en")).toMatchObject({
      name: "Snake Plant",
      alternateName: "Bogenhanf",
    });
    const untranslated = localizeProduct(product("Bogenhanf"), product("Bogenhanf"), "en");
    expect(untranslated.name).toBe("Bogenhanf");
    expect(untranslated.alternateName).toBeUndefined();
    expect(untranslated.untranslated).toContain("name");
  });
});

describe("other names from a Shopify metafield (#46 §3)", () => {
  it("plant.synonyms „Sansevieria, Schwiegermutterzunge“ is the plant's other names; none without it", () => {
    const product = (metafields: { namespace: string; key: string; value: string }[]) => ({
      id: "gid://shopify/Product/1",
      title: "Bogenhanf",
      // The backend shape of spec §7: a connection of nodes (the Shopify client brings it there).
      metafields: { edges: metafields.map((node) => ({ node })) },
    });
    expect(
      transformProduct(
        product([{ namespace: "plant", key: "synonyms", value: "Sansevieria, Schwiegermutterzunge" }]),
      ).synonyms,
    ).toEqual(["Sansevieria", "Schwiegermutterzunge"]);
    expect(transformProduct(product([])).synonyms).toBeUndefined();
    expect(
      transformProduct(product([{ namespace: "care", key: "synonyms", value: "Sansevieria" }])).synonyms,
    ).toBeUndefined();
  });
});
