import { audit } from "../admin/audit";
import type { OrderCancellation } from "../orders/commands/cancel";

/** The history's words for an order whose online payment was never made (#33). */
export const ABANDONED_REASON = "Online-Zahlung nicht abgeschlossen";

/**
 * Cancels an order paid online that was never paid — the customer left Stripe's page, or the session
 * ran out: its stock goes back on sale, its history says why, and no mail goes out (it was never
 * confirmed). Only before shipment; a second call changes nothing.
 */
export async function abandonUnpaidOrder(orders: OrderCancellation, orderId: string): Promise<void> {
  const result = await orders.cancel(orderId, {
    from: ["pending"],
    notify: false,
    // Its key may be sent again (the checkout keeps it until an order succeeds): that is a new order.
    releaseIdempotencyKey: true,
    inTransaction: (tx, before) =>
      audit(tx, {
        actor: { id: null, email: "Stripe" },
        action: "order.cancel",
        entity: { type: "order", id: before.id },
        before: { status: before.status },
        after: { status: "cancelled", reason: ABANDONED_REASON },
      }),
  });
  if (result.ok || result.error === "already_cancelled") return;
  // Staff moved it on by hand (confirmed it unpaid): theirs to decide, not Stripe's; retrying won't help.
  if (result.error === "not_cancellable") {
    console.warn(`[payments] unpaid order ${orderId} was not cancelled: it is no longer new`);
    return;
  }
  throw new Error(`could not cancel unpaid order ${orderId}: ${result.error}`);
}
