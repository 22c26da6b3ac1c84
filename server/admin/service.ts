import { DEFAULT_REMINDER_SETTINGS } from "../../domain/orders/reminders";
import { can, type Permission, type Role } from "../../domain/shop/roles";
import { DEFAULT_SERVICE_LIMIT_CENTS, shippingRates } from "../../domain/shop/settings";
import type { AuthService } from "../auth/service";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { InvoiceConfig } from "../invoices/issue";
import { createReminders } from "../invoices/reminders";
import type { InvoiceService } from "../invoices/service";
import type { Outbox } from "../mail/outbox";
import { createOrderEdits } from "../orders/commands/edit";
import { createOrderActions } from "../orders/commands/lifecycle";
import { createLedgerActions, type StripeRefunds } from "../orders/commands/money";
import type { OnlinePayments } from "../payments/online-payments";
import type { PublicChanges } from "../public-changes";
import type { Shipping } from "../shipping/labels";
import { stockJournalOf } from "../stock-journal";
import { createApprovals } from "./approvals";
import { auditOf } from "./audit";
import { createBulkOrders } from "./bulk";
import { customerDetail, customerKeyOf, listCustomers } from "./customers";
import type { ImageStore } from "./image-store";
import { inviteMember } from "./invite";
import { retryMail, undeliveredMails } from "./mails";
import { addNote, addOrderNote, notesOf } from "./notes";
import { orderInvoices } from "./order-invoices";
import { type AdminOrderQuery, listOrders, orderDetail, releaseHold } from "./orders";
import { exportOrdersCsv, type OrderExportQuery } from "./orders-export";
import { overview } from "./overview";
import { exportPlantCsv, importPlantCsv } from "./plant-import";
import { createPlantMatching } from "./plant-matching";
import { createPlantSizes } from "./plant-sizes";
import { createPlantAdmin } from "./plants";
import { type Actor, listTeam, roleOf, type StaffMember, setRole } from "./team";
import { createWithdrawalActions, isWithdrawalState, listWithdrawals, withdrawalDetail } from "./withdrawals";

/**
 * The back office's server side (#17). Every page and action asks `staffFor` first: a guest or a
 * customer gets null (the route answers 404, so the back office is not even shown to exist).
 */
export function createAdminService({
  db,
  auth,
  invoices,
  publicChanges,
  dataDir,
  invoiceConfig,
  checkoutConfig,
  images,
  refunds = null,
  payments = null,
  outbox,
  publicUrl,
  shipping,
}: {
  db: Db;
  auth: Pick<AuthService, "getUserId">;
  invoices: Pick<InvoiceService, "invoiceLink">;
  publicChanges: Pick<PublicChanges, "changed">;
  /** DATA_DIR: uploaded plant images live under its `uploads/` folder. */
  dataDir: string;
  /** Seller, bank and PAYMENT_TERM_DAYS of the invoice issued at "Versenden". */
  invoiceConfig: InvoiceConfig;
  /** The checkout's free-shipping threshold: an edited order's shipping follows it (#34). */
  checkoutConfig: Pick<Config, "freeShippingThresholdCents" | "shop">;
  /** Where uploaded plant images go; under DATA_DIR when not given. */
  images?: ImageStore;
  /** Refunds through Stripe for orders paid online (#33); null without Stripe. */
  refunds?: StripeRefunds | null;
  /** Online payment (#49): a cancelled order's open Stripe page is closed first; null without Stripe. */
  payments?: Pick<OnlinePayments, "closeBeforeCancel" | "afterCancel"> | null;
  /** The team invitation's mail (server/admin/invite.ts), written with the role. */
  outbox: Pick<Outbox, "enqueue">;
  /** Where the invitation's links point. */
  publicUrl: string;
  /** The packing table (#34): DHL labels, packing slips, the portal export (server/shipping/labels.ts). */
  shipping: Shipping;
}) {
  const orderActions = createOrderActions({
    db,
    invoices,
    publicChanges,
    invoiceConfig,
    parcels: shipping,
    payments,
  });
  const ledgerActions = createLedgerActions({ db, invoices, refunds, publicChanges });
  const withdrawalActions = createWithdrawalActions({ db, invoices, publicChanges, refunds });
  return {
    /** The signed-in member of staff, or null for guests and customers. */
    async staffFor(request: Request): Promise<StaffMember | null> {
      const id = await auth.getUserId(request);
      const member = id ? await roleOf(db, id) : null;
      return member && can(member.role, "backoffice") ? member : null;
    },
    can: (member: StaffMember, permission: Permission) => can(member.role, permission),
    overview: (now?: Date) => overview(db, { now }),
    orders: (query: AdminOrderQuery, now?: Date) => listOrders(db, query, now),
    exportOrders: (query: OrderExportQuery) => exportOrdersCsv(db, query),
    order: (number: string) => orderDetail(db, number, checkoutConfig.shop?.tax),
    /** Ships an order a bounced debit holds back anyway (#50 §6). */
    releaseHold: (actor: Actor, number: string, version: number) => releaseHold(db, actor, number, version),
    /** The order's invoices with VAT per rate and signed PDF links (server/admin/order-invoices.ts). */
    orderInvoices: (orderId: string) => orderInvoices(db, orderId, (n) => invoices.invoiceLink(n)),
    team: () => listTeam(db),
    setRole: (actor: Actor, email: string, role: Role) => setRole(db, actor, email, role),
    /** A new member, with or without an account yet, gets the role and the invitation mail (#34). */
    invite: (member: StaffMember, email: string, role: string) =>
      inviteMember({ db, outbox, publicUrl }, member, `${member.name} (${member.email})`, email, role),
    history: (type: string, id: string) => auditOf(db, type, id),
    /** A plant's stock changes with their reasons (#34), newest first. */
    stockJournal: (plantId: string) => stockJournalOf(db, plantId),
    /** Failed and waiting mails (server/admin/mails.ts); "Erneut senden" makes a failed one due again. */
    mails: (query: { page?: number }) => undeliveredMails(db, query),
    retryMail: (actor: Actor, id: string) => retryMail(db, actor, id),
    /** Bestätigen, Versenden, Zahlung erfassen, Abschließen, Stornieren (server/orders/commands/lifecycle.ts). */
    orderActions,
    /** Confirm, label and ship many orders at once from the list (#50 §5), each with its own outcome. */
    bulkOrders: createBulkOrders({ db, orderActions, shipping }),
    /** Internal notes on an order (#34): newest first, never shown to customers. */
    orderNotes: (orderId: string) => notesOf(db, "order", orderId),
    addOrderNote: (actor: Actor, number: string, text: string) => addOrderNote(db, actor, number, text),
    /** Editing an order before shipment (server/orders/commands/edit.ts): quantity, remove a line, address. */
    orderEdits: createOrderEdits({
      db,
      publicChanges,
      shipping: () => ({
        freeShippingThresholdCents: checkoutConfig.freeShippingThresholdCents,
        rates: checkoutConfig.shop ? shippingRates(checkoutConfig.shop) : undefined,
      }),
      tax: () => checkoutConfig.shop?.tax,
    }),
    /** Customers (server/admin/customers.ts): accounts and guest orders, one per email address. */
    customers: (query: { q?: string; page?: number }) => listCustomers(db, query),
    customer: (id: string) => {
      const key = customerKeyOf(id);
      return key ? customerDetail(db, key) : Promise.resolve(null);
    },
    /** A note on the customer with this page id; 404 for one that does not exist. */
    async addCustomerNote(actor: Actor, id: string, text: string) {
      const key = customerKeyOf(id);
      const known = key ? await customerDetail(db, key) : null;
      if (!key || !known)
        return { ok: false as const, status: 404 as const, error: "unknown_customer" as const };
      return addNote(db, actor, "customer", key, text);
    },
    /** DHL labels, return labels, packing slips and the portal's CSV (server/shipping/labels.ts). */
    shipping,
    /** Money after the sale (server/orders/commands/money.ts): payments, refunds, reversals, credit notes, parcels. */
    ledgerActions,
    /** „Zahlungserinnerung senden“ on an overdue invoice (#50 §5, server/invoices/reminders.ts). */
    reminders: createReminders({
      db,
      invoiceLink: (n) => invoices.invoiceLink(n),
      settings: () => checkoutConfig.shop?.reminders ?? DEFAULT_REMINDER_SETTINGS,
    }),
    /** Widerrufe (server/admin/withdrawals.ts): list, detail, link, goods received, refund. */
    withdrawals: (state?: string, page?: number) =>
      listWithdrawals(db, { state: isWithdrawalState(state) || state === "open" ? state : undefined, page }),
    withdrawal: (id: string) => withdrawalDetail(db, id),
    withdrawalActions,
    /** Refunds and credit notes above customer service's limit wait for the owner (#49 §3). */
    approvals: createApprovals({
      db,
      ledger: ledgerActions,
      withdrawals: withdrawalActions,
      limitCents: () => checkoutConfig.shop?.approvals?.serviceLimitCents ?? DEFAULT_SERVICE_LIMIT_CENTS,
    }),
    /** Plants: list, create, edit, images (server/admin/plants.ts). */
    plants: createPlantAdmin({ db, publicChanges, dataDir, images }),
    plantSizes: createPlantSizes({ db, publicChanges }),
    plantMatching: createPlantMatching({ db, publicChanges }),
    /** The plants as CSV and back (server/admin/plant-import.ts): dry run, per-line German errors. */
    plantCsv: {
      /** The uploaded file's bytes: UTF-8 or Windows-1252 text, or a German "not a CSV" report. */
      import: (actor: Actor, file: Uint8Array | string, options: { dryRun: boolean }) =>
        importPlantCsv(db, publicChanges, actor, file, options),
      export: () => exportPlantCsv(db),
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
export type { StaffMember };
