/** Money is integer cents everywhere (DESIGN §6); these are the only conversions. */

const EURO = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

/** German shop format: 2999 → "29,99 €". */
export const formatEuro = (cents: number): string => EURO.format(cents / 100);

const EURO_ENGLISH = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });

/** English pages: 2999 → "€29.99", 129900 → "€1,299.00" (the spec's search-result format). */
export const formatEuroEnglish = (cents: number): string => EURO_ENGLISH.format(cents / 100);

/**
 * The one money format per language (#46): German "29,99 €", English "€29.99" — pages, mails and
 * messages of a language all use it.
 */
export const moneyFormatter = (locale: "de" | "en"): ((cents: number) => string) =>
  locale === "en" ? formatEuroEnglish : formatEuro;

/** "29.99" (a decimal string as Shopify sends it) → 2999; non-numbers → null. */
export function parseAmountToCents(amount: unknown): number | null {
  const n =
    typeof amount === "number" ? amount : typeof amount === "string" ? Number(amount.trim()) : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > 10_000_000) return null;
  return Math.round(n * 100);
}

/** Price as a decimal string for feeds and JSON-LD: 2999 → "29.99". */
export const centsToDecimal = (cents: number): string => (cents / 100).toFixed(2);

/**
 * A euro amount as a person types it in a German form: "29,99", "29", "1.299,50", "29.99", "29,99 €"
 * → cents; anything else (letters, negative, more than two decimals, above 100.000 €) → undefined.
 * A dot followed by exactly three digits is a thousands separator, as in German ("1.299" = 1299 €).
 */
export function parseEuroInput(text: string): number | undefined {
  const t = text.replace(/[\s\u00a0€]/g, "");
  if (!t) return undefined;
  let normal: string;
  if (t.includes(",")) {
    if (!/^\d{1,3}(\.\d{3})*,\d{0,2}$|^\d+,\d{0,2}$/.test(t)) return undefined;
    normal = t.replace(/\./g, "").replace(",", ".");
  } else if (/^\d{1,3}(\.\d{3})+$/.test(t)) normal = t.replace(/\./g, "");
  else if (/^\d+(\.\d{1,2})?$/.test(t)) normal = t;
  else return undefined;
  const [euros = "0", fraction = ""] = normal.split(".");
  const cents = Number(euros) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) && cents <= 10_000_000 ? cents : undefined;
}

/** Cents as the German input text parseEuroInput reads back: 2999 → "29,99", 3000 → "30". */
export const formatEuroInput = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(".", ",");
