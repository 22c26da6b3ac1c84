import { formatEuro, formatEuroEnglish } from "../../../domain/orders/money";
import { computeVat, type VatRate } from "../../../domain/orders/vat";
import { SMALL_BUSINESS_NOTICE } from "../../../domain/shop/small-business";
import { defineMessages } from "../../../domain/text/i18n";
import { discountByRate } from "../../discounts/redemptions";
import type { OutboxMail } from "../outbox";
import { layoutMessages, type OrderAddressee, orderFrame, textLayout } from "./layout";

export interface ChangedMailInput extends OrderAddressee {
  /** What was changed: a quantity, a removed line, the delivery address. */
  change: "quantity" | "remove" | "address";
  /** Ordered under the small-business rule (§ 19 UStG, #50 §5): no VAT lines, the notice instead. */
  smallBusiness?: boolean;
  lines: { name: string; quantity: number; priceCents: number; vatRate: VatRate }[];
  subtotalCents: number;
  shippingCents: number;
  /** „Als Geschenk verpacken“ (#43 §4): its price, kept by an edit; 0 or absent: none. */
  giftWrapCents?: number;
  /** Discount codes the order used (#43 §2): a line each, and the VAT per rate after them. */
  discounts?: readonly { code: string; amountCents: number; reducedCents: number; standardCents: number }[];
  totalCents: number;
  address: {
    firstName: string;
    lastName: string;
    address: string;
    addressAddition: string | null;
    postalCode: string;
    city: string;
  };
  /** The order's balance after the change: to pay (> 0), settled (0) or to be refunded (< 0). */
  openCents: number;
  /** Whether money was received for it (an online payment, a transfer): then the balance is worth a line. */
  paid: boolean;
}

/**
 * The changed order (#34): what the shop changed before shipment, the order as it now stands with its
 * totals and VAT per rate, and where it goes. Sent with every change made in the back office.
 */
export const changedMailMessages = defineMessages(
  {
    subject: (order: string) => `Deine Bestellung ${order} wurde geändert`,
    intro: (order: string, change: ChangedMailInput["change"]) =>
      change === "address"
        ? `wir haben die Lieferadresse deiner Bestellung ${order} geändert. So sieht die Bestellung jetzt aus:`
        : `wir haben deine Bestellung ${order} geändert. So sieht sie jetzt aus:`,
    line: (q: number, name: string, cents: number) => `${q} × ${name}: ${formatEuro(cents)}`,
    subtotal: (cents: number) => `Zwischensumme: ${formatEuro(cents)}`,
    shipping: (cents: number) => `Versand: ${cents === 0 ? "kostenlos" : formatEuro(cents)}`,
    giftWrap: (cents: number) => `Geschenkverpackung: ${formatEuro(cents)}`,
    total: (cents: number) => `Gesamt: ${formatEuro(cents)}`,
    discount: (code: string, cents: number) => `Rabattcode ${code}: ${formatEuro(-cents)}`,
    vat: (rate: number, cents: number) => `enthaltene MwSt. ${rate} %: ${formatEuro(cents)}`,
    addressHead: "Lieferadresse:",
    open: (openCents: number) =>
      openCents > 0
        ? `Offen sind jetzt ${formatEuro(openCents)}.`
        : openCents === 0
          ? "Damit ist alles bezahlt."
          : `Du hast ${formatEuro(-openCents)} mehr bezahlt, als die Bestellung jetzt kostet. Diesen Betrag erstatten wir dir; sobald das Geld unterwegs ist, bekommst du eine eigene E-Mail.`,
    invoiceLater: "Die Rechnung kommt wie gewohnt mit dem Paket.",
  },
  {
    subject: (order: string) => `Your order ${order} has been changed`,
    intro: (order: string, change: ChangedMailInput["change"]) =>
      change === "address"
        ? `we have changed the delivery address of your order ${order}. This is how the order looks now:`
        : `we have changed your order ${order}. This is how it looks now:`,
    line: (q: number, name: string, cents: number) => `${q} × ${name}: ${formatEuroEnglish(cents)}`,
    subtotal: (cents: number) => `Subtotal: ${formatEuroEnglish(cents)}`,
    shipping: (cents: number) => `Shipping: ${cents === 0 ? "free" : formatEuroEnglish(cents)}`,
    giftWrap: (cents: number) => `Gift wrapping: ${formatEuroEnglish(cents)}`,
    total: (cents: number) => `Total: ${formatEuroEnglish(cents)}`,
    discount: (code: string, cents: number) => `Discount code ${code}: ${formatEuroEnglish(-cents)}`,
    vat: (rate: number, cents: number) => `incl. VAT ${rate} %: ${formatEuroEnglish(cents)}`,
    addressHead: "Delivery address:",
    open: (openCents: number) =>
      openCents > 0
        ? `${formatEuroEnglish(openCents)} is now open.`
        : openCents === 0
          ? "Everything is paid."
          : `You have paid ${formatEuroEnglish(-openCents)} more than the order now costs. We will refund this amount; you will get a separate email once the money is on its way.`,
    invoiceLater: "The invoice comes with the parcel as usual.",
  },
);

/** The changed order's mail (text only, like the credit note's). */
export function orderChangedMail(c: ChangedMailInput): OutboxMail {
  const frame = orderFrame(c);
  const t = changedMailMessages[frame.locale];
  const vat = computeVat(
    c.lines.map((l) => ({ quantity: l.quantity, unitGrossCents: l.priceCents, vatRate: l.vatRate })),
    c.shippingCents,
    discountByRate(c.discounts ?? []),
    c.giftWrapCents ?? 0,
  );
  const a = c.address;
  const order = [
    ...c.lines.map((l) => t.line(l.quantity, l.name, l.priceCents * l.quantity)),
    t.subtotal(c.subtotalCents),
    t.shipping(c.shippingCents),
    ...(c.giftWrapCents ? [t.giftWrap(c.giftWrapCents)] : []),
    ...(c.discounts ?? []).map((d) => t.discount(d.code, d.amountCents)),
    t.total(c.totalCents),
    ...(c.smallBusiness
      ? [SMALL_BUSINESS_NOTICE[frame.locale]]
      : vat.rates.map((r) => t.vat(r.vatRate, r.vatCents))),
  ].join("\n");
  const address = [
    t.addressHead,
    `${a.firstName} ${a.lastName}`,
    a.address,
    ...(a.addressAddition ? [a.addressAddition] : []),
    `${a.postalCode} ${a.city}`,
  ].join("\n");
  return {
    kind: "order-changed",
    to: c.to,
    subject: t.subject(c.orderNumber),
    text: textLayout(frame, [
      t.intro(c.orderNumber, c.change),
      order,
      address,
      c.paid ? t.open(c.openCents) : t.invoiceLater,
      layoutMessages[frame.locale].questions,
    ]),
  };
}
