import { randomBytes } from "node:crypto";
import {
  allowOnly,
  invalid,
  isObject,
  type Json,
  missing,
  noSuch,
  type Params,
  readExpand,
  readInteger,
  readList,
  readMetadata,
  readString,
  readStrings,
  readUrl,
} from "./stripe-params";

/**
 * The state behind the local Stripe stand-in (stripe-server.ts): Checkout Sessions, PaymentIntents,
 * Charges, balance transactions, Refunds and Events, shaped as Stripe's API reference shows them and as
 * stripe@23.1.0's types declare them (node_modules/stripe/esm/resources/*.d.ts). Only the fields the
 * shop can use are filled; the rest of Stripe's long objects are left out. No HTTP here.
 */

/** The version stripe@23.1.0 pins (node_modules/stripe/esm/apiVersion.js); events are rendered in it. */
export const API_VERSION = "2026-10-28.endive";

export const PAYMENT_METHODS = ["card", "paypal", "klarna", "sepa_debit"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A hosted-page or test-control action that does not fit the session's state (not an API error). */
export class ActionError extends Error {}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export function newId(prefix: string, length = 24) {
  return prefix + [...randomBytes(length)].map((b) => BASE62[b % 62]).join("");
}

/**
 * Fees roughly as Stripe's German price list shows them (standard EEA cards 1.5 % + 0.25 €, SEPA
 * Direct Debit 0.35 €; PayPal and Klarna about 2.99 % + 0.35 €). Illustrative only: the shop books the
 * fee a balance transaction reports, whatever it is.
 */
const FEES: Record<PaymentMethod, { percent: number; fixed: number }> = {
  card: { percent: 1.5, fixed: 25 },
  sepa_debit: { percent: 0, fixed: 35 },
  paypal: { percent: 2.99, fixed: 35 },
  klarna: { percent: 2.99, fixed: 35 },
};
const feeFor = (method: PaymentMethod, amount: number) =>
  Math.round((amount * FEES[method].percent) / 100) + FEES[method].fixed;

/** What the hosted page shows. */
export interface LineItem {
  id: string;
  name: string;
  unitAmount: number;
  quantity: number;
  currency: string;
}

export interface StoredEvent {
  event: Json;
  /** The Checkout Session the event belongs to: events of one session are delivered in order. */
  group: string;
  objectId: string;
}

export interface StoreOptions {
  /** Where the hosted page lives, for the session's `url`. */
  baseUrl: string;
  onEvent(e: StoredEvent): void;
  /** Runs `fn` later unless the server has closed (a SEPA refund settling). */
  schedule(fn: () => void, ms: number): void;
  refundSettleMs: number;
}

/**
 * How the store's refunds behave, changeable by tests: which methods' refunds are `pending` at first
 * (Stripe: SEPA always; PayPal and Klarna may be, depending on the provider), and whether a pending
 * refund then succeeds or fails (`failure_reason`, as Stripe's failed refunds carry one).
 */
export interface RefundBehaviour {
  pendingMethods: PaymentMethod[];
  outcome: "succeeded" | { failed: string };
}

/** What a Checkout Session creation may carry; anything else is refused as Stripe refuses it. */
const SESSION_PARAMS = [
  "mode",
  "line_items",
  "success_url",
  "cancel_url",
  "client_reference_id",
  "customer_email",
  "metadata",
  "locale",
  "expires_at",
  "allowed_payment_method_types",
  "excluded_payment_method_types",
  "payment_intent_data",
  "expand",
];
/** Session.Locale of stripe@23.1.0 (resources/Checkout/Sessions.d.ts). */
const LOCALES =
  "auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW".split(
    " ",
  );
/** Which fields each object type lets `expand[]` replace by the object (docs.stripe.com/api/expanding_objects). */
const EXPANDABLE: Record<string, string[]> = {
  "checkout.session": ["payment_intent", "line_items"],
  payment_intent: ["latest_charge"],
  charge: ["balance_transaction", "payment_intent"],
  refund: ["balance_transaction", "charge", "payment_intent"],
};

/** "Refund amount (€93.90) is greater than…": amounts in Stripe's English messages. */
function money(amount: number, currency: string) {
  const symbol = currency === "eur" ? "€" : `${currency.toUpperCase()} `;
  return `${symbol}${(amount / 100).toFixed(2)}`;
}

// --- The store ------------------------------------------------------------------------------------

export class StripeStore {
  /** Every API object by id, in Stripe's JSON shape (ids, not objects, where Stripe has ids). */
  private readonly objects = new Map<string, Json>();
  private readonly lineItems = new Map<string, LineItem[]>();
  /** `payment_intent_data` of each session, for the PaymentIntent made when the customer confirms. */
  private readonly intentData = new Map<
    string,
    { metadata: Record<string, string>; description: string | null }
  >();
  /** Object id → its Checkout Session, for delivering a session's events in order. */
  private readonly sessionOf = new Map<string, string>();
  /** The API request that is running, for events' `request` (null for the hosted page's buttons). */
  request: { id: string | null; idempotency_key: string | null } = { id: null, idempotency_key: null };

  readonly refundBehaviour: RefundBehaviour = { pendingMethods: ["sepa_debit"], outcome: "succeeded" };

  constructor(private readonly opts: StoreOptions) {}

  /** Stripe's clock ahead of (positive) or behind the machine's, in seconds. */
  private clockOffsetSeconds = 0;
  setClockOffset(seconds: number) {
    this.clockOffsetSeconds = seconds;
  }
  private now() {
    return Math.floor(Date.now() / 1000) + this.clockOffsetSeconds;
  }

  // --- API ----------------------------------------------------------------------------------------

  /** POST /v1/checkout/sessions (docs.stripe.com/api/checkout/sessions/create), mode=payment only. */
  createSession(params: Params): Json {
    allowOnly(params, SESSION_PARAMS);
    const expand = readExpand(params);
    const mode = readString(params.mode, "mode");
    if (mode === undefined) throw missing("mode");
    if (mode !== "payment") throw invalid("Invalid mode: this test server knows only payment", "mode");
    const successUrl = readUrl(params.success_url, "success_url");
    if (successUrl === undefined) throw missing("success_url");
    const cancelUrl = readUrl(params.cancel_url, "cancel_url");
    const items = this.readLineItems(params.line_items);
    const currency = items[0]!.currency;
    const total = items.reduce((sum, i) => sum + i.unitAmount * i.quantity, 0);
    // Stripe's minimum charge in EUR is 0.50 € (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts).
    if (total < 50)
      throw invalid(
        `The Checkout Session's total amount due must add up to at least ${money(50, currency)}`,
        "line_items",
      );
    const clientReferenceId = readString(params.client_reference_id, "client_reference_id", 200);
    const email = readString(params.customer_email, "customer_email", 800);
    if (email !== undefined && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
      throw invalid(`Invalid email address: ${email}`, "customer_email", "email_invalid");
    const metadata = readMetadata(params.metadata, "metadata") ?? {};
    const locale = readString(params.locale, "locale");
    if (locale !== undefined && !LOCALES.includes(locale))
      throw invalid(`Invalid locale: must be one of ${LOCALES.join(", ")}`, "locale");
    const created = this.now();
    const expiresAt = readInteger(params.expires_at, "expires_at") ?? created + 24 * 3600;
    // "The value must be between 30 minutes and 24 hours after the current time" (docs.stripe.com/
    // payments/checkout/managing-limited-inventory), measured when Stripe receives the request: no slack
    // for the caller's clock or the time on the wire (#49), as at Stripe.
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600)
      throw invalid(
        "The `expires_at` timestamp must be between 30 minutes and 24 hours after Checkout Session creation.",
        "expires_at",
      );
    const types = this.readMethodTypes(params, currency);
    const intentData = params.payment_intent_data;
    if (intentData !== undefined && !isObject(intentData))
      throw invalid("Invalid hash", "payment_intent_data");
    if (intentData) allowOnly(intentData, ["metadata", "description"], "payment_intent_data");
    const forIntent = {
      metadata: readMetadata(intentData?.metadata, "payment_intent_data[metadata]") ?? {},
      description: readString(intentData?.description, "payment_intent_data[description]") ?? null,
    };

    const id = newId("cs_test_", 40);
    this.lineItems.set(id, items);
    this.intentData.set(id, forIntent);
    const session: Json = {
      id,
      object: "checkout.session",
      amount_subtotal: total,
      amount_total: total,
      cancel_url: cancelUrl ?? null,
      client_reference_id: clientReferenceId ?? null,
      created,
      currency,
      customer: null,
      customer_details: null,
      customer_email: email ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: locale ?? null,
      metadata,
      mode: "payment",
      payment_intent: null, // created when the customer confirms (changelog 2022-08-01)
      allowed_payment_method_types: params.allowed_payment_method_types ?? null,
      ...(params.excluded_payment_method_types !== undefined && {
        excluded_payment_method_types: params.excluded_payment_method_types,
      }),
      payment_method_types: types,
      payment_status: "unpaid",
      status: "open",
      success_url: successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted_page",
      url: `${this.opts.baseUrl}/pay/${id}`,
    };
    this.objects.set(id, session);
    this.sessionOf.set(id, id);
    return this.render(session, expand);
  }

  retrieve(kind: "checkout.session" | "payment_intent" | "refund", id: string, params: Params): Json {
    allowOnly(params, ["expand"]);
    const expand = readExpand(params);
    const obj = this.objects.get(id);
    if (!obj || obj.object !== kind) throw noSuch(kind, id);
    return this.render(obj, expand);
  }

  /**
   * GET /v1/refunds?payment_intent=…: the refunds of a PaymentIntent, newest first, as Stripe's list
   * object (`data`, `has_more`); `limit` 1–100 (default 10).
   */
  listRefunds(params: Params): Json {
    allowOnly(params, ["payment_intent", "limit", "expand"]);
    const intentId = readString(params.payment_intent, "payment_intent");
    const limit = readInteger(params.limit, "limit", 1) ?? 10;
    if (limit > 100) throw invalid("This value must be less than or equal to 100.", "limit");
    const all = [...this.objects.values()]
      .filter((o) => o.object === "refund" && (intentId === undefined || o.payment_intent === intentId))
      .reverse();
    return {
      object: "list",
      url: "/v1/refunds",
      has_more: all.length > limit,
      data: all.slice(0, limit).map((r) => this.render(r, [])),
    };
  }

  /** POST /v1/checkout/sessions/:id/expire: only an open session can be expired. */
  expireSessionApi(id: string, params: Params): Json {
    allowOnly(params, ["expand"]);
    const expand = readExpand(params);
    const session = this.objects.get(id);
    if (session?.object !== "checkout.session") throw noSuch("checkout.session", id);
    if (session.status !== "open")
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This session has status ${String(session.status)}.`,
        undefined,
        undefined,
        false,
      );
    this.expire(session);
    return this.render(session, expand);
  }

  /** POST /v1/refunds with payment_intent (or charge), amount ≤ what is left, metadata, reason. */
  createRefund(params: Params): Json {
    allowOnly(params, ["payment_intent", "charge", "amount", "metadata", "reason", "expand"]);
    const expand = readExpand(params);
    const intentId = readString(params.payment_intent, "payment_intent");
    const chargeId = readString(params.charge, "charge");
    let charge: Json | undefined;
    if (intentId !== undefined) {
      const intent = this.objects.get(intentId);
      if (intent?.object !== "payment_intent") throw noSuch("payment_intent", intentId, "payment_intent");
      charge = this.get(intent.latest_charge);
    } else if (chargeId !== undefined) {
      charge = this.objects.get(chargeId);
      if (charge?.object !== "charge") throw noSuch("charge", chargeId, "charge");
    } else {
      // With neither, the API names `charge` (stripe/stripe-dotnet#2202).
      throw missing("charge");
    }
    const amountParam = readInteger(params.amount, "amount", 1);
    const metadata = readMetadata(params.metadata, "metadata") ?? {};
    const reason = readString(params.reason, "reason");
    if (reason !== undefined && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason))
      throw invalid(
        "Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer",
        "reason",
      );
    if (charge?.status !== "succeeded")
      throw invalid(
        "This PaymentIntent does not have a successful charge to refund.",
        intentId !== undefined ? "payment_intent" : "charge",
        "charge_not_refundable",
        false,
      );
    const amount = Number(charge.amount);
    const refundable = amount - Number(charge.amount_refunded);
    const currency = String(charge.currency);
    if (refundable === 0)
      throw invalid(
        `Charge ${String(charge.id)} has already been refunded.`,
        undefined,
        "charge_already_refunded",
        false,
      );
    const refundAmount = amountParam ?? refundable;
    if (refundAmount > refundable)
      throw invalid(
        `Refund amount (${money(refundAmount, currency)}) is greater than unrefunded amount on charge (${money(refundable, currency)})`,
        "amount",
        "amount_too_large",
        false,
      );
    const method = this.methodOf(charge);
    const id = newId("re_");
    const refund: Json = {
      id,
      object: "refund",
      amount: refundAmount,
      balance_transaction: this.newTransaction(
        id,
        -refundAmount,
        currency,
        0,
        method === "card" ? "refund" : "payment_refund",
      ),
      charge: charge.id,
      created: this.now(),
      currency,
      metadata,
      payment_intent: charge.payment_intent,
      reason: reason ?? null,
      receipt_number: null,
      // SEPA refunds take days at the bank; cards confirm at once; PayPal and Klarna may take a while.
      status: this.refundBehaviour.pendingMethods.includes(method) ? "pending" : "succeeded",
      failure_reason: null,
    };
    this.objects.set(id, refund);
    this.sessionOf.set(id, this.sessionOf.get(String(charge.id)) ?? id);
    charge.amount_refunded = Number(charge.amount_refunded) + refundAmount;
    charge.refunded = charge.amount_refunded === amount;
    this.emit("refund.created", refund);
    this.emit("charge.refunded", charge);
    if (refund.status === "pending") {
      const outcome = this.refundBehaviour.outcome;
      this.opts.schedule(() => {
        if (outcome === "succeeded") {
          refund.status = "succeeded";
          this.emit("refund.updated", refund, { status: "pending" });
        } else this.failRefund(id, outcome.failed);
      }, this.opts.refundSettleMs);
    }
    return this.render(refund, expand);
  }

  /**
   * A refund the bank could not pay out (docs.stripe.com/refunds#failed-refunds): `failed` with a
   * `failure_reason`, the amount back on the charge; Stripe sends `refund.failed` and `refund.updated`.
   * Also a refund that had succeeded (a closed card account answers days later).
   */
  failRefund(refundId: string, reason = "expired_or_canceled_card") {
    const refund = this.objects.get(refundId);
    if (refund?.object !== "refund") throw new ActionError(`No such refund: ${refundId}`);
    if (refund.status === "failed" || refund.status === "canceled")
      throw new ActionError(`Refund ${refundId} is ${String(refund.status)}`);
    const previous = { status: refund.status };
    Object.assign(refund, { status: "failed", failure_reason: reason });
    const charge = this.get(refund.charge);
    if (charge) {
      charge.amount_refunded = Number(charge.amount_refunded) - Number(refund.amount);
      charge.refunded = false;
    }
    this.emit("refund.failed", refund);
    this.emit("refund.updated", refund, previous);
  }

  /**
   * A dispute of the session's charge (docs.stripe.com/disputes): Stripe takes the amount from the
   * balance at once (`charge.dispute.created`, `charge.dispute.funds_withdrawn`).
   */
  openDispute(sessionId: string, reason = "product_not_received"): string {
    const session = this.page(sessionId)?.session;
    const intent = session && this.get(session.payment_intent);
    const charge = intent && this.get(intent.latest_charge);
    if (charge?.status !== "succeeded") throw new ActionError(`Session ${sessionId} has no paid charge`);
    const id = newId("du_");
    const dispute: Json = {
      id,
      object: "dispute",
      amount: charge.amount,
      balance_transactions: [],
      charge: charge.id,
      created: this.now(),
      currency: charge.currency,
      evidence_details: {
        due_by: this.now() + 7 * 24 * 3600,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason,
      status: "needs_response",
    };
    this.objects.set(id, dispute);
    this.sessionOf.set(id, sessionId);
    charge.disputed = true;
    this.emit("charge.dispute.created", dispute);
    this.emit("charge.dispute.funds_withdrawn", dispute);
    return id;
  }

  /** The dispute decided: won gives the money back (`charge.dispute.funds_reinstated`), lost keeps it away. */
  closeDispute(disputeId: string, won: boolean) {
    const dispute = this.objects.get(disputeId);
    if (dispute?.object !== "dispute") throw new ActionError(`No such dispute: ${disputeId}`);
    dispute.status = won ? "won" : "lost";
    if (won) this.emit("charge.dispute.funds_reinstated", dispute);
    this.emit("charge.dispute.closed", dispute);
  }

  // --- The hosted page and the test controls --------------------------------------------------------

  /** The session and its line items for the hosted page; undefined for an unknown id. */
  page(id: string): { session: Json; items: LineItem[] } | undefined {
    const session = this.objects.get(id);
    if (session?.object !== "checkout.session") return undefined;
    return { session, items: this.lineItems.get(id) ?? [] };
  }

  /** „Bezahlen": card, PayPal and Klarna are paid at once; a SEPA debit is processing until settled. */
  pay(sessionId: string, method: string): string {
    const session = this.openSession(sessionId, method);
    const intent = this.intentFor(session);
    const settled = method !== "sepa_debit";
    const charge = this.newCharge(intent, method as PaymentMethod, settled ? "succeeded" : "pending");
    Object.assign(intent, {
      status: settled ? "succeeded" : "processing",
      amount_received: settled ? intent.amount : 0,
      latest_charge: charge.id,
      payment_method: charge.payment_method,
      last_payment_error: null,
    });
    Object.assign(session, {
      status: "complete",
      payment_status: settled ? "paid" : "unpaid",
      url: null,
      customer_details: {
        email: session.customer_email ?? "kundin@example.com",
        name: "Erika Mustermann",
        address: null,
        phone: null,
        tax_exempt: "none",
        tax_ids: [],
      },
    });
    this.emit("checkout.session.completed", session);
    return String(session.success_url).replaceAll("{CHECKOUT_SESSION_ID}", sessionId);
  }

  /** „Ablehnen": the attempt fails, the session stays open for another method. */
  decline(sessionId: string, method: string) {
    const session = this.openSession(sessionId, method);
    const intent = this.intentFor(session);
    const charge = this.newCharge(intent, method as PaymentMethod, "failed");
    Object.assign(intent, {
      status: "requires_payment_method",
      latest_charge: charge.id,
      last_payment_error: {
        type: "card_error",
        code: charge.failure_code,
        message: charge.failure_message,
        charge: charge.id,
        payment_method_type: method,
      },
    });
  }

  /** A SEPA debit's outcome days later: checkout.session.async_payment_succeeded or _failed. */
  settle(sessionId: string, outcome: "succeeded" | "failed") {
    const session = this.page(sessionId)?.session;
    const intent = session && this.get(session.payment_intent);
    if (!session || !intent || intent.status !== "processing")
      throw new ActionError(`Session ${sessionId} has no payment in processing`);
    const charge = this.get(intent.latest_charge)!;
    if (outcome === "succeeded") {
      Object.assign(charge, {
        status: "succeeded",
        paid: true,
        balance_transaction: this.chargeTransaction(charge),
      });
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount });
      session.payment_status = "paid";
      this.emit("checkout.session.async_payment_succeeded", session);
    } else {
      Object.assign(charge, {
        status: "failed",
        failure_code: "insufficient_funds",
        failure_message: "The customer's account has insufficient funds to cover this payment.",
      });
      Object.assign(intent, {
        status: "requires_payment_method",
        last_payment_error: {
          type: "card_error",
          code: "insufficient_funds",
          message: charge.failure_message,
          charge: charge.id,
          payment_method_type: "sepa_debit",
        },
      });
      this.emit("checkout.session.async_payment_failed", session);
    }
  }

  /** Expires an open session as its `expires_at` passing would. */
  expireNow(sessionId: string) {
    const session = this.page(sessionId)?.session;
    if (session?.status !== "open") throw new ActionError(`Session ${sessionId} is not open`);
    this.expire(session);
  }

  /** Expires every open session whose `expires_at` has passed (called every second). */
  expireDue() {
    const t = this.now();
    for (const obj of this.objects.values())
      if (obj.object === "checkout.session" && obj.status === "open" && Number(obj.expires_at) <= t)
        this.expire(obj);
  }

  // --- Internals ------------------------------------------------------------------------------------

  private readLineItems(value: unknown): LineItem[] {
    const list = readList(value, "line_items");
    if (!list || list.length === 0) throw missing("line_items");
    if (list.length > 100) throw invalid("Invalid line_items: at most 100 line items", "line_items");
    const items = list.map((raw, i): LineItem => {
      const at = `line_items[${i}]`;
      if (!isObject(raw)) throw invalid("Invalid hash", at);
      allowOnly(raw, ["price_data", "quantity", "price"], at);
      if (raw.price !== undefined) throw noSuch("price", String(raw.price), `${at}[price]`);
      const price = raw.price_data;
      // Wording from the API (exercism/website#7149).
      if (!isObject(price))
        throw invalid(
          "You must provide either price or price_data for each line item when using prices.",
          at,
        );
      allowOnly(price, ["currency", "unit_amount", "product_data", "tax_behavior"], `${at}[price_data]`);
      const currency = readString(price.currency, `${at}[price_data][currency]`)?.toLowerCase();
      if (currency === undefined) throw missing(`${at}[price_data][currency]`);
      if (!/^[a-z]{3}$/.test(currency))
        throw invalid(`Invalid currency: ${currency}`, `${at}[price_data][currency]`);
      const unitAmount = readInteger(price.unit_amount, `${at}[price_data][unit_amount]`);
      if (unitAmount === undefined) throw missing(`${at}[price_data][unit_amount]`);
      const product = price.product_data;
      if (!isObject(product)) throw missing(`${at}[price_data][product_data]`);
      allowOnly(product, ["name", "description", "images", "metadata"], `${at}[price_data][product_data]`);
      const name = readString(product.name, `${at}[price_data][product_data][name]`);
      if (name === undefined) throw missing(`${at}[price_data][product_data][name]`);
      readString(product.description, `${at}[price_data][product_data][description]`);
      readStrings(product.images, `${at}[price_data][product_data][images]`);
      readMetadata(product.metadata, `${at}[price_data][product_data][metadata]`);
      const taxBehavior = readString(price.tax_behavior, `${at}[price_data][tax_behavior]`);
      if (taxBehavior !== undefined && !["inclusive", "exclusive", "unspecified"].includes(taxBehavior))
        throw invalid(
          "Invalid tax_behavior: must be one of inclusive, exclusive, or unspecified",
          `${at}[price_data][tax_behavior]`,
        );
      const quantity = readInteger(raw.quantity, `${at}[quantity]`, 1);
      // Wording from the API (ShariqAnsari88/strapi-simple-one#1).
      if (quantity === undefined)
        throw invalid(
          `Quantity is required. Add \`quantity\` to \`${at}\``,
          `${at}[quantity]`,
          "parameter_missing",
        );
      return { id: newId("li_"), name, unitAmount, quantity, currency };
    });
    if (new Set(items.map((i) => i.currency)).size > 1)
      throw invalid("All line items must use the same currency.", "line_items");
    return items;
  }

  /**
   * The methods the session offers. Since API version 2026-09-30.endive there is no
   * `payment_method_types` parameter: the account's enabled methods apply (all four here), narrowed by
   * `allowed_payment_method_types` and `excluded_payment_method_types`; the result is the session's
   * `payment_method_types` (docs.stripe.com/changelog/endive/2026-09-30/remove-payment-method-types-checkout-sessions).
   */
  private readMethodTypes(params: Params, currency: string): PaymentMethod[] {
    const allowed = readStrings(params.allowed_payment_method_types, "allowed_payment_method_types");
    const excluded = readStrings(params.excluded_payment_method_types, "excluded_payment_method_types");
    const types = PAYMENT_METHODS.filter(
      (m) =>
        (!allowed || allowed.includes(m)) &&
        !excluded?.includes(m) &&
        // SEPA Direct Debit takes euro only (docs.stripe.com/payments/sepa-debit/accept-a-payment).
        (m !== "sepa_debit" || currency === "eur"),
    );
    if (types.length === 0)
      throw invalid(
        "None of the allowed payment method types can be used for this Checkout Session.",
        "allowed_payment_method_types",
      );
    return types;
  }

  private openSession(id: string, method: string): Json {
    const session = this.page(id)?.session;
    if (!session) throw new ActionError(`No such checkout.session: ${id}`);
    if (session.status !== "open") throw new ActionError(`Session ${id} is ${String(session.status)}`);
    if (!(session.payment_method_types as string[]).includes(method))
      throw new ActionError(`Payment method ${method} is not offered by session ${id}`);
    return session;
  }

  /** The session's PaymentIntent, made at the first confirmation (changelog 2022-08-01). */
  private intentFor(session: Json): Json {
    const existing = this.get(session.payment_intent);
    if (existing) return existing;
    const id = newId("pi_");
    const data = this.intentData.get(String(session.id));
    const intent: Json = {
      id,
      object: "payment_intent",
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: `${id}_secret_${newId("", 25)}`,
      confirmation_method: "automatic",
      created: this.now(),
      currency: session.currency,
      customer: null,
      description: data?.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: data?.metadata ?? {},
      payment_method: null,
      payment_method_types: session.payment_method_types,
      receipt_email: session.customer_email,
      status: "requires_payment_method",
    };
    this.objects.set(id, intent);
    this.sessionOf.set(id, String(session.id));
    session.payment_intent = id;
    return intent;
  }

  private newCharge(intent: Json, method: PaymentMethod, status: "succeeded" | "pending" | "failed"): Json {
    // Charges of payment methods other than cards carry the py_ prefix at Stripe.
    const id = newId(method === "card" ? "ch_" : "py_");
    const declined =
      method === "card"
        ? { failure_code: "card_declined", failure_message: "Your card was declined." }
        : { failure_code: "payment_method_provider_decline", failure_message: "The payment was declined." };
    const charge: Json = {
      id,
      object: "charge",
      amount: intent.amount,
      amount_captured: status === "failed" ? 0 : intent.amount,
      amount_refunded: 0,
      balance_transaction: null,
      billing_details: { address: null, email: intent.receipt_email, name: "Erika Mustermann", phone: null },
      captured: status !== "failed",
      created: this.now(),
      currency: intent.currency,
      customer: null,
      description: intent.description,
      disputed: false,
      failure_code: status === "failed" ? declined.failure_code : null,
      failure_message: status === "failed" ? declined.failure_message : null,
      livemode: false,
      metadata: {},
      paid: status === "succeeded",
      payment_intent: intent.id,
      payment_method: newId("pm_"),
      payment_method_details: {
        type: method,
        [method]: METHOD_DETAILS[method](String(intent.receipt_email ?? "")),
      },
      refunded: false,
      status,
    };
    this.objects.set(id, charge);
    this.sessionOf.set(id, this.sessionOf.get(String(intent.id)) ?? id);
    if (status === "succeeded") charge.balance_transaction = this.chargeTransaction(charge);
    return charge;
  }

  private get(id: unknown): Json | undefined {
    return typeof id === "string" ? this.objects.get(id) : undefined;
  }

  private methodOf(charge: Json): PaymentMethod {
    return (charge.payment_method_details as { type: PaymentMethod }).type;
  }

  /** The charge's balance transaction: type `charge` for cards, `payment` for other methods. */
  private chargeTransaction(charge: Json): string {
    const method = this.methodOf(charge);
    const amount = Number(charge.amount);
    return this.newTransaction(
      String(charge.id),
      amount,
      String(charge.currency),
      feeFor(method, amount),
      method === "card" ? "charge" : "payment",
    );
  }

  private newTransaction(
    source: string,
    amount: number,
    currency: string,
    fee: number,
    type: string,
  ): string {
    const id = newId("txn_");
    const created = this.now();
    this.objects.set(id, {
      id,
      object: "balance_transaction",
      amount,
      available_on: created + 7 * 24 * 3600,
      created,
      currency,
      description: null,
      exchange_rate: null,
      fee,
      fee_details: fee
        ? [
            {
              amount: fee,
              application: null,
              currency,
              description: "Stripe processing fees",
              type: "stripe_fee",
            },
          ]
        : [],
      net: amount - fee,
      reporting_category: amount < 0 ? "refund" : "charge",
      source,
      status: "pending",
      type,
    });
    return id;
  }

  private expire(session: Json) {
    Object.assign(session, { status: "expired", url: null });
    const intent = this.get(session.payment_intent);
    if (intent && intent.status === "requires_payment_method")
      Object.assign(intent, {
        status: "canceled",
        canceled_at: this.now(),
        cancellation_reason: "abandoned",
      });
    this.emit("checkout.session.expired", session);
  }

  /** Replaces ids by objects along each `expand[]` path, as Stripe does (up to 4 levels). */
  private render(obj: Json, expand: string[]): Json {
    const out = structuredClone(obj);
    for (const path of expand) this.expandPath(out, path.split("."), path);
    return out;
  }

  private expandPath(node: Json, [field, ...rest]: string[], path: string) {
    if (!field || !EXPANDABLE[String(node.object)]?.includes(field))
      throw invalid(`This property cannot be expanded (${path}).`, "expand");
    if (field === "line_items") {
      node.line_items = this.lineItemList(String(node.id));
      return;
    }
    let value = node[field];
    if (typeof value === "string") {
      value = structuredClone(this.objects.get(value));
      node[field] = value;
    }
    if (rest.length && isObject(value)) this.expandPath(value as Json, rest, path);
  }

  private lineItemList(sessionId: string): Json {
    const items = this.lineItems.get(sessionId) ?? [];
    return {
      object: "list",
      data: items.map((i) => ({
        id: i.id,
        object: "item",
        amount_subtotal: i.unitAmount * i.quantity,
        amount_total: i.unitAmount * i.quantity,
        currency: i.currency,
        description: i.name,
        price: { object: "price", currency: i.currency, unit_amount: i.unitAmount, type: "one_time" },
        quantity: i.quantity,
      })),
      has_more: false,
      url: `/v1/checkout/sessions/${sessionId}/line_items`,
    };
  }

  /** An event as Stripe sends it (docs.stripe.com/api/events/object): a snapshot of the object now. */
  private emit(type: string, obj: Json, previous?: Json) {
    const event: Json = {
      id: newId("evt_"),
      object: "event",
      api_version: API_VERSION,
      created: this.now(),
      data: { object: structuredClone(obj), ...(previous && { previous_attributes: previous }) },
      livemode: false,
      pending_webhooks: 1,
      request: { ...this.request },
      type,
    };
    const objectId = String(obj.id);
    this.opts.onEvent({ event, group: this.sessionOf.get(objectId) ?? objectId, objectId });
  }
}

/** `payment_method_details[type]` with test values as Stripe's test mode shows them. */
const METHOD_DETAILS: Record<PaymentMethod, (email: string) => Json> = {
  card: () => ({
    brand: "visa",
    country: "DE",
    exp_month: 12,
    exp_year: new Date().getFullYear() + 3,
    funding: "credit",
    last4: "4242",
    network: "visa",
    three_d_secure: null,
  }),
  sepa_debit: () => ({
    bank_code: "37040044",
    branch_code: null,
    country: "DE",
    fingerprint: newId("", 16),
    last4: "3000",
    mandate: newId("mandate_"),
  }),
  paypal: (email) => ({
    payer_email: email || null,
    payer_id: newId("", 13).toUpperCase(),
    payer_name: null,
  }),
  klarna: () => ({ payment_method_category: "pay_later", preferred_locale: "de-DE" }),
};
