import type { CreditNoteFacts } from "../../../domain/orders/document-case";
import { formatEuro, formatEuroEnglish } from "../../../domain/orders/money";
import { defineMessages } from "../../../domain/text/i18n";
import type { OutboxMail } from "../outbox";
import { layoutMessages, type OrderAddressee, orderFrame, textLayout } from "./layout";

export interface CreditMailInput extends OrderAddressee {
  credit: { number: string; link: string; amountCents: number };
  /** The order's balance after the credit: still to pay (> 0), settled (0) or to be refunded (< 0). */
  openCents: number;
  /** The correction's case as its PDF states it (#50); absent: a price reduction. */
  facts?: CreditNoteFacts;
}

/**
 * A credit note (#27): what the customer owes less, never a promise of money they will not get. The
 * Rechnungskorrektur itself stays German.
 */
export const creditMailMessages = defineMessages(
  {
    subject: (order: string) => `Rechnungskorrektur zu deiner Bestellung ${order}`,
    reduced: (c: CreditMailInput) =>
      `${c.facts?.withdrawal ? "nach deinem Widerruf haben wir" : "wir haben"} deine Rechnung zur Bestellung ${c.orderNumber} um ${formatEuro(c.credit.amountCents)} gemindert. Die Rechnungskorrektur ${c.credit.number} hängt als PDF an; du kannst sie auch hier laden (der Link gilt 30 Tage):\n${c.credit.link}`,
    open: (openCents: number) =>
      openCents > 0
        ? `Offen ist jetzt noch ${formatEuro(openCents)}.`
        : openCents === 0
          ? "Damit ist alles beglichen: Du musst nichts mehr bezahlen."
          : `Du hast ${formatEuro(-openCents)} mehr bezahlt, als die Bestellung jetzt kostet. Diesen Betrag erstatten wir dir auf dem Weg, auf dem du bezahlt hast; sobald das Geld unterwegs ist, bekommst du eine eigene E-Mail.`,
  },
  {
    subject: (order: string) => `Credit note for your order ${order}`,
    reduced: (c: CreditMailInput) =>
      `${c.facts?.withdrawal ? "following your withdrawal, we have" : "we have"} reduced your invoice for order ${c.orderNumber} by ${formatEuroEnglish(c.credit.amountCents)}. The credit note ${c.credit.number} (in German) is attached as a PDF; you can also download it here (the link is valid for 30 days):\n${c.credit.link}`,
    open: (openCents: number) =>
      openCents > 0
        ? `${formatEuroEnglish(openCents)} is still open.`
        : openCents === 0
          ? "Everything is settled: you do not need to pay anything more."
          : `You have paid ${formatEuroEnglish(-openCents)} more than the order now costs. We will refund this amount the way you paid; you will get a separate email once the money is on its way.`,
  },
);

/** The credit note's mail; the caller attaches the Rechnungskorrektur. */
export function creditMail(c: CreditMailInput): OutboxMail {
  const frame = orderFrame(c);
  const t = creditMailMessages[frame.locale];
  return {
    kind: "order-credit",
    to: c.to,
    subject: t.subject(c.orderNumber),
    text: textLayout(frame, [t.reduced(c), t.open(c.openCents), layoutMessages[frame.locale].questions]),
  };
}
