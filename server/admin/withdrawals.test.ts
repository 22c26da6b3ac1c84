import { and, asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refusalText } from "../../app/features/admin/refusal.server";
import { shopClock } from "../../domain/orders/delivery";
import { formatEuroInput } from "../../domain/orders/money";
import { orderHistory } from "../account/orders";
import { auditLog, invoices, mailOutbox, plants, stockJournal, withdrawals } from "../db/schema";
import { devMailbox } from "../mail/dev-mailbox";
import type { accountsApp } from "../testing/accounts";
import { confirmationLink, declareAndConfirm } from "../testing/confirmed-withdrawal";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { pdfText } from "../testing/pdf-text";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";

const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);
const kasse = { id: null, email: "kasse@example.de" };

describe.each(TEST_DATABASES)("withdrawals in the back office on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  /** A withdrawn order was delivered: shipped, so it has its invoice (issued at "Versenden", #27). */
  const place = async () => {
    const order = await placeGuestOrder(t.services, { emailPrefix: "widerruf" });
    await shipOrder(t.services, order.number);
    return order;
  };
  /** A guest's declaration that the order's customer confirmed by the mailed link (linked, #29). */
  const declare = async (orderReference: string, email: string) =>
    (await declareAndConfirm(t.services, { orderReference, name: "Greta Grün", email })).receipt.id;
  /** A declaration nobody confirmed (a stranger's, or not yet): not linked. */
  const declareUnconfirmed = async (orderReference: string, email: string) => {
    const r = await t.services.withdrawals.declare({ orderReference, name: "Greta Grün", email });
    if (!r.ok) throw new Error(r.issue);
    return r.receipt.id;
  };
  const row = async (id: string) =>
    (await database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
  const actions = () => t.services.admin.withdrawalActions;
  const audits = async (id: string, action: string) =>
    (
      await database.db
        .select({ n: count() })
        .from(auditLog)
        .where(
          and(eq(auditLog.entityType, "withdrawal"), eq(auditLog.entityId, id), eq(auditLog.action, action)),
        )
    )[0]!.n;

  it("links a guest's declaration only once the order's address confirms it, else staff link it (#29)", async () => {
    const order = await place();
    // The number without dashes and words around it still names the order; the address matches — but
    // anyone can type both: not linked, shown as unconfirmed with the order as a hint.
    const linked = await declareUnconfirmed(
      `Bestellung ${order.number.replace(/-/g, "")} vom Montag`,
      order.email.toUpperCase(),
    );
    expect((await row(linked)).orderId).toBeNull();
    expect(await t.services.admin.withdrawal(linked)).toMatchObject({
      order: null,
      suggestedOrderNumber: order.number,
    });
    // The link mailed to the order's address links it; a forged or altered one does nothing.
    const link = (await confirmationLink(t.services, linked))!;
    const orderId = link.searchParams.get("order")!;
    const sig = link.searchParams.get("sig")!;
    expect(orderId).toBe(order.id);
    expect(await t.services.withdrawals.confirm(linked, orderId, `${sig.slice(0, -2)}xx`)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await t.services.withdrawals.confirm(linked, crypto.randomUUID(), sig)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect((await row(linked)).orderId).toBeNull();
    expect(await t.services.withdrawals.confirm(linked, orderId, sig)).toMatchObject({
      ok: true,
      orderNumber: order.number,
    });
    expect(await row(linked)).toMatchObject({ orderId: order.id, version: 0 });
    expect(await audits(linked, "withdrawal.confirm")).toBe(1);
    // Once more: nothing changes.
    expect(await t.services.withdrawals.confirm(linked, orderId, sig)).toMatchObject({ ok: true });
    expect(await audits(linked, "withdrawal.confirm")).toBe(1);
    // Another address: no link in its receipt, not linked.
    const stranger = await declareUnconfirmed(order.number, "jemand.anderes@example.de");
    expect((await row(stranger)).orderId).toBeNull();
    expect(await confirmationLink(t.services, stranger)).toBeNull();

    expect(await actions().linkOrder(kasse, stranger, 0, { orderNumber: "BW-1999-999999" })).toEqual({
      ok: false,
      status: 422,
      error: "no_order_with_number",
    });
    expect(
      await actions().linkOrder(kasse, stranger, 0, { orderNumber: order.number.toLowerCase() }),
    ).toMatchObject({
      ok: true,
    });
    expect(await row(stranger)).toMatchObject({ orderId: order.id, version: 1 });
    expect(await audits(stranger, "withdrawal.link")).toBe(1);

    const list = (await t.services.admin.withdrawals("declared")).rows;
    expect(list.find((w) => w.id === linked)).toMatchObject({ orderNumber: order.number, state: "declared" });
    const detail = (await t.services.admin.withdrawal(linked))!;
    expect(detail.order).toMatchObject({ number: order.number, balance: { owedCents: order.totalCents } });
    expect(await t.services.admin.withdrawal("kein-uuid")).toBeNull();
  });

  /** Confirmed and shipped (the invoice exists from then on), and paid in full. */
  const shippedAndPaid = async () => {
    const order = await place();
    const lifecycle = t.services.admin.orderActions;
    await lifecycle.confirm(kasse, order.number, 0);
    await lifecycle.ship(kasse, order.number, 1, { carrier: "DHL", trackingNumber: "00340434161234567890" });
    const paid = await t.services.admin.ledgerActions.pay(kasse, order.number, 2, {
      amount: formatEuroInput(order.totalCents),
      paidOn: today(),
    });
    expect(paid).toMatchObject({ ok: true, status: "completed" });
    return order;
  };

  it("a paid order: goods back, credit note (mail with the PDF), then the refund (its own mail), customer's view", async () => {
    const order = await shippedAndPaid();
    const id = await declare(order.number, order.email);
    const day = today();
    expect(await actions().receive(kasse, id, 0, { receivedOn: "2999-01-01" })).toEqual({
      ok: false,
      status: 422,
      error: "day_in_future",
    });
    expect(await actions().receive(kasse, id, 0, { receivedOn: day })).toMatchObject({ ok: true });
    expect(await row(id)).toMatchObject({ state: "received", receivedOn: day, version: 1 });
    expect(await audits(id, "withdrawal.receive")).toBe(1);
    // The page's version is stale now: 409, nothing written.
    const stale = await actions().credit(kasse, id, 0, { amount: "10", rate: "", reason: "Widerruf" });
    expect(stale).toEqual({ ok: false, status: 409, error: "withdrawal_changed" });
    // Nothing is to be refunded before the credit note: the customer still owes what they paid.
    expect(await actions().refund(kasse, id, 1, { amount: "1", refundedOn: day })).toMatchObject({
      ok: false,
      status: 422,
      error: "nothing_to_refund",
    });

    const cents = order.totalCents - 500;
    expect(
      await actions().credit(kasse, id, 1, { amount: formatEuroInput(cents), rate: "", reason: "Widerruf" }),
    ).toMatchObject({
      ok: true,
    });
    // Credited but not yet refunded: the declaration stays open, the deadline shows.
    expect(await row(id)).toMatchObject({ state: "received", version: 2 });
    const detail = (await t.services.admin.withdrawal(id))!;
    expect(detail.order!.balance.refundDueCents).toBe(cents);
    expect(detail.withdrawal.refundBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The overview names the statutory last day (14 days from the declaration).
    const due = (await t.services.admin.overview()).refundsDue.orders.find(
      (o) => o.orderNumber === order.number,
    );
    expect(due).toMatchObject({ cents, refundBy: detail.withdrawal.refundBy });

    const [credit] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "credit")));
    expect(credit).toMatchObject({ totalCents: -cents, withdrawalId: id });
    expect(credit!.number).toMatch(/^RK-\d{4}-\d{6}$/);
    const [original] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")));
    await t.services.outbox.flush();
    let mails = (await devMailbox(t.dataDir).list()).filter((m) => m.to === order.email);
    const creditMail = mails.find((m) => m.subject.startsWith("Rechnungskorrektur"))!;
    expect(creditMail.attachments).toEqual([
      expect.objectContaining({
        filename: `Rechnungskorrektur-${credit!.number}.pdf`,
        contentType: "application/pdf",
      }),
    ]);
    const text = pdfText((await devMailbox(t.dataDir).attachment(creditMail.id, 0))!.content);
    expect(text).toContain(`Rechnungskorrektur ${credit!.number}`);
    expect(text).toContain(original!.number);
    expect(mails.some((m) => m.subject.startsWith("Deine Erstattung"))).toBe(false);

    // More than is due back is refused; the refund settles the declaration and mails the customer.
    const tooMuch = await actions().refund(kasse, id, 2, {
      amount: formatEuroInput(cents + 1),
      refundedOn: day,
    });
    expect(tooMuch).toMatchObject({ ok: false, status: 422 });
    expect(await actions().refund(kasse, id, 2, { amount: "abc", refundedOn: day })).toMatchObject({
      ok: false,
      status: 422,
    });
    expect(
      await actions().refund(kasse, id, 2, { amount: formatEuroInput(cents), refundedOn: day }),
    ).toMatchObject({
      ok: true,
    });
    expect(await row(id)).toMatchObject({ state: "settled", version: 3 });
    await t.services.outbox.flush();
    mails = (await devMailbox(t.dataDir).list()).filter((m) => m.to === order.email);
    expect(mails.filter((m) => m.subject.startsWith("Deine Erstattung"))).toHaveLength(1);

    // The customer's order history shows the steps.
    const [entry] = await orderHistory(database.db, {
      id: "nobody",
      email: order.email,
      emailVerified: true,
    });
    expect(entry!.withdrawal).toMatchObject({
      state: "settled",
      receivedOn: day,
      creditedCents: cents,
      refundedCents: cents,
      refundedOn: day,
    });
    expect(entry!.invoices.map((i) => i.kind)).toEqual(["invoice", "credit"]);
    // Settled: no further money through this declaration.
    expect(await actions().refund(kasse, id, 3, { amount: "1", refundedOn: day })).toMatchObject({
      ok: false,
      error: "withdrawal_closed",
    });
    // Money is booked for it: it cannot be moved to another order.
    expect(await actions().linkOrder(kasse, id, 3, { orderNumber: order.number })).toMatchObject({
      ok: false,
      error: "already_settled",
    });
  });

  it("money needs a linked order; two credits at once write one credit note and one mail", async () => {
    const unlinked = await declareUnconfirmed("keine Ahnung", `niemand${Date.now()}@example.de`);
    expect(await actions().credit(kasse, unlinked, 0, { amount: "1", rate: "", reason: "Widerruf" })).toEqual(
      {
        ok: false,
        status: 422,
        error: "no_order",
      },
    );

    const order = await shippedAndPaid();
    const id = await declare(order.number, order.email);
    const results = await Promise.all([
      actions().credit(kasse, id, 0, { amount: "10,00", rate: "", reason: "Widerruf" }),
      actions().credit(kasse, id, 0, { amount: "10,00", rate: "", reason: "Widerruf" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 409 });
    const credits = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "credit")));
    expect(credits).toHaveLength(1);
    const queued = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, "order-credit")));
    expect(queued).toHaveLength(1);

    // A second declaration for the same order may only credit what the invoice still holds.
    const second = await declare(order.number, order.email);
    const over = await actions().credit(kasse, second, 0, {
      amount: formatEuroInput(order.totalCents - 1000 + 1),
      rate: "",
      reason: "Widerruf",
    });
    expect(over).toMatchObject({ ok: false, status: 422 });
  });

  it("a declaration can be refused with a reason: the customer is told, no money moves", async () => {
    const order = await shippedAndPaid();
    const id = await declare(order.number, order.email);
    expect(await actions().refuse(kasse, id, 0, { reason: "" })).toMatchObject({ ok: false, status: 422 });
    expect(await actions().refuse(kasse, id, 0, { reason: "Widerrufsfrist abgelaufen" })).toMatchObject({
      ok: true,
    });
    expect(await row(id)).toMatchObject({ state: "refused", refusedReason: "Widerrufsfrist abgelaufen" });
    await t.services.outbox.flush();
    const mail = (await devMailbox(t.dataDir).list()).find(
      (m) => m.to === order.email && m.subject.startsWith("Dein Widerruf zur Bestellung"),
    )!;
    expect(mail.text).toContain("Widerrufsfrist abgelaufen");
    expect(await actions().credit(kasse, id, 1, { amount: "1", rate: "", reason: "x" })).toMatchObject({
      ok: false,
      error: "withdrawal_closed",
    });
  });

  it("the overview counts declarations still open (not settled or refused)", async () => {
    const before = (await t.services.admin.overview()).recentWithdrawals;
    const order = await place();
    const id = await declare(order.number, order.email);
    expect((await t.services.admin.overview()).recentWithdrawals).toBe(before + 1);
    await actions().refuse(kasse, id, 0, { reason: "kein Widerruf, nur eine Frage" });
    expect((await t.services.admin.overview()).recentWithdrawals).toBe(before);
  });
  // #50 §3: a withdrawal declared before the parcel left.
  const stockOf = async (plantId: string) =>
    (await database.db.select({ stock: plants.stock }).from(plants).where(eq(plants.id, plantId)))[0]!.stock;
  const journalOf = async (orderId: string) =>
    (
      await database.db
        .select({ plantId: stockJournal.plantId, delta: stockJournal.delta, reason: stockJournal.reason })
        .from(stockJournal)
        .where(eq(stockJournal.orderId, orderId))
        .orderBy(asc(stockJournal.at), asc(stockJournal.delta))
    ).filter((e) => e.delta > 0);
  const versionOf = async (number: string) => (await t.services.admin.order(number))!.order.version;
  const in15Days = () => new Date(Date.now() + 15 * 86_400_000);

  it("before shipment: no goods to receive; cancelling books the stock back once and settles the withdrawal (#50 §3)", async () => {
    const order = await placeGuestOrder(t.services, {
      emailPrefix: "vorversand",
      items: [{ id: "pothos", quantity: 5 }],
    });
    expect(await t.services.admin.orderActions.confirm(kasse, order.number, 0)).toMatchObject({ ok: true });
    const id = await declare(order.number, order.email);
    const stock = await stockOf("pothos");
    // Nothing left the shop, so nothing can come back: refused with its reason, no unit put on sale.
    const received = await actions().receive(kasse, id, 0, { receivedOn: today(), restock: { pothos: "5" } });
    expect(received).toEqual({ ok: false, status: 422, error: "withdrawal_not_shipped" });
    expect(!received.ok && refusalText(received as never)).toBe(
      "Diese Bestellung wurde nie versendet, also kann keine Ware zurückkommen. Storniere die Bestellung: Der Bestand wird zurückgebucht und der Widerruf abgeschlossen.",
    );
    expect((await t.services.admin.withdrawal(id))!.order).toMatchObject({ shipped: false });
    expect(await row(id)).toMatchObject({ state: "declared", receivedOn: null, restocked: false });

    const cancelled = await t.services.admin.orderActions.cancel(
      kasse,
      order.number,
      await versionOf(order.number),
      {
        reason: "Widerruf vor Versand",
      },
    );
    expect(cancelled).toMatchObject({ ok: true, status: "cancelled" });
    // The 5 pots come back once, by the cancellation.
    expect(await journalOf(order.id)).toEqual([{ plantId: "pothos", delta: 5, reason: "cancellation" }]);
    expect(await stockOf("pothos")).toBe(stock + 5);
    // Nothing was paid: the cancellation settles the declaration, and no § 357 BGB day is left to warn of.
    expect(await row(id)).toMatchObject({ state: "settled", version: 1 });
    expect(await audits(id, "withdrawal.settle_by_cancellation")).toBe(1);
    const later = await t.services.admin.overview(in15Days());
    expect(later.refundDeadlines.map((d) => d.withdrawalId)).not.toContain(id);
    expect(later.refundsDue.orders.map((o) => o.orderNumber)).not.toContain(order.number);
  });

  it("before shipment, paid in advance: the withdrawal stays open until the cancelled order's money is back (#50 §3)", async () => {
    const order = await placeGuestOrder(t.services, { emailPrefix: "vorkasse" });
    const lifecycle = t.services.admin.orderActions;
    expect(await lifecycle.confirm(kasse, order.number, 0)).toMatchObject({ ok: true });
    expect(
      await t.services.admin.ledgerActions.pay(kasse, order.number, 1, {
        amount: formatEuroInput(order.totalCents),
        paidOn: today(),
      }),
    ).toMatchObject({ ok: true });
    const id = await declare(order.number, order.email);
    expect(
      await lifecycle.cancel(kasse, order.number, await versionOf(order.number), { reason: "Widerruf" }),
    ).toMatchObject({ ok: true });
    // The money is the customer's: the declaration keeps its day until it is refunded.
    expect(await row(id)).toMatchObject({ state: "declared" });
    expect((await t.services.admin.overview()).refundDeadlines.map((d) => d.withdrawalId)).toContain(id);
    expect(
      await t.services.admin.ledgerActions.refund(kasse, order.number, await versionOf(order.number), {
        amount: formatEuroInput(order.totalCents),
        paidOn: today(),
        reason: "Erstattung nach Widerruf",
      }),
    ).toMatchObject({ ok: true });
    expect(await row(id)).toMatchObject({ state: "settled" });
    expect(
      (await t.services.admin.overview(in15Days())).refundDeadlines.map((d) => d.withdrawalId),
    ).not.toContain(id);
  });

  it("goods received back and restocked, then the order voided: each unit comes back once (#50 §3)", async () => {
    const order = await place();
    const id = await declare(order.number, order.email);
    const stock = await stockOf("pothos");
    expect(
      await actions().receive(kasse, id, 0, { receivedOn: today(), restock: { pothos: "2" } }),
    ).toMatchObject({ ok: true });
    expect(await t.services.orders.cancel(order.id)).toMatchObject({ ok: true });
    expect(await journalOf(order.id)).toEqual([{ plantId: "pothos", delta: 2, reason: "return" }]);
    expect(await stockOf("pothos")).toBe(stock + 2);
  });
});
