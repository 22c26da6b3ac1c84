import { eq } from "drizzle-orm";
import type { BulkAction } from "../../domain/orders/bulk";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import type { OrderActions } from "../orders/commands/lifecycle";
import type { Shipping } from "../shipping/labels";
import { holdOf } from "./orders";
import type { Actor } from "./team";

/**
 * Work on many orders at once from the orders list (#50 §5): confirm, create DHL labels, mark shipped
 * (with the label's shipment number). Each order runs its own command, as its page would, against the
 * order as it is now; one that cannot is refused with its own reason and the others go on.
 */
type Outcome = { ok: true; message: string } | { ok: false; status: number; error: string; params?: object };

export type BulkOutcome = { number: string } & Outcome;

export function createBulkOrders(deps: {
  db: Db;
  orderActions: Pick<OrderActions, "confirm" | "ship">;
  shipping: Pick<Shipping, "createLabel" | "trackingNumberOf">;
}) {
  async function one(actor: Actor, action: BulkAction, number: string): Promise<Outcome> {
    const [order] = await deps.db
      .select({
        id: orders.id,
        version: orders.version,
        status: orders.status,
        totalCents: orders.totalCents,
      })
      .from(orders)
      .where(eq(orders.number, number));
    if (!order) return { ok: false, status: 404, error: "unknown_order" };
    const { version } = order;
    // A bounced debit holds the order back (#50 §6): its page offers no label and no „Versenden“ either.
    if (action !== "confirm" && (await holdOf(deps.db, order)))
      return { ok: false, status: 422, error: "held_debit_bounced" };
    switch (action) {
      case "confirm":
        return deps.orderActions.confirm(actor, number, version);
      case "label":
        // No weight typed: the parcel's own, from what is in it (server/shipping/labels.ts).
        return deps.shipping.createLabel(actor, number);
      case "ship":
        // Many at once only with a DHL label each: its shipment number is the one "Versenden" takes.
        if (!(await deps.shipping.trackingNumberOf(order.id)))
          return { ok: false, status: 422, error: "no_label" };
        return deps.orderActions.ship(actor, number, version, { carrier: "DHL", trackingNumber: "" });
    }
  }

  return {
    /** Runs `action` on each order in turn (DHL answers one label at a time); every order gets its outcome. */
    async run(actor: Actor, action: BulkAction, numbers: readonly string[]): Promise<BulkOutcome[]> {
      const outcomes: BulkOutcome[] = [];
      for (const number of numbers) outcomes.push({ number, ...(await one(actor, action, number)) });
      return outcomes;
    },
  };
}
