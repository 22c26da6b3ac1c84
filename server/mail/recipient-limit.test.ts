import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { placeGuestOrder } from "../testing/guest-order";
import { withTestDatabase } from "../testing/test-database";
import { recipientKey } from "./recipient-limit";

/**
 * #29: one client (or many) made the shop mail a victim again and again. #49 §4: the one hourly limit
 * per recipient could be spent by a stranger — four withdrawal receipts and the owner's own password
 * reset was silently not sent. Now each kind of mail has its own budget per address, per requesting
 * client and in total; the legally required receipt counts only against its client's budget; and a
 * request that is held back says so, the same whether or not the address has an account.
 */
describe.each(TEST_DATABASES)("mails a stranger can trigger, per recipient ($name)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let a: ReturnType<typeof accountsApp>;
  let b: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    // Two processes on one database (README: several processes share PostgreSQL); 3 per client, 6 in all.
    const env = { MAIL_RECIPIENT_LIMIT_PER_HOUR: "3", MAIL_RECIPIENT_TOTAL_PER_HOUR: "6" };
    a = app(env);
    b = app(env);
  });

  const mailsTo = async (email: string, kind?: string) => {
    await a.services.outbox.flush();
    await b.services.outbox.flush();
    return database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(
        and(
          eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()),
          kind ? eq(mailOutbox.kind, kind as never) : undefined,
        ),
      );
  };
  let n = 0;
  const strangerIp = () => `203.0.113.${++n % 250}`;
  const reset = (t: typeof a, email: string, ip: string) =>
    t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
      ip,
    });
  const withdraw = (t: typeof a, email: string, ip: string, orderReference = "BW-2026-999999") =>
    t.request("/api/withdrawals", {
      method: "POST",
      json: { orderReference, name: "Spam", email, message: "Kauf bei evil.example!" },
      ip,
    });

  it("a stranger's withdrawal receipts and resets from other clients never hold back the owner's own reset (the issue's case)", async () => {
    const owner = "198.51.100.77";
    const { email } = await a.signUpUnconfirmed("Vera Opfer");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      // Four (and more) withdrawal receipts from four addresses: another budget than the reset's.
      for (let i = 0; i < 8; i++)
        expect((await withdraw(i % 2 ? a : b, email, strangerIp())).status).toBe(201);
      // Resets a stranger asks for from their own address: their budget, not the owner's.
      const stranger = strangerIp();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await reset(a, email, stranger)).status);
      // The owner asks from theirs: sent (before #49 it was silently not).
      const before = (await mailsTo(email, "reset-password")).length;
      const own = await reset(b, email, owner);
      expect(own.status).toBe(200);
      expect(await mailsTo(email, "reset-password")).toHaveLength(before + 1);
      // The stranger's own budget ran out after three, and they were told.
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      warn.mockRestore();
    }
  });

  it("over a client's budget the page says so in German, the same for an address without an account; nothing is sent", async () => {
    const { email } = await a.signUpUnconfirmed("Kai Klein");
    const nobody = `niemand.${Date.now()}@example.de`;
    const ip = strangerIp();
    for (const address of [email, nobody]) {
      for (let i = 0; i < 3; i++) expect((await reset(a, address, ip)).status).toBe(200);
    }
    const sent = (await mailsTo(email, "reset-password")).length;
    const answers = await Promise.all([reset(b, email, ip), reset(b, nobody, ip)]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([429, 429]);
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0].code).toBe("mail_held_back");
    expect(bodies[0].message).toMatch(/^Diese E-Mail halten wir zurück/);
    expect(Number(answers[0]!.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await mailsTo(email, "reset-password")).toHaveLength(sent);
    // In English on an English page.
    const en = await a.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/en/auth/reset-password" },
      headers: { "accept-language": "en" },
      ip,
    });
    expect(en.status).toBe(429);
    // The confirmation has a budget of its own: not spent by the resets.
    const verify = await a.request("/api/auth/send-verification-email", {
      method: "POST",
      json: { email, callbackURL: "/auth/callback" },
      ip,
    });
    expect(verify.status).toBe(200);
  });

  it("a flood from many clients stops at the total; the receipt of a withdrawal naming the address's own order is never held back", async () => {
    const order = await placeGuestOrder(a.services, { emailPrefix: "flut" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const receipts: string[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await withdraw(i % 2 ? a : b, order.email, strangerIp());
        expect(res.status).toBe(201);
        receipts.push((await res.json()).confirmationMail);
      }
      // Six in all per address and kind, across clients and processes; the page says when it is held.
      expect(receipts).toEqual(["queued", "queued", "queued", "queued", "queued", "queued", "held", "held"]);
      expect(await mailsTo(order.email, "withdrawal-confirmation")).toHaveLength(6);
      expect(warn.mock.calls.flat().join("\n")).not.toContain(order.email);
      // The declaration naming her order (from a client with budget left) still gets its receipt.
      const real = await withdraw(a, order.email, strangerIp(), order.number);
      expect((await real.json()).confirmationMail).toBe("queued");
      expect(await mailsTo(order.email, "withdrawal-confirmation")).toHaveLength(7);
    } finally {
      warn.mockRestore();
    }
  });

  it("counts the address however it is written, and never stores it in the counter", async () => {
    const { email } = await a.signUpUnconfirmed("Kai Klein");
    const ip = strangerIp();
    const statuses: number[] = [];
    for (const variant of [email.toUpperCase(), ` ${email} `, email, email])
      statuses.push((await reset(a, variant, ip)).status);
    // Counted before the address is checked: the one with spaces is refused, but counts.
    expect(statuses).toEqual([200, 400, 200, 429]);
    const keys = (await database.db.execute(
      sql`select key from rate_limits where key like 'bw:mail-recipient%'`,
    )) as unknown as {
      rows: { key: string }[];
    };
    expect(keys.rows.map((r) => r.key)).toContain(`bw:mail-recipient:reset:${recipientKey(email)}`);
    expect(JSON.stringify(keys.rows)).not.toContain("@");
    expect(JSON.stringify(keys.rows)).not.toContain(ip);
  });
});
