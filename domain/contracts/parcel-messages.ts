import { defineRefusals } from "../text/refusal";

/**
 * Refusals of the packing table (#34): DHL labels, return labels and their inputs (domain/orders/parcel.ts,
 * server/shipping/labels.ts). DHL's own validation messages ride along as they came (DHL is asked for
 * German). The back office renders them in German; English texts so no code lacks one.
 */
export type ParcelRefusals = {
  dhl_not_configured: undefined;
  /** DHL answered 401/403: key, user or password wrong. */
  dhl_unauthorized: undefined;
  /** No answer, a timeout, or a 5xx/429. */
  dhl_unavailable: undefined;
  /** DHL refused the shipment (400/422) with its validation messages. */
  dhl_refused: { messages: string[] };
  label_exists: { shipmentNo: string };
  no_label: undefined;
  label_not_cancellable: undefined;
  not_labelable: undefined;
  return_label_exists: { shipmentNo: string };
  return_label_needs_order: undefined;
  return_label_closed: undefined;
  /** The order never left the shop (#50 §3): nothing to send back. */
  return_label_not_shipped: undefined;
  /** The order's street has no house number (an order from before the checkout asked, #49). */
  return_label_needs_house_number: undefined;
  weight_required: undefined;
  weight_invalid: undefined;
  weight_out_of_range: undefined;
};

const list = (messages: string[]) => (messages.length ? messages.join(" · ") : "ohne Begründung");
const listEn = (messages: string[]) => (messages.length ? messages.join(" · ") : "without a reason");

export const parcelRefusalMessages = defineRefusals<ParcelRefusals>(
  {
    dhl_not_configured:
      "DHL ist nicht eingerichtet (DHL_API_KEY, DHL_USER, DHL_PASSWORD, DHL_BILLING_NUMBER). Nutze den Adressexport für das Geschäftskundenportal.",
    dhl_unauthorized:
      "DHL hat die Zugangsdaten abgelehnt. Bitte prüfe API-Schlüssel, Benutzer und Passwort des Geschäftskundenportals.",
    dhl_unavailable: "DHL ist gerade nicht erreichbar. Bitte versuche es in ein paar Minuten noch einmal.",
    dhl_refused: ({ messages }) => `DHL hat das Label abgelehnt: ${list(messages)}`,
    label_exists: ({ shipmentNo }) =>
      `Für diese Bestellung gibt es schon ein DHL-Label (${shipmentNo}). Storniere es, bevor du ein neues erstellst.`,
    no_label: "Für diese Bestellung gibt es kein gültiges DHL-Label.",
    label_not_cancellable: "Das Paket ist schon versendet; sein Label lässt sich nicht mehr stornieren.",
    not_labelable: "Ein DHL-Label gibt es nur für bestätigte Bestellungen, die noch nicht versendet sind.",
    return_label_exists: ({ shipmentNo }) =>
      `Für diesen Widerruf gibt es schon ein Rücksendeetikett (${shipmentNo}).`,
    return_label_needs_order:
      "Bitte ordne den Widerruf zuerst einer Bestellung zu: das Etikett braucht deren Adresse.",
    return_label_closed: "Dieser Widerruf ist abgeschlossen; ein Rücksendeetikett braucht es nicht mehr.",
    return_label_not_shipped:
      "Diese Bestellung wurde nie versendet: es gibt nichts zurückzuschicken. Storniere die Bestellung, das schließt auch den Widerruf ab.",
    return_label_needs_house_number:
      "Die Lieferadresse dieser Bestellung hat keine Hausnummer, und ohne sie erstellt DHL kein Rücksendeetikett. Bitte erfrage die Hausnummer und erstelle das Etikett im Geschäftskundenportal.",
    weight_required: "Bitte gib das Gewicht des Pakets an.",
    weight_invalid: "Bitte gib das Gewicht in Kilogramm an, z. B. 2 oder 2,5.",
    weight_out_of_range: "Ein DHL-Paket wiegt zwischen 0,01 und 31,5 kg.",
  },
  {
    dhl_not_configured:
      "DHL is not set up (DHL_API_KEY, DHL_USER, DHL_PASSWORD, DHL_BILLING_NUMBER). Use the address export for the business portal.",
    dhl_unauthorized: "DHL refused the credentials. Please check the API key, user and password.",
    dhl_unavailable: "DHL cannot be reached right now. Please try again in a few minutes.",
    dhl_refused: ({ messages }) => `DHL refused the label: ${listEn(messages)}`,
    label_exists: ({ shipmentNo }) =>
      `This order already has a DHL label (${shipmentNo}). Cancel it before creating a new one.`,
    no_label: "This order has no valid DHL label.",
    label_not_cancellable: "The parcel has been shipped; its label can no longer be cancelled.",
    not_labelable: "DHL labels exist only for confirmed orders that have not been shipped.",
    return_label_exists: ({ shipmentNo }) => `This withdrawal already has a return label (${shipmentNo}).`,
    return_label_needs_order: "Please link the withdrawal to an order first: the label needs its address.",
    return_label_closed: "This withdrawal is closed; it needs no return label.",
    return_label_not_shipped:
      "This order was never shipped: there is nothing to send back. Cancel the order; that closes the withdrawal too.",
    return_label_needs_house_number:
      "This order's delivery address has no house number, and DHL makes no return label without one. Please ask for the house number and create the label in the business portal.",
    weight_required: "Please enter the parcel's weight.",
    weight_invalid: "Please enter the weight in kilograms, e.g. 2 or 2.5.",
    weight_out_of_range: "A DHL parcel weighs between 0.01 and 31.5 kg.",
  },
);
