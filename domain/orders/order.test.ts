import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlantSize } from "../catalog/plant";
import {
  invoiceLineName,
  lineName,
  ORDER_NUMBER_PATTERN,
  orderTotals,
  type PricedPlant,
  priceOrder,
  shortOrderId,
} from "./order";
import { SHIPPING_COST_CENTS } from "./shipping";

const SIZES: PlantSize[] = ["small", "medium", "large"];
const RANK = { small: 0, medium: 1, large: 2 } as const;

const line = fc.record({
  priceCents: fc.integer({ min: 0, max: 100_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
  size: fc.constantFrom(...SIZES),
});
const threshold = fc.integer({ min: 0, max: 500_000 });

describe("order totals", () => {
  it("total = Σ unit price × quantity + shipping, all integer cents", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), threshold, (lines, free) => {
        const t = orderTotals(lines, free);
        const subtotal = lines.reduce((s, l) => s + l.priceCents * l.quantity, 0);
        expect(t.subtotalCents).toBe(subtotal);
        expect(t.totalCents).toBe(subtotal + t.shippingCents);
        for (const v of Object.values(t)) expect(Number.isInteger(v)).toBe(true);
      }),
    );
  });

  it("shipping is the largest size's rate, free from the threshold, medium when empty", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), threshold, (lines, free) => {
        const { subtotalCents, shippingCents } = orderTotals(lines, free);
        if (lines.length === 0) expect(shippingCents).toBe(SHIPPING_COST_CENTS.medium);
        else if (subtotalCents >= free) expect(shippingCents).toBe(0);
        else {
          const largest = lines.reduce((m, l) => (RANK[l.size] > RANK[m] ? l.size : m), "small" as PlantSize);
          expect(shippingCents).toBe(SHIPPING_COST_CENTS[largest]);
        }
      }),
    );
  });
});

const CATALOGUE: PricedPlant[] = [
  {
    id: "pothos",
    name: "Efeutute",
    priceCents: 1899,
    imageUrl: "/plants/pothos.svg",
    size: "small",
    vatRate: 7,
  },
  {
    id: "peace-lily",
    name: "Einblatt",
    priceCents: 2499,
    imageUrl: "/plants/p.svg",
    size: "medium",
    vatRate: 7,
  },
  { id: "pot", name: "Übertopf", priceCents: 1490, imageUrl: "/plants/pot.svg", size: "small", vatRate: 19 },
];

describe("pricing an order from the catalogue", () => {
  it("takes names, prices, sizes and VAT rates from the catalogue", () => {
    const r = priceOrder(
      [
        { id: "pothos", quantity: 2 },
        { id: "peace-lily", quantity: 1 },
      ],
      CATALOGUE,
      6000,
    );
    expect(r).toMatchObject({
      ok: true,
      lines: [
        { id: "pothos", name: "Efeutute", priceCents: 1899, quantity: 2, lineTotalCents: 3798, vatRate: 7 },
        { id: "peace-lily", priceCents: 2499, quantity: 1, lineTotalCents: 2499, vatRate: 7 },
      ],
      totals: { subtotalCents: 6297, shippingCents: 0, totalCents: 6297 },
    });
  });

  it("keeps a 19 % product's rate on its line, beside a 7 % plant", () => {
    const r = priceOrder(
      [
        { id: "pot", quantity: 1 },
        { id: "pothos", quantity: 1 },
      ],
      CATALOGUE,
      6000,
    );
    expect(r.ok && r.lines.map((l) => [l.id, l.vatRate])).toEqual([
      ["pot", 19],
      ["pothos", 7],
    ]);
  });

  it("names every unknown plant", () => {
    expect(
      priceOrder(
        [
          { id: "pothos", quantity: 1 },
          { id: "nope", quantity: 1 },
          { id: "gone", quantity: 3 },
        ],
        CATALOGUE,
        6000,
      ),
    ).toEqual({ ok: false, unknownIds: ["nope", "gone"] });
  });
});

it("the short order id is the first 8 characters, upper-case", () => {
  expect(shortOrderId("3f2a9c1e-0000-4000-8000-000000000000")).toBe("3F2A9C1E");
});

it("order numbers are BW-, the year and at least six digits", () => {
  expect(ORDER_NUMBER_PATTERN.test("BW-2026-000123")).toBe(true);
  expect(ORDER_NUMBER_PATTERN.test("BW-2026-1234567")).toBe(true);
  expect(ORDER_NUMBER_PATTERN.test("BW-26-000123")).toBe(false);
  expect(ORDER_NUMBER_PATTERN.test("bw-2026-000123")).toBe(false);
});

describe("line names in the order's language (#46)", () => {
  const line = { name: "Bogenhanf", nameEn: "Snake Plant" };
  it("English orders name the line in English where it had an English name, German ones in German", () => {
    expect(lineName(line, "en")).toBe("Snake Plant");
    expect(lineName(line, "de")).toBe("Bogenhanf");
    expect(lineName({ name: "Efeutute", nameEn: null }, "en")).toBe("Efeutute");
  });
  it("the German invoice of an English order carries both names", () => {
    expect(invoiceLineName(line, "en")).toBe("Bogenhanf (Snake Plant)");
    expect(invoiceLineName(line, "de")).toBe("Bogenhanf");
    expect(invoiceLineName({ name: "Monstera", nameEn: "Monstera" }, "en")).toBe("Monstera");
  });
});
