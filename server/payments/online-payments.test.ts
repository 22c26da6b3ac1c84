import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { auditLog, invoices } from "../db/schema";
import { renderInvoicePdf } from "../invoices/invoice-pdf";
import type { InvoiceData } from "../invoices/issue";
import { createServices, type Services } from "../services";
import { TEST_DATABASES } from "../testing/databases";
import { pdfText } from "../testing/pdf-text";
import { shipOrder, WAREHOUSE } from "../testing/ship-order";
import type { StripeServer } from "../testing/stripe-server";
import { postOrder, type StripeShop, WEBHOOK, withStripeShop } from "../testing/stripe-shop";
import { withTestDatabase } from "../testing/test-database";

/**
 * Online payment (#33) end to end below the browser: the real app and the real Stripe SDK against the
 * local server that speaks Stripe's API (server/testing/stripe-server.ts), which delivers signed
 * webhooks to the app over HTTP as Stripe does.
 */

describe.each(TEST_DATABASES)("online payment through Stripe on $name", (target) => {
  const shop = withStripeShop(target);
  let database: StripeShop["database"];
  let stripe: StripeServer;
  let services: Services;
  let app: StripeShop["app"];
  let appUrl: string;
  beforeAll(() => {
    ({ database, stripe, services, app, appUrl } = shop);
  });
  const { configFor, place, placeOnline, cancelTokenOf, paymentOf, entriesOf, mailsOf, orderRow, stockOf } =
    shop;
  const { answered, count, delivered } = shop;

  it("card: the order holds its stock unconfirmed until Stripe says paid, then is booked and confirmed once", async () => {
    const before = await stockOf("pothos");
    const { orderId, sessionId } = await placeOnline();
    expect(await stockOf("pothos")).toBe(before - 2);
    expect((await paymentOf(orderId)).state).toBe("open");
    expect(await mailsOf(orderId)).toEqual([]); // nothing confirmed before the money

    await stripe.pay(sessionId, "card");
    await delivered(sessionId, ["checkout.session.completed"]);

    const payment = await paymentOf(orderId);
    expect(payment).toMatchObject({ state: "paid", method: "card" });
    expect(payment.paymentIntentId).toMatch(/^pi_/);
    const entries = await entriesOf(orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: "payment",
      method: "stripe",
      amountCents: (await orderRow(orderId)).totalCents,
      providerRef: payment.paymentIntentId,
      actor: "stripe",
    });
    expect(entries[0]!.feeCents).toBeGreaterThan(0);
    const mails = await mailsOf(orderId);
    expect(mails.map((m) => m.kind)).toEqual(["order-confirmation"]);
    expect(mails[0]!.text).toContain("Zahlungsart: Karte – bezahlt");
    expect(mails[0]!.text).not.toContain("Überweise");
    // The thank-you page's view
    expect((await services.orders.get(orderId))?.online).toEqual({ state: "paid", method: "card" });
    // Staff cannot undo Stripe's booking by hand
    const { number, version } = await orderRow(orderId);
    expect((await services.admin.orderActions.confirm(WAREHOUSE, number, version)).ok).toBe(true);
    expect(
      await services.admin.ledgerActions.reverse(WAREHOUSE, number, version + 1, {
        entryId: entries[0]!.id,
        reason: "Versehen",
      }),
    ).toMatchObject({ ok: false, status: 422, error: "entry_from_stripe" });
    expect(await entriesOf(orderId)).toHaveLength(1);
  });

  it("the return alone never books: without a webhook the thank-you page asks Stripe; a later webhook changes nothing", async () => {
    stripe.setWebhookUrl(null);
    const { orderId, sessionId } = await placeOnline();
    expect(await services.payments!.sync(orderId)).toEqual({ state: "open", method: null });
    await stripe.pay(sessionId, "paypal");
    expect(await services.payments!.sync(orderId)).toEqual({ state: "paid", method: "paypal" });
    expect(await entriesOf(orderId)).toHaveLength(1);

    stripe.setWebhookUrl(`${appUrl}${WEBHOOK}`);
    const [completed] = stripe.events().filter((e) => e.objectId === sessionId);
    await stripe.resend(completed!.id);
    await delivered(sessionId, ["checkout.session.completed"]);
    expect(await entriesOf(orderId)).toHaveLength(1);
    expect((await mailsOf(orderId)).map((m) => m.kind)).toEqual(["order-confirmation"]);
  });

  it("SEPA: accepted at once, booked when the debit succeeds; a debit that fails leaves the order unpaid and tells both", async () => {
    const ok = await placeOnline();
    await stripe.pay(ok.sessionId, "sepa_debit");
    await delivered(ok.sessionId, ["checkout.session.completed"]);
    expect(await paymentOf(ok.orderId)).toMatchObject({ state: "processing", method: "sepa_debit" });
    expect(await entriesOf(ok.orderId)).toEqual([]);
    const [confirmation] = await mailsOf(ok.orderId);
    expect(confirmation!.text).toContain("Wir ziehen den Betrag in den nächsten Tagen");
    await stripe.settleAsync(ok.sessionId, "succeeded");
    await delivered(ok.sessionId, ["checkout.session.async_payment_succeeded"]);
    expect((await paymentOf(ok.orderId)).state).toBe("paid");
    expect(await entriesOf(ok.orderId)).toHaveLength(1);

    const bad = await placeOnline();
    await stripe.pay(bad.sessionId, "sepa_debit");
    await delivered(bad.sessionId, ["checkout.session.completed"]);
    await stripe.settleAsync(bad.sessionId, "failed");
    await delivered(bad.sessionId, ["checkout.session.async_payment_failed"]);
    expect((await paymentOf(bad.orderId)).state).toBe("failed");
    expect(await entriesOf(bad.orderId)).toEqual([]);
    expect((await orderRow(bad.orderId)).status).toBe("pending");
    const mails = await mailsOf(bad.orderId);
    expect(mails.map((m) => m.kind).sort()).toEqual([
      "order-confirmation",
      "payment-failed",
      "payment-failed-staff",
    ]);
    expect(mails.find((m) => m.kind === "payment-failed")!.text).toContain("IBAN");
    expect(mails.find((m) => m.kind === "payment-failed-staff")!.recipient).toBe(
      services.config.business.email,
    );
  });

  it("the back office sees what Stripe booked: method, state, PaymentIntent and fee; a debit on its way as such", async () => {
    const card = await placeOnline();
    expect((await services.admin.order(card.number))?.order.online).toEqual({
      state: "open",
      method: null,
      paymentIntentId: null,
      feeCents: null,
    });
    await stripe.pay(card.sessionId, "card");
    await delivered(card.sessionId, ["checkout.session.completed"]);
    const [entry] = await entriesOf(card.orderId);
    const detail = await services.admin.order(card.number);
    expect(detail?.order.online).toEqual({
      state: "paid",
      method: "card",
      paymentIntentId: entry!.providerRef,
      feeCents: entry!.feeCents,
    });
    expect(detail?.movements).toEqual([expect.objectContaining({ method: "stripe", actor: "stripe" })]);
    const listed = await services.admin.orders({ q: card.number, payment: "online" });
    expect(listed.rows).toEqual([
      expect.objectContaining({ paymentMethod: "stripe", online: { state: "paid", method: "card" } }),
    ]);

    const debit = await placeOnline();
    await stripe.pay(debit.sessionId, "sepa_debit");
    await delivered(debit.sessionId, ["checkout.session.completed"]);
    expect((await services.admin.order(debit.number))?.order.online).toMatchObject({
      state: "processing",
      method: "sepa_debit",
      feeCents: null,
    });
  });

  it("a session that runs out cancels its order without a mail and puts the stock back", async () => {
    const before = await stockOf("pothos");
    const { orderId, sessionId } = await placeOnline();
    await stripe.expire(sessionId);
    await delivered(sessionId, ["checkout.session.expired"]);
    expect((await paymentOf(orderId)).state).toBe("expired");
    expect((await orderRow(orderId)).status).toBe("cancelled");
    expect(await stockOf("pothos")).toBe(before);
    expect(await mailsOf(orderId)).toEqual([]);
    const [history] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, "order.cancel")));
    expect(history?.after).toMatchObject({ reason: "Online-Zahlung nicht abgeschlossen" });
  });

  it("back from Stripe's page without paying: the session is expired at Stripe and the order cancelled", async () => {
    stripe.setWebhookUrl(null);
    const { orderId, sessionId } = await placeOnline();
    const token = await cancelTokenOf(sessionId);
    // The order id alone (from a URL or a history) calls nothing off; nor does another order's token.
    expect(await services.payments!.abandon(orderId, null)).toBeNull();
    expect(await services.payments!.abandon(orderId, "x".repeat(43))).toBeNull();
    expect((await orderRow(orderId)).status).toBe("pending");
    expect(await services.payments!.abandon(orderId, token)).toEqual({ state: "expired", method: null });
    expect((await orderRow(orderId)).status).toBe("cancelled");
    // Stripe's page no longer takes the payment
    const page = await fetch(`${stripe.url}/pay/${sessionId}`);
    expect(await page.text()).not.toContain("Bezahlen</button>");
    // A session paid meanwhile is never cancelled
    const paid = await placeOnline();
    await stripe.pay(paid.sessionId, "card");
    expect(await services.payments!.abandon(paid.orderId, await cancelTokenOf(paid.sessionId))).toEqual({
      state: "paid",
      method: "card",
    });
    expect((await orderRow(paid.orderId)).status).toBe("pending");
    // ids from a URL that are no order
    expect(await services.payments!.abandon("nonsense", token)).toBeNull();
    expect(await services.payments!.abandon(randomUUID(), token)).toBeNull();
  });

  it("refuses a forged webhook, ignores an unknown session, and books a replayed or twice-delivered event once", async () => {
    const { orderId, sessionId } = await placeOnline();
    stripe.setWebhookUrl(null);
    await stripe.pay(sessionId, "card");
    const [completed] = stripe.events().filter((e) => e.objectId === sessionId);
    const payload = JSON.stringify({
      id: completed!.id,
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: sessionId, object: "checkout.session" } },
    });
    const post = (body: string, signature: string) =>
      app.request(WEBHOOK, { method: "POST", headers: { "stripe-signature": signature }, body });
    const sign = (body: string, secret = stripe.webhookSecret) =>
      Stripe.webhooks.generateTestHeaderString({ payload: body, secret });

    // forged: signed with another secret, unsigned, or signed long ago
    expect((await post(payload, sign(payload, "whsec_someone_else"))).status).toBe(400);
    expect((await post(payload, "")).status).toBe(400);
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: stripe.webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post(payload, old)).status).toBe(400);
    expect((await paymentOf(orderId)).state).toBe("open");

    // a session this shop never made
    const stranger = JSON.stringify({
      id: `evt_${randomUUID().replaceAll("-", "")}`,
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: "cs_test_not_ours", object: "checkout.session" } },
    });
    const ignored = await post(stranger, sign(stranger));
    expect(ignored.status).toBe(200);
    expect(await ignored.json()).toMatchObject({ effect: "ignored" });

    // the same event twice at once (two deliveries, two processes), then replayed
    const other = createApp({ services: createServices(configFor(stripe.url), database) });
    const answers = await Promise.all([
      post(payload, sign(payload)),
      other.request(WEBHOOK, {
        method: "POST",
        headers: { "stripe-signature": sign(payload) },
        body: payload,
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const replay = await post(payload, sign(payload));
    expect(await replay.json()).toMatchObject({ effect: "duplicate" });
    expect(await entriesOf(orderId)).toHaveLength(1);
    expect((await mailsOf(orderId)).map((m) => m.kind)).toEqual(["order-confirmation"]);
  });

  it("Stripe unreachable: nothing is ordered, the stock is back, and the answer says to try again", async () => {
    const down = createApp({ services: createServices(configFor("http://127.0.0.1:9"), database) });
    const before = await stockOf("pothos");
    const res = await postOrder(down, "online");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: "payment_unavailable" });
    expect(await stockOf("pothos")).toBe(before);
  });

  it("the invoice written at shipping says paid (card) or collected (SEPA), with no bank transfer asked", async () => {
    stripe.setWebhookUrl(null);
    const card = await placeOnline();
    await stripe.pay(card.sessionId, "card");
    await services.payments!.sync(card.orderId);
    await shipOrder(services, card.number);
    const [cardInvoice] = await database.db.select().from(invoices).where(eq(invoices.orderId, card.orderId));
    const cardData = cardInvoice!.data as InvoiceData;
    expect(cardData.payment).toBeNull();
    expect(cardData.settled).toMatchObject({ kind: "paid", method: "Karte" });
    const cardText = pdfText(await renderInvoicePdf(cardData, cardInvoice!.issuedAt)).replace(/\s+/g, " ");
    expect(cardText).toContain("Bereits bezahlt am");
    expect(cardText).toContain("per Karte (über Stripe)");
    expect(cardText).not.toContain("Überweisung");

    const sepa = await placeOnline();
    await stripe.pay(sepa.sessionId, "sepa_debit");
    await services.payments!.sync(sepa.orderId);
    await shipOrder(services, sepa.number);
    const [sepaInvoice] = await database.db.select().from(invoices).where(eq(invoices.orderId, sepa.orderId));
    const sepaData = sepaInvoice!.data as InvoiceData;
    expect(sepaData.settled).toEqual({ kind: "debit", method: "SEPA-Lastschrift" });
    expect(pdfText(await renderInvoicePdf(sepaData, sepaInvoice!.issuedAt)).replace(/\s+/g, " ")).toContain(
      "Der Rechnungsbetrag wird per SEPA-Lastschrift eingezogen – bitte nicht überweisen.",
    );
    const shippedMail = (await mailsOf(sepa.orderId)).find((m) => m.kind === "order-shipped");
    expect(shippedMail!.text).toContain(
      "Den Betrag ziehen wir per SEPA-Lastschrift ein; du musst nichts überweisen.",
    );
    // the debit arrives after the parcel left: the order completes then
    expect((await orderRow(sepa.orderId)).status).toBe("shipped");
    await stripe.settleAsync(sepa.sessionId, "succeeded");
    await services.payments!.sync(sepa.orderId);
    expect((await orderRow(sepa.orderId)).status).toBe("completed");
  });

  const { today, paidAndCancelled, refundsOf } = shop;

  it("a refund of a card payment goes back through Stripe and is booked once, with the customer's mail", async () => {
    const { orderId, number, order, amount } = await paidAndCancelled("card");
    const before = count("charge.refunded");
    const refunded = await services.admin.ledgerActions.refund(WAREHOUSE, number, order.version, {
      amount,
      paidOn: today(),
      reason: "Stornierung",
      method: "stripe",
    });
    expect(refunded).toMatchObject({ ok: true, status: "cancelled" });
    expect((refunded as { message: string }).message).toContain("über Stripe ausgezahlt");
    await answered("charge.refunded", before + 1);
    const refunds = await refundsOf(orderId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      method: "stripe",
      amountCents: order.totalCents,
      reason: "Stornierung",
    });
    expect(refunds[0]!.providerRef).toMatch(/^re_/);
    expect((await mailsOf(orderId)).filter((m) => m.kind === "order-refund")).toHaveLength(1);
    // nothing left to refund: a second try is refused, Stripe is not asked
    const again = await services.admin.ledgerActions.refund(
      WAREHOUSE,
      number,
      (await orderRow(orderId)).version,
      {
        amount,
        paidOn: today(),
        reason: "Nochmal",
        method: "stripe",
      },
    );
    expect(again).toMatchObject({ ok: false, error: "nothing_to_refund" });
  });

  it("a SEPA refund is booked when Stripe confirms it; one made in Stripe's Dashboard is booked too", async () => {
    const sepa = await paidAndCancelled("sepa_debit");
    const updates = count("refund.updated");
    const requested = await services.admin.ledgerActions.refund(WAREHOUSE, sepa.number, sepa.order.version, {
      amount: sepa.amount,
      paidOn: today(),
      reason: "Stornierung",
      method: "stripe",
    });
    expect((requested as { message: string }).message).toContain("bei Stripe angestoßen");
    expect(await refundsOf(sepa.orderId)).toEqual([]);
    await answered("refund.updated", updates + 1);
    const booked = await refundsOf(sepa.orderId);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ reason: "Stornierung", actor: WAREHOUSE.email, method: "stripe" });

    const card = await paidAndCancelled("card");
    const payment = await paymentOf(card.orderId);
    const sdk = shop.sdk();
    const refundsBefore = count("charge.refunded");
    await sdk.refunds.create({ payment_intent: payment.paymentIntentId!, amount: 500 });
    await answered("charge.refunded", refundsBefore + 1);
    expect(await refundsOf(card.orderId)).toMatchObject([
      { amountCents: 500, reason: "Erstattung über Stripe", actor: "Stripe", method: "stripe" },
    ]);
  });

  it("invoice orders are confirmed at once as before", async () => {
    const { status, body } = await place("invoice");
    expect(status).toBe(201);
    expect(body.payment).toBeUndefined();
    expect(body.order.online).toBeNull();
    expect((await mailsOf(body.order.id)).map((m) => m.kind)).toEqual(["order-confirmation"]);
  });
});

describe.each(TEST_DATABASES)("a shop without Stripe on $name", (target) => {
  let app: ReturnType<typeof createApp>;
  withTestDatabase(target, {}, async (opened) => {
    app = createApp({ services: createServices(loadConfig({}), opened) });
  });

  it("refuses online payment with a message and takes no webhook", async () => {
    const res = await postOrder(app, "online");
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: "online_payment_not_offered",
      message: "Online-Zahlung bieten wir zurzeit nicht an. Bitte wähle „Kauf auf Rechnung“.",
    });
    expect((await app.request(WEBHOOK, { method: "POST", body: "{}" })).status).toBe(404);
  });

  it("refuses an unknown payment choice with a 400 and a message", async () => {
    const res = await postOrder(app, "bitcoin");
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Bitte wähle „Kauf auf Rechnung“ oder „Online bezahlen“.");
  });
});
