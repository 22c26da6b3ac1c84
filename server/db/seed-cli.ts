// `npm run db:seed`: migrates and loads the local catalogue (plants already present are kept).
import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { seedCatalog } from "./seed";

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  console.log(`${await seedCatalog(database.db)} plants added (${database.kind}).`);
} catch (err) {
  console.error(`Seeding failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
