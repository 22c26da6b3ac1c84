import { and, eq, sql } from "drizzle-orm";
import { calendarDay, formatGermanDate, shopClock } from "../../domain/orders/delivery";
import { crossesLowStock } from "../../domain/orders/stock";
import { type ShopSettings, staffAddress } from "../../domain/shop/settings";
import type { Db, Tx } from "../db/client";
import { invoices, orderBalances, orders, staffNotifications } from "../db/schema";
import { invoiceDueOn, overdueInvoice } from "../invoices/overdue";
import { type Executor, enqueueMail } from "../mail/outbox";
import {
  type PaymentNotice,
  staffInvoiceOverdueMail,
  staffLowStockMail,
  staffMailFailedMail,
  staffNewOrderMail,
  staffPaymentMail,
  staffWithdrawalMail,
} from "../mail/templates/staff-notifications";

/** Kinds of mail about mails to staff: a failed one of these is not told again (it would loop). */
const STAFF_KINDS = /^staff-/;

/**
 * The shop tells its staff (#34): a new order, a new withdrawal with its refund deadline, stock at or
 * below the threshold (once per crossing), a mail that failed for good, an overdue invoice (once per
 * invoice). Each mail is written in the transaction of its cause, to the staff address of the settings
 * (else the business address), with the link to its back-office page.
 */
export interface StaffNotifier {
  newOrder(
    tx: Executor,
    order: {
      number: string;
      firstName: string;
      lastName: string;
      totalCents: number;
      paymentMethod: string;
      lines: number;
    },
  ): Promise<void>;
  withdrawal(
    tx: Executor,
    w: { id: string; orderReference: string; name: string; createdAt: Date },
  ): Promise<void>;
  /** After a sale took stock: tells each plant whose stock crossed the threshold. */
  stockSold(
    tx: Executor,
    sold: readonly { plantId: string; name: string; delta: number; stockAfter: number }[],
  ): Promise<void>;
  mailFailed(
    tx: Executor,
    mail: { id: string; kind: string; subject: string; orderId: string | null },
  ): Promise<void>;
  /** Tells every overdue invoice not yet told (each once); returns how many were told now. */
  overdueInvoices(now?: Date): Promise<number>;
  /** Money Stripe moved or failed to move on its own (#44, #49): a failed refund, a late payment, a dispute. */
  payment(tx: Executor, orderNumber: string, notice: PaymentNotice): Promise<void>;
}

/** The last day of the 14 days from a withdrawal's receipt (§ 357 Abs. 1 BGB), as Berlin counts days. */
export function refundDeadline(receivedAt: Date): Date {
  const { day } = shopClock(receivedAt);
  return calendarDay(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate() + 14);
}

export function createStaffNotifier({
  db,
  settings,
  publicUrl,
}: {
  db: Db;
  /** The current settings (server/settings): the address and the stock threshold. */
  settings: () => ShopSettings;
  publicUrl: string;
}): StaffNotifier {
  const to = () => staffAddress(settings());
  const link = (path: string) => `${publicUrl}${path}`;
  return {
    async newOrder(tx, o) {
      await enqueueMail(
        tx,
        staffNewOrderMail({
          to: to(),
          orderNumber: o.number,
          customerName: `${o.firstName} ${o.lastName}`,
          totalCents: o.totalCents,
          payment: o.paymentMethod === "invoice" ? "Kauf auf Rechnung" : "online bezahlt",
          lines: o.lines,
          url: link(`/admin/orders/${o.number}`),
        }),
      );
    },
    async withdrawal(tx, w) {
      await enqueueMail(
        tx,
        staffWithdrawalMail({
          to: to(),
          orderReference: w.orderReference,
          name: w.name,
          refundDeadline: formatGermanDate(refundDeadline(w.createdAt)),
          url: link(`/admin/withdrawals/${w.id}`),
        }),
      );
    },
    async stockSold(tx, sold) {
      const threshold = settings().notifications.lowStockThreshold;
      for (const s of sold) {
        if (!crossesLowStock(s.stockAfter - s.delta, s.stockAfter, threshold)) continue;
        await enqueueMail(
          tx,
          staffLowStockMail({
            to: to(),
            plantName: s.name,
            left: s.stockAfter,
            threshold,
            url: link(`/admin/plants/${encodeURIComponent(s.plantId)}`),
          }),
        );
      }
    },
    async mailFailed(tx, mail) {
      if (STAFF_KINDS.test(mail.kind)) return;
      let orderNumber: string | null = null;
      if (mail.orderId) {
        const [o] = await (tx as unknown as Tx)
          .select({ number: orders.number })
          .from(orders)
          .where(eq(orders.id, mail.orderId));
        orderNumber = o?.number ?? null;
      }
      await enqueueMail(
        tx,
        staffMailFailedMail({
          to: to(),
          subject: mail.subject,
          orderNumber,
          url: link("/admin/mails"),
        }),
      );
    },
    async payment(tx, orderNumber, notice) {
      await enqueueMail(
        tx,
        staffPaymentMail({ to: to(), orderNumber, url: link(`/admin/orders/${orderNumber}`), ...notice }),
      );
    },
    async overdueInvoices(now = new Date()) {
      // The one rule for „überfällig" (server/invoices/overdue.ts); those already told are left out.
      const due = await db
        .select({
          invoiceId: invoices.id,
          invoiceNumber: invoices.number,
          orderNumber: orders.number,
          firstName: orders.firstName,
          lastName: orders.lastName,
          openCents: orderBalances.openCents,
          dueOn: invoiceDueOn,
        })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .innerJoin(orderBalances, eq(orderBalances.orderId, invoices.orderId))
        .where(
          and(
            overdueInvoice(now),
            sql`not exists (select 1 from staff_notifications n where n.kind = 'invoice-overdue' and n.subject = ${invoices.id}::text)`,
          ),
        )
        .limit(100);
      let told = 0;
      for (const inv of due) {
        const wrote = await db.transaction(async (tx) => {
          // The key makes it once per invoice, whichever process sweeps first.
          const [claimed] = await tx
            .insert(staffNotifications)
            .values({ kind: "invoice-overdue", subject: inv.invoiceId })
            .onConflictDoNothing()
            .returning({ subject: staffNotifications.subject });
          if (!claimed) return false;
          await enqueueMail(
            tx,
            staffInvoiceOverdueMail({
              to: to(),
              invoiceNumber: inv.invoiceNumber,
              orderNumber: inv.orderNumber,
              customerName: `${inv.firstName} ${inv.lastName}`,
              openCents: inv.openCents,
              dueOn: formatGermanDate(new Date(`${inv.dueOn}T00:00:00Z`)),
              url: link(`/admin/orders/${inv.orderNumber}`),
            }),
          );
          return true;
        });
        if (wrote) told++;
      }
      return told;
    },
  };
}
