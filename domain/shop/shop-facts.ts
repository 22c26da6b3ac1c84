import { DELIVERY_WORKING_DAYS } from "../orders/delivery-promise";
import type { OnlineMethod } from "../orders/online-payment";
import { SHIPPING_COST_CENTS } from "../orders/shipping";
import type { BusinessInfo, ShopFacts } from "./brand";

/**
 * The date every legal text states ("Stand: …"): one fact, changed whenever a text changes. The texts
 * cite rules in force since 2026 (electronic withdrawal function, § 356a BGB, 19 June 2026).
 */
export const LEGAL_TEXTS_DATE = "November 2026";

/**
 * Version of the cookie policy a consent refers to. Raise it whenever the policy's entries or categories
 * change: a consent given to an older version no longer counts, and the cookie dialog asks again.
 */
export const COOKIE_POLICY_VERSION = "2026-11";

/** The business facts every legal and support text is written from (one source, DESIGN §7). */
export function shopFacts(settings: {
  business: BusinessInfo;
  freeShippingThresholdCents: number;
  invoicing: { paymentTermDays: number };
  /** CHECKOUT_PROVIDER; omitted: the local „Kauf auf Rechnung". */
  checkoutProvider?: "local" | "shopify";
  /** Stripe configured (#33): the methods its page offers; omitted or null: invoice payment only. */
  stripe?: { methods: readonly OnlineMethod[] } | null;
  /** Omitted: the defaults (a day for account mails, 30 days for the others). */
  mail?: { retention: { accountMs: number; otherMs: number } };
  /** The back office's settings (#34): shipping rates and delivery days; omitted: the code's defaults. */
  shop?: {
    shipping: { smallCents: number; mediumCents: number; largeCents: number };
    delivery: { fromDays: number; toDays: number };
  };
}): ShopFacts {
  const retention = settings.mail?.retention;
  return {
    business: settings.business,
    freeShippingThresholdCents: settings.freeShippingThresholdCents,
    shippingCostsCents: settings.shop
      ? {
          small: settings.shop.shipping.smallCents,
          medium: settings.shop.shipping.mediumCents,
          large: settings.shop.shipping.largeCents,
        }
      : SHIPPING_COST_CENTS,
    deliveryDays: settings.shop
      ? { from: settings.shop.delivery.fromDays, to: settings.shop.delivery.toDays }
      : { ...DELIVERY_WORKING_DAYS },
    paymentTermDays: settings.invoicing.paymentTermDays,
    withdrawalDays: 14,
    refundDays: 14,
    minimumAge: 18,
    jurisdiction: "Aachen",
    carrier: "DHL",
    checkout: settings.checkoutProvider === "shopify" ? "shopify" : "invoice",
    onlinePayment: settings.stripe ? { methods: settings.stripe.methods } : null,
    legalTextsDate: LEGAL_TEXTS_DATE,
    mailRetention: {
      accountHours: retention ? retention.accountMs / 3_600_000 : 24,
      otherDays: retention ? retention.otherMs / 86_400_000 : 30,
    },
  };
}
