import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPgNotifications, type Notifications } from "./notifications";

/**
 * LISTEN/NOTIFY on PostgreSQL (#45 §1): a notice reaches the subscriber; when the listening connection
 * is killed, the subscriber is told (`lost`), the connection comes back by itself (`listening`, so the
 * subscriber reads anew) and later notices arrive again.
 */
const url = process.env.TEST_DATABASE_URL;

async function until(condition: () => boolean, ms = 8_000) {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(condition()).toBe(true);
}

describe.skipIf(!url)("PostgreSQL notifications", () => {
  let notifications: Notifications;
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    notifications = createPgNotifications(url!);
  });
  afterAll(async () => {
    await notifications.close();
    await admin.end();
  });

  it("delivers notices, survives a killed connection and listens again", async () => {
    const payloads: string[] = [];
    const events: string[] = [];
    notifications.listen("bw_test_channel", {
      notify: (p) => payloads.push(p),
      listening: () => events.push("listening"),
      lost: () => events.push("lost"),
    });
    await until(() => events.includes("listening"));
    await admin.query("select pg_notify('bw_test_channel', '1')");
    await until(() => payloads.includes("1"));

    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where pid <> pg_backend_pid() and query = 'LISTEN "bw_test_channel"'`,
    );
    await until(() => events.filter((e) => e === "listening").length === 2);
    expect(events).toEqual(["listening", "lost", "listening"]);
    await admin.query("select pg_notify('bw_test_channel', '2')");
    await until(() => payloads.includes("2"));
  });
});
