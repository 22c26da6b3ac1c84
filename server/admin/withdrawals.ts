import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { shopClock } from "../../domain/orders/delivery";
import type { Balance } from "../../domain/orders/ledger";
import { type LedgerRefusal, parseReason } from "../../domain/orders/ledger-input";
import { formatEuro } from "../../domain/orders/money";
import type { OrderActionRefusal } from "../../domain/orders/order-lifecycle";
import {
  parseDay,
  WITHDRAWAL_STATES,
  type WithdrawalActionRefusal,
  type WithdrawalState,
} from "../../domain/orders/withdrawal-handling";
import type { Db, Tx } from "../db/client";
import { invoices, orderItems, orderPayments, orders, type WithdrawalRow, withdrawals } from "../db/schema";
import {
  type CommandRefusal,
  refuse as refuseWith,
  runCommand,
  writeVersioned,
} from "../db/versioned-command";
import { dayIso } from "../invoices/issue";
import type { InvoiceService } from "../invoices/service";
import { enqueueMail } from "../mail/outbox";
import { refusalMail } from "../mail/templates/withdrawal-refused";
import {
  issueCredit,
  type LedgerContext,
  lockOrderForMoney,
  recordRefund,
  type StripeRefunds,
  settleLocked,
  withStripeRefund,
} from "../orders/commands/money";
import { creditableOf, loadLedger, returnableOf } from "../orders/ledger";
import { returnUnits } from "../orders/stock";
import {
  orderWasShipped,
  settleWithdrawalsOfCancelled,
  withdrawalSettled,
} from "../orders/withdrawal-settlement";
import type { PublicChanges } from "../public-changes";
import { audit, auditOf } from "./audit";
import { paged, pageWindow } from "./paging";
import type { Actor } from "./team";

/**
 * Withdrawals in the back office (#17, #27): list, detail, link to an order, goods received (and back
 * in stock), settled by a credit note, refund, or refused with a reason. Money goes through the
 * order's ledger (server/ledger/). Each action is a versioned command (server/db/versioned-command.ts)
 * guarded by withdrawals.version: the loser of a race writes nothing and gets 409.
 */

export const WITHDRAWAL_ACTION_MESSAGES = {
  linked: (number: string) => `Der Widerruf ist Bestellung ${number} zugeordnet.`,
  received: "Der Wareneingang ist vermerkt.",
  receivedRestocked: "Der Wareneingang ist vermerkt, die Ware ist zurück im Bestand.",
  credited: (number: string, amount: string) =>
    `Rechnungskorrektur ${number} über ${amount} erstellt. Die Kundin oder der Kunde bekommt sie per E-Mail.`,
  refunded: (amount: string) =>
    `Erstattung über ${amount} erfasst. Die Kundin oder der Kunde bekommt eine E-Mail.`,
  refused: "Der Widerruf ist abgelehnt. Die Kundin oder der Kunde bekommt eine E-Mail mit dem Grund.",
} as const;

/**
 * A refusal of the withdrawal page: the declaration's codes, the ledger's, and the payment date's of
 * the order lifecycle (its refund and credit go through the order's ledger).
 */
export type WithdrawalPageRefusal = WithdrawalActionRefusal | LedgerRefusal | OrderActionRefusal;

export type WithdrawalActionResult = { ok: true; message: string } | CommandRefusal<WithdrawalPageRefusal>;

const refuse = (status: CommandRefusal["status"], refusal: WithdrawalPageRefusal) =>
  refuseWith(status, refusal);

const CHANGED: WithdrawalActionRefusal = { error: "withdrawal_changed" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order a declaration names: same address, its number (with or without dashes) in the reference.
 * Only a hint (#29): a stranger can type another customer's number and address. The declaration is
 * linked when its signed-in customer sends it, when the order's customer confirms it by the link mailed
 * to that address, or by staff.
 */
export async function findNamedOrder(
  db: Pick<Db, "select">,
  reference: string,
  email: string,
): Promise<string | null> {
  const compact = reference.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (!compact) return null;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        sql`lower(trim(${orders.email})) = lower(trim(${email}))`,
        sql`position(replace(${orders.number}, '-', '') in ${compact}) > 0`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/** Whether a credit note (server/invoices/issue.ts `issueCreditNote`) settles the declaration's goods. */
async function creditNoted(tx: Tx, withdrawalId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.withdrawalId, withdrawalId), eq(invoices.kind, "credit")))
    .limit(1);
  return row !== undefined;
}

/**
 * A declaration is settled once its goods are credited (or its order cancelled) and nothing is left to
 * refund (server/orders/withdrawal-settlement.ts).
 */
const isSettled = (tx: Tx, w: { id: string; orderId: string | null }, b: Balance) =>
  withdrawalSettled(tx, w, b);

/**
 * After a refund for the declaration settled at Stripe (server/payments/stripe-refunds.ts): the
 * declaration is settled when nothing is left to refund, with its version stepped like a page's write.
 */
export async function settleWithdrawalAfterRefund(tx: Tx, withdrawalId: string, b: Balance): Promise<void> {
  const [w] = await tx
    .select({ id: withdrawals.id, orderId: withdrawals.orderId })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  if (!w || !(await isSettled(tx, w, b))) return;
  await tx
    .update(withdrawals)
    .set({ state: "settled", version: sql`${withdrawals.version} + 1` })
    .where(and(eq(withdrawals.id, withdrawalId), inArray(withdrawals.state, ["declared", "received"])));
}

export const isWithdrawalState = (s: unknown): s is WithdrawalState =>
  typeof s === "string" && (WITHDRAWAL_STATES as readonly string[]).includes(s);

/** Declared or goods received: not yet refunded, the overview's tile (#34). */
export const OPEN_WITHDRAWAL_STATES = ["declared", "received"] as const satisfies readonly WithdrawalState[];

/**
 * One page of declarations, newest first, optionally of one state or of the open ones, with the linked
 * order's number.
 */
export async function listWithdrawals(
  db: Db,
  { state, page: asked }: { state?: WithdrawalState | "open"; page?: number } = {},
) {
  const where =
    state === "open"
      ? inArray(withdrawals.state, [...OPEN_WITHDRAWAL_STATES])
      : state
        ? eq(withdrawals.state, state)
        : undefined;
  const { page, limit, offset } = pageWindow(asked);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: withdrawals.id,
        createdAt: withdrawals.createdAt,
        name: withdrawals.name,
        email: withdrawals.email,
        orderReference: withdrawals.orderReference,
        state: withdrawals.state,
        // What the ledger holds as refunded for this declaration (net of reversals).
        refundedCents: sql<number>`coalesce((select sum(case when p.reverses_id is null then p.amount_cents else -p.amount_cents end) from order_payments p where p.withdrawal_id = ${withdrawals.id} and p.kind = 'refund'), 0)::int`,
        orderNumber: orders.number,
      })
      .from(withdrawals)
      .leftJoin(orders, eq(orders.id, withdrawals.orderId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return paged(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total?.n ?? 0,
    page,
  );
}

export async function withdrawalDetail(db: Db, id: string) {
  if (!UUID.test(id)) return null;
  const [w] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!w) return null;
  const [order] = w.orderId ? await db.select().from(orders).where(eq(orders.id, w.orderId)) : [];
  const [history, ledger] = await Promise.all([
    auditOf(db, "withdrawal", w.id),
    order ? loadLedger(db, order) : Promise.resolve(null),
  ]);
  const refunds = (ledger?.movements ?? []).filter((m) => m.withdrawalId === w.id && m.kind === "refund");
  // Unconfirmed (#29): the order its reference and address name, for staff to check — anyone can type
  // both, so it is a hint, never linked by itself.
  const namedId = order ? null : await findNamedOrder(db, w.orderReference, w.email);
  const [named] = namedId
    ? await db.select({ number: orders.number }).from(orders).where(eq(orders.id, namedId))
    : [];
  return {
    withdrawal: {
      id: w.id,
      createdAt: w.createdAt.toISOString(),
      name: w.name,
      email: w.email,
      orderReference: w.orderReference,
      statement: w.statement,
      state: w.state,
      receivedOn: w.receivedOn,
      restocked: w.restocked,
      refusedReason: w.refusedReason,
      refundedCents: refunds.reduce((s, m) => s + (m.reversesId ? -m.amountCents : m.amountCents), 0),
      refundedOn: refunds.filter((m) => !m.reversesId).at(-1)?.paidOn ?? null,
      /** The last day to refund (§ 357 Abs. 1 BGB), while anything is due. */
      refundBy: refundDeadline(w.createdAt),
      version: w.version,
    },
    order: order
      ? {
          number: order.number,
          status: order.status,
          totalCents: order.totalCents,
          email: order.email,
          name: `${order.firstName} ${order.lastName}`.trim(),
          balance: ledger!.balance,
          /** Whether its goods ever left: only then can they come back or need a return label. */
          shipped: await orderWasShipped(db, order.id),
          creditable: creditableOf(ledger!.documents),
          returnable: returnableOf(ledger!.documents),
          items: await db
            .select({ plantId: orderItems.plantId, name: orderItems.name, quantity: orderItems.quantity })
            .from(orderItems)
            .where(eq(orderItems.orderId, order.id))
            .orderBy(asc(orderItems.name)),
        }
      : null,
    /** Unlinked only: the order whose number and address the declaration gives (not confirmed). */
    suggestedOrderNumber: named?.number ?? null,
    invoices: (ledger?.documents ?? []).map((d) => ({
      number: d.number,
      kind: d.kind,
      totalCents: d.totalCents,
    })),
    history,
  };
}

/** § 357 Abs. 1 BGB: the payments are to be returned within 14 days of the declaration. */
export const REFUND_DAYS = 14;
export const refundDeadline = (declaredAt: Date): string =>
  dayIso(new Date(shopClock(declaredAt).day.getTime() + REFUND_DAYS * 86_400_000));

export function createWithdrawalActions({
  db,
  invoices: invoiceService,
  publicChanges,
  refunds = null,
  now = () => new Date(),
}: {
  db: Db;
  invoices: Pick<InvoiceService, "invoiceLink">;
  publicChanges?: Pick<PublicChanges, "changed">;
  /** A withdrawal's refund of an order paid online goes back through Stripe (#33). */
  refunds?: StripeRefunds | null;
  now?: () => Date;
}) {
  const today = () => dayIso(shopClock(now()).day);

  // One refusal for the order's and the declaration's commands: the ledger's cores throw it in both.
  const run = (work: (tx: Tx) => Promise<WithdrawalActionResult>): Promise<WithdrawalActionResult> =>
    runCommand<WithdrawalActionResult, WithdrawalPageRefusal>(db, work);

  async function load(tx: Tx, id: string, version: number) {
    if (!UUID.test(id)) throw refuse(404, { error: "unknown_withdrawal" });
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!w) throw refuse(404, { error: "unknown_withdrawal" });
    if (w.version !== version) throw refuse(409, CHANGED);
    return w;
  }

  /** The guarded write: only if the declaration still has the version the page showed. */
  const write = (tx: Tx, id: string, version: number, set: Partial<typeof withdrawals.$inferInsert>) =>
    writeVersioned(tx, withdrawals, id, version, set, CHANGED);

  const entity = (id: string) => ({ type: "withdrawal", id });

  return {
    /** Staff link a declaration whose reference matched no order (or the wrong one). */
    linkOrder: (actor: Actor, id: string, version: number, input: { orderNumber: string }) =>
      run(async (tx) => {
        const number = input.orderNumber.trim().toUpperCase();
        if (!/^BW-\d{4}-\d{6,}$/.test(number)) throw refuse(422, { error: "order_number_invalid" });
        const w = await load(tx, id, version);
        // Money booked for the declaration (#27: credit notes and refunds in the ledger, or a refund
        // recorded on the row before it) ties it to its order; relinking would move it.
        const credited = await creditNoted(tx, w.id);
        const [moved] = await tx
          .select({ id: orderPayments.id })
          .from(orderPayments)
          .where(eq(orderPayments.withdrawalId, w.id))
          .limit(1);
        if (w.refundedCents > 0 || credited || moved) throw refuse(422, { error: "already_settled" });
        const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
        if (!order) throw refuse(422, { error: "no_order_with_number" });
        await write(tx, id, version, { orderId: order.id });
        await audit(tx, {
          actor,
          action: "withdrawal.link",
          entity: entity(id),
          before: { orderId: w.orderId },
          after: { orderId: order.id, orderNumber: number },
        });
        return { ok: true, message: WITHDRAWAL_ACTION_MESSAGES.linked(number) };
      }),

    /**
     * The goods are back. `restock` names, per plant of the order, how many units go back on sale
     * (at most what was ordered; a damaged plant is not resold).
     */
    receive: (
      actor: Actor,
      id: string,
      version: number,
      input: { receivedOn: string; restock?: Record<string, string> },
    ) =>
      run(async (tx) => {
        const day = parseDay(input.receivedOn, today());
        if (!day.ok) throw refuse(422, day);
        const w = await load(tx, id, version);
        if (w.receivedOn) throw refuse(422, { error: "already_received" });
        // Goods that never left cannot come back (#50 §3): the order is cancelled instead, which puts
        // its units back on sale once and settles the declaration.
        if (w.orderId && !(await orderWasShipped(tx, w.orderId)))
          throw refuse(422, { error: "withdrawal_not_shipped" });
        const wanted = Object.entries(input.restock ?? {}).filter(
          ([, v]) => v.trim() !== "" && v.trim() !== "0",
        );
        if (wanted.length > 0 && !w.orderId) throw refuse(422, { error: "no_order" });
        const ordered = w.orderId
          ? await tx
              .select({ plantId: orderItems.plantId, name: orderItems.name, quantity: orderItems.quantity })
              .from(orderItems)
              .where(eq(orderItems.orderId, w.orderId))
          : [];
        const units = wanted.map(([plantId, text]) => {
          const line = ordered.find((o) => o.plantId === plantId);
          if (!line) throw refuse(422, { error: "restock_unknown" });
          const n = Number(text.trim());
          if (!Number.isInteger(n) || n < 0 || n > line.quantity)
            throw refuse(422, {
              error: "restock_invalid",
              params: { name: line.name, max: line.quantity },
            });
          return { plantId, quantity: n };
        });
        const state = w.state === "declared" ? "received" : w.state;
        const restocked = await returnUnits(tx, units, {
          reason: "return",
          orderId: w.orderId,
          actorEmail: actor.email,
        });
        await write(tx, id, version, { receivedOn: day.value, state, restocked: restocked.length > 0 });
        await audit(tx, {
          actor,
          action: "withdrawal.receive",
          entity: entity(id),
          before: { state: w.state },
          after: { state, receivedOn: day.value, restocked },
        });
        if (restocked.length > 0) publicChanges?.changed("orders");
        return {
          ok: true,
          message:
            restocked.length > 0
              ? WITHDRAWAL_ACTION_MESSAGES.receivedRestocked
              : WITHDRAWAL_ACTION_MESSAGES.received,
        };
      }),

    /**
     * Settles the declaration's goods with a credit note (Rechnungskorrektur) that reduces the invoice:
     * on an unpaid order that is all (no refund, nothing overdue); on a paid one the surplus becomes a
     * refund due, recorded with `refund` once the money is sent.
     */
    credit: (
      actor: Actor,
      id: string,
      version: number,
      input: { amount: string; rate: string; reason: string; lines?: string },
    ) =>
      money(actor, id, version, async (c, w) => {
        // Returned units went back on sale at „Ware erhalten“ (`receive`): the credit note restocks nothing.
        const r = await issueCredit(c, {
          ...input,
          restock: "",
          withdrawalId: w.id,
        });
        return {
          balance: r.balance,
          message: WITHDRAWAL_ACTION_MESSAGES.credited(r.number, formatEuro(r.amountCents)),
        };
      }),

    /**
     * Records money sent back: at most what was paid beyond what is owed (after the credit note). Through
     * Stripe, the request is written with the declaration and Stripe asked after it committed (#44).
     */
    refund: (actor: Actor, id: string, version: number, input: { amount: string; refundedOn: string }) =>
      withStripeRefund(refunds, (ask) =>
        money(actor, id, version, async (c, w) => {
          const r = await recordRefund(c, {
            amount: input.amount,
            paidOn: input.refundedOn,
            reason: "Erstattung nach Widerruf",
            withdrawalId: w.id,
          });
          if (r.through === "stripe") ask(r.requestId, r.amountCents);
          return {
            balance: r.balance,
            message: WITHDRAWAL_ACTION_MESSAGES.refunded(formatEuro(r.amountCents)),
          };
        }),
      ),

    /** Refuses the declaration with a reason (e.g. out of time); the customer is told why. */
    refuse: (actor: Actor, id: string, version: number, input: { reason: string }) =>
      run(async (tx) => {
        const reason = parseReason(input.reason);
        if (!reason.ok) throw refuse(422, reason);
        const w = await load(tx, id, version);
        if (w.state === "settled" || w.state === "refused") throw refuse(422, { error: "withdrawal_closed" });
        await write(tx, id, version, { state: "refused", refusedReason: reason.value });
        await audit(tx, {
          actor,
          action: "withdrawal.refuse",
          entity: entity(id),
          before: { state: w.state },
          after: { state: "refused", reason: reason.value },
        });
        const [order] = w.orderId ? await tx.select().from(orders).where(eq(orders.id, w.orderId)) : [];
        await enqueueMail(tx, {
          ...refusalMail({
            to: w.email,
            name: w.name,
            orderNumber: order?.number ?? w.orderReference,
            reason: reason.value,
            locale: w.locale,
          }),
          orderId: order?.id,
        });
        return { ok: true, message: WITHDRAWAL_ACTION_MESSAGES.refused };
      }),
  };

  /**
   * A money entry for the declaration's order: the declaration's version guards the page, the order
   * row is locked (two declarations or the order page cannot take the same money twice) and its
   * status and version follow. The declaration is settled once nothing is left to refund.
   */
  function money(
    actor: Actor,
    id: string,
    version: number,
    work: (c: LedgerContext, w: WithdrawalRow) => Promise<{ balance: Balance; message: string }>,
  ) {
    return run(async (tx) => {
      const w = await load(tx, id, version);
      if (w.state === "settled" || w.state === "refused") throw refuse(422, { error: "withdrawal_closed" });
      if (!w.orderId) throw refuse(422, { error: "no_order" });
      const order = await lockOrderForMoney(tx, w.orderId);
      if (!order) throw refuse(422, { error: "no_order" });
      const { balance, message } = await work(
        { tx, actor, order, now: now(), invoiceLink: (n) => invoiceService.invoiceLink(n), refunds },
        w,
      );
      await settleLocked(tx, order, balance);
      const state = (await isSettled(tx, w, balance)) ? "settled" : w.state;
      await write(tx, id, version, { state });
      // Another open declaration of a cancelled order is settled with it (#50 §3).
      await settleWithdrawalsOfCancelled(tx, order, balance, actor);
      await audit(tx, {
        actor,
        action: "withdrawal.money",
        entity: entity(id),
        before: { state: w.state },
        after: { state, openCents: balance.openCents, message },
      });
      return { ok: true, message };
    });
  }
}

export type WithdrawalActions = ReturnType<typeof createWithdrawalActions>;
