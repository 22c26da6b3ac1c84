import { describe, expect, it } from "vitest";
import { SHIPPING_SIZES, shippingCostCents, shippingRateCents } from "./shipping";

const line = (size: "small" | "medium" | "large", priceCents = 1000, quantity = 1) => ({
  size,
  priceCents,
  quantity,
});

describe("shipping cost (spec §9)", () => {
  it.each([
    [[line("small")], 490],
    [[line("small"), line("medium")], 690],
    [[line("small"), line("large")], 990],
    [[], 690],
  ] as const)("%j costs %i cents", (items, cents) => {
    expect(shippingCostCents(items)).toBe(cents);
  });
  it("is free from the threshold, inclusive", () => {
    expect(shippingCostCents([line("large", 6000)])).toBe(0);
    expect(shippingCostCents([line("large", 5999)])).toBe(990);
    expect(shippingCostCents([line("large", 2000, 3)])).toBe(0);
  });
  it("follows a configured threshold", () => {
    expect(shippingCostCents([line("small", 3000)], 3000)).toBe(0);
    expect(shippingCostCents([line("small", 3000)], 8000)).toBe(490);
  });
});

describe("rate table (PAngV: shipping costs near every price)", () => {
  it("lists the size classes from small to large with the rates of the cart rule", () => {
    expect(SHIPPING_SIZES.map((s) => [s, shippingRateCents(s)])).toEqual([
      ["small", 490],
      ["medium", 690],
      ["large", 990],
    ]);
    for (const s of SHIPPING_SIZES)
      expect(shippingCostCents([line(s)], 1_000_000)).toBe(shippingRateCents(s));
  });
});
