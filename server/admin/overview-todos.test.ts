import { describe, expect, it } from "vitest";
import { TILE_LINKS } from "../../app/features/admin/tile-links";
import { dueDate } from "../../domain/orders/payment-term";
import { onlinePayments, orderPayments, withdrawals } from "../db/schema";
import { type accountsApp, insertOrder } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";
import type { AdminOrderQuery } from "./orders";

const item = { plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 };
/** Monday 30 November 2026, 11:00 in Berlin: today's dispatches are the orders placed before 14:00. */
const MONDAY = new Date("2026-11-30T10:00:00Z");

/**
 * The overview as a to-do list (#34): each tile counts exactly what the list it links to shows, the
 * dispatches promised for today or earlier come oldest first, and open withdrawals by their refund day.
 */
describe.each(TEST_DATABASES)("the overview's to-dos on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  /** The orders list a tile links to, read from the tile's own link. */
  const listOfTile = async (link: string, now: Date) => {
    const params = Object.fromEntries(new URL(link, "http://localhost").searchParams);
    return t.services.admin.orders(params as AdminOrderQuery, now);
  };

  it("Heute zu versenden: new and confirmed orders promised for today or earlier, the oldest promise first", async () => {
    const order = (email: string, status: "pending" | "processing" | "completed", createdAt: string) =>
      insertOrder(database, { email, status, createdAt: new Date(createdAt), items: [item] });
    // Thursday 9:00 Berlin: promised for Thursday, late. Friday 15:30: promised for Monday.
    const late = await order("spaet@example.de", "processing", "2026-11-26T08:00:00Z");
    const today = await order("heute@example.de", "pending", "2026-11-27T14:30:00Z");
    // Monday 14:30: promised for Tuesday. Shipped: nothing to do.
    const tomorrow = await order("morgen@example.de", "pending", "2026-11-30T13:30:00Z");
    const shipped = await order("fertig@example.de", "completed", "2026-11-20T08:00:00Z");
    const ours = [late, today, tomorrow, shipped].map((o) => o.number);

    const { dispatchDue } = await t.services.admin.overview(MONDAY);
    expect(dispatchDue.orders.filter((o) => ours.includes(o.orderNumber))).toEqual([
      {
        orderNumber: late.number,
        name: "Test Kunde",
        status: "processing",
        promisedOn: "2026-11-26",
        late: true,
      },
      {
        orderNumber: today.number,
        name: "Test Kunde",
        status: "pending",
        promisedOn: "2026-11-30",
        late: false,
      },
    ]);
    const list = await listOfTile(TILE_LINKS.dispatchDue, MONDAY);
    expect(list.total).toBe(dispatchDue.count);
    expect(list.rows.map((r) => r.number).filter((n) => ours.includes(n))).toEqual([
      late.number,
      today.number,
    ]);
    // Tuesday the Monday-afternoon order is due too.
    const tuesday = await t.services.admin.overview(new Date("2026-12-01T10:00:00Z"));
    expect(tuesday.dispatchDue.orders.map((o) => o.orderNumber)).toContain(tomorrow.number);
  });

  it("a bounced debit (#50 §6) is held out of „Heute zu versenden“ and named at the top until paid or released", async () => {
    const bounced = await insertOrder(database, {
      email: "geplatzt@example.de",
      status: "processing",
      createdAt: new Date("2026-11-26T08:00:00Z"),
      items: [item],
    });
    await database.db.insert(onlinePayments).values({
      orderId: bounced.id,
      sessionId: `cs_test_${bounced.id}`,
      checkoutUrl: "https://checkout.stripe.test/x",
      state: "failed",
      method: "sepa_debit",
      expiresAt: new Date("2026-11-27T08:00:00Z"),
    });
    const dispatchList = async () =>
      (await listOfTile(TILE_LINKS.dispatchDue, MONDAY)).rows.map((r) => r.number);
    let o = await t.services.admin.overview(MONDAY);
    expect(o.dispatchDue.orders.map((d) => d.orderNumber)).not.toContain(bounced.number);
    expect(await dispatchList()).not.toContain(bounced.number);
    expect(o.paymentBounced.orders.map((d) => d.orderNumber)).toContain(bounced.number);
    const heldList = await listOfTile(TILE_LINKS.paymentBounced, MONDAY);
    expect(heldList.total).toBe(o.paymentBounced.count);
    expect(heldList.rows.map((r) => r.number)).toContain(bounced.number);
    // The order page says so, and releasing it (staff ship anyway) puts it back on today's list.
    const page = await t.services.admin.order(bounced.number);
    expect(page!.hold).toBe("debit_bounced");
    const released = await t.services.admin.releaseHold(
      { id: "u1", email: "chefin@example.de" },
      bounced.number,
      page!.order.version,
    );
    expect(released).toMatchObject({ ok: true });
    expect((await t.services.admin.order(bounced.number))!.hold).toBeNull();
    o = await t.services.admin.overview(MONDAY);
    expect(o.dispatchDue.orders.map((d) => d.orderNumber)).toContain(bounced.number);
    expect(o.paymentBounced.orders.map((d) => d.orderNumber)).not.toContain(bounced.number);
    // A second release is refused: nothing holds it.
    const again = await t.services.admin.releaseHold(
      { id: "u1", email: "chefin@example.de" },
      bounced.number,
      (await t.services.admin.order(bounced.number))!.order.version,
    );
    expect(again).toMatchObject({ ok: false, status: 409, error: "not_held" });
  });

  it("a bounced debit the customer then paid by transfer is back on today's list", async () => {
    const paid = await insertOrder(database, {
      email: "ueberwiesen@example.de",
      status: "processing",
      createdAt: new Date("2026-11-26T08:00:00Z"),
      items: [item],
    });
    await database.db.insert(onlinePayments).values({
      orderId: paid.id,
      sessionId: `cs_test_${paid.id}`,
      checkoutUrl: "https://checkout.stripe.test/y",
      state: "failed",
      expiresAt: new Date("2026-11-27T08:00:00Z"),
    });
    expect(
      (await t.services.admin.overview(MONDAY)).dispatchDue.orders.map((d) => d.orderNumber),
    ).not.toContain(paid.number);
    await database.db.insert(orderPayments).values({
      orderId: paid.id,
      amountCents: paid.totalCents,
      paidOn: "2026-11-28",
      actor: "kasse@example.de",
    });
    expect((await t.services.admin.overview(MONDAY)).dispatchDue.orders.map((d) => d.orderNumber)).toContain(
      paid.number,
    );
  });

  it("every tile counts exactly what its list shows", async () => {
    // One of each: an overdue invoice, an order holding the customer's money, an open withdrawal.
    const overdue = await placeGuestOrder(t.services);
    await shipOrder(t.services, overdue.number);
    const overpaid = await placeGuestOrder(t.services);
    await shipOrder(t.services, overpaid.number);
    await database.db.insert(orderPayments).values({
      orderId: overpaid.id,
      amountCents: overpaid.totalCents + 500,
      paidOn: "2026-11-28",
      actor: "kasse@example.de",
    });
    await database.db.insert(withdrawals).values({
      orderReference: overpaid.number,
      name: "Greta Grün",
      email: "greta@example.de",
      statement: "Hiermit widerrufe ich.",
      orderId: overpaid.id,
    });
    await insertOrder(database, { email: "neu@example.de", status: "pending", items: [item] });
    await insertOrder(database, { email: "bestaetigt@example.de", status: "processing", items: [item] });
    const now = new Date(`${dueDate(new Date().toISOString().slice(0, 10), 30)}T10:00:00Z`);

    const o = await t.services.admin.overview(now);
    const tiles: [string, number][] = [
      [TILE_LINKS.dispatchDue, o.dispatchDue.count],
      [TILE_LINKS.newOrders, o.newOrders],
      [TILE_LINKS.toShip, o.toShip],
      [TILE_LINKS.refundsDue, o.refundsDue.count],
      [TILE_LINKS.overdue, o.overdue.count],
    ];
    for (const [link, count] of tiles) {
      expect(count, link).toBeGreaterThan(0);
      expect((await listOfTile(link, now)).total, link).toBe(count);
    }
    const open = new URL(TILE_LINKS.withdrawals, "http://localhost").searchParams.get("state")!;
    expect(o.recentWithdrawals).toBeGreaterThan(0);
    expect((await t.services.admin.withdrawals(open)).total).toBe(o.recentWithdrawals);
    // The list's CSV download holds the same orders.
    const { rows } = await t.services.admin.exportOrders({ todo: "overdue" });
    expect(rows).toBe((await listOfTile(TILE_LINKS.overdue, new Date())).total);
  });

  it("Erstattungen fällig: open withdrawals by their refund day (14 days from the declaration), the oldest first", async () => {
    const declare = (name: string, createdAt: string, state: "declared" | "received" | "settled") =>
      database.db
        .insert(withdrawals)
        .values({
          orderReference: "BW-2026-000001",
          name,
          email: "w@example.de",
          statement: "Widerruf",
          createdAt: new Date(createdAt),
          state,
        })
        .returning();
    const [recent] = await declare("Frida Frisch", "2026-11-25T10:00:00Z", "declared");
    const [old] = await declare("Otto Alt", "2026-11-10T10:00:00Z", "received");
    await declare("Erna Erledigt", "2026-11-01T10:00:00Z", "settled");

    const { refundDeadlines, recentWithdrawals } = await t.services.admin.overview(MONDAY);
    const ours = refundDeadlines.filter((w) => [recent!.id, old!.id].includes(w.withdrawalId));
    expect(ours).toEqual([
      {
        withdrawalId: old!.id,
        name: "Otto Alt",
        orderNumber: null,
        refundBy: "2026-11-24",
        daysLeft: -6,
        heldCents: null,
      },
      {
        withdrawalId: recent!.id,
        name: "Frida Frisch",
        orderNumber: null,
        refundBy: "2026-12-09",
        daysLeft: 9,
        heldCents: null,
      },
    ]);
    expect(refundDeadlines.map((w) => w.name)).not.toContain("Erna Erledigt");
    expect(refundDeadlines.length).toBe(Math.min(recentWithdrawals, 10));
  });

  it("a withdrawal of an order nobody paid has no refund to be late with; one that holds money has (#50 §3)", async () => {
    const unpaid = await placeGuestOrder(t.services);
    const paid = await placeGuestOrder(t.services);
    await database.db.insert(orderPayments).values({
      orderId: paid.id,
      amountCents: paid.totalCents,
      paidOn: new Date().toISOString().slice(0, 10),
      actor: "kasse@example.de",
    });
    const [a, b] = await database.db
      .insert(withdrawals)
      .values(
        [unpaid, paid].map((o) => ({
          orderReference: o.number,
          name: "Greta Grün",
          email: o.email,
          statement: "Widerruf",
          orderId: o.id,
        })),
      )
      .returning();
    const later = new Date(Date.now() + 15 * 86_400_000);
    const { refundDeadlines } = await t.services.admin.overview(later);
    expect(refundDeadlines.find((w) => w.withdrawalId === a!.id)).toMatchObject({ heldCents: 0 });
    expect(refundDeadlines.find((w) => w.withdrawalId === b!.id)).toMatchObject({
      heldCents: paid.totalCents,
      daysLeft: -1,
    });
  });
});
