import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatEuro } from "../../domain/orders/money";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { invoices, orders } from "../db/schema";
import { createServices, type Services } from "../services";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { rewriteHistory } from "../testing/rewrite-history";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";

/** Invoice payment with limits the merchant sets (#33): refused at checkout with a reason. */
describe.each(TEST_DATABASES)("invoice limits on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let services: Services;
  /** The same shop before it set limits: its orders are the customers' history. */
  let before: Services;
  let app: ReturnType<typeof createApp>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    before = createServices(loadConfig({}), database);
    services = createServices(
      loadConfig({
        INVOICE_MAX_TOTAL_EUR: "80",
        INVOICE_FIRST_ORDER: "refused",
        INVOICE_WHEN_OVERDUE: "refused",
      }),
      database,
    );
    app = createApp({ services });
  });

  const order = async (email: string, quantity = 1, locale = "de") => {
    const res = await app.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json", "x-shop-locale": locale },
      body: JSON.stringify({
        items: [{ id: "pothos", quantity }],
        shipping: { firstName: "Ida", lastName: "Moos", email, ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
      }),
    });
    return { status: res.status, body: await res.json() };
  };
  /** A customer with one completed order (shipped and paid), placed past the limits. */
  const regular = async (email: string) => {
    const first = await before.orders.place(
      {
        items: [{ id: "pothos", quantity: 1 }],
        shipping: { firstName: "Ida", lastName: "Moos", email, ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
      },
      { userId: null },
    );
    if (!first.ok) throw new Error(first.error);
    await database.db.update(orders).set({ status: "completed" }).where(eq(orders.id, first.order.id));
    return first.order;
  };

  it("refuses a first order by invoice, in the page's language, and says what else to do", async () => {
    const de = await order(`neu.${randomUUID()}@example.de`);
    expect(de.status).toBe(422);
    expect(de.body).toMatchObject({
      error: "invoice_first_order",
      message:
        "Kauf auf Rechnung bieten wir ab deiner zweiten Bestellung an. Bitte schreib uns, wir finden eine Lösung.",
    });
    const en = await order(`new.${randomUUID()}@example.de`, 1, "en");
    expect(en.body.message).toBe(
      "We offer pay by invoice from your second order. Please write to us and we will find a way.",
    );
  });

  it("lets a returning customer pay by invoice, whatever the letter case of their address", async () => {
    const email = `Stamm.${randomUUID()}@Example.de`;
    await regular(email);
    const again = await order(email.toLowerCase());
    expect(again.status).toBe(201);
  });

  it("refuses a total above the limit; the limit itself is fine", async () => {
    const email = `gross.${randomUUID()}@example.de`;
    await regular(email);
    const over = await order(email, 5); // 5 × 18,99 € = 94,95 €
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      error: "invoice_over_limit",
      message: `Kauf auf Rechnung ist bis ${formatEuro(8000)} möglich. Bitte teile die Bestellung auf.`,
    });
    expect((await order(email, 4)).status).toBe(201); // 75,96 €, shipping free
  });

  it("refuses while an invoice of the address is past its due date and open", async () => {
    const email = `spaet.${randomUUID()}@example.de`;
    await regular(email);
    const open = await before.orders.place(
      {
        items: [{ id: "pothos", quantity: 1 }],
        shipping: { firstName: "Ida", lastName: "Moos", email, ...TEST_ADDRESS },
        idempotencyKey: randomUUID(),
      },
      { userId: null },
    );
    if (!open.ok) throw new Error(open.error);
    await shipOrder(services, open.order.number);
    expect((await order(email)).status).toBe(201); // within the term: not overdue
    await rewriteHistory(database.db, "invoices", (db) =>
      db
        .update(invoices)
        .set({ data: sql`jsonb_set(${invoices.data}, '{payment,dueDate}', '"2026-01-05"')` })
        .where(eq(invoices.orderId, open.order.id)),
    );
    const refused = await order(email);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe("invoice_overdue");
  });
});

describe.each(TEST_DATABASES)("by default only the first-order cap (250 €, #49 §4) on $name", (target) => {
  let services: Services;
  withTestDatabase(target, {}, async (opened) => {
    services = createServices(loadConfig({}), opened);
  });

  it("a first order up to the cap may be paid by invoice", async () => {
    const r = await services.orders.place(
      {
        items: [{ id: "pothos", quantity: 9 }],
        shipping: {
          firstName: "Ida",
          lastName: "Moos",
          email: `x.${randomUUID()}@example.de`,
          ...TEST_ADDRESS,
        },
        idempotencyKey: randomUUID(),
      },
      { userId: null },
    );
    expect(r.ok).toBe(true);
  });
});
