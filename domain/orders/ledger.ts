import type { InvoiceKind } from "../contracts/account";
import { apportion, type VatRate } from "./vat";

/**
 * The ledger of an order (#27), pure: every money figure the shop states is derived here from two
 * append-only lists, never stored on its own.
 *
 * - Documents (server: table `invoices`): the invoice (+), the cancellation invoice (−) and credit
 *   notes / Rechnungskorrekturen (−), each with its signed gross total.
 * - Money movements (table `order_payments`): payments received and refunds paid out, always with a
 *   positive amount; a mistake is undone by a reversal, an entry of the same kind and amount that
 *   names the entry it reverses (GoBD: nothing is edited or deleted).
 *
 * What the customer owes is the documents' sum once the order is invoiced (at shipping); before that,
 * the order's total, and nothing once it is cancelled. Open = owed − paid + refunded: positive means
 * the customer still has to pay, negative means we hold money that is theirs (a refund is due).
 * The database view `order_balances` (migration 0013) computes the same figures in SQL for lists,
 * the overview and exports; server/ledger/balances.test.ts holds the two equal.
 */

export const MONEY_MOVEMENT_KINDS = ["payment", "refund"] as const;
export type MoneyMovementKind = (typeof MONEY_MOVEMENT_KINDS)[number];

/**
 * How money moved. Invoice payments come by bank transfer; online payments and their refunds through
 * Stripe (#33), booked from its events only; a gift voucher's part (#43 §3) when the order is placed, and
 * back (a refund) when it is cancelled (server/vouchers); the others are there for the odd case.
 */
export const MONEY_METHODS = ["transfer", "stripe", "cash", "other", "voucher"] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];
/**
 * A refund asked of a payment provider (#44): `pending` while the provider works (it already counts
 * against what may still be refunded), `posted` once paid out (it is then a money movement), `voided`
 * when the provider refused or failed it (the amount is due again).
 */
export const PROVIDER_REFUND_STATES = ["pending", "posted", "voided"] as const;
export type ProviderRefundState = (typeof PROVIDER_REFUND_STATES)[number];

/** What staff may record by hand: Stripe's movements come from Stripe alone. */
export const MANUAL_MONEY_METHODS = ["transfer", "cash", "other"] as const satisfies readonly MoneyMethod[];

export interface LedgerDocument {
  kind: InvoiceKind;
  /** Signed gross total as issued: invoice > 0, cancellation and credit < 0. */
  totalCents: number;
}

export interface LedgerMovement {
  id: string;
  kind: MoneyMovementKind;
  /** Positive. */
  amountCents: number;
  /** Set on a reversal: the entry it undoes. */
  reversesId: string | null;
}

export interface LedgerInput {
  /** The order's gross total (goods and shipping), what is owed before the invoice exists. */
  orderTotalCents: number;
  cancelled: boolean;
  documents: readonly LedgerDocument[];
  movements: readonly LedgerMovement[];
  /** Refunds asked of a provider that it has not yet paid out or refused (not money moved yet). */
  pendingRefunds?: readonly { amountCents: number }[];
}

export interface Balance {
  /** Whether an invoice was issued: from then on the documents say what is owed. */
  invoiced: boolean;
  /** Sum of the invoices (not of the corrections). */
  invoicedCents: number;
  /** Sum of cancellations and credit notes, as a positive number. */
  creditedCents: number;
  /** What the customer owes for the goods: invoiced − credited, or the order's total before invoicing. */
  owedCents: number;
  /** Payments received, net of their reversals. */
  paidCents: number;
  /** Refunds paid out, net of their reversals. */
  refundedCents: number;
  /** owed − paid + refunded: > 0 the customer owes us, < 0 we owe the customer. */
  openCents: number;
  /** max(0, open): still to be paid. */
  dueCents: number;
  /** Refunds asked of a provider, not yet paid out: they do not move `open`, but nobody may refund them twice. */
  pendingRefundCents: number;
  /** max(0, −open − pending): still to be refunded. */
  refundDueCents: number;
}

/** A movement's effect on the money we hold: payments in, refunds out, reversals the opposite. */
export const cashEffect = (m: Pick<LedgerMovement, "kind" | "amountCents" | "reversesId">): number =>
  (m.kind === "payment" ? 1 : -1) * (m.reversesId ? -1 : 1) * m.amountCents;

export function balance({
  orderTotalCents,
  cancelled,
  documents,
  movements,
  pendingRefunds = [],
}: LedgerInput): Balance {
  const invoiced = documents.some((d) => d.kind === "invoice");
  const invoicedCents = documents.filter((d) => d.kind === "invoice").reduce((s, d) => s + d.totalCents, 0);
  const creditedCents = -documents.filter((d) => d.kind !== "invoice").reduce((s, d) => s + d.totalCents, 0);
  const owedCents = invoiced ? invoicedCents - creditedCents : cancelled ? 0 : orderTotalCents;
  const net = (kind: MoneyMovementKind) =>
    movements
      .filter((m) => m.kind === kind)
      .reduce((s, m) => s + (m.reversesId ? -m.amountCents : m.amountCents), 0);
  const paidCents = net("payment");
  const refundedCents = net("refund");
  const openCents = owedCents - paidCents + refundedCents;
  const pendingRefundCents = pendingRefunds.reduce((s, r) => s + r.amountCents, 0);
  return {
    invoiced,
    invoicedCents,
    creditedCents,
    owedCents,
    paidCents,
    refundedCents,
    openCents,
    dueCents: Math.max(0, openCents),
    pendingRefundCents,
    refundDueCents: Math.max(0, -openCents - pendingRefundCents),
  };
}

/** Why an entry cannot be reversed, or null. A reversal is never reversed; an entry only once. */
export function reversalRefusal(
  target: LedgerMovement | undefined,
  movements: readonly LedgerMovement[],
): "unknown" | "is_reversal" | "already_reversed" | null {
  if (!target) return "unknown";
  if (target.reversesId) return "is_reversal";
  if (movements.some((m) => m.reversesId === target.id)) return "already_reversed";
  return null;
}

/**
 * What staff may do with an order's money now (#50 §6): the order page offers only what this allows and
 * the commands (server/orders/commands/money.ts) refuse by the same rules, so the two never disagree.
 * Nothing before the order is confirmed („Neu"): money is recorded once the order is taken on.
 */
export const moneyRefusalOf = (status: string): "not_before_confirm" | null =>
  status === "pending" ? "not_before_confirm" : null;

/** Why „Erstattung erfassen" is not possible now, or null: a confirmed order holding money that is the customer's. */
export function refundRefusal(
  status: string,
  balance: Pick<Balance, "refundDueCents">,
): "not_before_confirm" | "nothing_to_refund" | null {
  return moneyRefusalOf(status) ?? (balance.refundDueCents > 0 ? null : "nothing_to_refund");
}

export type EntryReversalRefusal =
  | "not_before_confirm"
  | "entry_unknown"
  | "entry_is_reversal"
  | "entry_reversed"
  | "entry_from_stripe"
  | "entry_refunded";

/**
 * Why „Buchung stornieren" is not possible on this entry, or null. A reversal is never reversed, an entry
 * only once; Stripe's own bookings follow Stripe's events only (undoing one by hand would book money
 * Stripe still holds as gone); a payment whose money partly went back needs its refund reversed first.
 */
export function entryReversalRefusal(
  status: string,
  target: (LedgerMovement & { method: string | null }) | undefined,
  movements: readonly LedgerMovement[],
  balance: Pick<Balance, "paidCents" | "refundedCents">,
): EntryReversalRefusal | null {
  const before = moneyRefusalOf(status);
  if (before) return before;
  const why = reversalRefusal(target, movements);
  if (why || !target)
    return why === "is_reversal"
      ? "entry_is_reversal"
      : why === "already_reversed"
        ? "entry_reversed"
        : "entry_unknown";
  if (target.method === "stripe") return "entry_from_stripe";
  if (target.kind === "payment" && balance.paidCents - target.amountCents < balance.refundedCents)
    return "entry_refunded";
  return null;
}

/** The gross per VAT rate that a credit note may still take back: the invoice's less earlier credits. */
export interface RateGross {
  vatRate: VatRate;
  grossCents: number;
}

export function creditableByRate(
  invoiceRates: readonly RateGross[],
  earlierCredits: readonly RateGross[],
): RateGross[] {
  return invoiceRates.map((r) => ({
    vatRate: r.vatRate,
    grossCents: Math.max(
      0,
      r.grossCents -
        earlierCredits.filter((c) => c.vatRate === r.vatRate).reduce((s, c) => s + Math.abs(c.grossCents), 0),
    ),
  }));
}

/**
 * How a credit of `amountCents` splits over the VAT rates: all on `rate` when one is named (a damaged
 * 7 % plant), else in proportion to what each rate may still be credited (shipping and a general
 * reduction follow the supplies, as on the invoice). Null when the amount exceeds what is creditable.
 */
export function splitCredit(
  creditable: readonly RateGross[],
  amountCents: number,
  rate?: VatRate,
): RateGross[] | null {
  if (amountCents <= 0) return null;
  if (rate !== undefined) {
    const room = creditable.find((c) => c.vatRate === rate)?.grossCents ?? 0;
    return amountCents <= room ? [{ vatRate: rate, grossCents: amountCents }] : null;
  }
  const total = creditable.reduce((s, c) => s + c.grossCents, 0);
  if (amountCents > total) return null;
  const parts = apportion(
    amountCents,
    creditable.map((c) => c.grossCents),
  );
  return creditable
    .map((c, i) => ({ vatRate: c.vatRate, grossCents: parts[i]! }))
    .filter((p) => p.grossCents > 0);
}
