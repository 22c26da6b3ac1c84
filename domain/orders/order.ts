import type { PlantSize } from "../catalog/plant";
import { type ShippingRates, shippingCostCents } from "./shipping";
import type { VatRate } from "./vat";

/** Most different plants one order may hold. */
export const MAX_ORDER_LINES = 50;
/** Totals are stored as PostgreSQL integers. */
export const MAX_ORDER_TOTAL_CENTS = 2_147_483_647;

export interface OrderTotals {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * Subtotal, shipping (by largest size, free from the threshold) and total in integer cents. The cart,
 * the checkout summary and the server all use this one function.
 */
export function orderTotals(
  lines: readonly { priceCents: number; quantity: number; size: PlantSize }[],
  freeShippingFromCents: number,
  rates?: ShippingRates,
): OrderTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const shippingCents = shippingCostCents(lines, freeShippingFromCents, rates);
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}

/** What the customer asks for: nothing but a plant and how many. */
export interface RequestedLine {
  id: string;
  quantity: number;
}

/** A plant as the catalogue prices it. */
export interface PricedPlant {
  id: string;
  name: string;
  priceCents: number;
  imageUrl: string;
  size: PlantSize;
  /** The product's VAT rate now: the order line keeps it (#27). */
  vatRate: VatRate;
}

export interface PricedLine extends PricedPlant {
  quantity: number;
  lineTotalCents: number;
}

export type PricingResult =
  | { ok: true; lines: PricedLine[]; totals: OrderTotals }
  | { ok: false; unknownIds: string[] };

/** Prices requested lines from the catalogue alone: whatever else the browser sent plays no part. */
export function priceOrder(
  requested: readonly RequestedLine[],
  catalogue: readonly PricedPlant[],
  freeShippingFromCents: number,
  rates?: ShippingRates,
): PricingResult {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const unknownIds = requested.filter((r) => !byId.has(r.id)).map((r) => r.id);
  if (unknownIds.length) return { ok: false, unknownIds };
  const lines = requested.map((r) => {
    const p = byId.get(r.id)!;
    return {
      id: p.id,
      name: p.name,
      priceCents: p.priceCents,
      imageUrl: p.imageUrl,
      size: p.size,
      vatRate: p.vatRate,
      quantity: r.quantity,
      lineTotalCents: p.priceCents * r.quantity,
    };
  });
  return { ok: true, lines, totals: orderTotals(lines, freeShippingFromCents, rates) };
}

/**
 * The spec's short form of an order id (§3: "shown as first 8 characters"). Customers now see the
 * order number (BW-2026-000123, set by the database); references with the short id still count.
 */
/**
 * An order line's name as it was offered (#46): English orders name their lines in English where the
 * plant had an English name when it was ordered, German ones (and lines without one) in German.
 */
export const lineName = (line: { name: string; nameEn?: string | null }, locale: "de" | "en"): string =>
  locale === "en" && line.nameEn ? line.nameEn : line.name;

/**
 * The line as the German invoice prints it (#46): the German name, and for an English order the name
 * the customer bought it under beside it.
 */
export const invoiceLineName = (
  line: { name: string; nameEn?: string | null },
  locale: "de" | "en",
): string =>
  locale === "en" && line.nameEn && line.nameEn !== line.name ? `${line.name} (${line.nameEn})` : line.name;

export const shortOrderId = (id: string): string => id.slice(0, 8).toUpperCase();

/** An order number as the database assigns it (migration 0007). */
export const ORDER_NUMBER_PATTERN = /^BW-\d{4}-\d{6,}$/;
