/** The lists the tiles open: the oldest first, as the overview's sections are. */
export const TILE_LINKS = {
  dispatchDue: "/admin/orders?todo=dispatch&sort=oldest",
  paymentBounced: "/admin/orders?todo=bounced&sort=oldest",
  newOrders: "/admin/orders?status=pending&sort=oldest",
  toShip: "/admin/orders?status=processing&sort=oldest",
  withdrawals: "/admin/withdrawals?state=open",
  refundsDue: "/admin/orders?todo=refund&sort=oldest",
  overdue: "/admin/orders?todo=overdue&sort=oldest",
  failedMails: "/admin/mails",
} as const;
