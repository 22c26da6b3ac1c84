import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeServer, startStripeServer } from "./stripe-server";

/** A webhook endpoint as the shop has one: it checks every delivery with the SDK, then answers as told. */
interface Receiver {
  url: string;
  /** Every verified delivery, in arrival order, with the status it was answered with. */
  arrivals: { event: Stripe.Event; status: number }[];
  /** Deliveries whose signature did not verify. */
  forged: number;
  /** Statuses to answer the next deliveries with (200 once it is empty). */
  answers: number[];
  close(): Promise<void>;
}

async function startReceiver(stripe: Stripe, secret: string): Promise<Receiver> {
  const receiver = { arrivals: [], forged: 0, answers: [] } as unknown as Receiver;
  const http: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          Buffer.concat(chunks),
          req.headers["stripe-signature"] ?? "",
          secret,
        );
      } catch {
        receiver.forged++;
        res.writeHead(400).end();
        return;
      }
      const status = receiver.answers.shift() ?? 200;
      receiver.arrivals.push({ event, status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/webhooks/stripe`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      http.close(() => resolve());
      http.closeAllConnections();
    });
  return receiver;
}

let server: StripeServer;
let stripe: Stripe;
let receiver: Receiver;

beforeAll(async () => {
  server = await startStripeServer({ retryDelaysMs: [50, 50, 50], refundSettleMs: 100 });
  // The SDK's own options for another API base (node_modules/stripe/esm/stripe.core.js).
  stripe = new Stripe(server.secretKey, {
    host: "127.0.0.1",
    port: new URL(server.url).port,
    protocol: "http",
  });
  receiver = await startReceiver(stripe, server.webhookSecret);
  server.setWebhookUrl(receiver.url);
});
afterAll(async () => {
  await server.close();
  await receiver.close();
});

const SUCCESS_URL = "http://shop.test/kasse/danke?session_id={CHECKOUT_SESSION_ID}";
const CANCEL_URL = "http://shop.test/kasse?abgebrochen=1";

/** Two plants and shipping: 2 × 24,99 € + 4,95 € = 54,93 €. */
function createSession(
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
  options?: Stripe.RequestOptions,
) {
  return stripe.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          price_data: { currency: "eur", unit_amount: 2499, product_data: { name: "Monstera deliciosa" } },
          quantity: 2,
        },
        { price_data: { currency: "eur", unit_amount: 495, product_data: { name: "Versand" } }, quantity: 1 },
      ],
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      client_reference_id: "order-1",
      customer_email: "erika@example.com",
      metadata: { orderId: "order-1" },
      locale: "de",
      ...extra,
    },
    options,
  );
}

/** Submits the hosted page's form as a browser would. */
function submit(pageUrl: string, action: string, method = "card") {
  return fetch(pageUrl, {
    method: "POST",
    body: new URLSearchParams({ method, action }),
    redirect: "manual",
  });
}

const eventsOf = (objectId: string) =>
  receiver.arrivals
    .filter(({ event }) => (event.data.object as { id: string }).id === objectId)
    .map(({ event }) => event);

describe("the Stripe test server, driven by the real SDK", () => {
  it("creates a Checkout Session as Stripe answers it", async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      object: "checkout.session",
      status: "open",
      payment_status: "unpaid",
      payment_intent: null,
      amount_total: 5493,
      currency: "eur",
      client_reference_id: "order-1",
      customer_email: "erika@example.com",
      metadata: { orderId: "order-1" },
      locale: "de",
      success_url: SUCCESS_URL,
      url: `${server.url}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.expires_at - session.created).toBe(24 * 3600);
    expect(session.lastResponse.requestId).toMatch(/^req_/);
    expect(session.lastResponse.apiVersion).toBe("2026-10-28.endive");

    const withItems = await stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items"] });
    expect(withItems.line_items?.data.map((i) => [i.description, i.quantity, i.amount_total])).toEqual([
      ["Monstera deliciosa", 2, 4998],
      ["Versand", 1, 495],
    ]);
  });

  it("shows the order on the hosted page; Ablehnen keeps the session open, Bezahlen pays by card", async () => {
    const session = await createSession();
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain("Monstera deliciosa");
    expect(page).toMatch(/2 × 24,99\s€/);
    expect(page).toMatch(/Gesamt<\/th><td>54,93\s€/);
    for (const label of [
      "Karte",
      "PayPal",
      "Klarna",
      "SEPA-Lastschrift",
      "Bezahlen",
      "Ablehnen",
      "Abbrechen",
    ])
      expect(page).toContain(label);
    const action = (label: string) => new RegExp(`name="action" value="(\\w+)">${label}<`).exec(page)![1]!;

    const declined = await submit(session.url!, action("Ablehnen"));
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain(
      "Die Zahlung wurde abgelehnt. Bitte wähle eine andere Zahlungsart.",
    );
    const afterDecline = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    expect(afterDecline.status).toBe("open");
    expect((afterDecline.payment_intent as Stripe.PaymentIntent).status).toBe("requires_payment_method");

    const paid = await submit(session.url!, action("Bezahlen"));
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(SUCCESS_URL.replace("{CHECKOUT_SESSION_ID}", session.id));

    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["payment_intent.latest_charge.balance_transaction"],
    });
    expect(done).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    const intent = done.payment_intent as Stripe.PaymentIntent;
    const charge = intent.latest_charge as Stripe.Charge;
    const fee = Math.round(5493 * 0.015) + 25;
    expect(intent).toMatchObject({ status: "succeeded", amount_received: 5493 });
    expect(intent.payment_method_types).toEqual(["card", "paypal", "klarna", "sepa_debit"]);
    expect(charge).toMatchObject({ status: "succeeded", paid: true, amount_refunded: 0, refunded: false });
    expect(charge.payment_method_details?.type).toBe("card");
    expect(charge.balance_transaction).toMatchObject({ object: "balance_transaction", fee, net: 5493 - fee });

    const again = await stripe.paymentIntents.retrieve(intent.id, { expand: ["latest_charge"] });
    expect((again.latest_charge as Stripe.Charge).id).toBe(charge.id);

    await server.idle();
    const [completed, ...rest] = eventsOf(session.id);
    expect(rest).toEqual([]);
    expect(completed).toMatchObject({
      object: "event",
      type: "checkout.session.completed",
      api_version: "2026-10-28.endive",
      data: { object: { id: session.id, payment_status: "paid", payment_intent: intent.id } },
    });
    expect(await (await fetch(session.url!)).text()).toContain("bereits abgeschlossen");
  });

  it("Abbrechen goes back to the cancel URL and leaves the session open", async () => {
    const session = await createSession();
    const cancelled = await submit(session.url!, "cancel");
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(CANCEL_URL);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
  });

  it("offers only the session's payment methods", async () => {
    // A filter on the account's methods: iDEAL is not enabled here, so it drops out.
    const session = await createSession({ allowed_payment_method_types: ["card", "paypal", "ideal"] });
    expect(session.payment_method_types).toEqual(["card", "paypal"]);
    expect(session.allowed_payment_method_types).toEqual(["card", "paypal", "ideal"]);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain("PayPal");
    expect(page).not.toContain("SEPA-Lastschrift");
    expect((await submit(session.url!, "pay", "sepa_debit")).status).toBe(400);
    await server.pay(session.id, "paypal");
    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["payment_intent.latest_charge"],
    });
    const charge = (done.payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
    expect(charge.payment_method_details?.type).toBe("paypal");
  });

  it("completes a SEPA debit unpaid, then settles it days later either way", async () => {
    const good = await createSession();
    await server.pay(good.id, "sepa_debit");
    const processing = await stripe.checkout.sessions.retrieve(good.id, {
      expand: ["payment_intent.latest_charge"],
    });
    expect(processing).toMatchObject({ status: "complete", payment_status: "unpaid" });
    const intent = processing.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe("processing");
    expect(intent.latest_charge).toMatchObject({ status: "pending", paid: false, balance_transaction: null });

    await server.settleAsync(good.id, "succeeded");
    const settled = await stripe.paymentIntents.retrieve(intent.id, {
      expand: ["latest_charge.balance_transaction"],
    });
    expect(settled.status).toBe("succeeded");
    expect((settled.latest_charge as Stripe.Charge).balance_transaction).toMatchObject({
      fee: 35,
      net: 5493 - 35,
    });
    expect((await stripe.checkout.sessions.retrieve(good.id)).payment_status).toBe("paid");
    expect(eventsOf(good.id).map((e) => e.type)).toEqual([
      "checkout.session.completed",
      "checkout.session.async_payment_succeeded",
    ]);

    const bad = await createSession();
    await server.pay(bad.id, "sepa_debit");
    await server.settleAsync(bad.id, "failed");
    const failed = await stripe.checkout.sessions.retrieve(bad.id, { expand: ["payment_intent"] });
    expect(failed).toMatchObject({ status: "complete", payment_status: "unpaid" });
    expect((failed.payment_intent as Stripe.PaymentIntent).status).toBe("requires_payment_method");
    expect(
      eventsOf(bad.id).map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).payment_status]),
    ).toEqual([
      ["checkout.session.completed", "unpaid"],
      ["checkout.session.async_payment_failed", "unpaid"],
    ]);
    await expect(server.settleAsync(bad.id, "succeeded")).rejects.toThrow(/no payment in processing/);
  });

  it("refunds a card payment in parts, up to what is left", async () => {
    const session = await createSession();
    await server.pay(session.id, "card");
    const intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;

    const part = await stripe.refunds.create({
      payment_intent: intentId,
      amount: 1000,
      metadata: { reason: "Goodwill" },
    });
    expect(part).toMatchObject({
      object: "refund",
      amount: 1000,
      status: "succeeded",
      metadata: { reason: "Goodwill" },
    });
    const tooMuch = await stripe.refunds.create({ payment_intent: intentId, amount: 5000 }).catch((e) => e);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: "amount_too_large", param: "amount" });
    expect(tooMuch.message).toBe(
      "Refund amount (€50.00) is greater than unrefunded amount on charge (€44.93)",
    );

    const rest = await stripe.refunds.create({ payment_intent: intentId });
    expect(rest.amount).toBe(4493);
    const refunded = await stripe.refunds.retrieve(rest.id, { expand: ["charge"] });
    expect(refunded.charge).toMatchObject({ amount_refunded: 5493, refunded: true });
    const again = await stripe.refunds.create({ payment_intent: intentId }).catch((e) => e);
    expect(again).toMatchObject({ statusCode: 400, code: "charge_already_refunded" });

    await server.idle();
    const chargeId = (refunded.charge as Stripe.Charge).id;
    expect(eventsOf(chargeId).map((e) => [e.type, (e.data.object as Stripe.Charge).amount_refunded])).toEqual(
      [
        ["charge.refunded", 1000],
        ["charge.refunded", 5493],
      ],
    );
  });

  it("keeps a SEPA refund pending until the bank confirms it", async () => {
    const session = await createSession();
    await server.pay(session.id, "sepa_debit");
    await server.settleAsync(session.id, "succeeded");
    const intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const refund = await stripe.refunds.create({ payment_intent: intentId, amount: 500 });
    expect(refund.status).toBe("pending");
    await expect
      .poll(() => eventsOf(refund.id).map((e) => e.type), { timeout: 2000 })
      .toEqual(["refund.created", "refund.updated"]);
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe("succeeded");
    expect(eventsOf(refund.id)[1]).toMatchObject({
      data: { object: { status: "succeeded" }, previous_attributes: { status: "pending" } },
    });
  });

  it("lets PayPal refunds be pending too, and a pending refund fail with Stripe's reason", async () => {
    server.refundBehaviour.pendingMethods = ["sepa_debit", "paypal"];
    server.refundBehaviour.outcome = { failed: "insufficient_funds" };
    try {
      const session = await createSession();
      await server.pay(session.id, "paypal");
      const intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
      const refund = await stripe.refunds.create({ payment_intent: intentId, amount: 700 });
      expect(refund.status).toBe("pending");
      await expect
        .poll(() => eventsOf(refund.id).map((e) => e.type), { timeout: 2000 })
        .toEqual(["refund.created", "refund.failed", "refund.updated"]);
      expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({
        status: "failed",
        failure_reason: "insufficient_funds",
      });
      // the amount is refundable again
      const again = await stripe.refunds.create({ payment_intent: intentId });
      expect(again.amount).toBe(5493);
    } finally {
      server.refundBehaviour.pendingMethods = ["sepa_debit"];
      server.refundBehaviour.outcome = "succeeded";
    }
  });

  it("fails a refund that had succeeded when the bank sends it back", async () => {
    const session = await createSession();
    await server.pay(session.id, "card");
    const intentId = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    const refund = await stripe.refunds.create({ payment_intent: intentId, amount: 500 });
    expect(refund.status).toBe("succeeded");
    await server.failRefund(refund.id, "expired_or_canceled_card");
    expect(eventsOf(refund.id).map((e) => e.type)).toEqual([
      "refund.created",
      "refund.failed",
      "refund.updated",
    ]);
    expect(eventsOf(refund.id)[2]).toMatchObject({ data: { previous_attributes: { status: "succeeded" } } });
    await expect(server.failRefund(refund.id)).rejects.toThrow(/failed/);
  });

  it("opens and closes a dispute of a paid session with Stripe's events", async () => {
    const session = await createSession();
    await server.pay(session.id, "card");
    const id = await server.openDispute(session.id, "fraudulent");
    expect(eventsOf(id).map((e) => e.type)).toEqual([
      "charge.dispute.created",
      "charge.dispute.funds_withdrawn",
    ]);
    expect(eventsOf(id)[0]).toMatchObject({
      data: { object: { object: "dispute", amount: 5493, reason: "fraudulent", status: "needs_response" } },
    });
    await server.closeDispute(id, true);
    expect(
      eventsOf(id)
        .map((e) => e.type)
        .slice(2),
    ).toEqual(["charge.dispute.funds_reinstated", "charge.dispute.closed"]);
    const unpaid = await createSession();
    await expect(server.openDispute(unpaid.id)).rejects.toThrow(/no paid charge/);
  });

  it("measures expires_at from when Stripe receives the request, to the second, as Stripe does", async () => {
    const at = (offset: number) => Math.floor(Date.now() / 1000) + offset;
    // one second short of 30 minutes: refused, not forgiven
    expect(await createSession({ expires_at: at(30 * 60 - 1) }).catch((e) => e)).toMatchObject({
      statusCode: 400,
      param: "expires_at",
    });
    expect((await createSession({ expires_at: at(30 * 60 + 2) })).status).toBe("open");
    expect(await createSession({ expires_at: at(24 * 3600 + 2) }).catch((e) => e)).toMatchObject({
      param: "expires_at",
    });
    // 30 minutes computed before the request, on a line that takes 1.1 s: short when it arrives
    server.setLatency(1100);
    try {
      const late = await createSession({ expires_at: at(30 * 60) }).catch((e) => e);
      expect(late).toMatchObject({ statusCode: 400, param: "expires_at" });
    } finally {
      server.setLatency(0);
    }
    // Stripe's clock a minute ahead of ours
    server.setClockOffset(60);
    try {
      expect(await createSession({ expires_at: at(30 * 60 + 30) }).catch((e) => e)).toMatchObject({
        param: "expires_at",
      });
    } finally {
      server.setClockOffset(0);
    }
  });

  it("drops connections while unreachable, as a Stripe the shop cannot reach", async () => {
    server.setReachable(false);
    const offline = new Stripe(server.secretKey, {
      host: "127.0.0.1",
      port: new URL(server.url).port,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    try {
      const error = await offline.checkout.sessions.create({ mode: "payment" } as never).catch((e) => e);
      expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    } finally {
      server.setReachable(true);
    }
    expect((await createSession()).status).toBe("open");
  });

  it("expires a session through the API, and refuses to expire it twice", async () => {
    const session = await createSession();
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({ status: "expired", url: null });
    expect(await (await fetch(session.url!)).text()).toContain("abgelaufen");
    const twice = await stripe.checkout.sessions.expire(session.id).catch((e) => e);
    expect(twice).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await server.idle();
    expect(eventsOf(session.id).map((e) => e.type)).toEqual(["checkout.session.expired"]);
  });

  it("answers mistakes with Stripe's errors", async () => {
    const wrongKey = new Stripe("sk_test_wrong", {
      host: "127.0.0.1",
      port: new URL(server.url).port,
      protocol: "http",
    });
    const unauthorized = await wrongKey.checkout.sessions.retrieve("cs_test_x").catch((e) => e);
    expect(unauthorized).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(unauthorized.statusCode).toBe(401);

    const noItems = await createSession({ line_items: undefined }).catch((e) => e);
    expect(noItems).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(noItems).toMatchObject({ code: "parameter_missing", param: "line_items" });

    const noCurrency = await createSession({
      line_items: [{ price_data: { unit_amount: 100, product_data: { name: "x" } } as never, quantity: 1 }],
    }).catch((e) => e);
    expect(noCurrency.message).toBe("Missing required param: line_items[0][price_data][currency].");

    // Gone since 2026-09-30.endive, the version stripe@23.1.0 speaks: allowed_payment_method_types instead.
    const unknownParam = await createSession({ payment_method_types: ["card"] } as never).catch((e) => e);
    expect(unknownParam).toMatchObject({ code: "parameter_unknown", param: "payment_method_types" });

    const tooSoon = await createSession({ expires_at: Math.floor(Date.now() / 1000) + 60 }).catch((e) => e);
    expect(tooSoon).toMatchObject({ statusCode: 400, param: "expires_at" });

    const unknown = await stripe.checkout.sessions.retrieve("cs_test_nope").catch((e) => e);
    expect(unknown).toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: "No such checkout.session: 'cs_test_nope'",
    });
    const unknownIntent = await stripe.refunds.create({ payment_intent: "pi_nope" }).catch((e) => e);
    expect(unknownIntent).toMatchObject({
      statusCode: 400,
      code: "resource_missing",
      param: "payment_intent",
    });

    const unpaid = await createSession();
    const nothingToRefund = await stripe.refunds.create({ charge: "ch_nope" }).catch((e) => e);
    expect(nothingToRefund).toMatchObject({ statusCode: 400, param: "charge" });
    expect(unpaid.payment_intent).toBeNull();

    const notFound = await fetch(`${server.url}/v1/customers`, {
      headers: { Authorization: `Bearer ${server.secretKey}` },
    });
    expect(notFound.status).toBe(404);
    expect((await notFound.json()).error.message).toMatch(
      /^Unrecognized request URL \(GET: \/v1\/customers\)/,
    );
  });

  it("answers malformed requests with a 4xx, never a 500", async () => {
    const headers = { Authorization: `Bearer ${server.secretKey}` };
    const posts = [
      "line_items=x",
      "line_items[0]=x&line_items[0][quantity]=1",
      "a]b=1",
      "expand=payment_intent",
      "expand[0][x]=1",
      "metadata=x",
      "__proto__[polluted]=1&constructor[prototype][polluted]=1",
      "mode=payment&success_url=http://x.test&line_items[0][price_data][unit_amount]=-5",
      "mode=payment&success_url=http://x.test&line_items[99999999999999999999][quantity]=1",
      "mode=payment&expires_at=abc",
      "%zz=1&mode=",
    ];
    for (const body of posts) {
      const res = await fetch(`${server.url}/v1/checkout/sessions`, { method: "POST", headers, body });
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
      expect((await res.json()).error.type, body).toBe("invalid_request_error");
    }
    for (const path of [
      "/v1/checkout/sessions/%E0%A4%A?expand[]=x",
      "/v1/payment_intents/pi_x?expand[0]=a.b.c.d.e",
      "/v1/refunds/re_x?expand[0][0]=x",
      "/v1/checkout/sessions/cs_x/expire",
    ]) {
      const res = await fetch(`${server.url}${path}`, { headers });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    const session = await createSession();
    for (const body of ["action=pay&method=bitcoin", "action=nope", "method=card", "%E0=1"]) {
      const res = await fetch(session.url!, { method: "POST", body, redirect: "manual" });
      expect(res.status, body).toBe(400);
    }
    expect((await fetch(`${server.url}/pay/%E0%A4%A`)).status).toBe(404);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
  });

  it("honours idempotency keys: the same request answers the same, another one is refused", async () => {
    const first = await createSession({}, { idempotencyKey: "order-7-attempt-1" });
    const replay = await createSession({}, { idempotencyKey: "order-7-attempt-1" });
    expect(replay.id).toBe(first.id);
    const conflict = await createSession(
      { client_reference_id: "order-8" },
      { idempotencyKey: "order-7-attempt-1" },
    ).catch((e) => e);
    expect(conflict).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(conflict).toMatchObject({ statusCode: 400, rawType: "idempotency_error" });

    // A request refused in validation leaves no answer behind: the key stays free for the corrected one.
    const invalid = await createSession({ line_items: [] }, { idempotencyKey: "order-9" }).catch((e) => e);
    expect(invalid).toMatchObject({ code: "parameter_missing" });
    expect((await createSession({}, { idempotencyKey: "order-9" })).object).toBe("checkout.session");

    await server.pay(first.id, "card");
    const intentId = (await stripe.checkout.sessions.retrieve(first.id)).payment_intent as string;
    const refund = await stripe.refunds.create(
      { payment_intent: intentId, amount: 100 },
      { idempotencyKey: "refund-7" },
    );
    const refundAgain = await stripe.refunds.create(
      { payment_intent: intentId, amount: 100 },
      { idempotencyKey: "refund-7" },
    );
    expect(refundAgain.id).toBe(refund.id);
    const charge = (await stripe.paymentIntents.retrieve(intentId, { expand: ["latest_charge"] }))
      .latest_charge;
    expect((charge as Stripe.Charge).amount_refunded).toBe(100);
  });

  it("signs every webhook, retries after a failure, keeps a session's events in order, and resends", async () => {
    const session = await createSession();
    receiver.answers.push(500);
    await server.pay(session.id, "sepa_debit");
    await server.settleAsync(session.id, "succeeded");
    const arrivals = receiver.arrivals.filter(
      ({ event }) => (event.data.object as { id: string }).id === session.id,
    );
    expect(arrivals.map(({ event, status }) => [event.type, status])).toEqual([
      ["checkout.session.completed", 500],
      ["checkout.session.completed", 200],
      ["checkout.session.async_payment_succeeded", 200],
    ]);
    expect(arrivals[0]!.event.id).toBe(arrivals[1]!.event.id);
    const completed = server
      .events()
      .find((e) => e.objectId === session.id && e.type === "checkout.session.completed")!;
    expect(completed.attempts).toEqual([500, 200]);

    await server.resend(completed.id);
    expect(eventsOf(session.id).at(-1)!.id).toBe(completed.id);
    expect(server.events().find((e) => e.id === completed.id)!.attempts).toEqual([500, 200, 200]);
    expect(receiver.forged).toBe(0);
    expect(() =>
      stripe.webhooks.constructEvent("{}", `t=${Math.floor(Date.now() / 1000)},v1=00`, server.webhookSecret),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it("gives up after the last retry and goes on with the session's next event", async () => {
    const session = await createSession();
    receiver.answers.push(500, 503, 500, 500);
    await server.pay(session.id, "card");
    expect(server.events().find((e) => e.objectId === session.id)!.attempts).toEqual([500, 503, 500, 500]);
  });

  it("has HTTP controls for tests in other processes", async () => {
    const session = await createSession();
    await server.pay(session.id, "sepa_debit");
    const settle = await fetch(`${server.url}/_control/sessions/${session.id}/settle?outcome=succeeded`, {
      method: "POST",
    });
    expect(settle.status).toBe(200);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe("paid");
    expect(
      (await fetch(`${server.url}/_control/sessions/${session.id}/expire`, { method: "POST" })).status,
    ).toBe(409);

    const events = (await (await fetch(`${server.url}/_control/events`)).json()) as ReturnType<
      StripeServer["events"]
    >;
    const succeeded = events.find(
      (e) => e.objectId === session.id && e.type === "checkout.session.async_payment_succeeded",
    )!;
    expect(succeeded.attempts).toEqual([200]);
    expect(
      (await fetch(`${server.url}/_control/events/${succeeded.id}/resend`, { method: "POST" })).status,
    ).toBe(200);
    expect(server.events().find((e) => e.id === succeeded.id)!.attempts).toEqual([200, 200]);
    const body = await (await fetch(`${server.url}/_control/events/${succeeded.id}`)).text();
    expect(body).toBe(server.payload(succeeded.id));
    const header = stripe.webhooks.generateTestHeaderString({ payload: body, secret: server.webhookSecret });
    expect(stripe.webhooks.constructEvent(body, header, server.webhookSecret).id).toBe(succeeded.id);

    const open = await createSession();
    expect(
      (await fetch(`${server.url}/_control/sessions/${open.id}/expire`, { method: "POST" })).status,
    ).toBe(200);
    expect((await stripe.checkout.sessions.retrieve(open.id)).status).toBe("expired");
    expect((await fetch(`${server.url}/pay/cs_test_nope`)).status).toBe(404);
  });
});
