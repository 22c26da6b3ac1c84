import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { paymentTermSentence } from "../../domain/orders/payment-term";
import { auditLog, mailOutbox, orders, shopSettings } from "../db/schema";
import type { AccountsApp } from "../testing/accounts";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

const ADMIN = { id: null, email: "inhaberin@example.de" };
const SHIPPING = { small: "7,77", medium: "7,77", large: "7,77", freeFrom: "1000" };

/** A guest order through the HTTP API of one instance, as the checkout's script sends it. */
async function orderOn(t: AccountsApp) {
  const key = randomUUID();
  const res = await t.request("/api/orders", {
    method: "POST",
    json: {
      items: [{ id: "pothos", quantity: 1 }],
      shipping: { firstName: "Greta", lastName: "Grün", email: `greta.${key}@example.de`, ...TEST_ADDRESS },
      idempotencyKey: key,
    },
  });
  expect(res.status).toBe(201);
  return key;
}

/** Waits for `condition`: NOTIFY arrives within a second (settings-processes.test.ts); a busy CI gets five. */
async function until(condition: () => boolean) {
  const end = Date.now() + 5_000;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

describe.each(TEST_DATABASES)("settings in the back office on $name (#34)", (target) => {
  let database: Parameters<Parameters<typeof withTestDatabase>[2] & object>[0];
  let a: AccountsApp;
  let b: AccountsApp;
  withTestDatabase(target, { stock: 1000 }, async (opened, { app }) => {
    database = opened;
    // Two app instances with their own services and caches on one database, as two processes.
    a = app();
    b = app();
  });

  const shippingOf = async (key: string) =>
    (await database.db.select().from(orders).where(eq(orders.idempotencyKey, key)))[0]!;

  it("a change saved on one instance holds on the other within a second, told by NOTIFY: prices, term, imprint", async () => {
    // Both read the settings once.
    const before = await shippingOf(await orderOn(b));
    expect(before.shippingCents).toBe(490); // the pothos is a small plant
    await a.request("/api/health");

    await a.services.settings.refresh();
    const version = a.services.settings.version();
    const saved = await a.services.settings.update(ADMIN, "shipping", version, SHIPPING);
    expect(saved).toMatchObject({ ok: true, changed: true, version: version + 1 });
    const term = await a.services.settings.update(ADMIN, "payment", version + 1, { termDays: "30" });
    expect(term).toMatchObject({ ok: true, changed: true });
    const business = a.services.settings.current().business;
    expect(
      await a.services.settings.update(ADMIN, "business", version + 2, {
        ...business,
        email: "hallo@gruenzeug.example",
        companyName: "Grünzeug GmbH",
      }),
    ).toMatchObject({ ok: true, changed: true });

    // Instance B is told at the commit (NOTIFY) and reads the settings itself, within a second (#45 §1).
    await until(() => b.services.settings.version() === a.services.settings.version());
    const key = await orderOn(b);
    const after = await shippingOf(key);
    expect(after.shippingCents).toBe(777);
    expect(after.totalCents).toBe(after.subtotalCents + 777);
    // The confirmation B wrote states the new term; B's imprint facts name the new company.
    const [mail] = await database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, after.id), eq(mailOutbox.kind, "order-confirmation")));
    expect(mail!.text).toContain(paymentTermSentence("de", 30));
    expect(b.services.shopFacts.business.companyName).toBe("Grünzeug GmbH");
    expect(b.services.shopFacts.shippingCostsCents).toEqual({ small: 777, medium: 777, large: 777 });
    expect(b.services.config.invoicing.paymentTermDays).toBe(30);
    expect(b.services.config.business.email).toBe("hallo@gruenzeug.example");
  });

  it("a request asks the database nothing for the settings while the process listens for changes (#45 §1)", async () => {
    await until(() => {
      void b.services.settings.refresh();
      return b.services.settings.version() === a.services.settings.version();
    });
    await b.services.settings.refresh();
    const select = vi.spyOn(database.db, "select");
    try {
      for (let i = 0; i < 5; i++) await b.services.settings.refresh();
      // A request runs the settings' middleware (server/app.ts), then answers 404 without the database.
      expect((await b.request("/api/gibt-es-nicht")).status).toBe(404);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it("every change is audited with old → new, field by field", async () => {
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "settings"), eq(auditLog.entityId, "shipping")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorEmail: ADMIN.email,
      action: "settings.shipping",
      before: { smallCents: 490, mediumCents: 690, largeCents: 990, freeFromCents: 6000 },
      after: { smallCents: 777, mediumCents: 777, largeCents: 777, freeFromCents: 100_000 },
    });
    const [term] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "settings"), eq(auditLog.entityId, "payment")));
    expect(term).toMatchObject({ before: { termDays: 14 }, after: { termDays: 30 } });
  });

  it("a form read before another change is refused with 409 and saves nothing", async () => {
    const stale = a.services.settings.version() - 1;
    const result = await b.services.settings.update(ADMIN, "payment", stale, { termDays: "21" });
    expect(result).toEqual({ ok: false, status: 409, error: "settings_stale" });
    expect((await b.services.settings.refresh()).payment.termDays).toBe(30);
  });

  it("refuses an invalid IBAN, BIC or amount by the start-up config's rule, naming the field; nothing changes", async () => {
    const [row] = await database.db.select().from(shopSettings);
    const version = row!.version;
    const bank = { iban: "DE89 3704 0044 0532 0130 01", bic: "COBADEFFXXX", bankName: "Musterbank" };
    expect(await a.services.settings.update(ADMIN, "bank", version, bank)).toEqual({
      ok: false,
      status: 400,
      error: "settings_invalid",
      params: { field: "iban" },
    });
    expect(
      await a.services.settings.update(ADMIN, "bank", version, {
        ...bank,
        iban: "DE02120300000000202051",
        bic: "COBA",
      }),
    ).toMatchObject({ ok: false, params: { field: "bic" } });
    expect(
      await a.services.settings.update(ADMIN, "shipping", version, { ...SHIPPING, medium: "-1" }),
    ).toMatchObject({ ok: false, params: { field: "medium" } });
    expect(
      await a.services.settings.update(ADMIN, "payment", version, { termDays: "1", extra: "x" }),
    ).toMatchObject({ ok: false, params: { field: "extra" } });
    const [still] = await database.db.select().from(shopSettings);
    expect(still!.version).toBe(version);

    // A valid one is stored without spaces, and the invoice data follows at B's next request.
    const saved = await a.services.settings.update(ADMIN, "bank", version, {
      iban: "de02 1203 0000 0000 2020 51",
      bic: "byladem1001",
      bankName: "Deutsche Kreditbank",
    });
    expect(saved).toMatchObject({ ok: true, changed: true });
    await until(() => b.services.settings.version() === a.services.settings.version());
    await b.request("/api/health");
    expect(b.services.config.invoicing).toMatchObject({
      iban: "DE02120300000000202051",
      bic: "BYLADEM1001",
      bankName: "Deutsche Kreditbank",
      placeholder: false,
    });
  });

  it("saving the same values again changes nothing and writes no audit entry", async () => {
    await a.services.settings.refresh();
    const version = a.services.settings.version();
    const result = await a.services.settings.update(ADMIN, "shipping", version, SHIPPING);
    expect(result).toEqual({ ok: true, changed: false, version });
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "settings"), eq(auditLog.entityId, "shipping")));
    expect(rows).toHaveLength(1);
  });

  it("the mail signature and the business data go under every mail the other instance delivers from then on", async () => {
    await a.services.settings.refresh();
    const saved = await a.services.settings.update(ADMIN, "mail", a.services.settings.version(), {
      signature: "Dein Team von Grünzeug\nMo–Fr 9–17 Uhr",
    });
    expect(saved).toMatchObject({ ok: true, changed: true });
    // B's worker reads the settings before each delivery, without a request of its own.
    const email = `signatur.${Date.now()}@example.de`;
    await b.services.outbox.send({ to: email, subject: "Test", text: "Hallo" });
    const mail = await b.lastMailTo(email);
    expect(mail!.text).toContain("Dein Team von Grünzeug\nMo–Fr 9–17 Uhr");
    expect(mail!.text).toContain("Grünzeug GmbH");
  });
});
