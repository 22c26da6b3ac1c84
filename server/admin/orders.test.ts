import { describe, expect, it } from "vitest";
import { withdrawals } from "../db/schema";
import { insertOrder } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { insertOnlineOrder } from "../testing/online-order";
import { withTwoCustomers } from "../testing/test-database";
import { ADMIN_ORDERS_PER_PAGE } from "./orders";

describe.each(TEST_DATABASES)("back-office orders on $name", (target) => {
  const s = withTwoCustomers(target);
  const item = (quantity: number) => ({ plantId: "pothos", name: "Efeutute", quantity, priceCents: 1000 });

  it("lists newest first, filters by status, sorts by total and pages by 25", async () => {
    const { admin } = s.t.services;
    const base = Date.parse("2026-06-01T10:00:00Z");
    for (let i = 0; i < 30; i++) {
      await insertOrder(s.database, {
        email: `liste${i}@example.de`,
        status: i % 3 === 0 ? "processing" : "pending",
        createdAt: new Date(base + i * 60_000),
        items: [item(1 + (i % 7))],
      });
    }
    const first = await admin.orders({});
    expect(first.total).toBe(30);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(ADMIN_ORDERS_PER_PAGE);
    expect(first.rows[0]!.email).toBe("liste29@example.de");
    const second = await admin.orders({ page: 2 });
    expect(second.rows.map((r) => r.email)).toEqual([4, 3, 2, 1, 0].map((i) => `liste${i}@example.de`));
    expect((await admin.orders({ page: 99 })).rows).toEqual([]);

    const confirmed = await admin.orders({ status: "processing" });
    expect(confirmed.total).toBe(10);
    expect(confirmed.rows.every((r) => r.status === "processing")).toBe(true);

    const byTotal = await admin.orders({ sort: "total-desc" });
    const totals = byTotal.rows.map((r) => r.totalCents);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const oldest = await admin.orders({ sort: "oldest" });
    expect(oldest.rows[0]!.email).toBe("liste0@example.de");
  });

  it("finds orders by number (with or without dashes), part of the name or the email", async () => {
    const { admin } = s.t.services;
    const order = await insertOrder(s.database, { email: "Suchbar.Sabine@Example.de", items: [item(2)] });
    const digits = order.number.replace(/\D/g, "");
    for (const q of [
      order.number,
      order.number.toLowerCase(),
      `BW ${digits.slice(0, 4)} ${digits.slice(4)}`,
      digits,
    ]) {
      const found = await admin.orders({ q });
      expect(
        found.rows.map((r) => r.number),
        q,
      ).toEqual([order.number]);
    }
    expect((await admin.orders({ q: digits.slice(-6) })).rows.map((r) => r.number)).toContain(order.number);
    expect((await admin.orders({ q: "suchbar.sabine" })).rows.map((r) => r.number)).toEqual([order.number]);
    expect((await admin.orders({ q: "Test Ku" })).total).toBeGreaterThan(0); // "Test Kunde", insertOrder's name
    // LIKE's wildcards are plain characters here, and nonsense finds nothing.
    expect((await admin.orders({ q: "%" })).total).toBe(0);
    expect((await admin.orders({ q: "_" })).total).toBe(0);
    expect((await admin.orders({ q: "'; drop table orders; --" })).total).toBe(0);
  });

  it("shows one order with items, address, totals and the withdrawal declared for it", async () => {
    const { admin } = s.t.services;
    const order = await insertOrder(s.database, { email: "detail@example.de", items: [item(3)] });
    await s.database.db.insert(withdrawals).values([
      {
        orderReference: `Bestellung ${order.number.toLowerCase()}`,
        name: "D",
        email: " Detail@example.de",
        statement: "Widerruf",
      },
      { orderReference: order.number, name: "F", email: "fremd@example.de", statement: "Widerruf" },
    ]);
    const detail = await admin.order(order.number);
    expect(detail?.order).toMatchObject({
      number: order.number,
      status: "pending",
      totalCents: 3000 + 490,
      customer: { email: "detail@example.de", city: "Aachen", postalCode: "52062" },
    });
    expect(detail?.items).toEqual([
      {
        plantId: "pothos",
        name: "Efeutute",
        quantity: 3,
        priceCents: 1000,
        lineTotalCents: 3000,
        vatRate: 7,
      },
    ]);
    // Only the declaration from the order's own address counts.
    expect(detail?.withdrawals).toHaveLength(1);
    expect(await admin.order("BW-1999-000000")).toBeNull();
  });

  it("names each order's payment in the list: invoice, or online with its Stripe state; filters by it", async () => {
    const { admin } = s.t.services;
    const invoice = await insertOrder(s.database, { email: "zahlart-rechnung@example.de", items: [item(1)] });
    const states = ["open", "processing", "paid", "failed", "expired"] as const;
    for (const state of states)
      await insertOnlineOrder(s.database, {
        email: `zahlart-${state}@example.de`,
        state,
        method: state === "open" || state === "expired" ? null : state === "paid" ? "card" : "sepa_debit",
        feeCents: 82,
      });
    const rows = (await admin.orders({ q: "zahlart-" })).rows;
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(byEmail["zahlart-rechnung@example.de"]).toMatchObject({ paymentMethod: "invoice", online: null });
    expect(byEmail["zahlart-paid@example.de"]).toMatchObject({
      paymentMethod: "stripe",
      online: { state: "paid", method: "card" },
    });
    for (const state of states)
      expect(byEmail[`zahlart-${state}@example.de`]?.online?.state, state).toBe(state);

    const online = await admin.orders({ q: "zahlart-", payment: "online" });
    expect(online.total).toBe(5);
    expect(online.rows.every((r) => r.paymentMethod === "stripe")).toBe(true);
    const byInvoice = await admin.orders({ q: "zahlart-", payment: "invoice" });
    expect(byInvoice.rows.map((r) => r.number)).toEqual([invoice.number]);
  });

  it("shows an online order's Stripe payment on its page: method, state, PaymentIntent and the entry's fee", async () => {
    const { admin } = s.t.services;
    const paid = await insertOnlineOrder(s.database, {
      email: "stripe-detail@example.de",
      state: "paid",
      method: "paypal",
      feeCents: 82,
    });
    const detail = await admin.order(paid.number);
    expect(detail?.order).toMatchObject({
      paymentMethod: "stripe",
      online: { state: "paid", method: "paypal", paymentIntentId: paid.paymentIntentId, feeCents: 82 },
    });
    expect(detail?.movements).toEqual([
      expect.objectContaining({
        kind: "payment",
        method: "stripe",
        actor: "stripe",
        amountCents: 1899 + 490,
      }),
    ]);
    expect(detail?.balance.dueCents).toBe(0);

    // Still open: no PaymentIntent, no fee, no entry — and confirming stays possible.
    const open = await insertOnlineOrder(s.database, { email: "stripe-open@example.de", state: "open" });
    const openDetail = await admin.order(open.number);
    expect(openDetail?.order.online).toEqual({
      state: "open",
      method: null,
      paymentIntentId: null,
      feeCents: null,
    });
    expect(openDetail?.movements).toEqual([]);
    expect(openDetail?.actions).toContain("confirm");

    const invoice = await insertOrder(s.database, { email: "stripe-none@example.de", items: [item(1)] });
    expect((await admin.order(invoice.number))?.order).toMatchObject({
      paymentMethod: "invoice",
      online: null,
    });
  });
});
