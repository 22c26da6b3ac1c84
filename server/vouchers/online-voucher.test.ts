import { describe, expect, it } from "vitest";
import { newVoucherCode } from "../../domain/vouchers/vouchers";
import { vouchers } from "../db/schema";
import { TEST_DATABASES } from "../testing/databases";
import { withStripeShop } from "../testing/stripe-shop";

/**
 * #43 §3 through the HTTP edge and the local Stripe server: a voucher pays part of an order paid online;
 * Stripe charges only the rest, and the ledger holds both payments.
 */
describe.each(TEST_DATABASES)("gift vouchers and Stripe on $name", (target) => {
  const shop = withStripeShop(target);

  it("Stripe charges the rest after the voucher, to the cent", async () => {
    const code = newVoucherCode();
    await shop.database.db.insert(vouchers).values({
      code,
      initialCents: 1000,
      balanceCents: 1000,
      validUntil: "2099-12-31",
      state: "active",
      buyerName: "Jonas Beck",
      buyerEmail: "jonas@example.de",
      deliverOn: "2026-12-07",
    });
    const { status, body } = await shop.place("online", {
      items: [{ id: "pothos", quantity: 1 }],
      codes: [code],
    });
    expect(status).toBe(201);
    // 18,99 € + 4,90 € = 23,89 €; the voucher pays 10 €.
    expect(body.order).toMatchObject({ totalCents: 2389, voucherCents: 1000, dueCents: 1389 });
    const sessionId = /\/pay\/(cs_[A-Za-z0-9_]+)/.exec(body.payment?.redirectUrl ?? "")![1]!;
    const session = await shop.sdk().checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(1389);
    await shop.stripe.pay(sessionId, "card");
    await shop.delivered(sessionId, ["checkout.session.completed"]);
    const entries = await shop.entriesOf(body.order.id);
    expect(entries.map((e) => e.amountCents).sort()).toEqual([1000, 1389]);
    // The confirmation (sent once Stripe has the money) names the voucher's payment and the rest, which
    // is paid: „Restbetrag“, not „Noch zu zahlen“.
    const mail = (await shop.mailsOf(body.order.id)).find((m) => m.kind === "order-confirmation")!;
    expect(mail.text).toMatch(
      /Gesamtsumme \(inkl\. MwSt\.\): 23,89\s€\nGutschein [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}: [-−]10,00\s€\nRestbetrag: 13,89\s€/,
    );
    expect(mail.text).not.toContain("Noch zu zahlen");
  });
});
