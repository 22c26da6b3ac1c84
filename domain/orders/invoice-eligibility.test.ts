import { describe, expect, it } from "vitest";
import { invoiceRefusal, NO_INVOICE_LIMITS } from "./invoice-eligibility";

const known = { completedOrders: 2, overdueInvoices: 0 };
const newcomer = { completedOrders: 0, overdueInvoices: 0 };

describe("who may pay by invoice", () => {
  it("everyone, while no limit is set", () => {
    expect(
      invoiceRefusal(1_000_000, NO_INVOICE_LIMITS, { completedOrders: 0, overdueInvoices: 3 }),
    ).toBeNull();
  });

  it("not above the total: the limit itself is still allowed", () => {
    const limits = { ...NO_INVOICE_LIMITS, maxTotalCents: 50_000 };
    expect(invoiceRefusal(50_000, limits, newcomer)).toBeNull();
    expect(invoiceRefusal(50_001, limits, known)).toEqual({
      error: "invoice_over_limit",
      params: { maxCents: 50_000 },
    });
  });

  it("not on a first order, when the shop says so", () => {
    const limits = { ...NO_INVOICE_LIMITS, firstOrderRefused: true };
    expect(invoiceRefusal(3_000, limits, newcomer)).toEqual({ error: "invoice_first_order" });
    expect(invoiceRefusal(3_000, limits, known)).toBeNull();
  });

  it("not while an invoice is overdue, before the first-order rule", () => {
    const limits = { ...NO_INVOICE_LIMITS, firstOrderRefused: true, overdueRefused: true };
    expect(invoiceRefusal(3_000, limits, { completedOrders: 0, overdueInvoices: 1 })).toEqual({
      error: "invoice_overdue",
    });
    expect(invoiceRefusal(3_000, limits, { completedOrders: 4, overdueInvoices: 1 })).toEqual({
      error: "invoice_overdue",
    });
  });
});
