import type { OrderStatus } from "../contracts/order";

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

/**
 * A declaration made with the withdrawal function, and the order it is linked to: by its signed-in
 * customer, by the customer's confirmation link, or by staff (server/withdrawal/service.ts). An unlinked
 * declaration names an order only in free text anyone could have typed (#29): it takes nothing away.
 */
export interface WithdrawalNotice {
  orderId: string | null;
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

/** A withdrawal linked to this order. */
export function withdrawalNames(notice: WithdrawalNotice, order: PurchaseOrder): boolean {
  return notice.orderId !== null && notice.orderId === order.id;
}

/**
 * Verified: an order of the reviewer's confirmed address containing the plant was shipped, and no
 * withdrawal is linked to it.
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
      !withdrawals.some((w) => withdrawalNames(w, order)),
  );
}
