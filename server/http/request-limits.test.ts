import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { action as checkoutAction } from "../../app/routes/checkout";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { orders, rateLimits, withdrawals } from "../db/schema";
import { createServices } from "../services";
import { TEST_ADDRESS } from "../testing/address";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { CLEANUP_EVERY, createRequestLimits, retryAfterSeconds } from "./request-limits";

const LIMITS = {
  ORDER_RATE_LIMIT_MAX: "3",
  ORDER_RATE_LIMIT_WINDOW_SECONDS: "60",
  WITHDRAWAL_RATE_LIMIT_MAX: "2",
  WITHDRAWAL_RATE_LIMIT_WINDOW_SECONDS: "60",
};
const SHIPPING = {
  firstName: "Rita",
  lastName: "Rate",
  email: "rita@example.de",
  ...TEST_ADDRESS,
};
const order = () => ({
  items: [{ id: "pothos", quantity: 1 }],
  shipping: SHIPPING,
  idempotencyKey: randomUUID(),
});
const declaration = { orderReference: "BW-12345", name: "Rita Rate", email: "rita@example.de" };

describe("retry-after", () => {
  it("is the rest of the window in whole seconds, at least one", () => {
    expect(retryAfterSeconds(0, 60_000, 0)).toBe(60);
    expect(retryAfterSeconds(0, 60_000, 59_001)).toBe(1);
    expect(retryAfterSeconds(0, 60_000, 60_500)).toBe(1);
    expect(retryAfterSeconds(1_000, 60_000, 1_500)).toBe(60);
  });
});

describe.each(TEST_DATABASES)("order and withdrawal limits per client IP on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, {}, (opened) => {
    database = opened;
  });

  function instance(env: Record<string, string> = {}) {
    const services = createServices(loadConfig({ ...LIMITS, ...env }), database);
    const app = createApp({ services });
    const post = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
      app.request(
        path,
        {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        },
        { incoming: { socket: { remoteAddress: ip } } },
      );
    return { services, app, post };
  }
  const orderCount = async () => (await database.db.select({ n: count() }).from(orders))[0]!.n;

  it("answers the fourth order within the window with 429, a German message and Retry-After; stores nothing", async () => {
    const { post } = instance();
    const ip = "203.0.113.10";
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post("/api/orders", order(), ip)).status);
    expect(statuses).toEqual([201, 201, 201]);
    const before = await orderCount();
    const limited = await post("/api/orders", order(), ip);
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    const body = await limited.json();
    expect(body.error).toBe("too_many_requests");
    expect(body.message).toMatch(/^Zu viele Anfragen .* Bitte warte \d+ Sekunden/);
    expect(await orderCount()).toBe(before);
    // Garbage counts too, and is refused with the same 429 before it is read.
    expect((await post("/api/orders", "kaputt", ip)).status).toBe(429);
    // Another client is not affected.
    expect((await post("/api/orders", order(), "203.0.113.11")).status).toBe(201);
  });

  it("lets the client order again once its window has passed", async () => {
    const { post } = instance();
    const ip = "203.0.113.12";
    for (let i = 0; i < 3; i++) await post("/api/orders", order(), ip);
    expect((await post("/api/orders", order(), ip)).status).toBe(429);
    // Move the window into the past instead of waiting a minute.
    await database.db
      .update(rateLimits)
      .set({ lastRequest: sql`${rateLimits.lastRequest} - 61000` })
      .where(eq(rateLimits.key, `bw:orders:${ip}`));
    expect((await post("/api/orders", order(), ip)).status).toBe(201);
  });

  it("counts the socket's address and ignores a forged X-Forwarded-For", async () => {
    const { post } = instance();
    const ip = "203.0.113.13";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post("/api/orders", order(), ip, { "x-forwarded-for": `10.1.1.${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("behind a trusted proxy counts the address the proxy appended", async () => {
    const { post } = instance({ TRUST_PROXY: "true" });
    const proxy = "10.0.0.2";
    for (let i = 0; i < 3; i++)
      await post("/api/orders", order(), proxy, { "x-forwarded-for": `1.1.1.${i}, 203.0.113.14` });
    expect((await post("/api/orders", order(), proxy, { "x-forwarded-for": "203.0.113.14" })).status).toBe(
      429,
    );
    expect((await post("/api/orders", order(), proxy, { "x-forwarded-for": "203.0.113.15" })).status).toBe(
      201,
    );
  });

  it("the /checkout form action shares the count with POST /api/orders", async () => {
    const { services, post } = instance();
    const ip = "203.0.113.16";
    for (let i = 0; i < 3; i++) await post("/api/orders", order(), ip);
    const request = new Request("http://localhost:3000/checkout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(order()),
    });
    const context = { services, cspNonce: "n", clientIp: ip } as AppLoadContext;
    const result = (await checkoutAction({ request, context, params: {} } as never)) as {
      init: ResponseInit | null;
      data: { error: string; message: string };
    };
    expect(result.init?.status).toBe(429);
    expect(new Headers(result.init?.headers).get("retry-after")).toMatch(/^\d+$/);
    expect(result.data.message).toMatch(/^Zu viele Anfragen/);
    // A fresh client goes through the action to a stored order.
    const fresh = (await checkoutAction({
      request: new Request("http://localhost:3000/checkout", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(order()),
      }),
      context: { ...context, clientIp: "203.0.113.17" },
      params: {},
    } as never)) as { init: ResponseInit | null };
    expect(fresh.init?.status).toBe(201);
  });

  it("limits withdrawals per client IP with 429 and Retry-After; stores nothing then", async () => {
    const { post } = instance();
    const ip = "203.0.113.18";
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await post("/api/withdrawals", declaration, ip)).status);
    expect(statuses).toEqual([201, 201]);
    const before = (await database.db.select({ n: count() }).from(withdrawals))[0]!.n;
    const limited = await post("/api/withdrawals", declaration, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await limited.json()).message).toMatch(/^Zu viele Anfragen/);
    expect((await database.db.select({ n: count() }).from(withdrawals))[0]!.n).toBe(before);
    expect((await post("/api/withdrawals", declaration, "203.0.113.19")).status).toBe(201);
  });

  it("shares the counts between two app instances on one database", async () => {
    const a = instance();
    const b = instance();
    const ip = "203.0.113.20";
    const statuses: number[] = [];
    for (const x of [a, b, a, b]) statuses.push((await x.post("/api/orders", order(), ip)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("forgets counters idle for more than a day, now and then", async () => {
    const old = Date.now() - 3 * 86_400_000;
    await database.db
      .insert(rateLimits)
      .values({ id: "bw:orders:192.0.2.250", key: "bw:orders:192.0.2.250", count: 9, lastRequest: old });
    const limits = createRequestLimits(database.db, {
      orders: { windowSeconds: 60, max: 1_000 },
      withdrawals: { windowSeconds: 60, max: 1_000 },
    });
    for (let i = 0; i < CLEANUP_EVERY; i++) await limits.hit("orders", "192.0.2.251");
    const left = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, "bw:orders:192.0.2.250"));
    expect(left).toHaveLength(0);
    const current = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, "bw:orders:192.0.2.251"));
    expect(current[0]?.count).toBe(CLEANUP_EVERY);
  });

  it("counts exactly under parallel requests", async () => {
    const { post } = instance({ ORDER_RATE_LIMIT_MAX: "5" });
    const ip = "203.0.113.21";
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async () => (await post("/api/orders", order(), ip)).status),
    );
    expect(
      statuses.filter((s) => s === 201),
      String(statuses),
    ).toHaveLength(5);
    expect(
      statuses.filter((s) => s === 429),
      String(statuses),
    ).toHaveLength(7);
  });
});
