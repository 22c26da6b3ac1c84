import { shopClock } from "../orders/delivery";

/**
 * Gift vouchers (Geschenkgutscheine, #43 §3), pure: their codes, their validity and what they pay of an
 * order.
 *
 * Law, as researched for #43:
 * - A voucher for the whole range (plants at 7 %, pots at 19 %) is a Mehrzweck-Gutschein (§ 3 Abs. 15
 *   UStG): at its sale the rate of what it will buy is unknown, so selling it is no taxable supply — it
 *   is money exchanged for money, a liability of the shop (Haufe, „Kassenführung: Die richtige Erfassung
 *   von Gutscheinen“; sevdesk, „Mehrzweck-Gutscheine“). VAT falls due when it is redeemed, on the goods
 *   it pays for at their own rates. So an order paid with a voucher is invoiced at its full prices and the
 *   voucher is a payment (domain/orders/ledger.ts method `voucher`), never a discount.
 * - Claims from a voucher fall under the regular limitation period of three years (§ 195 BGB), which
 *   starts at the end of the year the claim arose (§ 199 Abs. 1 BGB): a voucher bought in 2026 is valid
 *   until 31 December 2029, shop time.
 */

/** What a voucher may be bought for, in cents (10–200 €). */
export const VOUCHER_MIN_CENTS = 1000;
export const VOUCHER_MAX_CENTS = 20000;

/**
 * Crockford's base 32: digits and letters without I, L, O and U, so nothing reads as something else;
 * 16 symbols of 5 bits are 80 random bits.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const VOUCHER_CODE_SYMBOLS = 16;

/** A new code from 10 random bytes (80 bits), 16 symbols stored without separators. */
export function newVoucherCode(random: (n: number) => Uint8Array = randomBytes): string {
  const bytes = random(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let code = "";
  for (let i = VOUCHER_CODE_SYMBOLS - 1; i >= 0; i--) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

function randomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  crypto.getRandomValues(bytes);
  return bytes;
}

/** The code as printed and shown: four groups of four, „7K3M-Q9TA-…“, easy to type. */
export const formatVoucherCode = (code: string): string => code.match(/.{1,4}/g)?.join("-") ?? code;

/**
 * A typed code as stored, or null when it cannot be a voucher's: letter case, spaces and hyphens do not
 * matter, and the letters Crockford maps (O → 0, I and L → 1) are read as those digits.
 */
export function normalizeVoucherCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  if (code.length !== VOUCHER_CODE_SYMBOLS) return null;
  for (const c of code) if (!ALPHABET.includes(c)) return null;
  return code;
}

/** The last day a voucher bought at `purchasedAt` can be redeemed (shop time): 31 December, three years on. */
export function voucherValidUntil(purchasedAt: Date): string {
  const year = shopClock(purchasedAt).day.getUTCFullYear();
  return `${year + 3}-12-31`;
}

/** The shop's day of `now` as YYYY-MM-DD. */
export const shopDay = (now: Date): string => shopClock(now).day.toISOString().slice(0, 10);

export const VOUCHER_STATES = ["pending", "active", "cancelled"] as const;
/** `pending`: bought, not yet paid (no code works); `active`: paid and issued; `cancelled`: never paid. */
export type VoucherState = (typeof VOUCHER_STATES)[number];

export interface Voucher {
  id: string;
  code: string;
  balanceCents: number;
  /** YYYY-MM-DD, the last day it can be used. */
  validUntil: string;
  state: VoucherState;
}

export type VoucherRefusals = {
  /** Not (yet) paid, or cancelled: to the customer it is as good as unknown. */
  voucher_not_active: { code: string };
  voucher_expired: { code: string };
  voucher_empty: { code: string };
  /** The order is paid in full before this voucher. */
  voucher_not_needed: { code: string };
};
export type VoucherRefusal = {
  [C in keyof VoucherRefusals]: { error: C; params: VoucherRefusals[C] };
}[keyof VoucherRefusals];

export interface VoucherUse {
  voucherId: string;
  code: string;
  cents: number;
}

export type VoucherPayment =
  | { ok: true; uses: VoucherUse[]; totalCents: number }
  | ({ ok: false } & VoucherRefusal);

export const NO_VOUCHERS: VoucherPayment & { ok: true } = { ok: true, uses: [], totalCents: 0 };

/**
 * What the vouchers pay of `dueCents` (the order's total after its discounts), in the order typed: each
 * pays up to its balance, the rest stays on it. A voucher not active, past its day, empty, or typed after
 * the order is paid in full is refused.
 */
export function payWithVouchers(dueCents: number, vouchers: readonly Voucher[], now: Date): VoucherPayment {
  const today = shopDay(now);
  let left = dueCents;
  const uses: VoucherUse[] = [];
  for (const v of vouchers) {
    const params = { code: formatVoucherCode(v.code) };
    if (v.state !== "active") return { ok: false, error: "voucher_not_active", params };
    if (today > v.validUntil) return { ok: false, error: "voucher_expired", params };
    if (v.balanceCents <= 0) return { ok: false, error: "voucher_empty", params };
    if (left <= 0) return { ok: false, error: "voucher_not_needed", params };
    const cents = Math.min(left, v.balanceCents);
    uses.push({ voucherId: v.id, code: v.code, cents });
    left -= cents;
  }
  return { ok: true, uses, totalCents: dueCents - left };
}
