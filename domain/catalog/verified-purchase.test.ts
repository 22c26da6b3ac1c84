import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "../contracts/order";
import { isVerifiedPurchase, type PurchaseOrder, type Reviewer, SHIPPED_STATUSES } from "./verified-purchase";

const anna: Reviewer = { id: "u-anna", email: "anna@example.de", emailVerified: true };
const id = "3f2a9c41-0b7e-4d2a-9c11-5e6f7a8b9c0d";
const order = (o: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  id,
  number: "BW-2026-000042",
  userId: "u-anna",
  email: "anna@example.de",
  status: "completed",
  ...o,
});

describe("verified purchase", () => {
  it("is an order of the account that was shipped", () => {
    expect(isVerifiedPurchase(anna, [order()], [])).toBe(true);
    // Versendet (#17): the parcel left, the buyer can judge the plant, even before paying.
    expect(isVerifiedPurchase(anna, [order({ status: "shipped" })], [])).toBe(true);
    expect([...SHIPPED_STATUSES].sort()).toEqual(["completed", "shipped"]);
    for (const status of ORDER_STATUSES.filter((s) => !SHIPPED_STATUSES.includes(s))) {
      expect(isVerifiedPurchase(anna, [order({ status })], [])).toBe(false);
    }
    expect(isVerifiedPurchase(anna, [order({ status: "pending" }), order({ status: "completed" })], [])).toBe(
      true,
    );
  });

  it("counts a guest order only with the account's confirmed address", () => {
    const guest = order({ userId: null, email: " ANNA@example.de " });
    expect(isVerifiedPurchase(anna, [guest], [])).toBe(true);
    expect(isVerifiedPurchase({ ...anna, emailVerified: false }, [guest], [])).toBe(false);
    expect(isVerifiedPurchase({ ...anna, emailVerified: false }, [order()], [])).toBe(false);
    expect(isVerifiedPurchase(anna, [order({ userId: null, email: "fremd@example.de" })], [])).toBe(false);
    // Another account's order with Anna's address is not hers.
    expect(isVerifiedPurchase(anna, [order({ userId: "u-ben" })], [])).toBe(false);
  });

  it("is lost only when a withdrawal is linked to the order (#29)", () => {
    expect(isVerifiedPurchase(anna, [order()], [{ orderId: id }])).toBe(false);
    // A declaration linked to nothing — free text anyone could have typed, with the order's number and
    // address — takes nothing away; nor does one linked to another order.
    expect(isVerifiedPurchase(anna, [order()], [{ orderId: null }])).toBe(true);
    expect(isVerifiedPurchase(anna, [order()], [{ orderId: "11111111-2222-4333-8444-555555555555" }])).toBe(
      true,
    );
    // Two shipped orders of the plant: one withdrawn, the other still verifies.
    const second = order({ id: "99999999-2222-4333-8444-555555555555", number: "BW-2026-000043" });
    expect(isVerifiedPurchase(anna, [order(), second], [{ orderId: id }])).toBe(true);
  });
});
