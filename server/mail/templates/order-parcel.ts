import { trackingUrl } from "../../../domain/orders/order-lifecycle";
import { defineMessages } from "../../../domain/text/i18n";
import type { OutboxMail } from "../outbox";
import { layoutMessages, type OrderAddressee, orderFrame, textLayout } from "./layout";
import { shipmentMailMessages } from "./order-shipped";

export interface ParcelMailInput extends OrderAddressee {
  carrier: string;
  trackingNumber: string;
  /** The number it replaces (a correction), or null for a further parcel. */
  replaces: string | null;
}

/**
 * A parcel after the shipping mail (#27): a corrected tracking number ("order-parcel-corrected") or a
 * further parcel ("order-parcel-added"); one template, as both name the parcel the same way.
 */
export const parcelMailMessages = defineMessages(
  {
    subject: (order: string, corrected: boolean) =>
      corrected
        ? `Korrigierte Sendungsnummer zu deiner Bestellung ${order}`
        : `Ein weiteres Paket zu deiner Bestellung ${order}`,
    corrected: (wrong: string) =>
      `in unserer letzten E-Mail stand eine falsche Sendungsnummer (${wrong}); das tut uns leid. Richtig ist:`,
    added: (order: string, carrier: string) =>
      `zu deiner Bestellung ${order} ist ein weiteres Paket an ${carrier} übergeben:`,
  },
  {
    subject: (order: string, corrected: boolean) =>
      corrected
        ? `Corrected tracking number for your order ${order}`
        : `Another parcel for your order ${order}`,
    corrected: (wrong: string) =>
      `our last email named a wrong tracking number (${wrong}); we are sorry. The right one is:`,
    added: (order: string, carrier: string) =>
      `another parcel for your order ${order} has been handed to ${carrier}:`,
  },
);

export function parcelMail(c: ParcelMailInput): OutboxMail {
  const frame = orderFrame(c);
  const t = parcelMailMessages[frame.locale];
  return {
    kind: c.replaces === null ? "order-parcel-added" : "order-parcel-corrected",
    to: c.to,
    subject: t.subject(c.orderNumber, c.replaces !== null),
    text: textLayout(frame, [
      c.replaces === null ? t.added(c.orderNumber, c.carrier) : t.corrected(c.replaces),
      shipmentMailMessages[frame.locale].tracking(c.trackingNumber, trackingUrl(c.trackingNumber)),
      layoutMessages[frame.locale].questions,
    ]),
  };
}
