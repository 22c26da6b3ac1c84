import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderPayments, orders } from "../db/schema";
import { type accountsApp, insertOrder } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

const item = { plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 };
const ACTOR = { id: "u1", email: "chefin@example.de" };

/**
 * The order page offers only the money actions its commands take (#50 §6): „Buchung stornieren" not on
 * Stripe's own entries, „Erstattung erfassen" not on a „Neu" order. One rule (domain/orders/ledger.ts)
 * for both: each offer is checked against the command's answer.
 */
describe.each(TEST_DATABASES)("money actions offered on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  it("Stripe's own payment offers no reversal; a transfer does, and the command agrees", async () => {
    const order = await insertOrder(database, {
      email: "karte@example.de",
      status: "processing",
      items: [item],
    });
    await database.db.insert(orderPayments).values([
      {
        orderId: order.id,
        amountCents: 1000,
        paidOn: "2026-11-28",
        method: "stripe",
        providerRef: `pi_${order.id}`,
        actor: "stripe",
      },
      {
        orderId: order.id,
        amountCents: 500,
        paidOn: "2026-11-28",
        method: "transfer",
        actor: "kasse@example.de",
      },
    ]);
    const page = (await t.services.admin.order(order.number))!;
    const stripe = page.movements.find((m) => m.method === "stripe")!;
    const transfer = page.movements.find((m) => m.method === "transfer")!;
    expect(stripe.reversible).toBe(false);
    expect(transfer.reversible).toBe(true);
    const refused = await t.services.admin.ledgerActions.reverse(ACTOR, order.number, page.order.version, {
      entryId: stripe.id,
      reason: "Versehen",
    });
    expect(refused).toMatchObject({ ok: false, error: "entry_from_stripe" });
    const done = await t.services.admin.ledgerActions.reverse(ACTOR, order.number, page.order.version, {
      entryId: transfer.id,
      reason: "Versehen",
    });
    expect(done).toMatchObject({ ok: true });
    // After it, neither the reversal nor the reversed entry is offered again.
    const after = (await t.services.admin.order(order.number))!;
    expect(after.movements.filter((m) => m.reversible).map((m) => m.id)).toEqual([]);
  });

  it("a „Neu“ order holding money offers no refund (confirm first); confirmed, it does", async () => {
    const order = await insertOrder(database, { email: "neu@example.de", status: "pending", items: [item] });
    await database.db.insert(orderPayments).values({
      orderId: order.id,
      amountCents: order.totalCents + 700,
      paidOn: "2026-11-28",
      actor: "kasse@example.de",
    });
    let page = (await t.services.admin.order(order.number))!;
    expect(page.balance.refundDueCents).toBe(700);
    expect(page.refundable).toBe(false);
    expect(page.movements[0]!.reversible).toBe(false);
    const refused = await t.services.admin.ledgerActions.refund(ACTOR, order.number, page.order.version, {
      amount: "7,00",
      paidOn: "2026-11-28",
      reason: "Zu viel überwiesen",
    });
    expect(refused).toMatchObject({ ok: false, error: "not_before_confirm" });
    await database.db.update(orders).set({ status: "processing" }).where(eq(orders.id, order.id));
    page = (await t.services.admin.order(order.number))!;
    expect(page.refundable).toBe(true);
    expect(page.movements[0]!.reversible).toBe(true);
  });

  it("nothing held, nothing to refund: no refund offered", async () => {
    const order = await insertOrder(database, {
      email: "offen@example.de",
      status: "processing",
      items: [item],
    });
    expect((await t.services.admin.order(order.number))!.refundable).toBe(false);
  });
});
