import { describe, expect, it } from "vitest";
import { dispatchHold } from "./dispatch-hold";

describe("a bounced debit holds the order back from shipping (#50 §6)", () => {
  const bounced = { state: "failed" as const, releasedAt: null };
  it("held while the money is open, before shipment", () => {
    expect(dispatchHold({ status: "pending", online: bounced, openCents: 4546 })).toBe("debit_bounced");
    expect(dispatchHold({ status: "processing", online: bounced, openCents: 4546 })).toBe("debit_bounced");
  });
  it("free once paid (a transfer booked), released by staff, shipped or cancelled", () => {
    expect(dispatchHold({ status: "processing", online: bounced, openCents: 0 })).toBeNull();
    expect(
      dispatchHold({
        status: "processing",
        online: { ...bounced, releasedAt: "2026-12-07T10:00:00Z" },
        openCents: 4546,
      }),
    ).toBeNull();
    expect(dispatchHold({ status: "shipped", online: bounced, openCents: 4546 })).toBeNull();
    expect(dispatchHold({ status: "cancelled", online: bounced, openCents: 0 })).toBeNull();
  });
  it("other payments hold nothing", () => {
    expect(dispatchHold({ status: "pending", online: null, openCents: 4546 })).toBeNull();
    expect(
      dispatchHold({ status: "pending", online: { state: "processing", releasedAt: null }, openCents: 4546 }),
    ).toBeNull();
  });
});
