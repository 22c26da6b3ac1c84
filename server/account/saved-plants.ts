import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { savedPlants } from "../db/schema";

/** The plant ids a signed-in customer saved, newest first. */
export async function listSaved(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ plantId: savedPlants.plantId })
    .from(savedPlants)
    .where(eq(savedPlants.userId, userId))
    .orderBy(desc(savedPlants.createdAt), savedPlants.plantId);
  return rows.map((r) => r.plantId);
}

/** Adds plants (already saved ones stay as they are); the browser's list merges in this way. */
export async function addSaved(db: Db, userId: string, plantIds: readonly string[]): Promise<void> {
  if (!plantIds.length) return;
  // Oldest first, so the browser's newest-first order survives the created_at ordering.
  const now = Date.now();
  await db
    .insert(savedPlants)
    .values(plantIds.map((plantId, i) => ({ userId, plantId, createdAt: new Date(now - i) })))
    .onConflictDoNothing();
}

export async function removeSaved(db: Db, userId: string, plantId: string): Promise<void> {
  await db.delete(savedPlants).where(and(eq(savedPlants.userId, userId), eq(savedPlants.plantId, plantId)));
}
