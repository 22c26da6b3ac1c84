import { randomUUID } from "node:crypto";
import { count, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../db/schema";
import { type accountsApp, STRONG_PASSWORD, sessionCookie } from "./accounts";
import { TEST_ADDRESS } from "./address";
import { TEST_DATABASES } from "./databases";
import { withTestDatabase } from "./test-database";

/**
 * Scale-out (DESIGN §3, issue #9): two app instances with their own services on one database, as
 * two processes behind a load balancer would be. Nothing shared lives in one instance's memory:
 * sessions, sign-in and order limits and orders all go through the database.
 */
const ENV = {
  AUTH_RATE_LIMIT_MAX: "3",
  AUTH_RATE_LIMIT_WINDOW_SECONDS: "60",
  ORDER_RATE_LIMIT_MAX: "4",
};
const SHIPPING = {
  firstName: "Sven",
  lastName: "Skal",
  email: "sven@example.de",
  ...TEST_ADDRESS,
};

describe.each(TEST_DATABASES)("two app instances on one $name database", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let a: ReturnType<typeof accountsApp>;
  let b: ReturnType<typeof accountsApp>;
  withTestDatabase(target, { stock: 1_000_000 }, async (opened, { app }) => {
    database = opened;
    // Same AUTH_SECRET, as README requires for several processes; separate services and mail folders.
    a = app(ENV);
    b = app(ENV);
  });

  it("a session created on one instance is valid on the other, and signing out on it ends it on both", async () => {
    const { email, cookie, user } = await a.signUp("Sina Skal");
    const session = await b.request("/api/auth/get-session", { cookie });
    expect(session.status).toBe(200);
    expect((await session.json()).user.email).toBe(email);
    const profile = await b.request(`/api/profiles/${user.id}`, { cookie });
    expect(profile.status).toBe(200);

    // A password sign-in on B, used on A.
    const signIn = await b.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: STRONG_PASSWORD },
      ip: "198.51.100.77",
    });
    const second = sessionCookie(signIn);
    expect(second).toBeTruthy();
    expect((await a.request(`/api/profiles/${user.id}`, { cookie: second! })).status).toBe(200);

    const out = await a.request("/api/auth/sign-out", { method: "POST", json: {}, cookie: second! });
    expect(out.status).toBe(200);
    expect((await b.request(`/api/profiles/${user.id}`, { cookie: second! })).status).toBe(401);
    // The first session is untouched.
    expect((await b.request(`/api/profiles/${user.id}`, { cookie })).status).toBe(200);
  });

  it("shares the sign-in limit: attempts alternate between the instances and the fourth is refused", async () => {
    const ip = "203.0.113.150";
    const statuses: number[] = [];
    for (const t of [a, b, a, b]) {
      const res = await t.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "niemand@example.de", password: "Falsch-Passwort-9" },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("shares the order limit and stores the orders of both instances, each visible from the other", async () => {
    const ip = "203.0.113.151";
    const keys: string[] = [];
    const statuses: number[] = [];
    for (const t of [a, b, a, b, a]) {
      const key = randomUUID();
      keys.push(key);
      const res = await t.request("/api/orders", {
        method: "POST",
        json: { items: [{ id: "pothos", quantity: 1 }], shipping: SHIPPING, idempotencyKey: key },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const [stored] = await database.db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.idempotencyKey, keys));
    expect(stored!.n).toBe(4);

    // A signed-in customer orders on A and finds the order in the history served by B.
    const { cookie } = await b.signUp("Olga Order");
    const placed = await a.request("/api/orders", {
      method: "POST",
      json: { items: [{ id: "snake-plant", quantity: 2 }], shipping: SHIPPING, idempotencyKey: randomUUID() },
      cookie,
      ip: "203.0.113.152",
    });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    const history = await b.request("/api/account/orders", { cookie });
    expect(history.status).toBe(200);
    expect((await history.json()).orders.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it("a replay of an order's key on the other instance returns the same order", async () => {
    const key = randomUUID();
    const body = { items: [{ id: "pothos", quantity: 3 }], shipping: SHIPPING, idempotencyKey: key };
    const [first, second] = await Promise.all([
      a.request("/api/orders", { method: "POST", json: body, ip: "203.0.113.153" }),
      b.request("/api/orders", { method: "POST", json: body, ip: "203.0.113.154" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect((await first.json()).order.id).toBe((await second.json()).order.id);
  });
});
