import { Link } from "react-router";
import { formatEuro } from "../../../domain/orders/money";
import { AdminError } from "../../features/admin/admin-error";
import { AdminSection } from "../../features/admin/admin-section";
import { APPROVALS_UI } from "../../features/admin/approvals-messages";
import { AdminPage } from "../../features/admin/kit/admin-page";
import { ADMIN, MAIL_UI } from "../../features/admin/messages";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { RevenueChart } from "../../features/admin/revenue-chart";
import { TILE_LINKS } from "../../features/admin/tile-links";
import { useCan } from "../../features/admin/use-can";
import type { Route } from "./+types/overview";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${ADMIN.overviewTitle} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context.services.admin);
  const { admin, staff } = context.services;
  // The overdue invoices the overview lists are told to the staff once each (#34), here as well as by
  // the hourly sweep (server/main.ts); a failure there never costs the overview.
  await staff.overdueInvoices().catch((err) => console.error(`[notifications] ${(err as Error).message}`));
  // The owner's first page names what waits for approval (#49 §3).
  const approvalsWaiting = admin.can(member, "approvals") ? await admin.approvals.pendingCount() : 0;
  return { overview: await admin.overview(), approvalsWaiting };
}

/** A to-do tile (#34): the whole card links to the list filtered to exactly what it counts. */
function Figure({
  label,
  value,
  hint,
  testId,
  to,
}: {
  label: string;
  value: number;
  hint: string;
  testId: string;
  to: string;
}) {
  return (
    <div className="relative rounded-2xl bg-white p-4 shadow-sm sm:p-5 ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-leaf-700 hover:ring-leaf-600">
      <dt className="text-sm font-medium text-stone-600">
        {/* The link's box covers the card (after:inset-0): a tap anywhere on the tile opens the list. */}
        <Link
          to={to}
          data-testid={`${testId}-link`}
          className="text-leaf-800 underline underline-offset-4 after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
        >
          {label}
        </Link>
      </dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums text-leaf-950" data-testid={testId}>
        {value}
      </dd>
      <dd className="text-xs text-stone-600">{hint}</dd>
    </div>
  );
}

/** "2026-11-25" → "25.11.2026" */
const germanDay = (iso: string) => iso.split("-").reverse().join(".");

const linkClass = "font-medium text-leaf-800 underline underline-offset-4";

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { overview, approvalsWaiting } = loaderData;
  // Tiles and lists only of what the role may open (domain/shop/roles.ts).
  const can = useCan();
  return (
    <AdminPage title={ADMIN.overviewTitle} description={ADMIN.overviewDescription} gap={6}>
      {approvalsWaiting > 0 ? (
        <p
          className="rounded-2xl bg-amber-50 p-4 text-sm font-medium text-amber-950 ring-1 ring-amber-200"
          data-testid="approvals-waiting"
        >
          {APPROVALS_UI.waitingCount(approvalsWaiting)}{" "}
          <Link to="/admin/approvals" className={linkClass}>
            {APPROVALS_UI.title}
          </Link>
        </p>
      ) : null}
      {overview.paymentBounced.count > 0 ? (
        // A bounced debit first (#50 §6): these orders must not leave before their money is in.
        <section
          aria-labelledby="payment-bounced-heading"
          className="rounded-2xl bg-red-50 p-4 text-sm text-red-950 ring-1 ring-red-200"
          data-testid="payment-bounced"
        >
          <h2 id="payment-bounced-heading" className="font-semibold">
            <Link to={TILE_LINKS.paymentBounced} className="underline underline-offset-4">
              {ADMIN.paymentBounced} ({overview.paymentBounced.count})
            </Link>
          </h2>
          <p className="mt-1">{ADMIN.paymentBouncedHint}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {overview.paymentBounced.orders.map((o) => (
              <li key={o.orderNumber}>
                <Link
                  to={`/admin/orders/${o.orderNumber}`}
                  className="font-medium underline underline-offset-4"
                >
                  {o.orderNumber} · {o.name}
                </Link>{" "}
                · {ADMIN.paymentBouncedLine(formatEuro(o.openCents))}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Two tiles a row on a phone: the to-do sections below stay within a thumb's reach. */}
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Figure
          label={ADMIN.dispatchDue}
          value={overview.dispatchDue.count}
          hint={ADMIN.dispatchDueHint}
          testId="dispatch-due-count"
          to={TILE_LINKS.dispatchDue}
        />
        <Figure
          label={ADMIN.newOrders}
          value={overview.newOrders}
          hint={ADMIN.newOrdersHint}
          testId="new-orders"
          to={TILE_LINKS.newOrders}
        />
        <Figure
          label={ADMIN.toShip}
          value={overview.toShip}
          hint={ADMIN.toShipHint}
          testId="to-ship"
          to={TILE_LINKS.toShip}
        />
        {can("withdrawals") ? (
          <Figure
            label={ADMIN.withdrawals}
            value={overview.recentWithdrawals}
            hint={ADMIN.withdrawalsHint}
            testId="recent-withdrawals"
            to={TILE_LINKS.withdrawals}
          />
        ) : null}
        {can("money.view") ? (
          <Figure
            label={ADMIN.refundsDue}
            value={overview.refundsDue.count}
            hint={ADMIN.refundsDueHint}
            testId="refunds-due-count"
            to={TILE_LINKS.refundsDue}
          />
        ) : null}
        {can("money.view") ? (
          <Figure
            label={ADMIN.overdue}
            value={overview.overdue.count}
            hint={ADMIN.overdueHint}
            testId="overdue-count"
            to={TILE_LINKS.overdue}
          />
        ) : null}
        {can("mails") ? (
          <Figure
            label={MAIL_UI.failedFigure}
            value={overview.failedMails}
            hint={MAIL_UI.failedFigureHint}
            testId="failed-mails"
            to={TILE_LINKS.failedMails}
          />
        ) : null}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <TodoSection
          title={ADMIN.dispatchDue}
          empty={ADMIN.dispatchDueEmpty}
          testId="dispatch-due"
          items={overview.dispatchDue.orders.map((o) => ({
            key: o.orderNumber,
            to: `/admin/orders/${o.orderNumber}`,
            label: `${o.orderNumber} · ${o.name}`,
            line: ADMIN.dispatchDueLine(germanDay(o.promisedOn), o.late, ADMIN.status[o.status]),
            urgent: o.late,
          }))}
          more={
            overview.dispatchDue.count > overview.dispatchDue.orders.length && (
              <>
                {ADMIN.dispatchDueMore(overview.dispatchDue.orders.length, overview.dispatchDue.count)}{" "}
                <Link to={TILE_LINKS.dispatchDue} className={linkClass}>
                  {ADMIN.showAll}
                </Link>
              </>
            )
          }
        />
        {can("withdrawals") ? (
          <TodoSection
            title={ADMIN.refundDeadlines}
            empty={ADMIN.refundDeadlinesEmpty}
            testId="refund-deadlines"
            items={overview.refundDeadlines.map((w) => ({
              key: w.withdrawalId,
              to: `/admin/withdrawals/${w.withdrawalId}`,
              label: w.orderNumber ? `${w.orderNumber} · ${w.name}` : w.name,
              line:
                w.heldCents === 0
                  ? ADMIN.withdrawalNothingPaid
                  : ADMIN.refundDeadlineLine(germanDay(w.refundBy), w.daysLeft),
              urgent: w.heldCents !== 0 && w.daysLeft <= 3,
            }))}
          />
        ) : null}
        {can("money.view") ? (
          <TodoSection
            title={ADMIN.refundsDue}
            empty={ADMIN.refundsDueEmpty}
            testId="refunds-due"
            items={overview.refundsDue.orders.map((r) => ({
              key: r.orderNumber,
              to: `/admin/orders/${r.orderNumber}`,
              label: `${r.orderNumber} · ${r.name}`,
              line: ADMIN.refundDueLine(formatEuro(r.cents), r.refundBy ? germanDay(r.refundBy) : null),
              urgent: Boolean(r.refundBy),
            }))}
          />
        ) : null}
        {can("money.view") ? (
          <TodoSection
            title={ADMIN.overdue}
            empty={ADMIN.overdueEmpty}
            testId="overdue"
            items={overview.overdue.invoices.map((i) => ({
              key: i.invoiceNumber,
              to: `/admin/orders/${i.orderNumber}`,
              label: `${i.invoiceNumber} · ${i.name}`,
              line: ADMIN.overdueLine(formatEuro(i.openCents), germanDay(i.dueOn), i.daysOverdue),
              urgent: false,
            }))}
            more={
              overview.overdue.count > overview.overdue.invoices.length &&
              ADMIN.overdueMore(overview.overdue.invoices.length, overview.overdue.count)
            }
          />
        ) : null}
        <AdminSection title={ADMIN.lowStock}>
          {overview.lowStock.length === 0 ? (
            <p className="mt-2 text-sm text-stone-700">{ADMIN.lowStockEmpty}</p>
          ) : (
            <ul className="mt-2 divide-y divide-stone-100" data-testid="low-stock">
              {overview.lowStock.map((p) => (
                <li key={p.id} className="flex justify-between gap-4 py-2 text-sm">
                  {can("plants") ? (
                    <Link
                      to={`/admin/plants/${p.plantId}`}
                      className="text-leaf-800 underline underline-offset-4"
                    >
                      {p.name}
                    </Link>
                  ) : (
                    <span>{p.name}</span>
                  )}
                  <span className={p.stock === 0 ? "font-semibold text-red-800" : "text-stone-700"}>
                    {ADMIN.units(p.stock)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </AdminSection>
        {can("money.view") ? (
          <AdminSection title={ADMIN.revenue}>
            <p className="mb-3 text-sm text-stone-700" data-testid="revenue">
              {ADMIN.revenueSummary(formatEuro(overview.revenue.totalCents), overview.revenue.orders)}
            </p>
            <RevenueChart days={overview.revenue.days} />
          </AdminSection>
        ) : null}
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminError;

/** One to-do list of the overview: each entry a link and a line, urgent ones marked; `more` under it. */
function TodoSection({
  title,
  empty,
  testId,
  items,
  more,
}: {
  title: string;
  empty: string;
  testId: string;
  items: { key: string; to: string; label: string; line: string; urgent: boolean }[];
  more?: React.ReactNode;
}) {
  return (
    <AdminSection title={title}>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700">{empty}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-stone-100" data-testid={testId}>
            {items.map((item) => (
              <li key={item.key} className="py-2 text-sm">
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
                <p className={item.urgent ? "font-medium text-amber-900" : "text-stone-700"}>{item.line}</p>
              </li>
            ))}
          </ul>
          {more ? <p className="mt-2 text-xs text-stone-600">{more}</p> : null}
        </>
      )}
    </AdminSection>
  );
}
