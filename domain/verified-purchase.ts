import type { OrderStatus } from "./contracts/order";
import { shortOrderId } from "./order";

/**
 * When a review earns "verifizierter Kauf" (DESIGN §7, UWG § 5b): the reviewer bought the plant and
 * received it. Pure rules; server/reviews gathers the orders and withdrawals they judge.
 */

/**
 * Statuses in which the plant has left our warehouse, so the buyer can judge it.
 */
export const SHIPPED_STATUSES: readonly OrderStatus[] = ["shipped", "completed"];

export interface Reviewer {
  id: string;
  /** Lower-case, as stored with the account. */
  email: string;
  emailVerified: boolean;
}

/** An order that contains the reviewed plant. */
export interface PurchaseOrder {
  id: string;
  /** BW-2026-000123 */
  number: string;
  userId: string | null;
  email: string;
  status: OrderStatus;
}

/** A declaration made with the withdrawal function: free-text order reference and an email. */
export interface WithdrawalNotice {
  orderReference: string;
  email: string;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The order is the reviewer's: placed while signed in to this account, or as a guest with the
 * account's address. Neither counts before the address is confirmed: anyone can sign up with a
 * stranger's address, and anyone can place a guest order with one.
 */
export function ordersOf(reviewer: Reviewer, order: PurchaseOrder): boolean {
  if (!reviewer.emailVerified) return false;
  if (order.userId !== null) return order.userId === reviewer.id;
  return sameEmail(order.email, reviewer.email);
}

/**
 * A withdrawal names this order: its reference contains the order number (with or without its dashes),
 * the short id or the whole id, whatever else was typed around it, and it came from the order's or the
 * account's address.
 */
export function withdrawalNames(notice: WithdrawalNotice, order: PurchaseOrder, reviewer: Reviewer): boolean {
  const compact = (s: string) => s.toUpperCase().replace(/[^0-9A-Z]/g, "");
  const reference = compact(notice.orderReference);
  const named = [order.number, shortOrderId(order.id), order.id].some((n) => reference.includes(compact(n)));
  return named && (sameEmail(notice.email, order.email) || sameEmail(notice.email, reviewer.email));
}

/**
 * Verified: an order of the reviewer's confirmed address containing the plant was shipped, and no
 * withdrawal was declared for it.
 */
export function isVerifiedPurchase(
  reviewer: Reviewer,
  orders: readonly PurchaseOrder[],
  withdrawals: readonly WithdrawalNotice[],
): boolean {
  return orders.some(
    (order) =>
      ordersOf(reviewer, order) &&
      SHIPPED_STATUSES.includes(order.status) &&
      !withdrawals.some((w) => withdrawalNames(w, order, reviewer)),
  );
}
