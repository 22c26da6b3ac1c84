import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ORDER_VALIDATION } from "../../domain/contracts/order-messages";
import { MAX_QUANTITY } from "../../domain/orders/cart";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { orders, plants } from "../db/schema";
import { createServices, type Services } from "../services";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

/**
 * #49 §4: with the default settings one guest order on invoice reserved the whole stock of every plant
 * (7.714,95 €) until staff cancelled it. Now, by default, a line takes at most MAX_QUANTITY of a plant
 * and a new customer's first order on invoice at most 250 € (the back office's „Bestellgrenzen“); a
 * normal order goes through as before, and a returning customer is not capped.
 */
describe.each(TEST_DATABASES)("safe order limits by default on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    services = createServices(loadConfig({}), database);
    app = createApp({ services });
  });

  const order = async (email: string, items: { id: string; quantity: number }[]) => {
    const res = await app.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        items,
        shipping: { firstName: "Ida", lastName: "Moos", email, ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
      }),
    });
    return { status: res.status, body: await res.json() };
  };
  const stock = async () =>
    Object.fromEntries(
      (await database.db.select({ id: plants.id, stock: plants.stock }).from(plants)).map((p) => [
        p.id,
        p.stock,
      ]),
    );
  const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]!.n;
  const guest = () => `gast.${randomUUID()}@example.de`;

  it("a line of more than 10 of one plant is refused with the order API's German message", async () => {
    expect(MAX_QUANTITY).toBe(10);
    const before = await stock();
    const res = await order(guest(), [{ id: "pothos", quantity: 11 }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ORDER_VALIDATION.quantity);
    expect(res.body.message).toContain("Die Menge muss eine ganze Zahl von 1 bis 10 sein.");
    expect(await stock()).toEqual(before);
  });

  it("one guest order on invoice cannot take the shop: above 250 € a first order is refused, nothing reserved", async () => {
    const before = await stock();
    const orders = await orderCount();
    const all = Object.keys(before).map((id) => ({ id, quantity: MAX_QUANTITY }));
    const res = await order(guest(), all);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      error: "invoice_first_order_over_limit",
      message:
        "Bei der ersten Bestellung ist Kauf auf Rechnung bis 250,00\u00a0€ möglich. Bitte teile die Bestellung auf.",
    });
    expect(await stock()).toEqual(before);
    expect(await orderCount()).toBe(orders);
  });

  it("a normal order is untouched: a few plants on invoice as a new customer", async () => {
    const res = await order(guest(), [
      { id: "pothos", quantity: 2 },
      { id: "peace-lily", quantity: 1 },
    ]);
    expect(res.status).toBe(201);
    // The most of one plant is an order too.
    expect((await order(guest(), [{ id: "pothos", quantity: MAX_QUANTITY }])).status).toBe(201);
  });

  it("a returning customer's invoice order is not capped by the first-order limit", async () => {
    const email = guest();
    const first = await order(email, [{ id: "pothos", quantity: 1 }]);
    await database.db.update(orders).set({ status: "completed" }).where(eq(orders.id, first.body.order.id));
    const big = await order(email, [
      { id: "pothos", quantity: 10 },
      { id: "peace-lily", quantity: 10 },
    ]);
    expect(big.status).toBe(201);
    expect(big.body.order.totalCents).toBeGreaterThan(25_000);
  });

  it("the back office sets the cap (Bestellgrenzen): lower, or 0 for online only", async () => {
    const admin = { id: null, email: "inhaberin@example.de" };
    const lower = await services.settings.update(admin, "limits", services.settings.version(), {
      firstInvoiceMax: "50,00",
    });
    expect(lower).toMatchObject({ ok: true, changed: true });
    const three = [{ id: "pothos", quantity: 3 }]; // 56,97 €
    const refused = await order(guest(), three);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain("bis 50,00\u00a0€");
    expect((await order(guest(), [{ id: "pothos", quantity: 2 }])).status).toBe(201);
    await services.settings.update(admin, "limits", services.settings.version(), { firstInvoiceMax: "0" });
    expect((await order(guest(), [{ id: "pothos", quantity: 1 }])).status).toBe(422);
    // An amount the money forms would not take is refused at its field.
    for (const firstInvoiceMax of ["", "1e3", "0x10", "-5"])
      expect(
        await services.settings.update(admin, "limits", services.settings.version(), { firstInvoiceMax }),
      ).toMatchObject({ ok: false, status: 400, params: { field: "firstInvoiceMax" } });
  });
});
