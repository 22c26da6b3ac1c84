import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { asc, eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { parsePlantForm } from "../../domain/catalog/admin-plant";
import { plantFormFields } from "../../domain/catalog/plant-csv";
import { MIGRATIONS_FOLDER } from "../db/client";
import { plantPrices, plants } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { migrationsBefore } from "../testing/migrations";
import { withTestDatabase } from "../testing/test-database";

const admin = { id: null, email: "inhaberin@example.de" };

/**
 * #43 §2, § 11 PAngV: a reduced price names the lowest price of the 30 days before. The database writes
 * every price a plant had (trigger of migration 0031), the form and the CSV import measure the reduction
 * from it, and the shop shows it only while the merchant advertises the price as reduced.
 */
describe.each(TEST_DATABASES)("price history and the reduced price on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });
  const history = async (id: string) =>
    (
      await database.db
        .select({ priceCents: plantPrices.priceCents })
        .from(plantPrices)
        .where(eq(plantPrices.plantId, id))
        .orderBy(asc(plantPrices.validFrom))
    ).map((r) => r.priceCents);
  /** Moves the plant's recorded prices `days` into the past, as if they had been set back then. */
  const age = (id: string, days: number) =>
    database.db
      .update(plantPrices)
      .set({ validFrom: sql`${plantPrices.validFrom} - make_interval(days => ${days})` })
      .where(eq(plantPrices.plantId, id));
  /** Saves the plant form with the plant's own fields and these changes. */
  async function save(id: string, over: Record<string, string>) {
    const plant = (await t.services.admin.plants.get(id))!;
    const [row] = await database.db.select().from(plants).where(eq(plants.id, id));
    const form = parsePlantForm({ ...plantFormFields(row!), ...over });
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    const r = await t.services.admin.plants.update(
      admin,
      id,
      { version: plant.version, stock: plant.stock },
      form.value,
    );
    expect(r).toMatchObject({ ok: true });
  }
  const shown = async (id: string) => (await t.services.catalog.get(id))?.reducedFromCents;

  it("records every price, whichever way it changes, and shows a reduction only while advertised", async () => {
    const id = "zz-plant";
    const [start] = await database.db.select().from(plants).where(eq(plants.id, id));
    expect(await history(id)).toEqual([start!.priceCents]);
    await age(id, 40);
    await save(id, { price: "29,99" });
    await age(id, 35);
    await save(id, { price: "19,99" });
    // 19,99 is below the lowest of the 30 days before (29,99: the seed's price ended 35 days ago, before
    // the window): but nothing is advertised yet.
    expect(await history(id)).toEqual([start!.priceCents, 2999, 1999]);
    expect(await shown(id)).toBeUndefined();
    await save(id, { onSale: "on" });
    expect(await shown(id)).toBe(2999);
    // The English page says it too, and the catalogue function's shape carries it as Shopify's compare-at.
    const [row] = await database.db.select().from(plants).where(eq(plants.id, id));
    expect(row!.reducedFromCents).toBe(2999);

    // A raise ends the reduction; SQL by hand is recorded too.
    await database.db.update(plants).set({ priceCents: 3499 }).where(eq(plants.id, id));
    expect((await history(id)).at(-1)).toBe(3499);
    await save(id, { price: "34,99", onSale: "on" });
    await save(id, { price: "36,99", onSale: "on" });
    expect(await shown(id)).toBeUndefined();
    await save(id, { onSale: "" });
    expect(await shown(id)).toBeUndefined();
  });

  it("a price that was lower within the 30 days leaves nothing to advertise", async () => {
    const id = "spider-plant";
    const [row] = await database.db.select().from(plants).where(eq(plants.id, id));
    const low = row!.priceCents;
    await save(id, { price: ((low + 1000) / 100).toFixed(2).replace(".", ","), onSale: "on" });
    // The raise and the cut within days: the lowest of the 30 days is the original price.
    await save(id, { price: ((low + 500) / 100).toFixed(2).replace(".", ","), onSale: "on" });
    expect(await shown(id)).toBeUndefined();
    // Cut below it: reduced from the original price.
    await save(id, { price: ((low - 100) / 100).toFixed(2).replace(".", ","), onSale: "on" });
    expect(await shown(id)).toBe(low);
  });

  it("the CSV import measures it too, and its column switches the advertisement", async () => {
    const id = "peace-lily";
    const [row] = await database.db.select().from(plants).where(eq(plants.id, id));
    const before = row!.priceCents;
    const cut = ((before - 300) / 100).toFixed(2).replace(".", ",");
    const report = await t.services.admin.plantCsv.import(admin, `ID;Preis;Aktionspreis\n${id};${cut};ja`, {
      dryRun: false,
    });
    expect(report.counts).toMatchObject({ update: 1, error: 0 });
    expect(await shown(id)).toBe(before);
    const exported = await t.services.admin.plantCsv.export();
    expect(exported.split("\r\n")[0]).toContain(";Aktionspreis;");
  });
});

it("0031 starts the history with the prices a shop has", async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore("0031_plant_price_history") });
  await client.exec(
    "INSERT INTO plants (id, name, botanical_name, price_cents) VALUES ('alt', 'Alte Pflanze', '', 1234)",
  );
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const rows = await client.query<{ plant_id: string; price_cents: number }>(
    "SELECT plant_id, price_cents FROM plant_prices",
  );
  expect(rows.rows).toEqual([{ plant_id: "alt", price_cents: 1234 }]);
  const [plant] = (
    await client.query<{ on_sale: boolean; reduced_from_cents: number | null }>(
      "SELECT on_sale, reduced_from_cents FROM plants",
    )
  ).rows;
  expect(plant).toEqual({ on_sale: false, reduced_from_cents: null });
  await client.close();
});
