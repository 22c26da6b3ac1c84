import type { ShopFacts } from "../app/lib/brand";
import { SHIPPING_COST_CENTS } from "../domain/shipping";
import type { Config } from "./config";

/** The business facts every legal and support text is written from (one source, DESIGN §7). */
export function shopFacts(config: Config): ShopFacts {
  return {
    business: config.business,
    freeShippingThresholdCents: config.freeShippingThresholdCents,
    shippingCostsCents: SHIPPING_COST_CENTS,
    withdrawalDays: 14,
    refundDays: 14,
    minimumAge: 18,
    jurisdiction: "Aachen",
    carrier: "DHL",
    legalTextsDate: "April 2025",
  };
}
