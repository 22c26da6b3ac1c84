import { FileText, Package, Truck, Undo2 } from "lucide-react";
import type { OrderHistoryEntry, OrderWithdrawal } from "../../../domain/contracts/account";
import { LinkButton } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { formatShopDate } from "../../lib/dates/shop-dates";
import { useEuro } from "../../lib/i18n/money";
import { Link, useLocale, useMessages } from "../../lib/i18n/react";
import { withdrawalHref } from "../withdrawal/withdrawal-link";
import { accountMessages } from "./messages";
import { orderStatusClass, orderStatusLabel } from "./order-status";

/** The customer's orders, newest first (the server sorts), each with its items. */
export function OrderHistory({ orders }: { orders: OrderHistoryEntry[] }) {
  const euro = useEuro();
  const { ACCOUNT } = useMessages(accountMessages);
  const locale = useLocale();
  if (!orders.length) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-4 py-12 text-center shadow-sm">
        <Package aria-hidden className="h-10 w-10 text-leaf-700" />
        <p className="text-stone-700">{ACCOUNT.noOrders}</p>
        <LinkButton to="/shop">{ACCOUNT.startShopping}</LinkButton>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4" data-testid="order-list">
      {orders.map((o) => (
        <li key={o.id} data-testid="order" className="rounded-2xl bg-white p-4 shadow-sm md:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h3 className="font-semibold text-leaf-950">{ACCOUNT.order(o.number)}</h3>
              <p className="text-sm text-stone-600">
                {ACCOUNT.orderedOn(formatShopDate(o.createdAt, locale))}
              </p>
            </div>
            <span
              data-testid="order-status"
              data-status={o.status}
              className={cn("rounded-full px-3 py-1 text-xs font-semibold", orderStatusClass(o.status))}
            >
              <span className="sr-only">{ACCOUNT.status}: </span>
              {orderStatusLabel(o.status, ACCOUNT.statuses)}
            </span>
          </div>
          <ul className="mt-4 flex flex-col gap-3 border-t border-stone-100 pt-4">
            {o.items.map((i) => (
              <li key={i.id} className="flex items-center gap-3">
                <img
                  src={i.imageUrl}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className="h-14 w-14 shrink-0 rounded-lg bg-leaf-50 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-leaf-950">{i.name}</p>
                  <p className="text-sm text-stone-600">{ACCOUNT.itemLine(i.quantity, euro(i.priceCents))}</p>
                </div>
                <p className="text-sm font-medium text-stone-800">{euro(i.quantity * i.priceCents)}</p>
              </li>
            ))}
          </ul>
          {o.discountCents > 0 && (
            <div className="mt-4 flex justify-between border-t border-stone-100 pt-3 text-sm text-stone-700">
              <span>{ACCOUNT.discount}</span>
              <span data-testid="order-discount">{euro(-o.discountCents)}</span>
            </div>
          )}
          <div className="mt-4 flex justify-between border-t border-stone-100 pt-3 font-semibold text-leaf-950">
            <span>{ACCOUNT.total}</span>
            <span data-testid="order-total">{euro(o.totalCents)}</span>
          </div>
          {o.tracking && (
            <div
              className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-stone-100 pt-3 text-sm"
              data-testid="order-tracking"
            >
              <span className="text-stone-700">
                {ACCOUNT.shippedWith(o.tracking.carrier, o.tracking.trackingNumber)}
              </span>
              <a
                href={o.tracking.url}
                target="_blank"
                rel="noopener noreferrer"
                className="group inline-flex min-h-11 items-center gap-2 font-medium text-leaf-800 hover:text-leaf-950"
              >
                <Truck aria-hidden className="h-4 w-4" />
                <span className="underline underline-offset-4 group-hover:decoration-2">
                  {ACCOUNT.trackParcel}
                </span>
              </a>
            </div>
          )}
          {o.withdrawal && <WithdrawalState w={o.withdrawal} />}
          {!o.withdrawal && o.status !== "cancelled" && (
            // The order is known: the withdrawal form opens with its number, name and email (#32).
            <div className="mt-3 border-t border-stone-100 pt-3">
              <Link
                to={withdrawalHref(o.number)}
                aria-label={ACCOUNT.withdrawOrderLabel(o.number)}
                data-testid="withdraw-order"
                className="group inline-flex min-h-11 items-center gap-2 text-sm font-medium text-leaf-800 hover:text-leaf-950"
              >
                <Undo2 aria-hidden className="h-4 w-4" />
                <span className="underline underline-offset-4 group-hover:decoration-2">
                  {ACCOUNT.withdrawOrder}
                </span>
              </Link>
            </div>
          )}
          {o.invoices.length > 0 && (
            <div className="mt-3 flex flex-wrap gap-x-5 gap-y-2 border-t border-stone-100 pt-3">
              {o.invoices.map((i) => (
                // A download, not a page: a plain link, so the browser saves the PDF.
                <a
                  key={i.number}
                  href={i.url}
                  download
                  data-testid="invoice-link"
                  data-kind={i.kind}
                  className="group inline-flex min-h-11 items-center gap-2 text-sm font-medium text-leaf-800 hover:text-leaf-950"
                >
                  <FileText aria-hidden className="h-4 w-4" />
                  <span className="underline underline-offset-4 group-hover:decoration-2">
                    {i.kind === "cancellation"
                      ? ACCOUNT.cancellationInvoice
                      : i.kind === "credit"
                        ? ACCOUNT.creditInvoice
                        : ACCOUNT.invoice}
                  </span>{" "}
                  <span className="font-normal text-stone-600">{i.number}</span>
                </a>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The withdrawal's steps so far (#17): declared, goods back, refunded. */
function WithdrawalState({ w }: { w: OrderWithdrawal }) {
  const euro = useEuro();
  const { ACCOUNT } = useMessages(accountMessages);
  const locale = useLocale();
  /** A calendar day ("2026-11-25"); noon UTC so no time zone moves it. */
  const day = (iso: string) => formatShopDate(`${iso}T12:00:00Z`, locale);
  const berlinDay = (iso: string) => formatShopDate(iso, locale);
  return (
    <ul
      data-testid="withdrawal-state"
      className="mt-3 space-y-1 border-t border-stone-100 pt-3 text-sm text-stone-700"
    >
      <li>{ACCOUNT.withdrawalDeclared(berlinDay(w.declaredAt))}</li>
      {w.receivedOn && <li>{ACCOUNT.withdrawalReceived(day(w.receivedOn))}</li>}
      {w.creditedCents > 0 && <li>{ACCOUNT.withdrawalCredited(euro(w.creditedCents))}</li>}
      {w.refusedReason && (
        <li className="font-medium text-red-800">{ACCOUNT.withdrawalRefused(w.refusedReason)}</li>
      )}
      {w.refundedOn && w.refundedCents > 0 && (
        <li className="font-medium text-leaf-800">
          {ACCOUNT.withdrawalRefunded(euro(w.refundedCents), day(w.refundedOn))}
        </li>
      )}
    </ul>
  );
}
