import { describe, expect, it } from "vitest";
import { onlinePaymentPending, onlineStateLabel, paymentFilterOf } from "./payment-labels";

describe("payment labels of the back office", () => {
  it("names every online state, the paid one with its method", () => {
    expect(onlineStateLabel("open", null)).toBe("Zahlung offen");
    expect(onlineStateLabel("processing", "sepa_debit")).toBe("Lastschrift läuft");
    expect(onlineStateLabel("paid", "card")).toBe("Bezahlt (Karte)");
    expect(onlineStateLabel("paid", "sepa_debit")).toBe("Bezahlt (SEPA-Lastschrift)");
    expect(onlineStateLabel("paid", "apple_pay")).toBe("Bezahlt (Apple Pay)");
    expect(onlineStateLabel("paid", null)).toBe("Bezahlt");
    expect(onlineStateLabel("failed", "sepa_debit")).toBe("Lastschrift geplatzt");
    expect(onlineStateLabel("expired", null)).toBe("Nicht bezahlt");
  });

  it("reads ?payment= as a filter and anything else as none", () => {
    expect(paymentFilterOf("online")).toBe("online");
    expect(paymentFilterOf("invoice")).toBe("invoice");
    for (const v of [null, "", "stripe", "ONLINE", "toString"]) expect(paymentFilterOf(v)).toBeUndefined();
  });

  it("counts the money as outstanding while open or on its way only", () => {
    expect(
      [null, "open", "processing", "paid", "failed", "expired"].map((s) => onlinePaymentPending(s as never)),
    ).toEqual([false, true, true, false, false, false]);
  });
});
