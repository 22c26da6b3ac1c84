import { ORDER_STATUSES, type OrderStatus } from "../../../domain/contracts/order";
import { orderTodoOf } from "../../../domain/orders/order-todos";
import { paymentFilterOf } from "../../../domain/orders/payment-labels";
import { dayParam } from "../../features/admin/kit/list-url";
import { requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/orders-export";

/**
 * GET /admin/orders/export.csv?status=&payment=&q=&todo=&from=&to=: the orders for the accountant (the list's filters
 * plus an order-date period), as a download. Staff only; everyone else the shop's 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin, "orders.export");
  const url = new URL(request.url);
  const status = url.searchParams.get("status");
  const from = dayParam(url.searchParams.get("from"));
  const to = dayParam(url.searchParams.get("to"));
  const { csv } = await context.services.admin.exportOrders({
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    payment: paymentFilterOf(url.searchParams.get("payment")),
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    todo: orderTodoOf(url.searchParams.get("todo")),
    from,
    to,
  });
  const period = from || to ? `-${from ?? "anfang"}-bis-${to ?? "heute"}` : "";
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="Blattwerk-Bestellungen${period}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
