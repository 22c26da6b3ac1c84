import { BRAND } from "../../domain/brand";
import { defineMessages, type Locale } from "../../domain/i18n";
import type { Carrier } from "../../domain/order-lifecycle";
import type { Mail } from "../mail/message";

interface Shipment {
  to: string;
  firstName: string;
  orderNumber: string;
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string;
  invoice: { number: string; link: string } | null;
  /** The language the customer ordered in (#19); German if not given. */
  locale?: Locale;
}

/** The shipment mail in the order's language; the invoice behind the link stays German. */
export const shipmentMailMessages = defineMessages(
  {
    invoice: (number: string, link: string) =>
      `\nDeine Rechnung ${number} liegt hier für dich bereit (der Link gilt 30 Tage; mit Kundenkonto findest du sie jederzeit unter „Bestellungen“):\n${link}\n`,
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
      `\nYour invoice ${number} (in German) is ready for you here (the link is valid for 30 days; with a customer account you can always find it under “Orders”):\n${link}\n`,
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

/** Told to the customer when the parcel leaves (#17): where to follow it and where the invoice is. */
export function shipmentMail(c: Shipment): Mail {
  const t = shipmentMailMessages[c.locale ?? "de"];
  return {
    to: c.to,
    subject: t.subject(c.orderNumber),
    text: t.text(c, c.invoice ? t.invoice(c.invoice.number, c.invoice.link) : ""),
  };
}
