import { defineMessages, type Locale } from "../../../domain/text/i18n";
import type { OutboxMail } from "../outbox";
import { textLayout } from "./layout";

/** A withdrawal the back office refused (#17), with its reason as typed there. */
export const refusalMailMessages = defineMessages(
  {
    subject: (order: string) => `Dein Widerruf zur Bestellung ${order}`,
    refused: (order: string, reason: string) =>
      `wir haben deinen Widerruf zur Bestellung ${order} geprüft und können ihn nicht annehmen: ${reason}`,
    objection:
      "Wenn du das anders siehst, antworte einfach auf diese E-Mail und schreib uns, warum; wir sehen es uns dann noch einmal an.",
  },
  {
    subject: (order: string) => `Your withdrawal for order ${order}`,
    refused: (order: string, reason: string) =>
      `we have checked your withdrawal for order ${order} and cannot accept it: ${reason}`,
    objection:
      "If you see it differently, simply reply to this email and tell us why; we will look at it again.",
  },
);

/** Greets by the name given in the declaration, as it was typed. */
export function refusalMail(p: {
  to: string;
  name: string;
  orderNumber: string;
  reason: string;
  locale?: Locale;
}): OutboxMail {
  const locale = p.locale ?? "de";
  const t = refusalMailMessages[locale];
  return {
    kind: "withdrawal-refused",
    to: p.to,
    subject: t.subject(p.orderNumber),
    text: textLayout({ locale, name: p.name }, [t.refused(p.orderNumber, p.reason), t.objection]),
  };
}
