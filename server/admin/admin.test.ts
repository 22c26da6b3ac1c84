import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { auditLog, invoices, orderItems, plants, users } from "../db/schema";
import { cancellationData, creditNoteData, type InvoiceData, invoiceData } from "../invoices/issue";
import { insertOrder, STRONG_PASSWORD, sessionCookie } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTwoCustomers } from "../testing/test-database";
import { createAdmin } from "./create-admin";

describe.each(TEST_DATABASES)("back office on $name", (target) => {
  const s = withTwoCustomers(target);
  const asRequest = (cookie?: string) =>
    new Request("http://localhost/admin", { headers: cookie ? { cookie } : {} });

  it("admits nobody but staff: guests and customers are not staff", async () => {
    expect(await s.t.services.admin.staffFor(asRequest())).toBeNull();
    expect(await s.t.services.admin.staffFor(asRequest(s.anna.cookie))).toBeNull();
    expect(await s.t.services.admin.staffFor(asRequest("better-auth.session_token=forged"))).toBeNull();
  });

  it("sign-up cannot ask for a role", async () => {
    const email = `rolle.${Date.now()}@example.de`;
    const res = await s.t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { name: "Rolf Rolle", email, password: STRONG_PASSWORD, acceptTerms: true, role: "admin" },
    });
    expect(res.status).toBe(200);
    const [user] = await s.database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(user).toEqual({ role: "customer" });
  });

  it("admin:create makes an admin with a one-time link; the password set with it signs in to the back office", async () => {
    const email = `Inhaberin.${Date.now()}@Example.de`;
    const result = await createAdmin(s.t.services, ` ${email} `);
    expect(result).toEqual({ ok: true, created: true, email: email.toLowerCase() });
    const mail = await s.t.lastMailTo(email.toLowerCase());
    const link = mail?.text.match(/https?:\/\/\S+reset-password\?token=(\S+)/);
    expect(link).toBeTruthy();

    // The account has no password until the link is used: no default credentials.
    const early = await s.t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: email.toLowerCase(), password: STRONG_PASSWORD },
    });
    expect(early.status).toBe(401);

    const reset = await s.t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: decodeURIComponent(link![1]!), newPassword: STRONG_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const signIn = await s.t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: email.toLowerCase(), password: STRONG_PASSWORD },
    });
    const cookie = sessionCookie(signIn)!;
    expect(cookie).toBeTruthy();
    const member = await s.t.services.admin.staffFor(asRequest(cookie));
    expect(member).toMatchObject({ email: email.toLowerCase(), role: "admin" });
    expect(s.t.services.admin.can(member!, "settings")).toBe(true);

    // The same link works once only.
    const again = await s.t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: decodeURIComponent(link![1]!), newPassword: `${STRONG_PASSWORD}-2` },
    });
    expect(again.status).toBe(400);
  });

  it("admin:create upgrades an existing customer and refuses a malformed address", async () => {
    const result = await createAdmin(s.t.services, s.ben.email);
    expect(result).toEqual({ ok: true, created: false, email: s.ben.email });
    expect(await s.t.services.admin.staffFor(asRequest(s.ben.cookie))).toMatchObject({ role: "admin" });
    expect(await createAdmin(s.t.services, "kein-at-zeichen")).toEqual({
      ok: false,
      message: "„kein-at-zeichen“ ist keine gültige E-Mail-Adresse.",
    });
  });

  it("roles change in one transaction with an audit entry; unknown addresses and the last admin are refused", async () => {
    const { admin } = s.t.services;
    const actor = { id: s.ben.user.id, email: s.ben.email };
    const made = await admin.setRole(actor, s.anna.email.toUpperCase(), "staff");
    expect(made).toMatchObject({ ok: true, changed: true, member: { email: s.anna.email, role: "staff" } });
    const staff = (await admin.staffFor(asRequest(s.anna.cookie)))!;
    expect(staff.role).toBe("staff");
    expect(admin.can(staff, "backoffice")).toBe(true);
    expect(admin.can(staff, "settings")).toBe(false);
    expect(await admin.setRole(actor, s.anna.email, "staff")).toMatchObject({ ok: true, changed: false });

    const history = await admin.history("user", s.anna.user.id);
    expect(history[0]).toMatchObject({
      actorEmail: s.ben.email,
      action: "role.set",
      before: { role: "customer" },
      after: { role: "staff" },
    });
    expect(await admin.team()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: s.anna.email, role: "staff" })]),
    );

    expect(await admin.setRole(actor, "niemand@example.de", "staff")).toEqual({
      ok: false,
      status: 404,
      error: "no_account",
      params: { email: "niemand@example.de" },
    });

    // Leave exactly one admin (Ben), then he cannot step down.
    await s.database.db.update(users).set({ role: "customer" }).where(eq(users.role, "admin"));
    await s.database.db.update(users).set({ role: "admin" }).where(eq(users.id, s.ben.user.id));
    const before = (await s.database.db.select().from(auditLog)).length;
    expect(await admin.setRole(actor, s.ben.email, "customer")).toEqual({
      ok: false,
      status: 409,
      error: "last_admin",
    });
    expect(await s.database.db.select().from(auditLog)).toHaveLength(before);
    expect(await admin.staffFor(asRequest(s.ben.cookie))).toMatchObject({ role: "admin" });
  });

  it("two admins stepping each other down at once leave one admin", async () => {
    const { admin } = s.t.services;
    await s.database.db.update(users).set({ role: "customer" }).where(eq(users.role, "admin"));
    await s.database.db.update(users).set({ role: "admin" }).where(eq(users.id, s.ben.user.id));
    await admin.setRole({ id: null, email: "test" }, s.anna.email, "admin");
    const results = await Promise.all([
      admin.setRole({ id: s.anna.user.id, email: s.anna.email }, s.ben.email, "customer"),
      admin.setRole({ id: s.ben.user.id, email: s.ben.email }, s.anna.email, "customer"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const admins = await s.database.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(1);
  });

  it("the overview counts new and confirmed orders, 30 days' revenue from the documents net of cancellations and credit notes, and low stock", async () => {
    const { admin } = s.t.services;
    const before = await admin.overview();
    const item = { plantId: "pothos", name: "Efeutute", quantity: 1, priceCents: 1899 };
    // Documents as issue.ts writes them, issued on the order's day.
    let n = 0;
    const document = async (
      order: Awaited<ReturnType<typeof insertOrder>>,
      make?: (d: InvoiceData) => InvoiceData,
    ) => {
      const items = await s.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
      const base = invoiceData(
        order,
        items,
        loadConfig({}),
        `RE-2026-8${String(++n).padStart(5, "0")}`,
        order.createdAt,
      );
      const data = make ? make(base) : base;
      await s.database.db.insert(invoices).values({
        number: data.number,
        kind: data.kind,
        orderId: order.id,
        issuedAt: order.createdAt,
        deliveryDate: data.deliveryDate,
        totalCents: data.totals.grossCents,
        data,
      });
    };
    const a = await insertOrder(s.database, { email: "a@example.de", status: "pending", items: [item] });
    const b = await insertOrder(s.database, { email: "b@example.de", status: "processing", items: [item] });
    const c = await insertOrder(s.database, { email: "c@example.de", status: "cancelled", items: [item] });
    const d = await insertOrder(s.database, {
      email: "d@example.de",
      status: "completed",
      createdAt: new Date(Date.now() - 40 * 86_400_000),
      items: [item],
    });
    for (const o of [a, b, c, d]) await document(o);
    await document(c, (x) => cancellationData(x, `ST-2026-8${String(++n).padStart(5, "0")}`, x.invoiceDate));
    await document(b, (x) =>
      creditNoteData(
        x,
        `RK-2026-8${String(++n).padStart(5, "0")}`,
        x.invoiceDate,
        [{ vatRate: x.lines[0]!.vatRate, grossCents: 200 }],
        "Gutschrift",
      ),
    );
    await s.database.db.update(plants).set({ stock: 0 }).where(eq(plants.id, "zz-plant"));
    await s.database.db.update(plants).set({ stock: 3 }).where(eq(plants.id, "pothos"));
    await s.database.db
      .update(plants)
      .set({ stock: 2, published: false })
      .where(eq(plants.id, "snake-plant"));

    const now = await admin.overview();
    expect(now.newOrders).toBe(before.newOrders + 1);
    expect(now.toShip).toBe(before.toShip + 1);
    // Three invoices of 18,99 € + 4,90 € shipping within 30 days, one cancelled by its Stornorechnung,
    // one reduced by a credit note of 2 €; the invoice 40 days ago lies outside.
    expect(now.revenue.totalCents).toBe(before.revenue.totalCents + 2 * (1899 + 490) - 200);
    expect(now.revenue.orders).toBe(before.revenue.orders + 3);
    expect(now.revenue.days.length).toBeGreaterThanOrEqual(30);
    expect(now.revenue.days.reduce((sum, d) => sum + d.cents, 0)).toBe(now.revenue.totalCents);
    expect(now.lowStock.slice(0, 2)).toEqual([
      { id: "zz-plant", name: expect.any(String), stock: 0 },
      { id: "pothos", name: "Efeutute", stock: 3 },
    ]);
    expect(now.lowStock.map((p) => p.id)).not.toContain("snake-plant");
  });
});
