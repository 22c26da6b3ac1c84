import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import Papa from "papaparse";
import type { ParcelRefusals } from "../../domain/contracts/parcel-messages";
import { shopClock } from "../../domain/orders/delivery";
import { buyerFirstName } from "../../domain/orders/delivery-point";
import {
  alpha3,
  formatKg,
  hasHouseNumber,
  labelReference,
  PORTAL_HEADER,
  parcelWeightGrams,
  parseWeight,
  portalRow,
  splitStreet,
  wrapWords,
} from "../../domain/orders/parcel";
import type { BusinessInfo } from "../../domain/shop/brand";
import type { Refusal } from "../../domain/text/refusal";
import { audit } from "../admin/audit";
import type { Actor } from "../admin/team";
import { PLACEHOLDER_MARK } from "../config";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { type OrderRow, orderItems, orders, plants, shippingLabels, withdrawals } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { returnLabelMail } from "../mail/templates/withdrawal-return-label";
import { orderWasShipped } from "../orders/withdrawal-settlement";
import type { DhlAddress, DhlClient, DhlConsignee, DhlFailure } from "./dhl-client";
import { type PackingSlip, renderPackingSlips } from "./packing-slip-pdf";

/**
 * The packing table (#34): DHL labels for an order (created, downloaded, cancelled at DHL), the return
 * label of a withdrawal (mailed to the customer), packing slips per order and for the day's batch, and
 * the address export for DHL's Geschäftskundenportal where the API is not configured.
 * DHL is called outside any transaction (a slow DHL never holds a lock); the row, its audit entry and
 * the mail are then written together. Two staff creating a label at once: the second insert meets the
 * unique index, and its label is cancelled at DHL again.
 */

type Codes = Refusal<ParcelRefusals> | { error: "unknown_order" } | { error: "unknown_withdrawal" };
export type ParcelResult =
  | { ok: true; message: string; labelId?: string }
  | ({ ok: false; status: 404 | 409 | 422 | 502 | 503 } & Codes);

export interface LabelView {
  id: string;
  kind: "outbound" | "return";
  shipmentNo: string;
  weightGrams: number;
  createdAt: string;
  cancelledAt: string | null;
  actor: string;
  withdrawalId: string | null;
}

export const PARCEL_MESSAGES = {
  created: (n: string, warnings: string[] = []) =>
    `DHL-Label ${n} erstellt. Lade es herunter, klebe es aufs Paket; beim Versenden wird die Sendungsnummer übernommen.${warnings.length ? ` DHL weist hin: ${warnings.join(" · ")}` : ""}`,
  cancelled: (n: string) => `Das DHL-Label ${n} ist bei DHL storniert.`,
  returnSent: (n: string) =>
    `Rücksendeetikett ${n} erstellt. Die Kundin oder der Kunde bekommt es als PDF per E-Mail.`,
  cancelFailed: (n: string, why: string) =>
    ` Das DHL-Label ${n} ließ sich bei DHL nicht stornieren (${why}); bitte storniere es im Geschäftskundenportal.`,
} as const;

const clean = (v: string) => v.replace(PLACEHOLDER_MARK, "").trim();

/** The shop as the label's sender, from the business settings (placeholders' marks taken off). */
export function shipperOf(b: BusinessInfo): DhlAddress {
  const { street, house } = splitStreet(clean(b.street));
  const email = clean(b.email);
  return {
    ...withNames(wrapWords(clean(b.companyName), 50, 3)),
    addressStreet: street.slice(0, 50),
    ...(house ? { addressHouse: house.slice(0, 10) } : {}),
    postalCode: clean(b.postalCode),
    city: clean(b.city).slice(0, 40),
    country: alpha3(clean(b.country)),
    ...(email.length >= 3 && email.length <= DHL_EMAIL_MAX ? { email } : {}),
  };
}

/** DHL's e-mail fields take 3 to 80 characters (ContactAddress.email): a longer address is not sent. */
export const DHL_EMAIL_MAX = 80;

type AddressOfOrder = Pick<
  OrderRow,
  | "deliveryKind"
  | "postNumber"
  | "stationNumber"
  | "firstName"
  | "lastName"
  | "address"
  | "addressAddition"
  | "postalCode"
  | "city"
  | "country"
  | "email"
  | "dhlEmailConsent"
>;

/**
 * The e-mail DHL may have (#49): only when the customer ticked the checkout's box, and only within DHL's
 * 80 characters (a longer one would make DHL refuse the whole label).
 */
export function emailForDhl(o: Pick<OrderRow, "email" | "dhlEmailConsent">): string | null {
  if (!o.dhlEmailConsent) return null;
  const email = o.email.trim();
  return email.length >= 3 && email.length <= DHL_EMAIL_MAX ? email : null;
}

/** The customer's name in DHL's name lines (50 characters each), continued between words, never cut. */
const nameLines = (o: Pick<OrderRow, "firstName" | "lastName">) =>
  wrapWords(`${o.firstName} ${o.lastName}`, 50, 3);

const withNames = (lines: string[]) => ({
  name1: lines[0] ?? "",
  ...(lines[1] ? { name2: lines[1] } : {}),
  ...(lines[2] ? { name3: lines[2] } : {}),
});

/**
 * The order's delivery address as DHL's Shipping API takes it: the name in name1–3, street and number
 * apart where they can be told apart, the address addition (c/o, floor) in additionalAddressInformation1–2.
 */
export function consigneeOf(o: AddressOfOrder): DhlConsignee {
  // A pick-up point (#43 §4): DHL's Locker or PostOffice, by its number and the Postnummer; no street,
  // and no e-mail (the Postnummer's DHL account is notified).
  if (o.deliveryKind !== "address" && o.postNumber && o.stationNumber) {
    const point = {
      name: `${o.firstName} ${o.lastName}`.trim().slice(0, 50),
      postNumber: o.postNumber,
      city: o.city.slice(0, 40),
      postalCode: o.postalCode.trim(),
      country: alpha3(o.country),
    };
    return o.deliveryKind === "packstation"
      ? { ...point, lockerID: o.stationNumber }
      : { ...point, retailID: o.stationNumber };
  }
  const { street, house } = splitStreet(o.address);
  const extra = o.addressAddition ? wrapWords(o.addressAddition, 60, 2) : [];
  const email = emailForDhl(o);
  return {
    ...withNames(nameLines(o)),
    addressStreet: street.slice(0, 50),
    ...(house ? { addressHouse: house.slice(0, 10) } : {}),
    ...(extra[0] ? { additionalAddressInformation1: extra[0] } : {}),
    ...(extra[1] ? { additionalAddressInformation2: extra[1] } : {}),
    postalCode: o.postalCode.trim(),
    city: o.city.slice(0, 40),
    country: alpha3(o.country),
    ...(email ? { email } : {}),
  };
}

/**
 * Where a return starts: the delivery address, or for a parcel fetched at a Packstation or Postfiliale
 * (#43 §4) the buyer's billing address (a pick-up point sends nothing back).
 */
export function returnAddressOf<T extends AddressOfOrder & Pick<OrderRow, "billingAddress">>(o: T): T {
  if (o.deliveryKind === "address" || !o.billingAddress) return o;
  return { ...o, ...o.billingAddress, deliveryKind: "address", postNumber: null, stationNumber: null };
}

/**
 * The customer as the shipper of a return (Returns API): it has only name1–3, so the address addition
 * follows the name in the lines left.
 */
export function returnShipperOf(o: AddressOfOrder): DhlAddress {
  const { street, house } = splitStreet(o.address);
  const names = nameLines(o);
  const extra = o.addressAddition ? wrapWords(o.addressAddition, 50, 3 - names.length) : [];
  const email = emailForDhl(o);
  return {
    ...withNames([...names, ...extra]),
    addressStreet: street.slice(0, 50),
    addressHouse: house.slice(0, 10),
    postalCode: o.postalCode.trim(),
    city: o.city.slice(0, 40),
    country: alpha3(o.country),
    ...(email ? { email } : {}),
  };
}

function failure(f: DhlFailure): ParcelResult {
  if (f.reason === "unauthorized") return { ok: false, status: 502, error: "dhl_unauthorized" };
  if (f.reason === "refused")
    return { ok: false, status: 422, error: "dhl_refused", params: { messages: f.messages } };
  console.error(`[dhl] unavailable: ${f.detail}`);
  return { ok: false, status: 503, error: "dhl_unavailable" };
}

const view = (r: typeof shippingLabels.$inferSelect): LabelView => ({
  id: r.id,
  kind: r.kind,
  shipmentNo: r.shipmentNo,
  weightGrams: r.weightGrams,
  createdAt: r.createdAt.toISOString(),
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
  actor: r.actor,
  withdrawalId: r.withdrawalId,
});

const dayOf = (d: Date) => shopClock(d).day.toISOString().slice(0, 10);

export interface ShippingDeps {
  db: Db;
  /** Null: DHL is not configured; the back office offers the portal export. */
  dhl: DhlClient | null;
  business: BusinessInfo;
  defaultWeightGrams: number;
  now?: () => Date;
}

export function createShipping({
  db,
  dhl,
  business,
  defaultWeightGrams,
  now = () => new Date(),
}: ShippingDeps) {
  const activeOutbound = async (orderId: string) =>
    (
      await db
        .select()
        .from(shippingLabels)
        .where(
          and(
            eq(shippingLabels.orderId, orderId),
            eq(shippingLabels.kind, "outbound"),
            isNull(shippingLabels.cancelledAt),
          ),
        )
    )[0];

  async function cancelAtDhl(actor: Actor, label: typeof shippingLabels.$inferSelect): Promise<ParcelResult> {
    if (!dhl) return { ok: false, status: 503, error: "dhl_not_configured" };
    const answer = await dhl.cancelLabel(label.shipmentNo);
    if (!answer.ok) return failure(answer);
    await db.transaction(async (tx) => {
      await tx
        .update(shippingLabels)
        .set({ cancelledAt: now() })
        .where(and(eq(shippingLabels.id, label.id), isNull(shippingLabels.cancelledAt)));
      await audit(tx, {
        actor,
        action: "order.label.cancel",
        entity: { type: "order", id: label.orderId },
        after: { shipmentNo: label.shipmentNo },
      });
    });
    return { ok: true, message: PARCEL_MESSAGES.cancelled(label.shipmentNo) };
  }

  async function slipsOf(rows: OrderRow[]): Promise<PackingSlip[]> {
    const slips: PackingSlip[] = [];
    for (const o of rows) {
      const items = await db
        .select({
          quantity: orderItems.quantity,
          name: orderItems.name,
          size: orderItems.size,
          vatRate: orderItems.vatRate,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, o.id))
        .orderBy(asc(orderItems.name));
      const label = await activeOutbound(o.id);
      slips.push({
        orderNumber: o.number,
        orderDate: dayOf(o.createdAt),
        name: `${o.firstName} ${o.lastName}`.trim(),
        address: o.address,
        addressAddition: o.addressAddition,
        postalCode: o.postalCode,
        city: o.city,
        country: o.country,
        lines: items,
        shipmentNo: label?.shipmentNo ?? null,
        gift: o.gift ? { message: o.giftMessage } : null,
      });
    }
    return slips;
  }

  /**
   * Each order's parcel weight in grams (#50, domain/orders/parcel.ts `parcelWeightGrams`): from its
   * lines and the weight their plant's page states (or their size's). One query for many orders.
   */
  async function weightsOf(orderIds: readonly string[]): Promise<Map<string, number>> {
    const lines = orderIds.length
      ? await db
          .select({
            orderId: orderItems.orderId,
            quantity: orderItems.quantity,
            size: orderItems.size,
            weight: plants.weight,
          })
          .from(orderItems)
          .leftJoin(plants, eq(plants.id, orderItems.plantId))
          .where(inArray(orderItems.orderId, [...orderIds]))
      : [];
    return new Map(
      orderIds.map((id) => [id, parcelWeightGrams(lines.filter((l) => l.orderId === id))] as const),
    );
  }

  /** The orders waiting at the packing table: confirmed, not shipped, oldest first. */
  const toDispatch = () =>
    db
      .select()
      .from(orders)
      .where(eq(orders.status, "processing"))
      .orderBy(asc(orders.createdAt), asc(orders.id));

  return {
    configured: dhl !== null,
    defaultWeightGrams,

    /** The order's labels, newest first (cancelled ones too, marked). */
    async labelsOf(orderId: string): Promise<LabelView[]> {
      const rows = await db
        .select()
        .from(shippingLabels)
        .where(eq(shippingLabels.orderId, orderId))
        .orderBy(desc(shippingLabels.createdAt));
      return rows.map(view);
    },

    /** The order's parcel weight in grams, as its label form suggests it and the portal CSV carries it (#50). */
    async weightOf(orderId: string): Promise<number> {
      return (await weightsOf([orderId])).get(orderId) ?? defaultWeightGrams;
    },

    /** The weight the order's label form suggests, in kg as the form shows it ("2,1"). */
    async suggestedWeightKg(orderId: string): Promise<string> {
      return formatKg((await weightsOf([orderId])).get(orderId) ?? defaultWeightGrams);
    },

    /** The active outbound label's shipment number: "Versenden" takes it when no number is typed. */
    async trackingNumberOf(orderId: string): Promise<string | null> {
      return (await activeOutbound(orderId))?.shipmentNo ?? null;
    },

    /**
     * „DHL-Label erstellen“: a DHL Paket for a confirmed order, its label kept for download. The weight
     * as staff typed it; none typed (a batch of labels): what the parcel's contents weigh (#50).
     */
    async createLabel(actor: Actor, number: string, weight = ""): Promise<ParcelResult> {
      if (!dhl) return { ok: false, status: 503, error: "dhl_not_configured" };
      const typed = weight.trim() ? parseWeight(weight) : null;
      if (typed && !typed.ok) return { ...typed, status: 422 };
      const [order] = await db.select().from(orders).where(eq(orders.number, number));
      if (!order) return { ok: false, status: 404, error: "unknown_order" };
      const w = typed ?? {
        ok: true as const,
        value: (await weightsOf([order.id])).get(order.id) ?? defaultWeightGrams,
      };
      if (order.status !== "processing") return { ok: false, status: 422, error: "not_labelable" };
      const existing = await activeOutbound(order.id);
      if (existing)
        return { ok: false, status: 409, error: "label_exists", params: { shipmentNo: existing.shipmentNo } };
      const answer = await dhl.createLabel({
        refNo: labelReference(order.number),
        shipper: shipperOf(business),
        consignee: consigneeOf(order),
        weightGrams: w.value,
      });
      if (!answer.ok) return failure(answer);
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(shippingLabels)
            .values({
              orderId: order.id,
              kind: "outbound",
              shipmentNo: answer.shipmentNo,
              weightGrams: w.value,
              labelPdf: answer.pdf.toString("base64"),
              actor: actor.email,
            })
            .returning({ id: shippingLabels.id });
          await audit(tx, {
            actor,
            action: "order.label",
            entity: { type: "order", id: order.id },
            after: { shipmentNo: answer.shipmentNo, weightGrams: w.value },
          });
          return row!.id;
        });
        return {
          ok: true,
          message: PARCEL_MESSAGES.created(answer.shipmentNo, answer.warnings),
          labelId: id,
        };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Someone else's label won: this one must not be billed.
        await dhl.cancelLabel(answer.shipmentNo);
        const winner = await activeOutbound(order.id);
        return {
          ok: false,
          status: 409,
          error: "label_exists",
          params: { shipmentNo: winner?.shipmentNo ?? answer.shipmentNo },
        };
      }
    },

    /** „Label stornieren“: before the parcel is shipped, the label is deleted at DHL. */
    async cancelLabel(actor: Actor, number: string): Promise<ParcelResult> {
      const [order] = await db.select().from(orders).where(eq(orders.number, number));
      if (!order) return { ok: false, status: 404, error: "unknown_order" };
      const label = await activeOutbound(order.id);
      if (!label) return { ok: false, status: 422, error: "no_label" };
      if (order.status === "shipped" || order.status === "completed")
        return { ok: false, status: 422, error: "label_not_cancellable" };
      return cancelAtDhl(actor, label);
    },

    /**
     * After an order's cancellation: its label is cancelled at DHL. Answers the sentence the page adds
     * to the cancellation's message ("" without a label).
     */
    async afterOrderCancelled(actor: Actor, number: string): Promise<string> {
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
      const label = order ? await activeOutbound(order.id) : undefined;
      if (!label) return "";
      const result = await cancelAtDhl(actor, label);
      if (result.ok) return ` ${result.message}`;
      const why =
        result.error === "dhl_refused"
          ? result.params.messages.join(" · ")
          : result.error === "dhl_unauthorized"
            ? "Zugangsdaten abgelehnt"
            : "DHL nicht erreichbar";
      return PARCEL_MESSAGES.cancelFailed(label.shipmentNo, why);
    },

    /** The return label the withdrawal receipt promised: created at DHL, mailed to the customer. */
    async sendReturnLabel(actor: Actor, withdrawalId: string): Promise<ParcelResult> {
      if (!dhl) return { ok: false, status: 503, error: "dhl_not_configured" };
      const [w] = await db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
      if (!w) return { ok: false, status: 404, error: "unknown_withdrawal" };
      if (!w.orderId) return { ok: false, status: 422, error: "return_label_needs_order" };
      if (w.state !== "declared") return { ok: false, status: 422, error: "return_label_closed" };
      const [existing] = await db
        .select()
        .from(shippingLabels)
        .where(
          and(
            eq(shippingLabels.withdrawalId, w.id),
            eq(shippingLabels.kind, "return"),
            isNull(shippingLabels.cancelledAt),
          ),
        );
      if (existing)
        return {
          ok: false,
          status: 409,
          error: "return_label_exists",
          params: { shipmentNo: existing.shipmentNo },
        };
      const [order] = await db.select().from(orders).where(eq(orders.id, w.orderId));
      if (!order) return { ok: false, status: 404, error: "unknown_order" };
      // Nothing left the shop, so nothing comes back (#50 §3): no label bought for a parcel never sent.
      if (!(await orderWasShipped(db, order.id)))
        return { ok: false, status: 422, error: "return_label_not_shipped" };
      // A parcel fetched at a Packstation comes back from the buyer's own address (#43 §4).
      const from = returnAddressOf(order);
      // DHL's Returns API requires the house number; an older order may lack it (#49).
      if (!hasHouseNumber(from.address))
        return { ok: false, status: 422, error: "return_label_needs_house_number" };
      const answer = await dhl.createReturnLabel({
        customerReference: order.number,
        shipmentReference: `Widerruf ${w.id}`,
        shipper: returnShipperOf(from),
        weightGrams: defaultWeightGrams,
      });
      if (!answer.ok) return failure(answer);
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(shippingLabels)
            .values({
              orderId: order.id,
              withdrawalId: w.id,
              kind: "return",
              shipmentNo: answer.shipmentNo,
              weightGrams: defaultWeightGrams,
              labelPdf: answer.pdf.toString("base64"),
              actor: actor.email,
            })
            .returning({ id: shippingLabels.id });
          await audit(tx, {
            actor,
            action: "withdrawal.return_label",
            entity: { type: "withdrawal", id: w.id },
            after: { shipmentNo: answer.shipmentNo },
          });
          await enqueueMail(tx, {
            ...returnLabelMail({
              to: order.email,
              name: buyerFirstName(order),
              orderNumber: order.number,
              shipmentNo: answer.shipmentNo,
              labelId: row!.id,
              locale: order.locale,
            }),
            orderId: order.id,
          });
          return row!.id;
        });
        return { ok: true, message: PARCEL_MESSAGES.returnSent(answer.shipmentNo), labelId: id };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        return {
          ok: false,
          status: 409,
          error: "return_label_exists",
          params: { shipmentNo: answer.shipmentNo },
        };
      }
    },

    /** The withdrawal's return labels, newest first. */
    async returnLabelsOf(withdrawalId: string): Promise<LabelView[]> {
      const rows = await db
        .select()
        .from(shippingLabels)
        .where(eq(shippingLabels.withdrawalId, withdrawalId))
        .orderBy(desc(shippingLabels.createdAt));
      return rows.map(view);
    },

    /** A label's PDF for download or as a mail's attachment. */
    async labelPdf(id: string): Promise<{
      kind: "outbound" | "return";
      filename: string;
      content: Buffer;
      contentType: string;
    } | null> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
      const [row] = await db.select().from(shippingLabels).where(eq(shippingLabels.id, id));
      if (!row) return null;
      return {
        kind: row.kind,
        filename: `${row.kind === "return" ? "DHL-Ruecksendeetikett" : "DHL-Label"}-${row.shipmentNo}.pdf`,
        content: Buffer.from(row.labelPdf, "base64"),
        contentType: "application/pdf",
      };
    },

    /** The order's packing slip; null for an unknown order. */
    async packingSlip(number: string): Promise<Buffer | null> {
      const [order] = await db.select().from(orders).where(eq(orders.number, number));
      if (!order) return null;
      return renderPackingSlips(await slipsOf([order]), business, dayOf(now()));
    },

    /**
     * The day's batch: a packing slip per order waiting to be shipped, one PDF; or those of the orders
     * chosen on the list (`numbers`, #50 §5), oldest first.
     */
    async packingSlips(numbers?: readonly string[]): Promise<{ pdf: Buffer; count: number; day: string }> {
      const rows = numbers
        ? await db
            .select()
            .from(orders)
            .where(inArray(orders.number, [...numbers]))
            .orderBy(asc(orders.createdAt), asc(orders.id))
        : await toDispatch();
      const slips = await slipsOf(rows);
      const day = dayOf(now());
      return { pdf: await renderPackingSlips(slips, business, day), count: slips.length, day };
    },

    /**
     * The day's dispatches for the Geschäftskundenportal's import: one line per order waiting to be
     * shipped (name, street, house number, postcode, city, country, email, weight, reference). The email
     * only where the customer agreed to it at checkout (#49).
     * Semicolons and a BOM as the shop's other exports; formulas defused.
     */
    async portalCsv(): Promise<{ csv: string; rows: number; day: string }> {
      const dispatch = await toDispatch();
      const weights = await weightsOf(dispatch.map((o) => o.id));
      const rows = dispatch.map((o) =>
        portalRow({
          name: `${o.firstName} ${o.lastName}`.trim(),
          addressAddition: o.addressAddition,
          address: o.address,
          postalCode: o.postalCode,
          city: o.city,
          country: o.country,
          email: emailForDhl(o),
          weightGrams: weights.get(o.id) ?? defaultWeightGrams,
          reference: o.number,
        }),
      );
      const csv = Papa.unparse(
        { fields: [...PORTAL_HEADER], data: rows },
        { delimiter: ";", newline: "\r\n", escapeFormulae: true },
      );
      return { csv: `\uFEFF${csv}\r\n`, rows: rows.length, day: dayOf(now()) };
    },

    /** "2" (DHL_DEFAULT_WEIGHT_KG): the return label's weight, where nobody knows what comes back. */
    defaultWeightKg: formatKg(defaultWeightGrams),
  };
}

export type Shipping = ReturnType<typeof createShipping>;
