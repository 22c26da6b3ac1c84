import { describe, expect, it } from "vitest";
import { type AccountsApp, STRONG_PASSWORD } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

/**
 * #49 §4: sign-in was limited per IP only, so guessing spread over many addresses never slowed down.
 * Now attempts count per account too (ASVS 5.0 V6.3.1), whatever client makes them; a success and a
 * password reset clear the count, so the owner is never locked out.
 */
describe.each(TEST_DATABASES)("sign-in attempts per account ($name)", (target) => {
  let t: AccountsApp;
  withTestDatabase(target, {}, async (_opened, { app }) => {
    // Three attempts per account; the per-IP limit far away, so only the account's limit speaks.
    t = app({
      SIGN_IN_ACCOUNT_LIMIT_MAX: "3",
      SIGN_IN_ACCOUNT_LIMIT_WINDOW_SECONDS: "600",
      AUTH_RATE_LIMIT_MAX: "1000",
    });
  });

  let n = 0;
  const someIp = () => `203.0.113.${++n % 250}`;
  const signIn = (email: string, password: string, ip = someIp()) =>
    t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, ip });

  it("guesses from many addresses stop at the account's budget, even the right password; other accounts go on", async () => {
    const victim = await t.signUp("Vera Ziel");
    const other = await t.signUp("Otto Anders");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(victim.email, `Falsch-${i}-Passwort-x`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await signIn(victim.email.toUpperCase(), victim.password);
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body.code).toBe("account_attempts");
    expect(body.message).toMatch(/^Zu viele Anmeldeversuche für dieses Konto/);
    expect(body.message).toContain("Passwort vergessen");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    // An address without an account answers the same: the limit tells nobody which exist.
    const nobody = `niemand.${Date.now()}@example.de`;
    for (let i = 0; i < 3; i++) await signIn(nobody, "Falsch-Passwort-123");
    const none = await signIn(nobody, "Falsch-Passwort-123");
    expect(none.status).toBe(429);
    expect((await none.json()).code).toBe("account_attempts");
    expect((await signIn(other.email, other.password)).status).toBe(200);
  });

  it("the owner is not locked out: a reset link still comes, and after the new password they get in at once", async () => {
    const owner = await t.signUp("Olga Eigen");
    for (let i = 0; i < 4; i++) await signIn(owner.email, `Falsch-${i}-Passwort-y`);
    expect((await signIn(owner.email, owner.password)).status).toBe(429);
    const ask = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email: owner.email, redirectTo: "/auth/reset-password" },
      ip: someIp(),
    });
    expect(ask.status).toBe(200);
    const mail = await t.lastMailTo(owner.email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)![0]);
    const newPassword = `${STRONG_PASSWORD}-Neu`;
    const reset = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token: link.searchParams.get("token"), newPassword },
      ip: someIp(),
    });
    expect(reset.status).toBe(200);
    expect((await signIn(owner.email, newPassword)).status).toBe(200);
  });

  it("a successful sign-in starts the count afresh: the owner's own typos never add up", async () => {
    const owner = await t.signUp("Tina Tipp");
    const ip = someIp();
    for (let round = 0; round < 3; round++) {
      expect((await signIn(owner.email, "Vertippt-Passwort-1", ip)).status).toBe(401);
      expect((await signIn(owner.email, "Vertippt-Passwort-2", ip)).status).toBe(401);
      expect((await signIn(owner.email, owner.password, ip)).status).toBe(200);
    }
  });
});
