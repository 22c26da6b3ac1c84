import { Form, Link, useNavigation } from "react-router";
import { ORDER_STATUSES, type OrderStatus } from "../../../domain/contracts/order";
import { formatEuro } from "../../../domain/money";
import { buttonClass } from "../../components/ui/button";
import { AdminError } from "../../features/admin/admin-error";
import { formatDateTime, orderStatusBadge } from "../../features/admin/format";
import { ADMIN } from "../../features/admin/messages";
import { Pager } from "../../features/admin/pager";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { ShopifyOrdersNotice } from "../../features/admin/shopify-notice";
import { cn } from "../../lib/cn";
import type { Route } from "./+types/orders";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${ADMIN.ordersTitle} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

const SORTS = Object.keys(ADMIN.sorts) as (keyof typeof ADMIN.sorts)[];

/** The list's state lives in the URL (?q=&status=&sort=&page=): shareable, and "back" returns to it. */
function readQuery(url: URL) {
  const status = url.searchParams.get("status");
  const sort = url.searchParams.get("sort");
  const page = Number(url.searchParams.get("page") ?? "1");
  return {
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
    status: ORDER_STATUSES.includes(status as OrderStatus) ? (status as OrderStatus) : undefined,
    sort: SORTS.includes(sort as (typeof SORTS)[number]) ? (sort as (typeof SORTS)[number]) : "newest",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin, config } = context.services;
  await requireStaff(request, admin);
  const query = readQuery(new URL(request.url));
  const shopifyStore = config.checkoutProvider === "shopify" ? (config.shopifyStoreDomain ?? null) : null;
  return { query, shopifyStore, result: await admin.orders(query) };
}

function pageHref(query: ReturnType<typeof readQuery>, page: number) {
  const p = new URLSearchParams();
  if (query.q) p.set("q", query.q);
  if (query.status) p.set("status", query.status);
  if (query.sort !== "newest") p.set("sort", query.sort);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `?${s}` : ".";
}

function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={cn(
        "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold",
        orderStatusBadge(status),
      )}
    >
      {ADMIN.status[status]}
    </span>
  );
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { query, result, shopifyStore } = loaderData;
  const busy = useNavigation().state === "loading";
  const select = "h-11 rounded-xl border border-stone-300 bg-white px-3 text-base";
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-leaf-950 md:text-3xl">{ADMIN.ordersTitle}</h1>
        <p className="text-stone-700">{ADMIN.ordersDescription}</p>
      </div>
      {shopifyStore ? <ShopifyOrdersNotice store={shopifyStore} /> : null}
      <Form
        method="get"
        role="search"
        className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:grid-cols-[1fr_auto_auto_auto] md:items-end"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="orders-q" className="text-sm font-medium text-leaf-950">
            {ADMIN.search}
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={query.q}
            placeholder={ADMIN.searchPlaceholder}
            maxLength={100}
            className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="orders-status" className="text-sm font-medium text-leaf-950">
            {ADMIN.statusFilter}
          </label>
          <select id="orders-status" name="status" defaultValue={query.status ?? ""} className={select}>
            <option value="">{ADMIN.allStatuses}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ADMIN.status[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="orders-sort" className="text-sm font-medium text-leaf-950">
            {ADMIN.sort}
          </label>
          <select id="orders-sort" name="sort" defaultValue={query.sort} className={select}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {ADMIN.sorts[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("primary", "md")}>
          {ADMIN.apply}
        </button>
      </Form>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-stone-700" data-testid="orders-found">
          {ADMIN.ordersFound(result.total)}
        </p>
        {/* A plain link: the browser downloads the file (a client-side navigation could not). */}
        <a
          href={`/admin/orders/export.csv${pageHref(query, 1).replace(/^\.$/, "")}`}
          download
          className="text-sm font-medium text-leaf-800 underline underline-offset-4"
        >
          {ADMIN.exportCsv}
        </a>
      </div>
      {result.rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-stone-200">
          {ADMIN.noOrders}
        </p>
      ) : (
        <ul
          aria-busy={busy}
          className="divide-y divide-stone-100 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
          data-testid="order-list"
        >
          {result.rows.map((o) => (
            <li key={o.id}>
              <Link
                to={`/admin/orders/${o.number}`}
                className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50 md:grid-cols-[10rem_1fr_9rem_7rem_8rem] md:items-center"
              >
                <span className="font-mono font-semibold text-leaf-950">{o.number}</span>
                <span className="min-w-0 truncate text-stone-800 md:order-none">
                  {o.name} <span className="text-stone-600">· {o.email}</span>
                </span>
                <span className="text-sm text-stone-700">{formatDateTime(o.createdAt)}</span>
                <span>
                  <StatusBadge status={o.status} />
                </span>
                <span className="text-right font-semibold tabular-nums">{formatEuro(o.totalCents)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={result.page} pages={result.pages} href={(p) => pageHref(query, p)} />
    </div>
  );
}

export const ErrorBoundary = AdminError;
