import { BRAND } from "../../domain/brand";
import type { Mail } from "../mail/message";
import { germanDay } from "./invoice-pdf";

/** Told to the customer when an order is cancelled: what happened and where the Stornorechnung is. */
export function cancellationMail(c: {
  to: string;
  firstName: string;
  orderNumber: string;
  invoiceNumber: string | null;
  cancellationNumber: string | null;
  cancellationDate: string;
  link: string | null;
}): Mail {
  const invoice =
    c.cancellationNumber && c.invoiceNumber && c.link
      ? `\nDeine Rechnung ${c.invoiceNumber} ist damit aufgehoben. Die Stornorechnung ${c.cancellationNumber} vom ${germanDay(c.cancellationDate)} kannst du hier herunterladen (der Link gilt 30 Tage; angemeldet findest du sie jederzeit unter „Bestellungen“):\n${c.link}\n\nFalls du schon bezahlt hast, bekommst du den Betrag von uns zurück.\n`
      : "";
  return {
    to: c.to,
    subject: `Deine Bestellung ${c.orderNumber} ist storniert`,
    text: `Hallo ${c.firstName.trim()},

deine Bestellung ${c.orderNumber} ist storniert. Wir versenden dafür nichts, und du musst nichts bezahlen.
${invoice}
Fragen? Antworte einfach auf diese E-Mail.

Viele Grüße
dein ${BRAND.name}-Team`,
  };
}
