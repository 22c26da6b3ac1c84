import { describe, expect, it } from "vitest";
import { shopFacts } from "../domain/shop/shop-facts";
import { businessPlaceholders, ConfigError, loadConfig, startupWarnings } from "./config";

describe("loadConfig", () => {
  it("defaults to the embedded database on port 3000 with a 60 € threshold", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ dataDir: "./data" });
    expect(c.freeShippingThresholdCents).toBe(6000);
    expect(c.publicUrl).toBe("http://localhost:3000");
  });

  it("builds the shop's address from PUBLIC_URL, else from PORT and HOST, never a fixed port (#34)", () => {
    expect(loadConfig({ PORT: "8123" }).publicUrl).toBe("http://localhost:8123");
    expect(loadConfig({ PORT: "8123", HOST: "0.0.0.0", SMTP_URL: "smtp://mail" }).publicUrl).toBe(
      "http://localhost:8123",
    );
    expect(loadConfig({ PORT: "8123", HOST: "shop.lan", SMTP_URL: "smtp://mail" }).publicUrl).toBe(
      "http://shop.lan:8123",
    );
    expect(loadConfig({ PORT: "8123", HOST: "fd00::5", SMTP_URL: "smtp://mail" }).publicUrl).toBe(
      "http://[fd00::5]:8123",
    );
    expect(loadConfig({ PORT: "8123", PUBLIC_URL: "https://blattwerk.example/" }).publicUrl).toBe(
      "https://blattwerk.example",
    );
  });

  it("switches to PostgreSQL with DATABASE_URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).database).toEqual({
      url: "postgres://u@h/db",
      poolSize: 10,
    });
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db", DATABASE_POOL_SIZE: "25" }).database).toEqual({
      url: "postgres://u@h/db",
      poolSize: 25,
    });
    expect(() => loadConfig({ DATABASE_URL: "postgres://u@h/db", DATABASE_POOL_SIZE: "0" })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
  });

  it("rejects a bad port or threshold with a clear message", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ FREE_SHIPPING_THRESHOLD_EUR: "-5" })).toThrow(/FREE_SHIPPING_THRESHOLD_EUR/);
  });

  it("derives the threshold in cents from euro", () => {
    expect(loadConfig({ FREE_SHIPPING_THRESHOLD_EUR: "49.9" }).freeShippingThresholdCents).toBe(4990);
  });

  it("checks out locally unless CHECKOUT_PROVIDER says shopify", () => {
    expect(loadConfig({}).checkoutProvider).toBe("local");
    expect(loadConfig({}).shopifyStoreDomain).toBeUndefined();
    const shopify = loadConfig({
      CHECKOUT_PROVIDER: "shopify",
      SHOPIFY_STORE_DOMAIN: "mein-shop.myshopify.com",
      SHOPIFY_STOREFRONT_TOKEN: "token",
    });
    expect(shopify).toMatchObject({
      checkoutProvider: "shopify",
      shopifyStoreDomain: "mein-shop.myshopify.com",
    });
    expect(loadConfig({ SHOPIFY_STORE_DOMAIN: " " }).shopifyStoreDomain).toBeUndefined();
    expect(() => loadConfig({ CHECKOUT_PROVIDER: "paypal" })).toThrow(/CHECKOUT_PROVIDER/);
  });

  it("server-side Shopify calls use the private token when one is set (SHOPIFY_STOREFRONT_PRIVATE_TOKEN)", () => {
    const domain = { SHOPIFY_STORE_DOMAIN: "mein-shop.myshopify.com" };
    expect(loadConfig({ ...domain, SHOPIFY_STOREFRONT_TOKEN: "public" }).shopify).toMatchObject({
      token: "public",
      tokenKind: "public",
    });
    // Alone, or beside the public one: the private token is the one the server sends.
    for (const env of [{}, { SHOPIFY_STOREFRONT_TOKEN: "public" }])
      expect(
        loadConfig({ ...domain, ...env, SHOPIFY_STOREFRONT_PRIVATE_TOKEN: "shpat_private" }).shopify,
      ).toMatchObject({ token: "shpat_private", tokenKind: "private" });
    expect(() => loadConfig(domain)).toThrow(
      /SHOPIFY_STOREFRONT_PRIVATE_TOKEN \(or SHOPIFY_STOREFRONT_TOKEN\)/,
    );
  });

  it("requires AUTH_SECRET in production and checks its length", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/AUTH_SECRET is required/);
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    const c = loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) });
    expect(c).toMatchObject({ production: true, auth: { secret: "x".repeat(32) } });
  });

  it("defaults to the development mailbox and 10 sign-in attempts a minute", () => {
    const c = loadConfig({});
    expect(c.mail).toEqual({
      smtpUrl: undefined,
      from: "Blattwerk <noreply@blattwerk.example>",
      worker: true,
      pollMs: 5000,
      maxAttempts: 8,
      // Sent account mails keep their links a day, other mails their text 30 days (#29).
      retention: { accountMs: 86_400_000, otherMs: 30 * 86_400_000 },
      // Mails a stranger can trigger, per recipient, kind and client, and per recipient and kind, an hour (#49).
      recipientLimitPerHour: 5,
      recipientTotalPerHour: 20,
    });
    expect(
      loadConfig({ MAIL_RETENTION_ACCOUNT_HOURS: "2", MAIL_RETENTION_DAYS: "7" }).mail.retention,
    ).toEqual({ accountMs: 7_200_000, otherMs: 7 * 86_400_000 });
    expect(() => loadConfig({ MAIL_RETENTION_DAYS: "-1" })).toThrow(/MAIL_RETENTION_DAYS/);
    expect(loadConfig({ MAIL_RECIPIENT_LIMIT_PER_HOUR: "20" }).mail.recipientLimitPerHour).toBe(20);
    expect(() => loadConfig({ MAIL_RECIPIENT_LIMIT_PER_HOUR: "0" })).toThrow(/MAIL_RECIPIENT_LIMIT_PER_HOUR/);
    expect(c.invoicing.paymentTermDays).toBe(14);
    expect(c.auth.rateLimit).toEqual({ windowSeconds: 60, max: 10 });
    // Sign-in attempts per account since its last success (#49, ASVS V6.3).
    expect(c.auth.accountLimit).toEqual({ windowSeconds: 900, max: 10 });
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example:465" }).mail.smtpUrl).toBe(
      "smtps://u:p@mail.example:465",
    );
  });

  it("reads the mail worker, its poll interval and attempts, and the payment term", () => {
    const c = loadConfig({
      MAIL_WORKER: "off",
      MAIL_POLL_SECONDS: "0.5",
      MAIL_MAX_ATTEMPTS: "3",
      PAYMENT_TERM_DAYS: "30",
    });
    expect(c.mail).toMatchObject({ worker: false, pollMs: 500, maxAttempts: 3 });
    expect(c.invoicing.paymentTermDays).toBe(30);
    expect(() => loadConfig({ MAIL_WORKER: "yes" })).toThrow(/MAIL_WORKER/);
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: "0" })).toThrow(/MAIL_MAX_ATTEMPTS/);
    expect(() => loadConfig({ PAYMENT_TERM_DAYS: "0" })).toThrow(/PAYMENT_TERM_DAYS/);
  });

  it("marks every imprint default as a placeholder", () => {
    const b = loadConfig({}).business;
    for (const [field, value] of Object.entries(b))
      expect([field, value]).toEqual([field, expect.stringMatching(/\(Platzhalter\)$/)]);
    const set = loadConfig({ BUSINESS_NAME: "Grünzeug GmbH", BUSINESS_STREET: " Lindenallee 5 " }).business;
    expect(set.companyName).toBe("Grünzeug GmbH");
    expect(set.street).toBe("Lindenallee 5");
  });

  it("warns at start-up in production while any BUSINESS_* default is in use, naming each", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) };
    const all = businessPlaceholders(production);
    expect(all).toHaveLength(16);
    expect(all).toContain("BUSINESS_VAT_ID");
    const [warning, ...rest] = startupWarnings(loadConfig(production), production);
    expect(rest).toEqual([]);
    for (const key of all) expect(warning).toContain(key);

    const complete = {
      ...Object.fromEntries(all.map((key) => [key, `echter Wert für ${key}`])),
      BUSINESS_IBAN: "GB82 WEST 1234 5698 7654 32",
      BUSINESS_BIC: "WESTGB2L",
    };
    const live = { ...production, ...complete, BUSINESS_VAT_ID: "DE000000000 (Platzhalter)" };
    expect(startupWarnings(loadConfig(live), live)).toEqual([expect.stringContaining("BUSINESS_VAT_ID")]);
    expect(startupWarnings(loadConfig(live), live)[0]).not.toContain("BUSINESS_NAME");
    const done = { ...production, ...complete };
    expect(startupWarnings(loadConfig(done), done)).toEqual([]);
    // Development shows the placeholders on the pages, but does not warn.
    expect(startupWarnings(loadConfig({}), {})).toEqual([]);
  });

  it("bank details for invoices: IBAN and BIC checked, example defaults marked, payment term 14 days", () => {
    const d = loadConfig({}).invoicing;
    expect(d).toEqual({
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      bankName: "Musterbank (Platzhalter)",
      placeholder: true,
      paymentTermDays: 14,
      limits: { maxTotalCents: null, firstOrderRefused: false, overdueRefused: false },
    });
    const set = loadConfig({
      BUSINESS_IBAN: "gb82 west 1234 5698 7654 32",
      BUSINESS_BIC: "WESTGB2L",
      PAYMENT_TERM_DAYS: "30",
    }).invoicing;
    expect(set).toMatchObject({ iban: "GB82WEST12345698765432", placeholder: false, paymentTermDays: 30 });
    expect(() => loadConfig({ BUSINESS_IBAN: "DE88 3704 0044 0532 0130 00" })).toThrow(
      /BUSINESS_IBAN: not a valid IBAN/,
    );
    expect(() => loadConfig({ BUSINESS_BIC: "COBA" })).toThrow(/BUSINESS_BIC/);
    expect(() => loadConfig({ PAYMENT_TERM_DAYS: "-1" })).toThrow(/PAYMENT_TERM_DAYS/);
  });

  it("invoice limits (#33): none by default; a total, first orders and overdue invoices when set", () => {
    expect(
      loadConfig({
        INVOICE_MAX_TOTAL_EUR: "250.5",
        INVOICE_FIRST_ORDER: "refused",
        INVOICE_WHEN_OVERDUE: "refused",
      }).invoicing.limits,
    ).toEqual({ maxTotalCents: 25050, firstOrderRefused: true, overdueRefused: true });
    expect(() => loadConfig({ INVOICE_MAX_TOTAL_EUR: "-3" })).toThrow(/INVOICE_MAX_TOTAL_EUR/);
    expect(() => loadConfig({ INVOICE_FIRST_ORDER: "no" })).toThrow(/INVOICE_FIRST_ORDER/);
  });

  it("DATEV: SKR03 with its standard accounts by default, SKR04's when chosen, each account overridable", () => {
    // #50 §4: cash on the till (Kasse), Stripe and „Sonstiges“ on Geldtransit, by default.
    expect(loadConfig({}).datev).toEqual({
      chart: "SKR03",
      accounts: {
        revenue7: "8300",
        revenue19: "8400",
        revenueSmallBusiness: "8195",
        receivable: "10000",
        bank: "1200",
        cash: "1000",
        stripe: "1360",
        other: "1360",
        voucher: "1604",
      },
      accountsSet: {
        revenue7: false,
        revenue19: false,
        revenueSmallBusiness: false,
        receivable: false,
        bank: false,
        cash: false,
        stripe: false,
        other: false,
        voucher: false,
      },
      consultantNumber: 1001,
      clientNumber: 1,
      placeholderNumbers: true,
    });
    expect(loadConfig({ DATEV_CHART: "SKR04" }).datev.accounts).toEqual({
      revenue7: "4300",
      revenue19: "4400",
      revenueSmallBusiness: "4185",
      receivable: "10000",
      bank: "1800",
      cash: "1600",
      stripe: "1460",
      other: "1460",
      voucher: "3304",
    });
    const set = loadConfig({
      DATEV_CHART: "SKR04",
      DATEV_CONSULTANT_NUMBER: "29098",
      DATEV_CLIENT_NUMBER: "55003",
      DATEV_ACCOUNT_RECEIVABLE: "1210",
      DATEV_ACCOUNT_BANK: "1810",
    }).datev;
    expect(set).toMatchObject({
      consultantNumber: 29098,
      clientNumber: 55003,
      placeholderNumbers: false,
      accounts: { revenue7: "4300", receivable: "1210", bank: "1810" },
    });
  });

  it("DATEV: a bad chart, number or account stops the start with a clear message", () => {
    expect(() => loadConfig({ DATEV_CHART: "SKR05" })).toThrow(/DATEV_CHART: expected SKR03 or SKR04/);
    expect(() => loadConfig({ DATEV_CONSULTANT_NUMBER: "12" })).toThrow(/DATEV_CONSULTANT_NUMBER: .*1001/);
    expect(() => loadConfig({ DATEV_CONSULTANT_NUMBER: "12a45" })).toThrow(/DATEV_CONSULTANT_NUMBER/);
    expect(() => loadConfig({ DATEV_CLIENT_NUMBER: "100000" })).toThrow(/DATEV_CLIENT_NUMBER/);
    // The small business's revenue account has a role of its own (#50 §5).
    expect(() => loadConfig({ DATEV_ACCOUNT_REVENUE_SMALL_BUSINESS: "8400" })).toThrow(/8400 is used twice/);
    expect(() => loadConfig({ SMALL_BUSINESS: "yes" })).toThrow(/SMALL_BUSINESS: expected on or off/);
    expect(() => loadConfig({ SMALL_BUSINESS_SINCE: "1.1.2027" })).toThrow(/SMALL_BUSINESS_SINCE/);
    expect(loadConfig({ SMALL_BUSINESS: "on", SMALL_BUSINESS_SINCE: "2027-01-01" }).shop.tax).toEqual({
      smallBusiness: true,
      since: "2027-01-01",
      taxNumber: "",
    });
    expect(() => loadConfig({ DATEV_ACCOUNT_REVENUE_19: "84000" })).toThrow(
      /DATEV_ACCOUNT_REVENUE_19: expected a four-digit/,
    );
    expect(() => loadConfig({ DATEV_ACCOUNT_RECEIVABLE: "100000" })).toThrow(/DATEV_ACCOUNT_RECEIVABLE/);
    expect(() => loadConfig({ DATEV_ACCOUNT_BANK: "8400" })).toThrow(/8400 is used twice/);
    // The vouchers' liability (#43 §3) is neither revenue nor money.
    expect(() => loadConfig({ DATEV_ACCOUNT_VOUCHER: "1200" })).toThrow(/1200 is used twice/);
    expect(loadConfig({ DATEV_ACCOUNT_VOUCHER: "1605" }).datev.accounts.voucher).toBe("1605");
    // The money accounts (#33, #50 §4): each settable, never a revenue or the receivable account; they
    // may share one (Stripe on the bank, if the adviser wants it so).
    const money = loadConfig({
      DATEV_ACCOUNT_STRIPE: "1361",
      DATEV_ACCOUNT_CASH: "1001",
      DATEV_ACCOUNT_OTHER: "1200",
    }).datev;
    expect(money.accounts).toMatchObject({ stripe: "1361", cash: "1001", other: "1200", bank: "1200" });
    expect(money.accountsSet).toMatchObject({ stripe: true, cash: true, other: true, bank: false });
    expect(() => loadConfig({ DATEV_ACCOUNT_STRIPE: "8400" })).toThrow(/8400 is used twice/);
    expect(() => loadConfig({ DATEV_ACCOUNT_CASH: "8300" })).toThrow(/8300 is used twice/);
    expect(() => loadConfig({ DATEV_ACCOUNT_CASH: "10000" })).toThrow(
      /DATEV_ACCOUNT_CASH: expected a four-digit/,
    );
  });

  it("Stripe (#33): off without a key; with one, the signing secret is required and the methods are read", () => {
    expect(loadConfig({}).stripe).toBeNull();
    const key = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };
    expect(loadConfig(key).stripe).toEqual({
      secretKey: "sk_test_abc123",
      webhookSecret: "whsec_abc123",
      apiBase: null,
      testMode: true,
      methods: ["card", "paypal", "klarna", "sepa_debit"],
    });
    expect(
      loadConfig({
        ...key,
        STRIPE_PAYMENT_METHODS: " sepa_debit, card ,card",
        STRIPE_API_BASE: "http://127.0.0.1:4567",
      }).stripe,
    ).toMatchObject({
      methods: ["sepa_debit", "card"],
      apiBase: { host: "127.0.0.1", port: 4567, protocol: "http" },
    });
    expect(loadConfig({ ...key, STRIPE_SECRET_KEY: "sk_live_abc" }).stripe?.testMode).toBe(false);
  });

  it("Stripe (#33): every half-made setting stops the start with a clear message", () => {
    const key = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: "whsec_abc123" })).toThrow(/need STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...key, STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY: expected a Stripe secret key/,
    );
    expect(() => loadConfig({ ...key, STRIPE_WEBHOOK_SECRET: "abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET: expected/,
    );
    expect(() => loadConfig({ ...key, STRIPE_PAYMENT_METHODS: "card,bitcoin" })).toThrow(
      /STRIPE_PAYMENT_METHODS.*expected a comma-separated list of card, paypal, klarna, sepa_debit/,
    );
    expect(() => loadConfig({ ...key, STRIPE_PAYMENT_METHODS: " , " })).toThrow(/STRIPE_PAYMENT_METHODS/);
    expect(() => loadConfig({ ...key, CHECKOUT_PROVIDER: "shopify" })).toThrow(
      /CHECKOUT_PROVIDER=local only/,
    );
    expect(() =>
      loadConfig({
        ...key,
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        STRIPE_API_BASE: "http://127.0.0.1:1",
      }),
    ).toThrow(/STRIPE_API_BASE is for tests/);
  });

  it("STRIPE_PAYMENT_METHODS reaches the facts the legal texts are written from, as services.ts passes the config (#33)", () => {
    expect(shopFacts(loadConfig({})).onlinePayment).toBeNull();
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PAYMENT_METHODS: "card, sepa_debit",
    });
    expect(shopFacts(stripe).onlinePayment).toEqual({ methods: ["card", "sepa_debit"] });
  });
  it("DHL (#34): off without settings; the four credentials together turn labels on", () => {
    expect(loadConfig({}).dhl).toBeNull();
    expect(loadConfig({}).parcels).toEqual({ defaultWeightGrams: 2000 });
    const dhl = {
      DHL_API_KEY: "key-123",
      DHL_USER: "user-valid",
      DHL_PASSWORD: "SandboxPasswort2023!",
      DHL_BILLING_NUMBER: "33333333330101",
    };
    expect(loadConfig(dhl).dhl).toEqual({
      apiKey: "key-123",
      user: "user-valid",
      password: "SandboxPasswort2023!",
      billingNumber: "33333333330101",
      profile: "STANDARD_GRUPPENPROFIL",
      returnReceiverId: "deu",
      apiBase: "https://api-eu.dhl.com",
    });
    expect(
      loadConfig({
        ...dhl,
        DHL_API_BASE: "http://127.0.0.1:4568/",
        DHL_DEFAULT_WEIGHT_KG: "1.5",
      }),
    ).toMatchObject({ dhl: { apiBase: "http://127.0.0.1:4568" }, parcels: { defaultWeightGrams: 1500 } });
  });

  it("DHL (#34): a half-made or wrong setting stops the start with a clear line", () => {
    expect(() => loadConfig({ DHL_API_KEY: "key-123" })).toThrow(
      /DHL labels need DHL_API_KEY, DHL_USER, DHL_PASSWORD, DHL_BILLING_NUMBER together; missing: DHL_USER, DHL_PASSWORD, DHL_BILLING_NUMBER/,
    );
    const dhl = {
      DHL_API_KEY: "key-123",
      DHL_USER: "user-valid",
      DHL_PASSWORD: "pw",
      DHL_BILLING_NUMBER: "33333333330101",
    };
    // Digits 11 and 12 name the product: 53 is DHL Paket International, not V01PAK.
    expect(() => loadConfig({ ...dhl, DHL_BILLING_NUMBER: "33333333335301" })).toThrow(
      /Invalid setting DHL_BILLING_NUMBER: expected the 14-character billing number/,
    );
    expect(() => loadConfig({ ...dhl, DHL_DEFAULT_WEIGHT_KG: "40" })).toThrow(/DHL_DEFAULT_WEIGHT_KG/);
    expect(() => loadConfig({ DHL_API_BASE: "http://127.0.0.1:1" })).toThrow(
      /DHL_API_BASE needs DHL_API_KEY/,
    );
    expect(() =>
      loadConfig({
        ...dhl,
        NODE_ENV: "production",
        AUTH_SECRET: "x".repeat(32),
        DHL_API_BASE: "http://127.0.0.1:1",
      }),
    ).toThrow(/DHL_API_BASE is for tests/);
  });
});
