import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeVat, type VatRate } from "../orders/vat";
import { applyCodes, type DiscountCartLine, type KnownCode, normalizeCode, paidForUnits } from "./discounts";

const NOW = new Date("2026-12-07T12:00:00Z");

const code = (over: Partial<KnownCode> = {}): KnownCode => ({
  id: "c1",
  code: "WINTER10",
  kind: "percent",
  value: 10,
  minOrderCents: null,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerEmail: null,
  plantIds: [],
  categories: [],
  combinable: false,
  active: true,
  uses: 0,
  usesByEmail: 0,
  ...over,
});

const plant = (over: Partial<DiscountCartLine> = {}): DiscountCartLine => ({
  plantId: "monstera",
  categories: ["tropisch"],
  quantity: 1,
  priceCents: 2999,
  vatRate: 7,
  ...over,
});
const pot = (over: Partial<DiscountCartLine> = {}): DiscountCartLine =>
  plant({ plantId: "topf", categories: ["topf"], priceCents: 1000, vatRate: 19, ...over });

const apply = (requested: string[], known: KnownCode[], lines: DiscountCartLine[], shippingCents = 490) =>
  applyCodes({ requested, known, lines, shippingCents, now: NOW });

describe("applyCodes", () => {
  it("takes a percentage off, split over the rates by the goods' gross per rate", () => {
    // 2999 (7 %) + 1000 (19 %): 10 % = 400 → 7 %: 400·2999/3999 = 299.97 → 300; 19 %: 100.
    const r = apply(["winter10"], [code()], [plant(), pot()]);
    expect(r).toMatchObject({
      ok: true,
      totalCents: 400,
      byRate: [
        { vatRate: 7, cents: 300 },
        { vatRate: 19, cents: 100 },
      ],
      byLine: [300, 100],
      shippingCents: 0,
    });
  });

  it("matches codes without letter case and blanks, and counts a code named twice once", () => {
    const r = apply([" Winter10 ", "WINTER10"], [code()], [plant()]);
    expect(r).toMatchObject({ ok: true, totalCents: 300 });
    expect(normalizeCode("  abc-1 ")).toBe("ABC-1");
  });

  it("takes a fixed amount off, never more than the eligible goods", () => {
    const fixed = code({ kind: "amount", value: 5000 });
    expect(apply(["WINTER10"], [fixed], [plant()])).toMatchObject({ ok: true, totalCents: 2999 });
    expect(apply(["WINTER10"], [code({ kind: "amount", value: 500 })], [plant()])).toMatchObject({
      ok: true,
      totalCents: 500,
    });
  });

  it("limits a code to its plants or categories", () => {
    const onlyPots = code({ categories: ["topf"] });
    expect(apply(["WINTER10"], [onlyPots], [plant(), pot()])).toMatchObject({
      ok: true,
      totalCents: 100,
      byRate: [{ vatRate: 19, cents: 100 }],
      byLine: [0, 100],
    });
    const onlyMonstera = code({ plantIds: ["monstera"] });
    expect(apply(["WINTER10"], [onlyMonstera], [plant(), pot()])).toMatchObject({ totalCents: 300 });
    expect(apply(["WINTER10"], [code({ plantIds: ["ficus"] })], [plant(), pot()])).toEqual({
      ok: false,
      error: "discount_not_applicable",
      params: { code: "WINTER10" },
    });
  });

  it("takes off the shipping for a free-shipping code, split as the shipping is", () => {
    const free = code({ kind: "free_shipping", value: 0 });
    const r = apply(["WINTER10"], [free], [plant(), pot()], 490);
    const vat = computeVat(
      [
        { quantity: 1, unitGrossCents: 2999, vatRate: 7 },
        { quantity: 1, unitGrossCents: 1000, vatRate: 19 },
      ],
      490,
    );
    expect(r).toMatchObject({ ok: true, totalCents: 490, shippingCents: 490 });
    if (!r.ok) throw new Error();
    expect(r.byRate).toEqual(vat.shipping.map((s) => ({ vatRate: s.vatRate, cents: s.grossCents })));
    // Shipping already free: the code does nothing for this cart.
    expect(apply(["WINTER10"], [free], [plant()], 0)).toMatchObject({ error: "discount_not_applicable" });
  });

  it.each([
    ["discount_unknown", code({ code: "OTHER" })],
    ["discount_expired", code({ validUntil: new Date("2026-12-07T12:00:00Z") })],
    ["discount_expired", code({ active: false })],
    ["discount_not_yet_valid", code({ validFrom: new Date("2026-12-07T12:00:01Z") })],
    ["discount_used_up", code({ maxUses: 5, uses: 5 })],
    ["discount_used_up_for_email", code({ maxUsesPerEmail: 1, usesByEmail: 1 })],
  ] as const)("refuses %s", (error, known) => {
    expect(apply(["winter10"], [known], [plant()])).toEqual({
      ok: false,
      error,
      params: { code: "WINTER10" },
    });
  });

  it("accepts a code inside its window and under its limits", () => {
    const ok = code({
      validFrom: new Date("2026-12-01T00:00:00Z"),
      validUntil: new Date("2026-12-24T00:00:00Z"),
      maxUses: 5,
      uses: 4,
      maxUsesPerEmail: 2,
      usesByEmail: 1,
      minOrderCents: 2999,
    });
    expect(apply(["WINTER10"], [ok], [plant()])).toMatchObject({ ok: true, totalCents: 300 });
  });

  it("refuses a code whose minimum the goods do not reach, naming the minimum", () => {
    expect(apply(["WINTER10"], [code({ minOrderCents: 3000 })], [plant()])).toEqual({
      ok: false,
      error: "discount_minimum_not_reached",
      params: { code: "WINTER10", minCents: 3000 },
    });
  });

  it("refuses two codes when one of them stands alone", () => {
    const a = code({ combinable: true });
    const b = code({ id: "c2", code: "SHIP", kind: "free_shipping", value: 0, combinable: false });
    expect(apply(["WINTER10", "SHIP"], [a, b], [plant()])).toEqual({
      ok: false,
      error: "discount_not_combinable",
      params: { code: "SHIP" },
    });
    const c = { ...b, combinable: true };
    expect(apply(["SHIP", "WINTER10"], [a, c], [plant()])).toMatchObject({
      ok: true,
      totalCents: 300 + 490,
      codes: [{ code: "WINTER10" }, { code: "SHIP" }],
    });
  });

  it("applies percentages before fixed amounts, each on what is left", () => {
    const pct = code({ combinable: true });
    const fixed = code({ id: "c2", code: "FIVE", kind: "amount", value: 500, combinable: true });
    const r = apply(["FIVE", "WINTER10"], [pct, fixed], [plant({ priceCents: 1000 })]);
    expect(r).toMatchObject({ ok: true, totalCents: 600, codes: [{ cents: 100 }, { cents: 500 }] });
  });
});

const rate = fc.constantFrom<VatRate>(7, 19);
const line = fc.record({
  plantId: fc.constantFrom("a", "b", "c", "d"),
  categories: fc.subarray(["x", "y"]),
  quantity: fc.integer({ min: 1, max: 20 }),
  priceCents: fc.integer({ min: 0, max: 50_000 }),
  vatRate: rate,
});
const knownCode = fc.record({
  kind: fc.constantFrom("percent", "amount", "free_shipping") as fc.Arbitrary<KnownCode["kind"]>,
  value: fc.integer({ min: 1, max: 100_000 }),
  plantIds: fc.subarray(["a", "b"]),
  categories: fc.subarray(["x"]),
});

describe("applyCodes properties", () => {
  it("parts add up to the discount; nothing goes below zero; VAT per rate adds up after it", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.array(knownCode, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 990 }),
        (lines, specs, shippingCents) => {
          const known = specs.map((s, i) =>
            code({
              ...s,
              id: `c${i}`,
              code: `CODE${i}`,
              value: s.kind === "percent" ? (s.value % 100) + 1 : s.value,
              combinable: true,
            }),
          );
          const r = apply(
            known.map((k) => k.code),
            known,
            lines,
            shippingCents,
          );
          if (!r.ok) return;
          const sum = (xs: { cents: number }[]) => xs.reduce((s, x) => s + x.cents, 0);
          expect(sum(r.byRate)).toBe(r.totalCents);
          expect(sum(r.codes)).toBe(r.totalCents);
          for (const c of r.codes) expect(sum(c.byRate)).toBe(c.cents);
          expect(r.byLine.reduce((s, x) => s + x, 0) + r.shippingCents).toBe(r.totalCents);
          for (const [i, l] of lines.entries()) {
            expect(r.byLine[i]).toBeGreaterThanOrEqual(0);
            expect(r.byLine[i]).toBeLessThanOrEqual(l.quantity * l.priceCents);
          }
          expect(r.shippingCents).toBeLessThanOrEqual(shippingCents);
          for (const x of r.byRate) expect(x.cents).toBeGreaterThanOrEqual(0);

          const vat = computeVat(
            lines.map((l) => ({ quantity: l.quantity, unitGrossCents: l.priceCents, vatRate: l.vatRate })),
            shippingCents,
            r.byRate.map((x) => ({ vatRate: x.vatRate, grossCents: x.cents })),
          );
          const subtotal = lines.reduce((s, l) => s + l.quantity * l.priceCents, 0);
          expect(vat.totals.grossCents).toBe(subtotal + shippingCents - r.totalCents);
          expect(vat.totals.netCents + vat.totals.vatCents).toBe(vat.totals.grossCents);
          for (const t of vat.rates) {
            expect(t.grossCents).toBeGreaterThanOrEqual(0);
            expect(t.netCents).toBeGreaterThanOrEqual(0);
            expect(t.vatCents).toBeGreaterThanOrEqual(0);
            const linesNet = vat.lines
              .filter((l) => l.vatRate === t.vatRate)
              .reduce((s, l) => s + l.lineNetCents, 0);
            const shipNet = vat.shipping.find((s) => s.vatRate === t.vatRate)?.netCents ?? 0;
            const discNet = vat.discounts.find((d) => d.vatRate === t.vatRate)?.netCents ?? 0;
            expect(linesNet + shipNet - discNet).toBe(t.netCents);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a line returned unit by unit refunds exactly what was paid for it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.nat(),
        (quantity, priceCents, d) => {
          const discountCents = d % (quantity * priceCents + 1);
          const l = { quantity, priceCents, discountCents };
          let back = 0;
          for (let i = 0; i < quantity; i++) {
            const part = paidForUnits(l, 1, i);
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(priceCents);
            back += part;
          }
          expect(back).toBe(quantity * priceCents - discountCents);
        },
      ),
    );
  });
});

describe("computeVat with a discount", () => {
  it("shows the discount per rate with its net, and the rate's VAT after it", () => {
    const vat = computeVat(
      [
        { quantity: 1, unitGrossCents: 2999, vatRate: 7 },
        { quantity: 1, unitGrossCents: 1000, vatRate: 19 },
      ],
      0,
      [
        { vatRate: 7, grossCents: 300 },
        { vatRate: 19, grossCents: 100 },
      ],
    );
    // 7 %: 2699 gross → net 2522, VAT 177; undiscounted net 2803, so the discount's net is 281.
    // 19 %: 900 gross → net 756, VAT 144; undiscounted net 840, discount net 84.
    expect(vat.discounts).toEqual([
      { vatRate: 7, grossCents: 300, netCents: 281 },
      { vatRate: 19, grossCents: 100, netCents: 84 },
    ]);
    expect(vat.rates).toEqual([
      { vatRate: 7, netCents: 2522, vatCents: 177, grossCents: 2699 },
      { vatRate: 19, netCents: 756, vatCents: 144, grossCents: 900 },
    ]);
    expect(vat.totals).toEqual({ netCents: 3278, vatCents: 321, grossCents: 3599 });
  });
});
