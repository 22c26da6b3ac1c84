import type { OnlinePaymentState, OrderStatus } from "../contracts/order";

/**
 * An order held back from shipping (#50 §6): its SEPA debit bounced (the online payment `failed`), money
 * is still open and no one released it. It stays out of „Heute zu versenden" and the page says so at
 * the top, until the customer pays (a transfer booked on the order) or staff release it to ship anyway.
 * server/admin/order-todos.ts asks the same in SQL (`heldForPayment`), so list and page agree.
 */
export interface DispatchHoldFacts {
  status: OrderStatus;
  online: { state: OnlinePaymentState; releasedAt: string | Date | null } | null;
  /** What the order still owes (the ledger's open amount). */
  openCents: number;
}

export type DispatchHold = "debit_bounced" | null;

export function dispatchHold({ status, online, openCents }: DispatchHoldFacts): DispatchHold {
  if (status !== "pending" && status !== "processing") return null;
  if (online?.state !== "failed" || online.releasedAt) return null;
  return openCents > 0 ? "debit_bounced" : null;
}
