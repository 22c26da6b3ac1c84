import { describe, expect, it } from "vitest";
import { BESTSELLER_RULE, bestsellers, bestsellerWindowStart, shownPopularity } from "./bestseller";

const s = (plantId: string, units: number, orders: number) => ({ plantId, units, orders });

describe("bestsellers: a claim the orders back (#32)", () => {
  it("no orders, no bestsellers", () => {
    expect(bestsellers([])).toEqual(new Set());
  });

  it("the top sellers by units, each bought in at least the minimum number of orders", () => {
    const sales = [s("a", 40, 12), s("b", 30, 9), s("c", 20, 6), s("d", 19, 15)];
    expect(bestsellers(sales)).toEqual(new Set(["a", "b", "c"]));
  });

  it("one large order makes no bestseller: too few orders", () => {
    expect(bestsellers([s("bulk", 50, 1), s("a", 10, 5)])).toEqual(new Set(["a"]));
    expect(bestsellers([s("a", 9, BESTSELLER_RULE.minOrders - 1)])).toEqual(new Set());
  });

  it("only the top ranks count, even when more plants pass the minimum", () => {
    const sales = [s("a", 10, 5), s("b", 10, 6), s("c", 11, 5), s("d", 9, 9), s("e", 10, 5)];
    // c (11 units); then b (10 units, 6 orders); then a before e by id.
    expect(bestsellers(sales)).toEqual(new Set(["c", "b", "a"]));
  });

  it("a plant below the top does not move up when a top seller lacks orders", () => {
    expect(bestsellers([s("a", 100, 2), s("b", 90, 5), s("c", 80, 5), s("d", 70, 5)])).toEqual(
      new Set(["b", "c"]),
    );
  });

  it("the window is the last 30 days", () => {
    expect(bestsellerWindowStart(new Date("2026-11-30T12:00:00Z")).toISOString()).toBe(
      "2026-10-31T12:00:00.000Z",
    );
  });

  it("the badge: Bestseller from orders, the merchant's Neu / Im Trend otherwise, a stored Bestseller never", () => {
    expect(shownPopularity("new", true)).toBe("bestseller");
    expect(shownPopularity("trending", false)).toBe("trending");
    expect(shownPopularity("new", false)).toBe("new");
    expect(shownPopularity("bestseller", false)).toBeUndefined();
    expect(shownPopularity(undefined, false)).toBeUndefined();
  });
});
