import type { ReactNode } from "react";
import { useEuro } from "../../lib/i18n/money";
import { useMessages } from "../../lib/i18n/react";
import { cartMessages } from "./messages";

/**
 * Subtotal, shipping and total as one description list — the same rows in the cart, the checkout and
 * the order confirmation. `free` is what the shipping row says when shipping costs nothing.
 */
export function TotalsList({
  subtotalCents,
  shippingCents,
  giftWrapCents = 0,
  totalCents,
  discounts = [],
  free,
  className = "",
}: {
  subtotalCents: number;
  shippingCents: number;
  /** „Als Geschenk verpacken“ (#43 §4): a row of its own when it costs something. */
  giftWrapCents?: number;
  totalCents: number;
  /** Discount codes (#43 §2), each with what it takes off; the total is after them. */
  discounts?: readonly { code: string; amountCents: number }[];
  free: ReactNode;
  className?: string;
}) {
  const euro = useEuro();
  const { CART } = useMessages(cartMessages);
  return (
    <dl className={`flex flex-col gap-2 ${className}`}>
      <div className="flex justify-between gap-4">
        <dt className="text-stone-700">{CART.subtotal}</dt>
        <dd data-testid="subtotal" className="tabular-nums">
          {euro(subtotalCents)}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-stone-700">{CART.shipping}</dt>
        <dd data-testid="shipping" className="tabular-nums">
          {shippingCents === 0 ? free : euro(shippingCents)}
        </dd>
      </div>
      {giftWrapCents > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{CART.giftWrap}</dt>
          <dd data-testid="gift-wrap" className="tabular-nums">
            {euro(giftWrapCents)}
          </dd>
        </div>
      ) : null}
      {discounts.map((d) => (
        <div key={d.code} className="flex justify-between gap-4" data-testid="discount">
          <dt className="text-stone-700">{CART.discount(d.code)}</dt>
          <dd className="tabular-nums text-leaf-800">{euro(-d.amountCents)}</dd>
        </div>
      ))}
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-stone-200 pt-3 text-lg font-semibold text-leaf-950">
        <dt>{CART.total}</dt>
        <dd data-testid="total" className="tabular-nums">
          {euro(totalCents)}
        </dd>
      </div>
    </dl>
  );
}
