import { useRouteLoaderData } from "react-router";
import { formatEuro } from "../../domain/money";

/** Public, non-secret settings the root loader hands to every page. */
export interface ShopSettings {
  freeShippingThresholdCents: number;
  publicUrl: string;
  /** Checkout happens on Shopify's hosted page (CHECKOUT_PROVIDER=shopify with a store). */
  hostedCheckout: boolean;
}

export const DEFAULT_SETTINGS: ShopSettings = {
  freeShippingThresholdCents: 6000,
  publicUrl: "",
  hostedCheckout: false,
};

export function useShopSettings(): ShopSettings & { freeShippingThreshold: string } {
  const data = useRouteLoaderData("root") as { settings?: ShopSettings } | undefined;
  const settings = data?.settings ?? DEFAULT_SETTINGS;
  return { ...settings, freeShippingThreshold: formatEuro(settings.freeShippingThresholdCents) };
}
