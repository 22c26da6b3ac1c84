import { formatEuro } from "../../../domain/orders/money";
import type { OutboxMail } from "../outbox";
import { textLayout } from "./layout";

export interface PaymentFailedStaffInput {
  /** The shop's own address (BUSINESS_EMAIL). */
  to: string;
  orderNumber: string;
  amountCents: number;
  method: string;
  /** The order in the back office. */
  orderUrl: string;
}

/** The shop is told when a debit bounced (#33): the order is unpaid again, the customer was asked to transfer. */
export function paymentFailedStaffMail(c: PaymentFailedStaffInput): OutboxMail {
  return {
    kind: "payment-failed-staff",
    to: c.to,
    subject: `Zahlung fehlgeschlagen: Bestellung ${c.orderNumber}`,
    text: textLayout({ locale: "de", name: "" }, [
      `Die Zahlung per ${c.method} über ${formatEuro(c.amountCents)} für die Bestellung ${c.orderNumber} ist fehlgeschlagen (Stripe: Lastschrift zurückgegeben). Die Bestellung ist wieder offen; die Kundin bzw. der Kunde wurde gebeten, den Betrag zu überweisen.`,
      `Zur Bestellung: ${c.orderUrl}`,
    ]),
  };
}
