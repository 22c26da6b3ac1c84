import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeEach, expect } from "vitest";
import { shopClock } from "../../domain/orders/delivery";
import { formatEuroInput } from "../../domain/orders/money";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { mailOutbox, onlinePayments, orderPayments, orders, plants, providerRefunds } from "../db/schema";
import { dayIso } from "../invoices/issue";
import { createServices, type Services } from "../services";
import { TEST_ADDRESS } from "./address";
import type { TestDatabase } from "./databases";
import { WAREHOUSE } from "./ship-order";
import { type StripeServer, type StripeServerOptions, startStripeServer } from "./stripe-server";
import { type OpenTestDatabase, withTestDatabase } from "./test-database";

/**
 * A shop that takes online payment (#33), below the browser: the real app and the real Stripe SDK
 * against the local server that speaks Stripe's API (server/testing/stripe-server.ts), which delivers
 * signed webhooks to the app over HTTP as Stripe does. One per test file and database; read the fields
 * inside tests.
 */

export const SHIPPING = {
  firstName: "Clara",
  lastName: "Sommer",
  email: "clara@example.de",
  ...TEST_ADDRESS,
};
export const WEBHOOK = "/api/payments/stripe/webhook";

type App = { request: ReturnType<typeof createApp>["request"] };

/** POST /api/orders as the checkout sends it: one Efeutute (or what `over` says), paid as `payment`. */
export const postOrder = (app: App, payment: string, over: Record<string, unknown> = {}) =>
  app.request("/api/orders", {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "de" },
    body: JSON.stringify({
      items: [{ id: "pothos", quantity: 1 }],
      shipping: SHIPPING,
      idempotencyKey: randomUUID(),
      payment,
      ...over,
    }),
  });

/** POST /api/orders' answer as the tests read it (domain/contracts/order.ts has the whole shape). */
export interface OrderAnswer {
  order: { id: string; number: string; status: string; online: unknown };
  payment?: { redirectUrl: string };
  error?: string;
  message?: string;
}

export interface StripeShop {
  database: OpenTestDatabase;
  stripe: StripeServer;
  services: Services;
  app: ReturnType<typeof createApp>;
  /** Where the app listens (Stripe's webhooks go to `${appUrl}${WEBHOOK}`). */
  appUrl: string;
  /** The shop's configuration with Stripe's API at `stripeUrl` (another server, or a closed port). */
  configFor(stripeUrl: string): ReturnType<typeof loadConfig>;
  /** Stripe's SDK talking to the local server, as a merchant in Stripe's Dashboard would. */
  sdk(): Stripe;
  place(
    payment: "online" | "invoice",
    over?: Record<string, unknown>,
    app?: App,
  ): Promise<{ status: number; body: OrderAnswer }>;
  /** An online order of two Efeututen, with its Checkout Session. */
  placeOnline(app?: App): Promise<{ orderId: string; number: string; sessionId: string }>;
  /** The token of the cancel link Stripe sends the buyer back with (the session's cancel_url). */
  cancelTokenOf(sessionId: string): Promise<string | null>;
  paymentOf(orderId: string): Promise<typeof onlinePayments.$inferSelect>;
  entriesOf(orderId: string): Promise<(typeof orderPayments.$inferSelect)[]>;
  refundsOf(orderId: string): Promise<(typeof orderPayments.$inferSelect)[]>;
  requestsOf(orderId: string): Promise<(typeof providerRefunds.$inferSelect)[]>;
  mailsOf(orderId: string): Promise<(typeof mailOutbox.$inferSelect)[]>;
  orderRow(orderId: string): Promise<typeof orders.$inferSelect>;
  stockOf(plantId: string): Promise<number>;
  /** Until `n` events of `type` (of any object) were answered with a 2xx. */
  answered(type: string, n: number): Promise<void>;
  count(type: string): number;
  /** Until every event of the session of these types was answered (by us) with a 2xx. */
  delivered(sessionId: string, types: string[]): Promise<unknown[]>;
  /** A paid order called off in the back office: its whole total is to be refunded. */
  paidAndCancelled(method: "card" | "sepa_debit" | "paypal"): Promise<{
    orderId: string;
    number: string;
    sessionId: string;
    order: typeof orders.$inferSelect;
    amount: string;
  }>;
  /** Today in the shop's time, as the forms send it. */
  today(): string;
}

export function withStripeShop(target: TestDatabase, stripeOptions: StripeServerOptions = {}): StripeShop {
  const s = {} as StripeShop;
  let close: () => Promise<void> = async () => {};

  s.configFor = (stripeUrl) =>
    loadConfig({
      PUBLIC_URL: "http://127.0.0.1:3999",
      STRIPE_SECRET_KEY: s.stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: s.stripe.webhookSecret,
      STRIPE_API_BASE: stripeUrl,
    });

  withTestDatabase(target, {}, async (opened) => {
    s.database = opened;
    s.stripe = await startStripeServer({ retryDelaysMs: [50, 100, 200], ...stripeOptions });
    s.services = createServices(s.configFor(s.stripe.url), opened);
    s.app = createApp({ services: s.services });
    const server = serve({ fetch: s.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    s.appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    s.stripe.setWebhookUrl(`${s.appUrl}${WEBHOOK}`);
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await s.stripe?.close();
  });
  beforeEach(() => s.stripe.setWebhookUrl(`${s.appUrl}${WEBHOOK}`));

  const db = () => s.database.db;
  s.sdk = () =>
    new Stripe(s.stripe.secretKey, {
      host: "127.0.0.1",
      port: Number(new URL(s.stripe.url).port),
      protocol: "http",
    });
  s.place = async (payment, over = {}, app = s.app) => {
    const res = await postOrder(app, payment, { items: [{ id: "pothos", quantity: 2 }], ...over });
    return { status: res.status, body: (await res.json()) as OrderAnswer };
  };
  s.placeOnline = async (app) => {
    const { status, body } = await s.place("online", {}, app);
    expect(status).toBe(201);
    const sessionId = /\/pay\/(cs_[A-Za-z0-9_]+)/.exec(body.payment?.redirectUrl ?? "")?.[1];
    expect(sessionId).toBeTruthy();
    return { orderId: body.order.id as string, number: body.order.number as string, sessionId: sessionId! };
  };
  s.cancelTokenOf = async (sessionId) => {
    const session = await s.sdk().checkout.sessions.retrieve(sessionId);
    return new URL(session.cancel_url!).searchParams.get("token");
  };
  s.paymentOf = async (orderId) =>
    (await db().select().from(onlinePayments).where(eq(onlinePayments.orderId, orderId)))[0]!;
  s.entriesOf = (orderId) => db().select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
  s.refundsOf = async (orderId) => (await s.entriesOf(orderId)).filter((e) => e.kind === "refund");
  s.requestsOf = (orderId) => db().select().from(providerRefunds).where(eq(providerRefunds.orderId, orderId));
  s.mailsOf = (orderId) => db().select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
  s.orderRow = async (orderId) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;
  s.stockOf = async (id) =>
    (await db().select({ stock: plants.stock }).from(plants).where(eq(plants.id, id)))[0]!.stock;
  s.count = (type) => s.stripe.events().filter((e) => e.type === type).length;
  s.answered = async (type, n) => {
    for (let i = 0; i < 400; i++) {
      const ok = s.stripe
        .events()
        .filter((e) => e.type === type && e.attempts.some((a) => a >= 200 && a < 300));
      if (ok.length >= n) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`fewer than ${n} ${type} events were delivered`);
  };
  s.delivered = async (sessionId, types) => {
    for (let i = 0; i < 400; i++) {
      const events = s.stripe.events().filter((e) => e.objectId === sessionId);
      if (types.every((t) => events.some((e) => e.type === t && e.attempts.some((a) => a >= 200 && a < 300))))
        return events;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(
      `events ${types.join(", ")} of ${sessionId} were not delivered: ${JSON.stringify(s.stripe.events())}`,
    );
  };
  s.today = () => dayIso(shopClock(new Date()).day);
  s.paidAndCancelled = async (method) => {
    const placed = await s.placeOnline();
    await s.stripe.pay(placed.sessionId, method);
    if (method === "sepa_debit") await s.stripe.settleAsync(placed.sessionId, "succeeded");
    await s.delivered(placed.sessionId, ["checkout.session.completed"]);
    await s.services.payments!.sync(placed.orderId);
    const actions = s.services.admin.orderActions;
    let { version } = await s.orderRow(placed.orderId);
    expect((await actions.confirm(WAREHOUSE, placed.number, version)).ok).toBe(true);
    ({ version } = await s.orderRow(placed.orderId));
    expect(
      (await actions.cancel(WAREHOUSE, placed.number, version, { reason: "Kundin möchte nicht mehr" })).ok,
    ).toBe(true);
    const order = await s.orderRow(placed.orderId);
    return { ...placed, order, amount: formatEuroInput(order.totalCents) };
  };
  return s;
}
