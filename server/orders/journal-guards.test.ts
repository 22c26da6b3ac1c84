import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopClock } from "../../domain/orders/delivery";
import { invoices, orderPayments, orderShipments, orders, providerRefunds, stockJournal } from "../db/schema";
import { dayIso } from "../invoices/issue";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { shipOrder, WAREHOUSE } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";

/**
 * The money's journals are append-only, and the database says so (#44 §3): whatever a piece of code
 * (or a person with a SQL prompt) asks, an invoice, a money movement, a parcel or a stock change is
 * never edited or deleted; a refund asked of Stripe settles once; a reversal names its own entry.
 */
describe.each(TEST_DATABASES)("append-only journals on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  /** A shipped, paid order: an invoice, a parcel, a stock change and a payment. */
  const history = async () => {
    const order = await placeGuestOrder(t.services);
    await shipOrder(t.services, order.number);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    const paid = await t.services.admin.ledgerActions.pay(WAREHOUSE, order.number, row!.version, {
      amount: (row!.totalCents / 100).toFixed(2).replace(".", ","),
      paidOn: dayIso(shopClock(new Date()).day),
    });
    expect(paid.ok).toBe(true);
    return order.id;
  };

  /** The database's refusal of a statement: its SQLSTATE (pg and PGlite put it in `code` or its cause). */
  const refusalOf = async (statement: Promise<unknown>): Promise<string | undefined> => {
    try {
      await statement;
    } catch (e) {
      const err = e as { code?: string; cause?: { code?: string } };
      return err.code ?? err.cause?.code ?? "unknown";
    }
    return undefined;
  };

  it("refuses UPDATE and DELETE on invoices, money movements, parcels and the stock journal", async () => {
    const orderId = await history();
    const db = database.db;
    const rowsOf = {
      invoices: await db.select().from(invoices).where(eq(invoices.orderId, orderId)),
      orderPayments: await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)),
      orderShipments: await db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)),
      stockJournal: await db.select().from(stockJournal).where(eq(stockJournal.orderId, orderId)),
    };
    for (const rows of Object.values(rowsOf)) expect(rows.length).toBeGreaterThan(0);
    // restrict_violation (23001) from the journal's trigger, for each statement
    expect(
      await refusalOf(db.update(invoices).set({ totalCents: 1 }).where(eq(invoices.orderId, orderId))),
    ).toBe("23001");
    expect(await refusalOf(db.delete(invoices).where(eq(invoices.orderId, orderId)))).toBe("23001");
    expect(
      await refusalOf(
        db.update(orderPayments).set({ amountCents: 1 }).where(eq(orderPayments.orderId, orderId)),
      ),
    ).toBe("23001");
    expect(await refusalOf(db.delete(orderPayments).where(eq(orderPayments.orderId, orderId)))).toBe("23001");
    expect(
      await refusalOf(
        db.update(orderShipments).set({ trackingNumber: "x" }).where(eq(orderShipments.orderId, orderId)),
      ),
    ).toBe("23001");
    expect(await refusalOf(db.delete(orderShipments).where(eq(orderShipments.orderId, orderId)))).toBe(
      "23001",
    );
    expect(
      await refusalOf(db.update(stockJournal).set({ delta: 5 }).where(eq(stockJournal.orderId, orderId))),
    ).toBe("23001");
    expect(await refusalOf(db.delete(stockJournal).where(eq(stockJournal.orderId, orderId)))).toBe("23001");
    // and nothing changed
    expect(await db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual(rowsOf.invoices);
    expect(await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId))).toEqual(
      rowsOf.orderPayments,
    );
    // an order with money and parcels cannot be deleted (no cascade takes its payments along)
    expect(await refusalOf(db.delete(orders).where(eq(orders.id, orderId)))).toBe("23503");
  });

  it("a reversal must name an entry of the same order, kind and amount", async () => {
    const orderId = await history();
    const other = await history();
    const db = database.db;
    const [payment] = await db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
    const reversal = (over: Partial<typeof orderPayments.$inferInsert>) =>
      db.insert(orderPayments).values({
        orderId,
        kind: "payment",
        amountCents: payment!.amountCents,
        paidOn: payment!.paidOn,
        reason: "Falsch erfasst",
        reversesId: payment!.id,
        actor: "test",
        ...over,
      });
    expect(await refusalOf(reversal({ amountCents: payment!.amountCents - 1 }))).toBe("23503");
    expect(await refusalOf(reversal({ kind: "refund" }))).toBe("23503");
    expect(await refusalOf(reversal({ orderId: other }))).toBe("23503");
    expect(await refusalOf(reversal({}))).toBeUndefined();
    // a movement of a kind the ledger does not know
    expect(
      await refusalOf(
        db.execute(
          sql`insert into order_payments (order_id, kind, amount_cents, paid_on, actor) values (${orderId}, 'gift', 1, ${payment!.paidOn}, 'test')`,
        ),
      ),
    ).toBe("23514");
  });

  it("a refund asked of Stripe settles once, from pending, and what was asked never changes", async () => {
    const orderId = await history();
    const db = database.db;
    const [request] = await db
      .insert(providerRefunds)
      .values({ orderId, amountCents: 500, reason: "Kulanz", actor: "test" })
      .returning();
    const id = request!.id;
    expect(
      await refusalOf(db.update(providerRefunds).set({ amountCents: 400 }).where(eq(providerRefunds.id, id))),
    ).toBe("23001");
    expect(await refusalOf(db.delete(providerRefunds).where(eq(providerRefunds.id, id)))).toBe("23001");
    // learning Stripe's id while pending is allowed, once
    expect(
      await refusalOf(
        db.update(providerRefunds).set({ providerRef: "re_1" }).where(eq(providerRefunds.id, id)),
      ),
    ).toBeUndefined();
    expect(
      await refusalOf(
        db.update(providerRefunds).set({ providerRef: "re_2" }).where(eq(providerRefunds.id, id)),
      ),
    ).toBe("23001");
    // posted without the money movement it became: refused by its check
    expect(
      await refusalOf(db.update(providerRefunds).set({ state: "posted" }).where(eq(providerRefunds.id, id))),
    ).toBe("23514");
    expect(
      await refusalOf(
        db
          .update(providerRefunds)
          .set({ state: "voided", failure: "insufficient_funds" })
          .where(eq(providerRefunds.id, id)),
      ),
    ).toBeUndefined();
    // settled: no way back
    expect(
      await refusalOf(db.update(providerRefunds).set({ state: "pending" }).where(eq(providerRefunds.id, id))),
    ).toBe("23001");
  });
});
