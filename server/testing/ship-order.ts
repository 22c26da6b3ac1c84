import { randomUUID } from "node:crypto";
import type { AdminService } from "../admin/service";
import type { OrderService } from "../orders/order-service";
import { TEST_ADDRESS } from "./address";

/** The warehouse's member of staff in tests. */
export const WAREHOUSE = { id: null, email: "lager@example.de" };

/**
 * Takes an order through the back office as the warehouse does: "Bestätigen" if it is new, then
 * "Versenden" with a DHL number. Shipping issues the invoice (#27). Throws when an action is refused.
 */
export async function shipOrder(
  services: { admin: Pick<AdminService, "order" | "orderActions"> },
  number: string,
  { trackingNumber = "00340434161234567890", actor = WAREHOUSE } = {},
) {
  const actions = services.admin.orderActions;
  const current = async () => {
    const detail = await services.admin.order(number);
    if (!detail) throw new Error(`no order ${number}`);
    return detail.order;
  };
  let order = await current();
  if (order.status === "pending") {
    const confirmed = await actions.confirm(actor, number, order.version);
    if (!confirmed.ok) throw new Error(confirmed.error);
    order = await current();
  }
  const shipped = await actions.ship(actor, number, order.version, { carrier: "DHL", trackingNumber });
  if (!shipped.ok) throw new Error(shipped.error);
  return shipped;
}

/**
 * A mixed order as the VAT tests need it — snake plants (7 %) and one 19 % product (`potId`, see
 * accessory.ts) — placed by a guest and shipped today (so it has its invoice). Returns the order's id and number.
 */
export async function shipMixedOrder(
  services: { orders: Pick<OrderService, "place">; admin: Pick<AdminService, "order" | "orderActions"> },
  { potId, plants = 1, emailPrefix = "gemischt" }: { potId: string; plants?: number; emailPrefix?: string },
) {
  const placed = await services.orders.place(
    {
      items: [
        { id: "snake-plant", quantity: plants },
        { id: potId, quantity: 1 },
      ],
      shipping: {
        firstName: "Greta",
        lastName: "Grün",
        email: `${emailPrefix}.${randomUUID()}@example.de`,
        ...TEST_ADDRESS,
      },
      idempotencyKey: randomUUID(),
    },
    { userId: null },
  );
  if (!placed.ok) throw new Error(placed.error);
  await shipOrder(services, placed.order.number);
  return { id: placed.order.id, number: placed.order.number };
}
