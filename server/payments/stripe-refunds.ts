import { and, eq, lt } from "drizzle-orm";
import type Stripe from "stripe";
import { shopClock } from "../../domain/orders/delivery";
import { audit } from "../admin/audit";
import { settleWithdrawalAfterRefund } from "../admin/withdrawals";
import type { Db, Tx } from "../db/client";
import { type OrderRow, orderPayments, orders, type ProviderRefundRow, providerRefunds } from "../db/schema";
import { dayIso } from "../invoices/issue";
import type { StaffNotifier } from "../notifications/staff";
import {
  bookRefund,
  type RefundOutcome,
  type StripeRefunds,
  settleLocked,
  stripePaymentOf,
} from "../orders/commands/money";
import { loadLedger } from "../orders/ledger";
import { settleWithdrawalsOfCancelled } from "../orders/withdrawal-settlement";

/**
 * Refunds through Stripe in two phases (#44), the shape the DHL labels use: the request is written
 * `pending` in the order's transaction (server/orders/commands/money.ts `recordRefund`), Stripe is asked after
 * that transaction committed — never while the order is locked — with the request's id as idempotency
 * key and in the refund's metadata, and a second transaction posts the money movement or voids the
 * request by what Stripe answered. Whatever is left pending (Stripe did not answer, the process died
 * between the two, a SEPA refund that takes days) is settled by Stripe's refund events or by `sweep`.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A request older than this is no longer in flight anywhere: the sweep may ask Stripe about it. */
export const SWEEP_AFTER_MS = 10 * 60_000;

/** The reason of a refund made in Stripe's Dashboard, which names none of ours. */
const DASHBOARD_REASON = "Erstattung über Stripe";

export interface StripeRefundsService extends StripeRefunds {
  /** A refund Stripe told us about (its events, or read after a payment was booked), for `orderId`. */
  fromStripe(refund: Stripe.Refund, orderId: string): Promise<void>;
  /** Settles requests pending for longer than `olderThanMs`; answers how many it settled. */
  sweep(olderThanMs?: number): Promise<number>;
}

export function createStripeRefunds(deps: {
  db: Db;
  stripe: Stripe;
  staff?: Pick<StaffNotifier, "payment">;
  now?: () => Date;
}): StripeRefundsService {
  const { db, stripe } = deps;
  const now = deps.now ?? (() => new Date());
  const outcomeOf = (r: ProviderRefundRow): RefundOutcome =>
    r.state === "posted"
      ? { state: "posted" }
      : r.state === "voided"
        ? { state: "voided", detail: r.failure ?? "" }
        : { state: "pending", answered: r.providerRef !== null };

  /** The PaymentIntent a refund of the order goes back to (its Stripe payment not reversed). */
  async function intentOf(orderId: string): Promise<string | null> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return null;
    return stripePaymentOf((await loadLedger(db, order)).movements)?.providerRef ?? null;
  }

  async function ask(request: ProviderRefundRow, intent: string, idempotencyKey: string) {
    return stripe.refunds.create(
      {
        payment_intent: intent,
        amount: request.amountCents,
        // What finds the request again from Stripe's side: its events, the sweep, the Dashboard.
        metadata: {
          order_id: request.orderId,
          request_id: request.id,
          reason: request.reason.slice(0, 500),
          actor: request.actor.slice(0, 500),
          ...(request.withdrawalId && { withdrawal_id: request.withdrawalId }),
        },
      },
      { idempotencyKey },
    );
  }

  async function execute(requestId: string): Promise<RefundOutcome> {
    const [request] = await db.select().from(providerRefunds).where(eq(providerRefunds.id, requestId));
    if (!request) throw new Error(`no refund request ${requestId}`);
    if (request.state !== "pending") return outcomeOf(request);
    const intent = await intentOf(request.orderId);
    if (!intent) return settle(request.id, null, "keine Zahlung über Stripe");
    let refund: Stripe.Refund;
    try {
      refund = await ask(request, intent, `blattwerk-refund-${request.id}`);
    } catch (err) {
      // Stripe refused the request itself (4xx): nothing was refunded. No answer, a 5xx, a rate limit:
      // unknown — the request stays pending for Stripe's event or the sweep.
      if (refusedByStripe(err)) return settle(request.id, null, (err as Error).message);
      console.error(`[payments] refund ${request.id}: Stripe did not answer: ${(err as Error).message}`);
      return { state: "pending", answered: false };
    }
    return settle(request.id, refund);
  }

  /**
   * The second transaction: posts the request as a money movement when Stripe paid it out, keeps it
   * pending (learning Stripe's id) while Stripe works, voids it when Stripe refused or failed it.
   */
  async function settle(requestId: string, refund: Stripe.Refund | null, refusal?: string) {
    return db.transaction(async (tx: Tx): Promise<RefundOutcome> => {
      const [first] = await tx.select().from(providerRefunds).where(eq(providerRefunds.id, requestId));
      if (!first) throw new Error(`no refund request ${requestId}`);
      // The order first, then the request: the order's lock is what every money action takes.
      const [order] = await tx.select().from(orders).where(eq(orders.id, first.orderId)).for("update");
      const [request] = await tx
        .select()
        .from(providerRefunds)
        .where(eq(providerRefunds.id, requestId))
        .for("update");
      if (!order || !request) throw new Error(`refund request ${requestId} lost its order`);
      if (request.state !== "pending") return outcomeOf(request);
      const actor = { id: null, email: request.actor };
      if (refund?.status === "succeeded") {
        const entryId =
          (await bookRefund(
            { tx, order, actor },
            {
              amountCents: request.amountCents,
              paidOn: dayIso(shopClock(new Date(refund.created * 1000)).day),
              reason: request.reason,
              method: "stripe",
              withdrawalId: request.withdrawalId,
              providerRef: refund.id,
            },
          )) ?? (await entryOf(tx, refund.id));
        await tx
          .update(providerRefunds)
          .set({ state: "posted", entryId, providerRef: refund.id, settledAt: now() })
          .where(eq(providerRefunds.id, request.id));
        await afterMoney(tx, order, request);
        return { state: "posted" };
      }
      if (refund && (refund.status === "pending" || refund.status === "requires_action")) {
        if (!request.providerRef)
          await tx
            .update(providerRefunds)
            .set({ providerRef: refund.id })
            .where(eq(providerRefunds.id, request.id));
        return { state: "pending", answered: true };
      }
      const detail = refusal ?? refund?.failure_reason ?? refund?.status ?? "unbekannt";
      await tx
        .update(providerRefunds)
        .set({
          state: "voided",
          failure: detail,
          settledAt: now(),
          providerRef: refund?.id ?? request.providerRef,
        })
        .where(eq(providerRefunds.id, request.id));
      await audit(tx, {
        actor: { id: null, email: "Stripe" },
        action: "order.refund.voided",
        entity: { type: "order", id: order.id },
        before: { request: request.id, amountCents: request.amountCents },
        after: { detail },
      });
      await deps.staff?.payment(tx, order.number, {
        what: "refund-failed",
        amountCents: request.amountCents,
        detail,
      });
      await afterMoney(tx, order, request);
      return { state: "voided", detail };
    });
  }

  /** The order's status and version follow its balance; a withdrawal's declaration may be settled now. */
  async function afterMoney(tx: Tx, order: OrderRow, request: ProviderRefundRow) {
    const { balance } = await loadLedger(tx, order);
    await settleLocked(tx, order, balance);
    if (request.withdrawalId) await settleWithdrawalAfterRefund(tx, request.withdrawalId, balance);
    await settleWithdrawalsOfCancelled(tx, order, balance, { id: null, email: "Stripe" });
  }

  async function entryOf(tx: Tx, providerRef: string): Promise<string> {
    const [row] = await tx
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(eq(orderPayments.providerRef, providerRef));
    if (!row) throw new Error(`refund ${providerRef} neither booked nor bookable`);
    return row.id;
  }

  /** A refund Stripe paid out and later failed (the bank sent it back): the booked refund is reversed. */
  async function reverseFailed(orderId: string, refund: Stripe.Refund) {
    await db.transaction(async (tx: Tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      const [entry] = await tx
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.providerRef, refund.id), eq(orderPayments.orderId, orderId)));
      if (!order || !entry) return;
      const detail = refund.failure_reason ?? refund.status ?? "failed";
      const [reversal] = await tx
        .insert(orderPayments)
        .values({
          orderId,
          kind: "refund",
          amountCents: entry.amountCents,
          paidOn: dayIso(shopClock(now()).day),
          method: "stripe",
          reason: `Stripe konnte die Erstattung nicht auszahlen (${detail})`,
          reversesId: entry.id,
          withdrawalId: entry.withdrawalId,
          actor: "Stripe",
        })
        .onConflictDoNothing({ target: orderPayments.reversesId })
        .returning({ id: orderPayments.id });
      if (!reversal) return; // told already
      await audit(tx, {
        actor: { id: null, email: "Stripe" },
        action: "order.refund.failed",
        entity: { type: "order", id: orderId },
        before: { entryId: entry.id, amountCents: entry.amountCents },
        after: { detail },
      });
      await deps.staff?.payment(tx, order.number, {
        what: "refund-failed",
        amountCents: entry.amountCents,
        detail,
      });
      await settleLocked(tx, order, (await loadLedger(tx, order)).balance);
    });
  }

  async function fromStripe(refund: Stripe.Refund, orderId: string): Promise<void> {
    const metaId = refund.metadata?.request_id;
    const [request] = await db
      .select()
      .from(providerRefunds)
      .where(
        metaId && UUID.test(metaId)
          ? eq(providerRefunds.id, metaId)
          : eq(providerRefunds.providerRef, refund.id),
      );
    const failed = refund.status === "failed" || refund.status === "canceled";
    if (request && request.orderId === orderId) {
      if (request.state === "pending") await settle(request.id, refund);
      else if (request.state === "posted" && failed) await reverseFailed(orderId, refund);
      return;
    }
    // Not asked by the shop: a refund made in Stripe's Dashboard (or before #44), booked as Stripe says.
    if (failed) return reverseFailed(orderId, refund);
    if (refund.status !== "succeeded") return;
    await db.transaction(async (tx: Tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) return;
      const meta = refund.metadata ?? {};
      const booked = await bookRefund(
        { tx, order, actor: { id: null, email: meta.actor || "Stripe" } },
        {
          amountCents: refund.amount,
          paidOn: dayIso(shopClock(new Date(refund.created * 1000)).day),
          reason: meta.reason || DASHBOARD_REASON,
          method: "stripe",
          withdrawalId: meta.withdrawal_id && UUID.test(meta.withdrawal_id) ? meta.withdrawal_id : null,
          providerRef: refund.id,
        },
      );
      if (booked) await settleLocked(tx, order, (await loadLedger(tx, order)).balance);
    });
  }

  async function sweep(olderThanMs = SWEEP_AFTER_MS): Promise<number> {
    const due = await db
      .select()
      .from(providerRefunds)
      .where(
        and(
          eq(providerRefunds.state, "pending"),
          lt(providerRefunds.createdAt, new Date(now().getTime() - olderThanMs)),
        ),
      )
      .limit(50);
    let settled = 0;
    for (const request of due) {
      try {
        const outcome = await sweepOne(request);
        if (outcome.state !== "pending") settled++;
      } catch (err) {
        console.error(`[payments] refund ${request.id}: sweep failed: ${(err as Error).message}`);
      }
    }
    return settled;
  }

  async function sweepOne(request: ProviderRefundRow): Promise<RefundOutcome> {
    if (request.providerRef) return settle(request.id, await stripe.refunds.retrieve(request.providerRef));
    const intent = await intentOf(request.orderId);
    if (!intent) return settle(request.id, null, "keine Zahlung über Stripe");
    // Did Stripe make it before the process stopped? Its metadata names the request.
    const made = await stripe.refunds.list({ payment_intent: intent, limit: 100 });
    const found = made.data.find((r) => r.metadata?.request_id === request.id);
    if (found) return settle(request.id, found);
    // Stripe never made it: ask now. A fresh key per sweep hour: an error Stripe saved under the first
    // key would otherwise be answered again for 24 hours, and the list above shows none was made.
    let refund: Stripe.Refund;
    try {
      refund = await ask(
        request,
        intent,
        `blattwerk-refund-${request.id}-${Math.floor(now().getTime() / 3_600_000)}`,
      );
    } catch (err) {
      if (refusedByStripe(err)) return settle(request.id, null, (err as Error).message);
      throw err;
    }
    return settle(request.id, refund);
  }

  return { execute, fromStripe, sweep };
}

/** Stripe answered and refused (a 4xx other than a conflict or rate limit): nothing was refunded. */
function refusedByStripe(err: unknown): boolean {
  const status = (err as { statusCode?: number }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 && status !== 409 && status !== 429;
}
