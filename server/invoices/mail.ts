import { BRAND } from "../../domain/brand";
import { formatEnglishDate } from "../../domain/delivery";
import { defineMessages, type Locale } from "../../domain/i18n";
import type { Mail } from "../mail/message";
import { germanDay } from "./invoice-pdf";

interface Cancellation {
  to: string;
  firstName: string;
  orderNumber: string;
  invoiceNumber: string | null;
  cancellationNumber: string | null;
  cancellationDate: string;
  link: string | null;
  /** The language the customer ordered in (#19); German if not given. */
  locale?: Locale;
}

/** The cancellation mail in the order's language; the Stornorechnung itself stays German. */
export const cancellationMailMessages = defineMessages(
  {
    invoice: (invoice: string, cancellation: string, isoDay: string, link: string) =>
      `\nDeine Rechnung ${invoice} ist damit aufgehoben. Die Stornorechnung ${cancellation} vom ${germanDay(isoDay)} kannst du hier herunterladen (der Link gilt 30 Tage; angemeldet findest du sie jederzeit unter „Bestellungen“):\n${link}\n`,
    /** Cancelled before shipping: the invoice is only written when the parcel leaves (#27). */
    noInvoice:
      "\nEine Rechnung hatten wir dir noch nicht geschickt, es gibt also auch keine Stornorechnung.\n",
    refund: "\nFalls du schon bezahlt hast, bekommst du den Betrag von uns zurück.\n",
    subject: (orderNumber: string) => `Deine Bestellung ${orderNumber} ist storniert`,
    text: (firstName: string, orderNumber: string, invoice: string) => `Hallo ${firstName},

deine Bestellung ${orderNumber} ist storniert. Wir versenden dafür nichts, und du musst nichts bezahlen.
${invoice}
Fragen? Antworte einfach auf diese E-Mail.

Viele Grüße
dein ${BRAND.name}-Team`,
  },
  {
    invoice: (invoice: string, cancellation: string, isoDay: string, link: string) =>
      `\nYour invoice ${invoice} is thereby cancelled. You can download the cancellation invoice ${cancellation} of ${formatEnglishDate(new Date(`${isoDay}T00:00:00Z`))} (in German) here (the link is valid for 30 days; signed in, you can always find it under “Orders”):\n${link}\n`,
    noInvoice: "\nWe had not sent you an invoice yet, so there is no cancellation invoice either.\n",
    refund: "\nIf you have already paid, we will refund the amount.\n",
    subject: (orderNumber: string) => `Your order ${orderNumber} has been cancelled`,
    text: (firstName: string, orderNumber: string, invoice: string) => `Hello ${firstName},

your order ${orderNumber} has been cancelled. We will not send anything for it, and you do not have to pay anything.
${invoice}
Questions? Simply reply to this email.

Kind regards
your ${BRAND.name} team`,
  },
);

/** Told to the customer when an order is cancelled: what happened and where the Stornorechnung is. */
export function cancellationMail(c: Cancellation): Mail {
  const t = cancellationMailMessages[c.locale ?? "de"];
  const invoice =
    c.cancellationNumber && c.invoiceNumber && c.link
      ? t.invoice(c.invoiceNumber, c.cancellationNumber, c.cancellationDate, c.link)
      : t.noInvoice;
  return {
    to: c.to,
    subject: t.subject(c.orderNumber),
    text: t.text(c.firstName.trim(), c.orderNumber, `${invoice}${t.refund}`),
  };
}
