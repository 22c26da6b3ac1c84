import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyQuery, EMPTY_QUERY, matchesHeaderSearch, type ShopQuery } from "../../domain/catalog/search";
import { createLocalCatalog } from "../catalog/local";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import type { Db } from "./client";
import { generatePlants } from "./generate-plants";

const N = 1500;

async function plan(db: Db, query: string): Promise<string> {
  // Forbid sequential scans so the plan shows whether an index CAN answer the query (at small N the
  // planner rightly prefers a scan; at 10,000 rows bench/scale.mjs records the real plans).
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const r = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as
      | { rows: Record<string, string>[] }
      | Record<string, string>[];
    const rows = Array.isArray(r) ? r : r.rows;
    return rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

describe.each(TEST_DATABASES)("search indexes (migration 0003) on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, { timeout: 120_000 }, async (opened) => {
    database = opened;
    await generatePlants(database.db, N);
    await database.db.execute(sql`analyze plants`);
  });

  it("installs pg_trgm and the trigram, filter and sort indexes", async () => {
    const ext = (await database.db.execute(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    )) as unknown as { rows: unknown[] };
    expect(ext.rows).toHaveLength(1);
    const idx = (await database.db.execute(
      sql`select indexname from pg_indexes where tablename = 'plants' order by indexname`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(idx.rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        "plants_name_trgm_idx",
        "plants_name_en_trgm_idx",
        "plants_name_en_sort_idx",
        "plants_botanical_name_trgm_idx",
        "plants_categories_trgm_idx",
        "plants_synonyms_trgm_idx",
        "plants_categories_idx",
        "plants_light_idx",
        "plants_water_idx",
        "plants_pet_friendly_idx",
        "plants_price_idx",
        "plants_position_idx",
      ]),
    );
  });

  it("shop search and filters over generated plants give the domain rule's results, paginated", async () => {
    const catalog = createLocalCatalog(database.db);
    const all = await catalog.all();
    expect(all).toHaveLength(N + 8);
    const queries: ShopQuery[] = [
      { ...EMPTY_QUERY, q: "'Variegata' 12" },
      { ...EMPTY_QUERY, q: "MONSTERA", sort: "price-asc" },
      { ...EMPTY_QUERY, q: "ficus", light: ["low"], petFriendly: true },
      { ...EMPTY_QUERY, category: "hanging", water: ["high"], sort: "price-desc" },
      { ...EMPTY_QUERY, minPriceCents: 2000, maxPriceCents: 2500 },
    ];
    for (const q of queries) {
      const expected = applyQuery(all, q).map((p) => p.id);
      const page = await catalog.query(q, { offset: 24, limit: 24 });
      expect(page.total).toBe(expected.length);
      if (q.sort === "price-asc" || q.sort === "price-desc")
        expect(page.items.map((p) => p.priceCents)).toEqual(
          expected.slice(24, 48).map((id) => all.find((p) => p.id === id)!.priceCents),
        );
      else expect(page.items.map((p) => p.id)).toEqual(expected.slice(24, 48));
    }
  });

  it("header search over generated plants matches name, botanical name and categories exactly", async () => {
    const catalog = createLocalCatalog(database.db);
    const all = await catalog.all();
    for (const text of ["jade 7", "Sansevieria", "hang", "air-pur", "y\nl", "zz"]) {
      const got = (await catalog.search(text, 20)).map((p) => p.id);
      expect(got).toEqual(
        all
          .filter((p) => matchesHeaderSearch(p, text))
          .slice(0, 20)
          .map((p) => p.id),
      );
    }
  });

  it("the search conditions can be answered by the trigram indexes", async () => {
    const like = `'%variegata%'`;
    const shop = await plan(
      database.db,
      `select id from plants where name ilike ${like} or name_en ilike ${like} or botanical_name ilike ${like}`,
    );
    expect(shop).toContain("plants_name_trgm_idx");
    // English names (#32, migration 0014): searched in both languages, through their own index.
    expect(shop).toContain("plants_name_en_trgm_idx");
    expect(shop).toContain("plants_botanical_name_trgm_idx");
    const header = await plan(
      database.db,
      `select id from plants where plants_categories_text(categories) ilike '%hanging%'`,
    );
    expect(header).toContain("plants_categories_trgm_idx");
    // Other names (#46 §3, migration 0028): searched through their own index.
    const synonyms = await plan(
      database.db,
      `select id from plants where plants_categories_text(synonyms) ilike '%sansevieria%'`,
    );
    expect(synonyms).toContain("plants_synonyms_trgm_idx");
    const category = await plan(database.db, `select id from plants where categories @> array['hanging']`);
    expect(category).toContain("plants_categories_idx");
    const byEnglishName = await plan(
      database.db,
      `select id from plants order by coalesce(name_en, name) limit 24`,
    );
    expect(byEnglishName).toContain("plants_name_en_sort_idx");
  });
});
