import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { OrderHistoryEntry } from "../../domain/contracts/account";
import { lineName } from "../../domain/orders/order";
import { trackingUrl } from "../../domain/orders/order-lifecycle";
import type { Db } from "../db/client";
import { invoices, orderItems, orderPayments, orderShipments, orders, withdrawals } from "../db/schema";

/** Who is asking: only the session's user, never an id from the request. */
export interface OrderOwner {
  id: string;
  email: string;
  emailVerified: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Orders the customer may see: those placed while signed in, and – once the address is confirmed –
 * guest orders placed with the same email. An unconfirmed address proves nothing, so until then
 * a guest order stays private to whoever placed it.
 */
export function ownedBy(owner: OrderOwner) {
  const own = eq(orders.userId, owner.id);
  if (!owner.emailVerified) return own;
  return or(own, and(isNull(orders.userId), sql`lower(${orders.email}) = ${owner.email.toLowerCase()}`))!;
}

/** The customer's orders, newest first, each with its items: one query (spec §7). */
export async function orderHistory(
  db: Db,
  owner: OrderOwner,
  orderId?: string,
): Promise<OrderHistoryEntry[]> {
  if (orderId !== undefined && !UUID.test(orderId)) return [];
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
      discountCents: orders.discountCents,
      locale: orders.locale,
      item: {
        id: orderItems.id,
        plantId: orderItems.plantId,
        name: orderItems.name,
        nameEn: orderItems.nameEn,
        quantity: orderItems.quantity,
        priceCents: orderItems.priceCents,
        imageUrl: orderItems.imageUrl,
      },
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(orderId ? and(ownedBy(owner), eq(orders.id, orderId)) : ownedBy(owner))
    .orderBy(desc(orders.createdAt), orders.id, orderItems.name);
  const byId = new Map<string, OrderHistoryEntry>();
  for (const r of rows) {
    let order = byId.get(r.id);
    if (!order) {
      order = {
        id: r.id,
        number: r.number,
        createdAt: r.createdAt.toISOString(),
        status: r.status,
        totalCents: r.totalCents,
        discountCents: r.discountCents,
        items: [],
        invoices: [],
        tracking: null,
        withdrawal: null,
      };
      byId.set(r.id, order);
    }
    // Each line as it was offered: an English order's in English (#46).
    if (r.item) {
      const { nameEn, ...item } = r.item;
      order.items.push({ ...item, name: lineName({ name: item.name, nameEn }, r.locale) });
    }
  }
  // Invoice and Stornorechnung of each order, downloadable with the session (server/invoices/routes.ts).
  if (byId.size) {
    const shipments = await db
      .select({
        orderId: orderShipments.orderId,
        carrier: orderShipments.carrier,
        trackingNumber: orderShipments.trackingNumber,
      })
      .from(orderShipments)
      .where(
        and(
          inArray(orderShipments.orderId, [...byId.keys()]),
          // A number corrected by staff (#27) is no longer shown: its replacement is.
          sql`not exists (select 1 from order_shipments r where r.replaces_id = ${orderShipments.id})`,
        ),
      )
      .orderBy(desc(orderShipments.shippedAt), desc(orderShipments.id));
    // The first parcel's number (the list is newest first, so the oldest is written last).
    for (const s of shipments) {
      const order = byId.get(s.orderId);
      if (order)
        order.tracking = {
          carrier: s.carrier,
          trackingNumber: s.trackingNumber,
          url: trackingUrl(s.trackingNumber),
        };
    }
    const issued = await db
      .select({ orderId: invoices.orderId, number: invoices.number, kind: invoices.kind })
      .from(invoices)
      .where(inArray(invoices.orderId, [...byId.keys()]))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number));
    for (const i of issued) {
      byId.get(i.orderId)?.invoices.push({
        number: i.number,
        kind: i.kind,
        url: `/api/invoices/${encodeURIComponent(i.number)}`,
      });
    }
    // The latest declaration linked to each order (server/admin/withdrawals.ts links them).
    const declared = await db
      .select()
      .from(withdrawals)
      .where(inArray(withdrawals.orderId, [...byId.keys()]))
      .orderBy(asc(withdrawals.createdAt));
    // The money of each declaration comes from the ledger (#27): its credit notes and refunds.
    const ids = declared.map((w) => w.id);
    const [creditRows, refundRows] = ids.length
      ? await Promise.all([
          db
            .select({ id: invoices.withdrawalId, cents: invoices.totalCents })
            .from(invoices)
            .where(and(inArray(invoices.withdrawalId, ids), eq(invoices.kind, "credit"))),
          db
            .select()
            .from(orderPayments)
            .where(and(inArray(orderPayments.withdrawalId, ids), eq(orderPayments.kind, "refund")))
            .orderBy(asc(orderPayments.createdAt)),
        ])
      : [[], []];
    const credited = new Map<string, number>();
    for (const c of creditRows) if (c.id) credited.set(c.id, (credited.get(c.id) ?? 0) + c.cents);
    const refunds = new Map<string, { cents: number; on: string | null }>();
    for (const r of refundRows) {
      const seen = refunds.get(r.withdrawalId!) ?? { cents: 0, on: null };
      seen.cents += r.reversesId ? -r.amountCents : r.amountCents;
      if (!r.reversesId) seen.on = r.paidOn;
      refunds.set(r.withdrawalId!, seen);
    }
    for (const w of declared) {
      const order = w.orderId ? byId.get(w.orderId) : undefined;
      if (order)
        order.withdrawal = {
          state: w.state,
          declaredAt: w.createdAt.toISOString(),
          receivedOn: w.receivedOn,
          creditedCents: -(credited.get(w.id) ?? 0),
          refundedCents: refunds.get(w.id)?.cents ?? 0,
          refundedOn: refunds.get(w.id)?.on ?? null,
          refusedReason: w.state === "refused" ? w.refusedReason : null,
        };
    }
  }
  return [...byId.values()];
}
