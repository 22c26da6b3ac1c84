import { gapOffers } from "../../../domain/catalog/accessories";
import type { OrderTotals } from "../../../domain/orders/order";
import { LinkButton } from "../../components/ui/button";
import { useEuro } from "../../lib/i18n/money";
import { useMessages } from "../../lib/i18n/react";
import { useShopSettings } from "../../lib/shop-settings";
import { AccessoryOffers } from "../catalog/accessory-offers";
import { DeliveryEstimate } from "./delivery-estimate";
import { cartMessages } from "./messages";
import { TotalsList } from "./totals-list";
import { useAccessories } from "./use-accessories";

/**
 * "Bestellübersicht" of the cart page (spec §2), with how much is missing to free shipping and the small
 * items that would close the gap (#43 §1). `inCart`: the ids of the cart's lines.
 */
export function CartSummary({ totals, inCart }: { totals: OrderTotals; inCart: readonly string[] }) {
  const euro = useEuro();
  const { CART } = useMessages(cartMessages);
  const { freeShippingThresholdCents, freeShippingThreshold, smallBusiness } = useShopSettings();
  const missing = Math.max(0, freeShippingThresholdCents - totals.subtotalCents);
  const offers = gapOffers(useAccessories(missing > 0), inCart, missing);
  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-heading" className="text-xl font-semibold text-leaf-950">
        {CART.summary}
      </h2>
      <TotalsList
        {...totals}
        free={<span className="font-medium text-leaf-800">{CART.free}</span>}
        className="text-base"
      />
      <p className="-mt-3 text-right text-sm text-stone-600">
        {smallBusiness ? CART.vatIncludedNoVat : CART.vatIncluded}
      </p>
      <div data-testid="free-shipping-hint" className="rounded-xl bg-leaf-50 p-3 text-sm text-leaf-900">
        {missing > 0 ? (
          <>
            <p className="font-medium">{CART.freeShippingMissing(euro(missing))}</p>
            <p>{CART.freeShippingFrom(freeShippingThreshold)}</p>
            <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-leaf-100">
              <div
                className="h-full rounded-full bg-leaf-600"
                style={{
                  width: `${Math.min(100, (totals.subtotalCents / freeShippingThresholdCents) * 100)}%`,
                }}
              />
            </div>
            <AccessoryOffers
              products={offers}
              heading={CART.gapOffersHeading}
              headingLevel="h3"
              testId="gap-offers"
              className="mt-3"
            />
          </>
        ) : (
          <p className="font-medium">{CART.freeShippingReached}</p>
        )}
      </div>
      <DeliveryEstimate />
      <div className="flex flex-col gap-2">
        <LinkButton to="/checkout" size="lg" className="w-full">
          {CART.checkout}
        </LinkButton>
        <LinkButton to="/shop" variant="outline" className="w-full">
          {CART.continueShopping}
        </LinkButton>
      </div>
    </section>
  );
}
