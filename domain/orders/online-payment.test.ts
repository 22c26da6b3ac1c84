import { describe, expect, it } from "vitest";
import type { ONLINE_PAYMENT_STATES } from "../contracts/order";
import {
  advance,
  methodOfCharge,
  onlineMethodsText,
  paymentMethodName,
  stateOfPayment,
} from "./online-payment";

describe("online payment rules", () => {
  it("reads a session and its PaymentIntent: paid, a debit on its way, a debit failed, expired, open", () => {
    expect(stateOfPayment({ status: "complete", payment_status: "paid" }, "succeeded")).toBe("paid");
    expect(stateOfPayment({ status: "complete", payment_status: "unpaid" }, "processing")).toBe("processing");
    expect(stateOfPayment({ status: "complete", payment_status: "unpaid" }, "requires_payment_method")).toBe(
      "failed",
    );
    expect(stateOfPayment({ status: "expired", payment_status: "unpaid" }, null)).toBe("expired");
    expect(stateOfPayment({ status: "open", payment_status: "unpaid" }, null)).toBe("open");
  });

  it("only moves forward, so events in any order end in the same state", () => {
    expect(advance("open", "processing")).toBe("processing");
    expect(advance("processing", "paid")).toBe("paid");
    expect(advance("processing", "failed")).toBe("failed");
    expect(advance("open", "expired")).toBe("expired");
    // late, repeated or contradicting events
    expect(advance("paid", "processing")).toBeNull();
    expect(advance("paid", "paid")).toBeNull();
    expect(advance("paid", "expired")).toBeNull();
    expect(advance("expired", "paid")).toBeNull();
    expect(advance("failed", "paid")).toBeNull();
    expect(advance("processing", "expired")).toBeNull();
    const orders = [
      ["processing", "paid"],
      ["paid", "processing"],
    ] as const;
    for (const events of orders) {
      let state: (typeof ONLINE_PAYMENT_STATES)[number] = "open";
      for (const e of events) state = advance(state, e) ?? state;
      expect(state).toBe("paid");
    }
  });

  it("names the method as the customer knows it, wallets before the card", () => {
    expect(methodOfCharge({ type: "card", card: { wallet: { type: "apple_pay" } } })).toBe("apple_pay");
    expect(methodOfCharge({ type: "card", card: { wallet: null } })).toBe("card");
    expect(methodOfCharge({ type: "sepa_debit" })).toBe("sepa_debit");
    expect(methodOfCharge(null)).toBeNull();
    expect(paymentMethodName("sepa_debit", "de")).toBe("SEPA-Lastschrift");
    expect(paymentMethodName("card", "en")).toBe("card");
    expect(paymentMethodName("apple_pay", "de")).toBe("Apple Pay");
    expect(paymentMethodName("twint", "de")).toBe("twint");
  });

  it("lists the offered methods as a sentence, wallets named with the card", () => {
    expect(onlineMethodsText(["card", "paypal", "klarna", "sepa_debit"], "de")).toBe(
      "Karte (auch Apple Pay und Google Pay), PayPal, Klarna oder SEPA-Lastschrift",
    );
    expect(onlineMethodsText(["paypal", "sepa_debit"], "en")).toBe("PayPal or SEPA Direct Debit");
    expect(onlineMethodsText(["klarna"], "de")).toBe("Klarna");
  });
});
