import { asc, eq, inArray } from "drizzle-orm";
import { reducedFrom } from "../../domain/catalog/reduced-price";
import type { Db, Tx } from "../db/client";
import { plantPrices, plants } from "../db/schema";

/**
 * Writes each plant's `reduced_from_cents` from its price history (#43 §2, § 11 PAngV): called in the
 * transaction that changed prices (the form, the CSV import), after the database recorded the new price
 * (trigger of migration 0031). The value holds for as long as the price stands.
 */
export async function refreshReducedFrom(tx: Db | Tx, plantIds: readonly string[]): Promise<void> {
  if (plantIds.length === 0) return;
  const rows = await tx
    .select({
      plantId: plantPrices.plantId,
      priceCents: plantPrices.priceCents,
      validFrom: plantPrices.validFrom,
    })
    .from(plantPrices)
    .where(inArray(plantPrices.plantId, [...plantIds]))
    .orderBy(asc(plantPrices.validFrom));
  for (const id of new Set(plantIds)) {
    const value = reducedFrom(rows.filter((r) => r.plantId === id));
    await tx.update(plants).set({ reducedFromCents: value }).where(eq(plants.id, id));
  }
}
