import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import { formatGermanDate, shopClock } from "../../domain/orders/delivery";
import { audit } from "../admin/audit";
import type { Db, Tx } from "../db/client";
import { orderPayments, orders } from "../db/schema";
import { dayIso } from "../invoices/issue";
import type { StaffNotifier } from "../notifications/staff";
import { settleLocked } from "../orders/commands/money";
import { loadLedger } from "../orders/ledger";

/**
 * Payment disputes (chargebacks, #49): the customer's bank takes the money back and Stripe tells us.
 * Staff are told when one opens (with the day evidence is due) and how it ended. The money follows
 * Stripe's balance: when Stripe withdraws the disputed amount it is booked as money out of the order
 * (a refund-kind movement named by the dispute's id, no mail to the customer: their bank did it), so
 * the order shows the amount as owed again; when Stripe reinstates it (dispute won) that entry is
 * reversed. Each once, whichever process or delivery comes first (unique provider_ref / reverses_id).
 */

export const DISPUTE_EVENTS = [
  "charge.dispute.created",
  "charge.dispute.closed",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
] as const;
export type DisputeEvent = (typeof DISPUTE_EVENTS)[number];
export const isDisputeEvent = (type: string): type is DisputeEvent =>
  (DISPUTE_EVENTS as readonly string[]).includes(type);

/** Stripe's dispute reasons as staff read them (docs: the dispute object's `reason`). */
const REASONS: Record<string, string> = {
  fraudulent: "Zahlung nicht autorisiert (Betrug)",
  product_not_received: "Ware nicht erhalten",
  product_unacceptable: "Ware mangelhaft oder nicht wie beschrieben",
  duplicate: "doppelt belastet",
  subscription_canceled: "Abo gekündigt",
  credit_not_processed: "Erstattung nicht erhalten",
  unrecognized: "Zahlung nicht erkannt",
  general: "allgemein",
};
const reasonText = (reason: string) => REASONS[reason] ?? reason;

export async function applyDispute(
  deps: { db: Db; staff?: Pick<StaffNotifier, "payment"> },
  type: DisputeEvent,
  dispute: Stripe.Dispute,
  orderId: string,
): Promise<void> {
  await deps.db.transaction(async (tx: Tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return;
    const stripeActor = { id: null, email: "Stripe" };
    const entity = { type: "order", id: order.id };
    if (type === "charge.dispute.created") {
      const due = dispute.evidence_details?.due_by;
      await audit(tx, {
        actor: stripeActor,
        action: "order.dispute.opened",
        entity,
        after: { dispute: dispute.id, amountCents: dispute.amount, reason: dispute.reason },
      });
      await deps.staff?.payment(tx, order.number, {
        what: "dispute-opened",
        amountCents: dispute.amount,
        reason: reasonText(dispute.reason),
        respondBy: due ? formatGermanDate(shopClock(new Date(due * 1000)).day) : null,
      });
      return;
    }
    if (type === "charge.dispute.closed") {
      if (dispute.status !== "won" && dispute.status !== "lost") return;
      await audit(tx, {
        actor: stripeActor,
        action: "order.dispute.closed",
        entity,
        after: { dispute: dispute.id, status: dispute.status },
      });
      await deps.staff?.payment(tx, order.number, {
        what: "dispute-closed",
        amountCents: dispute.amount,
        won: dispute.status === "won",
      });
      return;
    }
    const today = dayIso(shopClock(new Date()).day);
    if (type === "charge.dispute.funds_withdrawn") {
      const [entry] = await tx
        .insert(orderPayments)
        .values({
          orderId: order.id,
          kind: "refund",
          amountCents: dispute.amount,
          paidOn: today,
          method: "stripe",
          reason: `Zahlungsstreit: von der Bank zurückgebucht (${reasonText(dispute.reason)})`,
          providerRef: dispute.id,
          actor: "Stripe",
        })
        .onConflictDoNothing({ target: orderPayments.providerRef })
        .returning({ id: orderPayments.id });
      if (!entry) return;
      await audit(tx, {
        actor: stripeActor,
        action: "order.dispute.withdrawn",
        entity,
        after: { entryId: entry.id },
      });
    } else {
      const [withdrawn] = await tx
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.orderId, order.id), eq(orderPayments.providerRef, dispute.id)));
      if (!withdrawn) return;
      const [reversal] = await tx
        .insert(orderPayments)
        .values({
          orderId: order.id,
          kind: "refund",
          amountCents: withdrawn.amountCents,
          paidOn: today,
          method: "stripe",
          reason: "Zahlungsstreit gewonnen: von Stripe wieder gutgeschrieben",
          reversesId: withdrawn.id,
          actor: "Stripe",
        })
        .onConflictDoNothing({ target: orderPayments.reversesId })
        .returning({ id: orderPayments.id });
      if (!reversal) return;
      await audit(tx, {
        actor: stripeActor,
        action: "order.dispute.reinstated",
        entity,
        after: { entryId: reversal.id },
      });
    }
    await settleLocked(tx, order, (await loadLedger(tx, order)).balance);
  });
}
