import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orders } from "../db/schema";
import { TEST_DATABASES } from "../testing/databases";
import { WAREHOUSE } from "../testing/ship-order";
import type { StripeServer } from "../testing/stripe-server";
import { postOrder, type StripeShop, withStripeShop } from "../testing/stripe-shop";

/**
 * Online payment as Stripe really behaves (#49 §1), against the local Stripe server made as strict as
 * Stripe: sessions on a slow line, a retry after Stripe was down, staff cancelling while the customer
 * is on Stripe's page, a payment for a cancelled order, the cancel link, disputes.
 */
describe.each(TEST_DATABASES)("Stripe on the first real day, on $name", (target) => {
  const shop = withStripeShop(target, { refundSettleMs: 200 });
  let stripe: StripeServer;
  let services: StripeShop["services"];
  beforeAll(() => {
    ({ stripe, services } = shop);
  });
  const { placeOnline, orderRow, entriesOf, mailsOf, delivered, requestsOf } = shop;
  /** The staff's mails about the order's money (addressed to the shop, named by the order's number). */
  const staffMails = async (orderId: string) => {
    const { number } = await orderRow(orderId);
    const mails = await services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "staff-payment"))
      .orderBy(asc(mailOutbox.createdAt));
    return mails.filter((m) => m.subject.endsWith(number)).map((m) => m.subject);
  };
  const balanceOf = async (orderId: string) =>
    (await services.admin.order((await orderRow(orderId)).number))!.balance;

  it("makes every session on a slow line and with Stripe's clock ahead of ours", async () => {
    stripe.setLatency(1100);
    try {
      for (let i = 0; i < 3; i++) expect((await placeOnline()).sessionId).toMatch(/^cs_test_/);
    } finally {
      stripe.setLatency(0);
    }
    stripe.setClockOffset(45);
    try {
      expect((await placeOnline()).sessionId).toMatch(/^cs_test_/);
    } finally {
      stripe.setClockOffset(0);
    }
  });

  it("Stripe down, then up: the retry with the same key places a working order, never pays the cancelled one", async () => {
    const idempotencyKey = randomUUID();
    const db = services.database.db;
    const withKey = () => db.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
    const released = async () => (await db.select().from(orders).where(isNull(orders.idempotencyKey))).length;
    const releasedBefore = await released();
    stripe.setReachable(false);
    const down = await postOrder(shop.app, "online", { idempotencyKey });
    stripe.setReachable(true);
    expect(down.status).toBe(503);
    // the order was called off and gave up its key
    expect(await withKey()).toEqual([]);
    expect(await released()).toBe(releasedBefore + 1);

    const retry = await postOrder(shop.app, "online", { idempotencyKey });
    expect(retry.status).toBe(201);
    const body = (await retry.json()) as {
      order: { id: string; status: string };
      payment: { redirectUrl: string };
    };
    expect(body.order.status).toBe("pending");
    expect((await withKey()).map((o) => o.id)).toEqual([body.order.id]);
    const sessionId = /\/pay\/(cs_[A-Za-z0-9_]+)/.exec(body.payment.redirectUrl)![1]!;
    await stripe.pay(sessionId, "card");
    await delivered(sessionId, ["checkout.session.completed"]);
    expect(await entriesOf(body.order.id)).toHaveLength(1);
    // the same key once more: the paid order, no third one
    const replay = await postOrder(shop.app, "online", { idempotencyKey });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { order: { id: string } }).order.id).toBe(body.order.id);
  });

  it("never starts a payment for a cancelled order: its key's replay is refused", async () => {
    const idempotencyKey = randomUUID();
    const placed = await postOrder(shop.app, "online", { idempotencyKey });
    const { order } = (await placed.json()) as { order: { id: string; number: string } };
    const row = await orderRow(order.id);
    expect(
      (
        await services.admin.orderActions.cancel(WAREHOUSE, order.number, row.version, {
          reason: "Fehler im Lager",
        })
      ).ok,
    ).toBe(true);
    const sessions = shop.count("checkout.session.expired");
    const replay = await postOrder(shop.app, "online", { idempotencyKey });
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ error: "order_not_payable" });
    expect(await services.payments!.start(order.id)).toEqual({ ok: false, reason: "not_payable" });
    expect(shop.count("checkout.session.expired")).toBe(sessions);
  });

  it("staff cancel while the customer is on Stripe's page: the page is closed first, no money is taken", async () => {
    const { orderId, number, sessionId } = await placeOnline();
    const result = await services.admin.orderActions.cancel(
      WAREHOUSE,
      number,
      (await orderRow(orderId)).version,
      {
        reason: "Pflanze beschädigt",
      },
    );
    expect(result.ok).toBe(true);
    await delivered(sessionId, ["checkout.session.expired"]);
    await expect(stripe.pay(sessionId, "card")).rejects.toThrow(/expired/);
    expect(await entriesOf(orderId)).toEqual([]);

    // Stripe unreachable: the order is not cancelled while its page may still take money
    const open = await placeOnline();
    stripe.setReachable(false);
    const refused = await services.admin.orderActions.cancel(
      WAREHOUSE,
      open.number,
      (await orderRow(open.orderId)).version,
      {
        reason: "Pflanze beschädigt",
      },
    );
    stripe.setReachable(true);
    expect(refused).toMatchObject({ ok: false, status: 503, error: "payment_page_open" });
    expect((await orderRow(open.orderId)).status).toBe("pending");

    // Paid a moment before staff cancel (the event not yet here): the page sees the payment (409), no cancel
    const paid = await placeOnline();
    stripe.setWebhookUrl(null);
    await stripe.pay(paid.sessionId, "card");
    const late = await services.admin.orderActions.cancel(
      WAREHOUSE,
      paid.number,
      (await orderRow(paid.orderId)).version,
      {
        reason: "zu spät",
      },
    );
    expect(late).toMatchObject({ ok: false, status: 409 });
    expect((await orderRow(paid.orderId)).status).toBe("pending");
    expect((await mailsOf(paid.orderId)).map((m) => m.kind)).toContain("order-confirmation");
  });

  it("the expiry's webhook arriving before the staff's cancellation commits: the order is cancelled once, as staff asked", async () => {
    const cancels = async (orderId: string) =>
      (
        await services.database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, "order.cancel")))
      ).map((a) => (a.after as { reason: string }).reason);
    const { orderId, number, sessionId } = await placeOnline();
    // Stripe acts, its event goes out, and only then does its answer reach us
    stripe.delayNextAnswer(800);
    const result = await services.admin.orderActions.cancel(
      WAREHOUSE,
      number,
      (await orderRow(orderId)).version,
      {
        reason: "Pflanze beschädigt",
      },
    );
    await delivered(sessionId, ["checkout.session.expired"]);
    expect(result).toMatchObject({ ok: true, status: "cancelled" });
    expect(await cancels(orderId)).toEqual(["Pflanze beschädigt"]);
    expect((await shop.paymentOf(orderId)).closingAt).toBeNull();

    // refused on a stale page after the page was closed: the order cannot be paid, so it is abandoned
    const stale = await placeOnline();
    const version = (await orderRow(stale.orderId)).version;
    await services.database.db
      .update(orders)
      .set({ version: version + 1 })
      .where(eq(orders.id, stale.orderId));
    const refused = await services.admin.orderActions.cancel(WAREHOUSE, stale.number, version, {
      reason: "Pflanze beschädigt",
    });
    expect(refused).toMatchObject({ ok: false, status: 409 });
    await delivered(stale.sessionId, ["checkout.session.expired"]);
    expect((await orderRow(stale.orderId)).status).toBe("cancelled");
    expect(await cancels(stale.orderId)).toHaveLength(1);
    expect(await cancels(stale.orderId)).not.toContain("Pflanze beschädigt");
  });

  it("a debit collected for a cancelled order is refunded at once and staff are told; the customer is not told it ships", async () => {
    const { orderId, number, sessionId } = await placeOnline();
    await stripe.pay(sessionId, "sepa_debit");
    await delivered(sessionId, ["checkout.session.completed"]);
    const confirmations = (await mailsOf(orderId)).filter((m) => m.kind === "order-confirmation").length;
    const cancelled = await services.admin.orderActions.cancel(
      WAREHOUSE,
      number,
      (await orderRow(orderId)).version,
      {
        reason: "nicht lieferbar",
      },
    );
    expect(cancelled.ok).toBe(true);
    await stripe.settleAsync(sessionId, "succeeded");
    await delivered(sessionId, ["checkout.session.async_payment_succeeded"]);
    // the money arrived and is on its way back (SEPA refunds are pending first, then posted)
    await expect
      .poll(async () => (await requestsOf(orderId)).map((r) => r.state), { timeout: 10_000 })
      .toEqual(["posted"]);
    const entries = await entriesOf(orderId);
    expect(entries.map((e) => e.kind).sort()).toEqual(["payment", "refund"]);
    expect((await balanceOf(orderId)).refundDueCents).toBe(0);
    expect((await orderRow(orderId)).status).toBe("cancelled");
    expect((await mailsOf(orderId)).filter((m) => m.kind === "order-confirmation")).toHaveLength(
      confirmations,
    );
    expect(await staffMails(orderId)).toEqual([`Zahlung für stornierte Bestellung ${number}`]);
  });

  it("a pending refund counts: a second refund on top of it is refused; a failed one is due again and told", async () => {
    stripe.refundBehaviour.outcome = { failed: "insufficient_funds" };
    try {
      const sepa = await shop.paidAndCancelled("sepa_debit");
      const requested = await services.admin.ledgerActions.refund(
        WAREHOUSE,
        sepa.number,
        sepa.order.version,
        {
          amount: sepa.amount,
          paidOn: shop.today(),
          reason: "Stornierung",
          method: "stripe",
        },
      );
      expect(requested).toMatchObject({ ok: true });
      expect((requested as { message: string }).message).toContain("bei Stripe angestoßen");
      const balance = await balanceOf(sepa.orderId);
      expect(balance).toMatchObject({ refundDueCents: 0, pendingRefundCents: sepa.order.totalCents });
      // the customer would be paid twice: a transfer on top of the pending refund is refused
      const twice = await services.admin.ledgerActions.refund(
        WAREHOUSE,
        sepa.number,
        (await orderRow(sepa.orderId)).version,
        { amount: sepa.amount, paidOn: shop.today(), reason: "Überweisung", method: "transfer" },
      );
      expect(twice).toMatchObject({ ok: false, error: "nothing_to_refund" });
      // the bank sends the refund back: the request is voided, the amount due again, staff told
      await expect
        .poll(async () => (await requestsOf(sepa.orderId)).map((r) => r.state), { timeout: 10_000 })
        .toEqual(["voided"]);
      expect(await balanceOf(sepa.orderId)).toMatchObject({
        refundDueCents: sepa.order.totalCents,
        pendingRefundCents: 0,
      });
      expect(await staffMails(sepa.orderId)).toEqual([
        `Erstattung fehlgeschlagen: Bestellung ${sepa.number}`,
      ]);
      const [voided] = await services.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, sepa.orderId), eq(auditLog.action, "order.refund.voided")));
      expect(voided?.after).toMatchObject({ detail: "insufficient_funds" });
      expect(await shop.refundsOf(sepa.orderId)).toEqual([]); // nothing was booked as paid out
    } finally {
      stripe.refundBehaviour.outcome = "succeeded";
    }
  });

  it("asks Stripe for a refund outside the order's lock: a slow Stripe holds up no other order", async () => {
    const card = await shop.paidAndCancelled("card");
    stripe.setLatency(4000);
    try {
      const refund = services.admin.ledgerActions
        .refund(WAREHOUSE, card.number, card.order.version, {
          amount: card.amount,
          paidOn: shop.today(),
          reason: "Stornierung",
          method: "stripe",
        })
        .then((r) => ({ done: "refund", ok: r.ok }));
      await new Promise((r) => setTimeout(r, 300));
      // An invoice order: the database only. With Stripe's call inside the refund's transaction, the
      // embedded database's one connection would make it wait for Stripe.
      const other = shop.place("invoice").then((r) => ({ done: "order", ok: r.status === 201 }));
      expect(await Promise.race([refund, other])).toEqual({ done: "order", ok: true });
      expect(await refund).toEqual({ done: "refund", ok: true });
    } finally {
      stripe.setLatency(0);
    }
    expect(await shop.requestsOf(card.orderId)).toMatchObject([{ state: "posted" }]);
  });

  it("a card refund the bank sends back later is reversed in the books and due again", async () => {
    const card = await shop.paidAndCancelled("card");
    await services.admin.ledgerActions.refund(WAREHOUSE, card.number, card.order.version, {
      amount: card.amount,
      paidOn: shop.today(),
      reason: "Stornierung",
      method: "stripe",
    });
    const [posted] = await shop.refundsOf(card.orderId);
    expect(posted?.providerRef).toMatch(/^re_/);
    await stripe.failRefund(posted!.providerRef!, "expired_or_canceled_card");
    const refunds = await shop.refundsOf(card.orderId);
    expect(refunds.map((r) => r.reversesId)).toEqual([null, posted!.id]);
    expect((await balanceOf(card.orderId)).refundDueCents).toBe(card.order.totalCents);
    expect(await staffMails(card.orderId)).toEqual([`Erstattung fehlgeschlagen: Bestellung ${card.number}`]);
  });

  it("a dispute takes the money back and tells staff; won, it comes back", async () => {
    const { orderId, number, sessionId } = await placeOnline();
    await stripe.pay(sessionId, "card");
    await delivered(sessionId, ["checkout.session.completed"]);
    const total = (await orderRow(orderId)).totalCents;
    const dispute = await stripe.openDispute(sessionId, "product_not_received");
    const withdrawn = await shop.refundsOf(orderId);
    expect(withdrawn).toMatchObject([{ providerRef: dispute, amountCents: total, actor: "Stripe" }]);
    expect((await balanceOf(orderId)).dueCents).toBe(total);
    // the customer gets no refund mail: their bank took the money
    expect((await mailsOf(orderId)).filter((m) => m.kind === "order-refund")).toEqual([]);
    await stripe.closeDispute(dispute, true);
    expect((await balanceOf(orderId)).dueCents).toBe(0);
    expect(await staffMails(orderId)).toEqual([
      `Zahlungsstreit zu Bestellung ${number}`,
      `Zahlungsstreit gewonnen: Bestellung ${number}`,
    ]);
  });

  it("a refund Stripe reports before the shop knew the payment is booked once the payment is", async () => {
    const { orderId, sessionId } = await placeOnline();
    stripe.setWebhookUrl(null);
    await stripe.pay(sessionId, "card");
    const intent = (await shop.sdk().checkout.sessions.retrieve(sessionId)).payment_intent as string;
    await shop.sdk().refunds.create({ payment_intent: intent, amount: 300 });
    await services.payments!.sync(orderId);
    expect(await shop.refundsOf(orderId)).toMatchObject([
      { amountCents: 300, providerRef: expect.stringMatching(/^re_/) },
    ]);
    expect(
      await services.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)),
    ).not.toEqual([]);
  });
});
