import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { type AccountsApp, accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { createSettingsService, SETTINGS_CHANNEL, type SettingsService } from "./service";

/**
 * No request waits for a settings query (#45 §1): every request goes through the settings' middleware
 * (server/app.ts), which on the embedded database queued each one on PGlite's single connection. The
 * queries are counted on the real driver (`db.$client.query`, which Drizzle sends every statement outside
 * a transaction through); only those that read `shop_settings` count.
 */
const ADMIN = { id: null, email: "inhaberin@example.de" };
const SHIPPING = { small: "5,55", medium: "6,66", large: "8,88", freeFrom: "80" };

type Counted = { $client: { query: (...args: unknown[]) => unknown } };

/** Counts the statements on `db`'s driver that read or write the settings row. */
function countSettingsQueries(db: Database["db"]) {
  const client = (db as unknown as Counted).$client;
  const query = client.query.bind(client);
  const counter = { n: 0 };
  client.query = (...args: unknown[]) => {
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string })?.text;
    if (text?.includes('"shop_settings"')) counter.n++;
    return query(...args);
  };
  return counter;
}

async function until(condition: () => boolean, ms = 5_000) {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}

/** A request that passes the settings' middleware and answers without a query of its own. */
const probe = (t: AccountsApp) => t.request("/api/gibt-es-nicht").then((r) => r.status);

describe("settings on the embedded database: no query per request (#45 §1)", () => {
  const pglite = TEST_DATABASES.find((d) => d.name === "pglite")!;
  let counter: { n: number };
  const apps: AccountsApp[] = [];
  let opened: Awaited<ReturnType<typeof pglite.open>> | undefined;
  // A database of its own per test: every instance on it hears every save.
  const app = () => {
    const t = accountsApp(opened!);
    apps.push(t);
    return t;
  };
  beforeEach(async () => {
    opened = await pglite.open();
    counter = countSettingsQueries(opened.db);
  });
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.services.outbox.flush();
    await opened?.dispose();
  });

  it("50 requests at start share the one read of the start; later ones ask nothing", async () => {
    const a = app();
    // All at once, before the process even listens: the first read is everyone's.
    const statuses = await Promise.all(Array.from({ length: 50 }, () => probe(a)));
    expect(new Set(statuses)).toEqual(new Set([404]));
    // The start's read and the check when LISTEN took: a version and a full read each at most.
    await new Promise((r) => setTimeout(r, 100));
    expect(counter.n).toBeLessThanOrEqual(4);
    counter.n = 0;
    await Promise.all(Array.from({ length: 50 }, () => probe(a)));
    for (let i = 0; i < 50; i++) await probe(a);
    expect(counter.n).toBe(0);
  });

  it("a save applies in the saving process at once: nothing read back, not even for its own notice", async () => {
    const a = app();
    await a.services.settings.refresh();
    await new Promise((r) => setTimeout(r, 100));
    counter.n = 0;
    const version = a.services.settings.version();
    const saved = await a.services.settings.update(ADMIN, "shipping", version, SHIPPING);
    expect(saved).toMatchObject({ ok: true, changed: true, version: version + 1 });
    // The save's own statements run in its transaction (not counted here).
    expect(a.services.settings.version()).toBe(version + 1);
    expect(a.services.config.freeShippingThresholdCents).toBe(8_000);
    expect(a.services.shopFacts.shippingCostsCents).toEqual({ small: 555, medium: 666, large: 888 });
    for (let i = 0; i < 20; i++) await probe(a);
    await new Promise((r) => setTimeout(r, 100));
    expect(counter.n).toBe(0);
  });

  it("another instance on the database reads a save once, told by the notice; its requests share that read", async () => {
    const a = app();
    const b = app();
    await Promise.all([a.services.settings.refresh(), b.services.settings.refresh()]);
    await new Promise((r) => setTimeout(r, 100));
    counter.n = 0;
    const version = a.services.settings.version();
    expect(await a.services.settings.update(ADMIN, "payment", version, { termDays: "21" })).toMatchObject({
      ok: true,
      changed: true,
    });
    await Promise.all(Array.from({ length: 20 }, () => probe(b)));
    await until(() => b.services.settings.version() === version + 1);
    expect(b.services.config.invoicing.paymentTermDays).toBe(21);
    // B's version check and full read; A none.
    expect(counter.n).toBe(2);
    for (let i = 0; i < 20; i++) await probe(b);
    expect(counter.n).toBe(2);
  });
});

/**
 * Two processes on one PostgreSQL, as two services instances with a pool and a connection for notices
 * each (each its own `openDatabase`): a save in one holds in the other within a second, told by NOTIFY
 * and without a request asking. When the other's connection for notices is cut, it checks the version at
 * most once a second, listens again by itself, and catches up with one version check.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("settings between two processes on PostgreSQL (#45 §1)", () => {
  const name = `bw_test_${randomBytes(6).toString("hex")}`;
  let a: { database: Database; settings: SettingsService };
  let b: { database: Database; settings: SettingsService; counter: { n: number } };

  const open = async (application: string) => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // Named, so the test can cut this process's connection for notices and no other.
    url.searchParams.set("application_name", application);
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "bw-settings-")) });
    const settings = createSettingsService({
      db: database.db,
      config,
      notifications: database.notifications,
    });
    return { database, settings };
  };
  const listeners = async () => {
    const result = await a.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = ${name} and query = ${`LISTEN "${SETTINGS_CHANNEL}"`}`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  beforeAll(async () => {
    const template = inject("postgresTemplate");
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.end();
    a = await open("bw_settings_a");
    if (!template) await a.database.migrate();
    const opened = await open("bw_settings_b");
    b = { ...opened, counter: countSettingsQueries(opened.database.db) };
    await Promise.all([a.settings.refresh(), b.settings.refresh()]);
    const end = Date.now() + 5_000;
    while ((await listeners()) < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(await listeners()).toBe(2);
  });
  afterAll(async () => {
    await a?.database.close();
    await b?.database.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("a save in one holds in the other within a second, without a request asking", async () => {
    // B is fresh: refreshes ask nothing.
    await until(() => {
      const n = b.counter.n;
      void b.settings.refresh();
      return b.counter.n === n;
    });
    b.counter.n = 0;
    const version = a.settings.version();
    expect(await a.settings.update(ADMIN, "shipping", version, SHIPPING)).toMatchObject({ ok: true });
    const savedAt = Date.now();
    // No refresh on B: only the notice can bring the change.
    await until(() => b.settings.version() === version + 1, 1_000);
    expect(Date.now() - savedAt).toBeLessThan(1_000);
    expect(b.settings.current().shipping.smallCents).toBe(555);
    expect(b.counter.n).toBe(2);
    for (let i = 0; i < 20; i++) await b.settings.refresh();
    expect(b.counter.n).toBe(2);
  });

  it("with its connection for notices cut: a version check at most once a second, one on listening again", async () => {
    b.counter.n = 0;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and application_name = 'bw_settings_b' and query like 'LISTEN%'`,
        [name],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // B hears of the cut at once; it tries again after a second.
    await new Promise((r) => setTimeout(r, 100));
    // Cut: 50 refreshes in a burst (well under a second) cost one version check.
    const burstAt = Date.now();
    await Promise.all(Array.from({ length: 25 }, () => b.settings.refresh()));
    for (let i = 0; i < 25; i++) await b.settings.refresh();
    if (Date.now() - burstAt < 1_000) expect(b.counter.n).toBeLessThanOrEqual(1);

    // A change meanwhile reaches B when it listens again (after 1 s), by one version check and a read.
    const version = a.settings.version();
    expect(await a.settings.update(ADMIN, "payment", version, { termDays: "30" })).toMatchObject({
      ok: true,
    });
    await until(() => b.settings.version() === version + 1, 5_000);
    expect(b.settings.current().payment.termDays).toBe(30);
    const end = Date.now() + 5_000;
    while ((await listeners()) < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(await listeners()).toBe(2);
    // Listening again: fresh, so refreshes ask nothing.
    await new Promise((r) => setTimeout(r, 100));
    const after = b.counter.n;
    expect(after).toBeLessThanOrEqual(3);
    for (let i = 0; i < 20; i++) await b.settings.refresh();
    expect(b.counter.n).toBe(after);
  });
});
