import { BRAND, type ShopFacts } from "../../domain/brand";
import { WITHDRAWAL_STATEMENT } from "../../domain/contracts/withdrawal-messages";
import { defineMessages, type Locale } from "../../domain/i18n";
import { mailGreeting } from "../../domain/mail-greeting";
import type { Mail } from "../mail/message";
import type { ConfirmationKind, WithdrawalReceipt } from "./service";

/** Bound to the shop facts by type: the legal texts promise the same period. */
const REFUND_DAYS: ShopFacts["refundDays"] = 14;

const received = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "de-DE", {
    dateStyle: "long",
    timeStyle: "medium",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));

interface Parts {
  /** „Hallo Max,“: the greeting every mail uses (domain/mail-greeting.ts). */
  greeting: string;
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
    text: (p: Parts) => `${p.greeting}

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
    text: (p: Parts) => `${p.greeting}

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

/** Facts of a declaration anyone could have typed: no free text of theirs beyond the order reference. */
interface UnverifiedParts {
  declaration: string;
  scope: "whole" | "items";
  at: string;
  id: string;
  confirmUrl: string | null;
}

/**
 * The receipt of a declaration whose sender is not known to be the order's customer (#29): the form
 * takes any address, so this mail may reach someone who declared nothing. It names the facts (which
 * order, whole or in part, when, the reference number) but never the sender's name, items or message
 * — the shop's address must not carry a stranger's text — and, when the declaration names an order of
 * this address, asks its customer to confirm.
 */
export const unverifiedWithdrawalMailMessages = defineMessages(
  {
    subject: "Eingangsbestätigung: Widerrufserklärung mit deiner E-Mail-Adresse",
    text: (p: UnverifiedParts) => `Hallo,

über unsere Widerrufsfunktion ist eine Widerrufserklärung mit dieser E-Mail-Adresse eingegangen:

${p.declaration}
${p.scope === "whole" ? WITHDRAWAL_STATEMENT.wholeOrder : "Der Widerruf betrifft einzelne Artikel der Bestellung."}

Eingegangen am: ${p.at} (deutsche Zeit)
Vorgangsnummer: ${p.id}

${
  p.confirmUrl
    ? `Warst du das? Dann bestätige deinen Widerruf bitte mit diesem Link, damit wir ihn deiner Bestellung zuordnen können:

${p.confirmUrl}

Du hast nichts widerrufen? Dann ignoriere diese E-Mail. Ohne Bestätigung ordnen wir die Erklärung keiner Bestellung zu; wir prüfen sie und melden uns, bevor sich an deiner Bestellung etwas ändert.`
    : "Du hast nichts widerrufen? Dann ignoriere diese E-Mail; an deinen Bestellungen ändert sich dadurch nichts."
}

Den vollständigen Wortlaut der Erklärung – mit den genannten Artikeln und der Nachricht – hat die absendende Person nach dem Absenden im Shop gesehen, und wir haben ihn gespeichert. Per E-Mail wiederholen wir ihn nur, wenn du beim Absenden in deinem Kundenkonto angemeldet bist: In das Formular kann jeder eine fremde E-Mail-Adresse eintragen.

Wie es weitergeht: Wir schicken dir ein kostenloses Rücksendeetikett. Den Kaufpreis und die Standard-Versandkosten erstatten wir spätestens ${REFUND_DAYS} Tage nach Eingang deines Widerrufs – frühestens aber, wenn die Pflanzen bei uns angekommen sind oder du uns die Rücksendung nachgewiesen hast.

Bitte bewahre diese E-Mail für deine Unterlagen auf.

Viele Grüße
dein ${BRAND.name}-Team`,
  },
  {
    subject: "Confirmation of receipt: a withdrawal declared with your email address",
    text: (p: UnverifiedParts) => `Hello,

a withdrawal was declared with this email address through our withdrawal function (in German, the binding language of our contract):

${p.declaration}
${p.scope === "whole" ? WITHDRAWAL_STATEMENT.wholeOrder : "Der Widerruf betrifft einzelne Artikel der Bestellung."}

Received on: ${p.at} (German time)
Reference number: ${p.id}

${
  p.confirmUrl
    ? `Was this you? Then please confirm your withdrawal with this link so that we can match it to your order:

${p.confirmUrl}

You did not withdraw anything? Then ignore this email. Without confirmation we do not match the declaration to any order; we will check it and contact you before anything about your order changes.`
    : "You did not withdraw anything? Then ignore this email; nothing about your orders changes."
}

The person who sent the declaration saw its full wording – with the items named and the message – in the shop after sending it, and we have stored it. We repeat it by email only when you are signed in to your customer account while sending: anyone can enter someone else's email address in the form.

What happens next: we will send you a free return label. We will refund the purchase price and the standard shipping costs no later than ${REFUND_DAYS} days after receiving your withdrawal – but not before the plants have arrived back with us or you have shown us proof of return.

Please keep this email for your records.

Kind regards
your ${BRAND.name} team`,
  },
);

/**
 * The confirmation of receipt on a durable medium (§ 356a Abs. 3 BGB): content of the declaration and
 * date and time of receipt, exactly as stored — in full when the declarant is the order's signed-in
 * customer writing to their own address, else only its facts (see unverifiedWithdrawalMailMessages).
 */
export function withdrawalConfirmationMail(
  receipt: WithdrawalReceipt,
  locale: Locale = "de",
  kind: ConfirmationKind = { verified: true, confirmUrl: null },
): Mail {
  if (!kind.verified) {
    const t = unverifiedWithdrawalMailMessages[locale];
    return {
      to: receipt.email,
      subject: t.subject,
      text: t.text({
        declaration: WITHDRAWAL_STATEMENT.declaration(receipt.orderReference),
        scope: receipt.items ? "items" : "whole",
        at: received(receipt.receivedAt, locale),
        id: receipt.id,
        confirmUrl: kind.confirmUrl,
      }),
    };
  }
  const name = receipt.name.trim();
  const t = withdrawalMailMessages[locale];
  return {
    to: receipt.email,
    subject: t.subject(receipt.orderReference),
    text: t.text({
      greeting: mailGreeting(locale, name),
      name,
      email: receipt.email,
      statement: receipt.statement,
      at: received(receipt.receivedAt, locale),
      id: receipt.id,
    }),
  };
}
