import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { orderPayments, orders, providerRefunds } from "../db/schema";
import { requestStripeRefund } from "../orders/commands/money";
import { createServices } from "../services";
import { startApiServer, stopped } from "../testing/api-processes";
import { openPgliteFolder } from "../testing/databases";
import { freePorts } from "../testing/ports";
import { WAREHOUSE } from "../testing/ship-order";
import { type StripeServer, startStripeServer } from "../testing/stripe-server";
import { postOrder } from "../testing/stripe-shop";

/**
 * A process that dies between asking for a refund and asking Stripe (#44 §2) leaves the request
 * pending in its data folder. The next process on that folder settles it at start-up: it asks Stripe
 * whether the refund was made (by the request's id in the refund's metadata) and posts it, or asks
 * for it now — never twice. The folder is written as the dead process left it, then a real server
 * process (server/testing/api-server-cli.ts, main.ts's start-up) is started on it.
 */
describe("a refund left pending by a process that died", () => {
  let stripe: StripeServer;
  const dirs: string[] = [];
  beforeAll(async () => {
    stripe = await startStripeServer({ retryDelaysMs: [50] });
  });
  afterAll(async () => {
    await stripe.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://127.0.0.1:3999",
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
  });

  /** A paid, cancelled order with a refund request that was never sent to Stripe; the folder closed. */
  async function leftPending(askedStripe: boolean) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bw-refund-crash-"));
    dirs.push(dataDir);
    const config = loadConfig(env(dataDir));
    const database = await openPgliteFolder(dataDir);
    try {
      const services = createServices(config, database);
      stripe.setWebhookUrl(null);
      const res = await postOrder(createApp({ services }), "online");
      const { order, payment } = (await res.json()) as {
        order: { id: string; number: string };
        payment: { redirectUrl: string };
      };
      const sessionId = /\/pay\/(cs_[A-Za-z0-9_]+)/.exec(payment.redirectUrl)![1]!;
      await stripe.pay(sessionId, "card");
      await services.payments!.sync(order.id);
      const row = async () => (await database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
      expect(
        (await services.admin.orderActions.confirm(WAREHOUSE, order.number, (await row()).version)).ok,
      ).toBe(true);
      expect(
        (
          await services.admin.orderActions.cancel(WAREHOUSE, order.number, (await row()).version, {
            reason: "Test",
          })
        ).ok,
      ).toBe(true);
      const cancelled = await row();
      // Transaction 1 committed, then the process died: the request, and maybe Stripe's refund, exist.
      const requestId = await database.db.transaction((tx) =>
        requestStripeRefund(
          { tx, order: cancelled, actor: WAREHOUSE },
          { amountCents: cancelled.totalCents, reason: "Stornierung", withdrawalId: null },
        ),
      );
      if (askedStripe) {
        const [payment] = await database.db
          .select()
          .from(orderPayments)
          .where(eq(orderPayments.orderId, order.id));
        const intent = payment!.providerRef!;
        await sdk().refunds.create(
          { payment_intent: intent, amount: cancelled.totalCents, metadata: { request_id: requestId } },
          { idempotencyKey: `blattwerk-refund-${requestId}` },
        );
      }
      return { dataDir, orderId: order.id, requestId, totalCents: cancelled.totalCents };
    } finally {
      await database.close();
    }
  }

  const sdk = () =>
    new Stripe(stripe.secretKey, {
      host: "127.0.0.1",
      port: Number(new URL(stripe.url).port),
      protocol: "http",
    });
  const refundsAtStripe = async (requestId: string) =>
    (await sdk().refunds.list({ limit: 100 })).data.filter((r) => r.metadata?.request_id === requestId);

  for (const askedStripe of [false, true]) {
    it(`settles it at start-up ${askedStripe ? "from the refund Stripe made before the crash" : "by asking Stripe now"}, once`, async () => {
      const left = await leftPending(askedStripe);
      expect(await refundsAtStripe(left.requestId)).toHaveLength(askedStripe ? 1 : 0);
      const [port] = await freePorts(1);
      const server = await startApiServer(
        { ...process.env, ...env(left.dataDir), PORT: String(port), HOST: "127.0.0.1" },
        port!,
      );
      try {
        await expect
          .poll(() => refundsAtStripe(left.requestId).then((r) => r.length), { timeout: 30_000 })
          .toBe(1);
      } finally {
        await stopped(server, "SIGTERM");
      }
      const database = await openDatabase({ dataDir: left.dataDir });
      try {
        const [request] = await database.db
          .select()
          .from(providerRefunds)
          .where(eq(providerRefunds.id, left.requestId));
        expect(request).toMatchObject({ state: "posted", amountCents: left.totalCents });
        const refunds = (
          await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, left.orderId))
        ).filter((e) => e.kind === "refund");
        expect(refunds).toMatchObject([{ amountCents: left.totalCents, providerRef: request!.providerRef }]);
      } finally {
        await database.close();
      }
      expect(await refundsAtStripe(left.requestId)).toHaveLength(1);
    }, 240_000);
  }
});
