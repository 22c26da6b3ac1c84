import { describe, expect, it, vi } from "vitest";
import { readStoredCart } from "./cart-store";

describe("stored cart", () => {
  it("reads a valid cart", () => {
    const item = { id: "a", name: "A", priceCents: 100, imageUrl: "/a.svg", quantity: 2, size: "small" };
    expect(readStoredCart(JSON.stringify([item]))).toEqual([item]);
  });
  it.each(["{", '[{"id":1}]', "null", '{"a":1}'])("logs and empties on %s", (raw) => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(readStoredCart(raw)).toEqual([]);
    expect(spy).toHaveBeenCalledWith("Failed to parse stored cart", expect.anything());
    spy.mockRestore();
  });
});
