import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { datevBookings } from "../../domain/books/books";
import { DATEV_DEFAULT_ACCOUNTS } from "../../domain/books/datev";
import { voucherReturnState } from "../../domain/vouchers/online-return";
import { formatVoucherCode } from "../../domain/vouchers/vouchers";
import { periodVoucherSales } from "../books/queries";
import { auditLog, mailOutbox, vouchers } from "../db/schema";
import { TEST_DATABASES } from "../testing/databases";
import { WEBHOOK, withStripeShop } from "../testing/stripe-shop";

/**
 * #43 §3: a gift voucher paid online. Stripe's page charges its value (one line, no tax); the voucher is
 * issued only by the verified webhook of a paid session, once however often it is delivered, and booked
 * as a sale on Stripe's clearing account against the vouchers' liability. Through the real app, the real
 * Stripe SDK and the local server that speaks Stripe's API and signs its webhooks.
 */
describe.each(TEST_DATABASES)("a voucher paid online on $name", (target) => {
  const shop = withStripeShop(target);

  const buyOnline = async (over: Record<string, unknown> = {}, locale = "de") => {
    const res = await shop.app.request("/api/vouchers", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-locale": locale },
      body: JSON.stringify({
        amountCents: 5000,
        buyerName: "Jonas Beck",
        buyerEmail: "jonas@example.de",
        recipientName: "Mia Gut",
        recipientEmail: "mia@example.de",
        deliverOn: shop.today(),
        message: "Alles Gute!",
        payment: "online",
        idempotencyKey: randomUUID(),
        ...over,
      }),
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      voucher: { id: string; number: string; state: string };
      payment: { redirectUrl: string };
    };
    const sessionId = /\/pay\/(cs_[A-Za-z0-9_]+)/.exec(body.payment.redirectUrl)![1]!;
    return { ...body.voucher, sessionId };
  };
  const row = async (id: string) =>
    (await shop.database.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!;
  const mailsTo = (to: string) =>
    shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
  /** A valid signature over the event's exact body, made with the webhook secret as Stripe does. */
  const signed = (eventId: string) =>
    shop.sdk().webhooks.generateTestHeaderString({
      payload: shop.stripe.payload(eventId),
      secret: shop.stripe.webhookSecret,
    });
  /** What the voucher page says on the buyer's return from Stripe. */
  const returned = async (id: string, payment: string) =>
    voucherReturnState(await shop.services.vouchers.find(id), payment);
  const issued = (id: string) => shop.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));

  it("paid: Stripe charged its value without tax; the webhook issues it, mails it with its PDF, books it", async () => {
    const v = await buyOnline();
    expect(v.state).toBe("pending");
    const session = await shop.sdk().checkout.sessions.retrieve(v.sessionId, { expand: ["line_items"] });
    expect(session.amount_total).toBe(5000);
    expect(session.total_details?.amount_tax ?? 0).toBe(0);
    expect(session.line_items?.data.map((l) => l.description)).toEqual([
      `Blattwerk-Geschenkgutschein ${v.number}`,
    ]);
    expect(session.success_url).toBe(`http://127.0.0.1:3999/gutschein?voucher=${v.id}&payment=return`);
    // Stripe's floor of 30 minutes, plus the shop's margin.
    expect(session.expires_at! - session.created).toBeGreaterThan(30 * 60);
    // Nothing works before the money: no code, no mail.
    expect(await shop.services.vouchers.balance((await row(v.id)).code)).toBeNull();

    await shop.stripe.pay(v.sessionId, "card");
    await shop.delivered(v.sessionId, ["checkout.session.completed"]);
    const paid = await row(v.id);
    expect(paid).toMatchObject({ state: "active", paidBy: "stripe", paymentMethod: "stripe" });
    expect(paid.stripePaymentIntentId).toMatch(/^pi_/);
    expect(await shop.services.vouchers.balance(formatVoucherCode(paid.code))).toMatchObject({
      balanceCents: 5000,
    });
    const [mail] = await mailsTo("mia@example.de");
    expect(mail!.text).toContain(formatVoucherCode(paid.code));
    expect(mail!.attachments).toEqual([{ type: "voucher", voucherId: v.id }]);

    // The books: the money on Stripe's clearing account against the vouchers' liability, no revenue.
    const sales = await periodVoucherSales(shop.database.db, { from: "2000-01-01", to: "2999-12-31" });
    const accounts = DATEV_DEFAULT_ACCOUNTS.SKR03;
    expect(
      datevBookings(
        [],
        [],
        accounts,
        sales.filter((s) => s.number === v.number),
      ),
    ).toEqual([
      expect.objectContaining({
        amountCents: 5000,
        side: "S",
        account: accounts.stripe,
        contraAccount: accounts.voucher,
        documentNumber: v.number,
      }),
    ]);

    // Back from Stripe, the page reads the voucher as paid.
    expect(await returned(v.id, "return")).toBe("paid");
  });

  it("a webhook delivered twice issues it once: one mail, one audit entry, one sale", async () => {
    const v = await buyOnline({ recipientEmail: "twice@example.de" });
    await shop.stripe.pay(v.sessionId, "card");
    const events = await shop.delivered(v.sessionId, ["checkout.session.completed"]);
    const completed = (events as { id: string; type: string }[]).find(
      (e) => e.type === "checkout.session.completed",
    )!;
    await shop.stripe.resend(completed.id);
    // And the same body posted again, as a second process would get it.
    const again = await fetch(`${shop.appUrl}${WEBHOOK}`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signed(completed.id) },
      body: shop.stripe.payload(completed.id),
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ effect: "duplicate" });
    expect(await mailsTo("twice@example.de")).toHaveLength(1);
    expect((await issued(v.id)).filter((a) => a.action === "voucher.paid")).toHaveLength(1);
    const sales = await periodVoucherSales(shop.database.db, { from: "2000-01-01", to: "2999-12-31" });
    expect(sales.filter((s) => s.number === v.number)).toHaveLength(1);
  });

  it("a session that ran out or was left: it stays pending, no code works, no mail", async () => {
    const v = await buyOnline({ recipientEmail: "expired@example.de" });
    await shop.stripe.expire(v.sessionId);
    await shop.delivered(v.sessionId, ["checkout.session.expired"]);
    const left = await row(v.id);
    expect(left.state).toBe("pending");
    expect(await shop.services.vouchers.balance(left.code)).toBeNull();
    expect(await mailsTo("expired@example.de")).toHaveLength(0);
    // The merchant cannot mark it paid by hand either: only Stripe issues a voucher paid online.
    expect(await shop.services.vouchers.markPaid(v.id, { id: null, email: "lager@example.de" })).toBe(false);
    expect(await returned(v.id, "cancelled")).toBe("cancelled");
  });

  it("a SEPA debit: completed but unpaid keeps it pending; issued when the debit succeeds", async () => {
    const v = await buyOnline({ recipientEmail: "sepa@example.de" });
    await shop.stripe.pay(v.sessionId, "sepa_debit");
    await shop.delivered(v.sessionId, ["checkout.session.completed"]);
    expect((await row(v.id)).state).toBe("pending");
    // The return overtook the payment: the page says it is not confirmed yet.
    expect(await returned(v.id, "return")).toBe("pending");
    await shop.stripe.settleAsync(v.sessionId, "succeeded");
    await shop.delivered(v.sessionId, ["checkout.session.async_payment_succeeded"]);
    expect((await row(v.id)).state).toBe("active");
    expect(await mailsTo("sepa@example.de")).toHaveLength(1);
  });

  it("in English from /en/gift-card: Stripe's page and the way back in English", async () => {
    const v = await buyOnline({ recipientEmail: "english@example.de" }, "en");
    const session = await shop.sdk().checkout.sessions.retrieve(v.sessionId, { expand: ["line_items"] });
    expect(session.locale).toBe("en");
    expect(session.line_items?.data.map((l) => l.description)).toEqual([`Blattwerk gift card ${v.number}`]);
    expect(session.success_url).toBe(`http://127.0.0.1:3999/en/gift-card?voucher=${v.id}&payment=return`);
    await shop.stripe.pay(v.sessionId, "card");
    await shop.delivered(v.sessionId, ["checkout.session.completed"]);
    const [mail] = await mailsTo("english@example.de");
    expect(mail!.subject).toBe("Your Blattwerk gift card for €50.00");
  });

  it("online payment where the shop takes none, or a Stripe that cannot be reached: a clear refusal", async () => {
    shop.stripe.setReachable(false);
    try {
      const res = await shop.app.request("/api/vouchers", {
        method: "POST",
        headers: { "content-type": "application/json", "x-shop-locale": "de" },
        body: JSON.stringify({
          amountCents: 2000,
          buyerName: "Jonas Beck",
          buyerEmail: "jonas@example.de",
          deliverOn: shop.today(),
          payment: "online",
          idempotencyKey: randomUUID(),
        }),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        error: "payment_unavailable",
        message: expect.stringContaining("es wurde nichts abgebucht"),
      });
    } finally {
      shop.stripe.setReachable(true);
    }
  });

  it("a forged webhook is refused and issues nothing", async () => {
    const v = await buyOnline({ recipientEmail: "forged@example.de" });
    const forged = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: { id: v.sessionId, object: "checkout.session", payment_status: "paid", status: "complete" },
      },
    });
    const res = await fetch(`${shop.appUrl}${WEBHOOK}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`,
      },
      body: forged,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "bad_signature" });
    expect((await row(v.id)).state).toBe("pending");
    expect(await mailsTo("forged@example.de")).toHaveLength(0);
  });
});
