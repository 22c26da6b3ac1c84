import type { Plant } from "../../domain/catalog/plant";
import { lineName } from "../../domain/orders/order";
import { smallBusinessAt, type TaxSettings } from "../../domain/shop/small-business";
import { formatVoucherCode } from "../../domain/vouchers/vouchers";
import type { OrderItemRow, OrderRow } from "../db/schema";
import { type Executor, enqueueMail } from "../mail/outbox";
import { type ConfirmationInput, orderConfirmationMail } from "../mail/templates/order-confirmation";

/**
 * The order confirmation's input from the rows place() just wrote; the mail itself is
 * server/mail/templates/order-confirmation.ts. It is recorded in the order's own transaction
 * (server/orders/order-service.ts), so an order never exists without it.
 * What place() has at hand inside its transaction:
 */
export interface ConfirmationSource {
  order: OrderRow;
  items: OrderItemRow[];
  /** The discount codes it used (#43 §2). */
  discounts?: readonly { code: string; amountCents: number }[];
  /** The gift vouchers that paid part of it (#43 §3, server/vouchers/redemption.ts `orderVouchers`). */
  vouchers?: readonly { code: string; amountCents: number }[];
  /** The plants as the catalogue priced them: the essential features come from here. */
  plants: readonly Plant[];
  config: {
    publicUrl: string;
    paymentTermDays: number;
    deliveryDays?: { from: number; to: number };
    /** The shop's tax status (#50 §5): the order's day decides whether VAT is charged. */
    tax?: Pick<TaxSettings, "smallBusiness" | "since">;
  };
  /** Paid online (#33): how, and whether the money is in or a debit on its way. */
  online?: ConfirmationInput["online"];
}

/** The shop's facts the confirmation names, from the server's configuration (placement and Stripe alike). */
export const confirmationConfig = (config: {
  publicUrl: string;
  invoicing: { paymentTermDays: number };
  shop?: {
    delivery: { fromDays: number; toDays: number };
    tax: Pick<TaxSettings, "smallBusiness" | "since">;
  };
}): ConfirmationSource["config"] => ({
  publicUrl: config.publicUrl,
  paymentTermDays: config.invoicing.paymentTermDays,
  deliveryDays: config.shop && { from: config.shop.delivery.fromDays, to: config.shop.delivery.toDays },
  tax: config.shop?.tax,
});

/** Builds the input of the mail from the rows just inserted. */
export function confirmationInput({
  order,
  items,
  discounts,
  vouchers,
  plants,
  config,
  online,
}: ConfirmationSource): ConfirmationInput {
  const byId = new Map(plants.map((p) => [p.id, p]));
  return {
    orderId: order.id,
    number: order.number,
    createdAt: order.createdAt,
    customer: {
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
      address: order.address,
      addressAddition: order.addressAddition,
      postalCode: order.postalCode,
      city: order.city,
      country: order.country,
    },
    billing: order.billingAddress,
    gift: order.gift ? { message: order.giftMessage } : null,
    items: items
      .map((i) => {
        const plant = byId.get(i.plantId);
        return {
          name: lineName(i, order.locale),
          botanicalName: plant?.botanicalName ?? "",
          size: i.size,
          height: plant?.height ?? "",
          potDiameter: plant?.potDiameter ?? "",
          quantity: i.quantity,
          priceCents: i.priceCents,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name, "de")),
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    giftWrapCents: order.giftWrapCents,
    discounts: discounts?.map((d) => ({ code: d.code, amountCents: d.amountCents })),
    totalCents: order.totalCents,
    vouchers: vouchers?.map((v) => ({ code: formatVoucherCode(v.code), amountCents: v.amountCents })),
    paymentTermDays: config.paymentTermDays,
    deliveryDays: config.deliveryDays,
    publicUrl: config.publicUrl,
    locale: order.locale,
    online,
    smallBusiness: config.tax ? smallBusinessAt(config.tax, order.createdAt) : false,
  };
}

/** Records the confirmation in the order's transaction; the outbox worker delivers it after the commit. */
export async function enqueueOrderConfirmation(tx: Executor, source: ConfirmationSource): Promise<void> {
  await enqueueMail(tx, orderConfirmationMail(confirmationInput(source)));
}
