import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { orders } from "../db/schema";
import { TEST_ADDRESS } from "../testing/address";
import { type ApiProcesses, startApiProcesses } from "../testing/api-processes";
import { createSettingsService, SETTINGS_CHANNEL, type SettingsService } from "./service";

/**
 * A setting saved in one process holds in another server process on the same PostgreSQL within a second
 * (#45 §1), although that process asks the database nothing for the settings per request: the save's
 * NOTIFY tells it. The saving side is this test's own settings service (as the back office of another
 * process would save); the server is a real process (server/testing/api-server-cli.ts).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { id: null, email: "inhaberin@example.de" };

describe.skipIf(!adminUrl)("settings across processes on PostgreSQL (#45 §1)", () => {
  let processes: ApiProcesses;
  let database: Database;
  let settings: SettingsService;

  beforeAll(async () => {
    processes = await startApiProcesses(adminUrl!, { count: 1, label: "settings_notify" });
    database = await openDatabase({ url: processes.dbUrl, poolSize: 2 });
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "bw-settings-")) });
    settings = createSettingsService({ db: database.db, config, notifications: database.notifications });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await processes?.stop();
  });

  /** The shipping the server process charged for a guest order of one small plant. */
  async function shippingOfOrder() {
    const key = randomUUID();
    const res = await fetch(`${processes.bases[0]}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: processes.bases[0]! },
      body: JSON.stringify({
        items: [{ id: "pothos", quantity: 1 }],
        shipping: { firstName: "Greta", lastName: "Grün", email: `greta.${key}@example.de`, ...TEST_ADDRESS },
        idempotencyKey: key,
      }),
    });
    expect(res.status).toBe(201);
    const [order] = await database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    return order!.shippingCents;
  }

  it("the other process charges the new shipping within a second of the save", async () => {
    expect(await shippingOfOrder()).toBe(490);
    // The server process listens on a connection of its own (the last thing that connection did).
    const listeners = await database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = ${`LISTEN "${SETTINGS_CHANNEL}"`}`,
    );
    // This test's service and the server process.
    expect((listeners as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
    await settings.refresh();
    const saved = await settings.update(ADMIN, "shipping", settings.version(), {
      small: "7,77",
      medium: "7,77",
      large: "7,77",
      freeFrom: "1000",
    });
    expect(saved).toMatchObject({ ok: true, changed: true });
    const savedAt = Date.now();
    let shipping = 490;
    while (shipping !== 777 && Date.now() - savedAt < 1_000) {
      await new Promise((r) => setTimeout(r, 50));
      shipping = await shippingOfOrder();
    }
    expect(shipping).toBe(777);
  });
});
