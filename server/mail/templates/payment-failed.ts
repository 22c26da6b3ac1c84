import { formatEuro, formatEuroEnglish } from "../../../domain/orders/money";
import { paymentTermSentence } from "../../../domain/orders/payment-term";
import { defineMessages } from "../../../domain/text/i18n";
import type { OutboxMail } from "../outbox";
import { layoutMessages, type OrderAddressee, orderFrame, textLayout } from "./layout";

export interface PaymentFailedInput extends OrderAddressee {
  amountCents: number;
  /** The method that failed, as the customer knows it (SEPA-Lastschrift). */
  method: string;
  /** Where to transfer the money instead. */
  bank: { iban: string; bic: string; bankName: string; accountHolder: string };
  paymentTermDays: number;
}

/**
 * A debit that Stripe could not collect days after the order (#33): the order stands, unpaid; the
 * customer pays by transfer instead. The staff's copy is server/mail/templates/payment-failed-staff.ts.
 */
export const paymentFailedMessages = defineMessages(
  {
    subject: (order: string) => `Zahlung zur Bestellung ${order} fehlgeschlagen`,
    failed: (c: PaymentFailedInput) =>
      `leider konnte deine Zahlung per ${c.method} über ${formatEuro(c.amountCents)} für die Bestellung ${c.orderNumber} nicht eingezogen werden – deine Bank hat die Lastschrift zurückgegeben. Deine Bestellung bleibt bestehen.`,
    transfer: (c: PaymentFailedInput) =>
      `Bitte überweise den Betrag an ${c.bank.accountHolder}, IBAN ${c.bank.iban}, BIC ${c.bank.bic} (${c.bank.bankName}), Verwendungszweck ${c.orderNumber}. ${paymentTermSentence("de", c.paymentTermDays)}`,
  },
  {
    subject: (order: string) => `Payment for order ${order} failed`,
    failed: (c: PaymentFailedInput) =>
      `unfortunately your payment by ${c.method} of ${formatEuroEnglish(c.amountCents)} for order ${c.orderNumber} could not be collected – your bank returned the debit. Your order stands.`,
    transfer: (c: PaymentFailedInput) =>
      `Please transfer the amount to ${c.bank.accountHolder}, IBAN ${c.bank.iban}, BIC ${c.bank.bic} (${c.bank.bankName}), reference ${c.orderNumber}. ${paymentTermSentence("en", c.paymentTermDays)}`,
  },
);

export function paymentFailedMail(c: PaymentFailedInput): OutboxMail {
  const frame = orderFrame(c);
  const t = paymentFailedMessages[frame.locale];
  return {
    kind: "payment-failed",
    to: c.to,
    subject: t.subject(c.orderNumber),
    text: textLayout(frame, [t.failed(c), t.transfer(c), layoutMessages[frame.locale].questions]),
  };
}
