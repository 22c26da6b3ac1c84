import { formatEuro, formatEuroEnglish } from "../../../domain/orders/money";
import type { Carrier } from "../../../domain/orders/order-lifecycle";
import { paymentTerm } from "../../../domain/orders/payment-term";
import { defineMessages } from "../../../domain/text/i18n";
import { germanDay } from "../../invoices/invoice-pdf";
import type { OutboxMail } from "../outbox";
import { englishDay, layoutMessages, type OrderAddressee, orderFrame, textLayout } from "./layout";

export interface Shipment extends OrderAddressee {
  carrier: Carrier;
  trackingNumber: string;
  trackingUrl: string;
  /** The order's invoice, attached by the caller: issued as the parcel left (or with the order, before #27). */
  invoice: {
    number: string;
    link: string;
    /** From the invoice's data: its due date and term, as printed on it. */
    payment: { termDays: number; dueDate: string } | null;
    /** Already paid in full (before shipping): no term to name. */
    paid: boolean;
    /** A debit on its way (#33): it is collected, not transferred. */
    debit?: string | null;
    /** Paid in part before the invoice (#50): what came and what is still open, as the invoice states. */
    prepaid?: { paidCents: number; openCents: number } | null;
  };
}

/** The shipment mail in the order's language; the invoice behind the link stays German. */
export const shipmentMailMessages = defineMessages(
  {
    subject: (orderNumber: string) => `Deine Bestellung ${orderNumber} ist unterwegs`,
    intro: (orderNumber: string, carrier: string) =>
      `deine Pflanzen sind verpackt und auf dem Weg zu dir: Wir haben die Bestellung ${orderNumber} an ${carrier} übergeben.`,
    /** Also in the mails about a corrected or further parcel (order-parcel.ts). */
    tracking: (number: string, url: string) =>
      `Sendungsnummer: ${number}\nHier siehst du, wo dein Paket gerade ist:\n${url}`,
    invoice: (number: string, link: string) =>
      `Deine Rechnung ${number} hängt als PDF an und liegt deinem Paket bei. Du findest sie auch hier (der Link gilt 30 Tage; mit Kundenkonto jederzeit unter „Bestellungen“):\n${link}`,
    due: (term: string, isoDay: string) => `${term} Fällig ist sie also am ${germanDay(isoDay)}.`,
    paid: "Du hast sie schon bezahlt – danke!",
    prepaid: (paidCents: number, openCents: number) =>
      `Du hast schon ${formatEuro(paidCents)} bezahlt; offen sind noch ${formatEuro(openCents)}.`,
    debit: (method: string) => `Den Betrag ziehen wir per ${method} ein; du musst nichts überweisen.`,
    unpack: "Pack die Pflanzen bitte bald aus und gib ihnen etwas Wasser, falls die Erde trocken ist.",
  },
  {
    subject: (orderNumber: string) => `Your order ${orderNumber} is on its way`,
    intro: (orderNumber: string, carrier: string) =>
      `your plants are packed and on their way to you: we have handed order ${orderNumber} to ${carrier}.`,
    tracking: (number: string, url: string) =>
      `Tracking number: ${number}\nSee where your parcel is right now:\n${url}`,
    invoice: (number: string, link: string) =>
      `Your invoice ${number} (in German) is attached as a PDF and comes in your parcel. You can also find it here (the link is valid for 30 days; with a customer account always under “Orders”):\n${link}`,
    due: (term: string, isoDay: string) => `${term} It is therefore due on ${englishDay(isoDay)}.`,
    paid: "You have already paid it – thank you!",
    prepaid: (paidCents: number, openCents: number) =>
      `You have already paid ${formatEuroEnglish(paidCents)}; ${formatEuroEnglish(openCents)} is still open.`,
    debit: (method: string) => `We collect the amount by ${method}; there is nothing for you to transfer.`,
    unpack: "Please unpack the plants soon and give them some water if the soil is dry.",
  },
);

/**
 * Told to the customer when the parcel leaves (#17): where to follow it, the invoice (attached) and
 * when it is due, in the shop's one wording of the term (domain/orders/payment-term.ts).
 */
export function shipmentMail(c: Shipment): OutboxMail {
  const frame = orderFrame(c);
  const t = shipmentMailMessages[frame.locale];
  const { invoice } = c;
  const due = invoice.paid
    ? [t.paid]
    : invoice.debit
      ? [t.debit(invoice.debit)]
      : invoice.payment
        ? [
            ...(invoice.prepaid ? [t.prepaid(invoice.prepaid.paidCents, invoice.prepaid.openCents)] : []),
            t.due(paymentTerm(frame.locale, invoice.payment.termDays), invoice.payment.dueDate),
          ]
        : [];
  return {
    kind: "order-shipped",
    to: c.to,
    subject: t.subject(c.orderNumber),
    text: textLayout(frame, [
      t.intro(c.orderNumber, c.carrier),
      t.tracking(c.trackingNumber, c.trackingUrl),
      t.invoice(invoice.number, invoice.link),
      ...due,
      t.unpack,
      layoutMessages[frame.locale].questions,
    ]),
  };
}
