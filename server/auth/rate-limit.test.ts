import { describe, expect, it } from "vitest";
import { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { clientIp } from "./client-ip";

const WINDOW = { AUTH_RATE_LIMIT_WINDOW_SECONDS: "4", AUTH_RATE_LIMIT_MAX: "3" };

describe("client IP", () => {
  it("is the socket's address unless a trusted proxy appended one", () => {
    expect(clientIp("198.51.100.7", "1.2.3.4", false)).toBe("198.51.100.7");
    expect(clientIp("10.0.0.2", "1.2.3.4, 203.0.113.9", true)).toBe("203.0.113.9");
    expect(clientIp("10.0.0.2", "not-an-ip", true)).toBe("10.0.0.2");
    expect(clientIp(undefined, undefined, false)).toBeUndefined();
  });
});

describe.each(TEST_DATABASES)("brute-force limits on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, {}, (opened) => {
    database = opened;
  });

  const attempt = (
    t: ReturnType<typeof accountsApp>,
    email: string,
    password: string,
    ip: string,
    xff?: string,
  ) =>
    t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password },
      ip,
      headers: xff ? { "x-forwarded-for": xff } : {},
    });

  it("limits sign-in per socket address, ignores a forged X-Forwarded-For, lets the owner in after the window", async () => {
    const t = accountsApp(database, WINDOW);
    const { email, password } = await t.signUp("Rita Rate");
    const attacker = "203.0.113.100";
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await attempt(t, email, `Falsch-${i}-Passwort`, attacker, `10.9.9.${i}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await attempt(t, email, password, attacker);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("x-retry-after")).toBeTruthy();
    // The standard header, in whole seconds within the window.
    const wait = Number(limited.headers.get("retry-after"));
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 4).toBe(true);
    expect((await limited.json()).code).toBe("too_many_requests");
    // Another client is not affected …
    expect((await attempt(t, email, password, "198.51.100.200")).status).toBe(200);
    // … and after the window the real user gets in from the same address.
    await new Promise((r) => setTimeout(r, 4_200));
    expect((await attempt(t, email, password, attacker)).status).toBe(200);
  });

  it("never limits reading one's own session: 150 page views a minute from one address all pass", async () => {
    const t = accountsApp(database, WINDOW);
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++)
      statuses.add((await t.request("/api/auth/get-session", { ip: "203.0.113.150" })).status);
    expect([...statuses]).toEqual([200]);
  });

  it("limits sign-up attempts per address too", async () => {
    const t = accountsApp(database, WINDOW);
    const statuses: number[] = [];
    let limitedAnswer: Response | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await t.request("/api/auth/sign-up/email", {
        method: "POST",
        json: {
          name: "Spam",
          email: `spam${i}.${Date.now()}@example.de`,
          password: "Kaktus-Wolke-Fahrrad-47",
          acceptTerms: true,
        },
        ip: "203.0.113.101",
      });
      statuses.push(res.status);
      if (res.status === 429) limitedAnswer = res;
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(limitedAnswer?.headers.get("retry-after")).toMatch(/^[1-4]$/);
    await t.services.outbox.flush();
  });

  it("behind a trusted proxy counts the address the proxy appended", async () => {
    const t = accountsApp(database, { ...WINDOW, TRUST_PROXY: "true" });
    const proxy = "10.0.0.2";
    for (let i = 0; i < 3; i++)
      await attempt(t, "x@example.de", "Falsch-Passwort-1", proxy, `1.1.1.${i}, 203.0.113.110`);
    expect((await attempt(t, "x@example.de", "Falsch-Passwort-1", proxy, "203.0.113.110")).status).toBe(429);
    expect((await attempt(t, "x@example.de", "Falsch-Passwort-1", proxy, "203.0.113.111")).status).toBe(401);
  });

  it("shares the counts between processes on one database", async () => {
    const a = accountsApp(database, WINDOW);
    const b = accountsApp(database, WINDOW);
    const ip = "203.0.113.120";
    const statuses = [];
    for (const app of [a, b, a, b])
      statuses.push((await attempt(app, "y@example.de", "Falsch-Passwort-2", ip)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
