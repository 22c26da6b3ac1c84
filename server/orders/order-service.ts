import { eq } from "drizzle-orm";
import type { Plant } from "../../domain/catalog/plant";
import { sizedName } from "../../domain/catalog/sizes";
import {
  DUPLICATE_LINES_KEY,
  describeIssues,
  type OrderRefusals,
  type OrderRequest,
  type OrderView,
  orderRequestSchema,
} from "../../domain/contracts/order";
import {
  applyCodes,
  type Discount,
  type DiscountRefusal,
  discountCartLines,
  NO_DISCOUNT,
} from "../../domain/discounts/discounts";
import { type BillingAddress, storedDelivery } from "../../domain/orders/delivery-point";
import { giftWrapCents } from "../../domain/orders/gift";
import { hasInvoiceLimits, invoiceRefusal } from "../../domain/orders/invoice-eligibility";
import { maskEmail } from "../../domain/orders/mask-email";
import { lineName, MAX_ORDER_TOTAL_CENTS, priceOrder } from "../../domain/orders/order";
import { DEFAULT_GIFT_WRAP_CENTS, shippingRates } from "../../domain/shop/settings";
import type { Locale } from "../../domain/text/i18n";
import type { InputProblems } from "../../domain/text/message-keys";
import type { Refusal } from "../../domain/text/refusal";
import {
  formatVoucherCode,
  NO_VOUCHERS,
  normalizeVoucherCode,
  payWithVouchers,
  type VoucherRefusal,
} from "../../domain/vouchers/vouchers";
import type { Catalog } from "../catalog/catalog";
import type { Config } from "../config";
import type { Db, Tx } from "../db/client";
import {
  type OnlinePaymentRow,
  type OrderItemRow,
  type OrderRow,
  onlinePayments,
  orderItems,
  orders,
} from "../db/schema";
import {
  DiscountTaken,
  loadCodes,
  type OrderDiscountLine,
  orderDiscounts,
  redeemCodes,
} from "../discounts/redemptions";
import type { StaffNotifier } from "../notifications/staff";
import type { PublicChanges } from "../public-changes";
import {
  lockVoucherPayment,
  orderVouchers,
  redeemVouchers,
  splitCodes,
  VoucherTaken,
} from "../vouchers/redemption";
import { confirmationConfig, enqueueOrderConfirmation } from "./confirmation-mail";
import { customerHistory } from "./invoice-eligibility";
import { takeStock, withStock } from "./stock";
import { type UnitsOfSale, unitsOfSale } from "./units-of-sale";

export interface PlaceOrderOptions {
  /** The signed-in customer placing the order; null for guests. */
  userId: string | null;
  /** The language of the page the order came from (#19); German when not given. */
  locale?: Locale;
}

/** A refused order: a code with its parameters (#30); the HTTP edge renders the message. */
export type OrderRefused = Refusal<OrderRefusals> &
  InputProblems & {
    ok: false;
    status: 400 | 409 | 415 | 422 | 503;
    available?: Record<string, number>;
  };

export type PlaceOrderResult = { ok: true; created: boolean; order: OrderView } | OrderRefused;

export interface OrderService {
  /**
   * Validates the request, prices it from the catalogue and records order and items in one
   * transaction. The same idempotency key always yields the same order; with a different cart,
   * address or customer it is refused (409).
   */
  place(input: unknown, options: PlaceOrderOptions): Promise<PlaceOrderResult>;
  /** The order with this id, or null for an unknown or malformed id. */
  get(id: string): Promise<OrderView | null>;
}

/** A line the catalogue cannot sell as asked (#43 §1). */
export function unitsRefusal(units: Exclude<UnitsOfSale, { ok: true }>): OrderRefused {
  if (units.error === "duplicate_lines")
    return { ok: false, status: 400, error: "invalid_order", issue: DUPLICATE_LINES_KEY };
  return { ok: false, status: 422, error: units.error, params: units.params } as OrderRefused;
}

/**
 * The names an order line keeps (#46, #43 §1): German and English as offered, with the size where the
 * plant is offered in several („Monstera – Groß“), so every document names what was sold.
 */
function lineNames(p: Plant): { name: string; nameEn: string | null } {
  const sized = (p.sizes?.length ?? 0) > 1;
  return {
    name: sizedName(p.name, p.size, sized, "de"),
    nameEn: p.alternateName ? sizedName(p.alternateName, p.size, sized, "en") : null,
  };
}

/** A refused code (#43 §2) or voucher (#43 §3): 422, the order is not placed. */
const refuseDiscount = ({ error, params }: DiscountRefusal | VoucherRefusal): OrderRefused =>
  ({ ok: false, status: 422, error, params }) as OrderRefused;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type OrderDeps = {
  db: Db;
  catalog: Pick<Catalog, "byIds">;
  config: Pick<
    Config,
    | "freeShippingThresholdCents"
    | "checkoutProvider"
    | "shopifyStoreDomain"
    | "invoicing"
    | "publicUrl"
    | "stripe"
  > & { shop?: Config["shop"] };
  /** Told when an order leaves a plant low or sold out (page cache). */
  publicChanges: PublicChanges;
  /** The staff hear of the order and of stock that fell to the threshold (#34), in its transaction. */
  staff?: Pick<StaffNotifier, "newOrder" | "stockSold">;
};

/** Orders with stock: a shortage answers 409 `insufficient_stock` (server/orders/stock.ts). */
export const createOrderService = (deps: OrderDeps): OrderService => withStock(deps, placeOrders(deps));

function placeOrders({ db, catalog, config, staff }: OrderDeps): OrderService {
  async function load(where: ReturnType<typeof eq>): Promise<Loaded | null> {
    const [found] = await db
      .select({ order: orders, online: onlinePayments })
      .from(orders)
      .leftJoin(onlinePayments, eq(onlinePayments.orderId, orders.id))
      .where(where)
      .limit(1);
    if (!found) return null;
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, found.order.id));
    return {
      ...found,
      items,
      discounts: await orderDiscounts(db, found.order.id),
      vouchers: await orderVouchers(db, found.order.id),
    };
  }

  /** A replay of the same key must be the same request; anything else is a client bug or an attack. */
  async function replay(
    existing: Loaded,
    request: OrderRequest,
    userId: string | null,
  ): Promise<PlaceOrderResult> {
    // Lines asked for by plant and size are stored by their unit of sale (#43 §1).
    const units = request.items.some((i) => i.size) ? await unitsOfSale(catalog, request.items) : null;
    const items = units?.ok ? units.items : request.items;
    if (!sameRequest(existing, { ...request, items }, userId)) {
      return { ok: false, status: 409, error: "idempotency_conflict" };
    }
    return { ok: true, created: false, order: toView(existing) };
  }

  return {
    async place(input, { userId, locale = "de" }) {
      if (config.checkoutProvider !== "local") {
        return {
          ok: false,
          status: 503,
          error: "checkout_unavailable",
          params: { configured: Boolean(config.shopifyStoreDomain) },
        };
      }
      const parsed = orderRequestSchema.safeParse(input);
      if (!parsed.success) {
        const { message, fieldErrors } = describeIssues(parsed.error);
        return { ok: false, status: 400, error: "invalid_order", issue: message, fieldErrors };
      }
      const request = parsed.data;
      if (request.payment === "online" && !config.stripe) {
        return { ok: false, status: 422, error: "online_payment_not_offered" };
      }

      // A retry usually finds its order here, before any pricing work.
      const earlier = await load(eq(orders.idempotencyKey, request.idempotencyKey));
      if (earlier) return replay(earlier, request, userId);

      // Each line's unit of sale (#43 §1): the plant in the size asked for.
      const units = await unitsOfSale(catalog, request.items);
      if (!units.ok) return unitsRefusal(units);
      const { plants } = units;
      // The settings of this moment (#34, server/settings): threshold and rates as the cart showed them.
      const priced = priceOrder(
        units.items,
        plants,
        config.freeShippingThresholdCents,
        config.shop ? shippingRates(config.shop) : undefined,
      );
      if (!priced.ok) {
        return {
          ok: false,
          status: 422,
          error: "unknown_plants",
          params: { ids: [...priced.unknownIds] },
        };
      }
      // „Als Geschenk verpacken“ (#43 §4): the back office's price of this moment, never the client's.
      const giftWrap = giftWrapCents(
        Boolean(request.gift),
        config.shop?.giftWrap.priceCents ?? DEFAULT_GIFT_WRAP_CENTS,
      );
      if (priced.totals.totalCents + giftWrap > MAX_ORDER_TOTAL_CENTS) {
        return { ok: false, status: 422, error: "total_too_high" };
      }
      // Discount codes (#43 §2): decided on the catalogue's prices; counted under a lock below.
      const now = new Date();
      // Gift vouchers among the codes (#43 §3) pay; the others are discount codes.
      const typed = request.codes.length
        ? await splitCodes(db, request.codes)
        : { vouchers: [], discountCodes: [] };
      let discount: Discount = NO_DISCOUNT;
      if (typed.discountCodes.length) {
        const applied = applyCodes({
          requested: typed.discountCodes,
          known: await loadCodes(db, typed.discountCodes, request.shipping.email),
          lines: discountCartLines(priced.lines, plants),
          shippingCents: priced.totals.shippingCents,
          now,
        });
        if (!applied.ok) return refuseDiscount(applied);
        discount = applied;
      }
      const totalCents = priced.totals.totalCents + giftWrap - discount.totalCents;
      // What the vouchers pay of it now; decided again under their lock below.
      const vouchersNow = payWithVouchers(totalCents, typed.vouchers, now);
      if (!vouchersNow.ok) return refuseDiscount(vouchersNow);
      const dueCents = totalCents - vouchersNow.totalCents;

      const { shipping } = request;
      const delivery = storedDelivery(shipping);
      // The environment's limits, and the back office's cap on a new customer's first invoice order (#49 §4).
      const limits = {
        ...config.invoicing.limits,
        firstOrderMaxCents: config.shop?.limits.firstInvoiceMaxCents ?? null,
      };
      if (request.payment === "invoice" && hasInvoiceLimits(limits)) {
        const history = await customerHistory(db, shipping.email, new Date());
        const refused = invoiceRefusal(dueCents, limits, history);
        if (refused) {
          const online = Boolean(config.stripe);
          return refused.error === "invoice_over_limit" || refused.error === "invoice_first_order_over_limit"
            ? { ok: false, status: 422, error: refused.error, params: { ...refused.params, online } }
            : { ok: false, status: 422, error: refused.error, params: { online } };
        }
      }
      const inserted = await db
        .transaction(async (tx: Tx) => {
          const paid = typed.vouchers.length
            ? await lockVoucherPayment(tx, request.codes, totalCents, now)
            : NO_VOUCHERS;
          // A parallel request with the same key may have won the race: then nothing is inserted
          // (PostgreSQL waits for that transaction and skips the row) and we read its order below.
          const [order] = await tx
            .insert(orders)
            .values({
              userId,
              email: shipping.email,
              firstName: shipping.firstName,
              lastName: shipping.lastName,
              ...delivery,
              billingAddress: billingOf(request),
              gift: Boolean(request.gift),
              giftMessage: request.gift?.message || null,
              city: shipping.city,
              postalCode: shipping.postalCode,
              country: shipping.country,
              subtotalCents: priced.totals.subtotalCents,
              shippingCents: priced.totals.shippingCents,
              giftWrapCents: giftWrap,
              discountCents: discount.totalCents,
              totalCents,
              voucherCents: paid.totalCents,
              paymentMethod: paymentMethodOf(request, totalCents - paid.totalCents),
              dhlEmailConsent: request.dhlEmailConsent,
              locale,
              idempotencyKey: request.idempotencyKey,
            })
            .onConflictDoNothing({ target: orders.idempotencyKey })
            .returning();
          if (!order) return null;
          const items = await tx
            .insert(orderItems)
            .values(
              priced.lines.map((l, i) => ({
                orderId: order.id,
                plantId: l.id,
                ...lineNames(plants.find((p) => p.id === l.id)!),
                quantity: l.quantity,
                priceCents: l.priceCents,
                imageUrl: l.imageUrl,
                size: l.size,
                // The rate the product has now; a later change of the product leaves this order as sold.
                vatRate: l.vatRate,
                discountCents: discount.byLine[i] ?? 0,
              })),
            )
            .returning();
          await redeemCodes(tx, order, discount.codes, now);
          await redeemVouchers(tx, order, paid.uses, now);
          const discounts = discount.codes.map((c) => ({
            code: c.code,
            amountCents: c.cents,
            reducedCents: c.byRate.find((x) => x.vatRate === 7)?.cents ?? 0,
            standardCents: c.byRate.find((x) => x.vatRate === 19)?.cents ?? 0,
            shippingCents: c.kind === "free_shipping" ? c.cents : 0,
          }));
          // Shortages and the low-stock alert name the size (#43 §1).
          const sold = await takeStock(
            tx,
            order.id,
            items.map((i) => ({
              id: i.plantId,
              name: i.name,
              ...(locale === "en" && i.nameEn && { shownName: i.nameEn }),
              quantity: i.quantity,
            })),
          );
          await staff?.stockSold(tx, sold);
          // No invoice yet: it is issued when the parcel leaves (server/orders/commands/lifecycle.ts `ship`).
          // The confirmation (the order, AGB and Widerrufsbelehrung) commits with the order: no order
          // without its mail. An order paid online is confirmed when Stripe has the payment
          // (server/payments/online-payments.ts).
          if (order.paymentMethod === "invoice")
            await enqueueOrderConfirmation(tx, {
              order,
              items,
              discounts,
              vouchers: await orderVouchers(tx, order.id),
              plants,
              config: confirmationConfig(config),
            });
          // An order paid online is the shop's once Stripe accepted it (server/payments/online-payments.ts).
          if (order.paymentMethod === "invoice") await staff?.newOrder(tx, { ...order, lines: items.length });
          return { order, items, discounts };
        })
        .catch((e: unknown) => {
          // A parallel order took the code's last use (or this e-mail's): nothing of this order is stored.
          if (e instanceof DiscountTaken || e instanceof VoucherTaken) return e;
          throw e;
        });
      if (inserted instanceof DiscountTaken || inserted instanceof VoucherTaken) {
        return refuseDiscount(inserted.refusal);
      }
      if (inserted)
        return {
          ok: true,
          created: true,
          order: toView({ ...inserted, online: null, vouchers: await orderVouchers(db, inserted.order.id) }),
        };

      const winner = await load(eq(orders.idempotencyKey, request.idempotencyKey));
      if (!winner) throw new Error("idempotency key conflicted, but no order holds it");
      return replay(winner, request, userId);
    },

    async get(id) {
      if (!UUID.test(id)) return null;
      const found = await load(eq(orders.id, id.toLowerCase()));
      return found ? toView(found) : null;
    },
  };
}

type Loaded = {
  order: OrderRow;
  items: OrderItemRow[];
  online: OnlinePaymentRow | null;
  discounts: OrderDiscountLine[];
  vouchers: { code: string; amountCents: number }[];
};

/** The billing address as stored (#43 §4): its fields in one order, an empty addition as none. */
function billingOf(request: OrderRequest): BillingAddress | null {
  const b = request.billing;
  if (!b) return null;
  return {
    firstName: b.firstName,
    lastName: b.lastName,
    address: b.address,
    addressAddition: b.addressAddition || null,
    postalCode: b.postalCode,
    city: b.city,
    country: b.country,
  };
}

/** Nothing left to pay after the vouchers (#43 §3): no online payment to start, nothing to transfer. */
const paymentMethodOf = (request: OrderRequest, dueCents: number) =>
  request.payment === "online" && dueCents > 0 ? "stripe" : "invoice";

function sameRequest(
  { order, items, discounts, vouchers }: Loaded,
  request: OrderRequest,
  userId: string | null,
): boolean {
  const s = request.shipping;
  const d = storedDelivery(s);
  const sameAddress =
    order.email === s.email &&
    order.firstName === s.firstName &&
    order.lastName === s.lastName &&
    order.deliveryKind === d.deliveryKind &&
    order.address === d.address &&
    (order.addressAddition ?? "") === (d.addressAddition ?? "") &&
    order.postNumber === d.postNumber &&
    order.stationNumber === d.stationNumber &&
    JSON.stringify(order.billingAddress) === JSON.stringify(billingOf(request)) &&
    order.gift === Boolean(request.gift) &&
    (order.giftMessage ?? "") === (request.gift?.message ?? "") &&
    order.city === s.city &&
    order.postalCode === s.postalCode &&
    order.country === s.country;
  const stored = new Map(items.map((i) => [i.plantId, i.quantity]));
  const sameItems =
    stored.size === request.items.length && request.items.every((i) => stored.get(i.id) === i.quantity);
  return (
    order.userId === userId &&
    sameAddress &&
    sameItems &&
    order.paymentMethod === paymentMethodOf(request, order.totalCents - order.voucherCents) &&
    order.dhlEmailConsent === request.dhlEmailConsent &&
    sameCodes(request.codes, discounts, vouchers)
  );
}

/** The codes typed are the discount codes and vouchers the order used (a voucher in any spelling). */
function sameCodes(
  typed: readonly string[],
  discounts: readonly { code: string }[],
  vouchers: readonly { code: string }[],
): boolean {
  const asVoucher = new Set(vouchers.map((v) => v.code));
  const stored = [...discounts.map((d) => d.code), ...vouchers.map((v) => v.code)].sort().join(" ");
  const asked = typed
    .map((t) => {
      const v = normalizeVoucherCode(t);
      return v && asVoucher.has(v) ? v : t;
    })
    .sort()
    .join(" ");
  return stored === asked;
}

function toView({ order, items, online, discounts, vouchers }: Loaded): OrderView {
  return {
    online: online ? { state: online.state, method: online.method } : null,
    id: order.id,
    number: order.number,
    maskedEmail: maskEmail(order.email),
    status: order.status,
    paymentMethod: order.paymentMethod,
    createdAt: order.createdAt.toISOString(),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    giftWrapCents: order.giftWrapCents,
    discountCents: order.discountCents,
    discounts: discounts.map((d) => ({ code: d.code, amountCents: d.amountCents })),
    totalCents: order.totalCents,
    voucherCents: order.voucherCents,
    vouchers: vouchers.map((v) => ({ code: formatVoucherCode(v.code), amountCents: v.amountCents })),
    dueCents: order.totalCents - order.voucherCents,
    // order_items keep no position: show them in a stable order.
    items: items
      .map((i) => ({
        plantId: i.plantId,
        name: lineName(i, order.locale),
        quantity: i.quantity,
        priceCents: i.priceCents,
        lineTotalCents: i.priceCents * i.quantity,
        imageUrl: i.imageUrl,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "de") || a.plantId.localeCompare(b.plantId)),
  };
}
