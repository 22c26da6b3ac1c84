/**
 * Who may pay by invoice (#33): the merchant carries the risk of „Kauf auf Rechnung", so the shop may
 * limit it — by the order's total, to returning customers, and not while an invoice is overdue. Pure;
 * the history comes from server/orders/invoice-eligibility.ts. With no limit set, everyone may.
 */
export interface InvoiceLimits {
  /** INVOICE_MAX_TOTAL_EUR in cents; null: no limit. */
  maxTotalCents: number | null;
  /** INVOICE_FIRST_ORDER=refused: only customers with an earlier completed order. */
  firstOrderRefused: boolean;
  /** INVOICE_WHEN_OVERDUE=refused: not while an invoice of the same address is past its due date. */
  overdueRefused: boolean;
  /**
   * A new customer's (no completed order yet) invoice order up to this total, in cents; null: no such
   * cap. The back office's settings (group „limits“, #49 §4): one guest order on invoice could reserve
   * the whole stock and never be paid. Invoice providers and shops give a first order on invoice a much
   * lower limit than a returning customer's (examples cite 100 €); 250 € by default.
   */
  firstOrderMaxCents?: number | null;
}

export const NO_INVOICE_LIMITS: InvoiceLimits = {
  maxTotalCents: null,
  firstOrderRefused: false,
  overdueRefused: false,
};

export const hasInvoiceLimits = (l: InvoiceLimits) =>
  l.maxTotalCents !== null ||
  l.firstOrderRefused ||
  l.overdueRefused ||
  (l.firstOrderMaxCents ?? null) !== null;

/** What the shop knows of the customer (by email address): completed orders and overdue invoices. */
export interface CustomerHistory {
  completedOrders: number;
  overdueInvoices: number;
}

export type InvoiceRefusal =
  | { error: "invoice_over_limit"; params: { maxCents: number } }
  | { error: "invoice_first_order"; params?: undefined }
  | { error: "invoice_first_order_over_limit"; params: { maxCents: number } }
  | { error: "invoice_overdue"; params?: undefined };

/** Null: invoice payment allowed. The first reason that applies otherwise, the total's first. */
export function invoiceRefusal(
  totalCents: number,
  limits: InvoiceLimits,
  history: CustomerHistory,
): InvoiceRefusal | null {
  if (limits.maxTotalCents !== null && totalCents > limits.maxTotalCents)
    return { error: "invoice_over_limit", params: { maxCents: limits.maxTotalCents } };
  if (limits.overdueRefused && history.overdueInvoices > 0) return { error: "invoice_overdue" };
  if (limits.firstOrderRefused && history.completedOrders === 0) return { error: "invoice_first_order" };
  const firstMax = limits.firstOrderMaxCents ?? null;
  if (firstMax !== null && history.completedOrders === 0 && totalCents > firstMax)
    return { error: "invoice_first_order_over_limit", params: { maxCents: firstMax } };
  return null;
}
