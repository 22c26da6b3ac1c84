import { defineMessages, type Locale } from "../../../domain/text/i18n";
import type { OutboxMail } from "../outbox";
import { layoutMessages, textLayout } from "./layout";

/**
 * The free return label the withdrawal receipt promised (#34): DHL's label as a PDF attachment,
 * created from the withdrawal page of the back office.
 */
export const returnLabelMailMessages = defineMessages(
  {
    subject: (order: string) => `Dein Rücksendeetikett zur Bestellung ${order}`,
    intro: (order: string) =>
      `wie versprochen bekommst du hier dein kostenloses DHL-Rücksendeetikett für deinen Widerruf zur Bestellung ${order}. Du findest es als PDF im Anhang.`,
    how: (shipmentNo: string) =>
      `So geht's: Etikett ausdrucken, gut sichtbar auf das Paket kleben und das Paket in einer DHL-Filiale, einem Paketshop oder einer Packstation abgeben. Die Sendungsnummer deiner Rücksendung ist ${shipmentNo}; der Einlieferungsbeleg gilt als Nachweis der Rücksendung.`,
    refund:
      "Sobald die Pflanzen bei uns angekommen sind oder du uns die Rücksendung nachgewiesen hast, erstatten wir dir den Kaufpreis.",
  },
  {
    subject: (order: string) => `Your return label for order ${order}`,
    intro: (order: string) =>
      `as promised, here is your free DHL return label for your withdrawal from order ${order}. You will find it attached as a PDF.`,
    how: (shipmentNo: string) =>
      `How it works: print the label, stick it clearly on the parcel and hand the parcel in at a DHL branch, parcel shop or Packstation. Your return's shipment number is ${shipmentNo}; the receipt you get there is your proof of return.`,
    refund:
      "As soon as the plants have arrived back with us or you have shown us proof of return, we will refund the purchase price.",
  },
);

export function returnLabelMail(p: {
  to: string;
  name: string;
  orderNumber: string;
  shipmentNo: string;
  labelId: string;
  locale?: Locale;
}): OutboxMail {
  const locale = p.locale ?? "de";
  const t = returnLabelMailMessages[locale];
  return {
    kind: "withdrawal-return-label",
    to: p.to,
    subject: t.subject(p.orderNumber),
    text: textLayout({ locale, name: p.name }, [
      t.intro(p.orderNumber),
      t.how(p.shipmentNo),
      t.refund,
      layoutMessages[locale].questions,
    ]),
    attachments: [{ type: "shipping-label", labelId: p.labelId }],
  };
}
