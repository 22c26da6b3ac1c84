/**
 * The overview's to-do tiles that are filters of the orders list (#34): `?todo=` of /admin/orders and
 * its CSV export. server/admin/order-todos.ts holds the condition of each.
 */
export const ORDER_TODOS = ["dispatch", "bounced", "overdue", "refund"] as const;
export type OrderTodo = (typeof ORDER_TODOS)[number];

/** `?todo=` as a known to-do; anything else is no filter. */
export const orderTodoOf = (value: string | null): OrderTodo | undefined =>
  (ORDER_TODOS as readonly string[]).includes(value ?? "") ? (value as OrderTodo) : undefined;
