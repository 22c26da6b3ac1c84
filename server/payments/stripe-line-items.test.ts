import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stripeLineItems } from "./online-payments";

/** #43 §2: Stripe's page charges what the order costs after its discount, in items Checkout accepts. */
describe("stripeLineItems", () => {
  const sum = (items: ReturnType<typeof stripeLineItems>) =>
    items.reduce((s, i) => s + i.quantity * i.price_data.unit_amount, 0);

  it("sends a discounted line at what is paid for it, the remainder cents on a second item", () => {
    const items = stripeLineItems(
      { locale: "de", shippingCents: 490 },
      [
        { name: "Efeutute", nameEn: "Pothos", quantity: 3, priceCents: 1899, discountCents: 570 },
        { name: "Monstera", nameEn: null, quantity: 1, priceCents: 2999, discountCents: 0 },
      ],
      0,
    );
    // 3 × 1899 − 570 = 5127 = 2 × 1709 + 1 × 1709 … exactly 1709 each.
    expect(items).toEqual([
      {
        quantity: 3,
        price_data: { currency: "eur", unit_amount: 1709, product_data: { name: "Efeutute (rabattiert)" } },
      },
      { quantity: 1, price_data: { currency: "eur", unit_amount: 2999, product_data: { name: "Monstera" } } },
      { quantity: 1, price_data: { currency: "eur", unit_amount: 490, product_data: { name: "Versand" } } },
    ]);
    const uneven = stripeLineItems(
      { locale: "en", shippingCents: 490 },
      [{ name: "Efeutute", nameEn: "Pothos", quantity: 3, priceCents: 1899, discountCents: 569 }],
      490,
    );
    expect(uneven).toEqual([
      {
        quantity: 2,
        price_data: { currency: "eur", unit_amount: 1709, product_data: { name: "Pothos (discounted)" } },
      },
      {
        quantity: 1,
        price_data: { currency: "eur", unit_amount: 1710, product_data: { name: "Pothos (discounted)" } },
      },
    ]);
  });

  it("sums to subtotal + shipping − discount with no negative amount", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc
            .record({
              quantity: fc.integer({ min: 1, max: 99 }),
              priceCents: fc.integer({ min: 0, max: 100_000 }),
              d: fc.nat(),
            })
            .map(({ quantity, priceCents, d }) => ({
              name: "P",
              nameEn: null,
              quantity,
              priceCents,
              discountCents: d % (quantity * priceCents + 1),
            })),
          { minLength: 1, maxLength: 10 },
        ),
        fc.integer({ min: 0, max: 990 }),
        fc.boolean(),
        (lines, shippingCents, freeShipping) => {
          const items = stripeLineItems(
            { locale: "de", shippingCents },
            lines,
            freeShipping ? shippingCents : 0,
          );
          const expected =
            lines.reduce((s, l) => s + l.quantity * l.priceCents - l.discountCents, 0) +
            (freeShipping ? 0 : shippingCents);
          expect(sum(items)).toBe(expected);
          for (const i of items) {
            expect(i.price_data.unit_amount).toBeGreaterThanOrEqual(0);
            expect(i.quantity).toBeGreaterThanOrEqual(1);
          }
        },
      ),
    );
  });
});

/** #43 §4: the gift wrapping is a line of its own on Stripe's page, at its full price. */
describe("stripeLineItems: gift wrapping", () => {
  it("adds „Geschenkverpackung“ / “Gift wrapping”, not touched by a free-shipping discount", () => {
    const de = stripeLineItems(
      { locale: "de", shippingCents: 490, giftWrapCents: 390 },
      [{ name: "Monstera", nameEn: null, quantity: 1, priceCents: 2999, discountCents: 0 }],
      490,
    );
    expect(de.map((i) => [i.price_data.product_data.name, i.price_data.unit_amount])).toEqual([
      ["Monstera", 2999],
      ["Geschenkverpackung", 390],
    ]);
    const en = stripeLineItems(
      { locale: "en", shippingCents: 0, giftWrapCents: 390 },
      [{ name: "Monstera", nameEn: null, quantity: 1, priceCents: 2999, discountCents: 0 }],
      0,
    );
    expect(en.at(-1)?.price_data.product_data.name).toBe("Gift wrapping");
    expect(stripeLineItems({ locale: "de", shippingCents: 0, giftWrapCents: 0 }, [], 0)).toEqual([]);
  });
});
