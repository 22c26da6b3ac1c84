import { Link, useNavigation } from "react-router";
import { formatEuro } from "../../../domain/orders/money";
import { AdminError } from "../../features/admin/admin-error";
import { CUSTOMER_UI } from "../../features/admin/customer-messages";
import { formatDateTime } from "../../features/admin/format";
import { AdminList } from "../../features/admin/kit/admin-list";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { FilterBar, SearchField } from "../../features/admin/kit/filter-bar";
import { listHref, pageParam } from "../../features/admin/kit/list-url";
import { StatusBadge } from "../../features/admin/kit/status-badge";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/customers";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${CUSTOMER_UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The list's state lives in the URL (?q=&page=), as the orders list's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = context.services;
  await requireStaff(request, admin, "customers");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  return { q, result: await admin.customers({ q, page: pageParam(url) }) };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { q, result } = loaderData;
  const busy = useNavigation().state === "loading";
  return (
    <AdminPage title={CUSTOMER_UI.title} description={CUSTOMER_UI.description}>
      <FilterBar
        role="search"
        submit={CUSTOMER_UI.apply}
        className="grid gap-3 md:grid-cols-[1fr_auto] md:items-end"
      >
        <SearchField
          label={CUSTOMER_UI.search}
          id="customers-q"
          value={q}
          placeholder={CUSTOMER_UI.searchPlaceholder}
        />
      </FilterBar>
      <p role="status" className="text-sm text-stone-700" data-testid="customers-found">
        {CUSTOMER_UI.found(result.total)}
      </p>
      <AdminList
        rows={result.rows}
        rowKey={(c) => c.id}
        empty={CUSTOMER_UI.empty}
        testId="customer-list"
        busy={busy}
        paging={{ page: result.page, pages: result.pages, href: (p) => listHref({ q }, p) }}
      >
        {(c) => (
          <Link
            to={`/admin/customers/${c.id}`}
            className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50 md:grid-cols-[1fr_5rem_8rem_8rem_8rem_11rem] md:items-center"
          >
            <span className="min-w-0 truncate">
              <span className="font-medium text-leaf-950">{c.name || c.email}</span>{" "}
              <span className="text-stone-600">· {c.email}</span>
            </span>
            <span>
              <StatusBadge tone={c.hasAccount ? "leaf" : "grey"}>
                {c.hasAccount ? CUSTOMER_UI.account : CUSTOMER_UI.guest}
              </StatusBadge>
            </span>
            <span className="text-sm text-stone-700">{CUSTOMER_UI.orders(c.orders)}</span>
            <span className="text-sm tabular-nums md:text-right">
              {CUSTOMER_UI.spent} {formatEuro(c.spentCents)}
            </span>
            <span className="text-sm tabular-nums md:text-right" data-testid="customer-open">
              {CUSTOMER_UI.open} {formatEuro(c.openCents)}
            </span>
            <span className="text-sm text-stone-700">
              {c.lastOrderAt ? formatDateTime(c.lastOrderAt) : CUSTOMER_UI.noOrder}
            </span>
          </Link>
        )}
      </AdminList>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
