import { defineMessages } from "../../../domain/text/i18n";
import { germanDay } from "../../invoices/invoice-pdf";
import type { OutboxMail } from "../outbox";
import { englishDay, layoutMessages, type OrderAddressee, orderFrame, textLayout } from "./layout";

export interface Cancellation extends OrderAddressee {
  invoiceNumber: string | null;
  cancellationNumber: string | null;
  cancellationDate: string;
  link: string | null;
}

/** The cancellation mail in the order's language; the Stornorechnung itself stays German. */
export const cancellationMailMessages = defineMessages(
  {
    subject: (orderNumber: string) => `Deine Bestellung ${orderNumber} ist storniert`,
    cancelled: (orderNumber: string) =>
      `deine Bestellung ${orderNumber} ist storniert. Wir versenden dafür nichts, und du musst nichts bezahlen.`,
    invoice: (invoice: string, cancellation: string, isoDay: string, link: string) =>
      `Deine Rechnung ${invoice} ist damit aufgehoben. Die Stornorechnung ${cancellation} vom ${germanDay(isoDay)} kannst du hier herunterladen (der Link gilt 30 Tage; angemeldet findest du sie jederzeit unter „Bestellungen“):\n${link}`,
    /** Cancelled before shipping: the invoice is only written when the parcel leaves (#27). */
    noInvoice: "Eine Rechnung hatten wir dir noch nicht geschickt, es gibt also auch keine Stornorechnung.",
    refund: "Falls du schon bezahlt hast, bekommst du den Betrag von uns zurück.",
  },
  {
    subject: (orderNumber: string) => `Your order ${orderNumber} has been cancelled`,
    cancelled: (orderNumber: string) =>
      `your order ${orderNumber} has been cancelled. We will not send anything for it, and you do not have to pay anything.`,
    invoice: (invoice: string, cancellation: string, isoDay: string, link: string) =>
      `Your invoice ${invoice} is thereby cancelled. You can download the cancellation invoice ${cancellation} of ${englishDay(isoDay)} (in German) here (the link is valid for 30 days; signed in, you can always find it under “Orders”):\n${link}`,
    noInvoice: "We had not sent you an invoice yet, so there is no cancellation invoice either.",
    refund: "If you have already paid, we will refund the amount.",
  },
);

/**
 * Told to the customer when an order is cancelled: what happened and where the Stornorechnung is
 * (the caller attaches it).
 */
export function cancellationMail(c: Cancellation): OutboxMail {
  const frame = orderFrame(c);
  const t = cancellationMailMessages[frame.locale];
  const invoice =
    c.cancellationNumber && c.invoiceNumber && c.link
      ? t.invoice(c.invoiceNumber, c.cancellationNumber, c.cancellationDate, c.link)
      : t.noInvoice;
  return {
    kind: "order-cancelled",
    to: c.to,
    subject: t.subject(c.orderNumber),
    text: textLayout(frame, [
      t.cancelled(c.orderNumber),
      invoice,
      t.refund,
      layoutMessages[frame.locale].questions,
    ]),
  };
}
