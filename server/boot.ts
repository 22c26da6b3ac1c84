import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { seedCatalog } from "./db/seed";

/** Opens the configured database, applies pending migrations and makes sure the catalogue exists. */
export async function prepareDatabase(config: Pick<Config, "database">): Promise<Database> {
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    await seedCatalog(database.db);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  return database;
}
