import { BRAND } from "../../domain/brand";
import { formatEnglishDate } from "../../domain/delivery";
import { defineMessages, type Locale } from "../../domain/i18n";
import { formatEuro } from "../../domain/money";
import { trackingUrl } from "../../domain/order-lifecycle";
import { germanDay } from "../invoices/invoice-pdf";
import type { Mail } from "../mail/message";

/**
 * The customer's mails about money after the sale (#27), in the order's language: a credit note
 * (what they owe less, never a promise of money they will not get), a refund (only when money was
 * really sent), and a corrected or further parcel. The documents themselves stay German.
 */

interface Greeting {
  to: string;
  firstName: string;
  orderNumber: string;
  locale?: Locale;
}

export interface CreditMailInput extends Greeting {
  credit: { number: string; link: string; amountCents: number };
  /** The order's balance after the credit: still to pay (> 0), settled (0) or to be refunded (< 0). */
  openCents: number;
}

export interface RefundMailInput extends Greeting {
  amountCents: number;
  /** YYYY-MM-DD, the day the money was sent. */
  refundedOn: string;
}

export interface ParcelMailInput extends Greeting {
  carrier: string;
  trackingNumber: string;
  /** The number it replaces (a correction), or null for a further parcel. */
  replaces: string | null;
}

const englishDay = (iso: string) => formatEnglishDate(new Date(`${iso}T00:00:00Z`));
const sign = (locale: Locale) =>
  locale === "en" ? `Kind regards\nyour ${BRAND.name} team` : `Viele Grüße\ndein ${BRAND.name}-Team`;

export const ledgerMailMessages = defineMessages(
  {
    creditSubject: (order: string) => `Rechnungskorrektur zu deiner Bestellung ${order}`,
    creditText: (c: CreditMailInput) => `Hallo ${c.firstName.trim()},

wir haben deine Rechnung zur Bestellung ${c.orderNumber} um ${formatEuro(c.credit.amountCents)} gemindert. Die Rechnungskorrektur ${c.credit.number} hängt als PDF an; du kannst sie auch hier laden (der Link gilt 30 Tage):
${c.credit.link}

${
  c.openCents > 0
    ? `Offen ist jetzt noch ${formatEuro(c.openCents)}.`
    : c.openCents === 0
      ? "Damit ist alles beglichen: Du musst nichts mehr bezahlen."
      : `Du hast ${formatEuro(-c.openCents)} mehr bezahlt, als die Bestellung jetzt kostet. Diesen Betrag überweisen wir dir zurück; sobald das Geld unterwegs ist, bekommst du eine eigene E-Mail.`
}

Fragen? Antworte einfach auf diese E-Mail.

`,
    refundSubject: (order: string) => `Deine Erstattung zur Bestellung ${order}`,
    refundText: (c: RefundMailInput) => `Hallo ${c.firstName.trim()},

wir haben dir am ${germanDay(c.refundedOn)} ${formatEuro(c.amountCents)} für die Bestellung ${c.orderNumber} erstattet. Das Geld geht auf demselben Weg an dich zurück, auf dem du bezahlt hast; je nach Bank dauert die Gutschrift ein, zwei Werktage.

Fragen? Antworte einfach auf diese E-Mail.

`,
    parcelSubject: (order: string, corrected: boolean) =>
      corrected
        ? `Korrigierte Sendungsnummer zu deiner Bestellung ${order}`
        : `Ein weiteres Paket zu deiner Bestellung ${order}`,
    parcelText: (c: ParcelMailInput, url: string) => `Hallo ${c.firstName.trim()},

${
  c.replaces
    ? `in unserer letzten E-Mail stand eine falsche Sendungsnummer (${c.replaces}); das tut uns leid. Richtig ist:`
    : `zu deiner Bestellung ${c.orderNumber} ist ein weiteres Paket an ${c.carrier} übergeben:`
}

Sendungsnummer: ${c.trackingNumber}
Hier siehst du, wo dein Paket gerade ist:
${url}

Fragen? Antworte einfach auf diese E-Mail.

`,
  },
  {
    creditSubject: (order: string) => `Credit note for your order ${order}`,
    creditText: (c: CreditMailInput) => `Hello ${c.firstName.trim()},

we have reduced your invoice for order ${c.orderNumber} by ${formatEuro(c.credit.amountCents)}. The credit note ${c.credit.number} (in German) is attached as a PDF; you can also download it here (the link is valid for 30 days):
${c.credit.link}

${
  c.openCents > 0
    ? `${formatEuro(c.openCents)} is still open.`
    : c.openCents === 0
      ? "Everything is settled: you do not need to pay anything more."
      : `You have paid ${formatEuro(-c.openCents)} more than the order now costs. We will transfer this amount back to you; you will get a separate email once the money is on its way.`
}

Questions? Simply reply to this email.

`,
    refundSubject: (order: string) => `Your refund for order ${order}`,
    refundText: (c: RefundMailInput) => `Hello ${c.firstName.trim()},

on ${englishDay(c.refundedOn)} we refunded ${formatEuro(c.amountCents)} for order ${c.orderNumber}. The money goes back the same way you paid; depending on your bank, the credit takes one or two working days.

Questions? Simply reply to this email.

`,
    parcelSubject: (order: string, corrected: boolean) =>
      corrected
        ? `Corrected tracking number for your order ${order}`
        : `Another parcel for your order ${order}`,
    parcelText: (c: ParcelMailInput, url: string) => `Hello ${c.firstName.trim()},

${
  c.replaces
    ? `our last email named a wrong tracking number (${c.replaces}); we are sorry. The right one is:`
    : `another parcel for your order ${c.orderNumber} has been handed to ${c.carrier}:`
}

Tracking number: ${c.trackingNumber}
See where your parcel is right now:
${url}

Questions? Simply reply to this email.

`,
  },
);

export function creditMail(c: CreditMailInput): Mail {
  const locale = c.locale ?? "de";
  const t = ledgerMailMessages[locale];
  return { to: c.to, subject: t.creditSubject(c.orderNumber), text: t.creditText(c) + sign(locale) };
}

export function refundMail(c: RefundMailInput): Mail {
  const locale = c.locale ?? "de";
  const t = ledgerMailMessages[locale];
  return { to: c.to, subject: t.refundSubject(c.orderNumber), text: t.refundText(c) + sign(locale) };
}

export function parcelMail(c: ParcelMailInput): Mail {
  const locale = c.locale ?? "de";
  const t = ledgerMailMessages[locale];
  return {
    to: c.to,
    subject: t.parcelSubject(c.orderNumber, c.replaces !== null),
    text: t.parcelText(c, trackingUrl(c.trackingNumber)) + sign(locale),
  };
}
