import { data, Link } from "react-router";
import { formatEuro } from "../../../domain/money";
import { AdminError } from "../../features/admin/admin-error";
import { formatDateTime, orderStatusBadge } from "../../features/admin/format";
import { ADMIN } from "../../features/admin/messages";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { cn } from "../../lib/cn";
import type { Route } from "./+types/order";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${ADMIN.orderTitle(params.number ?? "")} | Backoffice | Blattwerk` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context.services.admin);
  const detail = await context.services.admin.order(params.number);
  if (!detail) throw data(null, { status: 404 });
  return detail;
}

const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200";

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { order, items, withdrawals, history } = loaderData;
  const c = order.customer;
  return (
    <div className="flex flex-col gap-5">
      <Link to="/admin/orders" className="text-sm font-medium text-leaf-800 underline underline-offset-4">
        {ADMIN.backToOrders}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-mono text-2xl font-bold tracking-tight text-leaf-950 md:text-3xl">
          {ADMIN.orderTitle(order.number)}
        </h1>
        <span
          data-testid="order-status"
          className={cn("rounded-full px-3 py-1 text-sm font-semibold", orderStatusBadge(order.status))}
        >
          {ADMIN.status[order.status]}
        </span>
      </div>
      <p className="-mt-3 text-stone-700">{ADMIN.placedOn(formatDateTime(order.createdAt))}</p>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="items-heading" className={card}>
          <h2 id="items-heading" className="mb-3 font-semibold text-leaf-950">
            {ADMIN.items}
          </h2>
          <table className="w-full text-left text-sm">
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {ADMIN.items}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {ADMIN.quantity}
                </th>
                <th scope="col" className="hidden py-1 text-right font-medium sm:table-cell">
                  {ADMIN.unitPrice}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {ADMIN.lineTotal}
                </th>
              </tr>
            </thead>
            <tbody data-testid="order-items">
              {items.map((i) => (
                <tr key={i.plantId} className="border-t border-stone-100">
                  <td className="py-2">{i.name}</td>
                  <td className="py-2 text-right tabular-nums">{i.quantity}</td>
                  <td className="hidden py-2 text-right tabular-nums sm:table-cell">
                    {formatEuro(i.priceCents)}
                  </td>
                  <td className="py-2 text-right tabular-nums">{formatEuro(i.lineTotalCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-stone-200 pt-3 text-sm">
            <dt>{ADMIN.subtotal}</dt>
            <dd className="text-right tabular-nums">{formatEuro(order.subtotalCents)}</dd>
            <dt>{ADMIN.shipping}</dt>
            <dd className="text-right tabular-nums">{formatEuro(order.shippingCents)}</dd>
            <dt className="font-semibold">{ADMIN.grandTotal}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="order-total">
              {formatEuro(order.totalCents)}
            </dd>
          </dl>
        </section>

        <section aria-labelledby="customer-heading" className={card}>
          <h2 id="customer-heading" className="mb-2 font-semibold text-leaf-950">
            {ADMIN.customerHeading}
          </h2>
          <address className="not-italic leading-relaxed" data-testid="order-address">
            {c.name}
            <br />
            {c.address}
            {c.addressAddition ? (
              <>
                <br />
                {c.addressAddition}
              </>
            ) : null}
            <br />
            {c.postalCode} {c.city}
            <br />
            <a href={`mailto:${c.email}`} className="text-leaf-800 underline underline-offset-4">
              {c.email}
            </a>
          </address>
          <p className="mt-2 text-sm text-stone-600">{c.userId ? ADMIN.accountOrder : ADMIN.guestOrder}</p>
          <p className="mt-3 text-sm">
            <span className="font-medium">{ADMIN.payment}:</span> {ADMIN.paymentInvoice}
          </p>
        </section>
      </div>

      <section aria-labelledby="withdrawals-heading" className={card}>
        <h2 id="withdrawals-heading" className="mb-2 font-semibold text-leaf-950">
          {ADMIN.withdrawalsHeading}
        </h2>
        {withdrawals.length === 0 ? (
          <p className="text-sm text-stone-700">{ADMIN.noWithdrawals}</p>
        ) : (
          <ul className="text-sm" data-testid="order-withdrawals">
            {withdrawals.map((w) => (
              <li key={w.id}>{ADMIN.withdrawalOn(formatDateTime(w.createdAt))}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-heading" className={card}>
        <h2 id="history-heading" className="mb-2 font-semibold text-leaf-950">
          {ADMIN.historyHeading}
        </h2>
        {history.length === 0 ? (
          <p className="text-sm text-stone-700">{ADMIN.noHistory}</p>
        ) : (
          <ul className="text-sm">
            {history.map((h) => (
              <li key={h.id}>
                <time dateTime={h.at}>{formatDateTime(h.at)}</time> · {h.actorEmail} · {h.action}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = AdminError;
