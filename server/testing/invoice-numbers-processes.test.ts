import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts } from "./ports";

/**
 * Issue #16: invoice numbers stay gapless and unique with two server processes ordering at once on
 * one PostgreSQL (the sibling of scale-out-processes.test.ts, which covers sessions and limits).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("invoice numbers with two server processes on one PostgreSQL", () => {
  const name = `bw_invoice_scale_${randomBytes(4).toString("hex")}`;
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  let bases: string[] = [];
  const dbUrl = () => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };

  beforeAll(async () => {
    const ports = await freePorts(2);
    bases = ports.map((p) => `http://127.0.0.1:${p}`);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    // One after the other: the first applies the migrations.
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(tmpdir(), "bw-invoice-scale-"));
      dataDirs.push(dataDir);
      const child = spawn("node", ["--import", "tsx", "server/testing/api-server-cli.ts"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: dbUrl(),
          DATA_DIR: dataDir,
          PUBLIC_URL: bases[0]!,
          AUTH_SECRET: "invoice-scale-secret-0123456789-abcdefgh",
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
    // 200 orders: more than the 50 units per plant the servers seeded.
    const c = new pg.Client({ connectionString: dbUrl() });
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

  it("2 processes × 100 orders at once: 200 invoices numbered 1…200, each order once", async () => {
    const placed: string[] = [];
    await Promise.all(
      bases.flatMap((base) => {
        const queue = Array.from({ length: 100 }, () => randomUUID());
        // 10 in flight per process: both processes wait on the same counter row at the same time.
        return Array.from({ length: 10 }, async () => {
          for (let key = queue.shift(); key; key = queue.shift()) {
            const res = await fetch(`${base}/api/orders`, {
              method: "POST",
              headers: { "content-type": "application/json", origin: bases[0]! },
              body: JSON.stringify({
                items: [{ id: "pothos", quantity: 1 }],
                shipping: {
                  firstName: "Rita",
                  lastName: "Rechnung",
                  email: "rita@example.de",
                  address: "Zählweg 1",
                  city: "Kiel",
                  postalCode: "24103",
                  country: "DE",
                },
                idempotencyKey: key,
              }),
            });
            expect(res.status).toBe(201);
            placed.push((await res.json()).order.id);
          }
        });
      }),
    );
    expect(new Set(placed).size).toBe(200);

    const c = new pg.Client({ connectionString: dbUrl() });
    await c.connect();
    const rows = (
      await c.query(
        `select i.number, i.total_cents, o.total_cents as order_total, o.number as order_number
           from invoices i join orders o on o.id = i.order_id where i.kind = 'invoice'`,
      )
    ).rows;
    const perOrder = (
      await c.query("select count(*)::int as n from invoices group by order_id having count(*) <> 1")
    ).rows;
    await c.end();

    expect(rows).toHaveLength(200);
    expect(perOrder).toEqual([]);
    const numbers = rows
      .map((r) => /^RE-\d{4}-(\d{6})$/.exec(r.number)![1]!)
      .map(Number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.order_number)).size).toBe(200);
    for (const r of rows) expect(r.total_cents).toBe(r.order_total);
  }, 180_000);
});
