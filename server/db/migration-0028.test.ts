import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { PLANTS } from "../../content/catalog/plants";
import { migrationsBefore } from "../testing/migrations";
import { type Db, MIGRATIONS_FOLDER } from "./client";
import { seedCatalog } from "./seed";

it("0028 gives a shop's shipped plants their other names (#46 §3), not a merchant's; the seed does not again", async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore("0028_plant_synonyms") });
  await client.exec(`
    INSERT INTO plants (id, name, botanical_name, price_cents) VALUES
      ('snake-plant', 'Bogenhanf', 'Dracaena trifasciata', 1999),
      ('pothos', 'Efeutute', 'Epipremnum pinnatum', 1899),
      ('eigene', 'Eigene Pflanze', '', 1000);
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const synonyms = async () =>
    Object.fromEntries(
      (await client.query<{ id: string; synonyms: string[] }>("SELECT id, synonyms FROM plants")).rows.map(
        (r) => [r.id, r.synonyms],
      ),
    );
  const seed = (id: string) => PLANTS.find((p) => p.id === id)!.synonyms;
  // Ours still: named, the apostrophe of „Mother-in-law's Tongue“ intact; a changed botanical name or the
  // merchant's own plant: none.
  expect(await synonyms()).toEqual({ "snake-plant": seed("snake-plant"), pothos: [], eigene: [] });
  expect(seed("snake-plant")).toContain("Mother-in-law's Tongue");

  // Names the merchant removes stay removed; plants the seed adds come with theirs.
  await client.exec("UPDATE plants SET synonyms = '{}' WHERE id = 'snake-plant'");
  await seedCatalog(db as unknown as Db);
  const after = await synonyms();
  expect(after["snake-plant"]).toEqual([]);
  expect(after["peace-lily"]).toEqual(seed("peace-lily"));
  await client.close();
});
