import { formatEuro, formatEuroEnglish } from "../../../domain/orders/money";
import type { ReminderLevel } from "../../../domain/orders/reminders";
import { defineMessages } from "../../../domain/text/i18n";
import { germanDay } from "../../invoices/invoice-pdf";
import type { OutboxMail } from "../outbox";
import { englishDay, layoutMessages, type OrderAddressee, orderFrame, textLayout } from "./layout";

export interface ReminderMailInput extends OrderAddressee {
  level: ReminderLevel;
  invoice: { number: string; link: string; dueDate: string };
  /** What is still open by the ledger. */
  openCents: number;
  /** The first reminder's day, for the second. */
  firstSentOn: string | null;
  bank: { accountHolder: string; iban: string; bic: string };
}

/**
 * A payment reminder (#50 §5): friendly, no fee, the amount that is really open, the bank details and the
 * invoice attached again. The first may have crossed a transfer on its way, and says so.
 */
export const reminderMailMessages = defineMessages(
  {
    subject: (level: ReminderLevel, invoice: string) =>
      `${level === 1 ? "Zahlungserinnerung" : "2. Zahlungserinnerung"} zu deiner Rechnung ${invoice}`,
    body: (c: ReminderMailInput) =>
      c.level === 1
        ? `vielleicht ist es im Alltag untergegangen: Deine Rechnung ${c.invoice.number} zur Bestellung ${c.orderNumber} war am ${germanDay(c.invoice.dueDate)} fällig, und bei uns sind noch ${formatEuro(c.openCents)} offen.`
        : `am ${germanDay(c.firstSentOn ?? c.invoice.dueDate)} haben wir dich an deine Rechnung ${c.invoice.number} zur Bestellung ${c.orderNumber} erinnert; bis heute sind noch ${formatEuro(c.openCents)} offen. Bitte überweise den Betrag in den nächsten Tagen.`,
    transfer: (c: ReminderMailInput) =>
      `Bitte überweise ${formatEuro(c.openCents)} an ${c.bank.accountHolder}, IBAN ${c.bank.iban}${c.bank.bic ? `, BIC ${c.bank.bic}` : ""}, Verwendungszweck ${c.invoice.number}. Die Rechnung hängt noch einmal als PDF an; du kannst sie auch hier laden (der Link gilt 30 Tage):\n${c.invoice.link}`,
    girocode: (c: ReminderMailInput) =>
      `Einfacher geht es mit dem GiroCode im Anhang: In deiner Banking-App scannen, und die Überweisung über ${formatEuro(c.openCents)} ist ausgefüllt.`,
    crossed:
      "Hast du schon bezahlt? Dann hat sich deine Zahlung mit dieser E-Mail gekreuzt – danke, und betrachte sie als erledigt.",
  },
  {
    subject: (level: ReminderLevel, invoice: string) =>
      `${level === 1 ? "Payment reminder" : "Second payment reminder"} for your invoice ${invoice}`,
    body: (c: ReminderMailInput) =>
      c.level === 1
        ? `perhaps it slipped through: your invoice ${c.invoice.number} for order ${c.orderNumber} was due on ${englishDay(c.invoice.dueDate)}, and ${formatEuroEnglish(c.openCents)} is still open.`
        : `on ${englishDay(c.firstSentOn ?? c.invoice.dueDate)} we reminded you of your invoice ${c.invoice.number} for order ${c.orderNumber}; ${formatEuroEnglish(c.openCents)} is still open today. Please transfer the amount within the next few days.`,
    transfer: (c: ReminderMailInput) =>
      `Please transfer ${formatEuroEnglish(c.openCents)} to ${c.bank.accountHolder}, IBAN ${c.bank.iban}${c.bank.bic ? `, BIC ${c.bank.bic}` : ""}, reference ${c.invoice.number}. The invoice (in German) is attached again as a PDF; you can also download it here (the link is valid for 30 days):\n${c.invoice.link}`,
    girocode: (c: ReminderMailInput) =>
      `Easier still: scan the attached GiroCode with your banking app, and the transfer of ${formatEuroEnglish(c.openCents)} is filled in.`,
    crossed: "Already paid? Then your payment and this email crossed – thank you, and please disregard it.",
  },
);

export function reminderMail(c: ReminderMailInput): OutboxMail {
  const frame = orderFrame(c);
  const t = reminderMailMessages[frame.locale];
  return {
    kind: "payment-reminder",
    to: c.to,
    subject: t.subject(c.level, c.invoice.number),
    text: textLayout(frame, [
      t.body(c),
      t.transfer(c),
      t.girocode(c),
      t.crossed,
      layoutMessages[frame.locale].questions,
    ]),
  };
}
