// Test tooling: sets the stock of a fresh embedded database before its server starts (the server
// holds the database's lock while it runs). Usage: tsx tests/e2e/seed-stock.ts DATA_DIR [id=units …]
// TEST_PLANT_STOCK gives every plant that many units first (the e2e server: enough for every test's
// orders); `id=units` then sets single plants and `id=unpublished` hides one (tests/e2e/stock.spec.ts).
// Production never reads either.
import { eq } from "drizzle-orm";
import { prepareDatabase } from "../../server/boot";
import { plants } from "../../server/db/schema";

const [dataDir, ...pairs] = process.argv.slice(2);
if (dataDir) {
  const database = await prepareDatabase({ database: { dataDir } });
  const all = process.env.TEST_PLANT_STOCK;
  if (all) await database.db.update(plants).set({ stock: Number(all) });
  for (const pair of pairs) {
    const [id, units] = pair.split("=");
    if (id && units === "unpublished") {
      await database.db.update(plants).set({ published: false }).where(eq(plants.id, id));
      continue;
    }
    if (!id || !units || !/^\d+$/.test(units)) throw new Error(`expected id=units, got ${pair}`);
    await database.db
      .update(plants)
      .set({ stock: Number(units) })
      .where(eq(plants.id, id));
  }
  await database.close();
}
