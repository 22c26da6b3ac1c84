import { BRAND, type ShopFacts } from "../../domain/brand";
import { defineMessages, type Locale } from "../../domain/i18n";
import type { Mail } from "../mail/message";
import type { WithdrawalReceipt } from "./service";

/** Bound to the shop facts by type: the legal texts promise the same period. */
const REFUND_DAYS: ShopFacts["refundDays"] = 14;

const received = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "de-DE", {
    dateStyle: "long",
    timeStyle: "medium",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));

interface Parts {
  name: string;
  email: string;
  statement: string;
  at: string;
  id: string;
}

/**
 * The mail in both languages (#19). The declaration itself stays as stored: German, the binding text.
 */
export const withdrawalMailMessages = defineMessages(
  {
    subject: (orderReference: string) =>
      `Eingangsbestätigung deines Widerrufs – Bestellung ${orderReference}`,
    text: (p: Parts) => `Hallo ${p.name},

wir haben deinen Widerruf erhalten. Hier ist deine Erklärung so, wie wir sie gespeichert haben:

${p.statement}

Name: ${p.name}
E-Mail: ${p.email}
Eingegangen am: ${p.at} (deutsche Zeit)
Vorgangsnummer: ${p.id}

Wie es weitergeht: Wir schicken dir ein kostenloses Rücksendeetikett. Den Kaufpreis und die Standard-Versandkosten erstatten wir spätestens ${REFUND_DAYS} Tage nach Eingang deines Widerrufs – frühestens aber, wenn die Pflanzen bei uns angekommen sind oder du uns die Rücksendung nachgewiesen hast.

Bitte bewahre diese E-Mail für deine Unterlagen auf.

Viele Grüße
dein ${BRAND.name}-Team`,
  },
  {
    subject: (orderReference: string) =>
      `Confirmation of receipt of your withdrawal – order ${orderReference}`,
    text: (p: Parts) => `Hello ${p.name},

we have received your withdrawal. Here is your declaration as we stored it (in German, the binding language of our contract):

${p.statement}

Name: ${p.name}
Email: ${p.email}
Received on: ${p.at} (German time)
Reference number: ${p.id}

What happens next: we will send you a free return label. We will refund the purchase price and the standard shipping costs no later than ${REFUND_DAYS} days after receiving your withdrawal – but not before the plants have arrived back with us or you have shown us proof of return.

Please keep this email for your records.

Kind regards
your ${BRAND.name} team`,
  },
);

/**
 * The confirmation of receipt on a durable medium (§ 356a Abs. 3 BGB): content of the declaration and
 * date and time of receipt, exactly as stored.
 */
export function withdrawalConfirmationMail(receipt: WithdrawalReceipt, locale: Locale = "de"): Mail {
  const name = receipt.name.trim();
  const t = withdrawalMailMessages[locale];
  return {
    to: receipt.email,
    subject: t.subject(receipt.orderReference),
    text: t.text({
      name,
      email: receipt.email,
      statement: receipt.statement,
      at: received(receipt.receivedAt, locale),
      id: receipt.id,
    }),
  };
}
