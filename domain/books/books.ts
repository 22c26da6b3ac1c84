import type { InvoiceKind } from "../contracts/account";
import { DOCUMENT_KIND_LABELS } from "../contracts/books-messages";
import { MONEY_METHOD_LABELS } from "../contracts/ledger-messages";
import { cashEffect, type MoneyMethod, type MoneyMovementKind } from "../orders/ledger";
import type { RateTotal, VatRate } from "../orders/vat";
import { type DatevAccounts, type DatevBooking, moneyAccount } from "./datev";

/**
 * The books of a period for the tax adviser (#27), pure: the documents (invoices, cancellation
 * invoices, credit notes) and money movements (payments, refunds, their reversals) the server read for
 * the period become
 * - a documents journal (one line per document and VAT rate),
 * - a payments journal (one line per movement, signed as the money moved),
 * - the DATEV bookings (domain/books/datev.ts writes them), and
 * - the period's totals per rate for the back office.
 * Nothing is computed twice: every figure is the documents' own per-rate amounts as issued.
 */

export interface BookDocument {
  kind: InvoiceKind;
  number: string;
  /** Issue day, YYYY-MM-DD (Berlin). */
  issuedOn: string;
  orderNumber: string;
  customerName: string;
  /**
   * Per VAT rate, signed as issued: invoice > 0, cancellation and credit < 0. A small business's
   * document (§ 19 UStG, #50 §5) has one entry at rate 0 (`SMALL_BUSINESS_RATE`): no VAT in it.
   */
  rates: readonly BookRate[];
  /** The invoice a cancellation or credit note refers to. */
  refersTo?: string | null;
  reason?: string | null;
}

/** The rate under which a small business's revenue is kept (§ 19 UStG): no VAT was charged. */
export const SMALL_BUSINESS_RATE = 0;
export type BookVatRate = VatRate | typeof SMALL_BUSINESS_RATE;
export type BookRate = Omit<RateTotal, "vatRate"> & { vatRate: BookVatRate };

/**
 * A document's amounts as the books keep them: per rate as issued, or — issued under the small-business
 * rule — its whole amount as one revenue without VAT (the goods' rates on it are no tax).
 */
export function bookRates(data: { rates: readonly RateTotal[]; smallBusiness?: boolean }): BookRate[] {
  if (!data.smallBusiness) return [...data.rates];
  const grossCents = data.rates.reduce((s, r) => s + r.grossCents, 0);
  return [{ vatRate: SMALL_BUSINESS_RATE, netCents: grossCents, vatCents: 0, grossCents }];
}

/** How the journals name a rate: "7 %", or „§ 19 UStG“ where none was charged. */
export const bookRateLabel = (rate: BookVatRate): string =>
  rate === SMALL_BUSINESS_RATE ? "keine USt (§ 19 UStG)" : `${rate} %`;

export interface BookMovement {
  id: string;
  kind: MoneyMovementKind;
  /** Positive. */
  amountCents: number;
  /** Set on a reversal: the entry it undoes. */
  reversesId: string | null;
  /** Value date, YYYY-MM-DD. */
  paidOn: string;
  method: MoneyMethod;
  reason: string | null;
  orderNumber: string;
  customerName: string;
  /** The order's invoice, when there is one: the open item the money settles (Belegfeld 1). */
  invoiceNumber: string | null;
  actor?: string | null;
}

export function movementLabel(m: Pick<BookMovement, "kind" | "reversesId">): string {
  const base = m.kind === "payment" ? "Zahlungseingang" : "Erstattung";
  return m.reversesId ? `Storno ${base}` : base;
}

/** Signed cents with a decimal comma, as German spreadsheets read them: -1234 → "-12,34". */
export const journalAmount = (cents: number): string =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, "0")}`;

/** "2026-10-05" → "05.10.2026". */
export const germanDate = (iso: string): string =>
  `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export interface Journal {
  header: string[];
  rows: string[][];
}

const byDateThenNumber =
  <T>(key: (t: T) => [string, string]) =>
  (a: T, b: T) => {
    const [ad, an] = key(a);
    const [bd, bn] = key(b);
    return ad === bd ? an.localeCompare(bn) : ad < bd ? -1 : 1;
  };

const sortedDocuments = (docs: readonly BookDocument[]) =>
  [...docs].sort(byDateThenNumber((d) => [d.issuedOn, d.number]));

const sortedMovements = (movements: readonly BookMovement[]) =>
  [...movements].sort(byDateThenNumber((m) => [m.paidOn, `${m.orderNumber} ${m.id}`]));

export function documentsJournal(docs: readonly BookDocument[]): Journal {
  return {
    header: [
      "Belegdatum",
      "Belegnummer",
      "Belegart",
      "Bezieht sich auf",
      "Bestellnummer",
      "Kunde",
      "USt-Satz",
      "Netto",
      "USt",
      "Brutto",
      "Grund",
    ],
    rows: sortedDocuments(docs).flatMap((d) =>
      d.rates.map((r) => [
        germanDate(d.issuedOn),
        d.number,
        DOCUMENT_KIND_LABELS[d.kind],
        d.refersTo ?? "",
        d.orderNumber,
        d.customerName,
        bookRateLabel(r.vatRate),
        journalAmount(r.netCents),
        journalAmount(r.vatCents),
        journalAmount(r.grossCents),
        d.reason ?? "",
      ]),
    ),
  };
}

export function paymentsJournal(movements: readonly BookMovement[]): Journal {
  return {
    header: [
      "Wertstellung",
      "Buchungsart",
      "Bestellnummer",
      "Rechnungsnummer",
      "Kunde",
      "Betrag",
      "Zahlweg",
      "Grund",
      "Erfasst von",
    ],
    rows: sortedMovements(movements).map((m) => [
      germanDate(m.paidOn),
      movementLabel(m),
      m.orderNumber,
      m.invoiceNumber ?? "",
      m.customerName,
      journalAmount(cashEffect(m)),
      MONEY_METHOD_LABELS[m.method],
      m.reason ?? "",
      m.actor ?? "",
    ]),
  };
}

export const revenueAccount = (accounts: DatevAccounts, rate: BookVatRate): string =>
  rate === SMALL_BUSINESS_RATE
    ? accounts.revenueSmallBusiness
    : rate === 7
      ? accounts.revenue7
      : accounts.revenue19;

/**
 * The DATEV bookings. A document: one booking per VAT rate, the customers' receivable (Konto) against
 * the rate's revenue account (Gegenkonto), gross, with the document's number as Belegfeld 1 — an
 * invoice on the debit side of the receivable (S), a cancellation or credit note on the credit side
 * (H). A payment: the account of its way (Konto: bank, till, Stripe's or the clearing account, see
 * `moneyAccount`) against the receivable, S (money in);
 * a refund H (money out); a reversal
 * the opposite of the entry it undoes. Amounts are positive; zero amounts are not booked.
 */
export function datevBookings(
  docs: readonly BookDocument[],
  movements: readonly BookMovement[],
  accounts: DatevAccounts,
  voucherSales: readonly VoucherSale[] = [],
): DatevBooking[] {
  const documents = sortedDocuments(docs).flatMap((d) =>
    d.rates
      .filter((r) => r.grossCents !== 0)
      .map(
        (r): DatevBooking => ({
          amountCents: Math.abs(r.grossCents),
          side: r.grossCents > 0 ? "S" : "H",
          account: accounts.receivable,
          contraAccount: revenueAccount(accounts, r.vatRate),
          date: d.issuedOn,
          documentNumber: d.number,
          text: `${DOCUMENT_KIND_LABELS[d.kind]} ${d.orderNumber} ${d.customerName}`,
        }),
      ),
  );
  const money = sortedMovements(movements).map((m): DatevBooking => {
    const effect = cashEffect(m);
    return {
      amountCents: Math.abs(effect),
      side: effect > 0 ? "S" : "H",
      account: moneyAccount(accounts, m.method),
      contraAccount: accounts.receivable,
      date: m.paidOn,
      documentNumber: m.invoiceNumber ?? m.orderNumber,
      text: `${movementLabel(m)} ${m.orderNumber} ${m.customerName}`,
    };
  });
  // Gift vouchers sold (#43 §3): Mehrzweck-Gutscheine, so no revenue and no VAT — the money on the account
  // of its way against the vouchers' liability: a transfer „Bank an Verbindlichkeiten aus Gutscheinen“,
  // one paid online as Stripe's order payments are, on Stripe's clearing account (Geldtransit; Stripe's
  // payout and fee are booked from there as for orders). Their redemption is a payment by voucher above
  // (Verbindlichkeiten aus Gutscheinen an Debitor), the revenue the invoice's.
  const sales = [...voucherSales]
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.number.localeCompare(b.number))
    .map(
      (s): DatevBooking => ({
        amountCents: s.amountCents,
        side: "S",
        account: moneyAccount(accounts, s.method ?? "transfer"),
        contraAccount: accounts.voucher,
        date: s.paidOn,
        documentNumber: s.number,
        text: `Gutscheinverkauf ${s.number} ${s.buyerName}`,
      }),
    );
  return [...documents, ...money, ...sales];
}

/**
 * A gift voucher paid in the period (#43 §3): by bank transfer, the day the merchant marked it paid, or
 * online, the day Stripe's webhook said it was paid.
 */
export interface VoucherSale {
  number: string;
  /** How its money came; a transfer when not said. */
  method?: Extract<MoneyMethod, "transfer" | "stripe">;
  /** YYYY-MM-DD (Berlin). */
  paidOn: string;
  amountCents: number;
  buyerName: string;
}

/**
 * What the bookings add up to per account, signed from the account's own point of view (debit +):
 * a booking S on Konto debits Konto and credits Gegenkonto. The test of the export: the revenue
 * accounts' credit equals the documents' gross per rate, the bank's debit the money's net movement.
 */
export function datevBalances(
  bookings: readonly Pick<DatevBooking, "amountCents" | "side" | "account" | "contraAccount">[],
) {
  const sums = new Map<string, number>();
  const add = (account: string, cents: number) => sums.set(account, (sums.get(account) ?? 0) + cents);
  for (const b of bookings) {
    const debit = b.side === "S" ? b.amountCents : -b.amountCents;
    add(b.account, debit);
    add(b.contraAccount, -debit);
  }
  return sums;
}

export interface Amounts {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface RateTotals {
  vatRate: BookVatRate;
  invoices: Amounts;
  cancellations: Amounts;
  credits: Amounts;
  /** All documents together: what the period's revenue is at this rate. */
  total: Amounts;
}

export interface PeriodTotals {
  rates: RateTotals[];
  total: Amounts;
  /** Payments received less their reversals. */
  paymentsCents: number;
  /** Refunds paid out less their reversals. */
  refundsCents: number;
  documents: number;
  movements: number;
}

const zero = (): Amounts => ({ netCents: 0, vatCents: 0, grossCents: 0 });
const addTo = (a: Amounts, r: Amounts) => {
  a.netCents += r.netCents;
  a.vatCents += r.vatCents;
  a.grossCents += r.grossCents;
};

/** The period's figures per VAT rate (ascending), signed as issued; money net of reversals. */
export function periodTotals(
  docs: readonly BookDocument[],
  movements: readonly BookMovement[],
): PeriodTotals {
  const byRate = new Map<BookVatRate, RateTotals>();
  const total = zero();
  for (const d of docs) {
    for (const r of d.rates) {
      let t = byRate.get(r.vatRate);
      if (!t) {
        t = { vatRate: r.vatRate, invoices: zero(), cancellations: zero(), credits: zero(), total: zero() };
        byRate.set(r.vatRate, t);
      }
      addTo(d.kind === "invoice" ? t.invoices : d.kind === "cancellation" ? t.cancellations : t.credits, r);
      addTo(t.total, r);
      addTo(total, r);
    }
  }
  const net = (kind: MoneyMovementKind) =>
    movements
      .filter((m) => m.kind === kind)
      .reduce((s, m) => s + (m.reversesId ? -m.amountCents : m.amountCents), 0);
  return {
    rates: [...byRate.values()].sort((a, b) => a.vatRate - b.vatRate),
    total,
    paymentsCents: net("payment"),
    refundsCents: net("refund"),
    documents: docs.length,
    movements: movements.length,
  };
}
