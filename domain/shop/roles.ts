/**
 * Who may do what in the back office (#17, #49 §3): roles by area, as Shopify's staff permissions and
 * Shopware's ACL roles give them. Every account is a customer; the shop's people have one of four roles.
 * This file is the one table (role × permission): every back-office loader and action asks it, the
 * navigation shows only what it allows, and server/admin/roles-walk.test.ts walks it route by route.
 */
export const ROLES = ["customer", "owner", "packing", "accounting", "service"] as const;
export type Role = (typeof ROLES)[number];

/** The roles the team page hands out (customer = no access). */
export const STAFF_ROLES = ["owner", "packing", "accounting", "service"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** Enter the back office: the overview and the frame. */
  "backoffice",
  /** The orders list and an order's page (read). */
  "orders.view",
  /** Confirm, ship, complete; parcels, DHL labels, packing slips, the DHL portal export. */
  "orders.fulfil",
  /** An order's delivery address before shipment. */
  "orders.address",
  /** Quantities and lines before shipment, and cancelling an order. */
  "orders.edit",
  /** The orders as CSV (amounts and addresses of every order). */
  "orders.export",
  /** Internal notes on an order. */
  "orders.note",
  /** An order's money: balance, payments, refunds, its invoices and credit notes. */
  "money.view",
  /** Record a payment received. */
  "money.pay",
  /** Refunds and credit notes (orders and withdrawals). */
  "money.refund",
  /** … of any amount; without it only up to the limit the owner sets, above it the owner approves. */
  "money.unlimited",
  /** Reverse a payment or refund. */
  "money.reverse",
  /** The books and the DATEV export. */
  "books",
  /** The customer list, a customer's page and notes. */
  "customers",
  /** Withdrawals: list, page, link, goods received, refuse, return labels. */
  "withdrawals",
  /** The catalogue: plants, images, CSV import and export. */
  "plants",
  /** Undelivered mails, sent again. */
  "mails",
  /** Refunds and credit notes above the limit: approve or decline. */
  "approvals",
  /** The team: who has which role. */
  "team",
  /** The shop's settings (and with them the refund limit). */
  "settings",
  /** Discount codes (#43 §2): the list with uses and revenue, new codes, deactivating one. */
  "discounts",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const O = true;
const _ = false;

/** The one table. Columns: owner, packing, accounting, service (a customer has none). */
// biome-ignore format: a table reads as a table
const TABLE: Record<Permission, [owner: boolean, packing: boolean, accounting: boolean, service: boolean]> = {
  backoffice:        [O, O, O, O],
  "orders.view":     [O, O, O, O],
  "orders.fulfil":   [O, O, _, _],
  "orders.address":  [O, O, _, O],
  "orders.edit":     [O, _, _, O],
  "orders.export":   [O, _, O, _],
  "orders.note":     [O, O, O, O],
  "money.view":      [O, _, O, O],
  "money.pay":       [O, _, O, _],
  "money.refund":    [O, _, O, O],
  "money.unlimited": [O, _, O, _],
  "money.reverse":   [O, _, O, _],
  books:             [O, _, O, _],
  customers:         [O, _, _, O],
  withdrawals:       [O, _, _, O],
  plants:            [O, _, _, O],
  mails:             [O, _, _, O],
  approvals:         [O, _, _, _],
  team:              [O, _, _, _],
  settings:          [O, _, _, _],
  discounts:         [O, _, _, O],
};

const COLUMN: Record<StaffRole, number> = { owner: 0, packing: 1, accounting: 2, service: 3 };

export const isStaffRole = (role: unknown): role is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(role);

export const can = (role: Role, permission: Permission): boolean =>
  isStaffRole(role) && TABLE[permission][COLUMN[role]] === true;

/** Everything `role` may do, in the table's order (the frame hands it to the pages). */
export const permissionsOf = (role: Role): Permission[] => PERMISSIONS.filter((p) => can(role, p));

export const ROLE_LABELS: Record<Role, string> = {
  customer: "Kundin/Kunde",
  owner: "Inhaberin/Inhaber",
  packing: "Packen & Versand",
  accounting: "Buchhaltung",
  service: "Kundenservice",
};

/** What each role is for, on the team page. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: "Alles, auch Team, Einstellungen und Freigaben.",
  packing:
    "Bestellungen versenden: Lieferscheine, DHL-Etiketten, Lieferadresse. Kein Geld, keine Bücher, keine Kundenliste.",
  accounting: "Bücher, DATEV, Rechnungen, Zahlungen und Erstattungen. Bestellungen nur lesen.",
  service:
    "Kundschaft, Widerrufe, Gutschriften und Erstattungen bis zum Limit; darüber gibt die Inhaberin/der Inhaber frei.",
};

/** The permissions in German, for the team page's table. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  backoffice: "Backoffice und Übersicht",
  "orders.view": "Bestellungen ansehen",
  "orders.fulfil": "Bestätigen, versenden, Etiketten, Lieferscheine, DHL-Export",
  "orders.address": "Lieferadresse ändern",
  "orders.edit": "Positionen ändern, stornieren",
  "orders.export": "Bestellungen als CSV",
  "orders.note": "Notizen zu Bestellungen",
  "money.view": "Zahlungen, Rechnungen und Gutschriften ansehen",
  "money.pay": "Zahlungen erfassen",
  "money.refund": "Erstatten und Gutschriften",
  "money.unlimited": "… ohne Limit",
  "money.reverse": "Buchungen stornieren",
  books: "Bücher und DATEV-Export",
  customers: "Kundschaft",
  withdrawals: "Widerrufe",
  plants: "Pflanzen und Katalog",
  mails: "Mails erneut senden",
  approvals: "Erstattungen über dem Limit freigeben",
  team: "Team und Rollen",
  settings: "Einstellungen",
  discounts: "Rabattcodes anlegen und deaktivieren",
};
