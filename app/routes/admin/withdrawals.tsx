import { Form, Link } from "react-router";
import { formatEuro } from "../../../domain/money";
import {
  WITHDRAWAL_STATE_LABELS,
  WITHDRAWAL_STATES,
  type WithdrawalState,
} from "../../../domain/withdrawal-handling";
import { buttonClass } from "../../components/ui/button";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { formatDateTime } from "../../features/admin/format";
import { WITHDRAWAL_UI } from "../../features/admin/messages";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { cn } from "../../lib/cn";
import type { Route } from "./+types/withdrawals";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${WITHDRAWAL_UI.title} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin);
  const raw = new URL(request.url).searchParams.get("state") ?? "";
  const state = (WITHDRAWAL_STATES as readonly string[]).includes(raw) ? (raw as WithdrawalState) : undefined;
  return { state: state ?? "", rows: await context.services.admin.withdrawals(state) };
}

const stateBadge = (state: WithdrawalState) =>
  state === "settled"
    ? "bg-stone-200 text-stone-800"
    : state === "received"
      ? "bg-sky-100 text-sky-900"
      : "bg-amber-100 text-amber-900";

export default function AdminWithdrawals({ loaderData }: Route.ComponentProps) {
  const { rows, state } = loaderData;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-leaf-950 md:text-3xl">{WITHDRAWAL_UI.title}</h1>
        <p className="text-stone-700">{WITHDRAWAL_UI.description}</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="state" className="text-sm font-medium text-leaf-950">
            {WITHDRAWAL_UI.filterLabel}
          </label>
          <select
            id="state"
            name="state"
            defaultValue={state}
            className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
          >
            <option value="">{WITHDRAWAL_UI.all}</option>
            {WITHDRAWAL_STATES.map((s) => (
              <option key={s} value={s}>
                {WITHDRAWAL_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("outline")}>
          {WITHDRAWAL_UI.filter}
        </button>
      </Form>
      <AdminSection title={WITHDRAWAL_UI.title} hideTitle>
        {rows.length === 0 ? (
          <p className="text-stone-700">{WITHDRAWAL_UI.empty}</p>
        ) : (
          <ul data-testid="withdrawal-list" className="divide-y divide-stone-100">
            {rows.map((w) => (
              <li key={w.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
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
                <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", stateBadge(w.state))}>
                  {WITHDRAWAL_STATE_LABELS[w.state]}
                </span>
                {w.refundedCents > 0 && (
                  <span className="text-sm tabular-nums">{formatEuro(w.refundedCents)}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>
    </div>
  );
}

export const ErrorBoundary = AdminError;
