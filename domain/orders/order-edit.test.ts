import { describe, expect, it } from "vitest";
import { orderEditRefusalMessages } from "../contracts/order-edit-messages";
import { renderRefusal } from "../text/refusal";
import {
  addressChanges,
  applyLineEdit,
  editedTotals,
  editRefusal,
  parseEditQuantity,
  parseNote,
  stockDeltas,
} from "./order-edit";

const line = (
  plantId: string,
  quantity: number,
  priceCents: number,
  size: "small" | "medium" | "large" = "small",
) => ({
  plantId,
  name: plantId,
  quantity,
  priceCents,
  size,
});

describe("order editing (#34)", () => {
  it("only new and confirmed orders, without an invoice and without an open online payment", () => {
    const free = { invoiced: false, paymentOpen: false };
    expect(editRefusal("pending", free)).toBeNull();
    expect(editRefusal("processing", free)).toBeNull();
    for (const status of ["shipped", "completed", "cancelled"] as const)
      expect(editRefusal(status, free)).toEqual({ error: "not_editable", params: { status } });
    expect(editRefusal("processing", { invoiced: true, paymentOpen: false })).toEqual({
      error: "edit_invoiced",
    });
    expect(editRefusal("pending", { invoiced: false, paymentOpen: true })).toEqual({
      error: "edit_payment_open",
    });
    expect(
      renderRefusal(orderEditRefusalMessages, "de", { error: "not_editable", params: { status: "shipped" } }),
    ).toBe("Nur neue und bestätigte Bestellungen lassen sich ändern; diese ist „Versendet“.");
  });

  it("quantities are whole numbers from 1 to 99", () => {
    expect(parseEditQuantity(" 3 ")).toEqual({ ok: true, value: 3 });
    for (const bad of ["0", "100", "-1", "1.5", "", "zwei", "1e1"])
      expect(parseEditQuantity(bad)).toEqual({ ok: false, error: "edit_quantity_invalid" });
  });

  it("changes a quantity, removes a line, but never the last, and refuses a non-change or an unknown line", () => {
    const lines = [line("a", 2, 1000), line("b", 1, 500)];
    expect(applyLineEdit(lines, { kind: "quantity", plantId: "a", quantity: 3 })).toEqual({
      ok: true,
      value: [line("a", 3, 1000), line("b", 1, 500)],
    });
    expect(applyLineEdit(lines, { kind: "remove", plantId: "b" })).toEqual({
      ok: true,
      value: [line("a", 2, 1000)],
    });
    expect(applyLineEdit([line("a", 2, 1000)], { kind: "remove", plantId: "a" })).toEqual({
      ok: false,
      error: "edit_last_line",
    });
    expect(applyLineEdit(lines, { kind: "quantity", plantId: "a", quantity: 2 })).toEqual({
      ok: false,
      error: "edit_no_change",
    });
    expect(applyLineEdit(lines, { kind: "remove", plantId: "x" })).toEqual({
      ok: false,
      error: "edit_unknown_line",
    });
  });

  it("stock moves by the difference: more ordered takes, fewer or removed gives back", () => {
    const before = [line("a", 2, 1), line("b", 1, 1)];
    expect(stockDeltas(before, [line("a", 5, 1), line("b", 1, 1)])).toEqual([{ plantId: "a", delta: -3 }]);
    expect(stockDeltas(before, [line("a", 1, 1)])).toEqual([
      { plantId: "a", delta: 1 },
      { plantId: "b", delta: 1 },
    ]);
    expect(stockDeltas(before, before)).toEqual([]);
  });

  it("totals follow the checkout's rule: shipping by the largest size, free from the threshold", () => {
    expect(editedTotals([line("a", 1, 1899), line("b", 1, 2999, "large")], 6000)).toEqual({
      ok: true,
      value: { subtotalCents: 4898, shippingCents: 990, totalCents: 5888 },
    });
    expect(editedTotals([line("a", 2, 1899), line("b", 1, 2999, "large")], 6000)).toEqual({
      ok: true,
      value: { subtotalCents: 6797, shippingCents: 0, totalCents: 6797 },
    });
    expect(editedTotals([line("a", 99, 2_000_000_000)], 6000)).toEqual({
      ok: false,
      error: "edit_total_too_high",
    });
  });

  it("keeps only the changed address fields, old and new", () => {
    const a = {
      firstName: "Greta",
      lastName: "Grün",
      address: "Gartenweg 3",
      addressAddition: null,
      postalCode: "52062",
      city: "Aachen",
      country: "DE",
    };
    expect(addressChanges(a, { ...a, address: "Blumenstraße 9", addressAddition: "2. OG" })).toEqual({
      address: { before: "Gartenweg 3", after: "Blumenstraße 9" },
      addressAddition: { before: null, after: "2. OG" },
    });
    expect(addressChanges(a, { ...a })).toEqual({});
  });
});

describe("internal notes (#34)", () => {
  it("follow the text rule: multi-line, at most 2000 characters, something visible", () => {
    expect(parseNote("  Kundin rief an:\r\nbitte klingeln  ")).toEqual({
      ok: true,
      value: "Kundin rief an:\nbitte klingeln",
    });
    expect(parseNote("   ")).toEqual({ ok: false, error: "note_required" });
    expect(parseNote("x".repeat(2001))).toEqual({ ok: false, error: "note_too_long" });
    expect(parseNote("x".repeat(2000)).ok).toBe(true);
    expect(parseNote("abc\u202edef")).toEqual({ ok: false, error: "text_rule", params: { problem: "bidi" } });
    expect(parseNote("\u200b\u200b")).toEqual({
      ok: false,
      error: "text_rule",
      params: { problem: "invisible" },
    });
  });
});
