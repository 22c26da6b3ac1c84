import { eq } from "drizzle-orm";
import type { OrderStatus } from "../../../domain/contracts/order";
import type { LedgerRefusal } from "../../../domain/orders/ledger-input";
import type { OrderActionRefusal } from "../../../domain/orders/order-lifecycle";
import type { Tx } from "../../db/client";
import { type OrderRow, orders } from "../../db/schema";
import { type CommandRefusal, refuse as refuseWith, writeVersioned } from "../../db/versioned-command";

/**
 * What every command on an order shares (#44 §5): the order read as the page saw it, the page's
 * refusals and the version step. The lifecycle (lifecycle.ts), the money (money.ts) and the edits
 * (edit.ts) build on it and not on each other.
 */

/** A refusal of the order page: its lifecycle's codes and the ledger's (domain/contracts/). */
export type OrderPageRefusal = OrderActionRefusal | LedgerRefusal;

export type OrderActionResult =
  | { ok: true; status: OrderStatus; message: string }
  | CommandRefusal<OrderPageRefusal>;

/** Refuses an order action: rolls its transaction back (server/db/versioned-command.ts). */
export const refuse = (status: CommandRefusal["status"], refusal: OrderPageRefusal) =>
  refuseWith(status, refusal);

const CONFLICT: OrderActionRefusal = { error: "conflict" };

/** Reads the order as the page saw it: unknown → 404, another version → 409. */
export async function loadOrderAt(tx: Tx, number: string, expected: number): Promise<OrderRow> {
  // Locked: a second action on the same order waits here and then sees the new version (409), instead
  // of reading the ledger the first one just committed and judging by it (a 422 for the loser).
  const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
  if (!order) throw refuse(404, { error: "unknown_order" });
  if (order.version !== expected) throw refuse(409, CONFLICT);
  return order;
}

/** The guarded version step of an order change that is no lifecycle step (a parcel corrected). */
export const touch = (tx: Tx, order: OrderRow, expected: number) =>
  writeVersioned(tx, orders, order.id, expected, {}, CONFLICT);
