import { describe, expect, it } from "vitest";
import { type accountsApp, STRONG_PASSWORD } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

/**
 * #29: the other places that take a return address are better-auth's `callbackURL` (confirmation
 * mail, sign-up, sign-in) and `redirectTo` (password reset). better-auth checks them against the
 * trusted origin (PUBLIC_URL); this pins that the variants which fooled the browser's URL parser in
 * /auth?redirect=… are refused there too.
 */
const VARIANTS = [
  "//evil.example/phish",
  "/\t/evil.example/phish",
  "/\n/evil.example/phish",
  "/\r\n/evil.example/phish",
  "/\t\\evil.example/phish",
  "/\\evil.example/phish",
  "https://evil.example/phish",
];

describe.each(TEST_DATABASES)("return addresses of mail links on $name", (target) => {
  let _database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  let email: string;
  withTestDatabase(target, {}, async (opened, { app }) => {
    _database = opened;
    t = app();
    ({ email } = await t.signUp("Rita Umleitung"));
  });

  it.each(VARIANTS)("refuses %j as callbackURL and redirectTo", async (url) => {
    let n = 0;
    const ip = () => `203.0.113.${100 + (n++ % 100)}`;
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: STRONG_PASSWORD, callbackURL: url },
      ip: ip(),
    });
    expect(signIn.status, "sign-in").toBe(403);
    expect((await signIn.json()).message).toBe("Diese Rücksprungadresse gehört nicht zu unserer Website.");
    const reset = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: url },
      ip: ip(),
    });
    expect(reset.status, "reset").toBe(403);
    const verify = await t.request("/api/auth/send-verification-email", {
      method: "POST",
      json: { email, callbackURL: url },
      ip: ip(),
    });
    expect(verify.status, "verification mail").toBe(403);
  });

  it("takes our own paths", async () => {
    const reset = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
      ip: "203.0.113.250",
    });
    expect(reset.status).toBe(200);
  });
});
