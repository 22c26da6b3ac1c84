import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, plants } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";
import { MATCHING_MAX } from "./plant-matching";

const admin = { id: null, email: "inhaberin@example.de" };

/** #43 §1: the back office sets what a product is and what goes with it („Dazu passt“). */
describe.each(TEST_DATABASES)("a product's kind and matching products on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });
  const matching = () => t.services.admin.plantMatching;

  it("offers the accessories by name, and a plant names them in the order given", async () => {
    expect((await matching().choices()).map((c) => c.id)).toEqual([
      "gruenpflanzen-duenger",
      "uebertopf-keramik-salbei-19",
      "uebertopf-terrakotta-14",
    ]);
    const saved = await matching().save(admin, "monstera-deliciosa", {
      kind: "plant",
      matching: ["uebertopf-terrakotta-14", "gruenpflanzen-duenger", "uebertopf-terrakotta-14"],
    });
    expect(saved).toMatchObject({ ok: true, message: "Art und „Dazu passt“ gespeichert." });
    expect((await t.services.catalog.get("monstera-deliciosa"))?.matching).toEqual([
      "uebertopf-terrakotta-14",
      "gruenpflanzen-duenger",
    ]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "plant.matching"));
    expect(entry).toMatchObject({
      entityId: "monstera-deliciosa",
      before: { kind: "plant", matching: ["gruenpflanzen-duenger"] },
      after: { kind: "plant", matching: ["uebertopf-terrakotta-14", "gruenpflanzen-duenger"] },
    });
    // The same again changes nothing and writes no entry.
    expect(
      await matching().save(admin, "monstera-deliciosa", {
        kind: "plant",
        matching: ["uebertopf-terrakotta-14", "gruenpflanzen-duenger"],
      }),
    ).toMatchObject({ ok: true, message: "Nichts geändert." });
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.action, "plant.matching")),
    ).toHaveLength(1);
  });

  it("refuses unknown products, sizes, the product itself and too many, and keeps what was stored", async () => {
    const before = (await t.services.catalog.get("pothos"))?.matching;
    for (const ids of [["nope"], ["snake-plant-gross"], ["pothos"]])
      expect(await matching().save(admin, "pothos", { kind: "plant", matching: ids })).toMatchObject({
        ok: false,
        status: 422,
        error: "matching_unknown",
        params: { ids: ids[0] },
      });
    const many = Array.from({ length: MATCHING_MAX + 1 }, (_, i) => `p${i}`);
    expect(await matching().save(admin, "pothos", { kind: "plant", matching: many })).toMatchObject({
      status: 422,
      error: "matching_too_many",
    });
    expect(await matching().save(admin, "snake-plant-gross", { kind: "plant", matching: [] })).toMatchObject({
      status: 422,
      error: "size_row",
    });
    expect(await matching().save(admin, "nope", { kind: "plant", matching: [] })).toMatchObject({
      status: 404,
    });
    expect((await t.services.catalog.get("pothos"))?.matching).toEqual(before);
  });

  it("a plant made an accessory leaves the shop's list but keeps its page; one with sizes cannot", async () => {
    expect(await matching().save(admin, "snake-plant", { kind: "accessory", matching: [] })).toMatchObject({
      ok: false,
      status: 409,
      error: "kind_with_sizes",
    });
    expect(await matching().save(admin, "spider-plant", { kind: "accessory", matching: [] })).toMatchObject({
      ok: true,
    });
    const catalog = t.services.catalog;
    expect((await catalog.all()).some((p) => p.id === "spider-plant")).toBe(false);
    expect((await catalog.accessories()).some((p) => p.id === "spider-plant")).toBe(true);
    expect(await catalog.get("spider-plant")).toMatchObject({ kind: "accessory" });
    const [row] = await database.db.select().from(plants).where(eq(plants.id, "spider-plant"));
    expect(row?.kind).toBe("accessory");
  });
});
