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
    addressAddition: "Adresszusatz (optional)",
    city: "Stadt",
    postalCode: "Postleitzahl",
    country: "Land",
  },
  addressAdditionHint: "z. B. c/o-Name, Hinterhaus oder bei einer Packstation deine DHL-Postnummer",
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
  features: {
    heading: "Das bestellst du",
    nameLine: (quantity: number, name: string) => `${quantity} × ${name}`,
    size: (size: "small" | "medium" | "large") =>
      `Größenklasse ${{ small: "klein", medium: "mittel", large: "groß" }[size]}`,
    height: (height: string) => `Höhe ${height}`,
    potDiameter: (diameter: string) => `Topfdurchmesser ${diameter}`,
  },
  totalDue: "Gesamtsumme",
  totalDueNote: "inkl. MwSt. und Versand",
  submit: "Zahlungspflichtig bestellen",
  cartAdjusted: "Wir haben deinen Warenkorb angepasst – prüfe ihn und bestelle dann erneut.",
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

/** Texts of the thank-you page (spec §2 "Order success"). */
export const ORDER_SUCCESS = {
  title: "Thank You!",
  metaTitle: "Vielen Dank",
  description:
    "Deine Bestellung bei Blattwerk ist eingegangen: Bestellnummer, Lieferung und nächste Schritte.",
  received: "Deine Bestellung ist bei uns eingegangen.",
  orderNumber: "Bestellnummer",
  orderedOn: "Bestellt am",
  mailSentBefore: "Wir haben dir eine Bestellbestätigung mit AGB und Widerrufsbelehrung an ",
  mailSentAfter: " geschickt.",
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
