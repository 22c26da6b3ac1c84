import { defineRefusals } from "../text/refusal";

/**
 * Refusals of the back office's withdrawal actions (#17, #30): the declaration's versioned commands
 * (server/admin/withdrawals.ts) and their inputs (domain/orders/withdrawal-handling.ts). Its money actions
 * also answer the ledger's codes (ledger-messages.ts). The back office renders them in German; English
 * texts so no code lacks one.
 */
export type WithdrawalActionRefusals = {
  /** 404 */
  unknown_withdrawal: undefined;
  /** 409: someone else changed the declaration since the page was loaded. */
  withdrawal_changed: undefined;
  no_order_with_number: undefined;
  already_received: undefined;
  /** The linked order never left the shop (#50 §3): no goods can come back; cancelling it settles the declaration. */
  withdrawal_not_shipped: undefined;
  already_settled: undefined;
  withdrawal_closed: undefined;
  restock_unknown: undefined;
  restock_invalid: { name: string; max: number };
  no_order: undefined;
  day_invalid: undefined;
  day_in_future: undefined;
  order_number_invalid: undefined;
};

export const withdrawalActionRefusalMessages = defineRefusals<WithdrawalActionRefusals>(
  {
    unknown_withdrawal: "Diesen Widerruf gibt es nicht.",
    withdrawal_changed:
      "Jemand hat diesen Widerruf inzwischen geändert. Bitte lade die Seite neu und prüfe den Stand.",
    no_order_with_number: "Zu dieser Bestellnummer gibt es keine Bestellung.",
    already_received: "Die Ware ist schon als erhalten vermerkt.",
    withdrawal_not_shipped:
      "Diese Bestellung wurde nie versendet, also kann keine Ware zurückkommen. Storniere die Bestellung: Der Bestand wird zurückgebucht und der Widerruf abgeschlossen.",
    already_settled: "Dieser Widerruf ist schon abgerechnet.",
    withdrawal_closed: "Dieser Widerruf ist schon abgeschlossen (abgerechnet oder abgelehnt).",
    restock_unknown: "Diese Pflanze gehört nicht zur Bestellung.",
    restock_invalid: ({ name, max }) =>
      `${name}: Bitte gib eine ganze Zahl von 0 bis ${max} ein (so viele wurden bestellt).`,
    no_order: "Ordne den Widerruf zuerst einer Bestellung zu.",
    day_invalid: "Bitte gib ein gültiges Datum ein.",
    day_in_future: "Das Datum darf nicht in der Zukunft liegen.",
    order_number_invalid: "Bitte gib eine Bestellnummer wie BW-2026-000123 ein.",
  },
  {
    unknown_withdrawal: "This withdrawal does not exist.",
    withdrawal_changed:
      "Someone has changed this withdrawal in the meantime. Please reload the page and check its state.",
    no_order_with_number: "There is no order with this order number.",
    already_received: "The goods are already recorded as received.",
    withdrawal_not_shipped:
      "This order was never shipped, so no goods can come back. Cancel the order: its stock is booked back and the withdrawal is closed.",
    already_settled: "This withdrawal is already settled.",
    withdrawal_closed: "This withdrawal is already closed (settled or refused).",
    restock_unknown: "This plant is not part of the order.",
    restock_invalid: ({ name, max }) =>
      `${name}: Please enter a whole number from 0 to ${max} (that many were ordered).`,
    no_order: "Link the withdrawal to an order first.",
    day_invalid: "Please enter a valid date.",
    day_in_future: "The date cannot be in the future.",
    order_number_invalid: "Please enter an order number such as BW-2026-000123.",
  },
);
