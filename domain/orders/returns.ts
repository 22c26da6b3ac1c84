import { paidForUnits } from "../discounts/discounts";
import type { Parsed as ParsedAs, Refusal } from "../text/refusal";
import type { RateGross } from "./ledger";
import type { VatRate } from "./vat";

/**
 * Goods that came back, credited per line (#50 §2), as Shopify refunds per line and Shopware builds
 * the credit note from positions: staff choose the invoice's lines and how many of each; the amount
 * and its VAT rates follow from them (a returned 19 % pot is 19 %, never split like the invoice), and
 * the shipping is credited with the last goods, when everything has come back — and so is a gift
 * wrapping (#43 §4): when the whole order comes back, everything paid for it comes back. Pure: the invoice and
 * its earlier credit notes go in, the credit note's positions come out.
 */

/** An invoice line as the invoice stores it (server/invoices/issue.ts `InvoiceLine`). */
export interface InvoicedLine {
  name: string;
  plantId: string | null;
  quantity: number;
  vatRate: VatRate;
  unitGrossCents: number;
  /** The line's share of the order's discount (#43 §2); absent: none. */
  discountCents?: number;
}

/** A credit note's position for goods: which invoice line (`returnOf`, its index) and how many. */
export interface CreditedLine {
  returnOf?: number;
  quantity: number;
}

/** What one invoice line may still be credited as goods. */
export interface ReturnableLine extends InvoicedLine {
  index: number;
  /** Units already credited by earlier credit notes for returned goods. */
  credited: number;
  /** Units that may still come back. */
  left: number;
}

export type ReturnRefusals = {
  return_none: undefined;
  return_invalid: undefined;
  return_too_many: { name: string; max: number };
};
type Parsed<T> = ParsedAs<T, Refusal<ReturnRefusals>>;

/** The invoice's lines with what earlier credit notes already took back of each. */
export function returnableLines(
  invoiceLines: readonly InvoicedLine[],
  earlierCredits: readonly { lines: readonly CreditedLine[] }[],
): ReturnableLine[] {
  return invoiceLines.map((line, index) => {
    const credited = earlierCredits
      .flatMap((c) => c.lines)
      .filter((l) => l.returnOf === index)
      .reduce((s, l) => s + Math.abs(l.quantity), 0);
    return { ...line, index, credited, left: Math.max(0, line.quantity - credited) };
  });
}

export interface ReturnCredit {
  /** The positions: one per invoice line that came back, as many as came back. */
  lines: (InvoicedLine & { returnOf: number })[];
  /** The invoice's shipping shares, when this return brings everything back; else none. */
  shipping: RateGross[];
  /** The invoice's gift wrapping shares (#43 §4), credited as the shipping is; else none. */
  giftWrap: RateGross[];
  /**
   * The returned goods' share of the invoice's discount per rate (#43 §2), and with the shipping the
   * discount that was on it: the credit gives back only what was paid.
   */
  discounts: RateGross[];
  /** The credit's gross per VAT rate (goods and shipping), after the discount. */
  parts: RateGross[];
  totalCents: number;
}

/**
 * The credit for the quantities `chosen` (invoice line index → units) out of `returnable`. The invoice's
 * `shipping` (gross per rate) is credited once, with the return that leaves nothing on the invoice,
 * unless an earlier credit note already took it (`shippingCredited`).
 */
export function returnCredit(
  returnable: readonly ReturnableLine[],
  chosen: ReadonlyMap<number, number>,
  shipping: readonly RateGross[],
  shippingCredited: boolean,
  /** The part of the invoice's discount that was on the shipping (a free-shipping code), per rate. */
  shippingDiscount: readonly RateGross[] = [],
  /** The invoice's gift wrapping per rate (#43 §4) and whether an earlier credit note took it. */
  giftWrap: { shares: readonly RateGross[]; credited: boolean } = { shares: [], credited: false },
): Parsed<ReturnCredit> {
  const lines: ReturnCredit["lines"] = [];
  for (const [index, quantity] of chosen) {
    const line = returnable.find((l) => l.index === index);
    if (!line || !Number.isInteger(quantity) || quantity < 0) return { ok: false, error: "return_invalid" };
    if (quantity > line.left)
      return { ok: false, error: "return_too_many", params: { name: line.name, max: line.left } };
    if (quantity > 0)
      lines.push({
        name: line.name,
        plantId: line.plantId,
        quantity,
        vatRate: line.vatRate,
        unitGrossCents: line.unitGrossCents,
        returnOf: index,
      });
  }
  if (lines.length === 0) return { ok: false, error: "return_none" };
  lines.sort((a, b) => a.returnOf - b.returnOf);
  const everythingBack = returnable.every(
    (l) => l.left === (lines.find((c) => c.returnOf === l.index)?.quantity ?? 0),
  );
  const shippingBack = everythingBack && !shippingCredited ? shipping.filter((s) => s.grossCents > 0) : [];
  const byRate = new Map<VatRate, number>();
  const add = (map: Map<VatRate, number>, rate: VatRate, cents: number) =>
    map.set(rate, (map.get(rate) ?? 0) + cents);
  for (const l of lines) add(byRate, l.vatRate, l.quantity * l.unitGrossCents);
  for (const s of shippingBack) add(byRate, s.vatRate, s.grossCents);
  const giftWrapBack =
    everythingBack && !giftWrap.credited ? giftWrap.shares.filter((s) => s.grossCents > 0) : [];
  for (const s of giftWrapBack) add(byRate, s.vatRate, s.grossCents);
  // What the discount took off these units (#43 §2): each line's discount in proportion to its units,
  // the last unit back taking the remainder, so a line returned in parts gives back exactly what was paid.
  const discountByRate = new Map<VatRate, number>();
  for (const l of lines) {
    const invoiced = returnable.find((r) => r.index === l.returnOf)!;
    const full = { quantity: invoiced.quantity, priceCents: invoiced.unitGrossCents };
    const paid = paidForUnits(
      { ...full, discountCents: invoiced.discountCents ?? 0 },
      l.quantity,
      invoiced.credited,
    );
    const undiscounted = paidForUnits({ ...full, discountCents: 0 }, l.quantity, invoiced.credited);
    if (undiscounted !== paid) add(discountByRate, l.vatRate, undiscounted - paid);
  }
  if (shippingBack.length)
    for (const d of shippingDiscount) if (d.grossCents > 0) add(discountByRate, d.vatRate, d.grossCents);
  const discounts = [...discountByRate]
    .sort(([a], [b]) => a - b)
    .map(([vatRate, grossCents]) => ({ vatRate, grossCents }));
  const parts = [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([vatRate, grossCents]) => ({
      vatRate,
      grossCents: grossCents - (discountByRate.get(vatRate) ?? 0),
    }))
    .filter((p) => p.grossCents > 0);
  return {
    ok: true,
    value: {
      lines,
      shipping: shippingBack.map((s) => ({ vatRate: s.vatRate, grossCents: s.grossCents })),
      giftWrap: giftWrapBack.map((s) => ({ vatRate: s.vatRate, grossCents: s.grossCents })),
      discounts,
      parts,
      totalCents: parts.reduce((s, p) => s + p.grossCents, 0),
    },
  };
}

/** `returnCredit` over the invoice and its earlier credit notes as stored (their lines and shipping). */
export function returnFromDocuments(
  invoice: {
    lines: readonly InvoicedLine[];
    shipping: readonly RateGross[];
    giftWrap?: readonly RateGross[];
    discounts?: readonly RateGross[];
  },
  credits: readonly {
    lines: readonly CreditedLine[];
    shipping: readonly unknown[];
    giftWrap?: readonly unknown[];
  }[],
  chosen: ReadonlyMap<number, number>,
): Parsed<ReturnCredit> {
  // The invoice's discount per rate less its lines' shares: what was taken off the shipping.
  const shippingDiscount = (invoice.discounts ?? []).map((d) => ({
    vatRate: d.vatRate,
    grossCents:
      d.grossCents -
      invoice.lines.filter((l) => l.vatRate === d.vatRate).reduce((s, l) => s + (l.discountCents ?? 0), 0),
  }));
  return returnCredit(
    returnableLines(invoice.lines, credits),
    chosen,
    invoice.shipping,
    credits.some((d) => d.shipping.length > 0),
    shippingDiscount,
    { shares: invoice.giftWrap ?? [], credited: credits.some((d) => (d.giftWrap?.length ?? 0) > 0) },
  );
}

/**
 * The form's fields `return.<index>` (units) and `restock.<index>` (checked: back on sale) as the
 * ledger action takes them, compact strings that an approval can store as they are:
 * `lines` "0:1,2:3", `restock` "0,2". Empty fields and zeros are left out.
 */
export function encodeReturnForm(form: Iterable<[string, string]>): { lines: string; restock: string } {
  const lines: string[] = [];
  const restock: string[] = [];
  for (const [key, raw] of form) {
    const m = /^(return|restock)\.(\d{1,3})$/.exec(key);
    if (!m) continue;
    const text = raw.trim();
    if (m[1] === "restock") restock.push(m[2]!);
    else if (text !== "" && text !== "0") lines.push(`${m[2]}:${text}`);
  }
  return { lines: lines.join(","), restock: restock.join(",") };
}

/** `lines` of `encodeReturnForm` → invoice line index → units; null when it does not parse. */
export function parseReturnLines(text: string): Map<number, number> | null {
  const chosen = new Map<number, number>();
  for (const part of text.split(",")) {
    if (part.trim() === "") continue;
    const m = /^\s*(\d{1,3}):(\d{1,4})\s*$/.exec(part);
    if (!m || chosen.has(Number(m[1]))) return null;
    chosen.set(Number(m[1]), Number(m[2]));
  }
  return chosen;
}

/** `restock` of `encodeReturnForm` → the invoice line indexes whose units go back on sale. */
export function parseRestock(text: string): Set<number> | null {
  const parts = text.split(",").filter((p) => p.trim() !== "");
  return parts.every((p) => /^\s*\d{1,3}\s*$/.test(p)) ? new Set(parts.map(Number)) : null;
}
