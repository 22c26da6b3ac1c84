import { useRouteLoaderData } from "react-router";
import { DELIVERY_WORKING_DAYS, type DeliveryDays } from "../../domain/orders/delivery-promise";
import { DEFAULT_GIFT_WRAP_CENTS } from "../../domain/orders/gift";
import { SHIPPING_COST_CENTS, type ShippingRates } from "../../domain/orders/shipping";
import { useEuro } from "./i18n/money";

/** Public, non-secret settings the root loader hands to every page. */
export interface ShopSettings {
  freeShippingThresholdCents: number;
  /** The rate per size class (the back office's settings, #34). */
  shippingRatesCents: ShippingRates;
  /** „Als Geschenk verpacken“ (#43 §4): its price in cents, 0 for free (the back office's settings). */
  giftWrapCents: number;
  /** Delivery: working days after the dispatch day (the back office's settings, #34). */
  deliveryDays: DeliveryDays;
  publicUrl: string;
  /** Checkout happens on Shopify's hosted page (CHECKOUT_PROVIDER=shopify with a store). */
  hostedCheckout: boolean;
  /** The small-business rule holds today (§ 19 UStG, #50 §5): prices say no VAT instead of „inkl. MwSt.“. */
  smallBusiness?: boolean;
}

export const DEFAULT_SETTINGS: ShopSettings = {
  freeShippingThresholdCents: 6000,
  shippingRatesCents: SHIPPING_COST_CENTS,
  deliveryDays: DELIVERY_WORKING_DAYS,
  giftWrapCents: DEFAULT_GIFT_WRAP_CENTS,
  publicUrl: "",
  hostedCheckout: false,
};

/** The settings, with the free-shipping threshold as the page's language writes a price („60,00 €", "€60.00"). */
export function useShopSettings(): ShopSettings & { freeShippingThreshold: string } {
  const data = useRouteLoaderData("root") as { settings?: ShopSettings } | undefined;
  const settings = data?.settings ?? DEFAULT_SETTINGS;
  const euro = useEuro();
  return { ...settings, freeShippingThreshold: euro(settings.freeShippingThresholdCents) };
}
