import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type PricePoint, REFERENCE_DAYS, reducedFrom } from "./reduced-price";

const DAY = 86_400_000;
const at = (day: number) => new Date(Date.UTC(2026, 10, 1) + day * DAY);
const p = (priceCents: number, day: number): PricePoint => ({ priceCents, validFrom: at(day) });

describe("the reference of a reduced price (§ 11 PAngV, #43 §2)", () => {
  it("is the lowest price of the 30 days before the current price began", () => {
    // 24,99 until day 20, 19,99 until day 40, now 14,99: both stood in the window [10, 40).
    expect(reducedFrom([p(2499, 0), p(1999, 20), p(1499, 40)])).toBe(1999);
  });

  it("ignores prices that ended before the window", () => {
    // 9,99 ended on day 5, more than 30 days before day 40: the reference is 19,99.
    expect(reducedFrom([p(999, 0), p(1999, 5), p(1499, 40)])).toBe(1999);
    // …but a price that ended one day inside the window counts: 9,99 stood on day 10, so 14,99 is no
    // reduction.
    expect(reducedFrom([p(999, 0), p(1999, 11), p(1499, 40)])).toBeNull();
    expect(reducedFrom([p(2999, 0), p(1999, 11), p(1499, 40)])).toBe(1999);
  });

  it("is none when the current price is not below it, or there is nothing before it", () => {
    expect(reducedFrom([p(1999, 0)])).toBeNull();
    expect(reducedFrom([p(1499, 0), p(1999, 10)])).toBeNull();
    expect(reducedFrom([p(1999, 0), p(1999, 10)])).toBeNull();
    expect(reducedFrom([])).toBeNull();
  });

  it("a short low price just before counts: a raise and a cut in a row show no reduction", () => {
    // 14,99 → 24,99 for two days → 17,99: the lowest of the 30 days is 14,99, so 17,99 is no reduction.
    expect(reducedFrom([p(1499, 0), p(2499, 30), p(1799, 32)])).toBeNull();
  });

  it("never names a price above one that stood in the window, and only when the current one is lower (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: 1, max: 10_000 }), gap: fc.integer({ min: 1, max: 60 }) }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        (steps) => {
          const days = steps.map((_, i) => steps.slice(0, i + 1).reduce((sum, s) => sum + s.gap, 0));
          const history = steps.map((s, i) => p(s.price, days[i]!));
          const ref = reducedFrom(history);
          const current = history.at(-1)!;
          if (ref === null) return;
          expect(current.priceCents).toBeLessThan(ref);
          const start = current.validFrom.getTime();
          const inWindow = history
            .slice(0, -1)
            .filter((_h, i) => history[i + 1]!.validFrom.getTime() > start - REFERENCE_DAYS * DAY)
            .map((h) => h.priceCents);
          expect(ref).toBe(Math.min(...inWindow));
        },
      ),
    );
  });
});
