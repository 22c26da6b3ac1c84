import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopClock } from "../../domain/delivery";
import { WITHDRAWAL_MESSAGES } from "../../domain/withdrawal-handling";
import { orderHistory } from "../account/orders";
import { auditLog, invoices, mailOutbox, withdrawals } from "../db/schema";
import { devMailbox } from "../mail/dev-mailbox";
import { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { pdfText } from "../testing/pdf-text";
import { shipOrder } from "../testing/ship-order";

const today = () => shopClock(new Date()).day.toISOString().slice(0, 10);
const kasse = { id: null, email: "kasse@example.de" };

describe.each(TEST_DATABASES)("withdrawals in the back office on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  beforeAll(async () => {
    database = await target.open({ stock: 1000 });
    t = accountsApp(database);
  });
  afterAll(async () => {
    await t?.services.outbox.flush();
    await database?.dispose();
  });

  /** A withdrawn order was delivered: shipped, so it has its invoice (issued at "Versenden", #27). */
  const place = async () => {
    const order = await placeGuestOrder(t.services, { emailPrefix: "widerruf" });
    await shipOrder(t.services, order.number);
    return order;
  };
  const declare = async (orderReference: string, email: string) => {
    const r = await t.services.withdrawals.declare({ orderReference, name: "Greta Grün", email });
    if (!r.ok) throw new Error(r.message);
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

  it("links a declaration to its order on receipt when number and address match, else staff link it", async () => {
    const order = await place();
    // The number without dashes and words around it still names the order.
    const linked = await declare(
      `Bestellung ${order.number.replace(/-/g, "")} vom Montag`,
      order.email.toUpperCase(),
    );
    expect((await row(linked)).orderId).toBe(order.id);
    // Another address, or no number: not linked.
    const stranger = await declare(order.number, "jemand.anderes@example.de");
    expect((await row(stranger)).orderId).toBeNull();

    expect(await actions().linkOrder(kasse, stranger, 0, { orderNumber: "BW-1999-999999" })).toEqual({
      ok: false,
      status: 422,
      message: WITHDRAWAL_MESSAGES.unknownOrder,
    });
    expect(
      await actions().linkOrder(kasse, stranger, 0, { orderNumber: order.number.toLowerCase() }),
    ).toMatchObject({
      ok: true,
    });
    expect(await row(stranger)).toMatchObject({ orderId: order.id, version: 1 });
    expect(await audits(stranger, "withdrawal.link")).toBe(1);

    const list = await t.services.admin.withdrawals("declared");
    expect(list.find((w) => w.id === linked)).toMatchObject({ orderNumber: order.number, state: "declared" });
    const detail = (await t.services.admin.withdrawal(linked))!;
    expect(detail.order).toMatchObject({ number: order.number, refundableCents: order.totalCents });
    expect(await t.services.admin.withdrawal("kein-uuid")).toBeNull();
  });

  it("goods received, then the refund: credit note of the invoice, mail with the PDF, audit, customer's view", async () => {
    const order = await place();
    const id = await declare(order.number, order.email);
    const day = today();
    expect(await actions().receive(kasse, id, 0, { receivedOn: "2999-01-01" })).toEqual({
      ok: false,
      status: 422,
      message: WITHDRAWAL_MESSAGES.dateFuture,
    });
    expect(await actions().receive(kasse, id, 0, { receivedOn: day })).toMatchObject({ ok: true });
    expect(await row(id)).toMatchObject({ state: "received", receivedOn: day, version: 1 });
    expect(await audits(id, "withdrawal.receive")).toBe(1);
    // The page's version is stale now: 409, nothing written.
    const stale = await actions().refund(kasse, id, 0, { amount: "10", refundedOn: day });
    expect(stale).toEqual({ ok: false, status: 409, message: WITHDRAWAL_MESSAGES.conflict });

    const cents = order.totalCents - 500;
    const euro = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
    expect(await actions().refund(kasse, id, 1, { amount: euro, refundedOn: day })).toMatchObject({
      ok: true,
    });
    expect(await row(id)).toMatchObject({
      state: "refunded",
      refundedCents: cents,
      refundedOn: day,
      version: 2,
    });
    expect(await audits(id, "withdrawal.refund")).toBe(1);

    const [credit] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "credit")));
    expect(credit).toMatchObject({ totalCents: -cents });
    expect(credit!.number).toMatch(/^RK-\d{4}-\d{6}$/);
    const [original] = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")));

    await t.services.outbox.flush();
    const mails = (await devMailbox(t.dataDir).list()).filter((m) => m.to === order.email);
    const mail = mails.find((m) => m.subject.includes("Erstattung"))!;
    expect(mail.text).toContain(order.number);
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: `Rechnungskorrektur-${credit!.number}.pdf`,
        contentType: "application/pdf",
      }),
    ]);
    const pdf = (await devMailbox(t.dataDir).attachment(mail.id, 0))!.content;
    const text = pdfText(pdf);
    expect(text).toContain(`Rechnungskorrektur ${credit!.number}`);
    expect(text).toContain(original!.number);

    // The customer's order history shows the state.
    const [entry] = await orderHistory(database.db, {
      id: "nobody",
      email: order.email,
      emailVerified: true,
    });
    expect(entry!.withdrawal).toMatchObject({
      state: "refunded",
      receivedOn: day,
      refundedCents: cents,
      refundedOn: day,
    });
    expect(entry!.invoices.map((i) => i.kind)).toEqual(["invoice", "credit"]);

    // Only 5 € are left to refund: more is refused, and nothing is written.
    const tooMuch = await actions().refund(kasse, id, 2, { amount: "5,01", refundedOn: day });
    expect(tooMuch).toMatchObject({ ok: false, status: 422 });
    expect(tooMuch.ok ? "" : tooMuch.message).toContain("5,00");
    expect(await actions().refund(kasse, id, 2, { amount: "abc", refundedOn: day })).toEqual({
      ok: false,
      status: 422,
      message: WITHDRAWAL_MESSAGES.amountInvalid,
    });
    expect((await row(id)).version).toBe(2);
  });

  it("a refund needs a linked order; two refunds at once record one, one credit note, one mail", async () => {
    const unlinked = await declare("keine Ahnung", `niemand${Date.now()}@example.de`);
    expect(await actions().refund(kasse, unlinked, 0, { amount: "1", refundedOn: today() })).toEqual({
      ok: false,
      status: 422,
      message: WITHDRAWAL_MESSAGES.noOrder,
    });

    const order = await place();
    const id = await declare(order.number, order.email);
    const results = await Promise.all([
      actions().refund(kasse, id, 0, { amount: "10,00", refundedOn: today() }),
      actions().refund(kasse, id, 0, { amount: "10,00", refundedOn: today() }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 409 });
    expect((await row(id)).refundedCents).toBe(1000);
    const credits = await database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "credit")));
    expect(credits).toHaveLength(1);
    const queued = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, "withdrawal-refund")));
    expect(queued).toHaveLength(1);
    expect(await audits(id, "withdrawal.refund")).toBe(1);

    // A second declaration for the same order may only take what is left.
    const second = await declare(order.number, order.email);
    const over = await actions().refund(kasse, second, 0, {
      amount: String((order.totalCents - 1000 + 1) / 100).replace(".", ","),
      refundedOn: today(),
    });
    expect(over).toMatchObject({ ok: false, status: 422 });
  });

  it("the overview counts declarations not yet refunded", async () => {
    const before = (await t.services.admin.overview()).recentWithdrawals;
    const order = await place();
    const id = await declare(order.number, order.email);
    expect((await t.services.admin.overview()).recentWithdrawals).toBe(before + 1);
    await actions().refund(kasse, id, 0, { amount: "1", refundedOn: today() });
    expect((await t.services.admin.overview()).recentWithdrawals).toBe(before);
  });
});
