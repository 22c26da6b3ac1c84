import { and, asc, desc, eq, sql } from "drizzle-orm";
import { BRAND } from "../../domain/brand";
import { formatEnglishDate, shopClock } from "../../domain/delivery";
import type { Locale } from "../../domain/i18n";
import { formatEuro } from "../../domain/money";
import {
  parseDay,
  parseRefundAmount,
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_STATES,
  type WithdrawalState,
} from "../../domain/withdrawal-handling";
import type { Db } from "../db/client";
import { invoices, orders, withdrawals } from "../db/schema";
import { germanDay } from "../invoices/invoice-pdf";
import { creditNoteData, dayIso, type InvoiceData, nextInvoiceNumber, type Tx } from "../invoices/issue";
import type { InvoiceService } from "../invoices/service";
import { enqueueMail } from "../mail/outbox";
import { audit, auditOf } from "./audit";
import type { Actor } from "./team";

/**
 * Withdrawals in the back office (#17): list, detail, link to an order, goods received, refund with a
 * Rechnungskorrektur and a mail. Each action is one transaction guarded by withdrawals.version, as
 * the order actions (server/admin/order-actions.ts): the loser of a race writes nothing and gets 409.
 */

export const WITHDRAWAL_ACTION_MESSAGES = {
  linked: (number: string) => `Der Widerruf ist Bestellung ${number} zugeordnet.`,
  received: "Der Wareneingang ist vermerkt.",
  refunded: (amount: string) =>
    `Erstattung über ${amount} erfasst. Die Kundin oder der Kunde bekommt eine E-Mail mit der Rechnungskorrektur.`,
} as const;

export type WithdrawalActionResult =
  | { ok: true; message: string }
  | { ok: false; status: 404 | 409 | 422; message: string };

class Refused extends Error {
  constructor(readonly result: Extract<WithdrawalActionResult, { ok: false }>) {
    super(result.message);
  }
}
const refuse = (status: 404 | 409 | 422, message: string) => new Refused({ ok: false, status, message });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order a declaration names: same address, its number (with or without dashes) in the reference. */
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

export const isWithdrawalState = (s: unknown): s is WithdrawalState =>
  typeof s === "string" && (WITHDRAWAL_STATES as readonly string[]).includes(s);

/** Newest first, optionally of one state, with the linked order's number. */
export async function listWithdrawals(db: Db, { state }: { state?: WithdrawalState } = {}) {
  const rows = await db
    .select({
      id: withdrawals.id,
      createdAt: withdrawals.createdAt,
      name: withdrawals.name,
      email: withdrawals.email,
      orderReference: withdrawals.orderReference,
      state: withdrawals.state,
      refundedCents: withdrawals.refundedCents,
      orderNumber: orders.number,
    })
    .from(withdrawals)
    .leftJoin(orders, eq(orders.id, withdrawals.orderId))
    .where(state ? eq(withdrawals.state, state) : undefined)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** What the order's refunds may still add up to: its total minus every refund recorded for it. */
async function refundableCents(tx: Pick<Db, "select">, orderId: string, totalCents: number) {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${withdrawals.refundedCents})` })
    .from(withdrawals)
    .where(eq(withdrawals.orderId, orderId));
  return Math.max(0, totalCents - Number(row?.sum ?? 0));
}

export async function withdrawalDetail(db: Db, id: string) {
  if (!UUID.test(id)) return null;
  const [w] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!w) return null;
  const [order] = w.orderId ? await db.select().from(orders).where(eq(orders.id, w.orderId)) : [];
  const [history, credits] = await Promise.all([
    auditOf(db, "withdrawal", w.id),
    order
      ? db
          .select({ number: invoices.number, kind: invoices.kind, totalCents: invoices.totalCents })
          .from(invoices)
          .where(eq(invoices.orderId, order.id))
          .orderBy(asc(invoices.issuedAt))
      : Promise.resolve([]),
  ]);
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
      refundedCents: w.refundedCents,
      refundedOn: w.refundedOn,
      version: w.version,
    },
    order: order
      ? {
          number: order.number,
          status: order.status,
          totalCents: order.totalCents,
          email: order.email,
          name: `${order.firstName} ${order.lastName}`.trim(),
          refundableCents: await refundableCents(db, order.id, order.totalCents),
        }
      : null,
    invoices: credits,
    history,
  };
}

export function refundMail(p: {
  to: string;
  name: string;
  orderNumber: string;
  amountCents: number;
  refundedOn: string;
  credit: { number: string; link: string } | null;
  /** The order's language (#19); German if not given. */
  locale?: Locale;
}) {
  if (p.locale === "en") return refundMailEnglish(p);
  const credit = p.credit
    ? `\n\nDie Rechnungskorrektur ${p.credit.number} hängt als PDF an. Du kannst sie auch hier laden: ${p.credit.link}`
    : "";
  return {
    to: p.to,
    subject: `Deine Erstattung zur Bestellung ${p.orderNumber}`,
    text: `Hallo ${p.name.trim()},

nach deinem Widerruf haben wir dir am ${germanDay(p.refundedOn)} ${formatEuro(p.amountCents)} für die Bestellung ${p.orderNumber} erstattet. Das Geld geht auf demselben Weg an dich zurück, auf dem du bezahlt hast; je nach Bank dauert die Gutschrift ein, zwei Werktage.${credit}

Viele Grüße
dein ${BRAND.name}-Team`,
  };
}

function refundMailEnglish(p: Parameters<typeof refundMail>[0]) {
  const credit = p.credit
    ? `\n\nThe credit note ${p.credit.number} (in German) is attached as a PDF. You can also download it here: ${p.credit.link}`
    : "";
  return {
    to: p.to,
    subject: `Your refund for order ${p.orderNumber}`,
    text: `Hello ${p.name.trim()},

following your withdrawal, we refunded ${formatEuro(p.amountCents)} for order ${p.orderNumber} on ${formatEnglishDate(new Date(`${p.refundedOn}T00:00:00Z`))}. The money goes back the same way you paid; depending on your bank, the credit takes one or two working days.${credit}

Kind regards
your ${BRAND.name} team`,
  };
}

export function createWithdrawalActions({
  db,
  invoices: invoiceService,
  now = () => new Date(),
}: {
  db: Db;
  invoices: Pick<InvoiceService, "invoiceLink">;
  now?: () => Date;
}) {
  const today = () => dayIso(shopClock(now()).day);

  async function run(work: (tx: Tx) => Promise<WithdrawalActionResult>): Promise<WithdrawalActionResult> {
    try {
      return await db.transaction(work);
    } catch (e) {
      if (e instanceof Refused) return e.result;
      throw e;
    }
  }

  async function load(tx: Tx, id: string, version: number) {
    if (!UUID.test(id)) throw refuse(404, WITHDRAWAL_MESSAGES.unknown);
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
    if (!w) throw refuse(404, WITHDRAWAL_MESSAGES.unknown);
    if (w.version !== version) throw refuse(409, WITHDRAWAL_MESSAGES.conflict);
    return w;
  }

  /** The guarded write: only if the declaration still has the version the page showed. */
  async function write(tx: Tx, id: string, version: number, set: Partial<typeof withdrawals.$inferInsert>) {
    const [row] = await tx
      .update(withdrawals)
      .set({ ...set, version: sql`${withdrawals.version} + 1` })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.version, version)))
      .returning({ id: withdrawals.id });
    if (!row) throw refuse(409, WITHDRAWAL_MESSAGES.conflict);
  }

  const entity = (id: string) => ({ type: "withdrawal", id });

  return {
    /** Staff link a declaration whose reference matched no order (or the wrong one). */
    linkOrder: (actor: Actor, id: string, version: number, input: { orderNumber: string }) =>
      run(async (tx) => {
        const number = input.orderNumber.trim().toUpperCase();
        if (!/^BW-\d{4}-\d{6,}$/.test(number)) throw refuse(422, WITHDRAWAL_MESSAGES.orderNumberInvalid);
        const w = await load(tx, id, version);
        if (w.refundedCents > 0) throw refuse(422, WITHDRAWAL_MESSAGES.alreadyRefunded);
        const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
        if (!order) throw refuse(422, WITHDRAWAL_MESSAGES.unknownOrder);
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

    receive: (actor: Actor, id: string, version: number, input: { receivedOn: string }) =>
      run(async (tx) => {
        const day = parseDay(input.receivedOn, today());
        if (!day.ok) throw refuse(422, day.message);
        const w = await load(tx, id, version);
        if (w.receivedOn) throw refuse(422, WITHDRAWAL_MESSAGES.alreadyReceived);
        const state = w.state === "declared" ? "received" : w.state;
        await write(tx, id, version, { receivedOn: day.value, state });
        await audit(tx, {
          actor,
          action: "withdrawal.receive",
          entity: entity(id),
          before: { state: w.state },
          after: { state, receivedOn: day.value },
        });
        return { ok: true, message: WITHDRAWAL_ACTION_MESSAGES.received };
      }),

    /**
     * Records a refund: at most the order's total minus earlier refunds (of every declaration for the
     * order; the order row is locked, so two declarations of one order cannot both take the rest).
     * Issues a Rechnungskorrektur of the order's invoice and queues the mail with it, in the same
     * transaction.
     */
    refund: (actor: Actor, id: string, version: number, input: { amount: string; refundedOn: string }) =>
      run(async (tx) => {
        const day = parseDay(input.refundedOn, today());
        if (!day.ok) throw refuse(422, day.message);
        const w = await load(tx, id, version);
        if (!w.orderId) throw refuse(422, WITHDRAWAL_MESSAGES.noOrder);
        const [order] = await tx.select().from(orders).where(eq(orders.id, w.orderId)).for("update");
        if (!order) throw refuse(422, WITHDRAWAL_MESSAGES.noOrder);
        const max = await refundableCents(tx, order.id, order.totalCents);
        const amount = parseRefundAmount(input.amount, max);
        if (!amount.ok) throw refuse(422, amount.message);
        const refunded = w.refundedCents + amount.value;
        await write(tx, id, version, { refundedCents: refunded, refundedOn: day.value, state: "settled" });

        const [original] = await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")))
          .orderBy(asc(invoices.issuedAt))
          .limit(1);
        let credit: { id: string; number: string } | null = null;
        if (original) {
          const number = await nextInvoiceNumber(tx, "credit", Number(day.value.slice(0, 4)));
          const data = creditNoteData(original.data as InvoiceData, number, day.value, amount.value);
          const [row] = await tx
            .insert(invoices)
            .values({
              number,
              kind: "credit",
              orderId: order.id,
              issuedAt: now(),
              deliveryDate: data.deliveryDate,
              totalCents: data.totals.grossCents,
              data,
            })
            .returning({ id: invoices.id });
          credit = { id: row!.id, number };
        }
        await audit(tx, {
          actor,
          action: "withdrawal.refund",
          entity: entity(id),
          before: { state: w.state, refundedCents: w.refundedCents },
          after: {
            state: "settled",
            refundedCents: refunded,
            amountCents: amount.value,
            refundedOn: day.value,
            creditNote: credit?.number ?? null,
          },
        });
        await enqueueMail(tx, {
          ...refundMail({
            to: order.email,
            locale: order.locale,
            name: order.firstName,
            orderNumber: order.number,
            amountCents: amount.value,
            refundedOn: day.value,
            credit: credit
              ? { number: credit.number, link: invoiceService.invoiceLink(credit.number) }
              : null,
          }),
          kind: "withdrawal-refund",
          orderId: order.id,
          attachments: credit ? [{ type: "invoice", invoiceId: credit.id }] : [],
        });
        return { ok: true, message: WITHDRAWAL_ACTION_MESSAGES.refunded(formatEuro(amount.value)) };
      }),
  };
}

export type WithdrawalActions = ReturnType<typeof createWithdrawalActions>;
