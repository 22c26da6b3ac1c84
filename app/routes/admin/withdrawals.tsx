import { Link } from "react-router";
import { formatEuro } from "../../../domain/orders/money";
import {
  WITHDRAWAL_STATE_LABELS,
  WITHDRAWAL_STATES,
  type WithdrawalState,
} from "../../../domain/orders/withdrawal-handling";
import { Field } from "../../components/ui/field";
import { AdminError } from "../../features/admin/admin-error";
import { formatDateTime } from "../../features/admin/format";
import { AdminList } from "../../features/admin/kit/admin-list";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { FilterBar, filterControlClass } from "../../features/admin/kit/filter-bar";
import { listHref, pageParam } from "../../features/admin/kit/list-url";
import { StatusBadge, WITHDRAWAL_STATE_TONE } from "../../features/admin/kit/status-badge";
import { WITHDRAWAL_UI } from "../../features/admin/messages";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/withdrawals";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${WITHDRAWAL_UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin, "withdrawals");
  const url = new URL(request.url);
  const raw = url.searchParams.get("state") ?? "";
  // "open": declared or goods received, the overview's tile (#34).
  const state =
    raw === "open" || (WITHDRAWAL_STATES as readonly string[]).includes(raw)
      ? (raw as WithdrawalState | "open")
      : undefined;
  return { state: state ?? "", ...(await context.services.admin.withdrawals(state, pageParam(url))) };
}

export default function AdminWithdrawals({ loaderData }: Route.ComponentProps) {
  const { rows, state, page, pages } = loaderData;
  return (
    <AdminPage title={WITHDRAWAL_UI.title} description={WITHDRAWAL_UI.description}>
      <FilterBar
        submit={WITHDRAWAL_UI.filter}
        submitVariant="outline"
        card={false}
        className="flex flex-wrap items-end gap-3"
      >
        <Field label={WITHDRAWAL_UI.filterLabel} id="state">
          {(p) => (
            <select {...p} name="state" defaultValue={state} className={filterControlClass}>
              <option value="">{WITHDRAWAL_UI.all}</option>
              <option value="open">{WITHDRAWAL_UI.open}</option>
              {WITHDRAWAL_STATES.map((s) => (
                <option key={s} value={s}>
                  {WITHDRAWAL_STATE_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </FilterBar>
      <AdminList
        rows={rows}
        rowKey={(w) => w.id}
        empty={WITHDRAWAL_UI.empty}
        testId="withdrawal-list"
        section={WITHDRAWAL_UI.title}
        itemClassName="flex flex-wrap items-center gap-x-4 gap-y-1 py-3"
        paging={{ page, pages, href: (n) => listHref({ state }, n) }}
      >
        {(w) => (
          <>
            <Link
              to={`/admin/withdrawals/${w.id}`}
              className="min-w-48 font-medium text-leaf-800 underline underline-offset-4"
            >
              {w.name}
            </Link>
            <span className="text-sm text-stone-700">{formatDateTime(w.createdAt)}</span>
            <span className="font-mono text-sm" data-testid="withdrawal-order">
              {w.orderNumber ?? WITHDRAWAL_UI.unlinked}
            </span>
            <StatusBadge tone={WITHDRAWAL_STATE_TONE[w.state]}>
              {WITHDRAWAL_STATE_LABELS[w.state]}
            </StatusBadge>
            {w.refundedCents > 0 && (
              <span className="text-sm tabular-nums">{formatEuro(w.refundedCents)}</span>
            )}
          </>
        )}
      </AdminList>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
