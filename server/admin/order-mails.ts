import { BRAND } from "../../domain/brand";
import { formatEnglishDate } from "../../domain/delivery";
import { defineMessages, type Locale } from "../../domain/i18n";
import type { Carrier } from "../../domain/order-lifecycle";
import { paymentTerm } from "../../domain/payment-term";
import { germanDay } from "../invoices/invoice-pdf";
import type { Mail } from "../mail/message";

interface Shipment {
  to: string;
  firstName: string;
  orderNumber: string;
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string;
  /** The order's invoice, attached: issued as the parcel left (or with the order, before #27). */
  invoice: {
    number: string;
    link: string;
    /** From the invoice's data: its due date and term, as printed on it. */
    payment: { termDays: number; dueDate: string } | null;
    /** Already paid in full (before shipping): no term to name. */
    paid: boolean;
  };
  /** The language the customer ordered in (#19); German if not given. */
  locale?: Locale;
}

/** The shipment mail in the order's language; the invoice behind the link stays German. */
export const shipmentMailMessages = defineMessages(
  {
    invoice: (number: string, link: string) =>
      `\nDeine Rechnung ${number} hängt als PDF an und liegt deinem Paket bei. Du findest sie auch hier (der Link gilt 30 Tage; mit Kundenkonto jederzeit unter „Bestellungen“):\n${link}\n`,
    due: (term: string, isoDay: string) => `\n${term} Fällig ist sie also am ${germanDay(isoDay)}.\n`,
    paid: "\nDu hast sie schon bezahlt – danke!\n",
    subject: (orderNumber: string) => `Deine Bestellung ${orderNumber} ist unterwegs`,
    text: (c: Shipment, invoice: string) => `Hallo ${c.firstName.trim()},

deine Pflanzen sind verpackt und auf dem Weg zu dir: Wir haben die Bestellung ${c.orderNumber} an ${c.carrier} übergeben.

Sendungsnummer: ${c.trackingNumber}
Hier siehst du, wo dein Paket gerade ist:
${c.trackingUrl}
${invoice}
Pack die Pflanzen bitte bald aus und gib ihnen etwas Wasser, falls die Erde trocken ist.

Fragen? Antworte einfach auf diese E-Mail.

Viele Grüße
dein ${BRAND.name}-Team`,
  },
  {
    invoice: (number: string, link: string) =>
      `\nYour invoice ${number} (in German) is attached as a PDF and comes in your parcel. You can also find it here (the link is valid for 30 days; with a customer account always under “Orders”):\n${link}\n`,
    due: (term: string, isoDay: string) =>
      `\n${term} It is therefore due on ${formatEnglishDate(new Date(`${isoDay}T00:00:00Z`))}.\n`,
    paid: "\nYou have already paid it – thank you!\n",
    subject: (orderNumber: string) => `Your order ${orderNumber} is on its way`,
    text: (c: Shipment, invoice: string) => `Hello ${c.firstName.trim()},

your plants are packed and on their way to you: we have handed order ${c.orderNumber} to ${c.carrier}.

Tracking number: ${c.trackingNumber}
See where your parcel is right now:
${c.trackingUrl}
${invoice}
Please unpack the plants soon and give them some water if the soil is dry.

Questions? Simply reply to this email.

Kind regards
your ${BRAND.name} team`,
  },
);

/**
 * Told to the customer when the parcel leaves (#17): where to follow it, the invoice (attached) and
 * when it is due, in the shop's one wording of the term (domain/payment-term.ts).
 */
export function shipmentMail(c: Shipment): Mail {
  const locale = c.locale ?? "de";
  const t = shipmentMailMessages[locale];
  const { invoice } = c;
  const due = invoice.paid
    ? t.paid
    : invoice.payment
      ? t.due(paymentTerm(locale, invoice.payment.termDays), invoice.payment.dueDate)
      : "";
  return {
    to: c.to,
    subject: t.subject(c.orderNumber),
    text: t.text(c, `${t.invoice(invoice.number, invoice.link)}${due}`),
  };
}
