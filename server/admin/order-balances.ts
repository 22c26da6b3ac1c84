import { boolean, integer, pgView, uuid } from "drizzle-orm/pg-core";

/**
 * The view `order_balances` (migration 0013): per order what is owed, paid, refunded and open, by the
 * rules of domain/ledger.ts `balance`. Declared here as an existing view for queries; the migration
 * owns it.
 */
export const orderBalances = pgView("order_balances", {
  orderId: uuid("order_id").notNull(),
  invoiced: boolean("invoiced").notNull(),
  owedCents: integer("owed_cents").notNull(),
  paidCents: integer("paid_cents").notNull(),
  refundedCents: integer("refunded_cents").notNull(),
  openCents: integer("open_cents").notNull(),
}).existing();
