import { and, count, desc, eq } from "drizzle-orm";
import type { PlantLanguage } from "../../domain/catalog/plant";
import { MAX_SPOTS, type Spot, type SpotMeasurement, spotMeasurement } from "../../domain/contracts/spots";
import { plantsBySpot } from "../../domain/scan/spot-fit";
import type { OrderOwner } from "../account/orders";
import type { AccountService } from "../account/service";
import type { Catalog } from "../catalog/catalog";
import type { Db } from "../db/client";
import { spots } from "../db/schema";

/** The customer's spots, newest first. Rows that no longer parse are left out rather than failing. */
async function listSpots(db: Db, userId: string): Promise<Spot[]> {
  const rows = await db
    .select()
    .from(spots)
    .where(eq(spots.userId, userId))
    .orderBy(desc(spots.createdAt), spots.id);
  return rows.flatMap((r) => {
    const m = spotMeasurement.safeParse(r.measurement);
    return m.success
      ? [{ id: r.id, name: r.name, measurement: m.data, createdAt: r.createdAt.toISOString() }]
      : [];
  });
}

/** Keeps a spot; null when the customer already has MAX_SPOTS. */
async function addSpot(db: Db, userId: string, name: string, measurement: SpotMeasurement) {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(spots).where(eq(spots.userId, userId));
    if (n >= MAX_SPOTS) return null;
    const [row] = await tx
      .insert(spots)
      .values({ userId, name, light: measurement.light, measurement })
      .returning();
    return row ? { id: row.id, name: row.name, measurement, createdAt: row.createdAt.toISOString() } : null;
  });
}

/** Deletes one of the customer's own spots; false when there is no such spot of theirs. */
async function removeSpot(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(spots)
    .where(and(eq(spots.userId, userId), eq(spots.id, id)))
    .returning({ id: spots.id });
  return rows.length > 0;
}

/**
 * The signed-in customer's kept spots (Blattwerk Scan), each with how their plants would do there: the
 * plants they saved and the plants of their orders that were not cancelled (the ones they have at home).
 */
export function createSpotService(
  db: Db,
  deps: { catalog: Pick<Catalog, "localized">; account: AccountService },
) {
  return {
    /** `language`: the page's, for the plants' names (#32). */
    async withPlants(owner: OrderOwner, language: PlantLanguage = "de") {
      const [list, saved, orders] = await Promise.all([
        listSpots(db, owner.id),
        deps.account.listSaved(owner.id),
        deps.account.orderHistory(owner),
      ]);
      const ordered = orders
        .filter((o) => o.status !== "cancelled")
        .flatMap((o) => o.items.map((i) => i.plantId));
      const catalog = deps.catalog.localized(language);
      return plantsBySpot(list, await catalog.byIds([...new Set([...saved, ...ordered])]));
    },
    /** Null when the customer already keeps MAX_SPOTS. */
    add: (userId: string, name: string, measurement: SpotMeasurement) =>
      addSpot(db, userId, name, measurement),
    remove: (userId: string, id: string) => removeSpot(db, userId, id),
  };
}

export type SpotService = ReturnType<typeof createSpotService>;
