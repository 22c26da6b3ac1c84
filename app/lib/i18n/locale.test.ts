import { describe, expect, it } from "vitest";
import { defineMessages, isLocalized, localeOf, localePath, stripLocale, switchLocale } from "./locale";

describe("locale from the path", () => {
  it("is English under /en and German everywhere else", () => {
    expect(localeOf("/en")).toBe("en");
    expect(localeOf("/en/shop/plant/monstera")).toBe("en");
    expect(localeOf("/")).toBe("de");
    expect(localeOf("/shop")).toBe("de");
    // A German path that merely starts with the letters "en" stays German.
    expect(localeOf("/entdecken")).toBe("de");
  });

  it("strips the prefix to the page's own path", () => {
    expect(stripLocale("/en")).toBe("/");
    expect(stripLocale("/en/cart")).toBe("/cart");
    expect(stripLocale("/cart")).toBe("/cart");
  });
});

describe("localePath", () => {
  it("prefixes storefront paths, query and anchor kept", () => {
    expect(localePath("en", "/")).toBe("/en");
    expect(localePath("en", "/?x=1")).toBe("/en?x=1");
    expect(localePath("en", "/shop?category=pet-friendly")).toBe("/en/shop?category=pet-friendly");
    expect(localePath("en", "/support#shipping")).toBe("/en/support#shipping");
    expect(localePath("de", "/shop")).toBe("/shop");
  });

  it("leaves the back office, APIs, files, relative and foreign URLs alone", () => {
    for (const path of [
      "/admin",
      "/admin/orders",
      "/api/cart",
      "/dev/mailbox",
      "/sitemap.xml",
      "shop",
      "//x.de/",
    ]) {
      expect(localePath("en", path)).toBe(path);
      expect(isLocalized(path)).toBe(false);
    }
  });

  it("never prefixes twice", () => {
    expect(localePath("en", "/en/shop")).toBe("/en/shop");
  });

  it("switches a page to its twin", () => {
    expect(switchLocale("/en/shop/plant/a", "de")).toBe("/shop/plant/a");
    expect(switchLocale("/shop/plant/a", "en")).toBe("/en/shop/plant/a");
    // The voucher page has an address of its own in each language (#43 §3).
    expect(switchLocale("/gutschein", "en")).toBe("/en/gift-card");
    expect(switchLocale("/en/gift-card", "de")).toBe("/gutschein");
    expect(switchLocale("/en", "de")).toBe("/");
    expect(switchLocale("/", "en")).toBe("/en");
  });
});

describe("defineMessages", () => {
  it("keeps both catalogues", () => {
    const m = defineMessages({ hi: "Hallo", n: (k: number) => `${k} Pflanzen` } as const, {
      hi: "Hello",
      n: (k) => `${k} plants`,
    });
    expect(m.de.hi).toBe("Hallo");
    expect(m.en.n(2)).toBe("2 plants");
  });
});

describe("typed catalogues", () => {
  // The checks that matter run in `npm run typecheck`: each @ts-expect-error fails it once the error is gone.
  it("a key missing from or added to the English catalogue is a type error", () => {
    // @ts-expect-error: "bye" is missing
    const missing = defineMessages({ hi: "Hallo", bye: "Tschüss" } as const, { hi: "Hello" });
    // @ts-expect-error: "extra" is not in the German catalogue
    const extra = defineMessages({ hi: "Hallo" } as const, { hi: "Hello", extra: "x" });
    expect(Object.keys(missing.en)).toEqual(["hi"]);
    expect(Object.keys(extra.de)).toEqual(["hi"]);
  });
});
