import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { plants } from "../db/schema";
import { seedCatalog } from "../db/seed";

/**
 * The real databases the integration tests run on: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set. Each call gets its own fresh, migrated and seeded database: a copy of the
 * one server/testing/global-setup.ts migrated and seeded once per run, or, when there is none (that
 * setup failed), one migrated and seeded here.
 */
export interface TestDatabase {
  name: "pglite" | "postgres";
  open(options?: OpenOptions): Promise<Database & { dispose(): Promise<void> }>;
}

export interface OpenOptions {
  /**
   * Units of every plant instead of the seed's SEED_STOCK: tests that place many orders (bursts,
   * scale-out) would otherwise sell out and see 409 `insufficient_stock`.
   */
  stock?: number;
}

async function withStock<D extends Database>(database: D, options: OpenOptions = {}): Promise<D> {
  if (options.stock !== undefined) await database.db.update(plants).set({ stock: options.stock });
  return database;
}

const pgliteTemplatePath = inject("pgliteTemplate");
let pgliteTemplate: Blob | undefined;

/**
 * A new PGlite data folder at `dataDir`, migrated and seeded (from the run's template when there is
 * one), opened: for tests that hand the folder to a server process afterwards.
 */
export async function openPgliteFolder(dataDir: string) {
  if (pgliteTemplatePath && !pgliteTemplate) pgliteTemplate = new Blob([readFileSync(pgliteTemplatePath)]);
  const database = await openDatabase({ dataDir, loadDataDir: pgliteTemplate });
  await database.migrate();
  if (!pgliteTemplate) await seedCatalog(database.db);
  return database;
}

export const TEST_DATABASES: TestDatabase[] = [
  {
    name: "pglite",
    async open(options) {
      if (pgliteTemplatePath && !pgliteTemplate)
        pgliteTemplate = new Blob([readFileSync(pgliteTemplatePath)]);
      const database = await openDatabase({ memory: true, loadDataDir: pgliteTemplate });
      if (!pgliteTemplate) {
        await database.migrate();
        await seedCatalog(database.db);
      }
      await withStock(database, options);
      return { ...database, dispose: () => database.close() };
    },
  },
];

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const template = inject("postgresTemplate");
  TEST_DATABASES.push({
    name: "postgres",
    async open(options) {
      const name = `bw_test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(
        template ? `create database ${name} template ${template}` : `create database ${name}`,
      );
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString() });
      if (!template) {
        await database.migrate();
        await seedCatalog(database.db);
      }
      await withStock(database, options);
      return {
        ...database,
        async dispose() {
          await database.close();
          const a = new pg.Client({ connectionString: adminUrl });
          await a.connect();
          await a.query(`drop database if exists ${name} with (force)`);
          await a.end();
        },
      };
    },
  });
}
