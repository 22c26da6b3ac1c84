import { describe, expect, it } from "vitest";
import { calendarDay, deliveryEstimate, deliveryEstimateText } from "../orders/delivery";
import { deliveryPromise, deliveryRule } from "../orders/delivery-promise";
import { orderTotals } from "../orders/order";
import { shippingCostCents } from "../orders/shipping";
import { crossesLowStock } from "../orders/stock";
import { sellerLines } from "./brand";
import {
  effectiveSettings,
  groupFormValues,
  parseSettingsGroup,
  type ShopSettings,
  settingsDiff,
  shippingRates,
  staffAddress,
} from "./settings";

const DEFAULTS: ShopSettings = {
  business: {
    companyName: "Blattwerk GmbH",
    legalForm: "GmbH",
    representative: "Geschäftsführung: Ada Berg",
    street: "Musterstraße 1",
    postalCode: "52062",
    city: "Aachen",
    country: "Deutschland",
    email: "hallo@blattwerk.example",
    phone: "+49 241 000000",
    registerCourt: "Amtsgericht Aachen",
    registerNumber: "HRB 1",
    vatId: "DE000000000",
    contentResponsible: "Ada Berg",
  },
  bank: { iban: "DE89370400440532013000", bic: "COBADEFFXXX", bankName: "Musterbank" },
  shipping: { smallCents: 490, mediumCents: 690, largeCents: 990, freeFromCents: 6000 },
  payment: { termDays: 14 },
  delivery: { fromDays: 1, toDays: 3 },
  notifications: { staffEmail: "", lowStockThreshold: 3 },
  mail: { signature: "" },
  approvals: { serviceLimitCents: 5000 },
  limits: { firstInvoiceMaxCents: 25_000 },
  tax: { smallBusiness: false, since: "", taxNumber: "" },
  reminders: { automatic: false, graceDays: 3, secondAfterDays: 14 },
  giftWrap: { priceCents: 390 },
};

describe("settings groups (#34): one rule per value", () => {
  it("customer service's refund limit (#49 §3): euros in, cents stored, shown with a comma", () => {
    expect(parseSettingsGroup("approvals", { serviceLimit: "75,50" })).toEqual({
      ok: true,
      value: { serviceLimitCents: 7550 },
    });
    expect(parseSettingsGroup("approvals", { serviceLimit: "-1" })).toEqual({
      ok: false,
      field: "serviceLimit",
    });
    expect(groupFormValues(DEFAULTS, "approvals")).toEqual({ serviceLimit: "50,00" });
    expect(
      effectiveSettings(DEFAULTS, { approvals: { serviceLimitCents: 0 } }).approvals.serviceLimitCents,
    ).toBe(0);
  });

  it("reads euros as people write them and stores cents", () => {
    expect(
      parseSettingsGroup("shipping", { small: "4,5", medium: "6.90 €", large: " 10 ", freeFrom: "75,00" }),
    ).toEqual({
      ok: true,
      value: { smallCents: 450, mediumCents: 690, largeCents: 1000, freeFromCents: 7500 },
    });
  });

  it("reads amounts only as the money forms do: 0x10, 1e3, Infinity and empty are no amount; no line break in an imprint line (#49 §4)", () => {
    const shipping = (small: string) =>
      parseSettingsGroup("shipping", { small, medium: "6,90", large: "9,90", freeFrom: "60" });
    for (const bad of ["0x10", "1e3", "", "  ", "Infinity", "0b11", "1,2,3", "100.000,01"])
      expect(shipping(bad), JSON.stringify(bad)).toEqual({ ok: false, field: "small" });
    expect(shipping("1.299,50 €")).toMatchObject({ ok: true, value: { smallCents: 129950 } });
    expect(shipping("0")).toMatchObject({ ok: true, value: { smallCents: 0 } });
    const business = (companyName: string) =>
      parseSettingsGroup("business", { ...DEFAULTS.business, companyName });
    for (const bad of [
      "Blattwerk\nBcc: x@evil.example",
      "Blatt\rwerk",
      "Blatt\u2028werk",
      "\u202eBlattwerk",
      "\u200b",
    ])
      expect(business(bad), JSON.stringify(bad)).toEqual({ ok: false, field: "companyName" });
    expect(business("  Blattwerk Köln GmbH ")).toMatchObject({
      ok: true,
      value: { companyName: "Blattwerk Köln GmbH" },
    });
  });

  it("refuses an IBAN with a wrong check digit and a malformed BIC, naming the field; accepts spaces and lower case", () => {
    expect(
      parseSettingsGroup("bank", { iban: "DE89 3704 0044 0532 0130 01", bic: "COBADEFFXXX", bankName: "B" }),
    ).toEqual({
      ok: false,
      field: "iban",
    });
    expect(
      parseSettingsGroup("bank", { iban: "DE89370400440532013000", bic: "COBA", bankName: "B" }),
    ).toEqual({
      ok: false,
      field: "bic",
    });
    expect(
      parseSettingsGroup("bank", {
        iban: "de89 3704 0044 0532 0130 00",
        bic: "cobadeffxxx",
        bankName: "Bank",
      }),
    ).toEqual({ ok: true, value: { iban: "DE89370400440532013000", bic: "COBADEFFXXX", bankName: "Bank" } });
  });

  it("refuses what the start-up config refuses: a term outside 1–365, negative amounts, an empty imprint line, unknown fields", () => {
    expect(parseSettingsGroup("payment", { termDays: "0" })).toEqual({ ok: false, field: "termDays" });
    expect(parseSettingsGroup("payment", { termDays: "14,5" })).toEqual({ ok: false, field: "termDays" });
    expect(
      parseSettingsGroup("shipping", { small: "-1", medium: "1", large: "1", freeFrom: "1" }),
    ).toMatchObject({
      field: "small",
    });
    expect(parseSettingsGroup("business", { ...DEFAULTS.business, city: "  " })).toEqual({
      ok: false,
      field: "city",
    });
    expect(parseSettingsGroup("payment", { termDays: "14", admin: "1" })).toEqual({
      ok: false,
      field: "admin",
    });
    expect(parseSettingsGroup("delivery", { fromDays: "3", toDays: "2" })).toEqual({
      ok: false,
      field: "toDays",
    });
    expect(parseSettingsGroup("notifications", { staffEmail: "kein-at", lowStockThreshold: "3" })).toEqual({
      ok: false,
      field: "staffEmail",
    });
    expect(parseSettingsGroup("notifications", { staffEmail: "", lowStockThreshold: "3" })).toMatchObject({
      ok: true,
    });
  });

  it("a form shows the stored values; parsing them back changes nothing", () => {
    for (const group of [
      "shipping",
      "payment",
      "delivery",
      "notifications",
      "mail",
      "bank",
      "business",
    ] as const) {
      const parsed = parseSettingsGroup(group, groupFormValues(DEFAULTS, group));
      expect(parsed).toEqual({ ok: true, value: DEFAULTS[group] });
    }
    expect(groupFormValues(DEFAULTS, "shipping")).toEqual({
      small: "4,90",
      medium: "6,90",
      large: "9,90",
      freeFrom: "60,00",
    });
  });

  it("stored groups go over the defaults; a stored group that no longer parses is ignored as a whole", () => {
    const s = effectiveSettings(DEFAULTS, {
      payment: { termDays: 30 },
      shipping: { smallCents: -5, mediumCents: 1, largeCents: 1, freeFromCents: 1 },
      unknown: { x: 1 },
    });
    expect(s.payment.termDays).toBe(30);
    expect(s.shipping).toEqual(DEFAULTS.shipping);
    expect(DEFAULTS.payment.termDays).toBe(14);
  });

  it("the audit's diff holds the changed fields only, old and new", () => {
    expect(settingsDiff(DEFAULTS.shipping, { ...DEFAULTS.shipping, largeCents: 1234 })).toEqual({
      before: { largeCents: 990 },
      after: { largeCents: 1234 },
    });
    expect(settingsDiff(DEFAULTS.payment, { termDays: 14 })).toBeNull();
  });

  it("notifications go to the staff address, else the business address", () => {
    expect(staffAddress(DEFAULTS)).toBe("hallo@blattwerk.example");
    expect(
      staffAddress({ ...DEFAULTS, notifications: { staffEmail: "team@x.de", lowStockThreshold: 3 } }),
    ).toBe("team@x.de");
  });
});

describe("the rules read the settings", () => {
  const large = [{ size: "large" as const, priceCents: 2999, quantity: 1 }];
  it("shipping: the set rates and threshold", () => {
    const rates = shippingRates({ ...DEFAULTS, shipping: { ...DEFAULTS.shipping, largeCents: 1234 } });
    expect(shippingCostCents(large, 6000, rates)).toBe(1234);
    expect(shippingCostCents(large, 2999, rates)).toBe(0);
    expect(orderTotals(large, 6000, rates)).toEqual({
      subtotalCents: 2999,
      shippingCents: 1234,
      totalCents: 4233,
    });
    // Without settings: the code's table.
    expect(shippingCostCents(large)).toBe(990);
  });

  it("delivery: the set working days after dispatch, in the dates and the promise", () => {
    const monday = new Date("2026-11-23T08:00:00Z"); // 09:00 in Berlin: dispatched the same day
    expect(deliveryEstimate(monday, { from: 2, to: 5 })).toEqual({
      from: calendarDay(2026, 11, 25),
      to: calendarDay(2026, 11, 30),
    });
    expect(deliveryEstimateText(monday, { from: 2, to: 5 })).toBe(
      "Voraussichtliche Lieferung zwischen 25.11.2026 und 30.11.2026",
    );
    expect(deliveryPromise("de", { from: 2, to: 5 })).toBe("Lieferung in 2–6 Werktagen");
    expect(deliveryPromise("de")).toBe("Lieferung in 1–4 Werktagen");
    expect(deliveryRule("de", { from: 2, to: 5 })).toContain("es kommt 2–5 Werktage danach bei dir an");
  });

  it("low stock is told once per crossing of the threshold", () => {
    expect(crossesLowStock(5, 4, 3)).toBe(false);
    expect(crossesLowStock(4, 3, 3)).toBe(true);
    expect(crossesLowStock(5, 0, 3)).toBe(true);
    expect(crossesLowStock(3, 2, 3)).toBe(false);
    expect(crossesLowStock(2, 1, 3)).toBe(false);
    expect(crossesLowStock(1, 0, 0)).toBe(true);
  });
});

describe("register and VAT ID may stay empty (#50 §5, § 5 DDG)", () => {
  const form = (over: Record<string, string>) => ({ ...groupFormValues(DEFAULTS, "business"), ...over });
  it("a sole trader without register entry or VAT ID saves the business data", () => {
    const parsed = parseSettingsGroup("business", form({ registerCourt: "", registerNumber: "", vatId: "" }));
    expect(parsed).toMatchObject({ ok: true, value: { registerCourt: "", registerNumber: "", vatId: "" } });
    // … and the stored group is read back (not dropped for the defaults).
    if (!parsed.ok) throw new Error("refused");
    expect(effectiveSettings(DEFAULTS, { business: parsed.value }).business.vatId).toBe("");
  });
  it("a register entry has both court and number", () => {
    expect(parseSettingsGroup("business", form({ registerNumber: "" }))).toEqual({
      ok: false,
      field: "registerNumber",
    });
    expect(parseSettingsGroup("business", form({ registerCourt: "" }))).toEqual({
      ok: false,
      field: "registerCourt",
    });
  });
  it("the seller lines under every mail leave out what is empty", () => {
    const lines = sellerLines({ ...DEFAULTS.business, registerCourt: "", registerNumber: "", vatId: "" });
    expect(lines.join("\n")).not.toMatch(/USt-IdNr|, ·|· ,|^, /m);
    expect(lines.at(-1)).toBe("Geschäftsführung: Ada Berg");
    expect(sellerLines(DEFAULTS.business).at(-1)).toBe(
      "Geschäftsführung: Ada Berg · Amtsgericht Aachen, HRB 1 · USt-IdNr. DE000000000",
    );
  });
});
