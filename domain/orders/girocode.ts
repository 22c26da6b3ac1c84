/**
 * The EPC QR code ("GiroCode", EPC069-12): a credit transfer a banking app reads from the invoice.
 * This builds the text payload only; the QR image comes from a QR library (server/invoices).
 * Also the IBAN check (ISO 13616 mod 97) the BUSINESS_IBAN setting is validated with.
 */

/** "DE89 3704 0044 0532 0130 00" → "DE89370400440532013000". */
export const normalizeIban = (iban: string): string => iban.replace(/\s+/g, "").toUpperCase();

/** Country code, check digits and up to 30 alphanumerics whose mod-97 check is 1 (ISO 13616). */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith("DE") && iban.length !== 22) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** "DE89 3704 0044 0532 0130 00" for print: groups of four. */
export const formatIban = (iban: string): string => normalizeIban(iban).replace(/(.{4})(?=.)/g, "$1 ");

/** BIC: 8 or 11 characters (ISO 9362). */
export const isValidBic = (bic: string): boolean => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic.trim());

export interface GiroCodeInput {
  name: string;
  iban: string;
  bic: string;
  amountCents: number;
  /** Unstructured remittance information (what the customer's transfer says). */
  remittance: string;
}

/** EPC limits: name 70, unstructured remittance 140 characters, amount 0,01 – 999.999.999,99 €. */
export const EPC_LIMITS = { name: 70, remittance: 140, maxCents: 99_999_999_999, payloadBytes: 331 };

/** Line breaks would shift every later field; the payload is read line by line. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ").trim();

/**
 * The payload, or null when no transfer can be asked for (nothing or a negative amount to pay, e.g. a
 * cancellation invoice). Version 002, character set 1 (UTF-8), SEPA Credit Transfer, purpose empty.
 */
export function girocodePayload(input: GiroCodeInput): string | null {
  if (!Number.isInteger(input.amountCents)) return null;
  if (input.amountCents < 1 || input.amountCents > EPC_LIMITS.maxCents) return null;
  const iban = normalizeIban(input.iban);
  if (!isValidIban(iban)) return null;
  const amount = `EUR${Math.floor(input.amountCents / 100)}.${String(input.amountCents % 100).padStart(2, "0")}`;
  const fields = [
    "BCD",
    "002",
    "1",
    "SCT",
    input.bic.trim().toUpperCase(),
    [...oneLine(input.name)].slice(0, EPC_LIMITS.name).join(""),
    iban,
    amount,
    "", // purpose code
    "", // structured remittance (RF creditor reference): we use the unstructured one
  ];
  // The whole payload may hold 331 bytes: a long name in umlauts leaves less room for the reference.
  const bytes = (s: string) => new TextEncoder().encode(s).length;
  let remittance = [...oneLine(input.remittance)].slice(0, EPC_LIMITS.remittance);
  while (remittance.length && bytes([...fields, remittance.join("")].join("\n")) > EPC_LIMITS.payloadBytes)
    remittance = remittance.slice(0, -1);
  const payload = [...fields, remittance.join("")].join("\n");
  return bytes(payload) <= EPC_LIMITS.payloadBytes ? payload : null;
}
