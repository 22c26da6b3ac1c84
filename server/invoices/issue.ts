import { and, eq, sql } from "drizzle-orm";
import type { InvoiceKind } from "../../domain/contracts/account";
import { type CalendarDay, shopClock } from "../../domain/orders/delivery";
import type { CreditNoteFacts } from "../../domain/orders/document-case";
import { invoiceLineName } from "../../domain/orders/order";
import { dueDate, paymentTerm } from "../../domain/orders/payment-term";
import type { ReturnCredit } from "../../domain/orders/returns";
import {
  computeVat,
  computeVatWithShipping,
  type DiscountShare,
  type RateTotal,
  type ShippingShare,
  type VatBreakdown,
  type VatRate,
  withoutVat,
} from "../../domain/orders/vat";
import { smallBusinessOn, type TaxSettings } from "../../domain/shop/small-business";
import type { Config } from "../config";
import type { Tx } from "../db/client";
import { invoiceCounters, invoices, type OrderItemRow, type OrderRow } from "../db/schema";
import { discountByRate, type OrderDiscountLine, orderDiscounts } from "../discounts/redemptions";

/**
 * Whom the invoice is addressed to: the buyer's billing address where the order has one (#43 §4: a gift,
 * a Packstation), else the delivery address. The packing slip and the label keep the delivery address.
 */
export function buyerOf(order: OrderRow): InvoiceData["buyer"] {
  const a = order.billingAddress ?? order;
  return {
    name: `${a.firstName} ${a.lastName}`.trim(),
    address: a.address,
    addressAddition: a.addressAddition,
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
  };
}

/** A calendar day as stored in a date column: "2026-11-25". */
export const dayIso = (day: CalendarDay): string => day.toISOString().slice(0, 10);

export type { InvoiceKind };

/** Each kind is its own gapless series per year: RE-2026-000001, ST-2026-000001, RK-2026-000001. */
export const INVOICE_PREFIX: Record<InvoiceKind, string> = {
  invoice: "RE",
  cancellation: "ST",
  credit: "RK",
};
export const INVOICE_NUMBER_PATTERN = /^(RE|ST|RK)-\d{4}-\d{6,9}$/;

export const formatInvoiceNumber = (kind: InvoiceKind, year: number, n: number) =>
  `${INVOICE_PREFIX[kind]}-${year}-${String(n).padStart(6, "0")}`;

export interface InvoiceLine {
  name: string;
  plantId: string | null;
  quantity: number;
  vatRate: VatRate;
  unitGrossCents: number;
  unitNetCents: number;
  lineNetCents: number;
  lineGrossCents: number;
  /** On a credit note for returned goods (#50 §2): the index of the invoice line that came back. */
  returnOf?: number;
  /**
   * The line's share of the order's discount (#43 §2, order_items.discount_cents): a return of this line
   * credits only what was paid for it. Absent: none.
   */
  discountCents?: number;
}

/**
 * Everything the PDF shows, frozen when the invoice is issued (§ 14 Abs. 4 UStG): a later change of
 * the BUSINESS_* settings, a price or the customer's address never alters an issued invoice.
 */
export interface InvoiceData {
  /**
   * 1: issued with the order (before #27): invoice date = order day, delivery date = the announced
   * dispatch day, printed "voraussichtlicher Versandtag". 2: issued at shipping (#27): invoice date =
   * delivery date = the shipping day, and `payment.terms` holds the term's sentence as printed.
   */
  version: 1 | 2;
  kind: InvoiceKind;
  number: string;
  /** YYYY-MM-DD, shop time (Europe/Berlin). */
  invoiceDate: string;
  /**
   * YYYY-MM-DD: the day the parcel leaves us, which is when a shipped supply takes place (§ 3 Abs. 6
   * UStG). Version 2: the shipping day itself. Version 1 (issued with the order): the announced
   * dispatch day (domain/orders/delivery.ts), hence "voraussichtlich" on its PDF.
   */
  deliveryDate: string;
  orderNumber: string;
  orderDate: string;
  /** A cancellation invoice names the invoice it cancels; a correction (credit) the one it corrects. */
  cancels: { number: string; invoiceDate: string } | null;
  seller: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
    vatId: string;
    email: string;
    phone: string;
    representative: string;
    registerCourt: string;
    registerNumber: string;
    /** The Steuernummer (§ 14 Abs. 4 Nr. 2 UStG); absent on documents issued before #50 §5. */
    taxNumber?: string;
  };
  buyer: {
    name: string;
    address: string;
    addressAddition: string | null;
    postalCode: string;
    city: string;
    country: string;
  };
  lines: InvoiceLine[];
  /** Shipping per VAT rate (it follows the main supply). */
  shipping: ShippingShare[];
  /**
   * „Als Geschenk verpacken“ per VAT rate (#43 §4), split as the shipping is (domain/orders/gift.ts).
   * Absent: none (and on every document issued before).
   */
  giftWrap?: ShippingShare[];
  /**
   * Discount codes (#43 §2): the reduction per VAT rate, positive amounts the PDF prints as negative
   * positions (§ 14 Abs. 4 Nr. 7 UStG); `rates` and `totals` are after it. Absent: none.
   */
  discounts?: DiscountShare[];
  /** The codes behind `discounts`, as the PDF names them. */
  discountCodes?: string[];
  rates: RateTotal[];
  totals: { netCents: number; vatCents: number; grossCents: number };
  /**
   * Null on a cancellation invoice: nothing is to be paid. `dueDate` = invoice date + `termDays`, what
   * the PDF prints and the overdue list uses; `terms` (version 2) the term's sentence as printed
   * (domain/orders/payment-term.ts), frozen with the rest.
   */
  payment: { termDays: number; dueDate: string; terms?: string } | null;
  /**
   * Paid online (#33): already paid when the invoice was written, or a debit on its way — then there is
   * nothing to transfer (`payment` is null) and the invoice says how it is settled. Absent: pay by transfer.
   */
  settled?: InvoiceSettlement | null;
  /**
   * Part of the total paid before the invoice was written (#50, an advance transfer): the invoice names
   * it and asks (term, GiroCode) only for the rest. Absent: nothing was paid.
   */
  prepaid?: Prepaid | null;
  /**
   * A Rechnungskorrektur's case (#50, domain/orders/document-case.ts), decided from the ledger when it
   * was issued: its intro, total and closing follow it. Absent on corrections issued before #50.
   */
  correction?: CreditNoteFacts | null;
  bank: { accountHolder: string; iban: string; bic: string; bankName: string; placeholder: boolean };
  /**
   * Issued under the small-business rule (§ 19 UStG, #50 §5, decided on the invoice date): no VAT in any
   * amount, the PDF prints the notice instead of rates. A cancellation or correction keeps its invoice's.
   */
  smallBusiness?: boolean;
  /**
   * On a cancellation invoice (#50): what had been paid and not refunded when it was written — the PDF
   * says it comes back, or that nothing is to be paid. Absent on cancellations issued before.
   */
  paidBeforeCents?: number;
}

/** The tax status (`shop.tax`) is optional: without it the shop charges VAT. */
export type InvoiceConfig = Pick<Config, "business" | "invoicing"> & {
  shop?: { tax: Pick<TaxSettings, "smallBusiness" | "since" | "taxNumber"> };
};

/** A document's VAT: none where its invoice was issued under the small-business rule. */
const vatOf = (original: Pick<InvoiceData, "smallBusiness">, vat: VatBreakdown): VatBreakdown =>
  original.smallBusiness ? withoutVat(vat) : vat;

/** How an invoice is settled without a transfer (#33); `method` as the customer knows it, in German. */
export type InvoiceSettlement =
  | {
      kind: "paid";
      paidOn: string;
      /** "Karte", "Überweisung"; "" when there is no name for it. */
      method: string;
      /**
       * Who took the money: "Stripe"; null when it came to the shop's account or till (#50). Absent
       * on invoices before #50, all of them paid through Stripe.
       */
      provider?: string | null;
    }
  | { kind: "debit"; method: string };

/**
 * The next number of a series, gapless: the counter row stays locked by `UPDATE … RETURNING` until
 * the surrounding transaction ends, so a parallel order waits, and a rollback gives the number back.
 */
export async function nextInvoiceNumber(tx: Tx, kind: InvoiceKind, year: number): Promise<string> {
  await tx.insert(invoiceCounters).values({ year, kind, last: 0 }).onConflictDoNothing();
  const [row] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(and(eq(invoiceCounters.year, year), eq(invoiceCounters.kind, kind)))
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error(`invoice counter ${year}/${kind} missing`);
  return formatInvoiceNumber(kind, year, row.last);
}

/**
 * The invoice's snapshot of an order, issued when the parcel leaves (`shippedAt`): invoice date and
 * delivery date are that day in shop time, the due date follows from it. VAT per rate from the gross
 * prices the customer paid.
 */
export function invoiceData(
  order: OrderRow,
  items: readonly OrderItemRow[],
  config: InvoiceConfig,
  number: string,
  shippedAt: Date,
  settled: InvoiceSettlement | null = null,
  prepaid: Prepaid | null = null,
  discounts: readonly OrderDiscountLine[] = [],
): InvoiceData {
  const sorted = [...items].sort(
    (a, b) => a.name.localeCompare(b.name, "de") || a.plantId.localeCompare(b.plantId),
  );
  // § 3 Abs. 6 UStG: a shipped supply takes place when transport begins; the invoice is written then.
  const invoiceDate = dayIso(shopClock(shippedAt).day);
  // Whether VAT is charged is the status on the day of the supply (a dated switch, #50 §5).
  const smallBusiness = config.shop ? smallBusinessOn(config.shop.tax, invoiceDate) : false;
  const vat = vatOf(
    { smallBusiness },
    computeVat(
      sorted.map((i) => ({ quantity: i.quantity, unitGrossCents: i.priceCents, vatRate: i.vatRate })),
      order.shippingCents,
      discountByRate(discounts),
      order.giftWrapCents,
    ),
  );
  if (vat.totals.grossCents !== order.totalCents) throw new Error("invoice total differs from the order");
  const b = config.business;
  const { invoicing } = config;
  return {
    version: 2,
    kind: "invoice",
    number,
    invoiceDate,
    deliveryDate: invoiceDate,
    orderNumber: order.number,
    orderDate: dayIso(shopClock(order.createdAt).day),
    cancels: null,
    seller: {
      name: b.companyName,
      street: b.street,
      postalCode: b.postalCode,
      city: b.city,
      country: b.country,
      vatId: b.vatId,
      email: b.email,
      phone: b.phone,
      representative: b.representative,
      registerCourt: b.registerCourt,
      registerNumber: b.registerNumber,
      ...(config.shop?.tax.taxNumber && { taxNumber: config.shop.tax.taxNumber }),
    },
    buyer: buyerOf(order),
    lines: sorted.map((item, k) => {
      const line = vat.lines[k]!;
      return {
        name: invoiceLineName(item, order.locale),
        plantId: item.plantId,
        quantity: line.quantity,
        vatRate: line.vatRate,
        unitGrossCents: line.unitGrossCents,
        unitNetCents: line.unitNetCents,
        lineNetCents: line.lineNetCents,
        lineGrossCents: line.lineGrossCents,
        ...(item.discountCents > 0 && { discountCents: item.discountCents }),
      };
    }),
    shipping: vat.shipping,
    ...(vat.giftWrap.length > 0 && { giftWrap: vat.giftWrap }),
    ...(vat.discounts.length > 0 && {
      discounts: vat.discounts,
      discountCodes: discounts.map((d) => d.code),
    }),
    rates: vat.rates,
    totals: vat.totals,
    payment: settled
      ? null
      : {
          termDays: invoicing.paymentTermDays,
          dueDate: dueDate(invoiceDate, invoicing.paymentTermDays),
          // The invoice is German (only the mails around it follow the customer's language).
          terms: paymentTerm("de", invoicing.paymentTermDays),
        },
    ...(settled && { settled }),
    ...(!settled && prepaid && prepaid.paidCents > 0 && { prepaid }),
    bank: {
      accountHolder: b.companyName,
      iban: invoicing.iban,
      bic: invoicing.bic,
      bankName: invoicing.bankName,
      placeholder: invoicing.placeholder,
    },
    ...(smallBusiness && { smallBusiness: true }),
  };
}

/** An issued document: its row id, number and frozen snapshot. */
export interface IssuedDocument {
  invoiceId: string;
  number: string;
  data: InvoiceData;
}

/**
 * The next number of the document's series for the year of `issuedAt` (shop time), inside the issuing
 * transaction: if that rolls back, the number is given back (gapless).
 */
const numberFor = (tx: Tx, kind: InvoiceKind, issuedAt: Date) =>
  nextInvoiceNumber(tx, kind, shopClock(issuedAt).day.getUTCFullYear());

/** Stores a document as its snapshot says; `row` adds what the snapshot does not hold. */
async function store(
  tx: Tx,
  data: InvoiceData,
  row: { orderId: string; issuedAt: Date; deliveryDate: string } & Partial<
    Pick<typeof invoices.$inferInsert, "cancelsInvoiceId" | "reason" | "withdrawalId" | "actor">
  >,
): Promise<IssuedDocument> {
  const [stored] = await tx
    .insert(invoices)
    .values({ number: data.number, kind: data.kind, totalCents: data.totals.grossCents, data, ...row })
    .returning({ id: invoices.id });
  return { invoiceId: stored!.id, number: data.number, data };
}

/**
 * Issues the invoice of an order as its parcel leaves, inside the shipping transaction (server/admin/
 * order-actions.ts `ship`): if the shipment rolls back, so do the invoice and its number (gapless).
 * The number's year is the shipping day's.
 */
export async function issueInvoice(
  tx: Tx,
  {
    order,
    items,
    config,
    shippedAt,
    settled = null,
    prepaid = null,
  }: {
    order: OrderRow;
    items: readonly OrderItemRow[];
    config: InvoiceConfig;
    shippedAt: Date;
    /** Paid (online, or in advance by transfer) or by a debit on its way (server/payments/settlement.ts). */
    settled?: InvoiceSettlement | null;
    /** Paid in part before shipping (#50). */
    prepaid?: Prepaid | null;
  },
): Promise<IssuedDocument> {
  const number = await numberFor(tx, "invoice", shippedAt);
  const discounts = await orderDiscounts(tx, order.id);
  const data = invoiceData(order, items, config, number, shippedAt, settled, prepaid, discounts);
  return store(tx, data, { orderId: order.id, issuedAt: shippedAt, deliveryDate: data.deliveryDate });
}

/**
 * Issues the Stornorechnung of an order's invoice inside the cancelling transaction (server/orders/
 * cancel.ts), dated the cancellation day. A unique index allows one per invoice.
 */
export async function issueCancellation(
  tx: Tx,
  {
    orderId,
    original,
    cancelledAt,
    paidCents,
  }: {
    orderId: string;
    original: { id: string; deliveryDate: string; data: InvoiceData };
    cancelledAt: Date;
    /** What the customer has paid and not yet got back: the document says it comes back, or that nothing is owed. */
    paidCents?: number;
  },
): Promise<IssuedDocument> {
  const number = await numberFor(tx, "cancellation", cancelledAt);
  const data = {
    ...cancellationData(original.data, number, dayIso(shopClock(cancelledAt).day)),
    ...(paidCents !== undefined && { paidBeforeCents: Math.max(0, paidCents) }),
  };
  return store(tx, data, {
    orderId,
    cancelsInvoiceId: original.id,
    issuedAt: cancelledAt,
    deliveryDate: original.deliveryDate,
  });
}

/**
 * Issues a credit note (Rechnungskorrektur) against the order's invoice, inside the ledger's
 * transaction (server/orders/commands/money.ts `issueCredit`): `parts` the gross per VAT rate it takes back,
 * `lineText` its lines' text, `reason`, `actor` and `withdrawalId` kept on the row for the books.
 */
export async function issueCreditNote(
  tx: Tx,
  input: {
    orderId: string;
    original: InvoiceData;
    /** What the correction is and what follows for the money (#50). */
    facts: CreditNoteFacts;
    reason: string;
    withdrawalId: string | null;
    actor: string;
    issuedAt: Date;
  } & (
    | { parts: readonly { vatRate: VatRate; grossCents: number }[]; lineText: string }
    | {
        returned: Pick<ReturnCredit, "lines" | "shipping" | "discounts"> &
          Partial<Pick<ReturnCredit, "giftWrap">>;
      }
  ),
): Promise<IssuedDocument> {
  const { original, issuedAt } = input;
  const number = await numberFor(tx, "credit", issuedAt);
  const day = dayIso(shopClock(issuedAt).day);
  const data =
    "returned" in input
      ? returnNoteData(original, number, day, input.returned, input.facts)
      : creditNoteData(original, number, day, input.parts, input.lineText, input.facts);
  return store(tx, data, {
    orderId: input.orderId,
    issuedAt,
    deliveryDate: original.deliveryDate,
    reason: input.reason,
    withdrawalId: input.withdrawalId,
    actor: input.actor,
  });
}

/**
 * The cancellation invoice's snapshot: the original with every amount negated, naming it. How the
 * original was paid is not repeated (#50): this document is paid by nobody.
 */
export function cancellationData(original: InvoiceData, number: string, invoiceDate: string): InvoiceData {
  const neg = (n: number) => (n === 0 ? 0 : -n);
  const { settled: _settled, prepaid: _prepaid, correction: _correction, ...rest } = original;
  return {
    ...rest,
    kind: "cancellation",
    number,
    invoiceDate,
    cancels: { number: original.number, invoiceDate: original.invoiceDate },
    lines: original.lines.map((l) => ({
      ...l,
      quantity: -l.quantity,
      lineNetCents: neg(l.lineNetCents),
      lineGrossCents: neg(l.lineGrossCents),
    })),
    shipping: original.shipping.map((s) => ({
      ...s,
      grossCents: neg(s.grossCents),
      netCents: neg(s.netCents),
    })),
    ...(original.giftWrap && {
      giftWrap: original.giftWrap.map((s) => ({
        ...s,
        grossCents: neg(s.grossCents),
        netCents: neg(s.netCents),
      })),
    }),
    ...(original.discounts && {
      discounts: original.discounts.map((d) => ({
        ...d,
        grossCents: neg(d.grossCents),
        netCents: neg(d.netCents),
      })),
    }),
    rates: original.rates.map((r) => ({
      ...r,
      netCents: neg(r.netCents),
      vatCents: neg(r.vatCents),
      grossCents: neg(r.grossCents),
    })),
    totals: {
      netCents: neg(original.totals.netCents),
      vatCents: neg(original.totals.vatCents),
      grossCents: neg(original.totals.grossCents),
    },
    payment: null,
  };
}

/**
 * A credit note (Rechnungskorrektur, kind "credit", #27): it reduces the invoice it names by a gross
 * amount per VAT rate (domain/orders/ledger.ts `splitCredit`), one negative line per rate, each with the
 * reason as its text. Net and VAT per rate are computed as on the invoice, so net + VAT = gross.
 */
export function creditNoteData(
  original: InvoiceData,
  number: string,
  invoiceDate: string,
  parts: readonly { vatRate: VatRate; grossCents: number }[],
  lineText: string,
  facts: CreditNoteFacts | null = null,
): InvoiceData {
  const vat = vatOf(
    original,
    computeVat(
      parts.map((p) => ({ quantity: 1, unitGrossCents: p.grossCents, vatRate: p.vatRate })),
      0,
    ),
  );
  const positive: InvoiceData = {
    ...original,
    lines: vat.lines.map((l) => ({
      name: lineText,
      plantId: null,
      quantity: 1,
      vatRate: l.vatRate,
      unitGrossCents: l.unitGrossCents,
      unitNetCents: l.unitNetCents,
      lineNetCents: l.lineNetCents,
      lineGrossCents: l.lineGrossCents,
    })),
    shipping: [],
    giftWrap: undefined,
    discounts: undefined,
    discountCodes: undefined,
    rates: vat.rates,
    totals: vat.totals,
  };
  return asCreditNote(positive, number, invoiceDate, facts);
}

/** The positive positions of a credit note, negated as the document prints them, with its case's facts. */
const asCreditNote = (
  positive: InvoiceData,
  number: string,
  invoiceDate: string,
  facts: CreditNoteFacts | null,
): InvoiceData => ({
  ...cancellationData(positive, number, invoiceDate),
  kind: "credit",
  ...(facts && { correction: facts }),
});

/**
 * A credit note for goods that came back (#50 §2): one negative position per invoice line returned, with
 * its name, units and unit price as invoiced, and the invoice's own shipping shares when everything came
 * back (domain/orders/returns.ts `returnCredit`). `returnOf` names the invoice line, so a later return
 * knows what is left.
 */
export function returnNoteData(
  original: InvoiceData,
  number: string,
  invoiceDate: string,
  returned: Pick<ReturnCredit, "lines" | "shipping"> & Partial<Pick<ReturnCredit, "discounts" | "giftWrap">>,
  facts: CreditNoteFacts | null = null,
): InvoiceData {
  const vat = vatOf(
    original,
    computeVatWithShipping(
      returned.lines,
      returned.shipping,
      returned.discounts ?? [],
      returned.giftWrap ?? [],
    ),
  );
  const positive: InvoiceData = {
    ...original,
    lines: vat.lines.map((l, i) => ({
      ...l,
      name: returned.lines[i]!.name,
      plantId: returned.lines[i]!.plantId,
      returnOf: returned.lines[i]!.returnOf,
    })),
    shipping: vat.shipping,
    giftWrap: vat.giftWrap.length > 0 ? vat.giftWrap : undefined,
    // The returned goods' share of the invoice's discount comes off the credit (#43 §2).
    discounts: vat.discounts.length > 0 ? vat.discounts : undefined,
    discountCodes: vat.discounts.length > 0 ? original.discountCodes : undefined,
    rates: vat.rates,
    totals: vat.totals,
  };
  return asCreditNote(positive, number, invoiceDate, facts);
}

/**
 * Paid in part before the invoice (#50); `voucherCents`: how much of it gift vouchers paid (#43 §3), named
 * on the invoice as such — a payment, not a discount.
 */
export interface Prepaid {
  paidCents: number;
  paidOn: string;
  voucherCents?: number;
}
