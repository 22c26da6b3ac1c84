import { describe, expect, it } from "vitest";
import { ORDER_STATUSES } from "./contracts/order";
import { shortOrderId } from "./order";
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

  it("is lost when a withdrawal names the order from the order's or the account's address", () => {
    const number = shortOrderId(id);
    const withdrawn = (orderReference: string, email = "anna@example.de") => [{ orderReference, email }];
    expect(isVerifiedPurchase(anna, [order()], withdrawn(number))).toBe(false);
    expect(isVerifiedPurchase(anna, [order()], withdrawn(`Bestellung #${number.toLowerCase()}`))).toBe(false);
    expect(isVerifiedPurchase(anna, [order()], withdrawn(id))).toBe(false);
    expect(
      isVerifiedPurchase(
        anna,
        [order({ email: "lieferung@example.de" })],
        withdrawn(number, "Lieferung@example.de"),
      ),
    ).toBe(false);
    expect(isVerifiedPurchase(anna, [order()], withdrawn("Bestellung BW-2026-000042"))).toBe(false);
    expect(isVerifiedPurchase(anna, [order()], withdrawn("bw 2026 000042"))).toBe(false);
    expect(isVerifiedPurchase(anna, [order()], withdrawn("BW-2026-000043"))).toBe(true);
    // Another order's number, or a stranger's declaration, changes nothing.
    expect(isVerifiedPurchase(anna, [order()], withdrawn("ABCDEF12"))).toBe(true);
    expect(isVerifiedPurchase(anna, [order()], withdrawn(number, "fremd@example.de"))).toBe(true);
  });
});
