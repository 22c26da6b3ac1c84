import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyQuery,
  EMPTY_QUERY,
  matchesHeaderSearch,
  type ShopQuery,
  SORTS,
} from "../../domain/catalog/search";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { createLocalCatalog } from "./local";

const level = fc.constantFrom("low" as const, "medium" as const, "high" as const);
const queryArb: fc.Arbitrary<ShopQuery> = fc.record({
  q: fc.oneof(
    fc.constantFrom("", "monstera", "LIE", "a", "ficus", "%", "_", "\\"),
    fc.string({ maxLength: 4 }),
  ),
  category: fc.constantFrom("all", "", "pet-friendly", "Air-Purifying", "popular", "hanging", "nope"),
  light: fc.uniqueArray(level, { maxLength: 3 }),
  water: fc.uniqueArray(level, { maxLength: 3 }),
  petFriendly: fc.boolean(),
  minPriceCents: fc.option(fc.integer({ min: 0, max: 4000 }), { nil: undefined }),
  maxPriceCents: fc.option(fc.integer({ min: 0, max: 4000 }), { nil: undefined }),
  sort: fc.constantFrom(...SORTS),
});

describe.each(TEST_DATABASES)("local catalogue queries on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let catalog: ReturnType<typeof createLocalCatalog>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    catalog = createLocalCatalog(database.db);
  });

  it("filter in the database exactly like the domain rules", async () => {
    const all = await catalog.all();
    await fc.assert(
      fc.asyncProperty(queryArb, async (q) => {
        const page = await catalog.query(q, { offset: 0, limit: 100 });
        const expected = applyQuery(all, q).map((p) => p.id);
        const got = page.items.map((p) => p.id);
        expect(page.total).toBe(expected.length);
        // name and popularity order may break ties differently; price and recommended orders are exact
        if (q.sort === "name" || q.sort === "popular") expect([...got].sort()).toEqual([...expected].sort());
        else expect(got).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  });

  it("paginates with a stable total", async () => {
    const first = await catalog.query(EMPTY_QUERY, { offset: 0, limit: 3 });
    const second = await catalog.query(EMPTY_QUERY, { offset: 3, limit: 3 });
    expect(first.total).toBe(8);
    expect(first.items).toHaveLength(3);
    expect(second.items.map((p) => p.id)).not.toContain(first.items[0]!.id);
  });

  it("header search matches name, botanical name and categories like the domain rule", async () => {
    const all = await catalog.all();
    for (const text of ["", "  ", "monstera", "dracaena", "hanging", "PET", "x%", "katze", "pflegeleicht"]) {
      const got = (await catalog.search(text, 50)).map((p) => p.id);
      expect(got).toEqual(all.filter((p) => matchesHeaderSearch(p, text)).map((p) => p.id));
    }
  });

  it("header search understands German words (issue #18)", async () => {
    const ids = async (text: string) => (await catalog.search(text, 50)).map((p) => p.id).sort();
    expect(await ids("katze")).toEqual(["calathea-orbifolia", "spider-plant"]);
    expect(await ids("Hund")).toEqual(["calathea-orbifolia", "spider-plant"]);
    expect(await ids("tierfreundlich")).toEqual(["calathea-orbifolia", "spider-plant"]);
    expect(await ids("pflegeleicht")).toEqual(["pothos", "snake-plant", "spider-plant", "zz-plant"]);
  });

  it("finds related plants sharing a category, never the plant itself", async () => {
    const monstera = (await catalog.get("monstera-deliciosa"))!;
    const related = await catalog.related(monstera, 6);
    expect(related.length).toBeGreaterThan(0);
    for (const p of related) {
      expect(p.id).not.toBe(monstera.id);
      expect(p.categories.some((c) => monstera.categories.includes(c))).toBe(true);
    }
  });

  it("returns plants by id in the order asked, skipping unknown ids", async () => {
    expect((await catalog.byIds(["pothos", "nope", "zz-plant"])).map((p) => p.id)).toEqual([
      "pothos",
      "zz-plant",
    ]);
  });
});
