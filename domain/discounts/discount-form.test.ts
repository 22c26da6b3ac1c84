import { describe, expect, it } from "vitest";
import { berlinDayStart, parseDiscountForm } from "./discount-form";

const form = (fields: Record<string, string>) => (name: string) => fields[name] ?? "";

describe("parseDiscountForm (#43 §2)", () => {
  it("reads a percentage code with its window, limits and restrictions", () => {
    const r = parseDiscountForm(
      form({
        code: " winter10 ",
        kind: "percent",
        value: "10 %",
        minOrder: "40,00",
        validFrom: "2026-12-01",
        validUntil: "2026-12-24",
        maxUses: "100",
        maxUsesPerEmail: "1",
        plantIds: "pothos, monstera-deliciosa",
        categories: "",
        combinable: "on",
      }),
    );
    expect(r).toEqual({
      ok: true,
      value: {
        code: "WINTER10",
        kind: "percent",
        value: 10,
        minOrderCents: 4000,
        validFrom: new Date("2026-11-30T23:00:00Z"),
        // The whole 24th (Berlin) counts.
        validUntil: new Date("2026-12-24T23:00:00Z"),
        maxUses: 100,
        maxUsesPerEmail: 1,
        plantIds: ["pothos", "monstera-deliciosa"],
        categories: [],
        combinable: true,
      },
    });
  });

  it("reads a fixed amount in euros and free shipping", () => {
    expect(parseDiscountForm(form({ code: "FUENF", kind: "amount", value: "5" }))).toMatchObject({
      ok: true,
      value: { kind: "amount", value: 500, minOrderCents: null, maxUses: null, combinable: false },
    });
    expect(parseDiscountForm(form({ code: "GRATIS", kind: "free_shipping", value: "" }))).toMatchObject({
      ok: true,
      value: { kind: "free_shipping", value: 0 },
    });
  });

  it.each([
    [{ code: "a b", kind: "percent", value: "10" }, "discount_form_code"],
    [{ code: "ABC", kind: "gift", value: "10" }, "discount_form_kind"],
    [{ code: "ABC", kind: "percent", value: "101" }, "discount_form_percent"],
    [{ code: "ABC", kind: "amount", value: "0" }, "discount_form_amount"],
    [{ code: "ABC", kind: "amount", value: "5", minOrder: "viel" }, "discount_form_minimum"],
    [{ code: "ABC", kind: "amount", value: "5", validFrom: "2026-02-30" }, "discount_form_date"],
    [
      { code: "ABC", kind: "amount", value: "5", validFrom: "2026-12-24", validUntil: "2026-12-01" },
      "discount_form_dates_order",
    ],
    [{ code: "ABC", kind: "amount", value: "5", maxUses: "0" }, "discount_form_uses"],
    [{ code: "ABC", kind: "amount", value: "5", plantIds: "<script>" }, "discount_form_list"],
  ])("refuses %j with %s", (fields, error) => {
    expect(parseDiscountForm(form(fields))).toEqual({ ok: false, error });
  });

  it("Berlin midnight in winter and summer", () => {
    expect(berlinDayStart("2026-01-15")).toEqual(new Date("2026-01-14T23:00:00Z"));
    expect(berlinDayStart("2026-07-15")).toEqual(new Date("2026-07-14T22:00:00Z"));
  });
});
