import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { seedCatalog } from "../db/seed";

/**
 * Once per test run (vitest globalSetup): one database migrated and seeded exactly as each test file's
 * own used to be, which every file then copies instead of migrating its own (server/testing/databases.ts).
 * PGlite: a dump of the data folder, loaded with `loadDataDir` (skips initdb and the migrations);
 * PostgreSQL: a template database, cloned with `create database … template`. If either cannot be made,
 * nothing is provided and every file migrates its own database as before.
 */
declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const cleanup: (() => Promise<void> | void)[] = [];
  project.provide("pgliteTemplate", await pgliteTemplate(cleanup));
  project.provide("postgresTemplate", await postgresTemplate(cleanup));
  return async () => {
    for (const c of cleanup) await c();
  };
}

async function pgliteTemplate(cleanup: (() => Promise<void> | void)[]): Promise<string | null> {
  try {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    await seedCatalog(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    await database.close();
    const dir = mkdtempSync(path.join(tmpdir(), "bw-test-template-"));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, "pglite.tar");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } catch (err) {
    console.warn(`[test] no PGlite template, each file migrates its own: ${(err as Error).message}`);
    return null;
  }
}

async function postgresTemplate(cleanup: (() => Promise<void> | void)[]): Promise<string | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const name = `bw_template_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanup.push(async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    try {
      await database.migrate();
      await seedCatalog(database.db);
    } finally {
      await database.close();
    }
    return name;
  } catch (err) {
    console.warn(`[test] no PostgreSQL template, each file migrates its own: ${(err as Error).message}`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
}
