import { desc, eq, inArray, or, sql } from "drizzle-orm";
import type { PlantSize } from "../domain/catalog/plant";
import type { CorrectionReason, StockReason } from "../domain/orders/stock-base";
import type { Db, Tx } from "./db/client";
import { orders, plants, stockJournal } from "./db/schema";

export interface StockEntry {
  plantId: string;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  orderId?: string | null;
  /** The staff member who changed it; none for a customer's order or cancellation. */
  actorEmail?: string;
  /** A correction by hand: why (#50 §6), and the staff's words. */
  correctionReason?: CorrectionReason;
  note?: string | null;
}

/**
 * Journals stock changes (#34). Call it in the transaction that changes the stock, so a change and its
 * row commit or roll back together. Zero changes are left out.
 */
export async function journalStock(tx: Tx | Db, entries: readonly StockEntry[]): Promise<void> {
  const rows = entries.filter((e) => e.delta !== 0);
  if (rows.length) await tx.insert(stockJournal).values(rows);
}

/** How many journal lines the plant page shows. */
export const STOCK_JOURNAL_SHOWN = 50;

/** A plant's stock changes, newest first, with the order number of a sale, cancellation or return. */
export async function stockJournalOf(db: Db, plantId: string) {
  const rows = await db
    .select({
      id: stockJournal.id,
      at: stockJournal.at,
      delta: stockJournal.delta,
      stockAfter: stockJournal.stockAfter,
      reason: stockJournal.reason,
      correctionReason: stockJournal.correctionReason,
      note: stockJournal.note,
      orderNumber: orders.number,
      actorEmail: stockJournal.actorEmail,
      // Its other sizes' changes too (#43 §1), each naming its size.
      size: sql<PlantSize | null>`case when ${plants.sizeOf} is not null then ${plants.size} end`,
    })
    .from(stockJournal)
    .leftJoin(orders, eq(orders.id, stockJournal.orderId))
    .leftJoin(plants, eq(plants.id, stockJournal.plantId))
    .where(
      or(
        eq(stockJournal.plantId, plantId),
        inArray(
          stockJournal.plantId,
          db.select({ id: plants.id }).from(plants).where(eq(plants.sizeOf, plantId)),
        ),
      ),
    )
    .orderBy(desc(stockJournal.at), desc(stockJournal.id))
    .limit(STOCK_JOURNAL_SHOWN);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}
