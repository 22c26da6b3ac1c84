import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { PLANTS } from "../../content/catalog/plants";
import { migrationsBefore } from "../testing/migrations";
import { type Db, MIGRATIONS_FOLDER } from "./client";
import { seedCatalog } from "./seed";

it("0014 gives a shop's shipped plants their English names, not a renamed plant; the seed does not again", async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore("0014_plant_names_en") });
  await client.exec(`
    INSERT INTO plants (id, name, price_cents) VALUES
      ('snake-plant', 'Bogenhanf', 1999),
      ('pothos', 'Efeutute Golden', 1899),
      ('eigene', 'Eigene Pflanze', 1000);
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const names = async () =>
    Object.fromEntries(
      (await client.query<{ id: string; name_en: string | null }>("SELECT id, name_en FROM plants")).rows.map(
        (r) => [r.id, r.name_en],
      ),
    );
  // Ours still: named; renamed by the merchant or the merchant's own plant: none (German on /en).
  expect(await names()).toEqual({ "snake-plant": "Snake Plant", pothos: null, eigene: null });

  // A name the merchant removes stays removed; plants the seed adds come with theirs.
  await client.exec("UPDATE plants SET name_en = NULL WHERE id = 'snake-plant'");
  await seedCatalog(db as unknown as Db);
  const after = await names();
  expect(after["snake-plant"]).toBeNull();
  expect(after.pothos).toBeNull();
  expect(after["peace-lily"]).toBe(PLANTS.find((p) => p.id === "peace-lily")!.en.name);
  await client.close();
});
