import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { devMailbox } from "../mail/dev-mailbox";
import { createServices } from "../services";
import { type ApiProcesses, startApiProcesses } from "./api-processes";
import { shipOrder } from "./ship-order";

/**
 * Issue #16: two server processes take orders at once on one PostgreSQL, and their outbox workers
 * deliver each confirmation exactly once (the sibling of scale-out-processes.test.ts, which covers
 * sessions and limits). Since #27 the invoice is issued at "Versenden": two back offices, each with its
 * own connection pool, ship the 200 orders at once, and the invoice numbers stay gapless and unique.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("invoice numbers with two server processes on one PostgreSQL", () => {
  let processes: ApiProcesses;
  let bases: string[] = [];
  const dbUrl = () => processes.dbUrl;

  beforeAll(async () => {
    processes = await startApiProcesses(adminUrl!, {
      label: "invoice_scale",
      env: { AUTH_SECRET: "invoice-scale-secret-0123456789-abcdefgh" },
    });
    bases = processes.bases;
  }, 120_000);

  afterAll(() => processes?.stop());

  it("2 processes × 100 orders at once, each confirmation once; 2 × 100 shipments at once: invoices numbered 1…200", async () => {
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

    // Both processes run an outbox worker on the same table: every confirmation is delivered once,
    // by one of them, into that process's mailbox.
    const outbox = new pg.Client({ connectionString: dbUrl() });
    await outbox.connect();
    try {
      await expect
        .poll(
          async () =>
            (await outbox.query("select count(*)::int as n from mail_outbox where status <> 'sent'")).rows[0]
              .n,
          { timeout: 150_000, interval: 500 },
        )
        .toBe(0);
    } finally {
      await outbox.end();
    }
    const delivered = (await Promise.all(processes.dataDirs.map((d) => devMailbox(d).list(1000)))).flat();
    const confirmations = delivered.filter((m) => m.subject.startsWith("Deine Bestellung BW-"));
    expect(confirmations).toHaveLength(200);
    expect(confirmations.every((m) => m.attachments.length === 1)).toBe(true); // the legal PDF only

    // Two back offices on their own pools ship all 200 at once, 10 in flight each.
    const offices = await Promise.all(
      [0, 1].map(async () => {
        const database = await openDatabase({ url: dbUrl(), poolSize: 10 });
        const dataDir = mkdtempSync(path.join(tmpdir(), "bw-invoice-scale-office-"));
        return {
          database,
          dataDir,
          services: createServices(loadConfig({ DATA_DIR: dataDir, MAIL_WORKER: "off" }), database),
        };
      }),
    );
    try {
      const c0 = new pg.Client({ connectionString: dbUrl() });
      await c0.connect();
      const numbers0 = (await c0.query("select number from orders order by number")).rows.map(
        (r) => r.number,
      );
      await c0.end();
      expect(numbers0).toHaveLength(200);
      await Promise.all(
        offices.flatMap(({ services }, k) => {
          const queue = numbers0.filter((_, i) => i % 2 === k);
          return Array.from({ length: 10 }, async () => {
            for (let n = queue.shift(); n; n = queue.shift()) await shipOrder(services, n);
          });
        }),
      );
    } finally {
      for (const o of offices) {
        await o.database.close();
        rmSync(o.dataDir, { recursive: true, force: true });
      }
    }

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
    // The 200 shipping mails (each drawing an invoice PDF) are not this test's subject.
    await c.query("delete from mail_outbox where kind = 'order-shipped' and status <> 'sent'");
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

    const orderNumbers = new Set(rows.map((r) => r.order_number));
    expect(new Set(confirmations.map((m) => /BW-\d{4}-\d{6}/.exec(m.subject)![0]))).toEqual(orderNumbers);
  }, 330_000);
});
