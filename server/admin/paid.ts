import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { orderPayments } from "../db/schema";

/** A subquery `paid(order_id, cents)`: what has been paid on each order, for a left join. */
export const paidPerOrder = (db: Db) =>
  db
    .select({
      orderId: orderPayments.orderId,
      cents: sql<number>`sum(${orderPayments.amountCents})::int`.as("cents"),
    })
    .from(orderPayments)
    .groupBy(orderPayments.orderId)
    .as("paid");
