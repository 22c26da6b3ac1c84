import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/** The journals whose rows the database refuses to change (migration 0021). */
type Journal = "invoices" | "order_payments" | "order_shipments" | "stock_journal";

/**
 * Tests only: writes an older shape of history into an append-only journal (an invoice as the code of
 * an earlier issue issued it, a due date in the past) with the journal's guard off for that one
 * statement. The shop's own code has no way around the guard.
 */
export async function rewriteHistory(db: Db, journal: Journal, change: (tx: Db) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`ALTER TABLE "${journal}" DISABLE TRIGGER "${journal}_append_only"`));
    await change(tx as unknown as Db);
    await tx.execute(sql.raw(`ALTER TABLE "${journal}" ENABLE TRIGGER "${journal}_append_only"`));
  });
}
