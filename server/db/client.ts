import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { DatabaseConfigError } from "./errors";
import { acquireDataDirLock, type DataDirLock } from "./lock";
import { createPgNotifications, type Notifications, pgliteNotifications } from "./notifications";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers share Drizzle's PostgreSQL base class, so services take this one type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle of a running transaction: everything inside one must go through it, never the global db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * LISTEN/NOTIFY: between the processes on one PostgreSQL; on the embedded database, which one process
   * holds alone (its lock file), between the users of it in this process.
   */
  notifications: Notifications;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export { DatabaseConfigError };

/**
 * `poolSize`: connections per process to PostgreSQL (DATABASE_POOL_SIZE, default 10). `memory`, and a
 * new `dataDir`, may start from a dumped data folder (`PGlite.dumpDataDir`), as the tests do.
 */
export type DatabaseTarget =
  | { url: string; poolSize?: number }
  | { dataDir: string; loadDataDir?: Blob }
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ("url" in target) return openPostgres(target.url, target.poolSize ?? 10);
  if ("dataDir" in target) return openPglite(target.dataDir, target.loadDataDir);
  return openPglite(undefined, target.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseConfigError("DATABASE_URL is not a valid URL (expected postgres://user@host:port/db).");
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") {
    throw new DatabaseConfigError(`DATABASE_URL must start with postgres:// (got ${parsed.protocol}//).`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on("error", (err) => console.error(`[db] idle connection error: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const notifications = createPgNotifications(url);
  return {
    db,
    kind: "postgres",
    notifications,
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    const dir = path.resolve(dataDir);
    try {
      mkdirSync(dir, { recursive: true });
    } catch (err) {
      throw new DatabaseConfigError(`Cannot create the data folder ${dir}: ${(err as Error).message}`);
    }
    lock = acquireDataDirLock(dir);
  }
  let client: PGlite;
  try {
    // pg_trgm backs the trigram search indexes (migration 0003).
    const extensions = { pg_trgm };
    client = dataDir
      ? await PGlite.create(path.resolve(dataDir, "pglite"), { extensions, loadDataDir })
      : await PGlite.create({ extensions, loadDataDir });
  } catch (err) {
    lock?.release();
    throw new DatabaseConfigError(
      `Cannot open the embedded database in ${dataDir}: ${(err as Error).message}`,
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    notifications: pgliteNotifications(client),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}
