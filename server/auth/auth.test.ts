import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { SIGN_UP_ERRORS, TERMS_VERSION } from "../../domain/contracts/sign-up";
import { profiles, users } from "../db/schema";
import { accountsApp, ORIGIN, STRONG_PASSWORD, sessionCookie } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { MISSING_CREDENTIALS } from "./auth";

describe.each(TEST_DATABASES)("accounts on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });

  it("signs up without signing in, confirms by mail link, then the session cookie names the user", async () => {
    const email = `anna.${Date.now()}@example.de`;
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: {
        name: "  Anna Maria  Bergmann ",
        email,
        password: STRONG_PASSWORD,
        callbackURL: "/auth/callback",
        acceptTerms: true,
      },
    });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toBeNull();
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    // When and which terms of use were accepted (§ 305 Abs. 2 BGB).
    expect(user?.termsVersion).toBe(TERMS_VERSION);
    expect(Math.abs(user!.termsAcceptedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toMatchObject({ firstName: "Anna", lastName: "Maria Bergmann", avatarUrl: null });

    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe("Bestätige deine E-Mail-Adresse für Blattwerk");
    const link = new URL(mail!.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
    const verified = await t.request(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/auth/callback");
    const setCookie = verified.headers
      .getSetCookie()
      .find((c) => c.startsWith("better-auth.session_token="))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = sessionCookie(verified)!;
    const me = await t.services.auth.getUser(new Request(ORIGIN, { headers: { cookie } }));
    expect(me).toMatchObject({ email, emailVerified: true, firstName: "Anna", lastName: "Maria Bergmann" });
    expect(await t.services.auth.getUserId(new Request(ORIGIN, { headers: { cookie } }))).toBe(user!.id);
  });

  it("signs in with the password and out again; the old cookie no longer names anyone", async () => {
    const { email, password } = await t.signUp("Ben Ott");
    const res = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res)!;
    expect(cookie).toBeTruthy();
    expect((await t.services.auth.getUser(new Request(ORIGIN, { headers: { cookie } })))?.firstName).toBe(
      "Ben",
    );
    const out = await t.request("/api/auth/sign-out", { method: "POST", json: {}, cookie });
    expect(out.status).toBe(200);
    expect(await t.services.auth.getUser(new Request(ORIGIN, { headers: { cookie } }))).toBeNull();
  });

  it("answers a missing email or password with the spec's message, on sign-in and sign-up", async () => {
    for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email"]) {
      for (const json of [
        { email: "", password: STRONG_PASSWORD, name: "X" },
        { email: "x@example.de", password: "", name: "X" },
        { name: "X" },
      ]) {
        const res = await t.request(path, { method: "POST", json, ip: "203.0.113.50" });
        expect(res.status).toBe(400);
        expect((await res.json()).message).toBe(MISSING_CREDENTIALS);
      }
    }
  });

  it("does not log refused requests (malformed JSON, wrong content type, missing fields) as errors", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const path = "/api/auth/sign-in/email";
      const json = { "content-type": "application/json", origin: t.config.publicUrl };
      const text = { "content-type": "text/plain", origin: t.config.publicUrl };
      const refused = [
        await t.request(path, { method: "POST", body: "{", headers: json, ip: "203.0.113.51" }),
        await t.request(path, { method: "POST", body: "x", headers: text, ip: "203.0.113.52" }),
        await t.request(path, { method: "POST", json: { name: "X" }, ip: "203.0.113.53" }),
      ];
      for (const res of refused) expect(res.status).toBeGreaterThanOrEqual(400);
      for (const res of refused) expect(res.status).toBeLessThan(500);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it("refuses a sign-up without the terms of use accepted and the age confirmed, for any address", async () => {
    const { email: taken } = await t.signUp("Tina Terms");
    for (const acceptTerms of [undefined, false, "true", 1]) {
      for (const email of [`ohne.agb.${Date.now()}@example.de`, taken]) {
        const res = await t.request("/api/auth/sign-up/email", {
          method: "POST",
          json: { name: "Olaf Ohne", email, password: STRONG_PASSWORD, acceptTerms },
          ip: "203.0.113.54",
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          code: "terms_not_accepted",
          message: SIGN_UP_ERRORS.termsNotAccepted,
        });
      }
    }
    const made = await database.db.select().from(users).where(eq(users.name, "Olaf Ohne"));
    expect(made).toEqual([]);
  });

  it("rejects weak passwords with code weak_password and German reasons", async () => {
    for (const [name, password] of [
      ["Carla", "blattwerk1"],
      ["Carla", "Passwort1234"],
      ["Carla", "kurz"],
      ["Anna Bergmann", "Bergmann.Anna7"],
      ["Anna Bergmann", "Sommer2024!!"],
    ]) {
      const res = await t.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { name, email: `weak.${Date.now()}@example.de`, password, acceptTerms: true },
        ip: "203.0.113.51",
      });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("weak_password");
      expect(body.reasons.length).toBeGreaterThan(0);
    }
  });

  it("does not tell whether an address has an account: sign-up, sign-in and reset answer alike", async () => {
    const { email } = await t.signUp("Dora Dahl");
    const unknown = `niemand.${Date.now()}@example.de`;
    const shape = async (res: Response) => ({
      status: res.status,
      cookie: sessionCookie(res),
      body: JSON.stringify(await res.json(), (k, v) =>
        ["id", "createdAt", "updatedAt", "email", "name"].includes(k) ? typeof v : v,
      ),
    });

    const signUp = (e: string) =>
      t.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { name: "Eve", email: e, password: STRONG_PASSWORD, acceptTerms: true },
        ip: "203.0.113.60",
      });
    expect(await shape(await signUp(email))).toEqual(await shape(await signUp(unknown)));

    const signIn = (e: string) =>
      t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: e, password: "Falsches-Passwort-99" },
        ip: "203.0.113.61",
      });
    const wrong = await shape(await signIn(email));
    expect(wrong.status).toBe(401);
    expect(wrong).toEqual(await shape(await signIn(`nobody.${Date.now()}@example.de`)));

    const reset = (e: string) =>
      t.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email: e, redirectTo: "/auth/reset-password" },
        ip: "203.0.113.62",
      });
    expect(await shape(await reset(email))).toEqual(
      await shape(await reset(`nobody2.${Date.now()}@example.de`)),
    );

    // The owner learns by mail that somebody tried to register again.
    expect((await t.lastMailTo(email))?.subject).toBe("Neues Passwort für Blattwerk");
    const mails = (await (await import("../mail/dev-mailbox")).devMailbox(t.dataDir).list()).filter(
      (m) => m.to === email,
    );
    expect(mails.map((m) => m.subject)).toContain("Du hast bereits ein Konto bei Blattwerk");
  });

  it("from an English page: the confirmation and reset mails are English and link to /en pages (#19)", async () => {
    const email = `ada.${Date.now()}@example.com`;
    const en = { "X-Shop-Locale": "en" };
    const res = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: en,
      json: {
        name: "Ada Byron",
        email,
        password: STRONG_PASSWORD,
        callbackURL: "/en/auth/callback",
        acceptTerms: true,
      },
    });
    expect(res.status).toBe(200);
    const verify = await t.lastMailTo(email);
    expect(verify?.subject).toBe("Confirm your email address for Blattwerk");
    expect(verify?.text).toMatch(/^Hello Ada,/);
    expect(decodeURIComponent(verify!.text)).toContain("callbackURL=/en/auth/callback");

    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      headers: en,
      json: { email, redirectTo: "/en/auth/reset-password" },
      ip: "203.0.113.71",
    });
    const reset = await t.lastMailTo(email);
    expect(reset?.subject).toBe("New password for Blattwerk");
    expect(reset!.text).toMatch(new RegExp(`${t.config.publicUrl}/en/auth/reset-password\\?token=\\S+`));
  });

  it("resets a forgotten password by mail link, refuses a weak new one and signs out everywhere", async () => {
    const { email, cookie } = await t.signUp("Finn Frei");
    const req = await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
      ip: "203.0.113.70",
    });
    expect(req.status).toBe(200);
    const mail = await t.lastMailTo(email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)![0]);
    expect(link.origin).toBe(t.config.publicUrl);
    const token = link.searchParams.get("token")!;

    const weak = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "passwort12" },
      ip: "203.0.113.70",
    });
    expect((await weak.json()).code).toBe("weak_password");

    const newPassword = "Regenwald-Giesskanne-93";
    const ok = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword },
      ip: "203.0.113.70",
    });
    expect(ok.status).toBe(200);
    expect(await t.services.auth.getUser(new Request(ORIGIN, { headers: { cookie } }))).toBeNull();
    const again = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "Noch-ein-Versuch-2931" },
      ip: "203.0.113.70",
    });
    expect(again.status).toBe(400);
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: newPassword },
      ip: "203.0.113.71",
    });
    expect(signIn.status).toBe(200);
  });

  it("a reset voids every other reset link of the account: the older link no longer works (#29)", async () => {
    const { email } = await t.signUp("Rita Reset");
    const ask = async () => {
      const res = await t.request("/api/auth/request-password-reset", {
        method: "POST",
        json: { email, redirectTo: "/auth/reset-password" },
        ip: "203.0.113.80",
      });
      expect(res.status).toBe(200);
      const mail = await t.lastMailTo(email);
      return new URL(
        mail!.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)![0],
      ).searchParams.get("token")!;
    };
    const older = await ask();
    const newer = await ask();
    expect(newer).not.toBe(older);
    const reset = (token: string, newPassword: string) =>
      t.request("/api/auth/reset-password", {
        method: "POST",
        json: { token, newPassword },
        ip: "203.0.113.81",
      });
    expect((await reset(newer, "Regenwald-Giesskanne-93")).status).toBe(200);
    const replay = await reset(older, "Angreifer-Wechselt-Passwort-77");
    expect(replay.status).toBe(400);
    expect((await replay.json()).message).toBeTruthy();
    const signIn = (password: string) =>
      t.request("/api/auth/sign-in/email", { method: "POST", json: { email, password }, ip: "203.0.113.82" });
    expect((await signIn("Angreifer-Wechselt-Passwort-77")).status).toBe(401);
    expect((await signIn("Regenwald-Giesskanne-93")).status).toBe(200);
  });

  it("a password changed while signed in voids outstanding reset links too (#29)", async () => {
    const { email, password, cookie } = await t.signUp("Paul Passwort");
    await t.request("/api/auth/request-password-reset", {
      method: "POST",
      json: { email, redirectTo: "/auth/reset-password" },
      ip: "203.0.113.83",
    });
    const mail = await t.lastMailTo(email);
    const token = new URL(
      mail!.text.match(/https?:\/\/\S+\/auth\/reset-password\?token=\S+/)![0],
    ).searchParams.get("token")!;
    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      json: { currentPassword: password, newPassword: "Regenwald-Giesskanne-93" },
      cookie,
      ip: "203.0.113.84",
    });
    expect(changed.status).toBe(200);
    const replay = await t.request("/api/auth/reset-password", {
      method: "POST",
      json: { token, newPassword: "Angreifer-Wechselt-Passwort-77" },
      ip: "203.0.113.85",
    });
    expect(replay.status).toBe(400);
  });

  it("refuses a state-changing request from a foreign Origin", async () => {
    const { email, password, cookie } = await t.signUp("Gina Gast");
    const foreign = { origin: "https://evil.example" };
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: foreign,
      json: { email, password },
      ip: "203.0.113.80",
    });
    expect(signIn.status).toBe(403);
    expect(sessionCookie(signIn)).toBeNull();
    const out = await t.request("/api/auth/sign-out", { method: "POST", headers: foreign, json: {}, cookie });
    expect(out.status).toBe(403);
    const crossSite = await t.request("/api/auth/sign-out", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: "{}",
      cookie,
    });
    expect(crossSite.status).toBe(403);
    expect(await t.services.auth.getUser(new Request(ORIGIN, { headers: { cookie } }))).not.toBeNull();
  });

  it("marks the session cookie Secure (with the __Secure- prefix) when the shop is served over HTTPS", async () => {
    const https = accountsApp(database, { PUBLIC_URL: "https://shop.example" });
    const { email, password } = await https.signUp("Hanna Https");
    const res = await https.request("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
    const set = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(set).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(set).toMatch(/; Secure/i);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
  });
});
