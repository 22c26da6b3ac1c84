import { and, asc, eq } from "drizzle-orm";
import { shopClock } from "../../domain/orders/delivery";
import { buyerFirstName } from "../../domain/orders/delivery-point";
import {
  automaticReminder,
  DEFAULT_REMINDER_SETTINGS,
  nextReminder,
  type ReminderLevel,
  type ReminderSettings,
  type ReminderView,
} from "../../domain/orders/reminders";
import { audit } from "../admin/audit";
import type { Actor } from "../admin/team";
import type { Db } from "../db/client";
import { invoices, type OrderRow, orders, paymentReminders } from "../db/schema";
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
import { hasOverdueInvoice } from "./overdue";

/** Who sends the automatic reminders, in the timeline and the audit log. */
export const REMINDER_SYSTEM: Actor = { id: null, email: "System (automatische Zahlungserinnerung)" };

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
  settings = () => DEFAULT_REMINDER_SETTINGS,
  now = () => new Date(),
}: {
  db: Db;
  invoiceLink: (number: string) => string;
  /** The owner's choice of /admin/settings, read at each use (server/settings keeps it current). */
  settings?: () => ReminderSettings;
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
    const facts = { dueDate: data?.payment?.dueDate ?? null, today, openCents: balance.openCents, sent };
    const next = nextReminder({ ...facts, secondAfterDays: settings().secondAfterDays });
    return { today, invoice, data, balance, sent, next, automatic: automaticReminder(facts, settings()) };
  }

  const api = {
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

    send: (actor: Actor, number: string, version: number) => deliver(actor, number, version, "by_hand"),
  };

  /**
   * Sends the next reminder inside its versioned command. `automatic`: only when `automaticReminder`
   * says it is due today (the sweep's own test, made on the facts the command read: one read per order).
   */
  function deliver(actor: Actor, number: string, version: number, mode: "by_hand" | "automatic") {
    return runCommand<OrderActionResult, OrderPageRefusal>(db, async (tx) => {
      const order = await loadOrderAt(tx, number, version);
      const { today, invoice, data, balance, sent, next, automatic } = await factsOf(tx, order);
      if (!next.ok) throw refuse(422, next);
      // Allowed by hand, but not yet by the sweep (within the grace days): nothing happens.
      if (mode === "automatic" && automatic === null) throw refuse(422, { error: "reminder_not_overdue" });
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
          firstName: buyerFirstName(order),
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
        // The invoice again, and a GiroCode for what is open now (not the invoice's own total).
        attachments: [
          { type: "invoice", invoiceId: invoice!.id },
          { type: "girocode", invoiceId: invoice!.id, amountCents: balance.openCents },
        ],
      });
      await audit(tx, {
        actor,
        action: "order.reminder",
        entity: { type: "order", id: order.id },
        after: { level, openCents: balance.openCents, sentOn: today },
      });
      return { ok: true, status: order.status, message: REMINDER_SENT(level) };
    });
  }

  /**
   * Automatic reminders (#50 §5, when the owner switched them on): every order with an overdue invoice
   * whose next reminder is due by `automaticReminder` gets it, sent as the click would (its own
   * versioned command, so a click at the same moment sends one, not two). Returns how many went out.
   */
  async function sweep(): Promise<number> {
    if (!settings().automatic) return 0;
    const overdue = await db
      .select({
        id: orders.id,
        number: orders.number,
        version: orders.version,
        status: orders.status,
        totalCents: orders.totalCents,
      })
      .from(orders)
      .where(hasOverdueInvoice(now()));
    let sent = 0;
    for (const order of overdue) {
      if ((await deliver(REMINDER_SYSTEM, order.number, order.version, "automatic")).ok) sent++;
    }
    return sent;
  }
  return { ...api, sweep };
}

export type Reminders = ReturnType<typeof createReminders>;
