// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CART_HINT_SCRIPT, checkoutHintScript } from "./cart-hint";
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

describe("the checkout's head", () => {
  afterEach(() => localStorage.clear());

  /** Runs the checkout's line with a `location` that records where it was sent. */
  const run = () => {
    const location = { replace: vi.fn() };
    new Function("location", checkoutHintScript("/en/cart"))(location);
    return location.replace;
  };

  it("sends a known empty cart to the cart page in the page's language, before it paints", () => {
    expect(run()).toHaveBeenCalledWith("/en/cart");
    localStorage.setItem(CART_KEY, "[]");
    expect(run()).toHaveBeenCalledWith("/en/cart");
  });

  it("lets a cart with plants, or one it cannot read, stay at the checkout", () => {
    localStorage.setItem(CART_KEY, JSON.stringify([{ id: "pothos", quantity: 1 }]));
    expect(run()).not.toHaveBeenCalled();
    localStorage.setItem(CART_KEY, "{not json");
    expect(run()).not.toHaveBeenCalled();
  });
});
