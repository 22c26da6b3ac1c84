import { and, asc, eq } from "drizzle-orm";
import { shopClock } from "../../domain/orders/delivery";
import {
  DEFAULT_SECOND_REMINDER_DAYS,
  nextReminder,
  type ReminderLevel,
  type ReminderView,
} from "../../domain/orders/reminders";
import { audit } from "../admin/audit";
import type { Actor } from "../admin/team";
import type { Db } from "../db/client";
import { invoices, type OrderRow, paymentReminders } from "../db/schema";
import { runCommand } from "../db/versioned-command";
import { enqueueMail } from "../mail/outbox";
import { reminderMail } from "../mail/templates/payment-reminder";
import {
  loadOrderAt,
  type OrderActionResult,
  type OrderPageRefusal,
  refuse,
  touch,
} from "../orders/commands/command";
import { loadLedger } from "../orders/ledger";
import type { InvoiceData } from "./issue";

const dayOf = (now: Date) => shopClock(now).day.toISOString().slice(0, 10);

export const REMINDER_SENT = (level: ReminderLevel) =>
  level === 1
    ? "Zahlungserinnerung gesendet, mit der Rechnung im Anhang."
    : "2. Zahlungserinnerung gesendet, mit der Rechnung im Anhang.";

/**
 * „Zahlungserinnerung senden“ (#50 §5): on an overdue invoice, the next reminder (domain/orders/reminders.ts)
 * goes to the customer in their language with the invoice attached and the bank details for what is open;
 * no fee. Recorded in `payment_reminders` (one per level) and the order's timeline, as a versioned order
 * command: the page that showed the order sends its version.
 */
export function createReminders({
  db,
  invoiceLink,
  secondAfterDays = DEFAULT_SECOND_REMINDER_DAYS,
  now = () => new Date(),
}: {
  db: Db;
  invoiceLink: (number: string) => string;
  secondAfterDays?: number;
  now?: () => Date;
}) {
  /** What decides the next reminder, read in `tx` (the command's, or the page's reader). */
  async function factsOf(tx: Pick<Db, "select">, order: Pick<OrderRow, "id" | "status" | "totalCents">) {
    const today = dayOf(now());
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "invoice")));
    const data = invoice?.data as InvoiceData | undefined;
    const { balance } = await loadLedger(tx, order);
    const sent = await tx
      .select({ level: paymentReminders.level, sentOn: paymentReminders.sentOn })
      .from(paymentReminders)
      .where(eq(paymentReminders.orderId, order.id));
    const next = nextReminder({
      dueDate: data?.payment?.dueDate ?? null,
      today,
      openCents: balance.openCents,
      sent,
      secondAfterDays,
    });
    return { today, invoice, data, balance, sent, next };
  }

  return {
    /** Which reminder the order page offers now (null: none), and why not. */
    async next(order: Pick<OrderRow, "id" | "status" | "totalCents">) {
      const { next } = await factsOf(db, order);
      return next.ok ? { level: next.value } : { level: null, refusal: next };
    },

    /** The reminders sent for the order, first first. */
    async of(orderId: string): Promise<ReminderView[]> {
      const rows = await db
        .select()
        .from(paymentReminders)
        .where(eq(paymentReminders.orderId, orderId))
        .orderBy(asc(paymentReminders.level));
      return rows.map((r) => ({
        level: r.level as ReminderLevel,
        sentOn: r.sentOn,
        openCents: r.openCents,
        actor: r.actor,
      }));
    },

    send: (actor: Actor, number: string, version: number) =>
      runCommand<OrderActionResult, OrderPageRefusal>(db, async (tx) => {
        const order = await loadOrderAt(tx, number, version);
        const { today, invoice, data, balance, sent, next } = await factsOf(tx, order);
        if (!next.ok) throw refuse(422, next);
        const level = next.value;
        await tx.insert(paymentReminders).values({
          orderId: order.id,
          level,
          sentOn: today,
          openCents: balance.openCents,
          actor: actor.email,
        });
        await touch(tx, order, version);
        const first = sent.find((s) => s.level === 1);
        await enqueueMail(tx, {
          ...reminderMail({
            to: order.email,
            locale: order.locale,
            firstName: order.firstName,
            orderNumber: order.number,
            level,
            invoice: {
              number: invoice!.number,
              link: invoiceLink(invoice!.number),
              dueDate: data!.payment!.dueDate,
            },
            openCents: balance.openCents,
            firstSentOn: first?.sentOn ?? null,
            bank: data!.bank,
          }),
          orderId: order.id,
          attachments: [{ type: "invoice", invoiceId: invoice!.id }],
        });
        await audit(tx, {
          actor,
          action: "order.reminder",
          entity: { type: "order", id: order.id },
          after: { level, openCents: balance.openCents, sentOn: today },
        });
        return { ok: true, status: order.status, message: REMINDER_SENT(level) };
      }),
  };
}

export type Reminders = ReturnType<typeof createReminders>;
