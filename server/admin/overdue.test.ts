import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopClock } from "../../domain/orders/delivery";
import { dueDate } from "../../domain/orders/payment-term";
import { invoices, orderPayments } from "../db/schema";
import type { InvoiceData } from "../invoices/issue";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { rewriteHistory } from "../testing/rewrite-history";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";

const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);
/** Noon in Berlin on a calendar day. */
const noonOn = (iso: string) => new Date(`${iso}T11:00:00Z`);

/**
 * The overdue list of the overview (#27): an invoice is overdue once the due date printed on it
 * (`payment.dueDate`: invoice date = shipping day + PAYMENT_TERM_DAYS) has passed in Berlin and its
 * order still has an open amount by the ledger (view order_balances): payments, credit notes and a
 * Stornorechnung reduce it; a customer within the term is never listed.
 */
describe.each(TEST_DATABASES)("overdue invoices on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  let t30: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
    t30 = app({ PAYMENT_TERM_DAYS: "30" });
  });

  const overdueOn = async (app: typeof t, iso: string, orderNumber: string) =>
    (await app.services.admin.overview(noonOn(iso))).overdue.invoices.find(
      (i) => i.orderNumber === orderNumber,
    );
  const invoiceOf = async (orderId: string) =>
    (await database.db.select().from(invoices).where(eq(invoices.orderId, orderId))).find(
      (i) => i.kind === "invoice",
    )!;
  const pay = (orderId: string, amountCents: number) =>
    database.db
      .insert(orderPayments)
      .values({ orderId, amountCents, paidOn: today(), actor: "kasse@example.de" });
  /** A credit note (Rechnungskorrektur) as the ledger records it: a negative document. */
  const credit = async (orderId: string, amountCents: number, n: number) => {
    const original = await invoiceOf(orderId);
    const number = `RK-2026-9${String(n).padStart(5, "0")}`;
    await database.db.insert(invoices).values({
      number,
      kind: "credit",
      orderId,
      deliveryDate: original.deliveryDate,
      totalCents: -amountCents,
      data: { ...(original.data as InvoiceData), kind: "credit", number, payment: null },
      reason: "Kulanz",
    });
  };

  it("an order not yet shipped has no invoice and is never overdue", async () => {
    const order = await placeGuestOrder(t.services);
    expect(await overdueOn(t, dueDate(today(), 400), order.number)).toBeUndefined();
  });

  it("within the term (up to the printed due date) not overdue; the day after overdue with the ledger's open amount, until paid", async () => {
    const order = await placeGuestOrder(t.services);
    await shipOrder(t.services, order.number);
    const invoice = await invoiceOf(order.id);
    const due = dueDate(today(), 14);
    expect((invoice.data as InvoiceData).payment!.dueDate).toBe(due);

    expect(await overdueOn(t, today(), order.number)).toBeUndefined();
    expect(await overdueOn(t, due, order.number)).toBeUndefined();
    expect(await overdueOn(t, dueDate(due, 1), order.number)).toEqual({
      orderNumber: order.number,
      invoiceNumber: invoice.number,
      name: "Greta Grün",
      openCents: order.totalCents,
      dueOn: due,
      daysOverdue: 1,
    });
    const later = await t.services.admin.overview(noonOn(dueDate(due, 1)));
    expect(later.overdue.count).toBeGreaterThanOrEqual(later.overdue.invoices.length);

    await pay(order.id, 1000);
    expect(await overdueOn(t, dueDate(due, 6), order.number)).toMatchObject({
      openCents: order.totalCents - 1000,
      daysOverdue: 6,
    });
    await pay(order.id, order.totalCents - 1000);
    expect(await overdueOn(t, dueDate(due, 6), order.number)).toBeUndefined();
  });

  it("a credit note reduces the open amount; one that settles it ends the chase, as does a Stornorechnung", async () => {
    const due = dueDate(today(), 14);
    const order = await placeGuestOrder(t.services);
    await shipOrder(t.services, order.number);
    await credit(order.id, 500, 1);
    expect(await overdueOn(t, dueDate(due, 3), order.number)).toMatchObject({
      openCents: order.totalCents - 500,
    });
    await credit(order.id, order.totalCents - 500, 2);
    expect(await overdueOn(t, dueDate(due, 3), order.number)).toBeUndefined();

    // Part-paid, the rest credited (e.g. a withdrawal of one plant before paying): nothing open.
    const part = await placeGuestOrder(t.services);
    await shipOrder(t.services, part.number);
    await pay(part.id, 1000);
    await credit(part.id, part.totalCents - 1000, 3);
    expect(await overdueOn(t, dueDate(due, 3), part.number)).toBeUndefined();

    const cancelled = await placeGuestOrder(t.services);
    await shipOrder(t.services, cancelled.number);
    expect((await t.services.orders.cancel(cancelled.id)).ok).toBe(true);
    expect(await overdueOn(t, dueDate(due, 3), cancelled.number)).toBeUndefined();
  });

  it("the printed due date counts: with PAYMENT_TERM_DAYS=30 nobody is chased after 14 days", async () => {
    const order = await placeGuestOrder(t30.services);
    await shipOrder(t30.services, order.number);
    const due = dueDate(today(), 30);
    expect((await invoiceOf(order.id)).data).toMatchObject({ payment: { termDays: 30, dueDate: due } });
    expect(await overdueOn(t30, dueDate(today(), 15), order.number)).toBeUndefined();
    expect(await overdueOn(t30, due, order.number)).toBeUndefined();
    expect(await overdueOn(t30, dueDate(due, 1), order.number)).toMatchObject({ dueOn: due, daysOverdue: 1 });
  });

  it("an invoice issued before #27 keeps its own printed due date, whatever the setting now", async () => {
    const order = await placeGuestOrder(t30.services);
    await shipOrder(t30.services, order.number);
    const invoice = await invoiceOf(order.id);
    const data = invoice.data as InvoiceData;
    // As issued with the order by the old code: version 1, due 14 days after the order day.
    const printed = dueDate(today(), 14);
    await rewriteHistory(database.db, "invoices", (db) =>
      db
        .update(invoices)
        .set({ data: { ...data, version: 1, payment: { termDays: 14, dueDate: printed } } })
        .where(eq(invoices.id, invoice.id)),
    );
    expect(await overdueOn(t30, printed, order.number)).toBeUndefined();
    expect(await overdueOn(t30, dueDate(printed, 1), order.number)).toMatchObject({
      dueOn: printed,
      daysOverdue: 1,
    });
  });
});
