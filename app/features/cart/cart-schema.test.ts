import { describe, expect, it } from "vitest";
import { MAX_QUANTITY } from "../../../domain/orders/cart";
import { parseStoredCart } from "./cart-schema";

const item = { id: "pothos", name: "Pothos", priceCents: 1999, imageUrl: "/p.svg", quantity: 2 };

describe("stored cart checks", () => {
  it("accepts a stored cart, defaults the size and leaves unknown keys out", () => {
    expect(parseStoredCart([{ ...item, extra: "x", shopifyVariantId: "v1" }])).toStrictEqual([
      { ...item, size: "medium", shopifyVariantId: "v1" },
    ]);
  });

  it("keeps a cart stored when a line held up to 99, fitting its lines to today's maximum (#49 §4)", () => {
    expect(parseStoredCart([{ ...item, quantity: 60 }])).toStrictEqual([
      { ...item, size: "medium", quantity: MAX_QUANTITY },
    ]);
  });

  it.each([
    ["not a list", { ...item }],
    ["empty id", [{ ...item, id: "" }]],
    ["fractional price", [{ ...item, priceCents: 1.5 }]],
    ["negative price", [{ ...item, priceCents: -1 }]],
    ["quantity 0", [{ ...item, quantity: 0 }]],
    ["quantity above any line ever stored", [{ ...item, quantity: 100 }]],
    ["unknown size", [{ ...item, size: "huge" }]],
    ["number as name", [{ ...item, name: 5 }]],
    ["too many lines", Array.from({ length: 201 }, () => item)],
  ])("refuses %s", (_, value) => {
    expect(() => parseStoredCart(value)).toThrow();
  });
});
