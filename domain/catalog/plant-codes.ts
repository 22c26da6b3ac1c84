/**
 * A plant's article number (SKU) and EAN/GTIN-13 (#34). Both optional, both unique in the shop (the
 * database has unique indexes; the service says which plant has the number already).
 */

/** The merchant's own article number: 1–32 of A–Z, 0–9, „-“, „_“, „.“, starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._-]{0,31}$/;

/** „ bw-0042 “ → „BW-0042“; an empty field is no SKU (null); undefined when the format is wrong. */
export function readSku(raw: string): string | null | undefined {
  const v = raw.trim().toUpperCase();
  if (v === "") return null;
  return SKU_PATTERN.test(v) ? v : undefined;
}

/**
 * The GS1 check digit of the first 12 digits of a GTIN-13: weights 1 and 3 alternating from the left,
 * the digit that rounds the sum up to a multiple of ten.
 */
export function gtin13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export type GtinResult = { ok: true; gtin: string | null } | { ok: false; reason: "format" | "checkDigit" };

/**
 * An EAN/GTIN-13 as typed („4 006381 333931“, spaces and hyphens allowed) → its 13 digits, or why not:
 * not 13 digits, or a wrong check digit (a typo). Empty: none.
 */
export function readGtin(raw: string): GtinResult {
  const v = raw.trim().replace(/[\s-]/g, "");
  if (v === "") return { ok: true, gtin: null };
  if (!/^\d{13}$/.test(v)) return { ok: false, reason: "format" };
  if (gtin13CheckDigit(v.slice(0, 12)) !== Number(v[12])) return { ok: false, reason: "checkDigit" };
  return { ok: true, gtin: v };
}
