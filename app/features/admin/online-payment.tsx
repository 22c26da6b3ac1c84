import type { OnlinePaymentState, PaymentMethod } from "../../../domain/contracts/order";
import { formatEuro } from "../../../domain/orders/money";
import { paymentMethodName } from "../../../domain/orders/online-payment";
import { onlineStateLabel, PAYMENT_KIND_LABELS } from "../../../domain/orders/payment-labels";
import { ONLINE_PAYMENT_TONE, StatusBadge } from "./kit/status-badge";
import { MONEY_UI } from "./money-messages";

/**
 * How an order is paid, in the back office (#33): „Rechnung" or „Online" with where the Stripe payment
 * stands, in the orders list; and on the order page what Stripe booked — method, state, the
 * PaymentIntent's id (to look the payment up in Stripe's dashboard) and Stripe's fee.
 */

export interface OnlineSummary {
  state: OnlinePaymentState;
  method: string | null;
}

export interface OnlinePaymentDetail extends OnlineSummary {
  paymentIntentId: string | null;
  /** Stripe's fee on the booked payment; null before it is paid or where Stripe named none. */
  feeCents: number | null;
}

/** The orders list's payment cell: the way of paying, and an online payment's state as a badge. */
export function PaymentCell({
  paymentMethod,
  online,
}: {
  paymentMethod: PaymentMethod;
  online: OnlineSummary | null;
}) {
  return (
    <span className="flex flex-wrap items-center gap-1.5 text-sm text-stone-700" data-testid="order-payment">
      {PAYMENT_KIND_LABELS[paymentMethod]}
      {online ? (
        <StatusBadge tone={ONLINE_PAYMENT_TONE[online.state]}>
          {onlineStateLabel(online.state, online.method)}
        </StatusBadge>
      ) : null}
    </span>
  );
}

/** The order page's Stripe payment, at the top of the money section. */
export function OnlinePaymentBox({ online }: { online: OnlinePaymentDetail }) {
  return (
    <div className="mb-4 rounded-xl border border-stone-200 p-3 text-sm" data-testid="online-payment">
      <h3 className="mb-2 font-semibold text-leaf-950">
        {online.state === "paid" ? MONEY_UI.onlinePaid : MONEY_UI.onlineOpen}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-600">{MONEY_UI.onlineMethod}</dt>
        <dd>{online.method ? paymentMethodName(online.method, "de") : MONEY_UI.onlineMethodUnknown}</dd>
        <dt className="text-stone-600">{MONEY_UI.onlineState}</dt>
        <dd>
          <StatusBadge tone={ONLINE_PAYMENT_TONE[online.state]} testId="online-payment-state">
            {onlineStateLabel(online.state, online.method)}
          </StatusBadge>
        </dd>
        {online.paymentIntentId ? (
          <>
            <dt className="text-stone-600">{MONEY_UI.onlineIntent}</dt>
            <dd>
              {/* select-all: one click takes the whole id, ready to copy into Stripe's search. */}
              <code
                className="select-all break-all rounded bg-stone-100 px-1 font-mono text-xs"
                title={MONEY_UI.onlineIntentHint}
                data-testid="online-payment-intent"
              >
                {online.paymentIntentId}
              </code>
            </dd>
          </>
        ) : null}
      </dl>
      {online.feeCents !== null ? (
        <p className="mt-1 text-stone-700" data-testid="online-payment-fee">
          {MONEY_UI.onlineFee(formatEuro(online.feeCents))}
        </p>
      ) : null}
    </div>
  );
}
