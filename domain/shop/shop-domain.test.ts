import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidShopDomain, shopName, storefrontUrl } from "./shop-domain";

describe("Shopify store domain (spec §5)", () => {
  it.each([
    ["my-shop.myshopify.com", true],
    ["shop1.myshopify.com", true],
    ["1shop.myshopify.com", true],
    ["", false],
    ["-shop.myshopify.com", false],
    ["My-Shop.myshopify.com", false],
    ["shop.myshopify.com.evil.com", false],
    ["evil.com/shop.myshopify.com", false],
    ["shop_x.myshopify.com", false],
    ["shop.shopify.com", false],
    ["https://shop.myshopify.com", false],
    ["a@b.myshopify.com", false],
  ])("%j valid: %s", (d, ok) => {
    expect(isValidShopDomain(d)).toBe(ok);
  });

  it("builds the Storefront URL from the name only", () => {
    expect(storefrontUrl(shopName("my-shop.myshopify.com")!, "2026-10")).toBe(
      "https://my-shop.myshopify.com/api/2026-10/graphql.json",
    );
  });

  it("never accepts a name that could change the URL's host or path", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const name = shopName(s);
        if (name !== null) expect(name).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      }),
      { numRuns: 2000 },
    );
  });
});
