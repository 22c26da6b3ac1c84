import type { OrderAction } from "../../../domain/orders/order-lifecycle";
import type { Permission } from "../../../domain/shop/roles";
import type { EDIT_INTENTS } from "./order-edit-panel";
import type { MONEY_INTENTS, PARCEL_INTENTS } from "./order-money";
import type { SHIPPING_INTENTS } from "./order-shipping";

type OrderIntent =
  | OrderAction
  | (typeof EDIT_INTENTS)[number]
  | (typeof MONEY_INTENTS)[number]
  | (typeof PARCEL_INTENTS)[number]
  | (typeof SHIPPING_INTENTS)[number]
  | "note"
  | "release";

/**
 * What each post to an order's page needs (domain/shop/roles.ts, #49 §3). The action checks it before it
 * reads anything else; the page shows only the buttons the role may press.
 */
export const ORDER_INTENT_PERMISSION: Record<OrderIntent, Permission> = {
  confirm: "orders.fulfil",
  ship: "orders.fulfil",
  complete: "orders.fulfil",
  createLabel: "orders.fulfil",
  cancelLabel: "orders.fulfil",
  release: "orders.fulfil",
  addParcel: "orders.fulfil",
  correctParcel: "orders.fulfil",
  cancel: "orders.edit",
  setQuantity: "orders.edit",
  removeLine: "orders.edit",
  setAddress: "orders.address",
  pay: "money.pay",
  refund: "money.refund",
  credit: "money.refund",
  reverse: "money.reverse",
  remind: "money.pay",
  note: "orders.note",
};

/** What each post to a withdrawal's page needs; the page itself needs `withdrawals`. */
export const WITHDRAWAL_INTENT_PERMISSION: Record<
  "link" | "receive" | "refuse" | "returnLabel" | "refund" | "credit",
  Permission
> = {
  link: "withdrawals",
  receive: "withdrawals",
  refuse: "withdrawals",
  returnLabel: "withdrawals",
  refund: "money.refund",
  credit: "money.refund",
};

/** The permission a posted intent needs; an unknown intent needs nothing here (the form refuses it). */
export const intentPermission = (table: Record<string, Permission>, intent: unknown): Permission | null =>
  typeof intent === "string" && Object.hasOwn(table, intent) ? (table[intent] ?? null) : null;
