import type { PlantSize } from "../../../domain/catalog/plant";
import { SHIPPING_SIZES, shippingRateCents } from "../../../domain/orders/shipping";
import { useEuro } from "../../lib/i18n/money";
import { Link, useMessages } from "../../lib/i18n/react";
import { useShopSettings } from "../../lib/shop-settings";
import { catalogMessages } from "./messages";
import { SHIPPING_RATES_HREF } from "./price-note";

/** The rate table of /support#shipping: every amount from domain/orders/shipping.ts and the configured threshold. */
export function ShippingRates() {
  const euro = useEuro();
  const { SHIPPING } = useMessages(catalogMessages);
  const { freeShippingThreshold, shippingRatesCents } = useShopSettings();
  return (
    <div className="flex flex-col gap-3">
      <table data-testid="shipping-rates" className="w-full border-collapse text-left text-stone-700">
        <caption className="mb-2 text-left font-semibold text-leaf-950">{SHIPPING.tableCaption}</caption>
        <thead>
          <tr className="border-b border-leaf-100 text-sm text-stone-600">
            <th scope="col" className="py-2 font-medium">
              {SHIPPING.tableSize}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {SHIPPING.tableRate}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHIPPING_SIZES.map((size) => (
            <tr key={size} className="border-b border-leaf-100">
              <th scope="row" className="py-2 font-normal">
                {SHIPPING.size[size]}
              </th>
              <td className="py-2 text-right font-semibold text-leaf-900">
                {euro(shippingRateCents(size, shippingRatesCents))}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 font-normal">
              {SHIPPING.freeFrom(freeShippingThreshold)}
            </th>
            <td className="py-2 text-right font-semibold text-leaf-900">{SHIPPING.free}</td>
          </tr>
        </tbody>
      </table>
      <p className="text-sm text-stone-600">{SHIPPING.tableNote}</p>
    </div>
  );
}

/** The plant page's line: its size class and the rate it implies, linked to the table. */
export function PlantShipping({ size }: { size: PlantSize }) {
  const euro = useEuro();
  const { SHIPPING } = useMessages(catalogMessages);
  const { freeShippingThreshold, shippingRatesCents } = useShopSettings();
  return (
    <p data-testid="plant-shipping" className="text-sm text-stone-700">
      {SHIPPING.forThisPlant(
        SHIPPING.size[size],
        euro(shippingRateCents(size, shippingRatesCents)),
        freeShippingThreshold,
      )}{" "}
      {SHIPPING.largestCounts}{" "}
      <Link to={SHIPPING_RATES_HREF} className="font-medium text-leaf-800 underline underline-offset-2">
        {SHIPPING.tableCaption}
      </Link>
    </p>
  );
}
