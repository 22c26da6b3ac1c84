import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "./accounts";
import { type ApiProcesses, startApiProcesses } from "./api-processes";

/**
 * Scale-out with real processes (issue #9): two server processes (API only, the start-up of
 * server/main.ts) on one PostgreSQL, hit alternately as a round-robin balancer would. A session made
 * on one is valid on the other, the sign-in and order limits count across both, all orders are stored.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("two server processes on one PostgreSQL", () => {
  let processes: ApiProcesses;
  let bases: string[] = [];
  let i = 0;
  /** Round-robin: each call goes to the next process. */
  const next = () => bases[i++ % bases.length]!;

  beforeAll(async () => {
    processes = await startApiProcesses(adminUrl!, {
      label: "harden_scale",
      env: {
        AUTH_SECRET: "scale-out-secret-0123456789-abcdefghijkl",
        AUTH_RATE_LIMIT_MAX: "3",
        // Behind the (imagined) balancer: the client address is the one it appends.
        TRUST_PROXY: "true",
      },
    });
    bases = processes.bases;
  }, 120_000);

  afterAll(() => processes?.stop());

  const json = (base: string, p: string, body: unknown, client = "198.51.100.60") =>
    fetch(`${base}${p}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: bases[0]!,
        "x-forwarded-for": client,
      },
      body: JSON.stringify(body),
    });

  it("a session from one process is valid on the other", async () => {
    const email = `skala.${Date.now()}@example.de`;
    const [a, b] = bases as [string, string];
    expect(
      (
        await json(a, "/api/auth/sign-up/email", {
          name: "Ska La",
          email,
          password: STRONG_PASSWORD,
          acceptTerms: true,
        })
      ).status,
    ).toBe(200);
    const signIn = await json(a, "/api/auth/sign-in/email", { email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("better-auth.session_token="))!
      .split(";")[0]!;
    const session = await fetch(`${b}/api/auth/get-session`, { headers: { cookie } });
    expect(session.status).toBe(200);
    expect((await session.json()).user.email).toBe(email);
    expect((await fetch(`${b}/api/account/orders`, { headers: { cookie } })).status).toBe(200);
  });

  it("sign-in attempts from one address count across both processes", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) {
      const res = await json(
        next(),
        "/api/auth/sign-in/email",
        {
          email: "niemand@example.de",
          password: "Falsch-Passwort-7",
        },
        "198.51.100.61",
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("200 orders sent round-robin with 20 in flight: all acknowledged, all stored once", async () => {
    const keys = Array.from({ length: 200 }, () => randomUUID());
    const ids = new Map<string, string>();
    const queue = [...keys];
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let key = queue.shift(); key; key = queue.shift()) {
          const res = await json(
            next(),
            "/api/orders",
            {
              items: [{ id: "pothos", quantity: 1 }],
              shipping: {
                firstName: "Rob",
                lastName: "Robin",
                email: "rob@example.de",
                address: "Kreisel 1",
                city: "Kiel",
                postalCode: "24103",
                country: "DE",
              },
              idempotencyKey: key,
            },
            "198.51.100.62",
          );
          statuses.push(res.status);
          if (res.status === 201) ids.set(key, (await res.json()).order.id);
        }
      }),
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    const c = new pg.Client({ connectionString: processes.dbUrl });
    await c.connect();
    const rows = await c.query("select id, idempotency_key from orders where idempotency_key = any($1)", [
      keys,
    ]);
    await c.end();
    expect(rows.rowCount).toBe(200);
    for (const r of rows.rows) expect(ids.get(r.idempotency_key)).toBe(r.id);
  }, 180_000);
});
