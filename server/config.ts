import { z } from "zod";
import {
  DATEV_CHARTS,
  DATEV_DEFAULT_ACCOUNTS,
  type DatevAccounts,
  type DatevChart,
} from "../domain/books/datev";
import { DELIVERY_WORKING_DAYS } from "../domain/orders/delivery-promise";
import { normalizeIban } from "../domain/orders/girocode";
import type { InvoiceLimits } from "../domain/orders/invoice-eligibility";
import { ONLINE_METHODS, type OnlineMethod } from "../domain/orders/online-payment";
import { DEFAULT_PAYMENT_TERM_DAYS } from "../domain/orders/payment-term";
import { DEFAULT_REMINDER_SETTINGS } from "../domain/orders/reminders";
import { SHIPPING_COST_CENTS } from "../domain/orders/shipping";
import type { BusinessInfo } from "../domain/shop/brand";
import {
  bicText,
  businessText,
  DEFAULT_FIRST_INVOICE_MAX_CENTS,
  DEFAULT_GIFT_WRAP_CENTS,
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_SERVICE_LIMIT_CENTS,
  euroAmount,
  ibanText,
  optionalBusinessText,
  optionalDay,
  PLACEHOLDER_MARK,
  paymentTermDaysValue,
  type ShopSettings,
} from "../domain/shop/settings";
import { shopName } from "../domain/shop/shop-domain";
import { isLoopbackHost } from "./mail/mailbox-access";

/**
 * The shop's address without PUBLIC_URL: where it listens (PORT, HOST). Loopback and every-interface
 * hosts are reached as localhost; a named host or address as itself (#34: admin:create's links
 * then lead to the running shop, not to a port it does not use).
 */
export function ownUrl(host: string, port: number): string {
  const local = isLoopbackHost(host) || ["0.0.0.0", "::", "[::]"].includes(host);
  const name = local ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export { PLACEHOLDER_MARK };

/** The same rule as the back office's settings form (domain/shop/settings.ts): one rule per value. */
const business = (example: string) => businessText.default(`${example} ${PLACEHOLDER_MARK}`);
const optionalBusiness = (example: string) => optionalBusinessText.default(`${example} ${PLACEHOLDER_MARK}`);

/** A DATEV account number: a four-digit G/L account, or (receivable) a five-digit debtor account. */
function datevAccount(maxDigits: 4 | 5) {
  return z
    .string()
    .trim()
    .regex(
      maxDigits === 4 ? /^\d{4}$/ : /^\d{4,5}$/,
      maxDigits === 4
        ? "expected a four-digit G/L account (Sachkonto), e.g. 8400"
        : "expected a four-digit G/L account or a five-digit debtor account (Debitor), e.g. 10000",
    )
    .optional();
}

/**
 * Every setting comes from the environment and is validated once at start-up; a bad value stops the
 * process with one clear line (see main.ts). The README lists each variable.
 */
const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Where `npm run build` put the app (React Router's build folder). */
  BUILD_DIR: z.string().min(1).default("build"),
  PUBLIC_URL: z.url().optional(),
  FREE_SHIPPING_THRESHOLD_EUR: euroAmount.default(60),
  CHECKOUT_PROVIDER: z.enum(["local", "shopify"]).default("local"),
  SHOPIFY_STORE_DOMAIN: z.string().trim().optional(),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  LOG_REQUESTS: z.enum(["true", "false"]).default("false"),
  SHOPIFY_STOREFRONT_TOKEN: z.string().trim().min(1).optional(),
  SHOPIFY_STOREFRONT_PRIVATE_TOKEN: z.string().trim().min(1).optional(),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^[0-9]{4}-(01|04|07|10)$/, "expected a Shopify API version like 2026-10")
    .default("2026-10"),
  SHOPIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SHOPIFY_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  SHOPIFY_API_BASE_URL: z.url().optional(),
  NODE_ENV: z.string().default("development"),
  AUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (e.g. `openssl rand -base64 32`)")
    .optional(),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  SIGN_IN_ACCOUNT_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  SIGN_IN_ACCOUNT_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(10),
  ORDER_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  ORDER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Wrong discount or voucher codes per client IP and window (#43 §3): then 429 until the window ends. */
  CODE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  CODE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10),
  WITHDRAWAL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  WITHDRAWAL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10),
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  RENDER_LIMIT_PER_CLIENT: z.coerce.number().int().min(0).max(1_000).default(1),
  RENDER_WAIT_SECONDS: z.coerce.number().min(0).max(60).default(2),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Blattwerk <noreply@blattwerk.example>"),
  MAIL_WORKER: z.enum(["on", "off"]).default("on"),
  MAIL_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_RETENTION_ACCOUNT_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  MAIL_RETENTION_DAYS: z.coerce.number().min(0).max(3650).default(30),
  MAIL_RECIPIENT_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  MAIL_RECIPIENT_TOTAL_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  PAYMENT_TERM_DAYS: paymentTermDaysValue.default(DEFAULT_PAYMENT_TERM_DAYS),
  /** "local": plant images under DATA_DIR/uploads; "s3": in an S3-compatible bucket (S3_* below). */
  IMAGE_STORE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "expected an S3 bucket name")
    .optional(),
  S3_REGION: z.string().trim().min(1).default("auto"),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_PUBLIC_URL: z.url().optional(),
  BUSINESS_NAME: business("Blattwerk GmbH"),
  BUSINESS_LEGAL_FORM: business("Gesellschaft mit beschränkter Haftung"),
  BUSINESS_REPRESENTATIVE: business("Geschäftsführung: bitte in BUSINESS_REPRESENTATIVE eintragen"),
  BUSINESS_STREET: business("Musterstraße 1"),
  BUSINESS_POSTAL_CODE: business("52062"),
  BUSINESS_CITY: business("Aachen"),
  BUSINESS_COUNTRY: business("Deutschland"),
  BUSINESS_EMAIL: business("hallo@blattwerk.example"),
  BUSINESS_PHONE: business("+49 241 000000"),
  // Set empty where the business has none (#50 §5: a sole trader without register entry or VAT ID).
  BUSINESS_REGISTER_COURT: optionalBusiness("Amtsgericht Aachen"),
  BUSINESS_REGISTER_NUMBER: optionalBusiness("HRB 00000"),
  BUSINESS_VAT_ID: optionalBusiness("DE000000000"),
  // The small-business rule (§ 19 UStG, #50 §5): "on" from SMALL_BUSINESS_SINCE (YYYY-MM-DD; empty: always);
  // the back office's „Umsatzsteuer“ group overrides both, and the Steuernummer.
  SMALL_BUSINESS: z.enum(["on", "off"], "expected on or off").default("off"),
  SMALL_BUSINESS_SINCE: optionalDay.default(""),
  BUSINESS_TAX_NUMBER: optionalBusinessText.default(""),
  BUSINESS_CONTENT_RESPONSIBLE: business("bitte in BUSINESS_CONTENT_RESPONSIBLE eintragen"),
  // Bank details on invoices and in their GiroCode; the defaults are the well-known example account.
  BUSINESS_IBAN: ibanText.default(`DE89 3704 0044 0532 0130 00 ${PLACEHOLDER_MARK}`),
  BUSINESS_BIC: bicText.default(`COBADEFFXXX ${PLACEHOLDER_MARK}`),
  BUSINESS_BANK: business("Musterbank"),
  // The tax adviser's DATEV export (/admin/books): chart, numbers and accounts (domain/books/datev.ts).
  DATEV_CHART: z.enum(DATEV_CHARTS, "expected SKR03 or SKR04").default("SKR03"),
  DATEV_CONSULTANT_NUMBER: z
    .string()
    .trim()
    .regex(/^\d+$/, "expected the Beraternummer, digits only")
    .refine(
      (v) => Number(v) >= 1001 && Number(v) <= 9_999_999,
      "a Beraternummer lies between 1001 and 9999999",
    )
    .optional(),
  DATEV_CLIENT_NUMBER: z
    .string()
    .trim()
    .regex(/^\d+$/, "expected the Mandantennummer, digits only")
    .refine((v) => Number(v) >= 1 && Number(v) <= 99_999, "a Mandantennummer lies between 1 and 99999")
    .optional(),
  DATEV_ACCOUNT_REVENUE_7: datevAccount(4),
  DATEV_ACCOUNT_REVENUE_19: datevAccount(4),
  /** Revenue of a small business (§ 19 UStG, #50 §5): unset, the chart's 8195 (SKR03) / 4185 (SKR04). */
  DATEV_ACCOUNT_REVENUE_SMALL_BUSINESS: datevAccount(4),
  DATEV_ACCOUNT_RECEIVABLE: datevAccount(5),
  DATEV_ACCOUNT_BANK: datevAccount(4),
  /** Cash („Bar“, #50 §4): the till; unset: the chart's Kasse (SKR03 1000, SKR04 1600). */
  DATEV_ACCOUNT_CASH: datevAccount(4),
  /** Stripe's money (#33, #50 §4): unset, the chart's Geldtransit (SKR03 1360, SKR04 1460). */
  DATEV_ACCOUNT_STRIPE: datevAccount(4),
  /** „Sonstiges“ (#50 §4): unset, the chart's Geldtransit too, for the tax adviser to assign. */
  DATEV_ACCOUNT_OTHER: datevAccount(4),
  /** Gift vouchers sold and redeemed (#43 §3): unset, „Verbindlichkeiten aus Gutscheinen“ (SKR03 1604, SKR04 3304). */
  DATEV_ACCOUNT_VOUCHER: datevAccount(4),
  // Online payment through Stripe Checkout (#33): without a key the shop offers invoice payment only.
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, "expected a Stripe secret key (sk_test_… or sk_live_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9_]+$/, "expected the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  /** Where Stripe API requests go instead of https://api.stripe.com (the tests' local Stripe server). */
  STRIPE_API_BASE: z.url().optional(),
  // DHL labels through the Parcel DE Shipping API v2 (#34): without these four the back office offers the
  // address export for DHL's business portal instead.
  DHL_API_KEY: z.string().trim().min(1).optional(),
  DHL_USER: z.string().trim().min(1).optional(),
  DHL_PASSWORD: z.string().min(1).optional(),
  DHL_BILLING_NUMBER: z
    .string()
    .trim()
    .regex(
      /^\d{10}01[A-Za-z0-9]{2}$/,
      "expected the 14-character billing number (Abrechnungsnummer) for DHL Paket: the 10-digit EKP, 01 (the product V01PAK) and the participation, e.g. 33333333330101",
    )
    .optional(),
  /** The user group profile of the business portal that may use the billing number. */
  DHL_PROFILE: z.string().trim().min(1).max(35).default("STANDARD_GRUPPENPROFIL"),
  /** The Returns API's receiver (the return address set up in the business portal), e.g. "deu". */
  DHL_RETURN_RECEIVER_ID: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9_-]{1,50}$/,
      "expected the receiver id of the Returns API (Retourenempfänger), e.g. deu",
    )
    .default("deu"),
  /** The weight a label form suggests and the portal export states, in kg. */
  DHL_DEFAULT_WEIGHT_KG: z.coerce.number().min(0.01).max(31.5).default(2),
  /** Where DHL API requests go instead of https://api-eu.dhl.com (the tests' local DHL server). */
  DHL_API_BASE: z.url().optional(),
  // Who may pay by invoice (#33): no limit unless set.
  INVOICE_MAX_TOTAL_EUR: z.coerce.number().min(0).max(100_000).optional(),
  /** A new customer's first order on invoice up to this total (#49 §4); the back office may change it. */
  INVOICE_FIRST_ORDER_MAX_EUR: euroAmount.default(DEFAULT_FIRST_INVOICE_MAX_CENTS / 100),
  INVOICE_FIRST_ORDER: z.enum(["allowed", "refused"]).default("allowed"),
  INVOICE_WHEN_OVERDUE: z.enum(["allowed", "refused"]).default("allowed"),
  /** The methods enabled in the Stripe account, offered on its page and named in the legal texts. */
  STRIPE_PAYMENT_METHODS: z
    .string()
    .default(ONLINE_METHODS.join(","))
    .transform((v) => [
      ...new Set(
        v
          .split(",")
          .map((m) => m.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.enum(ONLINE_METHODS, `expected a comma-separated list of ${ONLINE_METHODS.join(", ")}`))
        .min(1, `expected at least one of ${ONLINE_METHODS.join(", ")}`),
    ),
});

export interface Config {
  port: number;
  /** BUILD_DIR: the production build that server/main.ts serves. */
  buildDir: string;
  host: string;
  database: { url: string; poolSize: number } | { dataDir: string };
  publicUrl: string;
  freeShippingThresholdCents: number;
  /** "local": "Kauf auf Rechnung", orders recorded here. "shopify": hand-off to a Shopify store. */
  checkoutProvider: "local" | "shopify";
  /** The Shopify store (e.g. `mein-shop.myshopify.com`); the Shopify provider reads it. */
  shopifyStoreDomain: string | undefined;
  trustProxy: boolean;
  /** One JSON line per request on stdout (server/http/request-log.ts). */
  logRequests: boolean;
  production: boolean;
  auth: {
    /** From AUTH_SECRET; without it a secret generated once under dataDir (see server/auth/secret.ts). */
    secret?: string;
    /** Where a generated secret and the development mailbox live. */
    dataDir: string;
    /** Sign-in and sign-up attempts per client IP and window. */
    rateLimit: { windowSeconds: number; max: number };
    /**
     * Sign-in attempts per account (whatever the client) since its last successful sign-in, per window
     * (server/auth/account-limit.ts, ASVS 5.0 V6.3).
     */
    accountLimit: { windowSeconds: number; max: number };
  };
  /** Order and withdrawal requests per client IP and window (POST /api/orders, /checkout, /api/withdrawals). */
  requestLimits: {
    orders: { windowSeconds: number; max: number };
    withdrawals: { windowSeconds: number; max: number };
    /** Wrong codes (#43 §3): typed at the checkout, the discount preview and the voucher balance. */
    codes: { windowSeconds: number; max: number };
  };
  mail: {
    smtpUrl?: string;
    from: string;
    /** MAIL_WORKER: whether this process delivers the outbox (server/mail/outbox.ts); off only records. */
    worker: boolean;
    /** How often the worker looks for due mails written by other processes. */
    pollMs: number;
    /** Attempts before a mail is marked "failed". */
    maxAttempts: number;
    /** How long sent mails keep their text in the outbox (server/mail/outbox.ts, MailRetention). */
    retention: { accountMs: number; otherMs: number };
    /**
     * Mails a stranger can trigger (reset, confirmation, withdrawal receipt) per recipient address, kind
     * and requesting client, per hour, across processes (server/mail/recipient-limit.ts).
     */
    recipientLimitPerHour: number;
    /** The same per recipient address and kind across all clients: the backstop against a flood. */
    recipientTotalPerHour: number;
  };
  /** Anonymous pages kept in memory (server/http/page-cache.ts); 0 renders every request. */
  pageCacheMaxEntries: number;
  /**
   * Page renders one client (IP, IPv6 /64) may have in flight, and how long more wait before a 429
   * (server/http/render-gate.ts); perClient 0 turns the limit off.
   */
  renderLimit: { perClient: number; waitMs: number };
  business: BusinessInfo;
  /** Bank details and payment term printed on invoices (server/invoices). */
  invoicing: InvoicingConfig;
  /** The store the catalogue comes from; null runs on the local catalogue. */
  shopify: ShopifyConfig | null;
  /** Null: plant images under DATA_DIR/uploads. */
  imageStore: S3Config | null;
  /** The DATEV Buchungsstapel of /admin/books (server/books). */
  datev: DatevConfig;
  /**
   * Where Storefront API requests go instead of https://<shop>.myshopify.com: a proxy, or a local
   * server that speaks the Storefront API (the tests' server/testing/storefront-server.ts).
   */
  shopifyApiBaseUrl: string | undefined;
  /** Online payment through Stripe Checkout (#33); null: invoice payment only. */
  stripe: StripeConfig | null;
  /** DHL labels (#34); null: the back office offers the portal's CSV export instead. */
  dhl: DhlConfig | null;
  /** What the packing table suggests for a parcel (DHL_DEFAULT_WEIGHT_KG), with or without DHL's API. */
  parcels: { defaultWeightGrams: number };
  /**
   * The settings a merchant changes in the back office (#34): the environment's values until a group is
   * saved there. server/settings keeps this, `business`, `invoicing` and `freeShippingThresholdCents`
   * current in every process (the version is checked per request); read them from here, never from
   * the environment.
   */
  shop: ShopSettings;
}

export interface DhlConfig {
  apiKey: string;
  user: string;
  password: string;
  billingNumber: string;
  profile: string;
  returnReceiverId: string;
  /** https://api-eu.dhl.com, or DHL_API_BASE (tests); the APIs' paths are appended. */
  apiBase: string;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: the SDK's host, port and protocol, when not Stripe's own API. */
  apiBase: { host: string; port: number; protocol: "http" | "https" } | null;
  /** A test key: Stripe takes no real money (the back office says so). */
  testMode: boolean;
  /** STRIPE_PAYMENT_METHODS: what Stripe's page offers, in this order. */
  methods: OnlineMethod[];
}

export interface ShopifyConfig {
  /** Store name: `<name>.myshopify.com`. */
  shop: string;
  /** The token server-side calls use: the private one when configured, else the public one. */
  token: string;
  tokenKind: "public" | "private";
  apiVersion: string;
  timeoutMs: number;
  ttlMs: number;
}

/** IMAGE_STORE=s3: where uploaded plant images go (server/admin/image-store.ts). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}

export interface InvoicingConfig {
  /** Without spaces; `placeholder` while BUSINESS_IBAN still is the example account. */
  iban: string;
  bic: string;
  bankName: string;
  placeholder: boolean;
  /**
   * Days to pay an invoice ("Kauf auf Rechnung"), counted from the invoice date (the shipping day): the
   * one term every page, mail, the AGB and the invoice state (domain/orders/payment-term.ts).
   */
  paymentTermDays: number;
  /** Who may pay by invoice (INVOICE_*; domain/orders/invoice-eligibility.ts). */
  limits: InvoiceLimits;
}

export interface DatevConfig {
  chart: DatevChart;
  /** The chart's standard accounts, each overridable (DATEV_ACCOUNT_*). */
  accounts: DatevAccounts;
  /** Which accounts are set in the environment (else the chart's standard), for the books page. */
  accountsSet: Record<keyof DatevAccounts, boolean>;
  /** Beraternummer; 1001 (DATEV's lowest) until DATEV_CONSULTANT_NUMBER is set. */
  consultantNumber: number;
  /** Mandantennummer; 1 until DATEV_CLIENT_NUMBER is set. */
  clientNumber: number;
  /** Whether the numbers are still the stand-ins: the books page asks for the real ones. */
  placeholderNumbers: boolean;
}

export class ConfigError extends Error {}

/** The BUSINESS_* settings that still show a placeholder (not set, or set to a marked example). */
export function businessPlaceholders(source: NodeJS.ProcessEnv = process.env): string[] {
  const parsed = env.safeParse(source);
  if (!parsed.success) return [];
  return Object.entries(parsed.data)
    .filter(([key, value]) => key.startsWith("BUSINESS_") && String(value).includes(PLACEHOLDER_MARK))
    .map(([key]) => key);
}

/** Lines main.ts prints at start-up: in production, every imprint placeholder still in use. */
export function startupWarnings(config: Pick<Config, "production">, source: NodeJS.ProcessEnv = process.env) {
  const missing = config.production ? businessPlaceholders(source) : [];
  return missing.length
    ? [
        `Warning: the imprint and legal texts still show placeholders for ${missing.join(", ")}. Set them before the shop goes live (§ 5 DDG).`,
      ]
    : [];
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid setting ${issue.path.join(".")}: ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && !e.AUTH_SECRET) {
    throw new ConfigError(
      "AUTH_SECRET is required when NODE_ENV=production (e.g. `openssl rand -base64 32`).",
    );
  }
  // Without SMTP and outside production every mail — sign-in, reset and confirmation links included —
  // is readable at /dev/mailbox. It answers only loopback peers, but a server listening on the network
  // must not hold it at all (#29).
  if (!production && !e.SMTP_URL && !isLoopbackHost(e.HOST)) {
    throw new ConfigError(
      `HOST=${e.HOST} would open the development mailbox (/dev/mailbox: every mail the shop writes, sign-in and password-reset links included) to the network. Set SMTP_URL to send mails, or NODE_ENV=production (mails then stay in DATA_DIR/mail, not served), or listen on HOST=127.0.0.1.`,
    );
  }
  let shopify: ShopifyConfig | null = null;
  if (e.SHOPIFY_STORE_DOMAIN) {
    const shop = shopName(e.SHOPIFY_STORE_DOMAIN);
    if (!shop) throw new ConfigError("Invalid setting SHOPIFY_STORE_DOMAIN: expected <name>.myshopify.com");
    // Server-side calls prefer the private token, as Shopify asks of servers; the public one does too.
    const privateToken = e.SHOPIFY_STOREFRONT_PRIVATE_TOKEN;
    const token = privateToken ?? e.SHOPIFY_STOREFRONT_TOKEN;
    if (!token)
      throw new ConfigError(
        "SHOPIFY_STOREFRONT_PRIVATE_TOKEN (or SHOPIFY_STOREFRONT_TOKEN) is required with SHOPIFY_STORE_DOMAIN",
      );
    shopify = {
      shop,
      token,
      tokenKind: privateToken ? "private" : "public",
      apiVersion: e.SHOPIFY_API_VERSION,
      timeoutMs: e.SHOPIFY_TIMEOUT_MS,
      ttlMs: e.SHOPIFY_CACHE_TTL_SECONDS * 1000,
    };
  }
  let imageStore: S3Config | null = null;
  if (e.IMAGE_STORE === "s3") {
    const missing = (
      ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const
    ).filter((k) => !e[k]);
    if (missing.length) throw new ConfigError(`IMAGE_STORE=s3 needs ${missing.join(", ")}`);
    const endpoint = e.S3_ENDPOINT!.replace(/\/$/, "");
    imageStore = {
      endpoint,
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${e.S3_BUCKET}`).replace(/\/$/, ""),
    };
  }
  const datevDefaults = DATEV_DEFAULT_ACCOUNTS[e.DATEV_CHART];
  const datevSet: Record<keyof DatevAccounts, string | undefined> = {
    revenue7: e.DATEV_ACCOUNT_REVENUE_7,
    revenue19: e.DATEV_ACCOUNT_REVENUE_19,
    revenueSmallBusiness: e.DATEV_ACCOUNT_REVENUE_SMALL_BUSINESS,
    receivable: e.DATEV_ACCOUNT_RECEIVABLE,
    bank: e.DATEV_ACCOUNT_BANK,
    cash: e.DATEV_ACCOUNT_CASH,
    stripe: e.DATEV_ACCOUNT_STRIPE,
    other: e.DATEV_ACCOUNT_OTHER,
    voucher: e.DATEV_ACCOUNT_VOUCHER,
  };
  const datevAccounts = Object.fromEntries(
    Object.entries(datevDefaults).map(([k, v]) => [k, datevSet[k as keyof DatevAccounts] ?? v]),
  ) as unknown as DatevAccounts;
  // Revenue and the receivable each have one role: sharing an account would merge revenue with the
  // money. The money accounts may share one (e.g. Stripe booked on the bank, if the adviser wants it).
  // The vouchers' liability (#43 §3) is no money account: it has its own too.
  const { revenue7, revenue19, revenueSmallBusiness, receivable, voucher, ...moneyAccounts } = datevAccounts;
  const roles = [revenue7, revenue19, revenueSmallBusiness, receivable, voucher];
  const twice =
    roles.find((a, i) => roles.indexOf(a) !== i) ??
    Object.values(moneyAccounts).find((a) => roles.includes(a));
  if (twice)
    throw new ConfigError(
      `Invalid DATEV accounts: ${twice} is used twice (revenue 7 %, revenue 19 %, revenue as a small business, the receivable, the vouchers and the money accounts need different accounts)`,
    );
  const business = {
    companyName: e.BUSINESS_NAME,
    legalForm: e.BUSINESS_LEGAL_FORM,
    representative: e.BUSINESS_REPRESENTATIVE,
    street: e.BUSINESS_STREET,
    postalCode: e.BUSINESS_POSTAL_CODE,
    city: e.BUSINESS_CITY,
    country: e.BUSINESS_COUNTRY,
    email: e.BUSINESS_EMAIL,
    phone: e.BUSINESS_PHONE,
    registerCourt: e.BUSINESS_REGISTER_COURT,
    registerNumber: e.BUSINESS_REGISTER_NUMBER,
    vatId: e.BUSINESS_VAT_ID,
    contentResponsible: e.BUSINESS_CONTENT_RESPONSIBLE,
  };
  const iban = normalizeIban(e.BUSINESS_IBAN.replace(PLACEHOLDER_MARK, ""));
  const bic = e.BUSINESS_BIC.replace(PLACEHOLDER_MARK, "").trim();
  const shop: ShopSettings = {
    business: { ...business },
    bank: { iban, bic, bankName: e.BUSINESS_BANK },
    shipping: {
      smallCents: SHIPPING_COST_CENTS.small,
      mediumCents: SHIPPING_COST_CENTS.medium,
      largeCents: SHIPPING_COST_CENTS.large,
      freeFromCents: Math.round(e.FREE_SHIPPING_THRESHOLD_EUR * 100),
    },
    payment: { termDays: e.PAYMENT_TERM_DAYS },
    delivery: { fromDays: DELIVERY_WORKING_DAYS.from, toDays: DELIVERY_WORKING_DAYS.to },
    notifications: { staffEmail: "", lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD },
    mail: { signature: "" },
    approvals: { serviceLimitCents: DEFAULT_SERVICE_LIMIT_CENTS },
    limits: { firstInvoiceMaxCents: Math.round(e.INVOICE_FIRST_ORDER_MAX_EUR * 100) },
    reminders: DEFAULT_REMINDER_SETTINGS,
    giftWrap: { priceCents: DEFAULT_GIFT_WRAP_CENTS },
    tax: {
      smallBusiness: e.SMALL_BUSINESS === "on",
      since: e.SMALL_BUSINESS_SINCE,
      taxNumber: e.BUSINESS_TAX_NUMBER,
    },
  };
  return {
    shop,
    stripe: stripeConfig(e),
    dhl: dhlConfig(e),
    parcels: { defaultWeightGrams: Math.round(e.DHL_DEFAULT_WEIGHT_KG * 1000) },
    datev: {
      chart: e.DATEV_CHART,
      accounts: datevAccounts,
      accountsSet: Object.fromEntries(
        Object.entries(datevSet).map(([k, v]) => [k, v !== undefined]),
      ) as Record<keyof DatevAccounts, boolean>,
      consultantNumber: Number(e.DATEV_CONSULTANT_NUMBER ?? 1001),
      clientNumber: Number(e.DATEV_CLIENT_NUMBER ?? 1),
      placeholderNumbers: !e.DATEV_CONSULTANT_NUMBER || !e.DATEV_CLIENT_NUMBER,
    },
    shopify,
    imageStore,
    shopifyApiBaseUrl: e.SHOPIFY_API_BASE_URL,
    port: e.PORT,
    buildDir: e.BUILD_DIR,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { dataDir: e.DATA_DIR },
    publicUrl: (e.PUBLIC_URL ?? ownUrl(e.HOST, e.PORT)).replace(/\/$/, ""),
    freeShippingThresholdCents: Math.round(e.FREE_SHIPPING_THRESHOLD_EUR * 100),
    checkoutProvider: e.CHECKOUT_PROVIDER,
    shopifyStoreDomain: shopify ? `${shopify.shop}.myshopify.com` : undefined,
    trustProxy: e.TRUST_PROXY === "true",
    logRequests: e.LOG_REQUESTS === "true",
    production,
    auth: {
      secret: e.AUTH_SECRET,
      dataDir: e.DATA_DIR,
      rateLimit: { windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: e.AUTH_RATE_LIMIT_MAX },
      accountLimit: {
        windowSeconds: e.SIGN_IN_ACCOUNT_LIMIT_WINDOW_SECONDS,
        max: e.SIGN_IN_ACCOUNT_LIMIT_MAX,
      },
    },
    requestLimits: {
      orders: { windowSeconds: e.ORDER_RATE_LIMIT_WINDOW_SECONDS, max: e.ORDER_RATE_LIMIT_MAX },
      withdrawals: {
        windowSeconds: e.WITHDRAWAL_RATE_LIMIT_WINDOW_SECONDS,
        max: e.WITHDRAWAL_RATE_LIMIT_MAX,
      },
      codes: { windowSeconds: e.CODE_RATE_LIMIT_WINDOW_SECONDS, max: e.CODE_RATE_LIMIT_MAX },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      worker: e.MAIL_WORKER === "on",
      pollMs: Math.round(e.MAIL_POLL_SECONDS * 1000),
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retention: {
        accountMs: Math.round(e.MAIL_RETENTION_ACCOUNT_HOURS * 3_600_000),
        otherMs: Math.round(e.MAIL_RETENTION_DAYS * 86_400_000),
      },
      recipientLimitPerHour: e.MAIL_RECIPIENT_LIMIT_PER_HOUR,
      recipientTotalPerHour: e.MAIL_RECIPIENT_TOTAL_PER_HOUR,
    },
    pageCacheMaxEntries: e.PAGE_CACHE_MAX_ENTRIES,
    renderLimit: { perClient: e.RENDER_LIMIT_PER_CLIENT, waitMs: Math.round(e.RENDER_WAIT_SECONDS * 1000) },
    business,
    invoicing: {
      iban,
      bic,
      bankName: e.BUSINESS_BANK,
      placeholder: [e.BUSINESS_IBAN, e.BUSINESS_BIC].some((v) => v.includes(PLACEHOLDER_MARK)),
      paymentTermDays: e.PAYMENT_TERM_DAYS,
      limits: {
        maxTotalCents:
          e.INVOICE_MAX_TOTAL_EUR === undefined ? null : Math.round(e.INVOICE_MAX_TOTAL_EUR * 100),
        firstOrderRefused: e.INVOICE_FIRST_ORDER === "refused",
        overdueRefused: e.INVOICE_WHEN_OVERDUE === "refused",
      },
    },
  };
}

function stripeConfig(e: z.infer<typeof env>): StripeConfig | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_BASE: base } = e;
  if (!key) {
    if (secret || base)
      throw new ConfigError(
        "STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE need STRIPE_SECRET_KEY (online payment through Stripe)",
      );
    return null;
  }
  // Without the signing secret no event could be trusted, and without events no payment is booked.
  if (!secret)
    throw new ConfigError(
      "STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: the signing secret of the webhook endpoint <PUBLIC_URL>/api/payments/stripe/webhook (Stripe Dashboard → Developers → Webhooks)",
    );
  // Shopify's checkout takes its own payments: Stripe is for the shop's own checkout.
  if (e.CHECKOUT_PROVIDER !== "local")
    throw new ConfigError(
      "STRIPE_SECRET_KEY works with CHECKOUT_PROVIDER=local only (Shopify takes its own payments)",
    );
  const testMode = key.includes("_test_");
  if (e.NODE_ENV === "production" && base)
    throw new ConfigError("STRIPE_API_BASE is for tests: a live shop talks to Stripe itself");
  let apiBase: StripeConfig["apiBase"] = null;
  if (base) {
    const url = new URL(base);
    const protocol = url.protocol === "http:" ? "http" : "https";
    apiBase = { host: url.hostname, port: Number(url.port || (protocol === "http" ? 80 : 443)), protocol };
  }
  return { secretKey: key, webhookSecret: secret, apiBase, testMode, methods: e.STRIPE_PAYMENT_METHODS };
}

function dhlConfig(e: z.infer<typeof env>): DhlConfig | null {
  const needed = ["DHL_API_KEY", "DHL_USER", "DHL_PASSWORD", "DHL_BILLING_NUMBER"] as const;
  const missing = needed.filter((k) => !e[k]);
  if (missing.length === needed.length) {
    if (e.DHL_API_BASE)
      throw new ConfigError("DHL_API_BASE needs DHL_API_KEY (DHL labels through DHL's API)");
    return null;
  }
  if (missing.length)
    throw new ConfigError(
      `DHL labels need ${needed.join(", ")} together; missing: ${missing.join(", ")} (the API key from developer.dhl.com, the business portal's user and password, the billing number for DHL Paket)`,
    );
  if (e.NODE_ENV === "production" && e.DHL_API_BASE)
    throw new ConfigError("DHL_API_BASE is for tests: a live shop talks to DHL itself");
  return {
    apiKey: e.DHL_API_KEY!,
    user: e.DHL_USER!,
    password: e.DHL_PASSWORD!,
    billingNumber: e.DHL_BILLING_NUMBER!,
    profile: e.DHL_PROFILE,
    returnReceiverId: e.DHL_RETURN_RECEIVER_ID.toLowerCase(),
    apiBase: (e.DHL_API_BASE ?? "https://api-eu.dhl.com").replace(/\/$/, ""),
  };
}
