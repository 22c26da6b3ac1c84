import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { shopClock } from "../../domain/orders/delivery";
import { approvals, orderPayments, users } from "../db/schema";
import type { AccountsApp, Customer } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";

/** Money moves on the shop's day, never before the order was placed (#50 §4). */
const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);

/**
 * Money in the hands of those allowed to move it (#49 §3): customer service refunds and issues credit
 * notes up to the owner's limit (settings group `approvals`, 50 € by default); above it the request
 * waits on /admin/approvals until the owner approves (then it runs) or declines. Through the real
 * order and approvals pages' actions.
 */
describe.each(TEST_DATABASES)("customer service's limit and the owner's approval on $name", (target) => {
  let database: Parameters<Parameters<typeof withTestDatabase>[2] & object>[0];
  let t: AccountsApp;
  let owner: Customer;
  let service: Customer;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
    owner = await t.signUp("Olga Inhaberin");
    service = await t.signUp("Sven Service");
    await database.db.update(users).set({ role: "owner" }).where(eq(users.id, owner.user.id));
    await database.db.update(users).set({ role: "service" }).where(eq(users.id, service.user.id));
  });

  const context = () => ({ services: t.services }) as never;
  const post = (path: string, cookie: string, form: Record<string, string>) =>
    new Request(`http://localhost:3000${path}`, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    });
  const answer = async (run: () => Promise<unknown>) => {
    try {
      const r = (await run()) as { type?: string; data?: unknown; init?: { status?: number } };
      return r && r.type === "DataWithResponseInit"
        ? { status: r.init?.status, data: r.data as Record<string, string> }
        : { status: 200, data: r as Record<string, string> };
    } catch (e) {
      const r = e as { type?: string; data?: unknown; init?: { status?: number } };
      if (r?.type !== "DataWithResponseInit") throw e;
      return { status: r.init?.status, data: r.data as Record<string, string> };
    }
  };

  /** A shipped order (so it has an invoice) paid twice: its whole total is due back. */
  async function overpaidOrder() {
    const placed = await placeGuestOrder(t.services, { items: [{ id: "monstera-deliciosa", quantity: 3 }] });
    await shipOrder(t.services, placed.number);
    for (let i = 0; i < 2; i++) {
      const { order } = (await t.services.admin.order(placed.number))!;
      const paid = await t.services.admin.ledgerActions.pay(
        { id: null, email: "kasse@example.de" },
        placed.number,
        order.version,
        { amount: (order.totalCents / 100).toFixed(2).replace(".", ","), paidOn: today() },
      );
      expect(paid.ok).toBe(true);
    }
    const detail = (await t.services.admin.order(placed.number))!;
    expect(detail.balance.refundDueCents).toBeGreaterThan(8500);
    return detail.order;
  }

  const refunds = async (orderId: string) =>
    (await database.db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId))).filter(
      (p) => p.kind === "refund",
    );

  const orderAction = async (number: string, cookie: string, form: Record<string, string>) => {
    const { action } = await import("../../app/routes/admin/order");
    return answer(() =>
      action({
        request: post(`/admin/orders/${number}`, cookie, form),
        params: { number },
        context: context(),
      } as never),
    );
  };
  const approvalsAction = async (cookie: string, form: Record<string, string>) => {
    const { action } = await import("../../app/routes/admin/approvals");
    return answer(() =>
      action({ request: post("/admin/approvals", cookie, form), params: {}, context: context() } as never),
    );
  };
  const approvalsPage = async (cookie: string) => {
    const { loader } = await import("../../app/routes/admin/approvals");
    return answer(() =>
      loader({
        request: new Request("http://localhost:3000/admin/approvals", { headers: { cookie } }),
        params: {},
        context: context(),
      } as never),
    );
  };

  it("the limit holds per order: a large refund split into small ones waits once they add up past it", async () => {
    const order = await overpaidOrder();
    const refund = async (amount: string) => {
      const now = (await t.services.admin.order(order.number))!.order;
      return orderAction(order.number, service.cookie, {
        intent: "refund",
        version: String(now.version),
        amount,
        paidOn: today(),
        reason: "Kulanz",
        method: "transfer",
      });
    };
    expect(await refund("30,00")).toMatchObject({ status: 200 });
    expect((await refunds(order.id)).map((r) => r.amountCents)).toEqual([3000]);
    // 30 € more would make 60 € from customer service on this order: past the 50 € limit, it waits
    const second = await refund("30,00");
    expect(second.data.notice).toContain("wartet jetzt unter „Freigaben“");
    expect((await refunds(order.id)).map((r) => r.amountCents)).toEqual([3000]);
    // up to the limit it still runs at once
    expect(await refund("20,00")).toMatchObject({ status: 200 });
    expect((await refunds(order.id)).map((r) => r.amountCents).sort()).toEqual([2000, 3000]);
    // the waiting 30 € is the owner's to decide (declined here, so the list is as the next test finds it)
    const [waiting] = await database.db.select().from(approvals).where(eq(approvals.subject, order.number));
    expect(waiting).toMatchObject({ amountCents: 3000, state: "pending" });
    const declined = await approvalsAction(owner.cookie, {
      intent: "decline",
      id: waiting!.id,
      reason: "Schon erstattet",
    });
    expect(declined.data.notice).toMatch(/Abgelehnt/);
  });

  it("up to the limit customer service refunds at once; above it the refund waits, the owner approves and it is paid", async () => {
    const order = await overpaidOrder();
    const small = await orderAction(order.number, service.cookie, {
      intent: "refund",
      version: String(order.version),
      amount: "30,00",
      paidOn: today(),
      reason: "Kulanz",
      method: "transfer",
    });
    expect(small).toMatchObject({ status: 200 });
    expect((await refunds(order.id)).map((r) => r.amountCents)).toEqual([3000]);

    const now = (await t.services.admin.order(order.number))!.order;
    const big = await orderAction(order.number, service.cookie, {
      intent: "refund",
      version: String(now.version),
      amount: "55,00",
      paidOn: today(),
      reason: "Pflanze kam erfroren an",
      method: "transfer",
    });
    expect(big.status).toBe(200);
    expect(big.data.notice).toContain("wartet jetzt unter „Freigaben“");
    expect(big.data.notice).toContain("55,00");
    // Nothing moved yet; the order is as it was.
    expect((await refunds(order.id)).map((r) => r.amountCents)).toEqual([3000]);
    expect((await t.services.admin.order(order.number))!.order.version).toBe(now.version);

    // Customer service cannot approve its own request, nor see the list.
    expect((await approvalsPage(service.cookie)).status).toBe(403);
    const list = await approvalsPage(owner.cookie);
    const pending = (
      list.data as unknown as {
        pending: { id: string; amountCents: number; requestedBy: string; reason: string }[];
      }
    ).pending;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      amountCents: 5500,
      requestedBy: service.email,
      reason: "Pflanze kam erfroren an",
    });
    expect((await approvalsAction(service.cookie, { intent: "approve", id: pending[0]!.id })).status).toBe(
      403,
    );

    const approved = await approvalsAction(owner.cookie, { intent: "approve", id: pending[0]!.id });
    expect(approved.status).toBe(200);
    expect(approved.data.notice).toMatch(/^Freigegeben und ausgeführt/);
    const paidBack = await refunds(order.id);
    expect(paidBack.map((r) => r.amountCents)).toEqual([3000, 5500]);
    expect(paidBack[1]!.actor).toBe(owner.email);
    // Decided once: a second click changes nothing.
    expect((await approvalsAction(owner.cookie, { intent: "approve", id: pending[0]!.id })).status).toBe(409);
    expect(await refunds(order.id)).toHaveLength(2);
    const [row] = await database.db.select().from(approvals).where(eq(approvals.id, pending[0]!.id));
    expect(row).toMatchObject({ state: "approved", decidedByEmail: owner.email });
  });

  it("a credit note above the limit waits too; declined, nothing is issued", async () => {
    const order = await overpaidOrder();
    const asked = await orderAction(order.number, service.cookie, {
      intent: "credit",
      version: String(order.version),
      amount: "60",
      rate: "",
      reason: "Kulanz",
    });
    expect(asked.data.notice).toContain("wartet");
    const [row] = await database.db.select().from(approvals).where(eq(approvals.subject, order.number));
    expect(row).toMatchObject({ kind: "order_credit", amountCents: 6000, state: "pending" });
    const declined = await approvalsAction(owner.cookie, {
      intent: "decline",
      id: row!.id,
      reason: "Zu viel",
    });
    expect(declined.data.notice).toMatch(/Abgelehnt/);
    const detail = (await t.services.admin.order(order.number))!;
    expect(Math.abs(detail.balance.creditedCents)).toBe(0);
    expect((await database.db.select().from(approvals).where(eq(approvals.id, row!.id)))[0]).toMatchObject({
      state: "declined",
      outcome: "Zu viel",
    });
  });

  it("the owner and accounting have no limit; the limit follows the settings; a refused approval waits again", async () => {
    const order = await overpaidOrder();
    const byOwner = await orderAction(order.number, owner.cookie, {
      intent: "refund",
      version: String(order.version),
      amount: "70",
      paidOn: today(),
      reason: "Retoure",
      method: "transfer",
    });
    expect(byOwner.status).toBe(200);
    expect((await refunds(order.id)).map((r) => r.amountCents)).toEqual([7000]);

    // Limit 0: every refund of customer service waits.
    const saved = await t.services.settings.update(
      { id: owner.user.id, email: owner.email },
      "approvals",
      t.services.settings.version(),
      { serviceLimit: "0" },
    );
    expect(saved.ok).toBe(true);
    const now = (await t.services.admin.order(order.number))!.order;
    const asked = await orderAction(order.number, service.cookie, {
      intent: "refund",
      version: String(now.version),
      amount: "1",
      paidOn: today(),
      reason: "Porto",
      method: "transfer",
    });
    expect(asked.data.notice).toContain("über deinem Limit von 0,00");
    // Meanwhile everything due is refunded: the approval's refund is refused and waits again.
    const due = (await t.services.admin.order(order.number))!;
    await t.services.admin.ledgerActions.refund(
      { id: null, email: "kasse@example.de" },
      order.number,
      due.order.version,
      {
        amount: (due.balance.refundDueCents / 100).toFixed(2).replace(".", ","),
        paidOn: today(),
        reason: "Rest",
        method: "transfer",
      },
    );
    const [row] = await database.db.select().from(approvals).where(eq(approvals.subject, order.number));
    const refused = await approvalsAction(owner.cookie, { intent: "approve", id: row!.id });
    expect(refused.status).toBe(422);
    expect(refused.data.error).toMatch(/\w/);
    expect((await database.db.select().from(approvals).where(eq(approvals.id, row!.id)))[0]!.state).toBe(
      "pending",
    );
    await t.services.settings.update(
      { id: owner.user.id, email: owner.email },
      "approvals",
      t.services.settings.version(),
      {
        serviceLimit: "50",
      },
    );
  });
});
