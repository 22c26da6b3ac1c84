import { data, Link, useNavigation } from "react-router";
import { ORDER_STATUSES, type OrderStatus } from "../../../domain/contracts/order";
import { BULK_ACTIONS, type BulkAction, parseBulkNumbers } from "../../../domain/orders/bulk";
import { formatEuro } from "../../../domain/orders/money";
import { ORDER_TODOS, orderTodoOf } from "../../../domain/orders/order-todos";
import { PAYMENT_FILTERS, paymentFilterOf } from "../../../domain/orders/payment-labels";
import { buttonClass } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { formatDateTime } from "../../features/admin/format";
import { AdminList } from "../../features/admin/kit/admin-list";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { FilterBar, filterControlClass, SearchField } from "../../features/admin/kit/filter-bar";
import { dayParam, listHref, pageParam } from "../../features/admin/kit/list-url";
import { ORDER_STATUS_TONE, StatusBadge } from "../../features/admin/kit/status-badge";
import { ADMIN } from "../../features/admin/messages";
import { PaymentCell } from "../../features/admin/online-payment";
import { PARCEL_UI } from "../../features/admin/parcel-messages";
import { readForm } from "../../features/admin/read-form.server";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requirePermission, requireStaff } from "../../features/admin/require-staff.server";
import { ShopifyOrdersNotice } from "../../features/admin/shopify-notice";
import { germanDate } from "../../features/admin/timeline";
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
    from: dayParam(url.searchParams.get("from")),
    to: dayParam(url.searchParams.get("to")),
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

/**
 * Many orders at once (#50 §5): the checked rows and one action; every order runs its own command and
 * answers for itself, so one that cannot does not stop the others.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { admin } = context.services;
  const member = await requireStaff(request, admin, "orders.view");
  requirePermission(admin, member, "orders.fulfil");
  const read = await readForm(request, (error, status) => data({ error }, { status }));
  if (!read.ok) return read.refusal;
  const chosen = read.form.get("bulk");
  const numbers = parseBulkNumbers(read.form.getAll("order"));
  if (!BULK_ACTIONS.includes(chosen as BulkAction) || !numbers)
    return data({ error: ADMIN.bulkInvalid }, { status: 400 });
  const outcomes = await admin.bulkOrders.run(
    { id: member.id, email: member.email },
    chosen as BulkAction,
    numbers,
  );
  return {
    outcomes: outcomes.map((o) => ({
      number: o.number,
      ok: o.ok,
      text: o.ok ? o.message : refusalText(o as Parameters<typeof refusalText>[0]),
    })),
  };
}

const pageHref = (query: ReturnType<typeof readQuery>, page: number) =>
  listHref(
    {
      q: query.q,
      status: query.status,
      payment: query.payment,
      todo: query.todo,
      from: query.from,
      to: query.to,
      sort: query.sort === "newest" ? undefined : query.sort,
    },
    page,
  );

export default function AdminOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { query, result, shopifyStore, dhlConfigured } = loaderData;
  const busy = useNavigation().state === "loading";
  const can = useCan();
  return (
    <AdminPage title={ADMIN.ordersTitle} description={ADMIN.ordersDescription}>
      {shopifyStore ? <ShopifyOrdersNotice store={shopifyStore} /> : null}
      <FilterBar
        role="search"
        submit={ADMIN.apply}
        className="grid gap-3 md:grid-cols-[1fr_auto_auto_auto] md:items-end"
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
        <Field label={ADMIN.fromFilter} id="orders-from" name="from" type="date" defaultValue={query.from} />
        <Field label={ADMIN.toFilter} id="orders-to" name="to" type="date" defaultValue={query.to} />
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
      {can("orders.fulfil") ? <BulkBar result={actionData} /> : null}
      <AdminList
        rows={result.rows}
        rowKey={(o) => o.id}
        empty={ADMIN.noOrders}
        testId="order-list"
        busy={busy}
        paging={{ page: result.page, pages: result.pages, href: (p) => pageHref(query, p) }}
      >
        {(o) => (
          <div className="flex items-center">
            {can("orders.fulfil") ? (
              <input
                type="checkbox"
                name="order"
                value={o.number}
                form="bulk"
                aria-label={ADMIN.bulkSelect(o.number)}
                className="mx-3 size-6 shrink-0 accent-leaf-700"
              />
            ) : null}
            <Link
              to={`/admin/orders/${o.number}`}
              className="grid min-w-0 flex-1 grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50 md:grid-cols-[10rem_1fr_9rem_7rem_11rem_8rem] md:items-center"
            >
              <span className="font-mono font-semibold text-leaf-950">{o.number}</span>
              <span className="min-w-0 truncate text-stone-800 md:order-none">
                {o.name} <span className="text-stone-600">· {o.email}</span>
              </span>
              <span className="text-sm text-stone-700">{formatDateTime(o.createdAt)}</span>
              <span className="flex flex-col items-start gap-1">
                <StatusBadge tone={ORDER_STATUS_TONE[o.status]}>{ADMIN.status[o.status]}</StatusBadge>
                {o.reminder ? (
                  <span className="text-xs text-stone-700" data-testid="order-reminder">
                    {ADMIN.reminded(o.reminder.level, germanDate(o.reminder.sentOn))}
                  </span>
                ) : null}
              </span>
              <PaymentCell paymentMethod={o.paymentMethod} online={o.online} />
              <span className="text-right font-semibold tabular-nums">{formatEuro(o.totalCents)}</span>
            </Link>
          </div>
        )}
      </AdminList>
    </AdminPage>
  );
}

type BulkResult =
  | { error: string }
  | { outcomes: { number: string; ok: boolean; text: string }[] }
  | undefined;

/**
 * The action for the checked rows. A plain form (the rows' boxes join it with `form="bulk"`): the packing
 * slips button sends the same boxes to the PDF as a GET.
 */
function BulkBar({ result }: { result: BulkResult }) {
  const outcomes = result && "outcomes" in result ? result.outcomes : null;
  const refused = outcomes?.filter((o) => !o.ok).length ?? 0;
  return (
    <section
      aria-labelledby="bulk-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="bulk-heading" className="font-medium text-leaf-950">
        {ADMIN.bulkHeading}
      </h2>
      <p className="text-sm text-stone-700">{ADMIN.bulkHint}</p>
      <form id="bulk" method="post" className="mt-3 flex flex-wrap items-end gap-3" data-testid="bulk-form">
        <Field label={ADMIN.bulkAction} id="bulk-action" className="w-full min-w-0 sm:w-auto sm:max-w-md">
          {(p) => (
            <select {...p} name="bulk" className={`${filterControlClass} w-full max-w-full`}>
              {BULK_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {ADMIN.bulkActions[a]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className={buttonClass("primary", "md")}>
          {ADMIN.bulkRun}
        </button>
        <button
          type="submit"
          formMethod="get"
          formAction="/admin/dispatch/packing-slips.pdf"
          formTarget="_blank"
          className={buttonClass("outline", "md")}
        >
          {ADMIN.bulkSlips}
        </button>
      </form>
      {result && "error" in result ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {result.error}
        </p>
      ) : null}
      {outcomes ? (
        <div role="status" className="mt-3 text-sm" data-testid="bulk-outcomes">
          <p className="font-medium">{ADMIN.bulkDone(outcomes.length - refused, refused)}</p>
          <ul className="mt-1 flex flex-col gap-1">
            {outcomes.map((o) => (
              <li key={o.number} className={o.ok ? "text-stone-800" : "text-red-700"}>
                <span className="font-mono">{o.number}</span>: {o.text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

export const ErrorBoundary = AdminError;
