import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseSizeForm } from "../../domain/catalog/admin-plant";
import { PLANT_FORM_MESSAGES, renderPlantFormErrors } from "../../domain/contracts/admin-plant-messages";
import { plants, stockJournal } from "../db/schema";
import type { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { withTestDatabase } from "../testing/test-database";

const admin = { id: null, email: "inhaberin@example.de" };

/** A size's form as the browser posts it. */
const sizeInput = (over: Record<string, string> = {}) => {
  const r = parseSizeForm({
    size: "small",
    price: "12,99",
    stock: "5",
    height: "25–30 cm",
    potDiameter: "12 cm",
    weight: "0,9 kg",
    published: "on",
    ...over,
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.value;
};

describe("a size's form (#43 §1)", () => {
  it("reads a size by the plant form's rules and messages", () => {
    expect(sizeInput()).toMatchObject({ size: "small", price: 1299, stock: 5, sku: null, published: true });
    const bad = parseSizeForm({ size: "huge", price: "0", stock: "-1" });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(renderPlantFormErrors(bad.errors, "de")).toMatchObject({
        price: PLANT_FORM_MESSAGES.priceZero,
        stock: PLANT_FORM_MESSAGES.stock,
      });
  });
});

describe.each(TEST_DATABASES)("a plant's sizes in the back office on $name (#43 §1)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app();
  });
  const sizes = () => t.services.admin.plantSizes;

  it("adds a size the shop then offers; saves it with a stock reason; journals each size on its own", async () => {
    const added = await sizes().save(admin, "monstera-deliciosa", sizeInput({ sku: "MON-S" }), null);
    expect(added).toMatchObject({ ok: true, message: "Größe „Klein“ hinzugefügt." });
    const monstera = await t.services.catalog.get("monstera-deliciosa");
    expect(monstera!.sizes!.map((s) => [s.id, s.size, s.priceCents, s.stock])).toEqual([
      ["monstera-deliciosa-klein", "small", 1299, 5],
      ["monstera-deliciosa", "large", 2999, 50],
    ]);
    // A changed stock needs its reason, and is checked against the stock the form showed.
    const row = (await sizes().list("monstera-deliciosa"))[0]!;
    expect(
      await sizes().save(admin, "monstera-deliciosa", sizeInput({ stock: "8", sku: "MON-S" }), row.stock),
    ).toMatchObject({ ok: false, status: 422, error: "stock_reason_required" });
    expect(
      await sizes().save(admin, "monstera-deliciosa", sizeInput({ stock: "8", sku: "MON-S" }), 3, {
        reason: "delivery",
      }),
    ).toMatchObject({ ok: false, status: 409, error: "stock_changed" });
    expect(
      await sizes().save(
        admin,
        "monstera-deliciosa",
        sizeInput({ stock: "8", price: "11,99", sku: "MON-S" }),
        5,
        {
          reason: "delivery",
        },
      ),
    ).toMatchObject({ ok: true, message: "Größe „Klein“ gespeichert." });
    const journal = await database.db
      .select()
      .from(stockJournal)
      .where(eq(stockJournal.plantId, "monstera-deliciosa-klein"));
    expect(journal.map((j) => [j.delta, j.stockAfter, j.correctionReason])).toEqual([
      [5, 5, null],
      [3, 8, "delivery"],
    ]);
    // The plant page's journal shows its sizes' changes, each naming its size.
    const shown = await t.services.admin.stockJournal("monstera-deliciosa");
    expect(shown.filter((e) => e.size === "small").map((e) => e.delta)).toEqual([3, 5]);
    expect((await t.services.catalog.get("monstera-deliciosa"))!.sizes![0]!.priceCents).toBe(1199);
  });

  it("refuses the plant's own size, a taken article number and a size of a size", async () => {
    expect(await sizes().save(admin, "pothos", sizeInput(), null)).toMatchObject({
      ok: false,
      status: 409,
      error: "size_taken",
      params: { size: "Klein" },
    });
    await database.db.update(plants).set({ sku: "EF-01" }).where(eq(plants.id, "pothos"));
    expect(
      await sizes().save(admin, "pothos", sizeInput({ size: "large", sku: "EF-01" }), null),
    ).toMatchObject({
      ok: false,
      error: "sku_taken",
    });
    expect(await sizes().save(admin, "snake-plant-gross", sizeInput(), null)).toMatchObject({
      ok: false,
      error: "size_row",
    });
    expect(await sizes().save(admin, "no-such-plant", sizeInput(), null)).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("an unoffered size leaves the shop; the database refuses a size of a size", async () => {
    await sizes().save(admin, "zz-plant", sizeInput({ size: "large", price: "36,99", published: "" }), 50, {
      reason: "stocktake",
    });
    const zz = await t.services.catalog.get("zz-plant");
    expect(zz!.sizes).toBeUndefined();
    await expect(
      database.db.insert(plants).values({
        id: "zz-plant-gross-klein",
        sizeOf: "zz-plant-gross",
        name: "x",
        priceCents: 100,
        size: "small",
      }),
    ).rejects.toThrow();
  });
});
