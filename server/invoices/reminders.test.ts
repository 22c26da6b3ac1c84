import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { shopClock } from "../../domain/orders/delivery";
import { invoices, orders, paymentReminders } from "../db/schema";
import { devMailbox } from "../mail/dev-mailbox";
import type { AccountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { shipOrder } from "../testing/ship-order";
import { withTestDatabase } from "../testing/test-database";
import { GIROCODE_QR, girocodeFor } from "./invoice-pdf";
import { createReminders, REMINDER_SYSTEM } from "./reminders";

const kasse = { id: null, email: "kasse@example.de" };
const DAY = 86_400_000;

describe.each(TEST_DATABASES)("payment reminders on $name (#50 §5)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: AccountsApp;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
  });
  let clock = Date.now();
  const reminders = () =>
    createReminders({
      db: database.db,
      invoiceLink: (n) => t.services.invoices.invoiceLink(n),
      now: () => new Date(clock),
    });
  const version = async (id: string) =>
    (await database.db.select({ v: orders.version }).from(orders).where(eq(orders.id, id)))[0]!.v;
  const mailsTo = async (to: string) => {
    await t.services.outbox.flush();
    return (await devMailbox(t.dataDir).list()).filter((m) => m.to === to);
  };

  it("not before the due date; a first, a second after 14 days, no third; each mailed in the customer's language", async () => {
    clock = Date.now();
    const order = await placeGuestOrder(t.services, { emailPrefix: "erinnerung" });
    await database.db.update(orders).set({ locale: "en" }).where(eq(orders.id, order.id));
    await shipOrder(t.services, order.number);
    const send = async () => reminders().send(kasse, order.number, await version(order.id));

    expect(await send()).toMatchObject({ ok: false, status: 422, error: "reminder_not_overdue" });
    clock += 20 * DAY; // past the 14 days' term
    expect(await reminders().next(order)).toEqual({ level: 1 });
    expect(await send()).toMatchObject({ ok: true });
    expect(await send()).toMatchObject({ ok: false, error: "reminder_too_soon" });
    clock += 14 * DAY;
    expect(await send()).toMatchObject({ ok: true });
    expect(await send()).toMatchObject({ ok: false, error: "reminder_all_sent" });
    expect((await reminders().of(order.id)).map((r) => [r.level, r.openCents])).toEqual([
      [1, order.totalCents],
      [2, order.totalCents],
    ]);

    // The orders list names the last reminder (the overdue filter shows them all).
    const listed = await t.services.admin.orders({ q: order.number });
    expect(listed.rows[0]?.reminder).toMatchObject({ level: 2 });

    const mails = (await mailsTo(order.email)).filter((m) => /payment reminder/i.test(m.subject));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Payment reminder for your invoice RE-/)]),
    );
    expect(mails.some((m) => m.subject.startsWith("Second payment reminder"))).toBe(true);
    const first = mails.find((m) => m.subject.startsWith("Payment reminder"))!;
    expect(first.text).toContain(`€${(order.totalCents / 100).toFixed(2)}`);
    expect(first.text).toMatch(/IBAN/);
    expect(first.text).not.toMatch(/fee|Gebühr/i);
    // The GiroCode asks for what is open now: the EPC payload of the open amount, as a PNG beside the PDF.
    expect(first.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [expect.stringMatching(/^Rechnung-RE-.*\.pdf$/), "application/pdf"],
      [expect.stringMatching(/^GiroCode-RE-.*\.png$/), "image/png"],
    ]);
    const [row] = await database.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")));
    const stored = (await t.services.invoices.find(row!.number))!;
    const png = (await devMailbox(t.dataDir).attachment(first.id, 1))!.content;
    expect(png).toEqual(
      await QRCode.toBuffer(girocodeFor(stored.data, order.totalCents)!, {
        ...GIROCODE_QR,
        type: "png",
        margin: 2,
        scale: 8,
      }),
    );
    expect(girocodeFor(stored.data, order.totalCents)).toContain(`EUR${(order.totalCents / 100).toFixed(2)}`);
  });

  it("automatic (when switched on): the first after the grace days, the second after its gap, each once", async () => {
    clock = Date.now();
    const order = await placeGuestOrder(t.services, { emailPrefix: "automatisch" });
    await shipOrder(t.services, order.number);
    const settings = { automatic: true, graceDays: 3, secondAfterDays: 14 };
    const auto = () =>
      createReminders({
        db: database.db,
        invoiceLink: (n) => t.services.invoices.invoiceLink(n),
        now: () => new Date(clock),
        settings: () => settings,
      });
    const sent = async () => (await auto().of(order.id)).map((r) => [r.level, r.actor]);

    clock += 16 * DAY; // overdue since yesterday (14 days' term), still within the 3 grace days
    await auto().sweep();
    expect(await sent()).toEqual([]);
    clock += 4 * DAY;
    settings.automatic = false; // by hand only: the sweep sends nothing
    expect(await auto().sweep()).toBe(0);
    expect(await sent()).toEqual([]);
    settings.automatic = true;
    await auto().sweep();
    await auto().sweep();
    expect(await sent()).toEqual([[1, REMINDER_SYSTEM.email]]);
    clock += 13 * DAY;
    await auto().sweep();
    expect(await sent()).toHaveLength(1);
    clock += DAY;
    await auto().sweep();
    expect(await sent()).toEqual([
      [1, REMINDER_SYSTEM.email],
      [2, REMINDER_SYSTEM.email],
    ]);
    const mails = (await mailsTo(order.email)).filter((m) => /Zahlungserinnerung/.test(m.subject));
    expect(mails).toHaveLength(2);
  });

  it("a paid invoice is not chased", async () => {
    clock = Date.now();
    const order = await placeGuestOrder(t.services, { emailPrefix: "bezahlt" });
    await shipOrder(t.services, order.number);
    // The shop's day (Berlin): from 23:00 UTC it is already tomorrow there, and the invoice says so.
    const paidOn = shopClock(new Date()).day.toISOString().slice(0, 10);
    expect(
      await t.services.admin.ledgerActions.pay(kasse, order.number, await version(order.id), {
        amount: (order.totalCents / 100).toFixed(2).replace(".", ","),
        paidOn,
      }),
    ).toMatchObject({ ok: true });
    clock += 30 * DAY;
    expect(await reminders().next(order)).toMatchObject({ level: null });
    expect(await reminders().send(kasse, order.number, await version(order.id))).toMatchObject({
      ok: false,
      error: "reminder_not_overdue",
    });
    expect(
      await database.db.select().from(paymentReminders).where(eq(paymentReminders.orderId, order.id)),
    ).toEqual([]);
  });
});
