import { MAX_QUANTITY } from "../orders/cart";
import { renderMessage } from "../text/message-keys";
import { defineRefusals, mergeRefusals } from "../text/refusal";
import { type TextRefusals, textRefusalMessages } from "../text/text-messages";
import { FORM_CATALOGUES } from "./form-messages";
import type { OrderStatus } from "./order";
import { ORDER_STATUS_LABELS } from "./order-action-messages";

/** Most characters of an internal note (#34). */
export const NOTE_MAX = 2000;

/**
 * Refusals of the order page's notes and of editing an order before shipment (#34, domain/orders/order-edit.ts,
 * server/orders/commands/edit.ts, server/admin/notes.ts). The back office renders them in German.
 */
export type OrderEditRefusals = TextRefusals & {
  note_required: undefined;
  note_too_long: undefined;
  /** 404: the customer page of an address nobody ordered with or signed up with. */
  unknown_customer: undefined;
  /** 422: only before shipment and not after a cancellation. */
  not_editable: { status: OrderStatus };
  /** 422: an order that has its invoice already (orders before #27): a Rechnungskorrektur instead. */
  edit_invoiced: undefined;
  /** 422: the Stripe payment is still open: its amount would no longer match. */
  edit_payment_open: undefined;
  edit_unknown_line: undefined;
  edit_last_line: undefined;
  edit_quantity_invalid: undefined;
  edit_no_change: undefined;
  /** 409: more than is on hand; `left` what could be added. */
  edit_out_of_stock: { name: string; left: number };
  /** 422: an address field; `key` the checkout schema's message key (domain/contracts/order-messages.ts). */
  edit_address_invalid: { key: string };
  edit_total_too_high: undefined;
  /** 422 (#43 §2): the order used a discount code; its lines stay as the code was counted on them. */
  edit_discounted: undefined;
};

const orderEditMessages = defineRefusals<Omit<OrderEditRefusals, keyof TextRefusals>>(
  {
    note_required: "Bitte schreib eine Notiz.",
    note_too_long: `Eine Notiz darf höchstens ${NOTE_MAX} Zeichen lang sein.`,
    unknown_customer: "Diese Kundin oder diesen Kunden gibt es nicht.",
    not_editable: ({ status }) =>
      `Nur neue und bestätigte Bestellungen lassen sich ändern; diese ist „${ORDER_STATUS_LABELS[status]}“.`,
    edit_invoiced:
      "Zu dieser Bestellung ist schon eine Rechnung ausgestellt. Bitte korrigiere sie mit einer Rechnungskorrektur statt die Bestellung zu ändern.",
    edit_payment_open:
      "Die Online-Zahlung dieser Bestellung läuft noch. Ändern geht erst, wenn sie bezahlt ist oder abgebrochen wurde.",
    edit_unknown_line: "Diese Position gibt es in der Bestellung nicht (mehr). Bitte lade die Seite neu.",
    edit_last_line:
      "Die letzte Position lässt sich nicht entfernen. Soll nichts geliefert werden, storniere die Bestellung.",
    edit_quantity_invalid: `Die Menge muss eine ganze Zahl von 1 bis ${MAX_QUANTITY} sein.`,
    edit_no_change: "Das ist schon so in der Bestellung; es wurde nichts geändert.",
    edit_out_of_stock: ({ name, left }) =>
      left > 0
        ? `Von ${name} sind nur noch ${left} Stück zusätzlich auf Lager.`
        : `${name} ist nicht mehr auf Lager; die Menge lässt sich nicht erhöhen.`,
    edit_address_invalid: ({ key }) => renderMessage(FORM_CATALOGUES, key, "de"),
    edit_total_too_high: "So hoch darf eine Bestellung nicht werden.",
    edit_discounted:
      "Die Bestellung wurde mit einem Rabattcode aufgegeben: Der Rabatt ist auf ihre Artikel und Steuersätze verteilt, darum lassen sich Mengen und Artikel nicht ändern. Storniere sie oder schreibe nach dem Versand eine Rechnungskorrektur; die Lieferadresse lässt sich ändern.",
  },
  {
    note_required: "Please write a note.",
    note_too_long: `A note may be at most ${NOTE_MAX} characters long.`,
    unknown_customer: "This customer does not exist.",
    not_editable: ({ status }) => `Only new and confirmed orders can be changed; this one is “${status}”.`,
    edit_invoiced:
      "This order already has its invoice. Please correct it with a credit note instead of changing the order.",
    edit_payment_open:
      "This order's online payment is still open. It can be changed once it is paid or was abandoned.",
    edit_unknown_line: "This line is not (or no longer) in the order. Please reload the page.",
    edit_last_line: "The last line cannot be removed. If nothing is to be delivered, cancel the order.",
    edit_quantity_invalid: `The quantity must be a whole number from 1 to ${MAX_QUANTITY}.`,
    edit_no_change: "The order already says so; nothing was changed.",
    edit_out_of_stock: ({ name, left }) =>
      left > 0
        ? `Only ${left} more of ${name} are in stock.`
        : `${name} is out of stock; the quantity cannot be raised.`,
    edit_address_invalid: ({ key }) => renderMessage(FORM_CATALOGUES, key, "en"),
    edit_total_too_high: "An order cannot be that large.",
    edit_discounted:
      "This order was placed with a discount code: the discount is split over its items and VAT rates, so quantities and items cannot be changed. Cancel it, or issue a credit note after shipping; the delivery address can be changed.",
  },
);

export const orderEditRefusalMessages = mergeRefusals(orderEditMessages, textRefusalMessages);
