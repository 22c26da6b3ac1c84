import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { mailOutbox } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { recipientKey } from "./recipient-limit";

/**
 * #29: one client (or many) made the shop mail a victim again and again — ten reset and ten
 * confirmation mails a minute from one IP, more from more IPs, and withdrawal receipts carrying their
 * text. Unsolicited mails now count per recipient and hour, across endpoints and processes.
 */
describe.each(TEST_DATABASES)("mails per recipient and hour ($name)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let a: ReturnType<typeof accountsApp>;
  let b: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    // Two processes on one database (README: several processes share PostgreSQL); limit 3 an hour.
    a = app({ MAIL_RECIPIENT_LIMIT_PER_HOUR: "3" });
    b = app({ MAIL_RECIPIENT_LIMIT_PER_HOUR: "3" });
  });

  const mailsTo = async (email: string) => {
    await a.services.outbox.flush();
    await b.services.outbox.flush();
    return database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.recipient})`, email.toLowerCase()));
  };

  it("resets, confirmations and withdrawal receipts to one address stop at the limit; every request answers as usual", async () => {
    const { email } = await a.signUpUnconfirmed("Vera Opfer");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      // The sign-up's own confirmation was the first; the attacker adds many more, from many IPs and
      // both processes, through every endpoint that mails an address it names.
      let n = 0;
      const ip = () => `203.0.113.${++n}`;
      for (const t of [a, b, a, b]) {
        const reset = await t.request("/api/auth/request-password-reset", {
          method: "POST",
          json: { email, redirectTo: "/auth/reset-password" },
          ip: ip(),
        });
        expect(reset.status).toBe(200);
        const verify = await t.request("/api/auth/send-verification-email", {
          method: "POST",
          json: { email, callbackURL: "/auth/callback" },
          ip: ip(),
        });
        expect(verify.status).toBe(200);
        const withdrawal = await t.request("/api/withdrawals", {
          method: "POST",
          json: { orderReference: "BW-2026-000001", name: "Spam", email, message: "Kauf bei evil.example!" },
          ip: ip(),
        });
        expect(withdrawal.status).toBe(201);
      }
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(3);
      const log = warn.mock.calls.flat().join("\n");
      expect(log).toMatch(/not sent: its recipient reached the hourly limit/);
      expect(log).not.toContain(email);
      // Another address is not affected.
      const other = await a.signUpUnconfirmed("Otto Anders");
      expect(await mailsTo(other.email)).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("counts the address however it is written, and never stores it in the counter", async () => {
    const { email } = await a.signUpUnconfirmed("Kai Klein");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (const [i, variant] of [email.toUpperCase(), ` ${email} `, email, email].entries()) {
        await a.request("/api/auth/request-password-reset", {
          method: "POST",
          json: { email: variant, redirectTo: "/auth/reset-password" },
          ip: `198.51.100.${100 + i}`,
        });
      }
      expect((await mailsTo(email)).length).toBeLessThanOrEqual(3);
      const keys = (await database.db.execute(
        sql`select key from rate_limits where key like 'bw:mail-recipient:%'`,
      )) as unknown as {
        rows: { key: string }[];
      };
      expect(keys.rows.map((r) => r.key)).toContain(`bw:mail-recipient:${recipientKey(email)}`);
      expect(JSON.stringify(keys.rows)).not.toContain("@");
    } finally {
      warn.mockRestore();
    }
  });
});
