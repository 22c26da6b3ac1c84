import {
  AlertTriangle,
  CheckCircle2,
  CreditCard,
  FileText,
  Mail,
  PackageCheck,
  Send,
  Sprout,
  Truck,
} from "lucide-react";
import { useEffect } from "react";
import type { OrderView } from "../../../domain/contracts/order";
import { acceptsOrder, paymentMethodName } from "../../../domain/orders/online-payment";
import { LinkButton } from "../../components/ui/button";
import { useEuro } from "../../lib/i18n/money";
import { useLocale, useMessages } from "../../lib/i18n/react";
import { useShopSettings } from "../../lib/shop-settings";
import { cart } from "../cart/cart-store";
import { TotalsList } from "../cart/totals-list";
import { WithdrawalLink } from "../withdrawal/withdrawal-link";
import { clearDraft } from "./checkout-draft";
import { checkoutMessages } from "./messages";

export interface PlacedOrder {
  order: OrderView;
  /** Dates are computed on the server from the order's time, so the page renders the same twice. */
  placedAt: string;
  dispatch: string;
  delivery: string;
  /** PAYMENT_TERM_DAYS from the server's config. */
  paymentTermDays: number;
}

const STEP_ICONS = [PackageCheck, Send, Sprout] as const;
const card = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70";

/** Thank-you page (spec §2): delivery information, three steps, links to / and /shop. */
export function OrderSuccessPage({ placed }: { placed: PlacedOrder | null }) {
  const euro = useEuro();
  const { CHECKOUT, ORDER_SUCCESS } = useMessages(checkoutMessages);
  const { smallBusiness } = useShopSettings();
  const order = placed?.order;
  const online = order?.online ?? null;
  const paidOnline = online !== null && acceptsOrder(online.state);
  // Paid online: the cart and the typed address waited for Stripe's word; now the order stands.
  useEffect(() => {
    if (!paidOnline) return;
    cart.clear();
    clearDraft();
  }, [paidOnline]);
  if (order && online?.state === "expired") return <UnpaidOrder number={order.number} />;
  // No confirmation mail before Stripe confirmed the payment.
  const mailSent = online?.state !== "open";
  return (
    <div className="mx-auto max-w-3xl px-4 pt-28 pb-16 md:px-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <CheckCircle2 aria-hidden className="h-14 w-14 text-leaf-700" />
        <h1 className="text-3xl font-bold tracking-tight text-leaf-950 md:text-4xl">{ORDER_SUCCESS.title}</h1>
        {order ? (
          <>
            <p className="text-lg text-stone-700">{ORDER_SUCCESS.received}</p>
            <p className="rounded-full bg-leaf-100 px-4 py-1.5 text-leaf-950">
              {ORDER_SUCCESS.orderNumber}:{" "}
              <strong data-testid="order-number" className="font-mono tracking-wider">
                {order.number}
              </strong>
            </p>
            <p className="text-sm text-stone-600">
              {ORDER_SUCCESS.orderedOn} {placed.placedAt}
            </p>
            {/* Masked: anyone holding the order link sees this page (see maskEmail). */}
            <p data-testid="confirmation-mail" hidden={!mailSent} className="max-w-xl text-stone-700">
              <Mail aria-hidden className="mr-1.5 inline h-4 w-4 align-[-2px] text-leaf-700" />
              {ORDER_SUCCESS.mailSentBefore}
              <strong className="font-medium text-leaf-950 [overflow-wrap:anywhere]">
                {order.maskedEmail}
              </strong>
              {ORDER_SUCCESS.mailSentAfter}
            </p>
          </>
        ) : (
          <p className="text-lg text-stone-700">{ORDER_SUCCESS.genericIntro}</p>
        )}
      </div>

      <div className="mt-8 flex flex-col gap-5">
        <section aria-labelledby="delivery-heading" className={card}>
          <h2 id="delivery-heading" className="mb-3 text-xl font-semibold text-leaf-950">
            {ORDER_SUCCESS.deliveryHeading}
          </h2>
          <div className="flex flex-col gap-2 text-stone-700">
            {placed ? (
              <>
                <p data-testid="dispatch" className="flex items-start gap-2 font-medium text-leaf-950">
                  <Send aria-hidden className="mt-1 h-4 w-4 shrink-0 text-leaf-700" />
                  {placed.dispatch}
                </p>
                <p data-testid="delivery" className="flex items-start gap-2">
                  <Truck aria-hidden className="mt-1 h-4 w-4 shrink-0 text-leaf-700" />
                  {placed.delivery}
                </p>
              </>
            ) : null}
            <p>{ORDER_SUCCESS.deliveryCarrier}</p>
          </div>
        </section>

        {order ? (
          <section aria-labelledby="items-heading" className={card}>
            <h2 id="items-heading" className="mb-3 text-xl font-semibold text-leaf-950">
              {ORDER_SUCCESS.itemsHeading}
            </h2>
            <ul data-testid="order-items" className="flex flex-col gap-3">
              {order.items.map((item) => (
                <li key={item.plantId} className="flex items-center gap-3">
                  <img
                    src={item.imageUrl}
                    alt=""
                    width={56}
                    height={56}
                    className="h-14 w-14 shrink-0 rounded-lg bg-leaf-50 object-contain"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-leaf-950">{item.name}</p>
                    <p className="text-sm text-stone-600">
                      {ORDER_SUCCESS.quantity(item.quantity)} × {euro(item.priceCents)}
                    </p>
                  </div>
                  <p className="shrink-0 tabular-nums">{euro(item.lineTotalCents)}</p>
                </li>
              ))}
            </ul>
            <TotalsList
              subtotalCents={order.subtotalCents}
              shippingCents={order.shippingCents}
              giftWrapCents={order.giftWrapCents}
              totalCents={order.totalCents}
              discounts={order.discounts}
              free={CHECKOUT.freeShipping}
              className="mt-4 border-t border-stone-200 pt-4"
            />
            {order.vouchers?.length ? (
              // Gift vouchers (#43 §3): a payment, listed under the total with what is left to pay.
              <dl
                data-testid="order-vouchers"
                className="mt-2 flex flex-col gap-1 border-t border-stone-200 pt-2"
              >
                {order.vouchers.map((v) => (
                  <div key={v.code} className="flex justify-between gap-3 text-leaf-800">
                    <dt className="min-w-0 break-all">{CHECKOUT.voucherLine(v.code)}</dt>
                    <dd className="shrink-0 tabular-nums">−{euro(v.amountCents)}</dd>
                  </div>
                ))}
                <div className="flex justify-between gap-3 font-semibold text-leaf-950">
                  <dt>{paidOnline ? CHECKOUT.restLine : CHECKOUT.dueLine}</dt>
                  <dd className="tabular-nums" data-testid="order-due">
                    {euro(order.dueCents)}
                  </dd>
                </div>
              </dl>
            ) : null}
            <p className="mt-1 text-sm text-stone-600">
              {smallBusiness ? CHECKOUT.vatIncludedNoVat : CHECKOUT.vatIncluded}
            </p>
            <PaymentNote order={order} paymentTermDays={placed.paymentTermDays} />
          </section>
        ) : null}

        <section aria-labelledby="next-heading" className={card}>
          <h2 id="next-heading" className="mb-4 text-xl font-semibold text-leaf-950">
            {ORDER_SUCCESS.nextHeading}
          </h2>
          <ol data-testid="next-steps" className="flex flex-col gap-4">
            {ORDER_SUCCESS.steps.map((step, i) => {
              const Icon = STEP_ICONS[i]!;
              return (
                <li key={step.title} className="flex gap-4">
                  <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf-100 text-leaf-800">
                    <Icon aria-hidden className="h-5 w-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-leaf-950">
                      {i + 1}. {step.title}
                    </h3>
                    <p className="text-stone-700">{step.text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

        <WithdrawalLink />

        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to="/" variant="outline">
            {ORDER_SUCCESS.home}
          </LinkButton>
          <LinkButton to="/shop">{ORDER_SUCCESS.shop}</LinkButton>
        </div>
      </div>
    </div>
  );
}

/** How the order is paid: the invoice's term, or where the online payment stands (#33). */
function PaymentNote({ order, paymentTermDays }: { order: OrderView; paymentTermDays: number }) {
  const { CHECKOUT, ORDER_SUCCESS } = useMessages(checkoutMessages);
  const locale = useLocale();
  const online = order.online;
  const [title, text] = !online
    ? [CHECKOUT.paymentMethod, CHECKOUT.paymentTerm(paymentTermDays)]
    : online.state === "paid"
      ? [ORDER_SUCCESS.paidOnline(paymentMethodName(online.method, locale)), ORDER_SUCCESS.paidOnlineText]
      : online.state === "processing"
        ? [paymentMethodName(online.method, locale), ORDER_SUCCESS.debitOnlineText]
        : online.state === "failed"
          ? [paymentMethodName(online.method, locale), ORDER_SUCCESS.paymentFailedText]
          : [ORDER_SUCCESS.paymentOpen, ORDER_SUCCESS.paymentOpenText];
  const Icon = online ? CreditCard : FileText;
  return (
    <div
      data-testid="payment-note"
      data-state={online?.state ?? "invoice"}
      className="mt-4 flex gap-3 rounded-xl bg-leaf-50 p-3"
    >
      <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-leaf-800" />
      <div>
        <p className="font-medium text-leaf-950">
          <span className="sr-only">{ORDER_SUCCESS.paymentHeading}: </span>
          {title}
        </p>
        <p data-testid="payment-term" className="text-sm text-stone-700">
          {text}
        </p>
      </div>
    </div>
  );
}

/** An order paid online whose payment never came: it is cancelled; the cart is still there. */
function UnpaidOrder({ number }: { number: string }) {
  const { ORDER_SUCCESS } = useMessages(checkoutMessages);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 pt-28 pb-16 text-center">
      <AlertTriangle aria-hidden className="h-14 w-14 text-amber-600" />
      <h1 className="text-3xl font-bold text-leaf-950">{ORDER_SUCCESS.unpaidTitle}</h1>
      <p data-testid="order-unpaid" className="text-stone-700">
        {ORDER_SUCCESS.unpaidText}
      </p>
      <p className="text-sm text-stone-600">
        {ORDER_SUCCESS.orderNumber}: <span className="font-mono">{number}</span>
      </p>
      <LinkButton to="/checkout">{ORDER_SUCCESS.toCheckout}</LinkButton>
    </div>
  );
}

/** Unknown or malformed order id: a friendly German message (status 404 from the loader). */
export function OrderNotFound() {
  const { ORDER_SUCCESS } = useMessages(checkoutMessages);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 px-4 pt-28 pb-16 text-center">
      <h1 className="text-3xl font-bold text-leaf-950">{ORDER_SUCCESS.notFoundTitle}</h1>
      <p data-testid="order-not-found" className="text-stone-700">
        {ORDER_SUCCESS.notFoundText}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/" variant="outline">
          {ORDER_SUCCESS.home}
        </LinkButton>
        <LinkButton to="/shop">{ORDER_SUCCESS.shop}</LinkButton>
      </div>
    </div>
  );
}
