import type { Plant } from "../../../domain/catalog/plant";
import { priceFrom } from "../../../domain/catalog/sizes";
import { cn } from "../../lib/cn";
import { useEuro } from "../../lib/i18n/money";
import { Link, useMessages } from "../../lib/i18n/react";
import { useShopSettings } from "../../lib/shop-settings";
import { catalogMessages } from "./messages";

/** Where the shipping rates are: the table on /support#shipping. */
export const SHIPPING_RATES_HREF = "/support#shipping";

/**
 * "inkl. MwSt., zzgl. Versand" with a link to the rates, next to a price (PAngV § 6). `all` words it for
 * a list of prices ("Alle Preise …"). `relative z-10` keeps the link above a card's full-card link.
 */
export function PriceNote({ all = false, className }: { all?: boolean; className?: string }) {
  const { SHIPPING } = useMessages(catalogMessages);
  const { smallBusiness } = useShopSettings();
  return (
    <p data-testid="price-note" className={cn("text-xs text-stone-600", className)}>
      {smallBusiness
        ? all
          ? SHIPPING.allPricesNoVat
          : SHIPPING.noVat
        : all
          ? SHIPPING.allPrices
          : SHIPPING.vatIncluded}{" "}
      <Link
        to={SHIPPING_RATES_HREF}
        onClick={(e) => e.stopPropagation()}
        className="relative z-10 underline underline-offset-2 hover:text-leaf-900"
      >
        {SHIPPING.shippingLink}
      </Link>
    </p>
  );
}

/**
 * A plant's price; an „Aktionspreis“ (#43 §2) with the price it is reduced from, named as what it is:
 * the lowest price of the 30 days before (§ 11 PAngV), never a price the merchant typed.
 */
export function PlantPrice({
  plant,
  lowest = false,
  className,
}: {
  plant: Pick<Plant, "priceCents" | "reducedFromCents" | "sizes">;
  /** A list's card (#43 §1): „ab 14,99 €“ where the plant's sizes differ in price. */
  lowest?: boolean;
  className?: string;
}) {
  const { SHIPPING, SIZES } = useMessages(catalogMessages);
  const euro = useEuro();
  const low = lowest ? priceFrom(plant) : undefined;
  if (low !== undefined)
    return (
      <p data-testid="price-from" className={cn("font-semibold text-leaf-900", className)}>
        {SIZES.priceFrom(euro(low))}
      </p>
    );
  const from = plant.reducedFromCents;
  if (from === undefined || from <= plant.priceCents)
    return <p className={cn("font-semibold text-leaf-900", className)}>{euro(plant.priceCents)}</p>;
  return (
    <div data-testid="reduced-price">
      <p className={cn("flex flex-wrap items-baseline gap-x-2 font-semibold text-red-800", className)}>
        <span>{euro(plant.priceCents)}</span>
        <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
          {SHIPPING.sale}
        </span>
      </p>
      <p className="text-xs text-stone-700">
        {SHIPPING.reducedFrom} <s>{euro(from)}</s> ({SHIPPING.reducedFromWhy})
      </p>
    </div>
  );
}
