import { MAX_QUANTITY } from "../../../domain/cart";
import { MAX_ORDER_LINES } from "../../../domain/order";

/** Texts of the checkout (spec §2, §5, §8). Spec strings verbatim, our own in German. */
export const CHECKOUT = {
  title: "Kasse",
  description: "Lieferadresse, Zahlungsart und Bestellübersicht.",
  backToCart: "Back to Cart",
  shippingHeading: "Lieferadresse",
  fields: {
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    address: "Straße und Hausnummer",
    city: "Stadt",
    postalCode: "Postleitzahl",
    country: "Land",
  },
  countryName: "Deutschland",
  countryHint: "Wir liefern nur innerhalb Deutschlands.",
  paymentHeading: "Zahlungsart",
  paymentMethod: "Kauf auf Rechnung – zahlbar innerhalb von 14 Tagen nach Lieferung",
  paymentHint: "Die Rechnung liegt deiner Lieferung bei. Es fallen keine zusätzlichen Gebühren an.",
  legalBefore: "Mit deiner Bestellung gelten unsere ",
  legalTerms: "AGB",
  legalBetween: ". Informationen zu deinem Widerrufsrecht findest du in der ",
  legalWithdrawal: "Widerrufsbelehrung",
  legalAfter: ".",
  totalDue: "Gesamtsumme",
  totalDueNote: "inkl. MwSt. und Versand",
  submit: "Zahlungspflichtig bestellen",
  submitting: "Bestellung wird gesendet …",
  formErrors: (n: number) =>
    n === 1 ? "Bitte korrigiere die markierte Angabe." : `Bitte korrigiere die ${n} markierten Angaben.`,
  summaryHeading: "Bestellübersicht",
  itemsLabel: "Artikel in deiner Bestellung",
  quantity: (n: number) => `Menge: ${n}`,
  subtotal: "Zwischensumme",
  shipping: "Versand",
  freeShipping: "Free shipping",
  total: "Gesamtsumme",
  shippedWithDhl: "Shipped with DHL",
  vatIncluded: "All prices include VAT.",
  loading: "Warenkorb wird geladen …",
  // Spec §5/§8 toasts and warning.
  providerNotConfigured: "Shopify integration not configured",
  providerNotConfiguredHint:
    "Der Checkout ist auf Shopify eingestellt, aber es ist kein Shopify-Store hinterlegt. Bitte wende dich an den Shop-Betreiber.",
  cartEmpty: "Your cart is empty",
  genericError: "Something went wrong. Please try again.",
  errorTitle: "Die Bestellung konnte nicht gesendet werden",
  errorText:
    "Bitte prüfe deine Internetverbindung und versuche es noch einmal. Dein Warenkorb ist gespeichert; wurde die Bestellung doch schon aufgenommen, wird sie nicht doppelt angelegt.",
  retry: "Erneut versuchen",
} as const;

/** German messages of the order schema: shown in the form and returned by the server alike. */
export const ORDER_VALIDATION = {
  firstName: "Bitte gib deinen Vornamen ein.",
  lastName: "Bitte gib deinen Nachnamen ein.",
  email: "Bitte gib deine E-Mail-Adresse ein.",
  emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.",
  address: "Bitte gib Straße und Hausnummer ein.",
  city: "Bitte gib deine Stadt ein.",
  postalCode: "Bitte gib eine Postleitzahl mit genau fünf Ziffern ein, z. B. 10115.",
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

/** Texts of the thank-you page (spec §2 "Order success"). */
export const ORDER_SUCCESS = {
  title: "Thank You!",
  metaTitle: "Vielen Dank",
  description:
    "Deine Bestellung bei Blattwerk ist eingegangen: Bestellnummer, Lieferung und nächste Schritte.",
  received: "Deine Bestellung ist bei uns eingegangen.",
  orderNumber: "Bestellnummer",
  orderedOn: "Bestellt am",
  genericIntro: "Schön, dass du bei uns bestellt hast. So geht es mit deiner Bestellung weiter.",
  deliveryHeading: "Lieferung",
  deliveryCarrier: "Wir versenden mit DHL innerhalb Deutschlands, in der Regel innerhalb von 2-5 Tagen.",
  itemsHeading: "Deine Bestellung",
  quantity: (n: number) => `Menge: ${n}`,
  paymentHeading: "Zahlungsart",
  nextHeading: "So geht es weiter",
  steps: [
    {
      title: "Bestellung in Bearbeitung",
      text: "Wir prüfen deine Bestellung und unsere Partnergärtnerei macht deine Pflanzen sorgfältig versandfertig.",
    },
    {
      title: "Versandbestätigung",
      text: "Sobald dein Paket unterwegs ist, bestätigen wir dir den Versand mit der DHL-Sendungsnummer.",
    },
    {
      title: "Lieferung",
      text: "DHL bringt deine Pflanzen zu dir. Pack sie gleich aus und gönn ihnen einen hellen Platz und etwas Wasser.",
    },
  ],
  home: "Zur Startseite",
  shop: "Weiter einkaufen",
  notFoundTitle: "Bestellung nicht gefunden",
  notFoundText:
    "Zu diesem Link finden wir keine Bestellung. Bitte prüfe, ob du ihn vollständig kopiert hast – oder stöbere weiter in unserem Shop.",
} as const;
