import { BRAND, type ShopFacts } from "../../domain/brand";
import type { Mail } from "../mail/message";
import type { WithdrawalReceipt } from "./service";

/** Bound to the shop facts by type: the legal texts promise the same period. */
const REFUND_DAYS: ShopFacts["refundDays"] = 14;

const received = (iso: string) =>
  new Intl.DateTimeFormat("de-DE", {
    dateStyle: "long",
    timeStyle: "medium",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));

/**
 * The confirmation of receipt on a durable medium (§ 356a Abs. 3 BGB): content of the declaration and
 * date and time of receipt, exactly as stored.
 */
export function withdrawalConfirmationMail(receipt: WithdrawalReceipt): Mail {
  const name = receipt.name.trim();
  return {
    to: receipt.email,
    subject: `Eingangsbestätigung deines Widerrufs – Bestellung ${receipt.orderReference}`,
    text: `Hallo ${name},

wir haben deinen Widerruf erhalten. Hier ist deine Erklärung so, wie wir sie gespeichert haben:

${receipt.statement}

Name: ${name}
E-Mail: ${receipt.email}
Eingegangen am: ${received(receipt.receivedAt)} (deutsche Zeit)
Vorgangsnummer: ${receipt.id}

Wie es weitergeht: Wir schicken dir ein kostenloses Rücksendeetikett. Den Kaufpreis und die Standard-Versandkosten erstatten wir spätestens ${REFUND_DAYS} Tage nach Eingang deines Widerrufs – frühestens aber, wenn die Pflanzen bei uns angekommen sind oder du uns die Rücksendung nachgewiesen hast.

Bitte bewahre diese E-Mail für deine Unterlagen auf.

Viele Grüße
dein ${BRAND.name}-Team`,
  };
}
