import { describe, expect, it } from "vitest";
import { addItem, type CartItem, MAX_QUANTITY, refreshItems, updateQuantity } from "./cart";
import { fitToStock, LOW_STOCK_MAX, maxOrderable, shortageLine, shortageMessage, stockState } from "./stock";

const line = (id: string, quantity: number, stock?: number): CartItem => ({
  id,
  name: id,
  priceCents: 1000,
  imageUrl: "",
  size: "medium",
  quantity,
  ...(stock !== undefined && { stock }),
});

describe("stock state", () => {
  it("says how many are left only at or below the threshold, sold out at 0", () => {
    expect(LOW_STOCK_MAX).toBe(5);
    expect(stockState(50)).toEqual({ kind: "available" });
    expect(stockState(LOW_STOCK_MAX + 1)).toEqual({ kind: "available" });
    expect(stockState(LOW_STOCK_MAX)).toEqual({ kind: "low", left: 5 });
    expect(stockState(1)).toEqual({ kind: "low", left: 1 });
    expect(stockState(0)).toEqual({ kind: "sold-out" });
    // A catalogue that does not count (Shopify without inventory) sells as usual.
    expect(stockState(undefined)).toEqual({ kind: "available" });
  });

  it("caps what one line may hold", () => {
    expect(maxOrderable(undefined, 99)).toBe(99);
    expect(maxOrderable(3, 99)).toBe(3);
    expect(maxOrderable(500, 99)).toBe(99);
    expect(maxOrderable(0, 99)).toBe(0);
  });
});

describe("shortage messages", () => {
  it("name the plant and what is left, in German quotes", () => {
    expect(shortageLine("Monstera Deliciosa", 2)).toBe("Von „Monstera Deliciosa“ sind nur noch 2 verfügbar.");
    expect(shortageLine("Monstera Deliciosa", 1)).toBe("Von „Monstera Deliciosa“ ist nur noch 1 verfügbar.");
    expect(shortageLine("Efeutute", 0)).toBe("„Efeutute“ ist ausverkauft.");
  });

  it("list every short plant and say nothing was ordered", () => {
    expect(
      shortageMessage([
        { name: "Efeutute", left: 0 },
        { name: "Monstera Deliciosa", left: 2 },
      ]),
    ).toBe(
      "„Efeutute“ ist ausverkauft. Von „Monstera Deliciosa“ sind nur noch 2 verfügbar. Bitte passe deinen Warenkorb an; bestellt wurde noch nichts.",
    );
  });
});

describe("the cart and the stock", () => {
  it("fits lines to the server's answer: reduce, remove, leave the others", () => {
    const items = [line("a", 3), line("b", 2), line("c", 4)];
    expect(fitToStock(items, { a: 1, b: 0 })).toEqual([line("a", 1), line("c", 4)]);
    expect(fitToStock(items, { c: 9 })).toEqual(items);
  });

  it("adding stops at the stock and never adds a sold-out plant", () => {
    let items: CartItem[] = [];
    for (let i = 0; i < 5; i++) items = addItem(items, { ...line("a", 1, 3) });
    expect(items).toEqual([line("a", 3, 3)]);
    expect(addItem([], line("b", 1, 0))).toEqual([]);
    // Without a known stock only the cart's own limit counts.
    expect(addItem([line("c", MAX_QUANTITY - 1)], line("c", 1))[0]!.quantity).toBe(MAX_QUANTITY);
    expect(addItem([line("c", MAX_QUANTITY)], line("c", 1))[0]!.quantity).toBe(MAX_QUANTITY);
  });

  it("the quantity controls stop at the stock", () => {
    expect(updateQuantity([line("a", 1, 4)], "a", 10)).toEqual([line("a", 4, 4)]);
    expect(updateQuantity([line("a", 1, 4)], "a", 0)).toEqual([]);
  });

  it("the catalogue refresh carries the stock, reduces lines above it and drops sold-out ones", () => {
    const facts = (id: string, stock?: number) => ({
      id,
      name: id,
      priceCents: 1000,
      imageUrl: "",
      size: "medium" as const,
      ...(stock !== undefined && { stock }),
    });
    const result = refreshItems(
      [line("a", 3), line("b", 2), line("c", 1, 9)],
      [facts("a", 2), facts("b", 0), facts("c", 9)],
    );
    expect(result.items).toEqual([line("a", 2, 2), line("c", 1, 9)]);
    expect(result.reduced).toEqual([line("a", 2)]);
    expect(result.soldOut.map((i) => i.id)).toEqual(["b"]);
    expect(result.changed).toBe(true);
    // Nothing new: nothing to write back.
    expect(refreshItems(result.items, [facts("a", 2), facts("c", 9)]).changed).toBe(false);
  });
});
