import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devMailbox } from "../mail/dev-mailbox";
import { type ApiProcesses, startApiProcesses } from "./api-processes";

/**
 * Issue #16: invoice numbers stay gapless and unique with two server processes ordering at once on
 * one PostgreSQL, and the two processes' outbox workers deliver each confirmation exactly once (the
 * sibling of scale-out-processes.test.ts, which covers sessions and limits).
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

  it("2 processes × 100 orders at once: 200 invoices numbered 1…200, each order once, each mail once", async () => {
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
    const orderNumbers = new Set(rows.map((r) => r.order_number));
    expect(new Set(confirmations.map((m) => /BW-\d{4}-\d{6}/.exec(m.subject)![0]))).toEqual(orderNumbers);
  }, 330_000);
});
