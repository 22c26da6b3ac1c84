import { Package, ShieldCheck, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { type CartItem, cartLineName } from "../../../domain/orders/cart";
import type { OrderTotals } from "../../../domain/orders/order";
import { useEuro } from "../../lib/i18n/money";
import { useLocale, useMessages } from "../../lib/i18n/react";
import { useShopSettings } from "../../lib/shop-settings";
import { DeliveryEstimate } from "../cart/delivery-estimate";
import { TotalsList } from "../cart/totals-list";
import { checkoutMessages } from "./messages";

/** Order summary of the checkout (spec §2): items (list at most 15rem high), totals, delivery, DHL, VAT. */
export function CheckoutSummary({
  items,
  totals,
  giftWrapCents = 0,
  discounts = [],
  vouchers = [],
  codeField = null,
}: {
  items: readonly CartItem[];
  /** The cart's totals; `totalCents` after the discounts. */
  totals: OrderTotals;
  /** „Als Geschenk verpacken“ (#43 §4) when chosen: its price, in `totals.totalCents` already. */
  giftWrapCents?: number;
  /** Applied discount codes (#43 §2), each with what it takes off. */
  discounts?: readonly { code: string; amountCents: number }[];
  /** Gift vouchers paying part of the total (#43 §3): listed under it, with what is left to pay. */
  vouchers?: readonly { code: string; amountCents: number }[];
  /** „Gutschein- oder Rabattcode“ (#43 §2), above the totals. */
  codeField?: ReactNode;
}) {
  const euro = useEuro();
  const { CHECKOUT } = useMessages(checkoutMessages);
  const locale = useLocale();
  const { smallBusiness } = useShopSettings();
  return (
    <section
      aria-labelledby="checkout-summary-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70"
    >
      <h2 id="checkout-summary-heading" className="text-xl font-semibold text-leaf-950">
        {CHECKOUT.summaryHeading}
      </h2>
      <ul
        data-testid="checkout-items"
        aria-label={CHECKOUT.itemsLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="flex max-h-[15rem] flex-col gap-3 overflow-y-auto pr-1"
      >
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3">
            <img
              src={item.imageUrl}
              alt=""
              width={56}
              height={56}
              className="h-14 w-14 shrink-0 rounded-lg bg-leaf-50 object-contain"
            />
            <div className="min-w-0 flex-1">
              <p className="font-medium text-leaf-950 [overflow-wrap:anywhere]">
                {cartLineName(item, locale)}
              </p>
              <p className="text-sm text-stone-600">{CHECKOUT.quantity(item.quantity)}</p>
            </div>
            <p className="shrink-0 tabular-nums">{euro(item.priceCents * item.quantity)}</p>
          </li>
        ))}
      </ul>
      {codeField ? <div className="border-t border-stone-200 pt-4">{codeField}</div> : null}
      <TotalsList
        {...totals}
        giftWrapCents={giftWrapCents}
        discounts={discounts}
        free={
          <span className="inline-flex items-center gap-1.5 font-medium text-leaf-800">
            <Truck aria-hidden className="h-4 w-4" />
            {CHECKOUT.freeShipping}
          </span>
        }
        className="border-t border-stone-200 pt-4"
      />
      {vouchers.length ? (
        <dl data-testid="checkout-vouchers" className="flex flex-col gap-1 border-t border-stone-200 pt-3">
          {vouchers.map((v) => (
            <div key={v.code} className="flex justify-between gap-3 text-leaf-800">
              <dt className="min-w-0 break-all">{CHECKOUT.voucherLine(v.code)}</dt>
              <dd className="shrink-0 tabular-nums">−{euro(v.amountCents)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 text-lg font-semibold text-leaf-950">
            <dt>{CHECKOUT.dueLine}</dt>
            <dd className="tabular-nums" data-testid="checkout-due">
              {euro(Math.max(0, totals.totalCents - vouchers.reduce((s, v) => s + v.amountCents, 0)))}
            </dd>
          </div>
        </dl>
      ) : null}
      <div className="flex flex-col gap-2 rounded-xl bg-leaf-50 p-3">
        <DeliveryEstimate />
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <Package aria-hidden className="h-4 w-4 shrink-0 text-leaf-700" />
          {CHECKOUT.shippedWithDhl}
        </p>
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <ShieldCheck aria-hidden className="h-4 w-4 shrink-0 text-leaf-700" />
          {smallBusiness ? CHECKOUT.vatIncludedNoVat : CHECKOUT.vatIncluded}
        </p>
      </div>
    </section>
  );
}
