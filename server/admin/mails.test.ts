import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { auditLog, mailOutbox, users } from "../db/schema";
import { type accountsApp, type Customer, STRONG_PASSWORD } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { freePorts } from "../testing/ports";
import { withTestDatabase } from "../testing/test-database";
import { MAIL_MESSAGES } from "./mails";

const lager = { id: null, email: "lager@example.de" };

describe.each(TEST_DATABASES)("mails in the back office on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  /** Delivers to the development mailbox. */
  let t: ReturnType<typeof accountsApp>;
  /** Its SMTP server does not answer (a closed port): every attempt fails, the second one for good. */
  let broken: ReturnType<typeof accountsApp>;
  let staff: Customer;
  let customer: Customer;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    t = app();
    const [closed] = await freePorts(1);
    broken = app({ SMTP_URL: `smtp://127.0.0.1:${closed}`, MAIL_MAX_ATTEMPTS: "2" });
    staff = await t.signUp("Sina Stab");
    customer = await t.signUp("Karl Kunde");
    await database.db.update(users).set({ role: "service" }).where(eq(users.id, staff.user.id));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const place = (app: typeof t) =>
    placeGuestOrder(app.services, { items: [{ id: "pothos", quantity: 1 }], emailPrefix: "post" });
  /** Every attempt of the broken app's outbox that is due, then the next one made due at once. */
  const failTwice = async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await broken.services.outbox.flush();
    const pending = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, "pending"));
    await database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.status, "pending"));
    await broken.services.outbox.flush();
    return pending;
  };
  const route = () => import("../../app/routes/admin/mails");
  const asRequest = (cookie?: string, body?: FormData) =>
    new Request("http://localhost:3000/admin/mails", {
      method: body ? "POST" : "GET",
      body,
      headers: cookie ? { cookie } : {},
    });
  const retryForm = (id: string) => {
    const form = new FormData();
    form.set("intent", "retry");
    form.set("id", id);
    return form;
  };
  const context = () => ({ services: t.services }) as never;

  it("the order page lists the order's mails with their delivery state, never their text", async () => {
    const order = await place(t);
    await t.services.outbox.flush();
    await t.services.admin.orderActions.confirm(lager, order.number, 0);
    await t.services.admin.orderActions.ship(lager, order.number, 1, {
      carrier: "DHL",
      trackingNumber: "00340434161234567890",
    });
    // Written, not yet delivered: waiting for its first attempt.
    let detail = (await t.services.admin.order(order.number))!;
    expect(detail.mails.map((m) => [m.kind, m.status, m.attempts])).toEqual([
      ["order-confirmation", "sent", 1],
      ["order-shipped", "pending", 0],
    ]);
    await t.services.outbox.flush();
    detail = (await t.services.admin.order(order.number))!;
    expect(detail.mails).toEqual([
      expect.objectContaining({
        kind: "order-confirmation",
        recipient: order.email,
        subject: `Deine Bestellung ${order.number} bei Blattwerk`,
        status: "sent",
        sentAt: expect.any(String),
        orderNumber: order.number,
        lastError: null,
      }),
      expect.objectContaining({
        kind: "order-shipped",
        subject: `Deine Bestellung ${order.number} ist unterwegs`,
        status: "sent",
      }),
    ]);
    // The shipping mail's text carries the tracking link: none of it reaches the page.
    expect(Object.keys(detail.mails[0]!)).not.toContain("text");
    expect(JSON.stringify(detail.mails)).not.toMatch(/piececode|Hallo|https?:/);
    // Another order's mails are not this one's.
    const other = await place(t);
    expect((await t.services.admin.order(other.number))!.mails.map((m) => m.kind)).toEqual([
      "order-confirmation",
    ]);
    // Delivered here, so the broken outbox of the next tests finds only its own mails due.
    await t.services.outbox.flush();
  });

  it("an undeliverable mail waits with its error, then ends failed on the mails page; Erneut senden delivers it", async () => {
    const order = await place(broken);
    const before = await t.services.admin.overview();
    // The confirmation (beside it waits the staff's notice of the new order, #34).
    const waiting = (await failTwice()).find((m) => m.kind === "order-confirmation");
    // After the first attempt: still pending, with the (address-free) error and the next try later.
    expect(waiting).toMatchObject({ kind: "order-confirmation", status: "pending", attempts: 1 });
    expect(waiting!.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting!.lastError).not.toContain(order.email);

    const detail = (await t.services.admin.order(order.number))!;
    expect(detail.mails).toEqual([
      expect.objectContaining({ kind: "order-confirmation", status: "failed", attempts: 2, sentAt: null }),
    ]);
    expect(detail.mails[0]!.lastError).toMatch(/ECONNREFUSED/);

    const { loader, action } = await route();
    const page = await loader({ request: asRequest(staff.cookie), params: {}, context: context() } as never);
    const failed = page.rows.find((m) => m.orderNumber === order.number);
    expect(failed).toMatchObject({ status: "failed", recipient: order.email, kind: "order-confirmation" });
    expect(page.failed).toBeGreaterThanOrEqual(1);
    // The confirmation and the staff's notice of the new order (#34): both met the broken mail server.
    expect((await t.services.admin.overview()).failedMails).toBe(before.failedMails + 2);

    // Staff (not only admins) may send it again: pending, attempts from zero, due now, audited.
    const retried = await action({
      request: asRequest(staff.cookie, retryForm(failed!.id)),
      params: {},
      context: context(),
    } as never);
    expect(retried).toEqual({ notice: MAIL_MESSAGES.retried });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed!.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "mail"), eq(auditLog.entityId, failed!.id)));
    expect(entry).toMatchObject({
      action: "mail.retry",
      actorEmail: staff.email,
      before: { status: "failed", attempts: 2 },
      after: { status: "pending", attempts: 0 },
    });
    // The staff's notice of the order stays failed: only the confirmation was sent again.
    expect((await t.services.admin.overview()).failedMails).toBe(before.failedMails + 1);

    // A second click (a colleague's page) finds it no longer failed.
    const again = await action({
      request: asRequest(staff.cookie, retryForm(failed!.id)),
      params: {},
      context: context(),
    } as never);
    expect(again).toMatchObject({
      data: {
        error: "Diese E-Mail ist nicht fehlgeschlagen; sie wird schon zugestellt oder wurde zugestellt.",
      },
      init: { status: 409 },
    });

    // The working outbox delivers it.
    expect(await t.lastMailTo(order.email)).toMatchObject({
      subject: `Deine Bestellung ${order.number} bei Blattwerk`,
    });
    const after = (await t.services.admin.order(order.number))!;
    expect(after.mails).toEqual([expect.objectContaining({ status: "sent", attempts: 1, lastError: null })]);
    expect((await t.services.admin.mails({})).rows.map((m) => m.id)).not.toContain(failed!.id);
    expect(await t.services.admin.retryMail(lager, randomUUID())).toEqual({
      ok: false,
      status: 404,
      error: "unknown_mail",
    });
    expect(await t.services.admin.retryMail(lager, "kein-uuid")).toMatchObject({ ok: false, status: 404 });
  });

  it("a failed sign-in mail shows kind, recipient and subject only: no text, no link, no token", async () => {
    const email = `konto.${Date.now()}@example.de`;
    const res = await broken.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: "Vera Verloren", email, password: STRONG_PASSWORD, acceptTerms: true },
      ip: "192.0.2.200",
    });
    expect(res.status).toBe(200);
    await failTwice();
    // Should a subject ever carry a link, the page shows none of it.
    await database.db.insert(mailOutbox).values({
      kind: "reset-password",
      recipient: email,
      subject: "Neues Passwort: https://shop.example/reset-password?token=geheim123",
      text: "https://shop.example/reset-password?token=geheim123",
      status: "failed",
      attempts: 8,
      lastError: "550 mailbox unavailable",
    });
    const { rows } = await t.services.admin.mails({});
    const mine = rows.filter((m) => m.recipient === email);
    expect(mine.map((m) => [m.kind, m.status, m.orderNumber])).toEqual([
      ["reset-password", "failed", null],
      ["verify-email", "failed", null],
    ]);
    expect(mine[0]!.subject).toBe("Neues Passwort: [Link]");
    expect(mine[1]!.subject).toBe("Bestätige deine E-Mail-Adresse für Blattwerk");
    expect(JSON.stringify(rows)).not.toMatch(/token|geheim123|https?:|Hallo/);
  });

  it("lists failed and waiting mails newest first, a page at a time, with their counts", async () => {
    const recipient = `viele.${Date.now()}@example.de`;
    const base = Date.now() + 3_600_000; // newer than everything else in the file
    await database.db.insert(mailOutbox).values(
      Array.from({ length: 27 }, (_, i) => ({
        kind: "mail",
        recipient,
        subject: `Nummer ${i}`,
        text: "x",
        status: i % 2 ? ("failed" as const) : ("pending" as const),
        // Not due for a day: the outbox leaves the waiting ones alone during this test.
        nextAttemptAt: new Date(base + 86_400_000),
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = await t.services.admin.mails({});
    expect(first.rows).toHaveLength(25);
    expect(first.rows.slice(0, 3).map((m) => m.subject)).toEqual(["Nummer 26", "Nummer 25", "Nummer 24"]);
    expect(first.failed + first.pending).toBeGreaterThanOrEqual(27);
    expect(first.pages).toBe(Math.ceil((first.failed + first.pending) / 25));
    const second = await t.services.admin.mails({ page: 2 });
    expect(second.rows[0]!.subject).toBe("Nummer 1");
    expect(second.rows.every((m) => m.status !== "sent")).toBe(true);
    await database.db.delete(mailOutbox).where(eq(mailOutbox.recipient, recipient));
  });

  it("guests and customers get 404 on the page and its action; staff see it", async () => {
    const { loader, action } = await route();
    for (const cookie of [undefined, customer.cookie]) {
      await expect(
        loader({ request: asRequest(cookie), params: {}, context: context() } as never),
      ).rejects.toMatchObject({ init: { status: 404 } });
      await expect(
        action({
          request: asRequest(cookie, retryForm(randomUUID())),
          params: {},
          context: context(),
        } as never),
      ).rejects.toMatchObject({ init: { status: 404 } });
    }
    const page = await loader({ request: asRequest(staff.cookie), params: {}, context: context() } as never);
    expect(page).toMatchObject({ page: 1, rows: expect.any(Array) });
    const order = await import("../../app/routes/admin/order");
    await expect(
      order.loader({
        request: new Request("http://localhost:3000/admin/orders/x", {
          headers: { cookie: customer.cookie },
        }),
        params: { number: "BW-2026-000001" },
        context: context(),
      } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
