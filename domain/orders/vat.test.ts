import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlantSize } from "../catalog/plant";
import { orderTotals } from "./order";
import {
  apportion,
  computeVat,
  isVatRate,
  netOfGross,
  PLANT_VAT_RATE,
  readVatRate,
  VAT_RATES,
  type VatRate,
} from "./vat";

const size = fc.constantFrom<PlantSize>("small", "medium", "large");
const plantLine = fc.record({
  priceCents: fc.integer({ min: 0, max: 200_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
  size,
});
const cart = fc.array(plantLine, { minLength: 1, maxLength: 50 });

describe("netOfGross", () => {
  it("rounds half up, also for negative amounts", () => {
    expect(netOfGross(107, 7)).toBe(100);
    expect(netOfGross(2999, 7)).toBe(2803); // 2802.80…
    expect(netOfGross(490, 7)).toBe(458); // 457.94…
    expect(netOfGross(119, 19)).toBe(100);
    expect(netOfGross(-2999, 7)).toBe(-2803);
    expect(netOfGross(0, 7)).toBe(0);
  });
  it("matches Math.round of the exact quotient", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), fc.constantFrom(7, 19), (g, r) => {
        const exact = (g * 100) / (100 + r);
        expect(Math.abs(netOfGross(g, r) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe("apportion", () => {
  it("adds up exactly and stays within one cent of the proportional share", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = apportion(total, weights);
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
          const sum = weights.reduce((s, w) => s + w, 0);
          if (sum > 0)
            parts.forEach((p, i) => {
              expect(Math.abs(p - (total * weights[i]!) / sum)).toBeLessThan(1);
            });
        },
      ),
    );
  });
});

describe("computeVat", () => {
  it("an all-plant order: one rate of 7 %, shipping at 7 % too", () => {
    const vat = computeVat(
      [
        { quantity: 2, unitGrossCents: 2999, vatRate: 7 },
        { quantity: 1, unitGrossCents: 1499, vatRate: 7 },
      ],
      690,
    );
    // 2 × 29,99 + 14,99 + 6,90 = 81,87 gross; net round(8187 / 1.07) = 7651.40… → 7651; VAT 536.
    expect(vat.rates).toEqual([{ vatRate: 7, grossCents: 8187, netCents: 7651, vatCents: 536 }]);
    expect(vat.totals).toEqual({ grossCents: 8187, netCents: 7651, vatCents: 536 });
    expect(vat.shipping).toHaveLength(1);
    expect(vat.shipping[0]!.vatRate).toBe(7);
    expect(vat.lines[0]!.unitNetCents).toBe(2803);
    const lineNets = vat.lines.reduce((s, l) => s + l.lineNetCents, 0) + vat.shipping[0]!.netCents;
    expect(lineNets).toBe(7651);
  });

  it("mixed rates split shipping in proportion to the gross per rate", () => {
    const vat = computeVat(
      [
        { quantity: 1, unitGrossCents: 3000, vatRate: 7 },
        { quantity: 1, unitGrossCents: 1000, vatRate: 19 },
      ],
      400,
    );
    expect(vat.shipping).toEqual([
      expect.objectContaining({ vatRate: 7, grossCents: 300 }),
      expect.objectContaining({ vatRate: 19, grossCents: 100 }),
    ]);
    expect(vat.rates.map((r) => r.grossCents)).toEqual([3300, 1100]);
  });

  it("free shipping has no shipping share", () => {
    expect(computeVat([{ quantity: 1, unitGrossCents: 7000, vatRate: 7 }], 0).shipping).toEqual([]);
  });

  it("property: for any plant cart, net + VAT = gross per rate and in total, totals = the order's", () => {
    fc.assert(
      fc.property(cart, fc.integer({ min: 0, max: 20_000 }), (lines, threshold) => {
        const totals = orderTotals(lines, threshold);
        const vat = computeVat(
          lines.map((l) => ({ quantity: l.quantity, unitGrossCents: l.priceCents, vatRate: PLANT_VAT_RATE })),
          totals.shippingCents,
        );
        for (const r of vat.rates) expect(r.netCents + r.vatCents).toBe(r.grossCents);
        expect(vat.totals.netCents + vat.totals.vatCents).toBe(vat.totals.grossCents);
        expect(vat.totals.grossCents).toBe(totals.totalCents);
        expect(vat.rates.map((r) => r.vatRate)).toEqual([7]);
        expect(vat.shipping.reduce((s, x) => s + x.grossCents, 0)).toBe(totals.shippingCents);
      }),
    );
  });

  it("property: for any cart of mixed rates, every sum holds to the cent", () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 99 }),
      unitGrossCents: fc.integer({ min: 0, max: 200_000 }),
      vatRate: fc.constantFrom<VatRate>(VAT_RATES.reduced, VAT_RATES.standard),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 0, max: 2_000 }),
        (lines, shippingCents) => {
          const vat = computeVat(lines, shippingCents);
          const goods = lines.reduce((s, l) => s + l.quantity * l.unitGrossCents, 0);
          expect(vat.totals.grossCents).toBe(goods + shippingCents);
          for (const r of vat.rates) {
            expect(r.netCents + r.vatCents).toBe(r.grossCents);
            // VAT is the rate's share of its gross, within half a cent.
            expect(Math.abs(r.vatCents - (r.grossCents * r.vatRate) / (100 + r.vatRate))).toBeLessThanOrEqual(
              0.5,
            );
            // The net column (lines + shipping) adds up to the rate's net.
            const nets =
              vat.lines.filter((l) => l.vatRate === r.vatRate).reduce((s, l) => s + l.lineNetCents, 0) +
              vat.shipping.filter((s) => s.vatRate === r.vatRate).reduce((s, x) => s + x.netCents, 0);
            expect(nets).toBe(r.netCents);
          }
          expect(vat.totals.netCents + vat.totals.vatCents).toBe(vat.totals.grossCents);
          expect(vat.shipping.reduce((s, x) => s + x.grossCents, 0)).toBe(shippingCents);
        },
      ),
    );
  });
});

describe("a product's VAT rate (#27)", () => {
  it("is 7 or 19, written with or without a percent sign; nothing else is guessed", () => {
    expect([7, 19].every(isVatRate)).toBe(true);
    expect([0, 16, 5, "7", null].some(isVatRate)).toBe(false);
    expect(readVatRate("7")).toBe(7);
    expect(readVatRate("19")).toBe(19);
    expect(readVatRate(" 19 % ")).toBe(19);
    expect(readVatRate("7%")).toBe(7);
    for (const bad of ["", "16", "0", "0,19", "19,0", "19.0", "0.07", "7 / 19", "neunzehn", "119"])
      expect(readVatRate(bad)).toBeUndefined();
  });
});
