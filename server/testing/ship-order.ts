import type { AdminService } from "../admin/service";

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
