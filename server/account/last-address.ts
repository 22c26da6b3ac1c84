import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { orders } from "../db/schema";
import { type OrderOwner, ownedBy } from "./orders";

export interface DeliveryAddress {
  address: string;
  addressAddition: string;
  city: string;
  postalCode: string;
  country: string;
}

/**
 * The delivery address of the customer's latest order (their own, or a guest order of their confirmed
 * address, as the order history shows them): the checkout starts with it, so a returning customer does
 * not type it again. Profiles keep no address; the order is where it was last given.
 */
export async function lastDeliveryAddress(db: Db, owner: OrderOwner): Promise<DeliveryAddress | null> {
  const [row] = await db
    .select({
      address: orders.address,
      addressAddition: orders.addressAddition,
      city: orders.city,
      postalCode: orders.postalCode,
      country: orders.country,
    })
    .from(orders)
    .where(ownedBy(owner))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ? { ...row, addressAddition: row.addressAddition ?? "" } : null;
}
