import { eq } from "drizzle-orm";
import {
  type CorrectionReason,
  decideStock,
  parseStockCorrection,
  type StockReason,
} from "../../domain/orders/stock-base";
import { refreshReducedFrom } from "../catalog/price-history";
import type { Db } from "../db/client";
import { type NewPlantRow, type PlantRow, plants } from "../db/schema";
import { journalStock } from "../stock-journal";
import { audit } from "./audit";
import type { PlantWriteResult } from "./plants";
import type { Actor } from "./team";

/*
 * One write of a unit of sale by staff (a plant or one of its sizes, #43 §1), whichever path makes it: the
 * plant form, the size form, the CSV import. Each writes the row, keeps the price history's „Aktionspreis“
 * base, journals the stock change and audits it the same way, in the caller's transaction.
 */

/**
 * A stock typed into a form (#34, #50 §6): the stock to store, checked against the stock the form was
 * shown with, and the reason staff gave when it changes; or the refusal.
 */
export function formStock(
  now: number,
  wanted: number,
  shown: number,
  correction: { reason?: string; note?: string } | undefined,
):
  | { ok: true; stock: number; why: { reason: CorrectionReason; note: string | null } | null }
  | Extract<PlantWriteResult, { ok: false }> {
  const stock = decideStock(now, wanted, shown);
  if (!stock.ok)
    return {
      ok: false,
      status: 409,
      error: "stock_changed",
      params: { shown: stock.base, now: stock.now, wanted: stock.wanted },
    };
  if (stock.stock === now) return { ok: true, stock: stock.stock, why: null };
  const why = parseStockCorrection(correction);
  if (!why.ok) return { ok: false, status: 422, error: why.error };
  return { ok: true, stock: stock.stock, why: why.value };
}

export interface UnitOfSaleWrite {
  actor: Actor;
  /** The row as it was, locked by the caller; null inserts `set` (with its id) as a new row. */
  before: PlantRow | null;
  set: Partial<NewPlantRow>;
  /** The stock journal's reason, and the staff's reason for a correction by hand. */
  stockReason: Extract<StockReason, "correction" | "import">;
  correction?: { reason: CorrectionReason; note: string | null } | null;
  audit: {
    action: string;
    /** The plant the entry belongs to (a size's is its plant's, so the plant's history shows it). */
    entityId: string;
    /** The fields the entry records of the row before and after. */
    fields: (row: PlantRow) => unknown;
  };
}

/** Writes the row, refreshes its reduced-from price when the price changed, journals and audits. */
export async function writeUnitOfSale(tx: Db, w: UnitOfSaleWrite): Promise<PlantRow> {
  const { before } = w;
  const [after] = before
    ? await tx.update(plants).set(w.set).where(eq(plants.id, before.id)).returning()
    : await tx
        .insert(plants)
        .values(w.set as NewPlantRow)
        .returning();
  if (before && after!.priceCents !== before.priceCents) await refreshReducedFrom(tx, [before.id]);
  await journalStock(tx, [
    {
      plantId: after!.id,
      delta: after!.stock - (before?.stock ?? 0),
      stockAfter: after!.stock,
      reason: w.stockReason,
      actorEmail: w.actor.email,
      ...(w.correction && { correctionReason: w.correction.reason, note: w.correction.note }),
    },
  ]);
  await audit(tx, {
    actor: w.actor,
    action: w.audit.action,
    entity: { type: "plant", id: w.audit.entityId },
    before: before ? w.audit.fields(before) : null,
    after: w.audit.fields(after!),
  });
  return after!;
}
