import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { devMailbox } from "../mail/dev-mailbox";
import { startApiServer as startServer, stopped } from "./api-processes";
import { freePorts } from "./ports";

/**
 * Issue #16, the transactional outbox under `kill -9`: a server process that records mails but does
 * not deliver them (MAIL_WORKER=off) places an order and is killed right after the commit, so the
 * confirmation exists only as a row. The next process (worker on) delivers exactly one mail.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), "bw-mail-crash-"));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function crashAfterCommit(target: { dataDir: string; url?: string }) {
  const [port] = await freePorts(1);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: target.dataDir,
    NODE_ENV: "development",
    LOG_REQUESTS: "false",
    MAIL_POLL_SECONDS: "0.2",
  };
  delete env.DATABASE_URL;
  if (target.url) env.DATABASE_URL = target.url;

  const first = await startServer({ ...env, MAIL_WORKER: "off" }, port!);
  const res = await fetch(`http://127.0.0.1:${port}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      items: [
        { id: "pothos", quantity: 1 },
        { id: "snake-plant", quantity: 2 },
      ],
      shipping: {
        firstName: "Klara",
        lastName: "Crash",
        email: "klara@example.de",
        address: "Absturzweg 9",
        city: "Dortmund",
        postalCode: "44135",
        country: "DE",
      },
      idempotencyKey: randomUUID(),
    }),
  });
  // The 201 comes after the commit: kill at once.
  const body = (await res.json()) as { order: { id: string; number: string } };
  await stopped(first, "SIGKILL");
  expect(res.status).toBe(201);
  const { order } = body;
  const mailbox = devMailbox(target.dataDir);
  expect(await mailbox.list()).toEqual([]);

  const second = await startServer({ ...env, MAIL_WORKER: "on" }, port!);
  try {
    // The customer's confirmation and the staff's notice of the new order (#34), each once.
    await expect.poll(async () => (await mailbox.list()).length, { timeout: 30_000, interval: 100 }).toBe(2);
  } finally {
    await stopped(second, "SIGTERM");
  }
  const mails = await mailbox.list();
  expect(readdirSync(mailbox.dir)).toHaveLength(2);
  const toCustomer = mails.filter((m) => m.to === "klara@example.de");
  expect(toCustomer).toHaveLength(1);
  expect(toCustomer[0]).toMatchObject({ subject: `Deine Bestellung ${order.number} bei Blattwerk` });
  expect(
    mails.filter((m) => m.to !== "klara@example.de").map((m) => m.subject.includes(order.number)),
  ).toEqual([true]);
  // The legal PDF, drawn by the restarted process (the invoice follows at shipping, #27).
  expect(toCustomer[0]?.attachments.map((a) => a.filename)).toEqual([
    "Blattwerk-AGB-und-Widerrufsbelehrung.pdf",
  ]);

  const database = await openDatabase(target.url ? { url: target.url } : { dataDir: target.dataDir });
  try {
    const rows = (
      (await database.db.execute(
        sql`select status, attempts from mail_outbox where order_id = ${order.id}`,
      )) as unknown as { rows: { status: string; attempts: number }[] }
    ).rows;
    expect(rows).toEqual([{ status: "sent", attempts: 1 }]);
  } finally {
    await database.close();
  }
}

describe("kill -9 right after an order commits, before its mail is delivered", () => {
  it("PGlite: after the restart exactly one confirmation is delivered", async () => {
    await crashAfterCommit({ dataDir: tempDir() });
  }, 180_000);

  it.skipIf(!adminUrl)(
    "PostgreSQL: after the restart exactly one confirmation is delivered",
    async () => {
      const name = `bw_mail_crash_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      try {
        await crashAfterCommit({ dataDir: tempDir(), url: url.toString() });
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    180_000,
  );
});
