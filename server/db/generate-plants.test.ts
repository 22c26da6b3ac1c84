import { describe, expect, it } from "vitest";
import { EMPTY_QUERY } from "../../domain/catalog/search";
import { createLocalCatalog } from "../catalog/local";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { generatePlants } from "./generate-plants";

describe.each(TEST_DATABASES)("generated benchmark plants on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  withTestDatabase(target, {}, (opened) => {
    database = opened;
  });

  it("adds n plants once, searchable and paginated in the database", async () => {
    expect(await generatePlants(database.db, 1200)).toBe(1200);
    expect(await generatePlants(database.db, 1200)).toBe(0);
    const catalog = createLocalCatalog(database.db);
    const page = await catalog.query(EMPTY_QUERY, { offset: 24, limit: 24 });
    expect(page.total).toBe(1208);
    expect(page.items).toHaveLength(24);
    const hits = await catalog.query({ ...EMPTY_QUERY, q: "'Variegata' 1" }, { offset: 0, limit: 5 });
    expect(hits.total).toBeGreaterThan(0);
    expect(hits.items.every((p) => p.name.includes("'Variegata' 1"))).toBe(true);
  });
});
