/**
 * Discount codes (#43 §2): what a code is, whether it may be used on a cart, and how much it takes off,
 * per VAT rate and per line, in integer cents. Pure: the order service loads the codes and their uses,
 * this decides; the placement transaction then counts the use under a lock (server/discounts).
 *
 * Money law: a discount is a reduction of the consideration (§ 17 Abs. 1 UStG, § 10 Abs. 1 UStG). On a
 * cart of plants (7 %) and pots (19 %) it lowers each rate's turnover in proportion to the eligible goods'
 * gross per rate, the same practice by which shipping is split (domain/orders/vat.ts); the invoice shows
 * it per rate (§ 14 Abs. 4 Nr. 7 UStG: "jede im Voraus vereinbarte Minderung des Entgelts"). A
 * free-shipping code takes off the shipping, split as the shipping itself is split.
 */
import { apportion, type VatRate } from "../orders/vat";

export const DISCOUNT_KINDS = ["percent", "amount", "free_shipping"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Most codes one order may carry. */
export const MAX_CODES_PER_ORDER = 3;
/** A code as the merchant may write it: letters, digits, - and _; compared without letter case. */
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

/** Codes are compared in upper case, without surrounding blanks. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

export interface DiscountCode {
  id: string;
  /** Normalised (upper case). */
  code: string;
  kind: DiscountKind;
  /** percent: 1–100; amount: cents; free_shipping: 0. */
  value: number;
  /** The goods' gross (before any discount) must reach this; null: no minimum. */
  minOrderCents: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  /** Uses in all; null: unlimited. */
  maxUses: number | null;
  /** Uses per customer e-mail; null: unlimited. */
  maxUsesPerEmail: number | null;
  /** Only these plants and plants of these categories; both empty: the whole cart. */
  plantIds: readonly string[];
  categories: readonly string[];
  /** May stand beside other codes on one order. */
  combinable: boolean;
  active: boolean;
}

/** A code with how often it has been used, in all and by the e-mail ordering now. */
export interface KnownCode extends DiscountCode {
  uses: number;
  usesByEmail: number;
}

/** A priced cart's lines as `applyCodes` reads them, with each plant's categories from the catalogue. */
export const discountCartLines = (
  lines: readonly { id: string; quantity: number; priceCents: number; vatRate: VatRate }[],
  plants: readonly { id: string; categories: readonly string[] }[],
): DiscountCartLine[] =>
  lines.map((l) => ({
    plantId: l.id,
    categories: plants.find((p) => p.id === l.id)?.categories ?? [],
    quantity: l.quantity,
    priceCents: l.priceCents,
    vatRate: l.vatRate,
  }));

export interface DiscountCartLine {
  plantId: string;
  categories: readonly string[];
  quantity: number;
  /** Gross unit price in cents, as sold. */
  priceCents: number;
  vatRate: VatRate;
}

export type DiscountRefusals = {
  discount_unknown: { code: string };
  discount_expired: { code: string };
  discount_not_yet_valid: { code: string };
  discount_used_up: { code: string };
  discount_used_up_for_email: { code: string };
  discount_minimum_not_reached: { code: string; minCents: number };
  discount_not_applicable: { code: string };
  discount_not_combinable: { code: string };
};
export type DiscountRefusal = {
  [C in keyof DiscountRefusals]: { error: C; params: DiscountRefusals[C] };
}[keyof DiscountRefusals];

export interface RateAmount {
  vatRate: VatRate;
  cents: number;
}

export interface AppliedCode {
  codeId: string;
  code: string;
  kind: DiscountKind;
  /** What this code took off in all (goods and shipping). */
  cents: number;
  /** Split per VAT rate; adds up to `cents`. Ascending by rate, rates with 0 left out. */
  byRate: RateAmount[];
}

export interface Discount {
  codes: AppliedCode[];
  /** All codes together. */
  totalCents: number;
  /** Per VAT rate, all codes together; adds up to `totalCents`. Ascending by rate. */
  byRate: RateAmount[];
  /** The goods' part per cart line (same order as the lines): a returned line gives back only this share. */
  byLine: number[];
  /** The part that was shipping. */
  shippingCents: number;
}

export type ApplyResult = ({ ok: true } & Discount) | ({ ok: false } & DiscountRefusal);

export const NO_DISCOUNT: Discount = { codes: [], totalCents: 0, byRate: [], byLine: [], shippingCents: 0 };

const KIND_ORDER: Record<DiscountKind, number> = { percent: 0, amount: 1, free_shipping: 2 };

const eligible = (code: DiscountCode, line: DiscountCartLine): boolean =>
  (code.plantIds.length === 0 && code.categories.length === 0) ||
  code.plantIds.includes(line.plantId) ||
  line.categories.some((c) => code.categories.includes(c));

/** Why this code cannot be used now by this e-mail on this cart, or null. */
function refusalOf(
  code: KnownCode,
  lines: readonly DiscountCartLine[],
  subtotalCents: number,
  shippingCents: number,
  now: Date,
): DiscountRefusal | null {
  const params = { code: code.code };
  if (!code.active || (code.validUntil && now >= code.validUntil))
    return { error: "discount_expired", params };
  if (code.validFrom && now < code.validFrom) return { error: "discount_not_yet_valid", params };
  if (code.maxUses !== null && code.uses >= code.maxUses) return { error: "discount_used_up", params };
  if (code.maxUsesPerEmail !== null && code.usesByEmail >= code.maxUsesPerEmail)
    return { error: "discount_used_up_for_email", params };
  if (code.minOrderCents !== null && subtotalCents < code.minOrderCents)
    return { error: "discount_minimum_not_reached", params: { ...params, minCents: code.minOrderCents } };
  const goods = lines.some((l) => eligible(code, l) && l.quantity * l.priceCents > 0);
  if (!goods || (code.kind === "free_shipping" && shippingCents === 0))
    return { error: "discount_not_applicable", params };
  return null;
}

/**
 * The discount of `requested` codes on a cart, or the first refusal. Codes are matched without letter
 * case; a code named twice counts once. Percentages apply before fixed amounts, each on what is left of
 * its eligible goods, so goods never go below zero; free shipping takes off the shipping cost.
 */
export function applyCodes(input: {
  requested: readonly string[];
  known: readonly KnownCode[];
  lines: readonly DiscountCartLine[];
  shippingCents: number;
  now: Date;
}): ApplyResult {
  const { lines, shippingCents, now } = input;
  const names = [...new Set(input.requested.map(normalizeCode).filter(Boolean))];
  if (names.length === 0) return { ok: true, ...NO_DISCOUNT, byLine: lines.map(() => 0) };
  const byName = new Map(input.known.map((c) => [normalizeCode(c.code), c]));
  const subtotalCents = lines.reduce((s, l) => s + l.quantity * l.priceCents, 0);
  const codes: KnownCode[] = [];
  for (const name of names) {
    const code = byName.get(name);
    if (!code) return { ok: false, error: "discount_unknown", params: { code: name } };
    const refused = refusalOf(code, lines, subtotalCents, shippingCents, now);
    if (refused) return { ok: false, ...refused };
    codes.push(code);
  }
  if (codes.length > 1) {
    const alone = codes.find((c) => !c.combinable);
    if (alone) return { ok: false, error: "discount_not_combinable", params: { code: alone.code } };
  }

  const remaining = lines.map((l) => l.quantity * l.priceCents);
  const byLine = lines.map(() => 0);
  const rates = [...new Set(lines.map((l) => l.vatRate))].sort((a, b) => a - b);
  let shippingLeft = shippingCents;
  const applied: AppliedCode[] = [];

  for (const code of [...codes].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])) {
    if (code.kind === "free_shipping") {
      // Split as computeVat splits the shipping: by all goods' gross per rate.
      const weights = rates.map((r) =>
        lines.filter((l) => l.vatRate === r).reduce((s, l) => s + l.quantity * l.priceCents, 0),
      );
      const parts = apportion(shippingLeft, weights);
      applied.push(appliedOf(code, shippingLeft, rates, parts));
      shippingLeft = 0;
      continue;
    }
    const members = lines.flatMap((l, i) => (eligible(code, l) ? [i] : []));
    const base = members.reduce((s, i) => s + remaining[i]!, 0);
    const cents =
      code.kind === "percent"
        ? Math.min(base, Math.floor((base * code.value + 50) / 100))
        : Math.min(base, code.value);
    // Per rate in proportion to the eligible goods' gross of that rate, then per line within the rate.
    const rateWeights = rates.map((r) =>
      members.filter((i) => lines[i]!.vatRate === r).reduce((s, i) => s + remaining[i]!, 0),
    );
    const rateParts = apportion(cents, rateWeights);
    for (const [k, r] of rates.entries()) {
      const inRate = members.filter((i) => lines[i]!.vatRate === r);
      const lineParts = apportion(
        rateParts[k]!,
        inRate.map((i) => remaining[i]!),
      );
      for (const [j, i] of inRate.entries()) {
        remaining[i]! -= lineParts[j]!;
        byLine[i]! += lineParts[j]!;
      }
    }
    applied.push(appliedOf(code, cents, rates, rateParts));
  }

  const byRate = rates
    .map((vatRate) => ({
      vatRate,
      cents: applied.reduce((s, a) => s + (a.byRate.find((x) => x.vatRate === vatRate)?.cents ?? 0), 0),
    }))
    .filter((x) => x.cents !== 0);
  return {
    ok: true,
    codes: applied,
    totalCents: applied.reduce((s, a) => s + a.cents, 0),
    byRate,
    byLine,
    shippingCents: shippingCents - shippingLeft,
  };
}

function appliedOf(code: KnownCode, cents: number, rates: readonly VatRate[], parts: number[]): AppliedCode {
  return {
    codeId: code.id,
    code: code.code,
    kind: code.kind,
    cents,
    byRate: rates.map((vatRate, k) => ({ vatRate, cents: parts[k]! })).filter((x) => x.cents !== 0),
  };
}

/**
 * What a returned part of a line gives back after its discount (#43 §2): the line's paid amount
 * (gross − its discount share) in proportion to the units returned, the last unit taking the remainder so
 * a whole line returned in parts refunds exactly what was paid.
 */
export function paidForUnits(
  line: { quantity: number; priceCents: number; discountCents: number },
  units: number,
  unitsReturnedBefore = 0,
): number {
  const paid = line.quantity * line.priceCents - line.discountCents;
  const upTo = (n: number) => Math.floor((paid * n) / line.quantity);
  return upTo(unitsReturnedBefore + units) - upTo(unitsReturnedBefore);
}
