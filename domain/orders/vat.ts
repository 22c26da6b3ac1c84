/**
 * VAT (Umsatzsteuer) of an order whose prices are gross, as the shop shows them (prices incl. VAT).
 * Pure integer-cent arithmetic; the invoice (server/invoices) prints what this computes.
 *
 * Rules:
 * - Live plants are agricultural products (Anlage 2 Nr. 6 UStG): 7 %. Pots, fertiliser and accessories
 *   are 19 % (§ 12 Abs. 1 UStG). Each product carries its rate (`plants.vat_rate`), each order line the
 *   rate it was sold at (`order_items.vat_rate`).
 * - Shipping is an ancillary service and shares the VAT of the main supply. When rates mix, it is
 *   split in proportion to the gross values of the goods per rate (the usual practice, BMF-Schreiben
 *   on Nebenleistungen), cent remainders by the largest remainder.
 * - VAT is computed once per rate on the gross total of that rate: net = round(gross / (1 + rate)),
 *   VAT = gross − net. So net + VAT = gross per rate and in total, to the cent, and the totals equal
 *   the order's totals. Gift wrapping (#43 §4, domain/orders/gift.ts) is an ancillary service too: split
 *   over the rates exactly as shipping is (`splitByGoods`), a position of its own per rate.
 *   Line nets are that rate's net apportioned over its lines (largest remainder),
 *   so the net column adds up to the net total; unit nets are each unit's own rounding.
 */

/** VAT rates in whole percent. */
export const VAT_RATES = { reduced: 7, standard: 19 } as const;
export type VatRate = (typeof VAT_RATES)[keyof typeof VAT_RATES];

/** A live plant's rate, and the default of every product that does not say otherwise. */
export const PLANT_VAT_RATE: VatRate = VAT_RATES.reduced;

export const isVatRate = (v: unknown): v is VatRate => v === VAT_RATES.reduced || v === VAT_RATES.standard;

/**
 * A rate as a person or a store writes it: "7", "19", "7 %", "19%" → 7 | 19; anything else (0, 16,
 * "0,19", "") → undefined.
 */
export function readVatRate(text: string): VatRate | undefined {
  const m = /^\s*(\d{1,2})\s*%?\s*$/.exec(text);
  const rate = m ? Number(m[1]) : Number.NaN;
  return isVatRate(rate) ? rate : undefined;
}

export interface VatLineInput {
  quantity: number;
  /** Gross unit price in cents (incl. VAT), as sold. */
  unitGrossCents: number;
  vatRate: VatRate;
}

export interface VatLine {
  quantity: number;
  unitGrossCents: number;
  vatRate: VatRate;
  /** round(unit gross / (1 + rate)): for the reader; the line net is what adds up. */
  unitNetCents: number;
  lineGrossCents: number;
  lineNetCents: number;
}

export interface ShippingShare {
  vatRate: VatRate;
  grossCents: number;
  netCents: number;
}

export interface RateTotal {
  vatRate: VatRate;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** A discount's part of one rate (#43 §2), as positive amounts: the invoice prints them negative. */
export interface DiscountShare {
  vatRate: VatRate;
  grossCents: number;
  netCents: number;
}

export interface VatBreakdown {
  lines: VatLine[];
  /** Shipping per rate (one entry per rate present; none when shipping is free or there are no lines). */
  shipping: ShippingShare[];
  /** Gift wrapping per rate (#43 §4), split as shipping is; none without a priced wrapping. */
  giftWrap: ShippingShare[];
  /** Discount per rate (none without a discount); the rates' totals are after it. */
  discounts: DiscountShare[];
  /** Ascending by rate. */
  rates: RateTotal[];
  totals: { netCents: number; vatCents: number; grossCents: number };
}

/** gross / (1 + rate/100), rounded half up, in integers only. */
export function netOfGross(grossCents: number, vatRate: number): number {
  const sign = grossCents < 0 ? -1 : 1;
  const g = Math.abs(grossCents);
  // round(g·100 / (100 + r)) = floor((2·g·100 + (100 + r)) / (2·(100 + r)))
  return sign * Math.floor((2 * g * 100 + (100 + vatRate)) / (2 * (100 + vatRate)));
}

/**
 * Splits `total` into integer parts proportional to `weights` (all ≥ 0), largest remainder first,
 * ties to the earlier entry. The parts add up to `total` exactly.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const sign = total < 0 ? -1 : 1;
  const t = Math.abs(total);
  // Exact integer shares: floor(t·w / sum) with the remainder kept as a numerator for ordering.
  const parts = weights.map((w, i) => {
    const numerator = BigInt(t) * BigInt(w);
    const den = BigInt(sum);
    return { i, base: Number(numerator / den), rest: numerator % den };
  });
  let left = t - parts.reduce((s, p) => s + p.base, 0);
  const byRest = [...parts].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const p of byRest) {
    if (left <= 0) break;
    p.base += 1;
    left -= 1;
  }
  return parts.map((p) => sign * p.base);
}

/**
 * `discountByRate` (#43 §2, domain/discounts) lowers each rate's gross before its VAT is computed: the
 * rate's net is that of the discounted gross; the lines and the shipping keep the nets of the
 * undiscounted gross and the discount's net is the difference, so lines + shipping − discount = the
 * rate's net, to the cent.
 */
export function computeVat(
  lines: readonly VatLineInput[],
  shippingGrossCents: number,
  discountByRate: readonly { vatRate: VatRate; grossCents: number }[] = [],
  giftWrapGrossCents = 0,
): VatBreakdown {
  return computeVatWithShipping(
    lines,
    splitByGoods(lines, shippingGrossCents),
    discountByRate,
    splitByGoods(lines, giftWrapGrossCents),
  );
}

/**
 * An ancillary service's gross (shipping, gift wrapping) over the goods' rates, in proportion to the
 * goods' gross per rate, cent remainders by the largest remainder; one entry per rate of the goods.
 */
export function splitByGoods(
  lines: readonly VatLineInput[],
  grossCents: number,
): { vatRate: VatRate; grossCents: number }[] {
  const rates = [...new Set(lines.map((l) => l.vatRate))].sort((a, b) => a - b);
  const goodsGrossByRate = rates.map((r) =>
    lines.filter((l) => l.vatRate === r).reduce((s, l) => s + l.quantity * l.unitGrossCents, 0),
  );
  const parts = rates.length ? apportion(grossCents, goodsGrossByRate) : [];
  return rates.map((vatRate, k) => ({ vatRate, grossCents: parts[k]! }));
}

/**
 * As `computeVat`, with the shipping's gross already split per rate: a credit note for goods that came
 * back takes the invoice's own shipping shares (#50 §2), not a new split over what it credits; so with
 * the gift wrapping's shares (#43 §4).
 */
export function computeVatWithShipping(
  lines: readonly VatLineInput[],
  shippingByRate: readonly { vatRate: VatRate; grossCents: number }[],
  discountByRate: readonly { vatRate: VatRate; grossCents: number }[] = [],
  giftWrapByRate: readonly { vatRate: VatRate; grossCents: number }[] = [],
): VatBreakdown {
  const rates = [
    ...new Set([
      ...lines.map((l) => l.vatRate),
      ...shippingByRate.map((s) => s.vatRate),
      ...giftWrapByRate.map((s) => s.vatRate),
      ...discountByRate.map((d) => d.vatRate),
    ]),
  ].sort((a, b) => a - b);
  const shipping: ShippingShare[] = [];
  const giftWrap: ShippingShare[] = [];
  const discounts: DiscountShare[] = [];
  const rateTotals: RateTotal[] = [];
  const lineNets = new Map<number, number>();

  for (const vatRate of rates) {
    const goodsGross = lines
      .filter((l) => l.vatRate === vatRate)
      .reduce((s, l) => s + l.quantity * l.unitGrossCents, 0);
    const shippingGross = shippingByRate
      .filter((s) => s.vatRate === vatRate)
      .reduce((s, x) => s + x.grossCents, 0);
    const giftWrapGross = giftWrapByRate
      .filter((s) => s.vatRate === vatRate)
      .reduce((s, x) => s + x.grossCents, 0);
    const discountGross = discountByRate
      .filter((d) => d.vatRate === vatRate)
      .reduce((s, d) => s + d.grossCents, 0);
    const undiscountedGross = goodsGross + shippingGross + giftWrapGross;
    const undiscountedNet = netOfGross(undiscountedGross, vatRate);
    const grossCents = undiscountedGross - discountGross;
    const netCents = netOfGross(grossCents, vatRate);
    rateTotals.push({ vatRate, netCents, vatCents: grossCents - netCents, grossCents });
    if (discountGross !== 0) {
      discounts.push({ vatRate, grossCents: discountGross, netCents: undiscountedNet - netCents });
    }
    // This rate's undiscounted net over its lines, its shipping and its wrapping share, in proportion
    // to their gross.
    const members = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.vatRate === vatRate);
    const weights = [...members.map(({ l }) => l.quantity * l.unitGrossCents), shippingGross, giftWrapGross];
    const nets = apportion(undiscountedNet, weights);
    for (const [j, { i }] of members.entries()) lineNets.set(i, nets[j]!);
    if (shippingGross !== 0) {
      shipping.push({ vatRate, grossCents: shippingGross, netCents: nets[nets.length - 2]! });
    }
    if (giftWrapGross !== 0) {
      giftWrap.push({ vatRate, grossCents: giftWrapGross, netCents: nets[nets.length - 1]! });
    }
  }

  const sum = (key: "netCents" | "vatCents" | "grossCents") => rateTotals.reduce((s, r) => s + r[key], 0);
  return {
    lines: lines.map((l, i) => ({
      quantity: l.quantity,
      unitGrossCents: l.unitGrossCents,
      vatRate: l.vatRate,
      unitNetCents: netOfGross(l.unitGrossCents, l.vatRate),
      lineGrossCents: l.quantity * l.unitGrossCents,
      lineNetCents: lineNets.get(i)!,
    })),
    shipping,
    giftWrap,
    discounts,
    rates: rateTotals,
    totals: { netCents: sum("netCents"), vatCents: sum("vatCents"), grossCents: sum("grossCents") },
  };
}

/**
 * The breakdown of a small business (Kleinunternehmer, § 19 Abs. 1 UStG, #50 §5): no VAT is charged, so
 * what the customer pays is the net amount, per rate and in total. The rates stay as the goods' categories
 * (a later correction or return still splits by them), each with no VAT.
 */
export function withoutVat(vat: VatBreakdown): VatBreakdown {
  return {
    lines: vat.lines.map((l) => ({ ...l, unitNetCents: l.unitGrossCents, lineNetCents: l.lineGrossCents })),
    shipping: vat.shipping.map((s) => ({ ...s, netCents: s.grossCents })),
    giftWrap: vat.giftWrap.map((s) => ({ ...s, netCents: s.grossCents })),
    discounts: vat.discounts.map((d) => ({ ...d, netCents: d.grossCents })),
    rates: vat.rates.map((r) => ({ ...r, netCents: r.grossCents, vatCents: 0 })),
    totals: { netCents: vat.totals.grossCents, vatCents: 0, grossCents: vat.totals.grossCents },
  };
}
