import { formatEuro, formatEuroEnglish } from "../../../domain/orders/money";
import { defineMessages } from "../../../domain/text/i18n";
import { germanDay } from "../../invoices/invoice-pdf";
import type { OutboxMail } from "../outbox";
import { englishDay, layoutMessages, type OrderAddressee, orderFrame, textLayout } from "./layout";

export interface RefundMailInput extends OrderAddressee {
  amountCents: number;
  /** YYYY-MM-DD, the day the money was sent. */
  refundedOn: string;
}

/** Sent only when money was really sent back (#27). */
export const refundMailMessages = defineMessages(
  {
    subject: (order: string) => `Deine Erstattung zur Bestellung ${order}`,
    refunded: (c: RefundMailInput) =>
      `wir haben dir am ${germanDay(c.refundedOn)} ${formatEuro(c.amountCents)} für die Bestellung ${c.orderNumber} erstattet. Das Geld geht auf demselben Weg an dich zurück, auf dem du bezahlt hast; je nach Bank dauert die Gutschrift ein, zwei Werktage.`,
  },
  {
    subject: (order: string) => `Your refund for order ${order}`,
    refunded: (c: RefundMailInput) =>
      `on ${englishDay(c.refundedOn)} we refunded ${formatEuroEnglish(c.amountCents)} for order ${c.orderNumber}. The money goes back the same way you paid; depending on your bank, the credit takes one or two working days.`,
  },
);

export function refundMail(c: RefundMailInput): OutboxMail {
  const frame = orderFrame(c);
  const t = refundMailMessages[frame.locale];
  return {
    kind: "order-refund",
    to: c.to,
    subject: t.subject(c.orderNumber),
    text: textLayout(frame, [t.refunded(c), layoutMessages[frame.locale].questions]),
  };
}
