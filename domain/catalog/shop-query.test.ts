import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_QUERY } from "./search";
import { activeFilterCount, parseShopQuery, shopQueryToParams } from "./shop-query";

describe("shop query in the URL", () => {
  it("defaults to everything", () => {
    expect(parseShopQuery(new URLSearchParams())).toEqual({
      ...EMPTY_QUERY,
      page: 1,
      minPriceCents: undefined,
      maxPriceCents: undefined,
    });
  });
  it("reads category, search, filters, sort and page", () => {
    const q = parseShopQuery(
      new URLSearchParams(
        "category=pet-friendly&q=lilie&light=low&light=bogus&water=high&pet=1&min=10&max=25,5&sort=price-asc&page=2",
      ),
    );
    expect(q).toMatchObject({
      category: "pet-friendly",
      q: "lilie",
      light: ["low"],
      water: ["high"],
      petFriendly: true,
      minPriceCents: 1000,
      maxPriceCents: 2550,
      sort: "price-asc",
      page: 2,
    });
    expect(activeFilterCount(q)).toBe(6);
  });
  it("a category's label in the URL is its slug, of the one vocabulary (#34); others stay as they are", () => {
    expect(parseShopQuery(new URLSearchParams("category=Pflegeleicht")).category).toBe("low-maintenance");
    expect(parseShopQuery(new URLSearchParams("category=H%C3%A4ngend")).category).toBe("hanging");
    expect(parseShopQuery(new URLSearchParams("category=hanging")).category).toBe("hanging");
    expect(parseShopQuery(new URLSearchParams("category=nope")).category).toBe("nope");
  });
  it("reads German prices as typed (issue #18: 29,99 became 2999 €)", () => {
    const q = parseShopQuery(new URLSearchParams("min=1.299,50&max=29,99"));
    expect(q).toMatchObject({ minPriceCents: 129950, maxPriceCents: 2999 });
    expect(shopQueryToParams(q).toString()).toBe("min=1299%2C50&max=29%2C99");
  });
  it("ignores nonsense", () => {
    const q = parseShopQuery(new URLSearchParams("sort=drop&page=-3&min=abc&max=-1"));
    expect(q).toMatchObject({
      sort: "recommended",
      page: 1,
      minPriceCents: undefined,
      maxPriceCents: undefined,
    });
  });
  it("round-trips", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const q = parseShopQuery(new URLSearchParams(s));
        const again = parseShopQuery(shopQueryToParams(q));
        expect({ ...again, q: again.q.trim() }).toEqual({
          ...q,
          q: q.q.trim(),
          category: q.category || "all",
        });
      }),
    );
  });
});
