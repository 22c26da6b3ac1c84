import { and, eq, gt, gte, inArray, sql } from "drizzle-orm";
import { stockShows } from "../../domain/orders/stock";
import type { Db, Tx } from "../db/client";
import { orderItems, plants, stockJournal } from "../db/schema";
import type { PublicChanges } from "../public-changes";
import { journalStock, type StockEntry } from "../stock-journal";
import type { OrderService, PlaceOrderResult } from "./order-service";

/** What is left of each plant a cart asked too much of (0 = sold out or no longer on sale). */
export type Available = Record<string, number>;

/**
 * Thrown inside the order transaction when a line asks for more than is left: the transaction rolls
 * back (nothing of the order is stored) and `withStock` turns it into a 409 answer.
 */
export class StockShortage extends Error {
  constructor(
    readonly lines: { id: string; name: string; left: number }[],
    readonly available: Available,
  ) {
    super(`insufficient stock: ${lines.map((l) => `${l.id}=${l.left}`).join(", ")}`);
    this.name = "StockShortage";
  }
}

/**
 * Takes the ordered units from stock inside the order's transaction. Each line is one conditional
 * UPDATE (`stock >= quantity`), so two orders for the last unit cannot both succeed: PostgreSQL locks
 * the row, and the second re-checks the condition after the first commits. Lines go in id order, so
 * two carts with the same plants lock them in the same order and never deadlock. Any shortage throws
 * `StockShortage` after checking every line, so the answer names them all.
 */
export async function takeStock(
  tx: Tx,
  orderId: string,
  lines: readonly {
    id: string;
    /** The German name: the staff's low-stock alert says it. */
    name: string;
    /** The name in the order's language, for the customer's shortage message (#43 §1: „Peace Lily – Large“). */
    shownName?: string;
    quantity: number;
  }[],
): Promise<(StockEntry & { name: string })[]> {
  const sorted = [...lines].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const short: typeof sorted = [];
  const sold: (StockEntry & { name: string })[] = [];
  for (const line of sorted) {
    const [taken] = await tx
      .update(plants)
      .set({ stock: sql`${plants.stock} - ${line.quantity}` })
      .where(and(eq(plants.id, line.id), eq(plants.published, true), gte(plants.stock, line.quantity)))
      .returning({ stock: plants.stock });
    if (!taken) short.push(line);
    else
      sold.push({
        plantId: line.id,
        delta: -line.quantity,
        stockAfter: taken.stock,
        reason: "sale",
        orderId,
        name: line.name,
      });
  }
  if (!short.length) {
    await journalStock(
      tx,
      sold.map(({ name: _, ...entry }) => entry),
    );
    return sold;
  }
  const rows = await tx
    .select({ id: plants.id, stock: plants.stock, published: plants.published })
    .from(plants)
    .where(
      inArray(
        plants.id,
        short.map((l) => l.id),
      ),
    );
  const left = new Map(rows.map((r) => [r.id, r.published ? r.stock : 0]));
  const found = short.map((l) => ({ id: l.id, name: l.shownName ?? l.name, left: left.get(l.id) ?? 0 }));
  throw new StockShortage(found, Object.fromEntries(found.map((l) => [l.id, l.left])));
}

/** A plant's stock after a return, and how many units came back. */
export type Returned = { id: string; stock: number; returned: number };

/**
 * Puts the items of an order back into stock (a cancellation): each line less what already came back
 * for the order (a withdrawal's goods received and restocked, #50 §3), so no unit is put on sale twice.
 * Call it in the transaction that cancels the order, once per order. Returns the plants whose stock
 * changed; after the commit, hand them to `announceReturned`.
 */
export async function returnStock(tx: Tx, orderId: string): Promise<Returned[]> {
  const [items, back] = await Promise.all([
    tx
      .select({ plantId: orderItems.plantId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId)),
    tx
      .select({ plantId: stockJournal.plantId, units: sql<number>`sum(${stockJournal.delta})::int` })
      .from(stockJournal)
      .where(
        and(
          eq(stockJournal.orderId, orderId),
          inArray(stockJournal.reason, ["return", "cancellation"]),
          gt(stockJournal.delta, 0),
        ),
      )
      .groupBy(stockJournal.plantId),
  ]);
  const already = new Map(back.map((b) => [b.plantId, b.units]));
  const perPlant = new Map<string, number>();
  for (const i of items) perPlant.set(i.plantId, (perPlant.get(i.plantId) ?? 0) + i.quantity);
  const units = [...perPlant].map(([plantId, quantity]) => ({
    plantId,
    quantity: Math.max(0, quantity - (already.get(plantId) ?? 0)),
  }));
  return returnUnits(tx, units, { reason: "cancellation", orderId });
}

/**
 * Puts units back into stock: a cancelled order's, or the part of a withdrawn order that came back in
 * a state to be sold again (#27). Units of one plant are added up; zero quantities are skipped.
 */
export async function returnUnits(
  tx: Tx,
  units: readonly { plantId: string; quantity: number }[],
  why: { reason: "cancellation" | "return"; orderId: string | null; actorEmail?: string },
): Promise<Returned[]> {
  const perPlant = new Map<string, number>();
  for (const i of units)
    if (i.quantity > 0) perPlant.set(i.plantId, (perPlant.get(i.plantId) ?? 0) + i.quantity);
  const returned: Returned[] = [];
  // Same id order as takeStock: a cancellation and an order on the same plants cannot deadlock.
  for (const id of [...perPlant.keys()].sort()) {
    const [row] = await tx
      .update(plants)
      .set({ stock: sql`${plants.stock} + ${perPlant.get(id)!}` })
      .where(eq(plants.id, id))
      .returning({ id: plants.id, stock: plants.stock });
    // A plant deleted from the catalogue since has nothing to return to.
    if (row) returned.push({ ...row, returned: perPlant.get(id)! });
  }
  await journalStock(
    tx,
    returned.map((r) => ({ plantId: r.id, delta: r.returned, stockAfter: r.stock, ...why })),
  );
  return returned;
}

/**
 * Whether a stock change shows on public pages: a plant that is now low or sold out, or was before
 * the change (a return can lift it out of that range). Callers announce it after the commit.
 */
export const stockChangeShows = (changes: readonly { stock: number; delta: number }[]): boolean =>
  changes.some((c) => stockShows(c.stock) || stockShows(c.stock - c.delta));

/** After a committed cancellation: clears the page cache if a returned plant was low or sold out. */
export function announceReturned(publicChanges: PublicChanges, rows: readonly Returned[]): void {
  if (stockChangeShows(rows.map((r) => ({ stock: r.stock, delta: r.returned }))))
    publicChanges.changed("stock");
}

/**
 * The order service with stock answers: a `StockShortage` from the transaction becomes 409
 * `insufficient_stock` with the short lines and `available`, and an order that leaves a plant low or
 * sold out clears the page cache (cards and plant pages show it) once it is committed.
 */
export function withStock(
  deps: { db: Db; publicChanges?: PublicChanges },
  service: OrderService,
): OrderService {
  return {
    ...service,
    async place(input, options): Promise<PlaceOrderResult> {
      let result: PlaceOrderResult;
      try {
        result = await service.place(input, options);
      } catch (err) {
        if (!(err instanceof StockShortage)) throw err;
        return {
          ok: false,
          status: 409,
          error: "insufficient_stock",
          params: { lines: err.lines },
          available: err.available,
        };
      }
      if (result.ok && result.created && deps.publicChanges) {
        const ids = result.order.items.map((i) => i.plantId);
        const rows = await deps.db
          .select({ id: plants.id, stock: plants.stock })
          .from(plants)
          .where(inArray(plants.id, ids));
        const ordered = new Map(result.order.items.map((i) => [i.plantId, i.quantity]));
        if (stockChangeShows(rows.map((r) => ({ stock: r.stock, delta: -(ordered.get(r.id) ?? 0) })))) {
          deps.publicChanges.changed("stock");
        }
      }
      return result;
    },
  };
}
