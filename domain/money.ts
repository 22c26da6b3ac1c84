/** Money is integer cents everywhere (DESIGN §6); these are the only conversions. */

const EURO = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

/** German shop format: 2999 → "29,99 €". */
export const formatEuro = (cents: number): string => EURO.format(cents / 100);

/** Search-result format of the spec: 2999 → "€29.99". */
export const formatEuroCompact = (cents: number): string => `€${(cents / 100).toFixed(2)}`;

/** "29.99" (a decimal string as Shopify sends it) → 2999; non-numbers → null. */
export function parseAmountToCents(amount: unknown): number | null {
  const n =
    typeof amount === "number" ? amount : typeof amount === "string" ? Number(amount.trim()) : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > 10_000_000) return null;
  return Math.round(n * 100);
}

/** Price as a decimal string for feeds and JSON-LD: 2999 → "29.99". */
export const centsToDecimal = (cents: number): string => (cents / 100).toFixed(2);
