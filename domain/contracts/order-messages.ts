import { MAX_QUANTITY } from "../cart";
import { MAX_ORDER_LINES } from "../order";

/** German messages of the order schema: shown in the form and returned by the server alike. */
export const ORDER_VALIDATION = {
  firstName: "Bitte gib deinen Vornamen ein.",
  lastName: "Bitte gib deinen Nachnamen ein.",
  email: "Bitte gib deine E-Mail-Adresse ein.",
  emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.",
  address: "Bitte gib Straße und Hausnummer ein.",
  city: "Bitte gib deine Stadt ein.",
  postalCode: "Bitte gib eine Postleitzahl mit genau fünf Ziffern ein, z. B. 10115.",
  postalCodeUnknown:
    "Diese Postleitzahl gibt es in Deutschland nicht. Deutsche Postleitzahlen reichen von 01001 bis 99998 – bitte prüfe deine Eingabe.",
  addressAddition: "Der Adresszusatz muss ein Text sein.",
  country: "Wir liefern nur innerhalb Deutschlands. Bitte wähle Deutschland als Land.",
  tooLong: (max: number) => `Bitte gib höchstens ${max} Zeichen ein.`,
  noObject: "Die Bestellung muss ein JSON-Objekt sein.",
  shippingMissing: "Die Lieferadresse fehlt.",
  unknownFields: (keys: readonly string[]) => `Unbekannte Angaben in der Bestellung: ${keys.join(", ")}.`,
  items: "Die Bestellung enthält keine gültige Artikelliste.",
  itemsEmpty: "Der Warenkorb ist leer.",
  tooManyLines: `Eine Bestellung kann höchstens ${MAX_ORDER_LINES} verschiedene Pflanzen enthalten.`,
  duplicateLines: "Jede Pflanze darf nur einmal in der Bestellung stehen.",
  line: "Jeder Artikel braucht eine Pflanzen-ID und eine Menge.",
  plantId: "Ungültige Pflanzen-ID.",
  quantity: `Die Menge muss eine ganze Zahl von 1 bis ${MAX_QUANTITY} sein.`,
  idempotencyKey:
    "Der Bestellvorgang hat keine gültige Kennung (idempotencyKey: 16 bis 128 Zeichen aus Buchstaben, Ziffern, - und _).",
} as const;

/** Answers of the order service and the order endpoint. */
export const ORDER_ERRORS = {
  unknownPlants: (ids: readonly string[]) =>
    `Diese Pflanzen gibt es nicht (mehr) in unserem Sortiment: ${ids.join(", ")}. Bitte entferne sie aus dem Warenkorb.`,
  totalTooHigh: "Diese Bestellung übersteigt den Höchstbetrag. Bitte teile sie auf mehrere Bestellungen auf.",
  idempotencyConflict:
    "Dieser Bestellvorgang wurde bereits mit anderem Inhalt abgeschickt. Bitte lade die Seite neu und bestelle erneut.",
  providerNotConfigured: "Shopify integration not configured",
  providerUnavailable:
    "Der Shopify-Checkout ist noch nicht verfügbar. Bitte wende dich an den Shop-Betreiber.",
  notJson: "Bitte sende die Bestellung als JSON (Content-Type: application/json).",
  badJson: "Die Anfrage enthält kein gültiges JSON.",
  tooLarge: "Die Anfrage ist zu groß.",
} as const;
