import { randomBytes, randomUUID } from "node:crypto";
import net from "node:net";
import pg from "pg";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as checkoutAction } from "../../app/routes/checkout";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { SERVICE_UNAVAILABLE } from "../db/errors";
import { seedCatalog } from "../db/seed";
import { createServices, type Services } from "../services";
import { accountsApp } from "./accounts";
import { ordersWithoutItems } from "./fuzz";

/**
 * Database down (issue #9) against a real PostgreSQL: the app reaches it through a TCP proxy this
 * test stops and starts again. While it is gone every request is answered 503 with a German message
 * (never a 500, never a hang); when it is back the same app instance serves again by itself.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const PROXY_PORT = 3473;

function tcpProxy(port: number, upstream: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  return {
    async start() {
      server = net.createServer((client) => {
        const db = net.connect(Number(upstream.port || 5432), upstream.hostname);
        sockets.add(client).add(db);
        const drop = () => {
          client.destroy();
          db.destroy();
          sockets.delete(client);
          sockets.delete(db);
        };
        client.on("error", drop).on("close", drop);
        db.on("error", drop).on("close", drop);
        client.pipe(db).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    },
    async stop() {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

describe.skipIf(!adminUrl)("database down and back on PostgreSQL", () => {
  const name = `bw_harden_${randomBytes(5).toString("hex")}`;
  const direct = new URL(adminUrl ?? "postgres://localhost/x");
  direct.pathname = `/${name}`;
  const proxy = tcpProxy(PROXY_PORT, direct);
  let database: Database;
  let services: Services;
  let app: ReturnType<typeof createApp>;

  const admin = async (sql: string, params: unknown[] = []) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      return await c.query(sql, params);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const setup = await openDatabase({ url: direct.toString() });
    await setup.migrate();
    await seedCatalog(setup.db);
    await setup.close();
    await proxy.start();
    const viaProxy = new URL(direct);
    viaProxy.port = String(PROXY_PORT);
    viaProxy.hostname = "127.0.0.1";
    database = await openDatabase({ url: viaProxy.toString() });
    services = createServices(loadConfig({}), database);
    app = createApp({ services });
  });
  afterAll(async () => {
    await database?.close().catch(() => {});
    await proxy.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  const order = () =>
    app.request("/api/orders", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        items: [{ id: "pothos", quantity: 1 }],
        shipping: {
          firstName: "Dora",
          lastName: "Down",
          email: "dora@example.de",
          address: "Ausfallweg 1",
          city: "Essen",
          postalCode: "45127",
          country: "DE",
        },
        idempotencyKey: randomUUID(),
      }),
    });
  const checkout = async () => {
    const request = new Request("http://localhost:3000/checkout", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        items: [{ id: "pothos", quantity: 1 }],
        shipping: {
          firstName: "Dora",
          lastName: "Down",
          email: "dora@example.de",
          address: "Ausfallweg 1",
          city: "Essen",
          postalCode: "45127",
          country: "DE",
        },
        idempotencyKey: randomUUID(),
      }),
    });
    const context = { services, cspNonce: "n" } as AppLoadContext;
    return (await checkoutAction({ request, context, params: {} } as never)) as {
      data: { message: string };
      init: ResponseInit | null;
    };
  };

  async function waitUntilHealthy() {
    for (let i = 0; i < 50; i++) {
      if ((await app.request("/api/health")).status === 200) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("the app did not recover");
  }

  it("serves while the database is up", async () => {
    expect((await app.request("/api/health")).status).toBe(200);
    expect((await order()).status).toBe(201);
  });

  it("answers 503 with a German message while the database is unreachable, and recovers by itself", async () => {
    await proxy.stop();
    const health = await app.request("/api/health");
    expect(health.status).toBe(503);
    expect((await health.json()).message).toBe("Die Datenbank ist nicht erreichbar.");

    for (const res of [
      await order(),
      await app.request("/api/plants?ids=pothos"),
      await app.request("/api/plants/search?q=mon"),
      await app.request("/functions/v1/blattwerk_data", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "getAllProducts" }),
      }),
      await app.request("/api/withdrawals", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ orderReference: "BW-1", name: "Dora Down", email: "dora@example.de" }),
      }),
    ]) {
      expect(res.status, res.url).toBe(503);
      expect((await res.json()).message).toBe(SERVICE_UNAVAILABLE);
    }
    const action = await checkout();
    expect(action.init?.status).toBe(503);
    expect(action.data.message).toBe(SERVICE_UNAVAILABLE);

    await proxy.start();
    await waitUntilHealthy();
    expect((await order()).status).toBe(201);
    expect((await checkout()).init?.status).toBe(201);
    expect(await ordersWithoutItems(database)).toBe(0);
  });

  it("sign-in and session checks answer 503, not 500, while the database is gone", async () => {
    const t = accountsApp(database);
    const { cookie } = await t.signUp("Dieter Down");
    await proxy.stop();
    const signIn = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "dieter@example.de", password: "Falsch-Passwort-1" },
    });
    expect(signIn.status).toBe(503);
    expect((await signIn.json()).message).toBe(SERVICE_UNAVAILABLE);
    const profile = await t.request("/api/account/orders", { cookie });
    expect(profile.status).toBe(503);
    await proxy.start();
    await waitUntilHealthy();
    expect((await t.request("/api/account/orders", { cookie })).status).toBe(200);
    await t.services.outbox.flush();
  });

  it("a terminated server connection (PostgreSQL restart) costs at most the request that used it", async () => {
    await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    const first = await order();
    expect([201, 503]).toContain(first.status);
    await waitUntilHealthy();
    expect((await order()).status).toBe(201);
  });
});
