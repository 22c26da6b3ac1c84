import { eq } from "drizzle-orm";
import { LEDGER_DONE } from "../../../domain/contracts/ledger-messages";
import type { OrderStatus } from "../../../domain/contracts/order";
import { shopClock } from "../../../domain/orders/delivery";
import { buyerFirstName } from "../../../domain/orders/delivery-point";
import { type CreditNoteFacts, creditLineText, creditNoteCase } from "../../../domain/orders/document-case";
import {
  type Balance,
  creditableByRate,
  entryReversalRefusal,
  type LedgerMovement,
  MANUAL_MONEY_METHODS,
  type MoneyMethod,
  moneyRefusalOf,
  refundRefusal,
  splitCredit,
} from "../../../domain/orders/ledger";
import {
  type LedgerRefusal,
  parseAmount,
  parseCreditRate,
  parseLedgerPayment,
  parseReason,
  parseRefund,
} from "../../../domain/orders/ledger-input";
import { formatEuro } from "../../../domain/orders/money";
import { parsePaidOn, parseTrackingNumber, settledStatus } from "../../../domain/orders/order-lifecycle";
import { parseRestock, parseReturnLines, returnFromDocuments } from "../../../domain/orders/returns";
import { audit } from "../../admin/audit";
import type { Actor } from "../../admin/team";
import type { Db, Tx } from "../../db/client";
import {
  type MoneyMovementRow,
  type OrderRow,
  orderPayments,
  orderShipments,
  orders,
  providerRefunds,
} from "../../db/schema";
import { type CommandRefusal, runCommand } from "../../db/versioned-command";
import { dayIso, issueCreditNote } from "../../invoices/issue";
import type { InvoiceService } from "../../invoices/service";
import { enqueueMail } from "../../mail/outbox";
import { creditMail } from "../../mail/templates/order-credit";
import { parcelMail } from "../../mail/templates/order-parcel";
import { refundMail } from "../../mail/templates/order-refund";
import type { PublicChanges } from "../../public-changes";
import { loadLedger, ratesOf } from "../ledger";
import { returnUnits } from "../stock";
import { settleWithdrawalsOfCancelled } from "../withdrawal-settlement";
import {
  loadOrderAt,
  type OrderActionResult,
  type OrderPageRefusal,
  refuse as refuseWith,
  touch,
} from "./command";
import { transition } from "./transition";

/**
 * The money actions of an order (#27): payment, refund, reversal, credit note, and the parcel
 * corrections. Each appends entries (never edits one), runs in one transaction guarded by the order's
 * version like the lifecycle actions (server/db/versioned-command.ts), and leaves the order's status as
 * its new balance says (domain/orders/ledger.ts `settledStatus`). The refund and credit cores also serve the
 * withdrawal page, inside its own transaction.
 */

const refuse = (refusal: OrderPageRefusal) => refuseWith(422, refusal);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Money back through Stripe (#33, #44; server/payments/stripe-refunds.ts). A refund is asked in two
 * phases, as a two-phase transfer: `recordRefund` writes it `pending` in the order's transaction (it
 * counts at once against what may still be refunded), and `execute`, called after that transaction
 * committed — never while the order is locked — asks Stripe with the request's id as idempotency key
 * and posts or voids it in a second transaction. A process that dies in between leaves the request
 * pending; Stripe's event or the sweep settles it.
 */
export interface StripeRefunds {
  execute(requestId: string): Promise<RefundOutcome>;
}

/**
 * Where a refund asked of Stripe stands after `execute`: paid out (`posted`), still at Stripe
 * (`pending`: SEPA, or Stripe did not answer — its event or the sweep settles it), or refused (`voided`).
 */
export type RefundOutcome =
  | { state: "posted" }
  | { state: "pending"; answered: boolean }
  | { state: "voided"; detail: string };

export interface LedgerDeps {
  db: Db;
  invoices: Pick<InvoiceService, "invoiceLink">;
  /** Refunds of orders paid online go through Stripe; null: the shop takes no online payment. */
  refunds?: StripeRefunds | null;
  /** Public pages learn of stock that came back with a return (#50 §2). */
  publicChanges?: Pick<PublicChanges, "changed">;
  now?: () => Date;
}

export interface Context {
  tx: Tx;
  actor: Actor;
  order: OrderRow;
  now: Date;
  invoiceLink: (number: string) => string;
  refunds?: StripeRefunds | null;
  /** Stock came back on sale in this transaction (a return credited per line): public pages refresh. */
  stockChanged?: () => void;
}

const todayIso = (now: Date) => dayIso(shopClock(now).day);
/** The day the order was placed (shop time): no money moves for it before (#50 §4). */
const orderDayOf = (order: Pick<OrderRow, "createdAt">) => todayIso(order.createdAt);

/** After a money entry: the status the balance calls for (the table's `settle`), with the version step of the guard. */
const settle = (tx: Tx, order: OrderRow, version: number, b: Balance): Promise<OrderStatus> =>
  transition(tx, order, "settle", version, { before: b });

/**
 * Records a refund: at most what was paid beyond what is owed and not already asked of Stripe; mails
 * the customer once the money is out. For a withdrawal, `withdrawalId` ties it to the declaration (the
 * § 357 BGB deadline counts from there). An order paid through Stripe is refunded through Stripe unless
 * another method is named (#33): then only the request is written here (`through: "stripe"`), and the
 * caller hands its id to `StripeRefunds.execute` once this transaction has committed (#44).
 */
export async function recordRefund(
  c: Context,
  input: { amount: string; paidOn: string; reason: string; method?: string; withdrawalId?: string | null },
): Promise<
  | { amountCents: number; balance: Balance; through: "booked" }
  | { amountCents: number; balance: Balance; through: "stripe"; requestId: string }
> {
  const day = parsePaidOn(input.paidOn, todayIso(c.now), orderDayOf(c.order));
  if (!day.ok) throw refuse(day);
  const reason = parseReason(input.reason);
  if (!reason.ok) throw refuse(reason);
  const before = await loadLedger(c.tx, c.order);
  const stripePayment = c.refunds ? stripePaymentOf(before.movements) : null;
  const method = input.method?.trim()
    ? parseRefundMethod(input.method, c.refunds)
    : stripePayment
      ? "stripe"
      : "transfer";
  const amount = parseRefund(input.amount, before.balance.refundDueCents);
  if (!amount.ok) throw refuse(amount);
  const entry = { amountCents: amount.value, reason: reason.value, withdrawalId: input.withdrawalId ?? null };
  if (method !== "stripe") {
    await bookRefund(c, { ...entry, paidOn: day.value, method, providerRef: null });
    return {
      amountCents: amount.value,
      balance: (await loadLedger(c.tx, c.order)).balance,
      through: "booked",
    };
  }
  if (!c.refunds || !stripePayment?.providerRef) throw refuse({ error: "no_stripe_payment" });
  const requestId = await requestStripeRefund(c, entry);
  return {
    amountCents: amount.value,
    balance: (await loadLedger(c.tx, c.order)).balance,
    through: "stripe",
    requestId,
  };
}

/**
 * Writes a refund to be paid out by Stripe, pending (#44): from now on it counts against what may
 * still be refunded. Answers its id, which is Stripe's idempotency key for it.
 */
export async function requestStripeRefund(
  c: Pick<Context, "tx" | "actor" | "order">,
  entry: { amountCents: number; reason: string; withdrawalId: string | null },
): Promise<string> {
  const [request] = await c.tx
    .insert(providerRefunds)
    .values({ orderId: c.order.id, ...entry, actor: c.actor.email })
    .returning({ id: providerRefunds.id });
  await orderAudit(c, "order.refund.requested", {
    after: { request: request!.id, amountCents: entry.amountCents, reason: entry.reason },
  });
  return request!.id;
}

/** The order's payment through Stripe that refunds go back to: the first one not reversed. */
export function stripePaymentOf(movements: readonly MoneyMovementRow[]): MoneyMovementRow | null {
  const reversed = new Set(movements.map((m) => m.reversesId).filter(Boolean));
  return (
    movements.find(
      (m) => m.kind === "payment" && m.method === "stripe" && m.providerRef && !reversed.has(m.id),
    ) ?? null
  );
}

/**
 * Books money sent back, with its audit entry and the customer's mail. A refund Stripe names
 * (`providerRef`) is booked once: the back office and Stripe's event may both try (unique index).
 * Answers the entry's id when this call booked it, else null.
 */
export async function bookRefund(
  c: Pick<Context, "tx" | "actor" | "order">,
  entry: {
    amountCents: number;
    paidOn: string;
    reason: string;
    method: MoneyMethod;
    withdrawalId: string | null;
    providerRef: string | null;
  },
): Promise<string | null> {
  const before = await loadLedger(c.tx, c.order);
  const [row] = await c.tx
    .insert(orderPayments)
    .values({
      orderId: c.order.id,
      kind: "refund",
      amountCents: entry.amountCents,
      paidOn: entry.paidOn,
      method: entry.method,
      reason: entry.reason,
      withdrawalId: entry.withdrawalId,
      providerRef: entry.providerRef,
      actor: c.actor.email,
    })
    .onConflictDoNothing({ target: orderPayments.providerRef })
    .returning({ id: orderPayments.id });
  if (!row) return null;
  const after = await loadLedger(c.tx, c.order);
  await orderAudit(c, "order.refund", {
    before: { openCents: before.balance.openCents },
    after: {
      entryId: row.id,
      amountCents: entry.amountCents,
      paidOn: entry.paidOn,
      reason: entry.reason,
      openCents: after.balance.openCents,
    },
  });
  await enqueueMail(c.tx, {
    ...refundMail({
      to: c.order.email,
      locale: c.order.locale,
      firstName: buyerFirstName(c.order),
      orderNumber: c.order.number,
      amountCents: entry.amountCents,
      refundedOn: entry.paidOn,
    }),
    orderId: c.order.id,
  });
  return row.id;
}

/**
 * Issues a credit note (Rechnungskorrektur) that reduces the order's invoice: split over the VAT
 * rates, or all at one; at most what the invoice still holds per rate. No money moves; the customer
 * is told what is left to pay, or that the rest will be refunded. What it is — a price reduction, the
 * unwinding after a withdrawal (`withdrawalId`), money paid coming back — is decided here once from
 * the ledger (#50, domain/orders/document-case.ts), and its PDF and mail both say it.
 */
export async function issueCredit(
  c: Context,
  input: {
    amount: string;
    rate: string;
    reason: string;
    withdrawalId?: string | null;
    /** Goods that came back, per invoice line (domain/orders/returns.ts `encodeReturnForm`): the amount follows. */
    lines?: string;
    /** The invoice lines whose returned units go back on sale. */
    restock?: string;
  },
): Promise<{ number: string; amountCents: number; balance: Balance }> {
  const reason = parseReason(input.reason);
  if (!reason.ok) throw refuse(reason);
  if (input.lines?.trim()) return creditReturn(c, { ...input, lines: input.lines, reason: reason.value });
  const rate = parseCreditRate(input.rate);
  if (!rate.ok) throw refuse(rate);
  const amount = parseAmount(input.amount);
  if (!amount.ok) throw refuse(amount);
  const before = await loadLedger(c.tx, c.order);
  const { invoice, invoiced, credited } = ratesOf(before.documents);
  if (!invoice) throw refuse({ error: "credit_needs_invoice" });
  if (before.documents.some((d) => d.kind === "cancellation")) throw refuse({ error: "credit_cancelled" });
  const creditable = creditableByRate(invoiced, credited);
  const parts = splitCredit(creditable, amount.value, rate.value);
  if (!parts) {
    const room = creditable.find((r) => r.vatRate === rate.value)?.grossCents;
    throw refuse(
      rate.value !== undefined
        ? { error: "credit_rate_too_high", params: { rate: rate.value, maxCents: room ?? 0 } }
        : {
            error: "credit_too_high",
            params: { maxCents: creditable.reduce((s, r) => s + r.grossCents, 0) },
          },
    );
  }
  const withdrawal = Boolean(input.withdrawalId);
  const facts = creditNoteCase({
    creditCents: amount.value,
    openBeforeCents: before.balance.openCents,
    withdrawal,
  });
  const { invoiceId, number } = await issueCreditNote(c.tx, {
    orderId: c.order.id,
    original: invoice.data,
    parts,
    lineText: creditLineText(withdrawal, reason.value),
    facts,
    reason: reason.value,
    withdrawalId: input.withdrawalId ?? null,
    actor: c.actor.email,
    issuedAt: c.now,
  });
  return creditIssued(c, {
    invoiceId,
    number,
    amountCents: amount.value,
    reason: reason.value,
    before,
    facts,
  });
}

/**
 * A credit note for goods that came back, per invoice line (#50 §2): the lines and units chosen give
 * the amount and its rates (domain/orders/returns.ts), the shipping comes back with the last goods, and
 * the units marked for it go back on sale in the same transaction.
 */
async function creditReturn(
  c: Context,
  input: { lines: string; restock?: string; reason: string; withdrawalId?: string | null },
): Promise<{ number: string; amountCents: number; balance: Balance }> {
  const chosen = parseReturnLines(input.lines);
  const restock = parseRestock(input.restock ?? "");
  if (!chosen || !restock) throw refuse({ error: "return_invalid" });
  const before = await loadLedger(c.tx, c.order);
  const { invoice, invoiced, credited } = ratesOf(before.documents);
  if (!invoice) throw refuse({ error: "credit_needs_invoice" });
  if (before.documents.some((d) => d.kind === "cancellation")) throw refuse({ error: "credit_cancelled" });
  const credits = before.documents.filter((d) => d.kind === "credit").map((d) => d.data);
  const returned = returnFromDocuments(invoice.data, credits, chosen);
  if (!returned.ok) throw refuse(returned);
  // Earlier reductions (goodwill) may have taken part of a rate already.
  const creditable = creditableByRate(invoiced, credited);
  for (const part of returned.value.parts) {
    const room = creditable.find((r) => r.vatRate === part.vatRate)?.grossCents ?? 0;
    if (part.grossCents > room)
      throw refuse({ error: "credit_rate_too_high", params: { rate: part.vatRate, maxCents: room } });
  }
  const facts = creditNoteCase({
    creditCents: returned.value.totalCents,
    openBeforeCents: before.balance.openCents,
    withdrawal: Boolean(input.withdrawalId),
  });
  const { invoiceId, number } = await issueCreditNote(c.tx, {
    orderId: c.order.id,
    original: invoice.data,
    returned: returned.value,
    facts,
    reason: input.reason,
    withdrawalId: input.withdrawalId ?? null,
    actor: c.actor.email,
    issuedAt: c.now,
  });
  const back = returned.value.lines
    .filter((l) => restock.has(l.returnOf) && l.plantId)
    .map((l) => ({ plantId: l.plantId!, quantity: l.quantity }));
  const restocked = await returnUnits(c.tx, back, {
    reason: "return",
    orderId: c.order.id,
    actorEmail: c.actor.email,
  });
  if (restocked.length > 0) c.stockChanged?.();
  return creditIssued(c, {
    invoiceId,
    number,
    amountCents: returned.value.totalCents,
    reason: input.reason,
    before,
    facts,
    returned: returned.value.lines.map((l) => ({
      line: l.returnOf,
      quantity: l.quantity,
      restocked: restock.has(l.returnOf),
    })),
  });
}

/** The credit note's audit entry and the customer's mail with it attached. */
async function creditIssued(
  c: Context,
  r: {
    invoiceId: string;
    number: string;
    amountCents: number;
    reason: string;
    before: Awaited<ReturnType<typeof loadLedger>>;
    /** What the correction is (#50): its mail says it as its PDF does. */
    facts: CreditNoteFacts;
    returned?: unknown;
  },
): Promise<{ number: string; amountCents: number; balance: Balance }> {
  const after = await loadLedger(c.tx, c.order);
  await orderAudit(c, "order.credit", {
    before: { openCents: r.before.balance.openCents },
    after: {
      creditNote: r.number,
      amountCents: r.amountCents,
      reason: r.reason,
      openCents: after.balance.openCents,
      ...(r.returned ? { returned: r.returned } : {}),
    },
  });
  await enqueueMail(c.tx, {
    ...creditMail({
      to: c.order.email,
      locale: c.order.locale,
      firstName: buyerFirstName(c.order),
      orderNumber: c.order.number,
      credit: { number: r.number, link: c.invoiceLink(r.number), amountCents: r.amountCents },
      openCents: after.balance.openCents,
      facts: r.facts,
    }),
    orderId: c.order.id,
    attachments: [{ type: "invoice", invoiceId: r.invoiceId }],
  });
  return { number: r.number, amountCents: r.amountCents, balance: after.balance };
}

/** The order's audit entry of a ledger action, in its transaction. */
const orderAudit = (
  c: Pick<Context, "tx" | "actor" | "order">,
  action: string,
  change: { before?: unknown; after?: unknown },
) => audit(c.tx, { actor: c.actor, action, entity: { type: "order", id: c.order.id }, ...change });

/** A refund's method: the hand-entered ones, or Stripe where the shop takes online payment. */
function parseRefundMethod(text: string, refunds: StripeRefunds | null | undefined): MoneyMethod {
  return text.trim() === "stripe" && refunds ? "stripe" : parseMethod(text);
}

function parseMethod(text: string | undefined): MoneyMethod {
  const t = (text ?? "").trim() || "transfer";
  if (!(MANUAL_MONEY_METHODS as readonly string[]).includes(t)) throw refuse({ error: "method_invalid" });
  return t as MoneyMethod;
}

/**
 * Runs a command that may write a refund for Stripe (`ask`), then — after its transaction committed —
 * asks Stripe and answers with what Stripe did (#44): paid out, still pending, or refused.
 */
export async function withStripeRefund<T extends { ok: boolean }>(
  refunds: StripeRefunds | null,
  command: (ask: (requestId: string, amountCents: number) => void) => Promise<T>,
): Promise<T> {
  let asked: { requestId: string; amountCents: number } | null = null;
  const result = await command((requestId, amountCents) => {
    asked = { requestId, amountCents };
  });
  const request = asked as { requestId: string; amountCents: number } | null;
  if (!request || !refunds || !result.ok) return result;
  const amount = formatEuro(request.amountCents);
  const outcome = await refunds.execute(request.requestId);
  if (outcome.state === "voided") {
    const refused: CommandRefusal<LedgerRefusal> = {
      ok: false,
      status: 422,
      error: "stripe_refund_failed",
      params: { detail: outcome.detail },
    };
    return refused as unknown as T;
  }
  const message =
    outcome.state === "posted"
      ? LEDGER_DONE.refundedByStripe(amount)
      : outcome.answered
        ? LEDGER_DONE.refundRequested(amount)
        : LEDGER_DONE.refundUnanswered(amount);
  return { ...result, message };
}

export function createLedgerActions({
  db,
  invoices: invoiceService,
  refunds = null,
  publicChanges,
  now = () => new Date(),
}: LedgerDeps) {
  const askingStripe = <T extends { ok: boolean }>(
    command: (ask: (requestId: string, amountCents: number) => void) => Promise<T>,
  ) => withStripeRefund(refunds, command);

  /** One money action on the order `number` as the page saw it (`version`). */
  const act = (
    actor: Actor,
    number: string,
    version: number,
    work: (c: Context) => Promise<{ message: string; balance: Balance }>,
  ) =>
    runCommand<OrderActionResult, OrderPageRefusal>(db, async (tx): Promise<OrderActionResult> => {
      const order = await loadOrderAt(tx, number, version);
      const before = moneyRefusalOf(order.status);
      if (before) throw refuse({ error: before });
      const { message, balance } = await work({
        tx,
        actor,
        order,
        now: now(),
        invoiceLink: (n) => invoiceService.invoiceLink(n),
        refunds,
        stockChanged: () => publicChanges?.changed("orders"),
      });
      const status = await settle(tx, order, version, balance);
      // A refund on a cancelled order settles the withdrawal its cancellation left open (#50 §3).
      await settleWithdrawalsOfCancelled(tx, order, balance, actor);
      return { ok: true, status, message };
    });

  return {
    /** Money received. More than is due is accepted (it arrived) and then offered for refund. */
    pay: (
      actor: Actor,
      number: string,
      version: number,
      input: { amount: string; paidOn: string; method?: string; reason?: string },
    ) =>
      act(actor, number, version, async (c) => {
        const day = parsePaidOn(input.paidOn, todayIso(c.now), orderDayOf(c.order));
        if (!day.ok) throw refuse(day);
        const amount = parseLedgerPayment(input.amount, c.order.totalCents);
        if (!amount.ok) throw refuse(amount);
        const method = parseMethod(input.method);
        const note = input.reason?.trim() ? parseReason(input.reason) : null;
        if (note && !note.ok) throw refuse(note);
        const before = await loadLedger(c.tx, c.order);
        const [row] = await c.tx
          .insert(orderPayments)
          .values({
            orderId: c.order.id,
            kind: "payment",
            amountCents: amount.value,
            paidOn: day.value,
            method,
            reason: note?.ok ? note.value : null,
            actor: actor.email,
          })
          .returning({ id: orderPayments.id });
        const after = await loadLedger(c.tx, c.order);
        await orderAudit(c, "order.pay", {
          before: { status: c.order.status, paidCents: before.balance.paidCents },
          after: {
            entryId: row!.id,
            status: settledStatus(c.order.status, after.balance),
            paidCents: after.balance.paidCents,
            amountCents: amount.value,
            paidOn: day.value,
          },
        });
        const b = after.balance;
        const a = formatEuro(amount.value);
        return {
          balance: b,
          message:
            b.refundDueCents > 0
              ? LEDGER_DONE.paidOver(a, formatEuro(b.refundDueCents))
              : b.dueCents === 0
                ? LEDGER_DONE.paidSettled(a)
                : LEDGER_DONE.paid(a, formatEuro(b.dueCents)),
        };
      }),

    refund: (
      actor: Actor,
      number: string,
      version: number,
      input: { amount: string; paidOn: string; reason: string; method?: string },
    ) =>
      askingStripe((ask) =>
        act(actor, number, version, async (c) => {
          // The order page offers „Erstattung erfassen" by the same rule (domain/orders/ledger.ts, #50 §6).
          const why = refundRefusal(c.order.status, (await loadLedger(c.tx, c.order)).balance);
          if (why) throw refuse({ error: why });
          const r = await recordRefund(c, input);
          if (r.through === "stripe") ask(r.requestId, r.amountCents);
          return { balance: r.balance, message: LEDGER_DONE.refunded(formatEuro(r.amountCents)) };
        }),
      ),

    /**
     * What a credit for goods that came back (`lines`, domain/orders/returns.ts) would come to: the
     * approval limit's amount. Null when the lines are refused (the credit itself then says why).
     */
    returnAmount: async (number: string, lines: string): Promise<number | null> => {
      const chosen = parseReturnLines(lines);
      const [order] = await db.select().from(orders).where(eq(orders.number, number));
      if (!chosen || !order) return null;
      const { documents } = await loadLedger(db, order);
      const invoice = documents.find((d) => d.kind === "invoice");
      if (!invoice) return null;
      const credits = documents.filter((d) => d.kind === "credit").map((d) => d.data);
      const r = returnFromDocuments(invoice.data, credits, chosen);
      return r.ok ? r.value.totalCents : null;
    },

    /** Goodwill and other reductions of the invoice, or goods that came back: a credit note, no money moved. */
    credit: (
      actor: Actor,
      number: string,
      version: number,
      input: { amount: string; rate: string; reason: string; lines?: string; restock?: string },
    ) =>
      act(actor, number, version, async (c) => {
        const r = await issueCredit(c, input);
        return { balance: r.balance, message: LEDGER_DONE.credited(r.number, formatEuro(r.amountCents)) };
      }),

    /** Undoes a payment or refund by a counter-entry with a reason; the entry itself stays. */
    reverse: (actor: Actor, number: string, version: number, input: { entryId: string; reason: string }) =>
      act(actor, number, version, async (c) => {
        const reason = parseReason(input.reason);
        if (!reason.ok) throw refuse(reason);
        const before = await loadLedger(c.tx, c.order);
        const movements = before.movements as LedgerMovement[];
        const target = UUID.test(input.entryId)
          ? before.movements.find((m) => m.id === input.entryId.toLowerCase())
          : undefined;
        // The order page offers „Buchung stornieren" by the same rule (domain/orders/ledger.ts, #50 §6).
        const why = entryReversalRefusal(c.order.status, target, movements, before.balance);
        if (why || !target) throw refuse({ error: why ?? "entry_unknown" });
        // The unique index on reverses_id is the last guard against a second reversal in a race.
        await c.tx.insert(orderPayments).values({
          orderId: c.order.id,
          kind: target.kind,
          amountCents: target.amountCents,
          paidOn: todayIso(c.now),
          method: target.method,
          reason: reason.value,
          reversesId: target.id,
          withdrawalId: target.withdrawalId,
          actor: actor.email,
        });
        const after = await loadLedger(c.tx, c.order);
        await orderAudit(c, "order.reverse", {
          before: { entryId: target.id, kind: target.kind, amountCents: target.amountCents },
          after: { reason: reason.value, openCents: after.balance.openCents },
        });
        return { balance: after.balance, message: LEDGER_DONE.reversed(formatEuro(target.amountCents)) };
      }),

    /** A wrong tracking number: a new parcel row replaces it (with a reason), the customer gets the right one. */
    correctParcel: (
      actor: Actor,
      number: string,
      version: number,
      input: { shipmentId: string; trackingNumber: string; reason: string },
    ) =>
      parcelAction(actor, number, version, async (c) => {
        const tracking = parseTrackingNumber(input.trackingNumber);
        if (!tracking.ok) throw refuse(tracking);
        const reason = parseReason(input.reason);
        if (!reason.ok) throw refuse(reason);
        const parcels = await c.tx
          .select()
          .from(orderShipments)
          .where(eq(orderShipments.orderId, c.order.id));
        const wrong = UUID.test(input.shipmentId)
          ? parcels.find((p) => p.id === input.shipmentId.toLowerCase())
          : undefined;
        if (!wrong) throw refuse({ error: "parcel_unknown" });
        if (parcels.some((p) => p.replacesId === wrong.id)) throw refuse({ error: "parcel_replaced" });
        if (wrong.trackingNumber === tracking.value) throw refuse({ error: "parcel_same" });
        await c.tx.insert(orderShipments).values({
          orderId: c.order.id,
          carrier: wrong.carrier,
          trackingNumber: tracking.value,
          shippedAt: wrong.shippedAt,
          actor: actor.email,
          replacesId: wrong.id,
          reason: reason.value,
        });
        await orderAudit(c, "order.parcel.correct", {
          before: { trackingNumber: wrong.trackingNumber },
          after: { trackingNumber: tracking.value, reason: reason.value },
        });
        await enqueueMail(c.tx, {
          ...parcelMail({
            to: c.order.email,
            locale: c.order.locale,
            firstName: buyerFirstName(c.order),
            orderNumber: c.order.number,
            carrier: wrong.carrier,
            trackingNumber: tracking.value,
            replaces: wrong.trackingNumber,
          }),
          orderId: c.order.id,
        });
        return LEDGER_DONE.trackingCorrected(tracking.value);
      }),

    /** A further parcel of a shipped order (a plant sent after, a replacement). */
    addParcel: (actor: Actor, number: string, version: number, input: { trackingNumber: string }) =>
      parcelAction(actor, number, version, async (c) => {
        const tracking = parseTrackingNumber(input.trackingNumber);
        if (!tracking.ok) throw refuse(tracking);
        await c.tx.insert(orderShipments).values({
          orderId: c.order.id,
          carrier: "DHL",
          trackingNumber: tracking.value,
          actor: actor.email,
        });
        await orderAudit(c, "order.parcel.add", {
          after: { trackingNumber: tracking.value },
        });
        await enqueueMail(c.tx, {
          ...parcelMail({
            to: c.order.email,
            locale: c.order.locale,
            firstName: buyerFirstName(c.order),
            orderNumber: c.order.number,
            carrier: "DHL",
            trackingNumber: tracking.value,
            replaces: null,
          }),
          orderId: c.order.id,
        });
        return LEDGER_DONE.parcelAdded(tracking.value);
      }),
  };

  function parcelAction(
    actor: Actor,
    number: string,
    version: number,
    work: (c: Context) => Promise<string>,
  ) {
    return runCommand<OrderActionResult, OrderPageRefusal>(db, async (tx): Promise<OrderActionResult> => {
      const order = await loadOrderAt(tx, number, version);
      if (order.status !== "shipped" && order.status !== "completed") throw refuse({ error: "not_shipped" });
      const message = await work({
        tx,
        actor,
        order,
        now: now(),
        invoiceLink: (n) => invoiceService.invoiceLink(n),
      });
      await touch(tx, order, version);
      return { ok: true, status: order.status, message };
    });
  }
}

export type LedgerActions = ReturnType<typeof createLedgerActions>;

/** Locks the order row for a money entry made from another page (a withdrawal). */
export async function lockOrderForMoney(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return order;
}

/**
 * After a money entry made from another page: the order's status follows its balance and its version
 * steps, so an order page still showing the old balance is refused (409) rather than acting on it.
 */
export async function settleLocked(tx: Tx, order: OrderRow, b: Balance): Promise<void> {
  await transition(tx, order, "settle", "any", { before: b });
}

export type { Context as LedgerContext };
