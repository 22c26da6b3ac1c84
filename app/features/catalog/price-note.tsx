import { cn } from "../../lib/cn";
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
