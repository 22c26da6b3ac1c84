// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { CART_HINT_SCRIPT } from "./cart-hint";
import { CART_KEY } from "./cart-store";

/** Runs the head's line as the browser does, on this document. */
const run = () => new Function(CART_HINT_SCRIPT)();

describe("the cart hint in the page's head", () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.cart;
  });

  it("marks a cart the browser knows is empty: none stored, or an empty list", () => {
    run();
    expect(document.documentElement.dataset.cart).toBe("empty");
    delete document.documentElement.dataset.cart;
    localStorage.setItem(CART_KEY, "[]");
    run();
    expect(document.documentElement.dataset.cart).toBe("empty");
  });

  it("leaves a cart with plants, or one it cannot read, to the scripts", () => {
    localStorage.setItem(CART_KEY, JSON.stringify([{ id: "pothos", quantity: 1 }]));
    run();
    expect(document.documentElement.dataset.cart).toBeUndefined();
    localStorage.setItem(CART_KEY, "{not json");
    run();
    expect(document.documentElement.dataset.cart).toBeUndefined();
  });
});
