import { WITHDRAWAL_STATEMENT } from "../../../domain/contracts/withdrawal-messages";
import type { ShopFacts } from "../../../domain/shop/brand";
import { defineMessages, type Locale } from "../../../domain/text/i18n";
import { firstNameOf } from "../../../domain/text/mail-greeting";
import type { ConfirmationKind, WithdrawalReceipt } from "../../withdrawal/service";
import type { OutboxMail } from "../outbox";
import { textLayout } from "./layout";

/** Bound to the shop facts by type: the legal texts promise the same period. */
const REFUND_DAYS: ShopFacts["refundDays"] = 14;

/** A partial withdrawal, in the declaration's own language: German, the binding text, in both mails. */
const SOME_ITEMS = "Der Widerruf betrifft einzelne Artikel der Bestellung.";

const received = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "de-DE", {
    dateStyle: "long",
    timeStyle: "medium",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));

/**
 * The mail in both languages (#19). The declaration itself stays as stored: German, the binding text.
 * `unverified`: the receipt of a declaration whose sender is not known to be the order's customer
 * (#29): the form takes any address, so this mail may reach someone who declared nothing. It names the
 * facts (which order, whole or in part, when, the reference number) but never the sender's name, items
 * or message — the shop's address must not carry a stranger's text — and, when the declaration names
 * an order of this address, asks its customer to confirm.
 */
export const withdrawalMailMessages = defineMessages(
  {
    subject: (orderReference: string) =>
      `Eingangsbestätigung deines Widerrufs – Bestellung ${orderReference}`,
    received:
      "wir haben deinen Widerruf erhalten. Hier ist deine Erklärung so, wie wir sie gespeichert haben:",
    sender: (name: string, email: string) => `Name: ${name}\nE-Mail: ${email}`,
    receipt: (at: string, id: string) => `Eingegangen am: ${at} (deutsche Zeit)\nVorgangsnummer: ${id}`,
    next: `Wie es weitergeht: Wir schicken dir ein kostenloses Rücksendeetikett. Den Kaufpreis und die Standard-Versandkosten erstatten wir spätestens ${REFUND_DAYS} Tage nach Eingang deines Widerrufs – frühestens aber, wenn die Pflanzen bei uns angekommen sind oder du uns die Rücksendung nachgewiesen hast.`,
    nextBeforeShipment: (some: boolean) =>
      `Wie es weitergeht: Die Bestellung ist noch nicht verschickt, ${
        some ? "die widerrufenen Artikel verschicken wir nicht mehr" : "wir verschicken sie nicht mehr"
      }, und du musst nichts zurückschicken. Was du dafür schon bezahlt hast, erstatten wir dir spätestens ${REFUND_DAYS} Tage nach Eingang deines Widerrufs.`,
    keep: "Bitte bewahre diese E-Mail für deine Unterlagen auf.",
    unverified: {
      subject: "Eingangsbestätigung: Widerrufserklärung mit deiner E-Mail-Adresse",
      declared:
        "über unsere Widerrufsfunktion ist eine Widerrufserklärung mit dieser E-Mail-Adresse eingegangen:",
      confirm: (
        url: string,
      ) => `Warst du das? Dann bestätige deinen Widerruf bitte mit diesem Link, damit wir ihn deiner Bestellung zuordnen können:

${url}

Du hast nichts widerrufen? Dann ignoriere diese E-Mail. Ohne Bestätigung ordnen wir die Erklärung keiner Bestellung zu; wir prüfen sie und melden uns, bevor sich an deiner Bestellung etwas ändert.`,
      ignore:
        "Du hast nichts widerrufen? Dann ignoriere diese E-Mail; an deinen Bestellungen ändert sich dadurch nichts.",
      noOrder:
        "Die Erklärung nennt keine Bestellung, die mit dieser E-Mail-Adresse aufgegeben wurde. Die angegebene Bestellnummer wiederholen wir deshalb nicht.",
      wording:
        "Den vollständigen Wortlaut der Erklärung – mit den genannten Artikeln und der Nachricht – hat die absendende Person nach dem Absenden im Shop gesehen, und wir haben ihn gespeichert. Per E-Mail wiederholen wir ihn nur, wenn du beim Absenden in deinem Kundenkonto angemeldet bist: In das Formular kann jeder eine fremde E-Mail-Adresse eintragen.",
    },
  },
  {
    subject: (orderReference: string) =>
      `Confirmation of receipt of your withdrawal – order ${orderReference}`,
    received:
      "we have received your withdrawal. Here is your declaration as we stored it (in German, the binding language of our contract):",
    sender: (name: string, email: string) => `Name: ${name}\nEmail: ${email}`,
    receipt: (at: string, id: string) => `Received on: ${at} (German time)\nReference number: ${id}`,
    next: `What happens next: we will send you a free return label. We will refund the purchase price and the standard shipping costs no later than ${REFUND_DAYS} days after receiving your withdrawal – but not before the plants have arrived back with us or you have shown us proof of return.`,
    nextBeforeShipment: (some: boolean) =>
      `What happens next: the order has not been shipped yet; ${
        some ? "we will not ship the items you withdrew from" : "we will not ship it"
      }, and you do not need to send anything back. Anything you have already paid for them we will refund no later than ${REFUND_DAYS} days after receiving your withdrawal.`,
    keep: "Please keep this email for your records.",
    unverified: {
      subject: "Confirmation of receipt: a withdrawal declared with your email address",
      declared:
        "a withdrawal was declared with this email address through our withdrawal function (in German, the binding language of our contract):",
      confirm: (
        url: string,
      ) => `Was this you? Then please confirm your withdrawal with this link so that we can match it to your order:

${url}

You did not withdraw anything? Then ignore this email. Without confirmation we do not match the declaration to any order; we will check it and contact you before anything about your order changes.`,
      ignore: "You did not withdraw anything? Then ignore this email; nothing about your orders changes.",
      noOrder:
        "The declaration does not name an order placed with this email address, so we do not repeat the order number it gives.",
      wording:
        "The person who sent the declaration saw its full wording – with the items named and the message – in the shop after sending it, and we have stored it. We repeat it by email only when you are signed in to your customer account while sending: anyone can enter someone else's email address in the form.",
    },
  },
);

/**
 * The confirmation of receipt on a durable medium (§ 356a Abs. 3 BGB): content of the declaration and
 * date and time of receipt, exactly as stored — in full when the declarant is the order's signed-in
 * customer writing to their own address, else only its facts (see withdrawalMailMessages).
 */
export function withdrawalConfirmationMail(
  receipt: WithdrawalReceipt,
  locale: Locale = "de",
  kind: ConfirmationKind = { verified: true, confirmUrl: null, orderNumber: receipt.orderReference },
): OutboxMail {
  const t = withdrawalMailMessages[locale];
  const at = received(receipt.receivedAt, locale);
  const mail = { kind: "withdrawal-confirmation", to: receipt.email } as const;
  const next = kind.beforeShipment ? t.nextBeforeShipment(!!receipt.items) : t.next;
  if (!kind.verified) {
    const u = t.unverified;
    return {
      ...mail,
      subject: u.subject,
      text: textLayout({ locale, name: "" }, [
        u.declared,
        // Only an order number of this address, as the shop has it; a typed reference may be a stranger's text (#49 §4).
        `${kind.orderNumber ? WITHDRAWAL_STATEMENT.declaration(kind.orderNumber) : u.noOrder}\n${receipt.items ? SOME_ITEMS : WITHDRAWAL_STATEMENT.wholeOrder}`,
        t.receipt(at, receipt.id),
        kind.confirmUrl ? u.confirm(kind.confirmUrl) : u.ignore,
        u.wording,
        next,
        t.keep,
      ]),
    };
  }
  return {
    ...mail,
    subject: t.subject(kind.orderNumber ?? receipt.orderReference),
    text: textLayout({ locale, name: firstNameOf(receipt.name) }, [
      t.received,
      receipt.statement,
      `${t.sender(receipt.name.trim(), receipt.email)}\n${t.receipt(at, receipt.id)}`,
      next,
      t.keep,
    ]),
  };
}
