import { data, Link } from "react-router";
import { formatEuro } from "../../../domain/orders/money";
import { WITHDRAWAL_STATE_LABELS } from "../../../domain/orders/withdrawal-handling";
import { z } from "../../../domain/text/zod";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { CUSTOMER_UI, NOTES_UI } from "../../features/admin/customer-messages";
import { formatDateTime } from "../../features/admin/format";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { ORDER_STATUS_TONE, StatusBadge, WITHDRAWAL_STATE_TONE } from "../../features/admin/kit/status-badge";
import { ADMIN, ORDER_UI } from "../../features/admin/messages";
import { NotesSection } from "../../features/admin/notes-section";
import { formText } from "../../features/admin/parse-intent";
import { readForm } from "../../features/admin/read-form.server";
import { refusalText } from "../../features/admin/refusal.server";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import type { Route } from "./+types/customer";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ data: d }) => [
  {
    title: `${CUSTOMER_UI.detailTitle(d?.customer.name || d?.customer.email || "")} | Backoffice | Blattwerk`,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin } = context.services;
  await requireStaff(request, admin, "customers");
  const customer = await admin.customer(params.id);
  if (!customer) throw data(null, { status: 404 });
  return { customer };
}

const noteForm = z.object({ intent: z.literal("note"), text: formText });

/** The page's one action: an internal note on the customer. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { admin } = context.services;
  const member = await requireStaff(request, admin, "customers");
  const read = await readForm(request, (error, status) => data({ error, intent: "note" }, { status }));
  if (!read.ok) return read.refusal;
  const parsed = noteForm.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) return data({ error: ORDER_UI.unknownIntent, intent: "" }, { status: 400 });
  const added = await admin.addCustomerNote(
    { id: member.id, email: member.email },
    params.id,
    parsed.data.text,
  );
  if (!added.ok) return data({ error: refusalText(added), intent: "note" }, { status: added.status });
  return { notice: NOTES_UI.saved, intent: "note" };
}

const dateOf = (iso: string) => formatDateTime(iso).split(",")[0]!;

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const c = loaderData.customer;
  return (
    <AdminPage
      title={CUSTOMER_UI.detailTitle(c.name || c.email)}
      back={{ to: "/admin/customers", label: CUSTOMER_UI.back }}
      description={CUSTOMER_UI.totals(
        c.totals.orders,
        formatEuro(c.totals.spentCents),
        formatEuro(c.totals.openCents),
      )}
    >
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <AdminSection title={CUSTOMER_UI.profileHeading} testId="customer-profile">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">{CUSTOMER_UI.email}</dt>
            <dd>
              <a href={`mailto:${c.email}`} className="text-leaf-800 underline underline-offset-4">
                {c.email}
              </a>
            </dd>
            <dt className="font-medium">{CUSTOMER_UI.account}</dt>
            <dd data-testid="customer-account">
              {c.account ? CUSTOMER_UI.accountSince(dateOf(c.account.createdAt)) : CUSTOMER_UI.noAccount}
            </dd>
            {c.account ? (
              <>
                <dt className="font-medium">{CUSTOMER_UI.terms}</dt>
                <dd data-testid="customer-terms">
                  {c.account.terms
                    ? CUSTOMER_UI.termsAccepted(
                        c.account.terms.version,
                        c.account.terms.acceptedAt ? dateOf(c.account.terms.acceptedAt) : null,
                      )
                    : CUSTOMER_UI.termsUnknown}
                </dd>
              </>
            ) : null}
            <dt className="font-medium">{CUSTOMER_UI.marketing}</dt>
            <dd>{CUSTOMER_UI.marketingNone}</dd>
          </dl>
        </AdminSection>
        <NotesSection notes={c.notes} result={actionData?.intent === "note" ? actionData : undefined} />
      </div>

      <AdminSection title={CUSTOMER_UI.ordersHeading} testId="customer-orders">
        {c.orders.length === 0 ? (
          <p className="text-sm text-stone-700">{CUSTOMER_UI.noOrders}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {c.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
                <Link
                  to={`/admin/orders/${o.number}`}
                  className="font-mono font-semibold text-leaf-800 underline underline-offset-4"
                >
                  {o.number}
                </Link>
                <span className="text-stone-700">{formatDateTime(o.createdAt)}</span>
                <StatusBadge tone={ORDER_STATUS_TONE[o.status]}>{ADMIN.status[o.status]}</StatusBadge>
                {o.guest ? <span className="text-stone-600">{CUSTOMER_UI.guestOrder}</span> : null}
                <span className="ml-auto font-semibold tabular-nums">{formatEuro(o.totalCents)}</span>
                {o.openCents > 0 ? (
                  <span className="tabular-nums text-amber-900">{CUSTOMER_UI.openAmount(o.openCents)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <div className="grid gap-5 md:grid-cols-2 md:items-start">
        <AdminSection title={CUSTOMER_UI.withdrawalsHeading} testId="customer-withdrawals">
          {c.withdrawals.length === 0 ? (
            <p className="text-sm text-stone-700">{CUSTOMER_UI.noWithdrawals}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-sm">
              {c.withdrawals.map((w) => (
                <li key={w.id} className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/admin/withdrawals/${w.id}`}
                    className="text-leaf-800 underline underline-offset-4"
                  >
                    {CUSTOMER_UI.withdrawalLine(formatDateTime(w.createdAt), w.orderNumber)}
                  </Link>
                  <StatusBadge tone={WITHDRAWAL_STATE_TONE[w.state]}>
                    {WITHDRAWAL_STATE_LABELS[w.state]}
                  </StatusBadge>
                </li>
              ))}
            </ul>
          )}
        </AdminSection>
        <AdminSection title={CUSTOMER_UI.reviewsHeading} testId="customer-reviews">
          {c.reviews.length === 0 ? (
            <p className="text-sm text-stone-700">{CUSTOMER_UI.noReviews}</p>
          ) : (
            <ul className="flex flex-col gap-3 text-sm">
              {c.reviews.map((r) => (
                <li key={r.id}>
                  <p>
                    <Link
                      to={`/admin/plants/${r.plantId}`}
                      className="font-medium text-leaf-800 underline underline-offset-4"
                    >
                      {r.plantName}
                    </Link>{" "}
                    · {CUSTOMER_UI.stars(r.rating)} · {dateOf(r.createdAt)}
                  </p>
                  <p className="whitespace-pre-line text-stone-800">{r.comment}</p>
                </li>
              ))}
            </ul>
          )}
        </AdminSection>
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;
