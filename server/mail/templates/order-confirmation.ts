import type { PlantSize } from "../../../domain/catalog/plant";
import {
  type DeliveryDays,
  deliveryEstimateText,
  deliveryEstimateTextEnglish,
  dispatchText,
  dispatchTextEnglish,
} from "../../../domain/orders/delivery";
import type { BillingAddress } from "../../../domain/orders/delivery-point";
import { moneyFormatter } from "../../../domain/orders/money";
import { paymentMethodName } from "../../../domain/orders/online-payment";
import { paymentTermSentence } from "../../../domain/orders/payment-term";
import { BRAND } from "../../../domain/shop/brand";
import { SMALL_BUSINESS_NOTICE } from "../../../domain/shop/small-business";
import { defineMessages, type Locale, localePath } from "../../../domain/text/i18n";
import type { AttachmentRef } from "../message";
import type { OutboxMail } from "../outbox";
import {
  MAIL_COLORS as C,
  escapeHtml,
  type Frame,
  htmlLayout,
  htmlParagraph,
  MAIL_FONT,
  textLayout,
} from "./layout";

/**
 * The order confirmation (§ 312i Abs. 1 Nr. 3 BGB: receipt at once; § 312f Abs. 2 BGB: the contract
 * with AGB and Widerrufsbelehrung on a durable medium, the "legal" PDF attachment), recorded in the
 * order's own transaction (server/orders/confirmation-mail.ts builds its input from the rows). It
 * carries no invoice: that is issued when the parcel leaves and comes with the shipping mail (#27);
 * the mail says so, with the shop's one payment term (domain/orders/payment-term.ts).
 */
export interface ConfirmationLine {
  name: string;
  botanicalName: string;
  size: PlantSize;
  height: string;
  potDiameter: string;
  quantity: number;
  priceCents: number;
}

export interface ConfirmationInput {
  orderId: string;
  number: string;
  createdAt: Date;
  customer: {
    firstName: string;
    lastName: string;
    email: string;
    address: string;
    addressAddition: string | null;
    postalCode: string;
    city: string;
    country: string;
  };
  /** The buyer's address for the invoice where it differs from the delivery address (#43 §4). */
  billing?: BillingAddress | null;
  /** „Als Geschenk verpacken“ and the card's text (#43 §4); null or absent: no gift. */
  gift?: { message: string | null } | null;
  items: ConfirmationLine[];
  subtotalCents: number;
  shippingCents: number;
  /** „Als Geschenk verpacken“ (#43 §4): its price; 0 or absent: none, or free. */
  giftWrapCents?: number;
  /** Discount codes the order used (#43 §2), each with what it took off; the total is after them. */
  discounts?: readonly { code: string; amountCents: number }[];
  totalCents: number;
  /**
   * The gift vouchers that paid part of the total (#43 §3), each with its code as typed at the checkout
   * and what it paid: payments, listed after the total as the checkout and the thank-you page list them,
   * with what is left.
   */
  vouchers?: readonly { code: string; amountCents: number }[];
  /** PAYMENT_TERM_DAYS, worded by domain/orders/payment-term.ts. */
  paymentTermDays: number;
  /** The delivery days of the settings (#34); the defaults when not given. */
  deliveryDays?: DeliveryDays;
  /** The shop's address (PUBLIC_URL), for the links in the mail. */
  publicUrl: string;
  /** The language the customer ordered in (#19): the mail's words and its links. German if not given. */
  locale?: Locale;
  /**
   * Paid online (#33): the mail is sent when Stripe has the payment (paid) or the debit is on its way
   * (processing), and says so instead of the invoice's payment term.
   */
  online?: { state: "paid" | "processing"; method: string | null } | null;
  /** Ordered under the small-business rule (§ 19 UStG, #50 §5): the total says no VAT is in it. */
  smallBusiness?: boolean;
}

/**
 * The mail's fixed words. German is the binding original; an English order (#19) gets the English
 * twin, with links to the English pages and a note that the attached documents are German.
 */
export const confirmationMessages = defineMessages(
  {
    size: { small: "klein", medium: "mittel", large: "groß" },
    country: { DE: "Deutschland" } as Record<string, string>,
    sizeClass: (size: string) => `Größenklasse ${size}`,
    height: (h: string) => `Höhe ${h}`,
    pot: (d: string) => `Topfdurchmesser ${d}`,
    subject: (number: string, brand: string) => `Deine Bestellung ${number} bei ${brand}`,
    intro: (number: string) =>
      `vielen Dank für deine Bestellung! Sie ist bei uns eingegangen; hier ist alles noch einmal zum Nachlesen. Deine Bestellnummer ist ${number}.`,
    dispatch: (at: Date) => dispatchText(at),
    delivery: (at: Date, days?: DeliveryDays) => `${deliveryEstimateText(at, days)}.`,
    payment: "Zahlungsart: Kauf auf Rechnung",
    paidOnline: (method: string) => `Zahlungsart: ${method || "Online-Zahlung"} – bezahlt`,
    paidOnlineText:
      "Deine Zahlung ist bei uns eingegangen, vielen Dank. Es fallen keine zusätzlichen Gebühren an.",
    debitOnline: (method: string) => `Zahlungsart: ${method || "Online-Zahlung"}`,
    debitOnlineText:
      "Wir ziehen den Betrag in den nächsten Tagen von deinem Konto ein. Es fallen keine zusätzlichen Gebühren an.",
    fees: "Überweise den Betrag bitte auf das Konto, das in der Rechnung steht. Es fallen keine zusätzlichen Gebühren an.",
    legal:
      "Im Anhang findest du unsere AGB und die Widerrufsbelehrung mit dem Muster-Widerrufsformular als PDF, damit du den Vertrag dauerhaft aufbewahren kannst.",
    withdrawal:
      "Du kannst den Vertrag innerhalb von 14 Tagen nach Erhalt der Ware ohne Angabe von Gründen widerrufen – am einfachsten mit unserer Widerrufsfunktion:",
    withdrawalLink: "Zur Widerrufsfunktion",
    closing: (supportUrl: string) =>
      `Wir melden uns, sobald dein Paket unterwegs ist. Bei Fragen antworte einfach auf diese E-Mail oder schreib uns über ${supportUrl}.`,
    free: "kostenlos",
    unitPrice: "Einzelpreis",
    sum: "Summe",
    item: "Artikel",
    subtotal: "Zwischensumme",
    shippingCost: "Versand",
    giftWrapCost: "Geschenkverpackung",
    discount: (code: string) => `Rabattcode ${code}`,
    total: "Gesamtsumme (inkl. MwSt.)",
    /** The checkout's and the thank-you page's words (app/features/checkout/messages.ts). */
    voucher: (code: string) => `Gutschein ${code}`,
    due: "Noch zu zahlen",
    rest: "Restbetrag",
    totalNoVat: "Gesamtsumme",
    noVat: SMALL_BUSINESS_NOTICE.de,
    thanks: "Danke für deine Bestellung!",
    orderNumber: "Bestellnummer",
    gift: (message: string | null) =>
      message
        ? `Wir verpacken die Bestellung als Geschenk und legen eine Karte bei: „${message}“ – im Paket liegen keine Preise und keine Rechnung.`
        : "Wir verpacken die Bestellung als Geschenk – im Paket liegen keine Preise und keine Rechnung.",
    heads: {
      order: (number: string) => `BESTELLUNG ${number}`,
      address: "LIEFERADRESSE",
      billing: "RECHNUNGSADRESSE",
      delivery: "LIEFERUNG",
      payment: "ZAHLUNG",
      withdrawal: "DEIN WIDERRUFSRECHT",
    },
    titles: {
      order: "Deine Bestellung",
      address: "Lieferadresse",
      billing: "Rechnungsadresse",
      delivery: "Lieferung",
      payment: "Zahlung",
      withdrawal: "Dein Widerrufsrecht",
    },
  },
  {
    size: { small: "small", medium: "medium", large: "large" },
    country: { DE: "Germany" },
    sizeClass: (size: string) => `Size class ${size}`,
    height: (h: string) => `Height ${h}`,
    pot: (d: string) => `Pot diameter ${d}`,
    subject: (number: string, brand: string) => `Your order ${number} at ${brand}`,
    intro: (number: string) =>
      `thank you for your order! We have received it; here is everything again for your records. Your order number is ${number}.`,
    dispatch: (at: Date) => dispatchTextEnglish(at),
    delivery: (at: Date, days?: DeliveryDays) => `${deliveryEstimateTextEnglish(at, days)}.`,
    payment: "Payment method: invoice",
    paidOnline: (method: string) => `Payment method: ${method || "online payment"} – paid`,
    paidOnlineText: "We have received your payment, thank you. There are no additional fees.",
    debitOnline: (method: string) => `Payment method: ${method || "online payment"}`,
    debitOnlineText:
      "We will collect the amount from your account in the next few days. There are no additional fees.",
    fees: "Please transfer the amount to the account named in the invoice. There are no additional fees.",
    legal:
      "Attached you will find our terms and conditions and the withdrawal policy with the model withdrawal form as PDFs, so you can keep the contract. These documents are in German, the binding language of our contract.",
    withdrawal:
      "You can withdraw from the contract within 14 days of receiving the goods without giving reasons – most easily with our withdrawal function:",
    withdrawalLink: "Go to the withdrawal function",
    closing: (supportUrl: string) =>
      `We will let you know as soon as your parcel is on its way. If you have questions, simply reply to this email or write to us at ${supportUrl}.`,
    free: "free",
    unitPrice: "Unit price",
    sum: "Total",
    item: "Item",
    subtotal: "Subtotal",
    shippingCost: "Shipping",
    giftWrapCost: "Gift wrapping",
    discount: (code: string) => `Discount code ${code}`,
    total: "Total (incl. VAT)",
    voucher: (code: string) => `Gift card ${code}`,
    due: "Left to pay",
    rest: "Balance",
    totalNoVat: "Total",
    noVat: SMALL_BUSINESS_NOTICE.en,
    thanks: "Thank you for your order!",
    orderNumber: "Order number",
    gift: (message: string | null) =>
      message
        ? `We wrap the order as a gift and add a card: “${message}” – no prices and no invoice in the parcel.`
        : "We wrap the order as a gift – no prices and no invoice in the parcel.",
    heads: {
      order: (number: string) => `ORDER ${number}`,
      address: "DELIVERY ADDRESS",
      billing: "BILLING ADDRESS",
      delivery: "DELIVERY",
      payment: "PAYMENT",
      withdrawal: "YOUR RIGHT OF WITHDRAWAL",
    },
    titles: {
      order: "Your order",
      address: "Delivery address",
      billing: "Billing address",
      delivery: "Delivery",
      payment: "Payment",
      withdrawal: "Your right of withdrawal",
    },
  },
);

type Texts = (typeof confirmationMessages)[Locale];

/** The essential features as the checkout lists them: botanical name, size class, height, pot. */
export function lineFeatures(line: ConfirmationLine, t: Texts = confirmationMessages.de): string[] {
  return [
    line.botanicalName,
    t.sizeClass(t.size[line.size]),
    line.height ? t.height(line.height) : "",
    line.potDiameter ? t.pot(line.potDiameter) : "",
  ].filter(Boolean);
}

function addressLines(c: Omit<ConfirmationInput["customer"], "email">, t: Texts): string[] {
  return [
    `${c.firstName} ${c.lastName}`,
    c.address,
    c.addressAddition ?? "",
    `${c.postalCode} ${c.city}`,
    t.country[c.country] ?? c.country,
  ].filter(Boolean);
}

/** The payment block: the invoice's term, or what Stripe said about the online payment (#33). */
function paymentWords(input: ConfirmationInput, t: Texts, locale: Locale) {
  const online = input.online;
  if (!online) {
    return {
      payment: t.payment,
      paymentTerms: paymentTermSentence(locale, input.paymentTermDays),
      fees: t.fees,
    };
  }
  const method = paymentMethodName(online.method, locale);
  return online.state === "paid"
    ? { payment: t.paidOnline(method), paymentTerms: t.paidOnlineText, fees: "" }
    : { payment: t.debitOnline(method), paymentTerms: t.debitOnlineText, fees: "" };
}

/** The words of the mail, shared by the text and the HTML part. */
function words(input: ConfirmationInput) {
  const locale = input.locale ?? "de";
  const t = confirmationMessages[locale];
  const base = input.publicUrl.replace(/\/$/, "");
  const page = (path: string) => `${base}${localePath(locale, path)}`;
  // English mails write "€19.99" as English pages do (#46).
  const euro = moneyFormatter(locale);
  return {
    t,
    locale,
    euro,
    subject: t.subject(input.number, BRAND.name),
    intro: t.intro(input.number),
    dispatch: t.dispatch(input.createdAt),
    delivery: t.delivery(input.createdAt, input.deliveryDays),
    ...paymentWords(input, t, locale),
    legal: t.legal,
    withdrawal: t.withdrawal,
    withdrawalUrl: page("/widerruf#widerrufsbutton"),
    closing: t.closing(page("/support")),
    shipping: input.shippingCents === 0 ? t.free : euro(input.shippingCents),
  };
}

/** The mail itself: pure, so the tests read exactly what a customer gets. */
export function orderConfirmationMail(input: ConfirmationInput): OutboxMail {
  const w = words(input);
  // The mail goes to the buyer: a gift's recipient is not greeted in it (#43 §4).
  const frame: Frame = {
    locale: w.locale,
    name: input.billing?.firstName ?? input.customer.firstName,
    signOff: "green",
  };
  // The contract on a durable medium; the invoice follows with the parcel (shipping mail).
  const attachments: AttachmentRef[] = [{ type: "legal" }];
  return {
    kind: "order-confirmation",
    orderId: input.orderId,
    to: input.customer.email,
    subject: w.subject,
    text: confirmationText(input, w, frame),
    html: confirmationHtml(input, w, frame),
    attachments,
  };
}

type Words = ReturnType<typeof words>;

/** What the order's gift vouchers paid in all (#43 §3). */
const paidByVouchers = (input: ConfirmationInput) =>
  (input.vouchers ?? []).reduce((sum, v) => sum + v.amountCents, 0);

function confirmationText(input: ConfirmationInput, w: Words, frame: Frame): string {
  const vouchersPaid = paidByVouchers(input);
  const { t } = w;
  const items = input.items.flatMap((l) => [
    `${l.quantity} × ${l.name}`,
    `   ${lineFeatures(l, t).join(" · ")}`,
    `   ${t.unitPrice} ${w.euro(l.priceCents)} · ${t.sum} ${w.euro(l.priceCents * l.quantity)}`,
  ]);
  const lines = (...l: string[]) => l.join("\n");
  return textLayout(frame, [
    w.intro,
    t.heads.order(input.number),
    lines(...items),
    lines(
      `${t.subtotal}: ${w.euro(input.subtotalCents)}`,
      `${t.shippingCost}: ${w.shipping}`,
      ...(input.giftWrapCents ? [`${t.giftWrapCost}: ${w.euro(input.giftWrapCents)}`] : []),
      ...(input.discounts ?? []).map((d) => `${t.discount(d.code)}: ${w.euro(-d.amountCents)}`),
      `${input.smallBusiness ? t.totalNoVat : t.total}: ${w.euro(input.totalCents)}`,
      ...(vouchersPaid
        ? [
            ...input.vouchers!.map((v) => `${t.voucher(v.code)}: ${w.euro(-v.amountCents)}`),
            `${input.online ? t.rest : t.due}: ${w.euro(input.totalCents - vouchersPaid)}`,
          ]
        : []),
      ...(input.smallBusiness ? [t.noVat] : []),
    ),
    lines(t.heads.address, ...addressLines(input.customer, t)),
    ...(input.billing ? [lines(t.heads.billing, ...addressLines(input.billing, t))] : []),
    ...(input.gift ? [t.gift(input.gift.message)] : []),
    lines(t.heads.delivery, w.dispatch, w.delivery),
    lines(t.heads.payment, w.payment, w.paymentTerms, ...(w.fees ? [w.fees] : [])),
    lines(t.heads.withdrawal, w.withdrawal, w.withdrawalUrl, w.legal),
    w.closing,
  ]);
}

function confirmationHtml(input: ConfirmationInput, w: Words, frame: Frame): string {
  const vouchersPaid = paidByVouchers(input);
  const { t } = w;
  const e = escapeHtml;
  const p = htmlParagraph;
  const h2 = (text: string) =>
    `<h2 style="margin:24px 0 8px;${MAIL_FONT}font-size:17px;color:${C.dark};">${e(text)}</h2>`;
  const td = (content: string, style = "") =>
    `<td style="padding:10px 0;border-bottom:1px solid ${C.rule};${MAIL_FONT}font-size:14px;color:${C.text};vertical-align:top;${style}">${content}</td>`;
  const rows = input.items
    .map((l) =>
      [
        "<tr>",
        td(
          `<strong style="color:${C.dark};">${l.quantity} × ${e(l.name)}</strong><br><span style="color:${C.muted};font-size:13px;">${lineFeatures(l, t).map(e).join(" · ")}</span>`,
        ),
        td(`${e(w.euro(l.priceCents))}`, "text-align:right;white-space:nowrap;padding-left:12px;"),
        td(
          `${e(w.euro(l.priceCents * l.quantity))}`,
          "text-align:right;white-space:nowrap;padding-left:12px;",
        ),
        "</tr>",
      ].join(""),
    )
    .join("");
  const total = (label: string, value: string, strong = false) =>
    `<tr><td colspan="2" style="padding:4px 0;${MAIL_FONT}font-size:${strong ? 16 : 14}px;color:${C.text};${strong ? "font-weight:bold;" : ""}">${e(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap;${MAIL_FONT}font-size:${strong ? 16 : 14}px;color:${C.text};${strong ? "font-weight:bold;" : ""}">${e(value)}</td></tr>`;
  const link = (href: string, text: string) =>
    `<a href="${e(href)}" style="color:${C.brand};text-decoration:underline;">${e(text)}</a>`;

  return htmlLayout({ ...frame, title: w.subject, heading: t.thanks }, [
    p(e(w.intro).replace(e(input.number), `<strong style="white-space:nowrap;">${e(input.number)}</strong>`)),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 12px;background:${C.soft};border-radius:12px;"><tr><td style="padding:14px 16px;${MAIL_FONT}font-size:15px;color:${C.dark};">${e(t.orderNumber)}: <strong style="letter-spacing:1px;white-space:nowrap;">${e(input.number)}</strong></td></tr></table>`,
    h2(t.titles.order),
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">`,
    `<tr><th align="left" style="padding:0 0 6px;${MAIL_FONT}font-size:12px;color:${C.muted};font-weight:normal;border-bottom:1px solid ${C.rule};">${e(t.item)}</th><th align="right" style="padding:0 0 6px 12px;${MAIL_FONT}font-size:12px;color:${C.muted};font-weight:normal;border-bottom:1px solid ${C.rule};">${e(t.unitPrice)}</th><th align="right" style="padding:0 0 6px 12px;${MAIL_FONT}font-size:12px;color:${C.muted};font-weight:normal;border-bottom:1px solid ${C.rule};">${e(t.sum)}</th></tr>`,
    rows,
    `<tr><td colspan="3" style="height:8px;"></td></tr>`,
    total(t.subtotal, w.euro(input.subtotalCents)),
    total(t.shippingCost, w.shipping),
    ...(input.giftWrapCents ? [total(t.giftWrapCost, w.euro(input.giftWrapCents))] : []),
    ...(input.discounts ?? []).map((d) => total(t.discount(d.code), w.euro(-d.amountCents))),
    total(input.smallBusiness ? t.totalNoVat : t.total, w.euro(input.totalCents), true),
    ...(vouchersPaid
      ? [
          ...input.vouchers!.map((v) => total(t.voucher(v.code), w.euro(-v.amountCents))),
          total(input.online ? t.rest : t.due, w.euro(input.totalCents - vouchersPaid), true),
        ]
      : []),
    `</table>`,
    ...(input.smallBusiness ? [p(e(t.noVat))] : []),
    h2(t.titles.address),
    p(addressLines(input.customer, t).map(e).join("<br>")),
    ...(input.billing ? [h2(t.titles.billing), p(addressLines(input.billing, t).map(e).join("<br>"))] : []),
    ...(input.gift ? [p(e(t.gift(input.gift.message)).replace(/\n/g, "<br>"))] : []),
    h2(t.titles.delivery),
    p(`${e(w.dispatch)}<br>${e(w.delivery)}`),
    h2(t.titles.payment),
    p(`<strong>${e(w.payment)}</strong><br>${e(w.paymentTerms)}`),
    w.fees ? p(e(w.fees)) : "",
    h2(t.titles.withdrawal),
    p(`${e(w.withdrawal)} ${link(w.withdrawalUrl, t.withdrawalLink)}`),
    p(e(w.legal), `color:${C.muted};font-size:14px;`),
    `<hr style="border:none;border-top:1px solid ${C.rule};margin:24px 0;">`,
    p(e(w.closing)),
  ]);
}
