import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { auditLog, invoices, mailOutbox, orderItems, plants, users } from "../db/schema";
import { cancellationData, creditNoteData, type InvoiceData, invoiceData } from "../invoices/issue";
import { accountsApp, insertOrder, STRONG_PASSWORD, sessionCookie } from "../testing/accounts";
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
      json: { name: "Rolf Rolle", email, password: STRONG_PASSWORD, acceptTerms: true, role: "owner" },
    });
    expect(res.status).toBe(200);
    const [user] = await s.database.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(user).toEqual({ role: "customer" });
  });

  it("admin:create makes an admin with the invitation's one-time link; the password set with it signs in to the back office", async () => {
    const email = `Inhaberin.${Date.now()}@Example.de`;
    const result = await createAdmin(s.t.services, ` ${email} `);
    expect(result).toMatchObject({ ok: true, created: true, email: email.toLowerCase() });
    const mail = await s.t.lastMailTo(email.toLowerCase());
    expect(mail?.subject).toBe("Einladung ins Backoffice von Blattwerk");
    expect(mail?.text).toContain(
      "Die Inhaberin oder der Inhaber des Shops hat dich ins Backoffice von Blattwerk eingeladen, mit der Rolle „Inhaberin/Inhaber“.",
    );
    expect(mail?.text).toContain("Der Link ist 24 Stunden gültig und funktioniert nur einmal.");
    const link = mail?.text.match(/https?:\/\/\S+reset-password\?token=(\S+)/);
    expect(link?.[0]).toBe(result.ok && result.setPasswordUrl);

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
    expect(member).toMatchObject({ email: email.toLowerCase(), role: "owner" });
    expect(s.t.services.admin.can(member!, "settings")).toBe(true);

    // The same link works once only.
    const again = await s.t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: decodeURIComponent(link![1]!), newPassword: `${STRONG_PASSWORD}-2` },
    });
    expect(again.status).toBe(400);
  });

  it("admin:create's links start with the shop's own address from PORT when PUBLIC_URL is not set (#34)", async () => {
    const elsewhere = accountsApp(s.database, { PORT: "4123" });
    const email = `port.${Date.now()}@example.de`;
    const result = await createAdmin(elsewhere.services, email);
    expect(result.ok && result.setPasswordUrl).toMatch(
      /^http:\/\/localhost:4123\/auth\/reset-password\?token=/,
    );
    const mail = await elsewhere.lastMailTo(email);
    expect(mail?.text).toContain("http://localhost:4123/admin");
    expect(mail?.text).not.toContain(":3000");
  });

  it("admin:create upgrades an existing customer without touching the password and refuses a malformed address", async () => {
    const result = await createAdmin(s.t.services, s.ben.email);
    expect(result).toEqual({ ok: true, created: false, email: s.ben.email, setPasswordUrl: null });
    expect(await s.t.services.admin.staffFor(asRequest(s.ben.cookie))).toMatchObject({ role: "owner" });
    const mail = await s.t.lastMailTo(s.ben.email);
    expect(mail?.subject).toBe("Einladung ins Backoffice von Blattwerk");
    expect(mail?.text).toContain("Dein Passwort bleibt, wie es ist.");
    expect(mail?.text).not.toContain("token=");
    expect(await createAdmin(s.t.services, "kein-at-zeichen")).toEqual({
      ok: false,
      message: "„kein-at-zeichen“ ist keine gültige E-Mail-Adresse.",
    });
  });

  it("roles change in one transaction with an audit entry; unknown addresses and the last admin are refused", async () => {
    const { admin } = s.t.services;
    const actor = { id: s.ben.user.id, email: s.ben.email };
    const made = await admin.setRole(actor, s.anna.email.toUpperCase(), "service");
    expect(made).toMatchObject({ ok: true, changed: true, member: { email: s.anna.email, role: "service" } });
    const staff = (await admin.staffFor(asRequest(s.anna.cookie)))!;
    expect(staff.role).toBe("service");
    expect(admin.can(staff, "backoffice")).toBe(true);
    expect(admin.can(staff, "settings")).toBe(false);
    expect(await admin.setRole(actor, s.anna.email, "service")).toMatchObject({ ok: true, changed: false });

    const history = await admin.history("user", s.anna.user.id);
    expect(history[0]).toMatchObject({
      actorEmail: s.ben.email,
      action: "role.set",
      before: { role: "customer" },
      after: { role: "service" },
    });
    expect(await admin.team()).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: s.anna.email, role: "service" })]),
    );

    expect(await admin.setRole(actor, "niemand@example.de", "service")).toEqual({
      ok: false,
      status: 404,
      error: "no_account",
      params: { email: "niemand@example.de" },
    });

    // Leave exactly one admin (Ben), then he cannot step down.
    await s.database.db.update(users).set({ role: "customer" }).where(eq(users.role, "owner"));
    await s.database.db.update(users).set({ role: "owner" }).where(eq(users.id, s.ben.user.id));
    const before = (await s.database.db.select().from(auditLog)).length;
    expect(await admin.setRole(actor, s.ben.email, "customer")).toEqual({
      ok: false,
      status: 409,
      error: "last_owner",
    });
    expect(await s.database.db.select().from(auditLog)).toHaveLength(before);
    expect(await admin.staffFor(asRequest(s.ben.cookie))).toMatchObject({ role: "owner" });
  });

  it("two admins stepping each other down at once leave one admin", async () => {
    const { admin } = s.t.services;
    await s.database.db.update(users).set({ role: "customer" }).where(eq(users.role, "owner"));
    await s.database.db.update(users).set({ role: "owner" }).where(eq(users.id, s.ben.user.id));
    await admin.setRole({ id: null, email: "test" }, s.anna.email, "owner");
    const results = await Promise.all([
      admin.setRole({ id: s.anna.user.id, email: s.anna.email }, s.ben.email, "customer"),
      admin.setRole({ id: s.ben.user.id, email: s.ben.email }, s.anna.email, "customer"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const admins = await s.database.db.select().from(users).where(eq(users.role, "owner"));
    expect(admins).toHaveLength(1);
  });

  it("the team page invites an address without an account: account, role, audit and the invitation in one go (#34)", async () => {
    const { admin } = s.t.services;
    const inviter = {
      id: s.anna.user.id,
      name: "Anna Bergmann",
      email: s.anna.email,
      role: "owner" as const,
    };
    const email = `neu.${Date.now()}@example.de`;
    const result = await admin.invite(inviter, ` ${email.toUpperCase()} `, "service");
    expect(result).toMatchObject({
      ok: true,
      created: true,
      changed: true,
      invited: true,
      member: { email, role: "service" },
    });
    const [outboxRow] = await s.database.db
      .select({ kind: mailOutbox.kind, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email));
    expect(outboxRow?.kind).toBe("team-invitation");
    expect(outboxRow?.text).toContain(
      `Anna Bergmann (${s.anna.email}) hat dich ins Backoffice von Blattwerk eingeladen, mit der Rolle „Kundenservice“.`,
    );
    const token = outboxRow?.text.match(/reset-password\?token=(\S+)/)?.[1];
    expect(token).toBeTruthy();

    const member = result.ok ? result.member : null;
    const history = await admin.history("user", member!.id);
    expect(history.map((h) => [h.action, h.actorEmail, h.after])).toEqual(
      expect.arrayContaining([
        ["role.set", s.anna.email, { role: "service" }],
        ["team.invite", s.anna.email, { role: "service", newAccount: true }],
      ]),
    );

    // The link sets the first password; the new member then signs in to the back office.
    const reset = await s.t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: STRONG_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const signIn = await s.t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: STRONG_PASSWORD },
    });
    expect(await admin.staffFor(asRequest(sessionCookie(signIn)!))).toMatchObject({ email, role: "service" });

    // Inviting again changes nothing and mails nothing.
    expect(await admin.invite(inviter, email, "service")).toMatchObject({
      ok: true,
      changed: false,
      invited: false,
    });
    expect(await s.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toHaveLength(
      1,
    );
  });

  it("inviting a customer gives the role and says so, without a password link; a role change mails nothing; bad input is refused by code", async () => {
    const { admin } = s.t.services;
    await s.database.db.update(users).set({ role: "customer" }).where(eq(users.id, s.anna.user.id));
    const inviter = { id: s.ben.user.id, name: "Ben Ott", email: s.ben.email, role: "owner" as const };
    const passwordBefore = await s.t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: s.anna.email, password: STRONG_PASSWORD },
    });
    expect(passwordBefore.status).toBe(200);
    const result = await admin.invite(inviter, s.anna.email, "service");
    expect(result).toMatchObject({
      ok: true,
      created: false,
      changed: true,
      invited: true,
      setPasswordUrl: null,
    });
    const mails = await s.database.db
      .select({ kind: mailOutbox.kind, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, s.anna.email));
    const invitation = mails.filter((m) => m.kind === "team-invitation");
    expect(invitation).toHaveLength(1);
    expect(invitation[0]!.text).toContain("Dein Passwort bleibt, wie es ist.");
    expect(invitation[0]!.text).not.toContain("token=");
    // Her password still signs in.
    const after = await s.t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: s.anna.email, password: STRONG_PASSWORD },
    });
    expect(after.status).toBe(200);

    // Staff to admin: the role changes, no second invitation.
    expect(await admin.invite(inviter, s.anna.email, "owner")).toMatchObject({
      ok: true,
      changed: true,
      invited: false,
    });
    const invitations = await s.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, s.anna.email), eq(mailOutbox.kind, "team-invitation")));
    expect(invitations).toHaveLength(1);

    expect(await admin.invite(inviter, "kein-at-zeichen", "service")).toEqual({
      ok: false,
      status: 400,
      error: "invalid_email",
      params: { email: "kein-at-zeichen" },
    });
    expect(await admin.invite(inviter, "x@example.de", "customer")).toEqual({
      ok: false,
      status: 400,
      error: "invalid_role",
    });
    expect(await s.database.db.select().from(users).where(eq(users.email, "x@example.de"))).toEqual([]);
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
    // A size of its own (#43 §1): counted apart, named with its size, linked to its plant.
    await s.database.db.update(plants).set({ stock: 4 }).where(eq(plants.id, "zz-plant-gross"));
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
    expect(now.lowStock.slice(0, 3)).toEqual([
      { id: "zz-plant", plantId: "zz-plant", name: "Glücksfeder (ZZ-Pflanze) – Mittel", stock: 0 },
      { id: "pothos", plantId: "pothos", name: "Efeutute", stock: 3 },
      { id: "zz-plant-gross", plantId: "zz-plant", name: "Glücksfeder (ZZ-Pflanze) – Groß", stock: 4 },
    ]);
    expect(now.lowStock.map((p) => p.id)).not.toContain("snake-plant");
  });
});
