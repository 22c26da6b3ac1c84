import { Link, useNavigation } from "react-router";
import { ORDER_STATUSES, type OrderStatus } from "../../../domain/contracts/order";
import { formatEuro } from "../../../domain/orders/money";
import { ORDER_TODOS, orderTodoOf } from "../../../domain/orders/order-todos";
import { PAYMENT_FILTERS, paymentFilterOf } from "../../../domain/orders/payment-labels";
import { Field } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { formatDateTime } from "../../features/admin/format";
import { AdminList } from "../../features/admin/kit/admin-list";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { FilterBar, filterControlClass, SearchField } from "../../features/admin/kit/filter-bar";
import { listHref, pageParam } from "../../features/admin/kit/list-url";
import { ORDER_STATUS_TONE, StatusBadge } from "../../features/admin/kit/status-badge";
import { ADMIN } from "../../features/admin/messages";
import { PaymentCell } from "../../features/admin/online-payment";
import { PARCEL_UI } from "../../features/admin/parcel-messages";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { ShopifyOrdersNotice } from "../../features/admin/shopify-notice";
import { useCan } from "../../features/admin/use-can";
import type { Route } from "./+types/orders";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${ADMIN.ordersTitle} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

const SORTS = Object.keys(ADMIN.sorts) as (keyof typeof ADMIN.sorts)[];

/**
 * The list's state lives in the URL (?q=&status=&payment=&todo=&sort=&page=): shareable, and "back" returns
 * to it.
 */
function readQuery(url: URL) {
  const status = url.searchParams.get("status");
  const sort = url.searchParams.get("sort");
  return {
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    payment: paymentFilterOf(url.searchParams.get("payment")),
    todo: orderTodoOf(url.searchParams.get("todo")),
    sort: SORTS.includes(sort as (typeof SORTS)[number]) ? (sort as (typeof SORTS)[number]) : "newest",
    page: pageParam(url),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, config } = context.services;
  await requireStaff(request, admin, "orders.view");
  const query = readQuery(new URL(request.url));
  const shopifyStore = config.checkoutProvider === "shopify" ? (config.shopifyStoreDomain ?? null) : null;
  return { query, shopifyStore, result: await admin.orders(query), dhlConfigured: admin.shipping.configured };
}

const pageHref = (query: ReturnType<typeof readQuery>, page: number) =>
  listHref(
    {
      q: query.q,
      status: query.status,
      payment: query.payment,
      todo: query.todo,
      sort: query.sort === "newest" ? undefined : query.sort,
    },
    page,
  );

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { query, result, shopifyStore, dhlConfigured } = loaderData;
  const busy = useNavigation().state === "loading";
  const can = useCan();
  return (
    <AdminPage title={ADMIN.ordersTitle} description={ADMIN.ordersDescription}>
      {shopifyStore ? <ShopifyOrdersNotice store={shopifyStore} /> : null}
      <FilterBar
        role="search"
        submit={ADMIN.apply}
        className="grid gap-3 md:grid-cols-[1fr_auto_auto_auto_auto_auto] md:items-end"
      >
        <SearchField
          label={ADMIN.search}
          id="orders-q"
          value={query.q}
          placeholder={ADMIN.searchPlaceholder}
        />
        <Field label={ADMIN.statusFilter} id="orders-status">
          {(p) => (
            <select {...p} name="status" defaultValue={query.status ?? ""} className={filterControlClass}>
              <option value="">{ADMIN.allStatuses}</option>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ADMIN.status[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={ADMIN.paymentFilter} id="orders-payment">
          {(p) => (
            <select {...p} name="payment" defaultValue={query.payment ?? ""} className={filterControlClass}>
              <option value="">{ADMIN.allPayments}</option>
              {PAYMENT_FILTERS.map((m) => (
                <option key={m} value={m}>
                  {ADMIN.paymentFilters[m]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={ADMIN.todoFilter} id="orders-todo">
          {(p) => (
            <select {...p} name="todo" defaultValue={query.todo ?? ""} className={filterControlClass}>
              <option value="">{ADMIN.allTodos}</option>
              {ORDER_TODOS.map((t) => (
                <option key={t} value={t}>
                  {ADMIN.todos[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={ADMIN.sort} id="orders-sort">
          {(p) => (
            <select {...p} name="sort" defaultValue={query.sort} className={filterControlClass}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {ADMIN.sorts[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FilterBar>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-stone-700" data-testid="orders-found">
          {ADMIN.ordersFound(result.total)}
        </p>
        {/* Plain links: the browser downloads the file (a client-side navigation could not). */}
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2" data-testid="dispatch-links">
          {can("orders.fulfil") ? (
            <a
              href="/admin/dispatch/packing-slips.pdf"
              className="text-sm font-medium text-leaf-800 underline underline-offset-4"
            >
              {PARCEL_UI.batchSlips}
            </a>
          ) : null}
          {dhlConfigured || !can("orders.fulfil") ? null : (
            <a
              href="/admin/dispatch/dhl.csv"
              download
              className="text-sm font-medium text-leaf-800 underline underline-offset-4"
            >
              {PARCEL_UI.portalCsv}
            </a>
          )}
          {can("orders.export") ? (
            <a
              href={`/admin/orders/export.csv${pageHref(query, 1).replace(/^\.$/, "")}`}
              download
              className="text-sm font-medium text-leaf-800 underline underline-offset-4"
            >
              {ADMIN.exportCsv}
            </a>
          ) : null}
        </div>
      </div>
      <AdminList
        rows={result.rows}
        rowKey={(o) => o.id}
        empty={ADMIN.noOrders}
        testId="order-list"
        busy={busy}
        paging={{ page: result.page, pages: result.pages, href: (p) => pageHref(query, p) }}
      >
        {(o) => (
          <Link
            to={`/admin/orders/${o.number}`}
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50 md:grid-cols-[10rem_1fr_9rem_7rem_11rem_8rem] md:items-center"
          >
            <span className="font-mono font-semibold text-leaf-950">{o.number}</span>
            <span className="min-w-0 truncate text-stone-800 md:order-none">
              {o.name} <span className="text-stone-600">· {o.email}</span>
            </span>
            <span className="text-sm text-stone-700">{formatDateTime(o.createdAt)}</span>
            <span>
              <StatusBadge tone={ORDER_STATUS_TONE[o.status]}>{ADMIN.status[o.status]}</StatusBadge>
            </span>
            <PaymentCell paymentMethod={o.paymentMethod} online={o.online} />
            <span className="text-right font-semibold tabular-nums">{formatEuro(o.totalCents)}</span>
          </Link>
        )}
      </AdminList>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
