import type { OnlineMethod } from "../../domain/orders/online-payment";
import { DEFAULT_PAYMENT_TERM_DAYS } from "../../domain/orders/payment-term";
import { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS } from "../../domain/orders/shipping";
import type { BusinessInfo } from "../../domain/shop/brand";
import { shopFacts } from "../../domain/shop/shop-facts";

/** A complete, made-up business for tests of texts that print the imprint data. */
export const SAMPLE_BUSINESS: BusinessInfo = {
  companyName: "Blattwerk GmbH",
  legalForm: "GmbH",
  representative: "Anna Berg",
  street: "Gartenweg 3",
  postalCode: "52062",
  city: "Aachen",
  country: "Deutschland",
  email: "hallo@blattwerk.example",
  phone: "+49 241 1234567",
  registerCourt: "Amtsgericht Aachen",
  registerNumber: "HRB 1",
  vatId: "DE123456789",
  contentResponsible: "Anna Berg",
};

export const sampleShopFacts = (
  freeShippingThresholdCents = DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  paymentTermDays = DEFAULT_PAYMENT_TERM_DAYS,
  checkoutProvider: "local" | "shopify" = "local",
  /** The methods on Stripe's page (#33); null: Stripe not configured, invoice payment only. */
  onlineMethods: readonly OnlineMethod[] | null = null,
) =>
  shopFacts({
    business: SAMPLE_BUSINESS,
    freeShippingThresholdCents,
    invoicing: { paymentTermDays },
    checkoutProvider,
    stripe: onlineMethods ? { methods: onlineMethods } : null,
  });
