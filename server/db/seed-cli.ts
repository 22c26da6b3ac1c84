// `npm run db:seed`: migrates and loads the local catalogue (plants already present are kept).
// `npm run db:seed -- --generate 10000` adds that many generated plants for benchmarks.
import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { generatePlants } from "./generate-plants";
import { seedCatalog } from "./seed";

const flag = process.argv.indexOf("--generate");
const generate = flag === -1 ? 0 : Number(process.argv[flag + 1]);
if (!Number.isInteger(generate) || generate < 0 || generate > 1_000_000) {
  console.error("--generate expects a whole number of plants between 0 and 1,000,000.");
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  console.log(`${await seedCatalog(database.db)} catalogue plants added (${database.kind}).`);
  if (generate) console.log(`${await generatePlants(database.db, generate)} generated plants added.`);
} catch (err) {
  console.error(`Seeding failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
