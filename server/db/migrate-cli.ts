// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { loadConfig } from "../config";
import { openDatabase } from "./client";

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} catch (err) {
  console.error(`Migration failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
