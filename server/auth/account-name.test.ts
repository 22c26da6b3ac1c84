import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNT_NAME_MAX, SIGN_UP_ERRORS, signUpErrorMessages } from "../../domain/contracts/sign-up";
import { TEXT_RULE_MESSAGES as T } from "../../domain/text/text-rules";
import { users } from "../db/schema";
import { type accountsApp, STRONG_PASSWORD } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

/** #29: the name of an account follows the one text rule, at sign-up, on the profile and through better-auth. */
describe.each(TEST_DATABASES)("account names on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  let n = 0;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  const signUp = (name: unknown, headers: Record<string, string> = {}) => {
    const email = `name${++n}.${Date.now()}@example.de`;
    return t
      .request("/api/auth/sign-up/email", {
        method: "POST",
        headers,
        json: { name, email, password: STRONG_PASSWORD, callbackURL: "/auth/callback", acceptTerms: true },
        ip: `203.0.113.${n}`,
      })
      .then(async (res) => ({ res, email, body: await res.json() }));
  };
  const stored = async (email: string) =>
    (await database.db.select({ name: users.name }).from(users).where(eq(users.email, email)))[0]?.name;

  it.each([
    ["CR/LF with a mail header", "Anna\r\nBcc: evil@example.org", T.lineBreak],
    ["ESC and ANSI", "\u001b[2JAnna", T.lineBreak],
    ["a bidi override", "Anna \u202eannA", T.bidi],
    ["only zero-width characters", "\u200b\u200c\u200d", T.invisible],
    ["20,000 characters", "A".repeat(20_000), SIGN_UP_ERRORS.nameTooLong],
    ["no name", "   ", SIGN_UP_ERRORS.name],
    ["a number", 7, SIGN_UP_ERRORS.name],
  ])("sign-up refuses %s: 400, German message, no account", async (_what, name, message) => {
    const { res, email, body } = await signUp(name);
    expect(res.status).toBe(400);
    expect(body.message).toBe(message);
    expect(await stored(email)).toBeUndefined();
  });

  it("in English for an English page", async () => {
    const { res, body } = await signUp("A".repeat(ACCOUNT_NAME_MAX + 1), { "x-shop-locale": "en" });
    expect(res.status).toBe(400);
    expect(body.message).toBe(signUpErrorMessages.en.nameTooLong);
  });

  it("keeps a good name, trimmed", async () => {
    const { res, email } = await signUp("  Łukasz Wiśniewski ");
    expect(res.status).toBe(200);
    expect(await stored(email)).toBe("Łukasz Wiśniewski");
  });

  it("better-auth's update-user and the profile follow the same rule", async () => {
    const anna = await t.signUp("Anna Berg");
    const update = await t.request("/api/auth/update-user", {
      method: "POST",
      cookie: anna.cookie,
      json: { name: "Anna\r\nBcc: evil@example.org" },
    });
    expect(update.status).toBe(400);
    expect((await update.json()).message).toBe(T.lineBreak);
    const long = await t.request("/api/auth/update-user", {
      method: "POST",
      cookie: anna.cookie,
      json: { name: "B".repeat(20_000) },
    });
    expect(long.status).toBe(400);
    for (const [firstName, message] of [
      ["Anna\u0007", T.lineBreak],
      ["\u200b", T.invisible],
      ["Anna\u202e", T.bidi],
    ] as const) {
      const res = await t.request(`/api/profiles/${anna.user.id}`, {
        method: "PATCH",
        cookie: anna.cookie,
        json: { firstName, lastName: "Berg" },
      });
      expect(res.status, firstName).toBe(400);
      expect((await res.json()).message, firstName).toContain(message);
    }
    expect(await stored(anna.email)).toBe("Anna Berg");
  });
});
