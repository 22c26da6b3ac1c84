import type { StockReason } from "../domain/stock-base";
import type { Db, Tx } from "./db/client";
import { stockJournal } from "./db/schema";

export interface StockEntry {
  plantId: string;
  delta: number;
  stockAfter: number;
  reason: StockReason;
  orderId?: string | null;
  /** The staff member who changed it; none for a customer's order or cancellation. */
  actorEmail?: string;
}

/**
 * Journals stock changes (#34). Call it in the transaction that changes the stock, so a change and its
 * row commit or roll back together. Zero changes are left out.
 */
export async function journalStock(tx: Tx | Db, entries: readonly StockEntry[]): Promise<void> {
  const rows = entries.filter((e) => e.delta !== 0);
  if (rows.length) await tx.insert(stockJournal).values(rows);
}
