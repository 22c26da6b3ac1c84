import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "./accounts";
import { freePorts } from "./ports";

/**
 * Scale-out with real processes (issue #9): two server processes (API only, the start-up of
 * server/main.ts) on one PostgreSQL, hit alternately as a round-robin balancer would. A session made
 * on one is valid on the other, the sign-in and order limits count across both, all orders are stored.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("two server processes on one PostgreSQL", () => {
  const name = `bw_harden_scale_${randomBytes(4).toString("hex")}`;
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  let ports: number[] = [];
  let bases: string[] = [];
  let i = 0;
  /** Round-robin: each call goes to the next process. */
  const next = () => bases[i++ % bases.length]!;

  beforeAll(async () => {
    ports = await freePorts(2);
    bases = ports.map((p) => `http://127.0.0.1:${p}`);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // One after the other: the first applies the migrations.
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "bw-harden-scale-"));
      dataDirs.push(dataDir);
      const child = spawn("node", ["--import", "tsx", "server/testing/api-server-cli.ts"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: url.toString(),
          DATA_DIR: dataDir,
          PUBLIC_URL: bases[0]!,
          AUTH_SECRET: "scale-out-secret-0123456789-abcdefghijkl",
          AUTH_RATE_LIMIT_MAX: "3",
          // Behind the (imagined) balancer: the client address is the one it appends.
          TRUST_PROXY: "true",
          ORDER_RATE_LIMIT_MAX: "1000",
        },
        stdio: "ignore",
      });
      children.push(child);
      for (;;) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => r.status === 200)
          .catch(() => false);
        if (ok) break;
        if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    // 200 orders of one plant: more than the 50 units the servers seeded.
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    await c.query("update plants set stock = 1000000");
    await c.end();
  }, 120_000);

  afterAll(async () => {
    for (const c of children) {
      if (c.exitCode !== null) continue;
      const exited = new Promise((r) => c.once("exit", r));
      c.kill("SIGTERM");
      await exited;
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  });

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
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const rows = await c.query("select id, idempotency_key from orders where idempotency_key = any($1)", [
      keys,
    ]);
    await c.end();
    expect(rows.rowCount).toBe(200);
    for (const r of rows.rows) expect(ids.get(r.idempotency_key)).toBe(r.id);
  }, 180_000);
});
