import { BRAND } from "../../domain/brand";
import type { Carrier } from "../../domain/order-lifecycle";
import type { Mail } from "../mail/message";

/** Told to the customer when the parcel leaves (#17): where to follow it and where the invoice is. */
export function shipmentMail(c: {
  to: string;
  firstName: string;
  orderNumber: string;
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string;
  invoice: { number: string; link: string } | null;
}): Mail {
  const invoice = c.invoice
    ? `\nDeine Rechnung ${c.invoice.number} liegt hier für dich bereit (der Link gilt 30 Tage; mit Kundenkonto findest du sie jederzeit unter „Bestellungen“):\n${c.invoice.link}\n`
    : "";
  return {
    to: c.to,
    subject: `Deine Bestellung ${c.orderNumber} ist unterwegs`,
    text: `Hallo ${c.firstName.trim()},

deine Pflanzen sind verpackt und auf dem Weg zu dir: Wir haben die Bestellung ${c.orderNumber} an ${c.carrier} übergeben.

Sendungsnummer: ${c.trackingNumber}
Hier siehst du, wo dein Paket gerade ist:
${c.trackingUrl}
${invoice}
Pack die Pflanzen bitte bald aus und gib ihnen etwas Wasser, falls die Erde trocken ist.

Fragen? Antworte einfach auf diese E-Mail.

Viele Grüße
dein ${BRAND.name}-Team`,
  };
}
