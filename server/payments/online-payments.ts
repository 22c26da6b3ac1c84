import { and, eq, isNotNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { OnlinePaymentState, OnlinePaymentView } from "../../domain/contracts/order";
import { shopClock } from "../../domain/orders/delivery";
import { buyerFirstName } from "../../domain/orders/delivery-point";
import {
  acceptsOrder,
  advance,
  isHandledEvent,
  methodOfCharge,
  paymentMethodName,
  type SessionSnapshot,
  stateOfPayment,
} from "../../domain/orders/online-payment";
import { lineName } from "../../domain/orders/order";
import { staffAddress } from "../../domain/shop/settings";
import { localePath } from "../../domain/text/i18n";
import type { Catalog } from "../catalog/catalog";
import type { Config, StripeConfig } from "../config";
import type { Db, Tx } from "../db/client";
import {
  type OrderItemRow,
  type OrderRow,
  onlinePayments,
  orderItems,
  orderPayments,
  orders,
  paymentEvents,
} from "../db/schema";
import { orderDiscounts } from "../discounts/redemptions";
import { dayIso } from "../invoices/issue";
import { enqueueMail } from "../mail/outbox";
import { paymentFailedMail } from "../mail/templates/payment-failed";
import { paymentFailedStaffMail } from "../mail/templates/payment-failed-staff";
import type { StaffNotifier } from "../notifications/staff";
import { requestStripeRefund, settleLocked } from "../orders/commands/money";
import { confirmationConfig, enqueueOrderConfirmation } from "../orders/confirmation-mail";
import { loadLedger } from "../orders/ledger";
import { orderVouchers } from "../vouchers/redemption";
import { cancelTokens } from "./cancel-token";
import { applyDispute, isDisputeEvent } from "./disputes";
import { createStripeRefunds, type StripeRefundsService } from "./stripe-refunds";

/**
 * Online payment through Stripe Checkout (#33). An order placed with „Online bezahlen" holds its stock
 * and gets a Checkout Session (Stripe's hosted page: no card data ever reaches us). Where the payment
 * stands is read from Stripe's objects, fetched fresh, whenever something says "look again": a signed
 * webhook event, the customer's return to the thank-you page, or their return from a cancelled
 * payment. Every effect of a state change — the ledger entry, the confirmation mail, the mails about a
 * failed debit — is written in one transaction with the new state, under the payment row's lock, so a
 * retried, replayed, reordered or twice-delivered event, or two processes at once, change it once.
 * The rules are domain/orders/online-payment.ts; Stripe's fulfilment guide describes the same shape (one
 * fulfil function, called from the webhook and from the landing page).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A webhook event, recorded with its effects so a second delivery finds it. */
type EventRef = { id: string; type: string };

/**
 * How long a customer has on Stripe's page: Stripe's minimum of 30 minutes, so stock is not held long,
 * plus a margin (#49). Stripe measures the 30 minutes from when *it* receives the request: a request
 * that crosses a second on its way, a shop clock behind Stripe's or an SDK retry would arrive with less
 * and be refused (`expires_at`), and the customer could not pay at all.
 */
export const SESSION_MINUTES = 30;
export const SESSION_MARGIN_SECONDS = 120;

/** The `expires_at` of a Checkout Session made now: Stripe's floor plus the margin (orders and vouchers). */
export const sessionExpiresAt = (now: Date): Date =>
  new Date(now.getTime() + SESSION_MINUTES * 60_000 + SESSION_MARGIN_SECONDS * 1000);

/** The Stripe fields we read, expanded in one request. */
const EXPAND = ["payment_intent.latest_charge.balance_transaction"];

export interface OnlinePaymentDeps {
  db: Db;
  stripe: Stripe;
  stripeConfig: StripeConfig;
  config: Pick<Config, "publicUrl" | "invoicing" | "business"> & { shop?: Config["shop"] };
  catalog: Pick<Catalog, "byIds">;
  /**
   * Tells the staff of the order once Stripe accepted it (#34), and of money Stripe moved on its own
   * (#49: a refund that failed, a payment for a cancelled order, a dispute); none in tests that leave it out.
   */
  staff?: Pick<StaffNotifier, "newOrder" | "payment">;
  /** Signs the cancel link Stripe sends the buyer back with (AUTH_SECRET, server/payments/cancel-token.ts). */
  secret: string;
  /** Cancels an order that was never paid (its stock back on sale), without a mail: no order was confirmed. */
  abandonOrder: (orderId: string) => Promise<void>;
  /**
   * The Checkout Sessions of gift vouchers bought online (#43 §3, server/vouchers/stripe-voucher.ts):
   * their events arrive at the same webhook, verified here, and are handed over; null: not a voucher's.
   */
  voucherSessions?: { receive(event: Stripe.Event): Promise<"applied" | null> };
  now?: () => Date;
}

export type StartResult =
  | { ok: true; redirectUrl: string | null }
  | { ok: false; reason: "unavailable"; detail: string }
  /** The order is not a new order waiting for its online payment (cancelled, paid, on invoice). */
  | { ok: false; reason: "not_payable" };

export type WebhookAnswer =
  | { status: 200; body: { received: true; effect: "applied" | "duplicate" | "ignored" } }
  | { status: 400; body: { error: "bad_signature"; message: string } };

export interface OnlinePayments {
  /**
   * The Checkout Session of an order placed for online payment, created once (Stripe's idempotency
   * key is the order's id) — the URL to send the customer to, or null when it is paid or over.
   */
  start(orderId: string): Promise<StartResult>;
  /** Reads the payment from Stripe and applies what it says (the thank-you page, the cancel page). */
  sync(orderId: string): Promise<OnlinePaymentView | null>;
  /**
   * The customer came back from Stripe's page without paying and the checkout page posted it, with the
   * token of the cancel link (#49): the session is expired at Stripe (so it can no longer be paid) and
   * the order cancelled. A session Stripe says is complete is synced instead. Null for an unknown order
   * or a wrong token: nothing changes.
   */
  abandon(orderId: string, token: string | null): Promise<OnlinePaymentView | null>;
  /** Whether `token` is the cancel link's for `orderId` (the page shows the notice only then). */
  cancelLinkValid(orderId: string, token: string | null): boolean;
  /**
   * Before staff cancel an order (#49): its open session is expired at Stripe first, so the customer
   * still on Stripe's page cannot pay for a cancelled order. `unreachable`: Stripe could not be asked;
   * do not cancel yet. A session that was paid meanwhile is synced (the order's version moves on).
   */
  closeBeforeCancel(orderId: string): Promise<{ ok: true } | { ok: false; detail: string }>;
  /**
   * After the staff's cancellation, done or refused (a stale page): the session is no longer theirs
   * to close. An order left pending with its page closed is abandoned as one that ran out would be.
   */
  afterCancel(orderId: string): Promise<void>;
  /** Where the payment of an order stands, from our records only. */
  view(orderId: string): Promise<OnlinePaymentView | null>;
  /** A webhook delivery: the raw body and its Stripe-Signature header. */
  receive(rawBody: string, signature: string | null): Promise<WebhookAnswer>;
  /** Money back through Stripe, for the back office's refunds (server/orders/commands/money.ts) and the sweep. */
  refunds: StripeRefundsService;
}

/**
 * What Stripe's page shows and charges (#43 §2): the order's lines and the shipping at what the customer
 * pays for them after the order's discount, summing to the order's total. Not Stripe coupons: a coupon
 * would make Stripe compute the discount (its own rounding, one amount for the session), while the
 * invoice splits it per line and VAT rate to the cent; and Checkout refuses negative line items (a
 * "discount" line of −4,00 €). So a discounted line is sent at its paid amount: floor(paid / quantity)
 * per unit, and the units that carry the remainder cent as a second item one cent dearer; every amount
 * is ≥ 0 and the sum is exactly the order's total. Gift wrapping (#43 §4) is a line of its own.
 */
export function stripeLineItems(
  order: Pick<OrderRow, "locale" | "shippingCents"> & Partial<Pick<OrderRow, "giftWrapCents">>,
  items: readonly Pick<OrderItemRow, "name" | "nameEn" | "quantity" | "priceCents" | "discountCents">[],
  shippingDiscountCents: number,
) {
  const item = (name: string, unitAmount: number, quantity: number) => ({
    quantity,
    price_data: { currency: "eur", unit_amount: unitAmount, product_data: { name } },
  });
  const discounted = order.locale === "en" ? "discounted" : "rabattiert";
  const lines = items.flatMap((i) => {
    const name = lineName(i, order.locale);
    if (i.discountCents === 0) return [item(name, i.priceCents, i.quantity)];
    const paid = i.quantity * i.priceCents - i.discountCents;
    const unit = Math.floor(paid / i.quantity);
    const dearer = paid - unit * i.quantity;
    const label = `${name} (${discounted})`;
    return [
      ...(i.quantity - dearer > 0 ? [item(label, unit, i.quantity - dearer)] : []),
      ...(dearer > 0 ? [item(label, unit + 1, dearer)] : []),
    ];
  });
  const shipping = order.shippingCents - shippingDiscountCents;
  return [
    ...lines,
    ...(shipping > 0 ? [item(order.locale === "en" ? "Shipping" : "Versand", shipping, 1)] : []),
    ...(order.giftWrapCents
      ? [item(order.locale === "en" ? "Gift wrapping" : "Geschenkverpackung", order.giftWrapCents, 1)]
      : []),
  ];
}

/**
 * What Stripe's page charges of an order a gift voucher paid part of (#43 §3): one line, the rest. Its
 * lines cannot carry the voucher (Checkout refuses negative amounts), and spreading a payment over the
 * goods would make it look like a discount, which it is not: the invoice keeps the full prices.
 */
export function voucherRestLineItems(
  order: Pick<OrderRow, "locale" | "number" | "totalCents" | "voucherCents">,
) {
  const name =
    order.locale === "en"
      ? `Order ${order.number} – balance after gift card`
      : `Bestellung ${order.number} – Restbetrag nach Gutschein`;
  return [
    {
      quantity: 1,
      price_data: {
        currency: "eur",
        unit_amount: order.totalCents - order.voucherCents,
        product_data: { name },
      },
    },
  ];
}

/**
 * How long a staff cancellation may take between closing the Stripe page and committing: the expiry's
 * webhook arriving within it leaves the order to staff (#49). A crash in between ends the claim.
 */
const CLOSING_CLAIM_MS = 10 * 60_000;

/** The reason of the refund of a payment that arrived for a cancelled order (#49). */
const LATE_PAYMENT_REASON = "Zahlung nach Stornierung der Bestellung";

export function createOnlinePayments(deps: OnlinePaymentDeps): OnlinePayments {
  const { db, stripe, config } = deps;
  const now = deps.now ?? (() => new Date());
  const tokens = cancelTokens(deps.secret);
  const refunds = createStripeRefunds({ db, stripe, staff: deps.staff, now });

  /** The payment of an order; null for none, and for an id that is no uuid (it comes from URLs). */
  const rowOf = async (orderId: string) =>
    UUID.test(orderId)
      ? ((await db.select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId)).limit(1))[0] ??
        null)
      : null;

  async function start(orderId: string): Promise<StartResult> {
    if (!UUID.test(orderId)) return { ok: false, reason: "not_payable" };
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) throw new Error(`order ${orderId} not found`);
    // Never a payment for a cancelled order (#49); one staff have moved on has no payment page to go to.
    if (order.status === "cancelled" || order.paymentMethod !== "stripe")
      return { ok: false, reason: "not_payable" };
    if (order.status !== "pending") return { ok: true, redirectUrl: null };
    const existing = await rowOf(orderId);
    if (existing) {
      const open = existing.state === "open" && existing.expiresAt > now();
      return { ok: true, redirectUrl: open ? existing.checkoutUrl : null };
    }
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const page = (path: string) => `${config.publicUrl}${localePath(order.locale, path)}`;
    const expiresAt = sessionExpiresAt(now());
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          // What Stripe's page shows and charges: the order's lines at their gross prices and the
          // shipping, summing to the order's total. The methods: the configured ones, as a filter on what the
          // account has enabled (`allowed_payment_method_types`; API 2026-10 has no static list any more).
          allowed_payment_method_types: deps.stripeConfig.methods,
          line_items:
            order.voucherCents > 0
              ? voucherRestLineItems(order)
              : stripeLineItems(
                  order,
                  items,
                  (await orderDiscounts(db, order.id)).reduce((sum, d) => sum + d.shippingCents, 0),
                ),
          customer_email: order.email,
          client_reference_id: order.id,
          metadata: { order_id: order.id, order_number: order.number },
          payment_intent_data: {
            description: `Blattwerk ${order.number}`,
            metadata: { order_id: order.id, order_number: order.number },
          },
          locale: order.locale,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
          success_url: `${page("/order-success")}?order=${order.id}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${page("/checkout")}?payment=cancelled&order=${order.id}&token=${tokens.sign(order.id)}`,
        },
        { idempotencyKey: `blattwerk-checkout-${order.id}` },
      );
    } catch (err) {
      return { ok: false, reason: "unavailable", detail: (err as Error).message };
    }
    if (session.amount_total !== order.totalCents - order.voucherCents || !session.url) {
      throw new Error(`Stripe session ${session.id} does not match order ${order.number}`);
    }
    await db
      .insert(onlinePayments)
      .values({
        orderId: order.id,
        sessionId: session.id,
        checkoutUrl: session.url,
        expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : expiresAt,
      })
      .onConflictDoNothing();
    return { ok: true, redirectUrl: session.url };
  }

  /** What Stripe says now about the session of `orderId`, as the facts `apply` needs. */
  async function readStripe(sessionId: string, orderId: string) {
    const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: EXPAND });
    // Never book a session for another order than the one it was made for.
    if (session.client_reference_id !== orderId)
      throw new Error(
        `Stripe session ${sessionId} belongs to ${session.client_reference_id}, not ${orderId}`,
      );
    const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
    const charge = intent && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
    const balance =
      charge && typeof charge.balance_transaction === "object" ? charge.balance_transaction : null;
    return {
      state: stateOfPayment(session as SessionSnapshot, intent?.status ?? null),
      intentId: intent?.id ?? (typeof session.payment_intent === "string" ? session.payment_intent : null),
      method:
        methodOfCharge(charge?.payment_method_details ?? null) ?? intent?.payment_method_types?.[0] ?? null,
      amountCents: session.amount_total ?? 0,
      feeCents: balance?.fee ?? null,
      paidAt: charge ? new Date(charge.created * 1000) : now(),
    };
  }
  type Facts = Awaited<ReturnType<typeof readStripe>>;

  /** Moves the payment to what Stripe said, with every effect in the same transaction. */
  async function apply(orderId: string, facts: Facts, event: EventRef | null): Promise<OnlinePaymentState> {
    // Read before the transaction: the catalogue queries the database itself, which (PGlite: one
    // connection) would wait for the transaction that waits for it.
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const plants = await deps.catalog.byIds(items.map((i) => i.plantId));
    let lateRefund: string | null = null;
    const state = await db.transaction(async (tx: Tx) => {
      const [row] = await tx
        .select()
        .from(onlinePayments)
        .where(eq(onlinePayments.orderId, orderId))
        .for("update");
      if (!row) throw new Error(`no online payment for order ${orderId}`);
      if (event) await tx.insert(paymentEvents).values(event).onConflictDoNothing();
      const next = advance(row.state, facts.state);
      if (!next) return row.state;
      const method = facts.method ?? row.method;
      await tx
        .update(onlinePayments)
        .set({
          state: next,
          method,
          paymentIntentId: facts.intentId ?? row.paymentIntentId,
          updatedAt: sql`now()`,
        })
        .where(eq(onlinePayments.orderId, orderId));
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) throw new Error(`order ${orderId} not found`);
      if (next === "paid") await bookPayment(tx, order, facts);
      if (order.status === "cancelled") {
        // Paid for an order that was cancelled meanwhile (#49): the money goes back at once, staff are
        // told, the customer is never told it will ship. A debit still running is refunded once it pays.
        if (next === "paid") {
          lateRefund = await requestStripeRefund(
            { tx, order, actor: { id: null, email: "Stripe" } },
            { amountCents: facts.amountCents, reason: LATE_PAYMENT_REASON, withdrawalId: null },
          );
          await deps.staff?.payment(tx, order.number, {
            what: "paid-after-cancel",
            amountCents: facts.amountCents,
            refunded: true,
          });
        }
        return next;
      }
      if (row.state === "open" && acceptsOrder(next)) {
        // The confirmation waits for Stripe: an order nobody paid for is not confirmed.
        await enqueueOrderConfirmation(tx, {
          order,
          items,
          discounts: await orderDiscounts(tx, order.id),
          vouchers: await orderVouchers(tx, order.id),
          plants,
          config: confirmationConfig(config),
          online: { state: next === "paid" ? "paid" : "processing", method },
        });
        await deps.staff?.newOrder(tx, { ...order, lines: items.length });
      }
      if (next === "failed") await tellDebitFailed(tx, order, method);
      return next;
    });
    // After the commit, never under the order's lock: the refund of a late payment is asked of Stripe,
    // and refunds Stripe made before we knew the PaymentIntent (a `charge.refunded` that came first) are
    // read and booked.
    if (lateRefund) await refunds.execute(lateRefund);
    if (state === "paid" && facts.intentId) await bookRefundsOf(orderId, facts.intentId);
    // After the commit: an order whose payment ran out gives its stock back. Also on a repeat, so a
    // crash between the two steps is mended by the next delivery.
    if (state === "expired") await abandonUnlessClosing(orderId);
    return state;
  }

  /**
   * An order whose page ran out or was closed gives its stock back, unless staff are closing it for
   * their own cancellation (`closing_at`): theirs carries their reason and comes right after.
   */
  async function abandonUnlessClosing(orderId: string) {
    const closingAt = (await rowOf(orderId))?.closingAt;
    if (closingAt && now().getTime() - closingAt.getTime() < CLOSING_CLAIM_MS) return;
    await deps.abandonOrder(orderId);
  }

  async function bookPayment(tx: Tx, order: typeof orders.$inferSelect, facts: Facts) {
    if (!facts.intentId) throw new Error(`paid session of ${order.number} without a PaymentIntent`);
    await tx
      .insert(orderPayments)
      .values({
        orderId: order.id,
        kind: "payment",
        amountCents: facts.amountCents,
        paidOn: dayIso(shopClock(facts.paidAt).day),
        method: "stripe",
        providerRef: facts.intentId,
        feeCents: facts.feeCents,
        actor: "stripe",
      })
      .onConflictDoNothing({ target: orderPayments.providerRef });
    // A debit that arrives after the parcel left completes the order, as a transfer would.
    await settleOrder(tx, order);
  }

  /** Every refund Stripe has of the order's PaymentIntent, told to the ledger (each settles once). */
  async function bookRefundsOf(orderId: string, intentId: string): Promise<void> {
    const list = await stripe.refunds.list({ payment_intent: intentId, limit: 100 });
    for (const refund of list.data) await refunds.fromStripe(refund, orderId);
  }

  /** After a money entry: the status its balance calls for, and a version step (the ledger's own rule). */
  async function settleOrder(tx: Tx, order: typeof orders.$inferSelect) {
    await settleLocked(tx, order, (await loadLedger(tx, order)).balance);
  }

  async function tellDebitFailed(tx: Tx, order: typeof orders.$inferSelect, method: string | null) {
    const { invoicing, business } = config;
    await enqueueMail(tx, {
      ...paymentFailedMail({
        to: order.email,
        firstName: buyerFirstName(order),
        orderNumber: order.number,
        locale: order.locale,
        amountCents: order.totalCents - order.voucherCents,
        method: paymentMethodName(method, order.locale),
        bank: {
          iban: invoicing.iban,
          bic: invoicing.bic,
          bankName: invoicing.bankName,
          accountHolder: business.companyName,
        },
        paymentTermDays: invoicing.paymentTermDays,
      }),
      orderId: order.id,
    });
    await enqueueMail(tx, {
      ...paymentFailedStaffMail({
        to: config.shop ? staffAddress(config.shop) : business.email,
        orderNumber: order.number,
        amountCents: order.totalCents - order.voucherCents,
        method: paymentMethodName(method, "de"),
        orderUrl: `${config.publicUrl}/admin/orders/${order.number}`,
      }),
      orderId: order.id,
    });
  }

  async function sync(orderId: string, event: EventRef | null = null): Promise<OnlinePaymentView | null> {
    const row = await rowOf(orderId);
    if (!row) return null;
    // Nothing Stripe could say changes a payment that is over (advance would ignore it).
    if (row.state === "paid" || row.state === "failed" || row.state === "expired") {
      if (event) await db.insert(paymentEvents).values(event).onConflictDoNothing();
      if (row.state === "expired") await abandonUnlessClosing(orderId);
      return { state: row.state, method: row.method };
    }
    const state = await apply(orderId, await readStripe(row.sessionId, orderId), event);
    return { state, method: (await rowOf(orderId))?.method ?? null };
  }

  /** Expires a session at Stripe; one Stripe says is no longer open (paid, expired) is left to `sync`. */
  async function expireSession(sessionId: string) {
    try {
      await stripe.checkout.sessions.expire(sessionId);
    } catch (err) {
      if (!(err instanceof Error && "type" in err && err.type === "StripeInvalidRequestError")) throw err;
    }
  }

  return {
    start,
    refunds,
    sync: (orderId) => sync(orderId),

    async abandon(orderId, token) {
      if (!UUID.test(orderId) || !tokens.valid(orderId, token)) return null;
      const row = await rowOf(orderId);
      if (!row) return null;
      if (row.state === "open") await expireSession(row.sessionId);
      return sync(orderId);
    },

    cancelLinkValid: (orderId, token) => UUID.test(orderId) && tokens.valid(orderId, token),

    async closeBeforeCancel(orderId) {
      // The claim is written before Stripe is asked: the expiry's webhook may overtake our answer.
      const [row] = await db
        .update(onlinePayments)
        .set({ closingAt: now() })
        .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.state, "open")))
        .returning();
      if (!row) return { ok: true };
      try {
        await expireSession(row.sessionId);
        const facts = await readStripe(row.sessionId, orderId);
        // Expired as asked: only the payment's state is written here; the cancellation that follows is
        // the staff's own (with its reason and the customer's mail), not the abandoned payment's.
        if (facts.state === "expired")
          await db
            .update(onlinePayments)
            .set({ state: "expired", updatedAt: sql`now()` })
            .where(and(eq(onlinePayments.orderId, orderId), eq(onlinePayments.state, "open")));
        else await apply(orderId, facts, null);
        return { ok: true };
      } catch (err) {
        await db.update(onlinePayments).set({ closingAt: null }).where(eq(onlinePayments.orderId, orderId));
        return { ok: false, detail: (err as Error).message };
      }
    },

    async afterCancel(orderId) {
      const [row] = await db
        .update(onlinePayments)
        .set({ closingAt: null })
        .where(and(eq(onlinePayments.orderId, orderId), isNotNull(onlinePayments.closingAt)))
        .returning();
      if (row?.state === "expired") await deps.abandonOrder(orderId);
    },

    async view(orderId) {
      const row = await rowOf(orderId);
      return row ? { state: row.state, method: row.method } : null;
    },

    async receive(rawBody, signature) {
      let event: Stripe.Event;
      try {
        // The SDK checks the HMAC over timestamp and body and refuses a timestamp older than 5 minutes.
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", deps.stripeConfig.webhookSecret);
      } catch (err) {
        return { status: 400, body: { error: "bad_signature", message: (err as Error).message } };
      }
      if (!isHandledEvent(event.type)) return { status: 200, body: { received: true, effect: "ignored" } };
      const [seen] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id)).limit(1);
      if (seen) return { status: 200, body: { received: true, effect: "duplicate" } };
      const forVoucher = await deps.voucherSessions?.receive(event);
      if (forVoucher) return { status: 200, body: { received: true, effect: forVoucher } };
      const orderId = await orderOfEvent(event);
      // A session or charge we never made (another shop on the same account, a test event): not ours.
      if (!orderId) return { status: 200, body: { received: true, effect: "ignored" } };
      const ref = { id: event.id, type: event.type };
      if (event.type === "charge.refunded") {
        const charge = event.data.object as Stripe.Charge;
        const intent = typeof charge.payment_intent === "string" ? charge.payment_intent : null;
        if (intent) await bookRefundsOf(orderId, intent);
        await db.insert(paymentEvents).values(ref).onConflictDoNothing();
      } else if (event.type.startsWith("refund.") || event.type === "charge.refund.updated") {
        await refunds.fromStripe(event.data.object as Stripe.Refund, orderId);
        await db.insert(paymentEvents).values(ref).onConflictDoNothing();
      } else if (isDisputeEvent(event.type)) {
        await applyDispute(
          { db, staff: deps.staff },
          event.type,
          event.data.object as Stripe.Dispute,
          orderId,
        );
        await db.insert(paymentEvents).values(ref).onConflictDoNothing();
      } else await sync(orderId, ref);
      return { status: 200, body: { received: true, effect: "applied" } };
    },
  };

  async function orderOfEvent(event: Stripe.Event): Promise<string | null> {
    const object = event.data.object as {
      object?: string;
      id?: string;
      payment_intent?: unknown;
      metadata?: Record<string, string> | null;
    };
    if (object.object === "checkout.session" && object.id) {
      const [row] = await db
        .select({ orderId: onlinePayments.orderId })
        .from(onlinePayments)
        .where(eq(onlinePayments.sessionId, object.id))
        .limit(1);
      return row?.orderId ?? null;
    }
    if (typeof object.payment_intent === "string") {
      const [row] = await db
        .select({ orderId: onlinePayments.orderId })
        .from(onlinePayments)
        .where(eq(onlinePayments.paymentIntentId, object.payment_intent))
        .limit(1);
      if (row) return row.orderId;
    }
    // A refund the shop asked for names its order (metadata), even before the PaymentIntent was linked.
    const named = object.metadata?.order_id;
    if (named && UUID.test(named)) {
      const [row] = await db
        .select({ orderId: onlinePayments.orderId })
        .from(onlinePayments)
        .where(eq(onlinePayments.orderId, named))
        .limit(1);
      return row?.orderId ?? null;
    }
    return null;
  }
}
