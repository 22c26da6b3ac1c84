import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { crashSafe, runCrashRounds } from "../../bench/crash-run";
import { freePorts } from "./ports";

/**
 * Crash safety (issue #9), the short version of `npm run bench:crash`: the server process (API only,
 * same start-up as server/main.ts) is killed with SIGKILL three times during an order burst and
 * started again on the same database. Every acknowledged order survives, none lacks its items, the
 * embedded database opens again despite the dead process's lock file.
 */
const command = ["node", "--import", "tsx", "server/testing/api-server-cli.ts"];
const adminUrl = process.env.TEST_DATABASE_URL;
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), "bw-harden-crash-"));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("kill -9 during an order burst", () => {
  it("PGlite with a data folder: nothing acknowledged lost, no order without items, reopens after each kill", async () => {
    const figures = await runCrashRounds({
      target: { kind: "pglite", dataDir: tempDir() },
      command,
      port: (await freePorts(1))[0]!,
      rounds: 3,
      clients: 8,
      killAfterMs: [200, 1200],
    });
    expect(figures.rounds).toBe(3);
    expect(figures.acknowledged).toBeGreaterThan(0);
    expect(crashSafe(figures), JSON.stringify(figures)).toBe(true);
  }, 180_000);

  it.skipIf(!adminUrl)(
    "PostgreSQL: nothing acknowledged lost, no order without items",
    async () => {
      const name = `bw_harden_crash_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      try {
        const figures = await runCrashRounds({
          target: { kind: "postgres", url: url.toString(), dataDir: tempDir() },
          command,
          port: (await freePorts(1))[0]!,
          rounds: 3,
          clients: 8,
          killAfterMs: [200, 1200],
        });
        expect(figures.acknowledged).toBeGreaterThan(0);
        expect(crashSafe(figures), JSON.stringify(figures)).toBe(true);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    180_000,
  );
});
