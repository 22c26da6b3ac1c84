import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSettingsGroup } from "../shop/settings";
import { DEFAULT_GIFT_WRAP_CENTS, giftWrapCents } from "./gift";
import { editedTotals, lineEditRefusal } from "./order-edit";
import { returnableLines, returnFromDocuments } from "./returns";
import { computeVat, splitByGoods, type VatRate } from "./vat";

/** „Als Geschenk verpacken“, priced (#43 §4). */
describe("gift wrapping: price", () => {
  it("costs the setting's price on a gift, nothing otherwise; 0 is free", () => {
    expect(DEFAULT_GIFT_WRAP_CENTS).toBe(390);
    expect(giftWrapCents(true, 390)).toBe(390);
    expect(giftWrapCents(false, 390)).toBe(0);
    expect(giftWrapCents(true, 0)).toBe(0);
  });

  it("is a back-office setting in euros, stored in cents; 0 allowed, negative or absurd refused", () => {
    expect(parseSettingsGroup("giftWrap", { price: "3,90" })).toEqual({
      ok: true,
      value: { priceCents: 390 },
    });
    expect(parseSettingsGroup("giftWrap", { price: "0" })).toEqual({ ok: true, value: { priceCents: 0 } });
    expect(parseSettingsGroup("giftWrap", { price: "-1" })).toEqual({ ok: false, field: "price" });
    expect(parseSettingsGroup("giftWrap", { price: "150" })).toEqual({ ok: false, field: "price" });
    expect(parseSettingsGroup("giftWrap", { price: "" })).toEqual({ ok: false, field: "price" });
  });
});

describe("gift wrapping: VAT (domain/orders/gift.ts — an ancillary service sharing the goods' rates)", () => {
  // A 7 % plant and a 19 % pot, as the order.
  const lines = [
    { quantity: 1, unitGrossCents: 1999, vatRate: 7 as VatRate },
    { quantity: 1, unitGrossCents: 790, vatRate: 19 as VatRate },
  ];

  it("splits in proportion to the goods per rate, exactly as shipping is split", () => {
    // 390 × 1999 / 2789 = 279.5… → 280 at 7 %, 110 at 19 %; the same split the shipping gets.
    expect(splitByGoods(lines, 390)).toEqual([
      { vatRate: 7, grossCents: 280 },
      { vatRate: 19, grossCents: 110 },
    ]);
    const vat = computeVat(lines, 390, [], 390);
    expect(vat.giftWrap.map((g) => ({ vatRate: g.vatRate, grossCents: g.grossCents }))).toEqual(
      vat.shipping.map((s) => ({ vatRate: s.vatRate, grossCents: s.grossCents })),
    );
    expect(vat.totals.grossCents).toBe(1999 + 790 + 390 + 390);
  });

  it("a plant alone: all at 7 %; the wrapping's net is part of that rate's net", () => {
    const vat = computeVat([lines[0]!], 0, [], 390);
    expect(vat.shipping).toEqual([]);
    expect(vat.giftWrap).toEqual([{ vatRate: 7, grossCents: 390, netCents: 365 }]);
    expect(vat.rates).toEqual([{ vatRate: 7, grossCents: 2389, netCents: 2233, vatCents: 156 }]);
    expect(vat.lines[0]!.lineNetCents + vat.giftWrap[0]!.netCents).toBe(2233);
  });

  it("adds up to the cent for any cart, shipping and wrapping: nets of lines, shipping and wrapping = the rates' nets", () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 20 }),
      unitGrossCents: fc.integer({ min: 1, max: 50_000 }),
      vatRate: fc.constantFrom<VatRate>(7, 19),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 2000 }),
        (ls, shipping, wrap) => {
          const vat = computeVat(ls, shipping, [], wrap);
          const goods = ls.reduce((s, l) => s + l.quantity * l.unitGrossCents, 0);
          expect(vat.totals.grossCents).toBe(goods + shipping + wrap);
          expect(vat.giftWrap.reduce((s, g) => s + g.grossCents, 0)).toBe(wrap);
          const nets =
            vat.lines.reduce((s, l) => s + l.lineNetCents, 0) +
            vat.shipping.reduce((s, x) => s + x.netCents, 0) +
            vat.giftWrap.reduce((s, x) => s + x.netCents, 0);
          expect(nets).toBe(vat.totals.netCents);
          expect(vat.totals.netCents + vat.totals.vatCents).toBe(vat.totals.grossCents);
        },
      ),
    );
  });
});

describe("gift wrapping: returns", () => {
  const invoice = {
    lines: [
      { name: "Bogenhanf", plantId: "p1", quantity: 1, vatRate: 7 as const, unitGrossCents: 1999 },
      { name: "Übertopf", plantId: "p2", quantity: 1, vatRate: 19 as const, unitGrossCents: 790 },
    ],
    shipping: [],
    giftWrap: [
      { vatRate: 7 as const, grossCents: 280 },
      { vatRate: 19 as const, grossCents: 110 },
    ],
  };

  it("credits the wrapping with the last goods back, once; not with a part", () => {
    const part = returnFromDocuments(invoice, [], new Map([[1, 1]]));
    expect(part.ok && part.value.giftWrap).toEqual([]);
    expect(part.ok && part.value.totalCents).toBe(790);
    const earlier = [{ lines: part.ok ? part.value.lines : [], shipping: [] }];
    const rest = returnFromDocuments(invoice, earlier, new Map([[0, 1]]));
    expect(rest.ok && rest.value.giftWrap).toEqual([
      { vatRate: 7, grossCents: 280 },
      { vatRate: 19, grossCents: 110 },
    ]);
    expect(rest.ok && rest.value.totalCents).toBe(1999 + 390);
    expect(returnableLines(invoice.lines, earlier).map((l) => l.left)).toEqual([1, 0]);
  });
});

describe("gift wrapping: edits before shipment", () => {
  const line = (quantity: number) => ({
    plantId: "pothos",
    name: "Efeutute",
    quantity,
    priceCents: 1899,
    size: "small" as const,
  });

  it("an edit's new total keeps the wrapping as sold", () => {
    // 2 × 18,99 € + 4,90 € shipping + 3,90 € wrapping.
    expect(editedTotals([line(2)], 6000, undefined, 390)).toEqual({
      ok: true,
      value: { subtotalCents: 3798, shippingCents: 490, totalCents: 3798 + 490 + 390 },
    });
    expect(editedTotals([line(2)], 6000)).toMatchObject({ value: { totalCents: 3798 + 490 } });
  });

  it("the lines of an order with a discount are not edited (#43 §2); without one they are", () => {
    expect(lineEditRefusal({ discountCents: 1 })).toEqual({ error: "edit_discounted" });
    expect(lineEditRefusal({ discountCents: 0 })).toBeNull();
  });
});
