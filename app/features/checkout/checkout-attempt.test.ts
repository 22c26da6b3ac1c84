// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_PATTERN } from "../../../domain/contracts/order";
import { ATTEMPT_KEY, attemptKey, finishAttempt, newKey } from "./checkout-attempt";

const request = { items: [{ id: "pothos", quantity: 1 }], shipping: { city: "Aachen" } };

describe("checkout attempt key", () => {
  beforeEach(() => sessionStorage.clear());

  it("stays the same for the same request, across reloads of this tab", () => {
    const key = attemptKey(request);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(attemptKey(structuredClone(request))).toBe(key);
  });

  it("changes when the cart or the address changes, and after a successful order", () => {
    const key = attemptKey(request);
    expect(attemptKey({ ...request, items: [{ id: "pothos", quantity: 2 }] })).not.toBe(key);
    const again = attemptKey(request);
    finishAttempt();
    expect(sessionStorage.getItem(ATTEMPT_KEY)).toBeNull();
    expect(attemptKey(request)).not.toBe(again);
  });

  it("stores no address", () => {
    attemptKey(request);
    expect(sessionStorage.getItem(ATTEMPT_KEY)).not.toContain("Aachen");
  });

  it("makes version-4 UUIDs", () => {
    expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
