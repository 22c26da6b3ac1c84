import { randomBytes } from "node:crypto";
import { type ShopFacts, sellerLines } from "../domain/shop/brand";
import { shopFacts } from "../domain/shop/shop-facts";
import type { Locale } from "../domain/text/i18n";
import { type AccountService, createAccountService } from "./account/service";
import { createS3ImageStore } from "./admin/image-store";
import { type AdminService, createAdminService } from "./admin/service";
import { type AuthService, createAuthService } from "./auth/service";
import { type BooksService, createBooksService } from "./books/service";
import { type ForgivingCatalog, forgivingSearch } from "./catalog/forgiving";
import { createLocalCatalog } from "./catalog/local";
import { localBestsellers, salesBackedBadges } from "./catalog/sales-badges";
import type { ShopifyCatalog } from "./catalog/shopify/provider";
import { createShopifyRegistry, type ShopifyRegistry } from "./catalog/shopify/registry";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createDiscountAdmin, type DiscountAdmin } from "./discounts/admin";
import { createDiscountPreview } from "./discounts/preview";
import { createFinderService, type FinderService } from "./finder/service";
import { createPageCache, type PageCache } from "./http/page-cache";
import { createRenderGate, type RenderGate } from "./http/render-gate";
import { createRequestLimits, type RequestLimits } from "./http/request-limits";
import { createInvoiceService, type InvoiceService } from "./invoices/service";
import { type DevMailbox, devMailbox } from "./mail/dev-mailbox";
import { legalAttachment } from "./mail/legal-pdf";
import { createOutbox, type Outbox } from "./mail/outbox";
import { RECIPIENT_WINDOW_SECONDS, recipientLimit } from "./mail/recipient-limit";
import { withdrawalConfirmationMail } from "./mail/templates/withdrawal-confirmation";
import { createStaffNotifier, type StaffNotifier } from "./notifications/staff";
import { type Checkout, createCheckout } from "./orders/checkout";
import { createOrderCancellation, type OrderCancellation } from "./orders/commands/cancel";
import { createOrderService, type OrderService } from "./orders/order-service";
import { abandonUnpaidOrder } from "./payments/abandon";
import { createOnlinePayments, type OnlinePayments } from "./payments/online-payments";
import { createStripeClient } from "./payments/stripe-client";
import { createPublicChanges, type PublicChanges } from "./public-changes";
import { createReviewService, type ReviewService } from "./reviews/service";
import { createSettingsService, type SettingsService } from "./settings/service";
import { createDhlClient } from "./shipping/dhl-client";
import { createShipping } from "./shipping/labels";
import { createSpotService, type SpotService } from "./spots/service";
import { buyVoucher, type VoucherBuyAnswer } from "./vouchers/buy";
import { type CodeLimit, createCodeLimit } from "./vouchers/code-limit";
import { createVoucherService, type VoucherService } from "./vouchers/service";
import { createVoucherCheckout, type VoucherCheckout } from "./vouchers/stripe-voucher";
import { voucherAttachment } from "./vouchers/voucher-pdf";
import { createWithdrawalService, type WithdrawalService } from "./withdrawal/service";

/** Everything a loader, action or API handler may use; handed to React Router as its load context. */
export interface Services {
  config: Config;
  /** The business facts the legal, support and mail texts are written from. */
  shopFacts: ShopFacts;
  database: Database;
  /** The shop's catalogue: the configured Shopify store, else the local database. */
  catalog: ForgivingCatalog;
  /** The configured Shopify store, if any. */
  shopify: ShopifyCatalog | null;
  /** Catalogues for credentials a shop owner entered in the browser (settings page). */
  shopifyStores: ShopifyRegistry;
  /** Placing, reading and cancelling orders (server/orders; cancel: server/orders/commands/cancel.ts). */
  orders: OrderService & OrderCancellation;
  /** Places orders from HTTP requests (API and checkout form): limits, session, body, answer. */
  checkout: Checkout;
  /** The back office's discount codes (#43 §2). */
  discounts: DiscountAdmin;
  /** Gift vouchers (#43 §3): bought at /gutschein, issued when paid, their balance. */
  vouchers: VoucherService;
  /** Vouchers paid online (#43 §3): their Stripe page; null where the shop takes no online payment. */
  voucherCheckout: VoucherCheckout | null;
  /** Buying a voucher from the page or the API: on invoice, or online on to Stripe's page (server/vouchers/buy.ts). */
  buyVoucher(input: unknown, locale: Locale): Promise<VoucherBuyAnswer>;
  /** Wrong discount and voucher codes per client (#43 §3): the pages ask it as the APIs do. */
  codeLimit: CodeLimit;
  /** The checkout's preview of discount codes (#43 §2). */
  discountPreview: ReturnType<typeof createDiscountPreview>;
  /** Online payment through Stripe Checkout (server/payments, #33); null: invoice payment only. */
  payments: OnlinePayments | null;
  withdrawals: WithdrawalService;
  /** Invoice PDFs and signed invoice links (server/invoices). */
  invoices: InvoiceService;
  finder: FinderService;
  auth: AuthService;
  /** The signed-in customer's orders, profile and saved plants. */
  account: AccountService;
  reviews: ReviewService;
  /** Spots kept from Blattwerk Scan by signed-in customers. */
  spots: SpotService;
  /** The back office: who is staff, the overview, the team and the audit log. */
  admin: AdminService;
  /** The books of a period for the tax adviser: journals, DATEV, PDFs (server/books; staff only). */
  books: BooksService;
  /** Services announce writes that change public pages here; the page cache listens. */
  publicChanges: PublicChanges;
  outbox: Outbox;
  /** Per-client-IP limits on placing orders and withdrawals, counted in the database. */
  requestLimits: RequestLimits;
  /** Anonymous pages that say they may be shared; null when PAGE_CACHE_MAX_ENTRIES=0. */
  pageCache: PageCache | null;
  /** Page renders one client may have in flight (#49 §4). */
  renderGate: RenderGate;
  /** The development mailbox, only while mails are not sent by SMTP and not in production. */
  mailbox: DevMailbox | null;
  /** The back office's settings (#34): the one reader, refreshed per request (server/settings). */
  settings: SettingsService;
  /** Mails to the staff (#34): new orders, withdrawals, low stock, failed mails, overdue invoices. */
  staff: StaffNotifier;
}

export interface ServiceOptions {
  /** main.ts passes AUTH_SECRET or the one kept under DATA_DIR; tests get a random one per process. */
  authSecret?: string;
  outbox?: Outbox;
}

export function createServices(config: Config, database: Database, options: ServiceOptions = {}): Services {
  const defaults = config.shopify ?? { apiVersion: "2026-10", timeoutMs: 5000, ttlMs: 60_000 };
  const shopifyStores = createShopifyRegistry(defaults, config.shopifyApiBaseUrl);
  const shopify = config.shopify
    ? shopifyStores.for(
        `${config.shopify.shop}.myshopify.com`,
        config.shopify.token,
        config.shopify.tokenKind,
      )
    : null;
  const publicChanges = createPublicChanges();
  // Either provider's search forgives umlauts, typos and everyday words (issue #32); „Bestseller" only
  // where the orders in our database back it (a checkout at Shopify records none here: no badge).
  const catalog = forgivingSearch(
    salesBackedBadges(
      shopify ?? createLocalCatalog(database.db),
      localBestsellers(database.db),
      publicChanges,
    ),
  );
  const facts = shopFacts(config);
  const settings = createSettingsService({
    db: database.db,
    config,
    facts,
    publicChanges,
    notifications: database.notifications,
  });
  const staff = createStaffNotifier({
    db: database.db,
    settings: settings.current,
    publicUrl: config.publicUrl,
  });
  const requestLimits = createRequestLimits(database.db, {
    ...config.requestLimits,
    "mail-recipient-client": {
      windowSeconds: RECIPIENT_WINDOW_SECONDS,
      max: config.mail.recipientLimitPerHour,
    },
    "mail-recipient": { windowSeconds: RECIPIENT_WINDOW_SECONDS, max: config.mail.recipientTotalPerHour },
    "sign-in-account": config.auth.accountLimit,
  });
  const mailLimit = recipientLimit(requestLimits);
  const shipping = createShipping({
    db: database.db,
    dhl: config.dhl ? createDhlClient(config.dhl) : null,
    business: config.business,
    defaultWeightGrams: config.parcels.defaultWeightGrams,
  });
  const outbox =
    options.outbox ??
    createOutbox({
      db: database.db,
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      replyTo: config.business.email,
      seller: sellerLines(config.business),
      // Read per delivery: a worker in a process without requests sees a change too (#34).
      frame: async () => {
        const current = await settings.refresh();
        return {
          replyTo: current.business.email,
          seller: sellerLines(current.business),
          signature: current.mail.signature,
        };
      },
      onFailed: (tx, mail) => staff.mailFailed(tx, mail),
      dataDir: config.auth.dataDir,
      deliver: config.mail.worker,
      pollMs: config.mail.pollMs,
      maxAttempts: config.mail.maxAttempts,
      retention: config.mail.retention,
      attachments: {
        legal: legalAttachment(facts),
        // Drawn at delivery, when `invoices` below exists; an unknown id fails the attempt (retried).
        invoice: async ({ invoiceId }) => {
          const pdf = await invoices.attachment(invoiceId);
          if (!pdf) throw new Error(`invoice ${invoiceId} not found`);
          return pdf;
        },
        girocode: async ({ invoiceId, amountCents }) => {
          const png = await invoices.girocode(invoiceId, amountCents);
          if (!png) throw new Error(`no GiroCode for invoice ${invoiceId}`);
          return png;
        },
        // The gift voucher itself (#43 §3), drawn from its row at delivery.
        voucher: voucherAttachment(database.db, config.publicUrl),
        "shipping-label": async ({ labelId }) => {
          const pdf = await shipping.labelPdf(labelId);
          if (!pdf) throw new Error(`shipping label ${labelId} not found`);
          return pdf;
        },
      },
    });
  const secret = options.authSecret ?? config.auth.secret ?? randomBytes(32).toString("base64url");
  const pageCache =
    config.pageCacheMaxEntries > 0 ? createPageCache({ maxEntries: config.pageCacheMaxEntries }) : null;
  if (pageCache) publicChanges.subscribe(() => pageCache.clear());
  const renderGate = createRenderGate(config.renderLimit);
  const invoices = createInvoiceService({ db: database.db, config, secret });
  const stripe = config.stripe ? createStripeClient(config.stripe) : null;
  // Gift vouchers bought online (#43 §3): their sessions' events come through the payments' webhook.
  const voucherCheckout =
    stripe && config.stripe
      ? createVoucherCheckout({
          db: database.db,
          stripe,
          stripeConfig: config.stripe,
          publicUrl: config.publicUrl,
        })
      : null;
  const vouchers = createVoucherService({ db: database.db, publicUrl: config.publicUrl });
  const payments = config.stripe
    ? createOnlinePayments({
        db: database.db,
        stripe: stripe!,
        stripeConfig: config.stripe,
        voucherSessions: voucherCheckout ?? undefined,
        config,
        catalog,
        abandonOrder: (orderId) => abandonUnpaidOrder(orders, orderId),
        staff,
        secret,
      })
    : null;
  const orders = {
    ...createOrderService({ db: database.db, catalog, config, publicChanges, staff }),
    ...createOrderCancellation({ db: database.db, invoiceLink: invoices.invoiceLink, publicChanges }),
  };
  const auth = createAuthService({
    config,
    db: database.db,
    outbox,
    secret,
    publicChanges,
    limits: requestLimits,
  });
  const account = createAccountService(database.db, publicChanges);
  return {
    config,
    shopFacts: facts,
    database,
    catalog,
    shopify,
    shopifyStores,
    orders,
    checkout: createCheckout({ orders, requestLimits, auth, payments }),
    discountPreview: createDiscountPreview({ db: database.db, catalog, config }),
    vouchers,
    voucherCheckout,
    buyVoucher: (input, locale) => buyVoucher({ vouchers, voucherCheckout }, input, locale),
    codeLimit: createCodeLimit(requestLimits),
    discounts: createDiscountAdmin(database.db),
    payments,
    withdrawals: createWithdrawalService(database.db, {
      sendConfirmation: async (receipt, locale, kind, requester) => {
        const verdict = await mailLimit(receipt.email, "withdrawal", requester);
        if (!verdict.ok) {
          // The page says so; the log too, without the address.
          console.warn("[mail] withdrawal-confirmation held back: its recipient had too many this hour");
          return "held";
        }
        return (await outbox.send(withdrawalConfirmationMail(receipt, locale, kind))) ? "queued" : "none";
      },
      publicChanges,
      secret,
      publicUrl: config.publicUrl,
      notifyStaff: (tx, w) => staff.withdrawal(tx, w),
    }),
    invoices,
    finder: createFinderService(catalog),
    auth,
    account,
    spots: createSpotService(database.db, { catalog, account }),
    admin: createAdminService({
      db: database.db,
      auth,
      invoices,
      publicChanges,
      dataDir: config.auth.dataDir,
      invoiceConfig: config,
      checkoutConfig: config,
      images: config.imageStore ? createS3ImageStore(config.imageStore) : undefined,
      refunds: payments?.refunds ?? null,
      payments,
      outbox,
      publicUrl: config.publicUrl,
      shipping,
    }),
    books: createBooksService({ db: database.db, config }),
    reviews: createReviewService(database.db, publicChanges),
    publicChanges,
    outbox,
    requestLimits,
    pageCache,
    renderGate,
    mailbox: outbox.kind === "dev-mailbox" && !config.production ? devMailbox(config.auth.dataDir) : null,
    settings,
    staff,
  };
}
