import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from "drizzle-orm";
import {
  type OnlinePaymentState,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
} from "../../domain/contracts/order";
import { type DispatchHold, dispatchHold } from "../../domain/orders/dispatch-hold";
import { entryReversalRefusal, refundRefusal } from "../../domain/orders/ledger";
import { editRefusal, lineEditRefusal } from "../../domain/orders/order-edit";
import { actionsFor, trackingUrl } from "../../domain/orders/order-lifecycle";
import type { OrderTodo } from "../../domain/orders/order-todos";
import { PAYMENT_OF_FILTER, type PaymentFilter } from "../../domain/orders/payment-labels";
import { computeVat } from "../../domain/orders/vat";
import { smallBusinessAt, type TaxSettings } from "../../domain/shop/small-business";
import type { Db } from "../db/client";
import {
  type OrderRow,
  onlinePayments,
  orderItems,
  orderShipments,
  orders,
  paymentReminders,
  withdrawals,
} from "../db/schema";
import { runCommand } from "../db/versioned-command";
import { discountByRate, orderDiscounts } from "../discounts/redemptions";
import { loadOrderAt, type OrderActionResult, refuse, touch } from "../orders/commands/command";
import { creditableOf, loadLedger, returnableOf } from "../orders/ledger";
import { audit, auditOf } from "./audit";
import { customerIdOfOrder } from "./customers";
import { orderMails } from "./mails";
import { notesOf } from "./notes";
import { todoCondition } from "./order-todos";
import type { Actor } from "./team";
import { refundDeadline } from "./withdrawals";

export const ADMIN_ORDER_SORTS = ["newest", "oldest", "total-desc", "total-asc"] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_ORDERS_PER_PAGE = 25;

/** The orders paid the filter's way (#33). */
export const paymentCondition = (payment: PaymentFilter | undefined): SQL | undefined =>
  payment ? eq(orders.paymentMethod, PAYMENT_OF_FILTER[payment]) : undefined;

export interface AdminOrderQuery {
  status?: OrderStatus;
  payment?: PaymentFilter;
  /** An order number (or its digits), a name or an email address, or a part of one. */
  q?: string;
  /** One of the overview's to-do tiles (server/admin/order-todos.ts). */
  todo?: OrderTodo;
  /** YYYY-MM-DD, order date in Berlin time, inclusive (#50 §5). */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
  sort?: AdminOrderSort;
  page?: number;
}

/** Midnight of a Berlin day, as an instant. */
const berlinMidnight = (iso: string) => sql`(${iso}::date::timestamp at time zone 'Europe/Berlin')`;

/** Orders placed from `from` to `to` (Berlin days, both inclusive); either may be open. */
export const periodCondition = (from?: string, to?: string): SQL | undefined =>
  and(
    from ? gte(orders.createdAt, berlinMidnight(from)) : undefined,
    to ? lt(orders.createdAt, sql`${berlinMidnight(to)} + interval '1 day'`) : undefined,
  );

export interface AdminOrderRow {
  id: string;
  number: string;
  createdAt: string;
  status: OrderStatus;
  name: string;
  email: string;
  totalCents: number;
  paymentMethod: PaymentMethod;
  /** Where an online payment stands and how it was paid; null for an order not paid online. */
  online: { state: OnlinePaymentState; method: string | null } | null;
  /** The last payment reminder sent (#50 §5): its level and day; null for none. */
  reminder: { level: number; sentOn: string } | null;
}

export const ORDER_BY: Record<AdminOrderSort, SQL[]> = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  oldest: [asc(orders.createdAt), asc(orders.id)],
  "total-desc": [desc(orders.totalCents), desc(orders.createdAt)],
  "total-asc": [asc(orders.totalCents), desc(orders.createdAt)],
};

/** LIKE's own characters are searched for literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function searchCondition(raw: string): SQL | undefined {
  const q = raw.trim().slice(0, 100);
  if (!q) return undefined;
  // "BW-2026-000123" or "bw 2026 000123" finds that order; "000123" or "123" the numbers containing it.
  const digits = q.replace(/^bw[\s-]*/i, "").replace(/[\s-]/g, "");
  const full = /^(\d{4})(\d{6,})$/.exec(digits);
  const pattern = `%${likeEscape(q)}%`;
  return or(
    full
      ? eq(orders.number, `BW-${full[1]}-${full[2]}`)
      : /^\d{1,12}$/.test(digits)
        ? ilike(orders.number, `%${digits}%`)
        : undefined,
    ilike(orders.email, pattern),
    ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
  );
}

/** One page of orders for the back office's list, with the number of all that match. */
export async function listOrders(db: Db, query: AdminOrderQuery, now = new Date()) {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    paymentCondition(query.payment),
    searchCondition(query.q ?? ""),
    todoCondition(query.todo, now),
    periodCondition(query.from, query.to),
  );
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        firstName: orders.firstName,
        lastName: orders.lastName,
        email: orders.email,
        totalCents: orders.totalCents,
        paymentMethod: orders.paymentMethod,
        onlineState: onlinePayments.state,
        onlineMethod: onlinePayments.method,
        reminder: sql<string | null>`(select ${paymentReminders.level} || ' ' || ${paymentReminders.sentOn}
          from ${paymentReminders} where ${paymentReminders.orderId} = ${orders.id}
          order by ${paymentReminders.level} desc limit 1)`,
      })
      .from(orders)
      .leftJoin(onlinePayments, eq(onlinePayments.orderId, orders.id))
      .where(where)
      .orderBy(...ORDER_BY[query.sort ?? "newest"])
      .limit(ADMIN_ORDERS_PER_PAGE)
      .offset((page - 1) * ADMIN_ORDERS_PER_PAGE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const matching = total?.n ?? 0;
  return {
    rows: rows.map(
      (r): AdminOrderRow => ({
        id: r.id,
        number: r.number,
        createdAt: r.createdAt.toISOString(),
        status: r.status,
        name: `${r.firstName} ${r.lastName}`.trim(),
        email: r.email,
        totalCents: r.totalCents,
        paymentMethod: r.paymentMethod,
        online: r.onlineState ? { state: r.onlineState, method: r.onlineMethod } : null,
        reminder: r.reminder
          ? { level: Number(r.reminder.split(" ")[0]), sentOn: String(r.reminder.split(" ")[1]) }
          : null,
      }),
    ),
    total: matching,
    page,
    pages: Math.max(1, Math.ceil(matching / ADMIN_ORDERS_PER_PAGE)),
  };
}

/** Everything the order page of the back office shows; null for an unknown number. */
export async function orderDetail(
  db: Db,
  number: string,
  tax?: Pick<TaxSettings, "smallBusiness" | "since">,
) {
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order) return null;
  const [items, declared, history, ledger, shipments, mails, [online], notes, customerId] = await Promise.all(
    [
      db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.name)),
      // Declarations name orders in free text: those from the order's address that mention its number,
      // and those staff linked to it.
      db
        .select()
        .from(withdrawals)
        .where(
          or(
            eq(withdrawals.orderId, order.id),
            and(
              sql`lower(trim(${withdrawals.email})) = lower(trim(${order.email}))`,
              ilike(
                sql`regexp_replace(${withdrawals.orderReference}, '[^0-9A-Za-z]', '', 'g')`,
                `%${order.number.replace(/-/g, "")}%`,
              ),
            ),
          ),
        ),
      auditOf(db, "order", order.id),
      loadLedger(db, order),
      db
        .select()
        .from(orderShipments)
        .where(eq(orderShipments.orderId, order.id))
        .orderBy(asc(orderShipments.shippedAt), asc(orderShipments.id)),
      orderMails(db, order.id),
      db.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id)),
      notesOf(db, "order", order.id),
      customerIdOfOrder(db, order),
    ],
  );
  const { balance, movements, documents } = ledger;
  // An invoice froze the status on its own date (server/invoices/issue.ts); before it, the order's day decides.
  const invoice = documents.find((d) => d.kind === "invoice");
  const smallBusiness = invoice
    ? invoice.data.smallBusiness === true
    : tax
      ? smallBusinessAt(tax, order.createdAt)
      : false;
  const discounts = await orderDiscounts(db, order.id);
  const reversedIds = new Set(movements.map((m) => m.reversesId).filter(Boolean));
  const replacedIds = new Set(shipments.map((p) => p.replacesId).filter(Boolean));
  // The ledger's entry of the online payment (booked once, keyed by the PaymentIntent) carries the fee.
  const onlineEntry = online?.paymentIntentId
    ? movements.find((m) => m.kind === "payment" && m.providerRef === online.paymentIntentId)
    : undefined;
  return {
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      /** Sent back with every action (optimistic concurrency). */
      version: order.version,
      createdAt: order.createdAt.toISOString(),
      cancelledAt: order.cancelledAt?.toISOString() ?? null,
      paymentMethod: order.paymentMethod,
      /** The order's Stripe payment (#33): where it stands, how, Stripe's id and fee; null if none. */
      online: online
        ? {
            state: online.state,
            method: online.method,
            paymentIntentId: online.paymentIntentId,
            feeCents: onlineEntry?.feeCents ?? null,
          }
        : null,
      customer: {
        /** The customer page's id (server/admin/customers.ts). */
        id: customerId,
        firstName: order.firstName,
        lastName: order.lastName,
        name: `${order.firstName} ${order.lastName}`.trim(),
        email: order.email,
        /** The checkout's box (#49): the e-mail goes to DHL with labels only when true. */
        dhlEmailConsent: order.dhlEmailConsent,
        userId: order.userId,
        address: order.address,
        addressAddition: order.addressAddition,
        postalCode: order.postalCode,
        city: order.city,
        country: order.country,
        /** Where the parcel goes, and the buyer's address for the invoice where it differs (#43 §4). */
        deliveryKind: order.deliveryKind,
        billingAddress: order.billingAddress,
        gift: order.gift,
        giftMessage: order.giftMessage,
      },
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      giftWrapCents: order.giftWrapCents,
      totalCents: order.totalCents,
    },
    /** Discount codes the order used (#43 §2), with what each took off. */
    discounts: discounts.map((d) => ({ code: d.code, amountCents: d.amountCents })),
    items: items.map((i) => ({
      plantId: i.plantId,
      name: i.name,
      quantity: i.quantity,
      priceCents: i.priceCents,
      vatRate: i.vatRate,
      lineTotalCents: i.priceCents * i.quantity,
    })),
    /** The VAT in the order's total per rate, as the invoice will split it (domain/orders/vat.ts): follows an edit. */
    /** Ordered under the small-business rule (§ 19 UStG, #50 §5): no VAT in the total. */
    smallBusiness,
    vatRates: smallBusiness
      ? []
      : computeVat(
          items.map((i) => ({ quantity: i.quantity, unitGrossCents: i.priceCents, vatRate: i.vatRate })),
          order.shippingCents,
          discountByRate(discounts),
          order.giftWrapCents,
        ).rates.map((r) => ({ vatRate: r.vatRate, vatCents: r.vatCents })),
    /** Internal notes, newest first (#34). */
    notes,
    /** A bounced debit holding the order back from shipping (#50 §6), or null. */
    hold: dispatchHold({
      status: order.status,
      online: online ? { state: online.state, releasedAt: online.releasedAt } : null,
      openCents: balance.openCents,
    }),
    /** Why the order cannot be edited now (#34), or null: lines and address can be changed. */
    editRefusal: editRefusal(order.status, {
      invoiced: ledger.balance.invoiced,
      paymentOpen: online?.state === "open",
    }),
    /** Why its lines cannot be changed although the order can (#43 §2: a discount split over them), or null. */
    lineEditRefusal: lineEditRefusal(order),
    withdrawals: declared.map((w) => ({
      id: w.id,
      createdAt: w.createdAt.toISOString(),
      statement: w.statement,
    })),
    history,
    /** Money movements, oldest first: payments and refunds, their reversals marked (#27). */
    movements: movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      amountCents: m.amountCents,
      paidOn: m.paidOn,
      method: m.method,
      reason: m.reason,
      actor: m.actor,
      createdAt: m.createdAt.toISOString(),
      reversesId: m.reversesId,
      reversed: reversedIds.has(m.id),
      withdrawalId: m.withdrawalId,
      /** Whether „Buchung stornieren" is offered: the reversal command's own rule (#50 §6). */
      reversible: entryReversalRefusal(order.status, m, movements, balance) === null,
    })),
    /** Whether „Erstattung erfassen" is offered: the refund command's own rule (#50 §6). */
    refundable: refundRefusal(order.status, balance) === null,
    /** What a credit note may still take back per VAT rate: nothing before the invoice or after a Storno. */
    creditable: creditableOf(documents),
    returnable: returnableOf(documents),
    balance,
    /** Every parcel; a correction follows the row it corrects (it keeps that parcel's shipping time). */
    parcels: inCorrectionOrder(shipments).map((p) => ({
      id: p.id,
      carrier: p.carrier,
      trackingNumber: p.trackingNumber,
      trackingUrl: trackingUrl(p.trackingNumber),
      shippedAt: p.shippedAt.toISOString(),
      actor: p.actor,
      replacesId: p.replacesId,
      reason: p.reason,
      replaced: replacedIds.has(p.id),
    })),
    /** The earliest refund deadline of an open withdrawal of this order (§ 357 Abs. 1 BGB), or null. */
    refundBy:
      declared
        .filter((w) => w.orderId === order.id && (w.state === "declared" || w.state === "received"))
        .map((w) => refundDeadline(w.createdAt))
        .sort()[0] ?? null,
    /** The mails sent for the order, with their delivery state (never their text). */
    mails,
    actions: actionsFor(order.status, {
      totalCents: balance.owedCents,
      paidCents: balance.paidCents - balance.refundedCents,
    }),
  };
}

/** Parcels by shipping time; a correction, which keeps its parcel's time, right after what it corrects. */
function inCorrectionOrder<P extends { id: string; replacesId: string | null; shippedAt: Date }>(
  parcels: P[],
): P[] {
  const byId = new Map(parcels.map((p) => [p.id, p]));
  const depth = (p: P) => {
    let d = 0;
    for (
      let cur = p.replacesId ? byId.get(p.replacesId) : undefined;
      cur;
      cur = cur.replacesId ? byId.get(cur.replacesId) : undefined
    )
      d += 1;
    return d;
  };
  return [...parcels].sort((a, b) => a.shippedAt.getTime() - b.shippedAt.getTime() || depth(a) - depth(b));
}

export const isOrderStatus = (s: unknown): s is OrderStatus => ORDER_STATUSES.includes(s as OrderStatus);

export const RELEASE_MESSAGE =
  "Die Bestellung ist zum Versand freigegeben, obwohl die Lastschrift geplatzt ist. Das Geld ist weiter offen.";

/** What holds the order back from shipping now (#50 §6): a bounced debit not yet paid or released. */
export async function holdOf(
  tx: Pick<Db, "select">,
  order: Pick<OrderRow, "id" | "status" | "totalCents">,
): Promise<DispatchHold> {
  const [online] = await tx.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id));
  const { balance } = await loadLedger(tx, order);
  return dispatchHold({
    status: order.status,
    online: online ? { state: online.state, releasedAt: online.releasedAt } : null,
    openCents: balance.openCents,
  });
}

/**
 * Releases an order a bounced debit holds back (#50 §6): staff ship it anyway (the customer is known, a
 * transfer is on its way). A versioned command with an audit entry; an order nothing holds is refused.
 */
export function releaseHold(
  db: Db,
  actor: Actor,
  number: string,
  version: number,
): Promise<OrderActionResult> {
  return runCommand(db, async (tx) => {
    const order = await loadOrderAt(tx, number, version);
    const hold = await holdOf(tx, order);
    if (!hold) throw refuse(409, { error: "not_held" });
    await tx
      .update(onlinePayments)
      .set({ releasedAt: new Date(), releasedBy: actor.email })
      .where(eq(onlinePayments.orderId, order.id));
    await touch(tx, order, version);
    await audit(tx, {
      actor,
      action: "order.release",
      entity: { type: "order", id: order.id },
      before: { hold },
      after: { hold: null },
    });
    return { ok: true, status: order.status, message: RELEASE_MESSAGE };
  });
}
