import { describe, expect, it } from "vitest";
import {
  encodeReturnForm,
  parseRestock,
  parseReturnLines,
  returnableLines,
  returnCredit,
  returnFromDocuments,
} from "./returns";

// The order: a 7 % plant and a 19 % pot, shipping split over both as on the invoice.
const invoice = [
  { name: "Bogenhanf", plantId: "p1", quantity: 1, vatRate: 7 as const, unitGrossCents: 1999 },
  { name: "Übertopf Terrakotta", plantId: "p2", quantity: 1, vatRate: 19 as const, unitGrossCents: 790 },
];
const shipping = [
  { vatRate: 7 as const, grossCents: 494 },
  { vatRate: 19 as const, grossCents: 195 },
];

describe("returnCredit (#50 §2)", () => {
  it("credits only the pot that came back, all of it at 19 %", () => {
    const r = returnCredit(returnableLines(invoice, []), new Map([[1, 1]]), shipping, false);
    expect(r).toEqual({
      ok: true,
      value: {
        lines: [{ ...invoice[1], quantity: 1, returnOf: 1 }],
        shipping: [],
        giftWrap: [],
        discounts: [],
        parts: [{ vatRate: 19, grossCents: 790 }],
        totalCents: 790,
      },
    });
  });

  it("gives back only what was paid after a discount (#43 §2): per unit in proportion, shipping's discount with it", () => {
    // Two plants at 19,99 € with 600 of discount on the line, a pot with 118; shipping 490 taken off by a code.
    const lines = [
      {
        name: "Bogenhanf",
        plantId: "p1",
        quantity: 2,
        vatRate: 7 as const,
        unitGrossCents: 1999,
        discountCents: 600,
      },
      {
        name: "Topf",
        plantId: "p2",
        quantity: 1,
        vatRate: 19 as const,
        unitGrossCents: 790,
        discountCents: 118,
      },
    ];
    const ship = [
      { vatRate: 7 as const, grossCents: 409 },
      { vatRate: 19 as const, grossCents: 81 },
    ];
    const invoiceDoc = {
      lines,
      shipping: ship,
      discounts: [
        { vatRate: 7 as const, grossCents: 600 + 409 },
        { vatRate: 19 as const, grossCents: 118 + 81 },
      ],
    };
    const one = returnFromDocuments(invoiceDoc, [], new Map([[0, 1]]));
    expect(one.ok && one.value).toMatchObject({
      discounts: [{ vatRate: 7, grossCents: 300 }],
      parts: [{ vatRate: 7, grossCents: 1699 }],
      totalCents: 1699,
    });
    if (!one.ok) throw new Error("refused");
    const rest = returnFromDocuments(
      invoiceDoc,
      [{ lines: one.value.lines, shipping: [] }],
      new Map([
        [0, 1],
        [1, 1],
      ]),
    );
    // The rest: 1699 + 672; the shipping comes back with its discount, so nothing for it.
    expect(rest.ok && rest.value).toMatchObject({
      discounts: [
        { vatRate: 7, grossCents: 300 + 409 },
        { vatRate: 19, grossCents: 118 + 81 },
      ],
      parts: [
        { vatRate: 7, grossCents: 1699 },
        { vatRate: 19, grossCents: 672 },
      ],
      totalCents: 1699 + 672,
    });
  });

  it("adds the invoice's own shipping shares with the return that brings the last goods back", () => {
    const first = returnCredit(returnableLines(invoice, []), new Map([[1, 1]]), shipping, false);
    if (!first.ok) throw new Error("refused");
    const earlier = [{ lines: first.value.lines }];
    const last = returnCredit(returnableLines(invoice, earlier), new Map([[0, 1]]), shipping, false);
    expect(last.ok && last.value.parts).toEqual([
      { vatRate: 7, grossCents: 1999 + 494 },
      { vatRate: 19, grossCents: 195 },
    ]);
    expect(last.ok && last.value.totalCents).toBe(1999 + 494 + 195);
    // Shipping already credited by an earlier note: not twice.
    const again = returnCredit(returnableLines(invoice, earlier), new Map([[0, 1]]), shipping, true);
    expect(again.ok && again.value.shipping).toEqual([]);
  });

  it("one dead plant of three: one unit, no shipping", () => {
    const three = [{ ...invoice[0]!, quantity: 3 }];
    const r = returnCredit(returnableLines(three, []), new Map([[0, 1]]), [shipping[0]!], false);
    expect(r.ok && r.value.totalCents).toBe(1999);
    expect(r.ok && r.value.shipping).toEqual([]);
  });

  it("refuses more than is left, unknown lines and nothing chosen", () => {
    const earlier = [{ lines: [{ returnOf: 0, quantity: -1 }] }];
    const returnable = returnableLines(invoice, earlier);
    expect(returnable[0]).toMatchObject({ credited: 1, left: 0 });
    expect(returnCredit(returnable, new Map([[0, 1]]), shipping, false)).toEqual({
      ok: false,
      error: "return_too_many",
      params: { name: "Bogenhanf", max: 0 },
    });
    expect(returnCredit(returnable, new Map([[7, 1]]), shipping, false)).toMatchObject({
      error: "return_invalid",
    });
    expect(returnCredit(returnable, new Map([[1, 0]]), shipping, false)).toMatchObject({
      error: "return_none",
    });
    // Amount-only credit notes (goodwill) have no `returnOf`: they take no units.
    expect(returnableLines(invoice, [{ lines: [{ quantity: -1 }] }])[0]!.left).toBe(1);
  });
});

describe("the form's return fields", () => {
  it("encode to strings an approval can keep, and parse back", () => {
    const form: [string, string][] = [
      ["return.0", "2"],
      ["return.1", ""],
      ["return.2", "0"],
      ["restock.0", "on"],
      ["reason", "Widerruf"],
    ];
    const encoded = encodeReturnForm(form);
    expect(encoded).toEqual({ lines: "0:2", restock: "0" });
    expect(parseReturnLines(encoded.lines)).toEqual(new Map([[0, 2]]));
    expect(parseRestock(encoded.restock)).toEqual(new Set([0]));
  });

  it("refuses what is not a whole number or names a line twice", () => {
    expect(parseReturnLines("0:1.5")).toBeNull();
    expect(parseReturnLines("0:-1")).toBeNull();
    expect(parseReturnLines("0:1,0:2")).toBeNull();
    expect(parseRestock("a")).toBeNull();
    expect(parseReturnLines("")).toEqual(new Map());
  });
});
