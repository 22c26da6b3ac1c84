import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addItem,
  badgeText,
  type CartItem,
  cartCount,
  cartSubtotalCents,
  MAX_QUANTITY,
  refreshItems,
  removeItem,
  restoreItem,
  updateQuantity,
} from "./cart";

const product = (id: string, priceCents = 1000) => ({
  id,
  name: id,
  priceCents,
  imageUrl: `/plants/${id}.svg`,
});

describe("cart rules (spec §4)", () => {
  it("appends a new product with quantity 1 and size medium", () => {
    expect(addItem([], product("a"))).toEqual([{ ...product("a"), quantity: 1, size: "medium" }]);
  });
  it("keeps a given size", () => {
    expect(addItem([], { ...product("a"), size: "large" })[0]?.size).toBe("large");
  });
  it("raises the quantity of an existing product by 1", () => {
    const once = addItem([], product("a"));
    expect(addItem(once, product("a"))[0]?.quantity).toBe(2);
  });
  it("removes a line", () => {
    expect(removeItem(addItem([], product("a")), "a")).toEqual([]);
  });
  it("removes a line whose quantity drops below 1", () => {
    const c = addItem([], product("a"));
    expect(updateQuantity(c, "a", 0)).toEqual([]);
    expect(updateQuantity(c, "a", -3)).toEqual([]);
    expect(updateQuantity(c, "a", 4)[0]?.quantity).toBe(4);
  });
  it("stops a line at the maximum quantity", () => {
    let c = addItem([], product("a"));
    for (let i = 0; i < MAX_QUANTITY + 5; i++) c = addItem(c, product("a"));
    expect(c[0]?.quantity).toBe(MAX_QUANTITY);
    expect(updateQuantity(c, "a", 1000)[0]?.quantity).toBe(MAX_QUANTITY);
    expect(updateQuantity(c, "a", 2.7)[0]?.quantity).toBe(2);
  });
  it("puts a removed line back at its place, once", () => {
    const c = addItem(addItem(addItem([], product("a")), product("b")), product("c"));
    const b = { ...c[1]!, quantity: 4 };
    const without = removeItem(c, "b");
    expect(restoreItem(without, b, 1).map((i) => `${i.id}${i.quantity}`)).toEqual(["a1", "b4", "c1"]);
    expect(restoreItem(c, b, 1)).toEqual(c);
  });
  it("refreshes names, prices and sizes from the catalogue and drops gone plants", () => {
    const c = addItem(addItem([], product("a", 100)), product("gone"));
    const r = refreshItems(c, [{ ...product("a", 250), size: "large" }]);
    expect(r.changed).toBe(true);
    expect(r.repriced).toBe(true);
    expect(r.items).toEqual([{ ...product("a", 250), size: "large", quantity: 1 }]);
    expect(r.removed.map((i) => i.id)).toEqual(["gone"]);
    const same = refreshItems(r.items, [{ ...product("a", 250), size: "large" }]);
    expect(same.changed).toBe(false);
    expect(same.repriced).toBe(false);
  });
  it("takes the essential features (botanical name, height, pot diameter) from the catalogue", () => {
    const stored = addItem([], { ...product("a"), size: "large" });
    const facts = {
      ...product("a"),
      size: "large" as const,
      botanicalName: "Monstera deliciosa",
      height: "70–90 cm",
      potDiameter: "21 cm",
    };
    const r = refreshItems(stored, [facts]);
    expect(r.changed).toBe(true);
    expect(r.repriced).toBe(false);
    expect(r.items[0]).toMatchObject({
      botanicalName: "Monstera deliciosa",
      height: "70–90 cm",
      potDiameter: "21 cm",
    });
    expect(refreshItems(r.items, [facts]).changed).toBe(false);
  });
  it("shows 99+ above 99", () => {
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });
  it("count and subtotal are sums over lines", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.uuid(),
            p: fc.integer({ min: 0, max: 100_000 }),
            q: fc.integer({ min: 1, max: 99 }),
          }),
          {
            maxLength: 20,
          },
        ),
        (lines) => {
          const items: CartItem[] = lines.map((l) => ({
            ...product(l.id, l.p),
            quantity: l.q,
            size: "medium",
          }));
          expect(cartCount(items)).toBe(lines.reduce((n, l) => n + l.q, 0));
          expect(cartSubtotalCents(items)).toBe(lines.reduce((n, l) => n + l.p * l.q, 0));
        },
      ),
    );
  });
});
