import type { OnlineMethod } from "../orders/online-payment";
/**
 * Brand and business facts. Every brand string, contact address and legal constant comes from here,
 * so texts (legal pages, footer, support) never drift apart. Values a shop owner must set for the
 * imprint come from the environment on the server (see server/config.ts) and are passed in as
 * `BusinessInfo`; the defaults below are clearly marked placeholders.
 */
export const BRAND = {
  name: "Blattwerk",
  scanName: "Blattwerk Scan",
  domain: "blattwerk.example",
  tagline: "Zimmerpflanzen, die zu deinem Zuhause passen",
} as const;

export const contactEmail = (
  local: "partner" | "karriere" | "investoren" | "hallo" | "widerruf" | "datenschutz",
) => `${local}@${BRAND.domain}`;

/** Imprint data (§ 5 DDG). Filled from configuration on the server. */
export interface BusinessInfo {
  companyName: string;
  legalForm: string;
  representative: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  /** Person responsible for editorial content (§ 18 Abs. 2 MStV). */
  contentResponsible: string;
}

/**
 * The seller under every mail (#32): who the customer's contract is with, where they sit and how to
 * reach them, and the register facts a company's business letters carry (§ 35a GmbHG, § 37a HGB).
 * Language-neutral lines, so German and English mails carry the same block.
 */
export function sellerLines(b: BusinessInfo): string[] {
  return [
    b.companyName,
    `${b.street}, ${b.postalCode} ${b.city}, ${b.country}`,
    [b.email, b.phone].filter(Boolean).join(" · "),
    [b.representative, registerEntry(b), b.vatId && `USt-IdNr. ${b.vatId}`].filter(Boolean).join(" · "),
  ].filter(Boolean);
}

/**
 * The register entry as one line („Amtsgericht Aachen, HRB 1"), "" for a business without one: § 5 DDG
 * asks for the register and the VAT ID only where they exist (#50 §5), so every footer leaves them out then.
 */
export const registerEntry = (b: Pick<BusinessInfo, "registerCourt" | "registerNumber">): string =>
  [b.registerCourt, b.registerNumber].filter(Boolean).join(", ");

/** Facts the legal and support texts must agree with (spec §9). */
export interface ShopFacts {
  business: BusinessInfo;
  /** Free shipping from this subtotal, in cents (DESIGN §7: one setting for every text). */
  freeShippingThresholdCents: number;
  shippingCostsCents: { small: number; medium: number; large: number };
  /** Delivery: working days after the dispatch day (the back office's setting, #34). */
  deliveryDays: { from: number; to: number };
  /** PAYMENT_TERM_DAYS: days to pay an invoice from its date (domain/orders/payment-term.ts words it). */
  paymentTermDays: number;
  withdrawalDays: 14;
  refundDays: 14;
  minimumAge: 18;
  jurisdiction: "Aachen";
  carrier: "DHL";
  /**
   * How customers pay, as CHECKOUT_PROVIDER configures it: "invoice" („Kauf auf Rechnung", our own
   * checkout) or "shopify" (the Shopify store's checkout, whose payment methods the store shows).
   * The AGB, privacy policy and accessibility statement describe exactly this (#32).
   */
  checkout: "invoice" | "shopify";
  /**
   * Online payment beside the invoice (#33, STRIPE_SECRET_KEY): the methods Stripe's page offers
   * (STRIPE_PAYMENT_METHODS), Stripe as the payment processor; null: none. The AGB, privacy policy and
   * accessibility statement name exactly these.
   */
  onlinePayment: { methods: readonly OnlineMethod[] } | null;
  /** "Stand" of every legal text: one date (LEGAL_TEXTS_DATE in shop-facts.ts). */
  legalTextsDate: string;
  /**
   * How long sent mails keep their text (MAIL_RETENTION_ACCOUNT_HOURS, MAIL_RETENTION_DAYS): the outbox
   * applies it, the privacy policy states it.
   */
  mailRetention: { accountHours: number; otherDays: number };
}
