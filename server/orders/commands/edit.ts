import { and, asc, eq, gte, sql } from "drizzle-orm";
import { deliveryAddressSchema } from "../../../domain/contracts/order";
import { buyerFirstName } from "../../../domain/orders/delivery-point";
import { lineName } from "../../../domain/orders/order";
import {
  addressChanges,
  applyLineEdit,
  type EditLine,
  editedTotals,
  editRefusal,
  type LineEdit,
  lineEditRefusal,
  type OrderAddress,
  type OrderEditRefusal,
  parseEditQuantity,
  stockDeltas,
} from "../../../domain/orders/order-edit";
import type { ShippingRates } from "../../../domain/orders/shipping";
import { smallBusinessAt, type TaxSettings } from "../../../domain/shop/small-business";
import { audit } from "../../admin/audit";
import type { Actor } from "../../admin/team";
import type { Db, Tx } from "../../db/client";
import {
  type OrderItemRow,
  type OrderRow,
  onlinePayments,
  orderItems,
  orders,
  plants,
} from "../../db/schema";
import { type CommandRefusal, refuse, runCommand, writeVersioned } from "../../db/versioned-command";
import { orderDiscounts } from "../../discounts/redemptions";
import { enqueueMail } from "../../mail/outbox";
import { orderChangedMail } from "../../mail/templates/order-changed";
import type { PublicChanges } from "../../public-changes";
import { journalStock, type StockEntry } from "../../stock-journal";
import { loadLedger } from "../ledger";
import { stockChangeShows } from "../stock";
import { loadOrderAt, type OrderPageRefusal } from "./command";

/**
 * Editing an order before shipment (#34): a line's quantity, removing a line (not the last), the
 * delivery address. One versioned command each (server/db/versioned-command.ts: 409 on a stale page):
 * the lines and totals are rewritten by the checkout's rule (domain/orders/order-edit.ts → domain/orders/order.ts),
 * the stock follows with journal reason „correction", the ledger follows by itself (before the invoice
 * the debt is the order's total), the change is audited old → new and the customer gets the changed
 * order by mail (outbox, same transaction). The invoice is issued at shipping from the edited lines.
 */

export type OrderEditResult =
  | { ok: true; message: string }
  | CommandRefusal<OrderPageRefusal | OrderEditRefusal>;

export const EDIT_MESSAGES = {
  quantity: (name: string, from: number, to: number) =>
    `Menge von ${name} geändert (${from} → ${to}). Die Kundin oder der Kunde bekommt eine E-Mail mit der geänderten Bestellung.`,
  removed: (name: string) =>
    `${name} ist aus der Bestellung entfernt. Die Kundin oder der Kunde bekommt eine E-Mail mit der geänderten Bestellung.`,
  address:
    "Die Lieferadresse ist geändert. Die Kundin oder der Kunde bekommt eine E-Mail mit der geänderten Bestellung.",
} as const;

const CONFLICT = { error: "conflict" } as const;

const addressOf = (o: OrderRow): OrderAddress => ({
  firstName: o.firstName,
  lastName: o.lastName,
  address: o.address,
  addressAddition: o.addressAddition,
  postalCode: o.postalCode,
  city: o.city,
  country: o.country,
});

/**
 * A Packstation or Postfiliale order (#43 §4) stays one while its two lines („Packstation 118“,
 * „Postnummer …“) stand as they were (a name or the station's town corrected); a new street makes it a
 * delivery to that address, so the label goes there and not to the station.
 */
function pickupAfterEdit(
  order: OrderRow,
  next: OrderAddress,
): Partial<Pick<OrderRow, "deliveryKind" | "postNumber" | "stationNumber">> {
  if (order.deliveryKind === "address") return {};
  if (next.address === order.address && next.addressAddition === order.addressAddition) return {};
  return { deliveryKind: "address", postNumber: null, stationNumber: null };
}

/** The delivery address as posted, checked by the checkout's own schema (the email stays as it is). */
const addressSchema = deliveryAddressSchema;

export interface OrderEditDeps {
  db: Db;
  publicChanges: Pick<PublicChanges, "changed">;
  /**
   * The checkout's shipping of this moment (#34, server/settings keeps it current in every process): the
   * free-shipping threshold and the rates, read at each edit as the checkout reads them at each order.
   */
  shipping: () => { freeShippingThresholdCents: number; rates?: ShippingRates };
  /** The shop's tax status (#50 §5): an order of a small business's day names no VAT. */
  tax?: () => Pick<TaxSettings, "smallBusiness" | "since"> | undefined;
}

export function createOrderEdits({ db, publicChanges, shipping, tax }: OrderEditDeps) {
  /** Reads the order at the page's version and refuses what may not be edited (status, invoice, open payment). */
  async function loadEditable(tx: Tx, number: string, version: number) {
    const order = await loadOrderAt(tx, number, version);
    const [{ balance }, [online]] = await Promise.all([
      loadLedger(tx, order),
      tx
        .select({ state: onlinePayments.state })
        .from(onlinePayments)
        .where(eq(onlinePayments.orderId, order.id)),
    ]);
    const why = editRefusal(order.status, {
      invoiced: balance.invoiced,
      paymentOpen: online?.state === "open",
    });
    if (why) throw refuse(422, why);
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.name), asc(orderItems.id));
    return { order, items };
  }

  const smallBusinessOfOrder = (order: OrderRow) => {
    const status = tax?.();
    return status ? smallBusinessAt(status, order.createdAt) : false;
  };

  /** The customer's mail with the order as it now stands. */
  async function mailChange(
    tx: Tx,
    order: OrderRow,
    change: "quantity" | "remove" | "address",
    items: readonly OrderItemRow[],
  ) {
    const { balance } = await loadLedger(tx, order);
    await enqueueMail(tx, {
      ...orderChangedMail({
        to: order.email,
        locale: order.locale,
        firstName: buyerFirstName(order),
        orderNumber: order.number,
        change,
        lines: items.map((i) => ({
          name: lineName(i, order.locale),
          quantity: i.quantity,
          priceCents: i.priceCents,
          vatRate: i.vatRate,
        })),
        subtotalCents: order.subtotalCents,
        shippingCents: order.shippingCents,
        giftWrapCents: order.giftWrapCents,
        discounts: await orderDiscounts(tx, order.id),
        totalCents: order.totalCents,
        address: addressOf(order),
        openCents: balance.openCents,
        paid: balance.paidCents - balance.refundedCents > 0,
        smallBusiness: smallBusinessOfOrder(order),
      }),
      orderId: order.id,
    });
  }

  /**
   * Moves stock by the edit: more ordered takes units (refused with what is left when the shelf has too
   * few), fewer gives them back. Plants in id order, as orders and cancellations lock them.
   */
  async function moveStock(tx: Tx, actor: Actor, order: OrderRow, before: EditLine[], after: EditLine[]) {
    const entries: StockEntry[] = [];
    for (const { plantId, delta } of stockDeltas(before, after)) {
      const [row] =
        delta < 0
          ? await tx
              .update(plants)
              .set({ stock: sql`${plants.stock} - ${-delta}` })
              .where(and(eq(plants.id, plantId), gte(plants.stock, -delta)))
              .returning({ stock: plants.stock })
          : await tx
              .update(plants)
              .set({ stock: sql`${plants.stock} + ${delta}` })
              .where(eq(plants.id, plantId))
              .returning({ stock: plants.stock });
      if (!row && delta < 0) {
        const [left] = await tx.select({ stock: plants.stock }).from(plants).where(eq(plants.id, plantId));
        const name = before.find((l) => l.plantId === plantId)?.name ?? plantId;
        throw refuse(409, { error: "edit_out_of_stock", params: { name, left: left?.stock ?? 0 } });
      }
      // A plant deleted from the catalogue since has no shelf to give back to.
      if (row)
        entries.push({
          plantId,
          delta,
          stockAfter: row.stock,
          reason: "correction",
          orderId: order.id,
          actorEmail: actor.email,
        });
    }
    await journalStock(tx, entries);
    return entries;
  }

  async function editLines(
    actor: Actor,
    number: string,
    version: number,
    edit: LineEdit,
  ): Promise<OrderEditResult> {
    let stockMoved: StockEntry[] = [];
    const result = await runCommand<OrderEditResult, OrderPageRefusal | OrderEditRefusal>(db, async (tx) => {
      const { order, items } = await loadEditable(tx, number, version);
      // A discount was split over these lines and counted against the code's limits (#43 §2).
      const linesLocked = lineEditRefusal(order);
      if (linesLocked) throw refuse(422, linesLocked);
      const before = items.map((i) => ({ ...i }));
      const applied = applyLineEdit(before, edit);
      if (!applied.ok) throw refuse(applied.error === "edit_unknown_line" ? 404 : 422, applied);
      const after = applied.value;
      const { freeShippingThresholdCents, rates } = shipping();
      // The gift wrapping (#43 §4) stays as ordered: the edited total keeps it.
      const totals = editedTotals(after, freeShippingThresholdCents, rates, order.giftWrapCents);
      if (!totals.ok) throw refuse(422, totals);
      stockMoved = await moveStock(tx, actor, order, before, after);
      const line = before.find((l) => l.plantId === edit.plantId)!;
      if (edit.kind === "remove") await tx.delete(orderItems).where(eq(orderItems.id, line.id));
      else await tx.update(orderItems).set({ quantity: edit.quantity }).where(eq(orderItems.id, line.id));
      await writeVersioned(tx, orders, order.id, version, totals.value, CONFLICT);
      const was = {
        subtotalCents: order.subtotalCents,
        shippingCents: order.shippingCents,
        totalCents: order.totalCents,
      };
      await audit(tx, {
        actor,
        action: edit.kind === "remove" ? "order.edit.remove" : "order.edit.quantity",
        entity: { type: "order", id: order.id },
        before: { plantId: line.plantId, name: line.name, quantity: line.quantity, ...was },
        after: {
          plantId: line.plantId,
          name: line.name,
          quantity: edit.kind === "remove" ? 0 : edit.quantity,
          ...totals.value,
        },
      });
      await mailChange(tx, { ...order, ...totals.value }, edit.kind, after as OrderItemRow[]);
      return {
        ok: true,
        message:
          edit.kind === "remove"
            ? EDIT_MESSAGES.removed(line.name)
            : EDIT_MESSAGES.quantity(line.name, line.quantity, edit.quantity),
      };
    });
    // A plant the edit left low or sold out (or lifted out of that) shows so on public pages.
    if (result.ok && stockChangeShows(stockMoved.map((e) => ({ stock: e.stockAfter, delta: e.delta }))))
      publicChanges.changed("stock");
    return result;
  }

  return {
    /** A line's new quantity (1 to 99). */
    async setQuantity(
      actor: Actor,
      number: string,
      version: number,
      input: { plantId: string; quantity: string },
    ) {
      const quantity = parseEditQuantity(input.quantity);
      if (!quantity.ok) return { ...quantity, ok: false as const, status: 422 as const };
      return editLines(actor, number, version, {
        kind: "quantity",
        plantId: input.plantId,
        quantity: quantity.value,
      });
    },

    /** Removes a line; the last line stays (cancelling is its own action). */
    removeLine: (actor: Actor, number: string, version: number, input: { plantId: string }) =>
      editLines(actor, number, version, { kind: "remove", plantId: input.plantId }),

    /** A new delivery address, checked like the checkout's; only the changed fields are audited. */
    async setAddress(
      actor: Actor,
      number: string,
      version: number,
      input: Record<"firstName" | "lastName" | "address" | "addressAddition" | "postalCode" | "city", string>,
    ): Promise<OrderEditResult> {
      const parsed = addressSchema.safeParse({ ...input, country: "DE" });
      if (!parsed.success)
        return {
          ok: false,
          status: 422,
          error: "edit_address_invalid",
          params: { key: parsed.error.issues[0]?.message ?? "" },
        };
      const next: OrderAddress = {
        ...parsed.data,
        addressAddition: parsed.data.addressAddition?.trim() ? parsed.data.addressAddition : null,
      };
      return runCommand<OrderEditResult, OrderPageRefusal | OrderEditRefusal>(db, async (tx) => {
        const { order, items } = await loadEditable(tx, number, version);
        const changes = addressChanges(addressOf(order), next);
        if (Object.keys(changes).length === 0) throw refuse(422, { error: "edit_no_change" });
        await writeVersioned(
          tx,
          orders,
          order.id,
          version,
          { ...next, ...pickupAfterEdit(order, next) },
          CONFLICT,
        );
        await audit(tx, {
          actor,
          action: "order.edit.address",
          entity: { type: "order", id: order.id },
          before: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.before])),
          after: Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v.after])),
        });
        await mailChange(tx, { ...order, ...next }, "address", items);
        return { ok: true, message: EDIT_MESSAGES.address };
      });
    },
  };
}

export type OrderEdits = ReturnType<typeof createOrderEdits>;
