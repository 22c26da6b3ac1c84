import { isValidBic, isValidIban, normalizeIban } from "../orders/girocode";
import { parseEuroInput } from "../orders/money";
import type { ReminderSettings } from "../orders/reminders";
import { singleLineText } from "../text/text-schemas";
import { z } from "../text/zod";
import type { BusinessInfo } from "./brand";
import type { TaxSettings } from "./small-business";

/**
 * The shop's settings a merchant changes in the back office (#34, /admin/settings): business data, bank,
 * shipping prices and the free-shipping threshold, payment term, delivery days, the staff's address for
 * notifications and the mail signature. The environment (server/config.ts) gives the defaults; a group
 * saved in the back office replaces them. One rule per value: the field schemas below validate the
 * environment at start-up and the back-office forms alike.
 */

/** Marks a default of the imprint: it shows on the pages as a placeholder until the setting is made. */
export const PLACEHOLDER_MARK = "(Platzhalter)";
const withoutMark = (v: string) => v.replace(PLACEHOLDER_MARK, "").trim();

/**
 * A line of the imprint (name, street, register …): the one rule for a line people type (#29), printed
 * in every mail and on every invoice — so no line break, control or bidi character (#49 §4: a business
 * name with a line break went into the seller lines of every mail).
 */
export const businessText = singleLineText({ max: 300, printable: true });
/**
 * A line of the imprint that exists only for some businesses (register court and number, VAT ID): § 5 DDG
 * asks for them only where they exist (#50 §5), so "" is a value; the imprint and footers leave it out.
 */
export const optionalBusinessText = singleLineText({ max: 300, printable: true, required: false }).transform(
  (v) => v ?? "",
);
/** An IBAN, spaces allowed; a placeholder-marked example passes (its mark is not part of the number). */
export const ibanText = z
  .string()
  .trim()
  .refine((v) => isValidIban(withoutMark(v)), "not a valid IBAN (check digits wrong?)");
export const bicText = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase().replace(PLACEHOLDER_MARK.toUpperCase(), PLACEHOLDER_MARK))
  .refine((v) => isValidBic(withoutMark(v)), "not a valid BIC (8 or 11 characters)");
/**
 * A euro amount as a person writes it ("6,90", "6.90", "6", "1.299,50 €"), read as the money forms read
 * it (domain/money.ts parseEuroInput), in euros: at most 100.000 €. Empty, "0x10", "1e3" or "-5" are
 * no amount (#49 §4: `Number()` took them as 0, 16 and 1000).
 */
export const euroAmount = z.string().transform((v, ctx) => {
  const cents = parseEuroInput(v);
  if (cents === undefined) {
    ctx.addIssue({ code: "custom", message: "not a euro amount (e.g. 6,90)", input: v });
    return z.NEVER;
  }
  return cents / 100;
});
export const paymentTermDaysValue = z.coerce.number().int().min(1).max(365);
export const deliveryDaysValue = z.coerce.number().int().min(0).max(30);
/** Staff hear of a plant whose stock falls to this or below (the shop shows "nur noch 5" from LOW_STOCK_MAX). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
export const lowStockThresholdValue = z.coerce.number().int().min(0).max(10_000);
export const emailAddress = z.string().trim().toLowerCase().email().max(254);
/** A calendar day as a date input sends it (YYYY-MM-DD), or "" for none. */
export const optionalDay = z
  .string()
  .trim()
  .refine(
    (v) =>
      v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    "not a day (YYYY-MM-DD)",
  );
/** The small-business rule as a form's choice: "ja" | "nein" (a select), stored as a boolean. */
const yesNo = z.enum(["ja", "nein"]).transform((v) => v === "ja");

/** The groups, each a form of its own on /admin/settings. */
export const SETTINGS_GROUPS = [
  "business",
  "bank",
  "shipping",
  "payment",
  "delivery",
  "notifications",
  "mail",
  "approvals",
  "limits",
  "tax",
  "reminders",
  "giftWrap",
] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];
export const isSettingsGroup = (v: unknown): v is SettingsGroup =>
  (SETTINGS_GROUPS as readonly unknown[]).includes(v);

export interface ShopSettings {
  business: BusinessInfo;
  /** IBAN without spaces. */
  bank: { iban: string; bic: string; bankName: string };
  /** Rates by the cart's largest size class, free from the threshold (inclusive), in cents. */
  shipping: { smallCents: number; mediumCents: number; largeCents: number; freeFromCents: number };
  payment: { termDays: number };
  /** Delivery: this many working days after the dispatch day, inclusive range. */
  delivery: { fromDays: number; toDays: number };
  /** Staff notifications (#34): to this address, or the business address when empty. */
  notifications: { staffEmail: string; lowStockThreshold: number };
  /** Lines under every mail's sign-off ("" for none). */
  mail: { signature: string };
  /**
   * Customer service (#49 §3) refunds and issues credit notes up to this amount at once; above it the
   * owner approves. 0: every refund of customer service waits for the owner.
   */
  approvals: { serviceLimitCents: number };
  /**
   * Protections against one order taking the shop (#49 §4): a new customer's (no completed order yet)
   * order on invoice up to this total, in cents (0: new customers pay online).
   */
  limits: { firstInvoiceMaxCents: number };
  /** Small-business rule (§ 19 UStG, dated) and the Steuernummer (#50 §5): domain/shop/small-business.ts. */
  tax: TaxSettings;
  /** Payment reminders (#50 §5): automatic or by hand, and their days (domain/orders/reminders.ts). */
  reminders: ReminderSettings;
  /** „Als Geschenk verpacken“ (#43 §4, domain/orders/gift.ts): its price in cents, 0 for free. */
  giftWrap: { priceCents: number };
}

/** The limit until the owner sets one: a goodwill credit or a single plant's refund, not a whole order. */
export const DEFAULT_SERVICE_LIMIT_CENTS = 5000;

/** A first order on invoice up to 250 € unless the back office says otherwise (#49 §4). */
export const DEFAULT_FIRST_INVOICE_MAX_CENTS = 25_000;

export { DEFAULT_GIFT_WRAP_CENTS } from "../orders/gift";

const euroToCents = (eur: number) => Math.round(eur * 100);

/** Each group's form: its fields as the form posts them (strings) to the stored values. */
export const settingsGroupSchemas = {
  business: z
    .object({
      companyName: businessText,
      legalForm: businessText,
      representative: businessText,
      street: businessText,
      postalCode: businessText,
      city: businessText,
      country: businessText,
      email: emailAddress,
      phone: businessText,
      registerCourt: optionalBusinessText,
      registerNumber: optionalBusinessText,
      vatId: optionalBusinessText,
      contentResponsible: businessText,
    })
    .strict()
    // A register entry is court and number together; either alone names no entry.
    .superRefine((v, ctx) => {
      if (v.registerCourt && !v.registerNumber)
        ctx.addIssue({ code: "custom", path: ["registerNumber"], message: "register number missing" });
      if (v.registerNumber && !v.registerCourt)
        ctx.addIssue({ code: "custom", path: ["registerCourt"], message: "register court missing" });
    }),
  bank: z
    .object({ iban: ibanText.transform((v) => normalizeIban(v)), bic: bicText, bankName: businessText })
    .strict(),
  shipping: z
    .object({
      small: euroAmount,
      medium: euroAmount,
      large: euroAmount,
      freeFrom: euroAmount,
    })
    .strict()
    .transform((v) => ({
      smallCents: euroToCents(v.small),
      mediumCents: euroToCents(v.medium),
      largeCents: euroToCents(v.large),
      freeFromCents: euroToCents(v.freeFrom),
    })),
  payment: z.object({ termDays: paymentTermDaysValue }).strict(),
  delivery: z
    .object({ fromDays: deliveryDaysValue, toDays: deliveryDaysValue })
    .strict()
    .refine((v) => v.toDays >= v.fromDays, { path: ["toDays"], message: "toDays before fromDays" }),
  notifications: z
    .object({
      staffEmail: z.union([z.literal(""), emailAddress]),
      lowStockThreshold: lowStockThresholdValue,
    })
    .strict(),
  mail: z.object({ signature: z.string().trim().max(1000) }).strict(),
  approvals: z
    .object({ serviceLimit: euroAmount })
    .strict()
    .transform((v) => ({ serviceLimitCents: euroToCents(v.serviceLimit) })),
  limits: z
    .object({ firstInvoiceMax: euroAmount })
    .strict()
    .transform((v) => ({ firstInvoiceMaxCents: euroToCents(v.firstInvoiceMax) })),
  tax: z.object({ smallBusiness: yesNo, since: optionalDay, taxNumber: optionalBusinessText }).strict(),
  reminders: z
    .object({
      automatic: yesNo,
      graceDays: z.coerce.number().int().min(0).max(30),
      secondAfterDays: z.coerce.number().int().min(7).max(60),
    })
    .strict(),
  giftWrap: z
    .object({ price: euroAmount.refine((eur) => eur <= 100, "at most 100 €") })
    .strict()
    .transform((v) => ({ priceCents: euroToCents(v.price) })),
} satisfies Record<SettingsGroup, z.ZodType>;

/** What a group's form shows: the stored values as strings, euros with a comma. */
export function groupFormValues(settings: ShopSettings, group: SettingsGroup): Record<string, string> {
  const euro = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
  switch (group) {
    case "business":
      return { ...settings.business };
    case "bank":
      return { ...settings.bank };
    case "shipping": {
      const s = settings.shipping;
      return {
        small: euro(s.smallCents),
        medium: euro(s.mediumCents),
        large: euro(s.largeCents),
        freeFrom: euro(s.freeFromCents),
      };
    }
    case "payment":
      return { termDays: String(settings.payment.termDays) };
    case "delivery":
      return { fromDays: String(settings.delivery.fromDays), toDays: String(settings.delivery.toDays) };
    case "notifications":
      return {
        staffEmail: settings.notifications.staffEmail,
        lowStockThreshold: String(settings.notifications.lowStockThreshold),
      };
    case "mail":
      return { signature: settings.mail.signature };
    case "approvals":
      return { serviceLimit: euro(settings.approvals.serviceLimitCents) };
    case "limits":
      return { firstInvoiceMax: euro(settings.limits.firstInvoiceMaxCents) };
    case "tax":
      return {
        smallBusiness: settings.tax.smallBusiness ? "ja" : "nein",
        since: settings.tax.since,
        taxNumber: settings.tax.taxNumber,
      };
    case "reminders":
      return {
        automatic: settings.reminders.automatic ? "ja" : "nein",
        graceDays: String(settings.reminders.graceDays),
        secondAfterDays: String(settings.reminders.secondAfterDays),
      };
    case "giftWrap":
      return { price: euro(settings.giftWrap.priceCents) };
  }
}

export type GroupParse = { ok: true; value: ShopSettings[SettingsGroup] } | { ok: false; field: string };

/** A group's form, parsed with the one rule per value; the first field that fails is named. */
export function parseSettingsGroup(group: SettingsGroup, form: Record<string, unknown>): GroupParse {
  const parsed = settingsGroupSchemas[group].safeParse(form);
  if (parsed.success) return { ok: true, value: parsed.data as ShopSettings[SettingsGroup] };
  const issue = parsed.error.issues[0]!;
  const field = issue.code === "unrecognized_keys" ? String(issue.keys[0]) : String(issue.path[0] ?? "");
  return { ok: false, field };
}

/**
 * The stored groups over the defaults. A stored group that no longer parses (written by an older
 * version) is ignored: the defaults hold for it, never a half-valid group.
 */
export function effectiveSettings(
  defaults: ShopSettings,
  stored: Partial<Record<string, unknown>>,
): ShopSettings {
  const out: ShopSettings = structuredClone(defaults);
  for (const group of SETTINGS_GROUPS) {
    const value = stored[group];
    if (value && typeof value === "object") {
      const valid = storedGroupSchemas[group].safeParse(value);
      if (valid.success) (out as unknown as Record<string, unknown>)[group] = valid.data;
    }
  }
  return out;
}

/** The stored (already parsed) shape of each group, checked again when read back. */
const storedGroupSchemas = {
  business: settingsGroupSchemas.business,
  bank: z.object({ iban: ibanText, bic: bicText, bankName: businessText }).strict(),
  shipping: z
    .object({
      smallCents: z.number().int().min(0),
      mediumCents: z.number().int().min(0),
      largeCents: z.number().int().min(0),
      freeFromCents: z.number().int().min(0),
    })
    .strict(),
  payment: settingsGroupSchemas.payment,
  delivery: settingsGroupSchemas.delivery,
  notifications: settingsGroupSchemas.notifications,
  mail: settingsGroupSchemas.mail,
  approvals: z.object({ serviceLimitCents: z.number().int().min(0) }).strict(),
  limits: z.object({ firstInvoiceMaxCents: z.number().int().min(0).max(10_000_000) }).strict(),
  tax: z.object({ smallBusiness: z.boolean(), since: optionalDay, taxNumber: z.string().max(300) }).strict(),
  reminders: z
    .object({
      automatic: z.boolean(),
      graceDays: z.number().int().min(0).max(30),
      secondAfterDays: z.number().int().min(7).max(60),
    })
    .strict(),
  giftWrap: z.object({ priceCents: z.number().int().min(0).max(10_000) }).strict(),
} satisfies Record<SettingsGroup, z.ZodType>;

/** The fields of a group that differ, as old → new (the audit log's entry). */
export function settingsDiff<T extends object>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } | null {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (before[key] !== after[key]) {
      b[key] = before[key];
      a[key] = after[key];
    }
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/** Where staff notifications go: the configured address, else the business address. */
export const staffAddress = (s: ShopSettings): string => s.notifications.staffEmail || s.business.email;

/** The rate table as the shipping rules take it. */
export const shippingRates = (s: ShopSettings) => ({
  small: s.shipping.smallCents,
  medium: s.shipping.mediumCents,
  large: s.shipping.largeCents,
});
