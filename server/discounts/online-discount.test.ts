import { describe, expect, it } from "vitest";
import { discountCodes } from "../db/schema";
import { TEST_DATABASES } from "../testing/databases";
import { postOrder, withStripeShop } from "../testing/stripe-shop";

/**
 * #43 §2 through the HTTP edge and the local Stripe server (as strict as Stripe: no negative line item):
 * Stripe's page charges the discounted total, the ledger books it, and a refused code answers 422 in the
 * request's language.
 */
describe.each(TEST_DATABASES)("discount codes through the order API and Stripe on $name", (target) => {
  const shop = withStripeShop(target);

  it("an order paid online with a code: Stripe charges the total after the discount, to the cent", async () => {
    await shop.database.db
      .insert(discountCodes)
      .values({ code: "DREI", kind: "amount", value: 333, createdBy: "t" });
    // 3 × 1899 = 5697 − 333 = 5364 = 3 × 1788; shipping 490 stays.
    const { status, body } = await shop.place("online", {
      items: [{ id: "pothos", quantity: 3 }],
      codes: ["drei"],
    });
    expect(status).toBe(201);
    expect(body.order).toMatchObject({
      subtotalCents: 5697,
      discountCents: 333,
      totalCents: 5697 + 490 - 333,
    });
    const sessionId = /\/pay\/(cs_[A-Za-z0-9_]+)/.exec(body.payment?.redirectUrl ?? "")![1]!;
    const session = await shop.sdk().checkout.sessions.retrieve(sessionId);
    expect(session.amount_total).toBe(5697 + 490 - 333);
    await shop.stripe.pay(sessionId, "card");
    await shop.delivered(sessionId, ["checkout.session.completed"]);
    const entries = await shop.entriesOf(body.order.id);
    expect(entries.map((e) => e.amountCents)).toEqual([5854]);
    const [mail] = await shop.mailsOf(body.order.id);
    expect(mail!.text).toMatch(/Rabattcode DREI: [-−]3,33\s€\nGesamtsumme \(inkl\. MwSt\.\): 58,54\s€/);
  });

  it("a refused code: 422 with the reason in the request's language, nothing ordered", async () => {
    const de = await postOrder(shop.app, "invoice", { codes: ["GIBTSNICHT"] });
    expect(de.status).toBe(422);
    expect(await de.json()).toMatchObject({
      error: "discount_unknown",
      message: "Den Code „GIBTSNICHT“ kennen wir nicht. Bitte prüfe die Schreibweise.",
    });
    const en = await shop.app.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-locale": "en" },
      body: JSON.stringify({
        items: [{ id: "pothos", quantity: 1 }],
        shipping: {
          firstName: "A",
          lastName: "B",
          email: "a@example.de",
          address: "Gartenweg 3",
          city: "Aachen",
          postalCode: "52062",
          country: "DE",
        },
        idempotencyKey: crypto.randomUUID(),
        codes: ["GIBTSNICHT"],
      }),
    });
    expect(en.status).toBe(422);
    expect(await en.json()).toMatchObject({
      error: "discount_unknown",
      message: "We do not know the code “GIBTSNICHT”. Please check the spelling.",
    });
  });
});
