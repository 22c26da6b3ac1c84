import {
  type DeliveryDays,
  deliveryEstimateText,
  deliveryEstimateTextEnglish,
  dispatchText,
  dispatchTextEnglish,
  SHOP_TIME_ZONE,
} from "../../../domain/orders/delivery";
import { DHL_EMAIL_CONSENT, DHL_EMAIL_CONSENT_HINT } from "../../../domain/orders/dhl-email-consent";
import { paymentTermSentence } from "../../../domain/orders/payment-term";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

const PLACED_AT_DE = new Intl.DateTimeFormat("de-DE", {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});
const PLACED_AT_EN = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});

/** Texts of the checkout (spec §2, §5, §8), German; the spec's English strings are in `en` (#19). */
const CHECKOUT = {
  title: "Kasse",
  description: "Lieferadresse, Zahlungsart und Bestellübersicht.",
  backToCart: "Zurück zum Warenkorb",
  shippingHeading: "Lieferadresse",
  fields: {
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    deliveryKind: "Lieferung an",
    address: "Straße und Hausnummer",
    addressAddition: "Adresszusatz (optional)",
    postNumber: "DHL-Postnummer",
    stationNumber: "Nummer der Packstation",
    city: "Stadt",
    postalCode: "Postleitzahl",
    country: "Land",
  },
  addressAdditionHint: "z. B. c/o-Name oder Hinterhaus",
  /** Where the parcel goes (#43 §4): a home address, a DHL Packstation or a Postfiliale. */
  deliveryKinds: { address: "Adresse", packstation: "Packstation", postfiliale: "Postfiliale" },
  stationNumberOf: { packstation: "Nummer der Packstation", postfiliale: "Nummer der Postfiliale" },
  stationNumberHint: {
    packstation: "Drei Ziffern, z. B. 118 – sie steht an der Packstation und in der DHL-App.",
    postfiliale: "Drei Ziffern, z. B. 518 – die Filialnummer aus der DHL-Standortsuche.",
  },
  postNumberHint: "Deine Kundennummer bei DHL (6 bis 10 Ziffern). Ohne sie gibt DHL das Paket nicht heraus.",
  pickupPlaceHint: "Postleitzahl und Stadt der Packstation oder Filiale.",
  billingToggle: "Rechnungsadresse weicht von der Lieferadresse ab",
  billingToggleHint: "Etwa bei einem Geschenk: Die Rechnung geht an dich, das Paket an die Lieferadresse.",
  billingHeading: "Rechnungsadresse",
  billingPickupNote:
    "Bei Lieferung an eine Packstation oder Postfiliale schicken wir die Rechnung an deine Rechnungsadresse. Bitte gib sie hier an.",
  /** A gift (#43 §4). */
  giftHeading: "Geschenk",
  giftWrap: "Als Geschenk verpacken",
  giftWrapPrice: (price: string) => `+ ${price}`,
  giftWrapFree: "kostenlos",
  giftWrapHint:
    "Im Paket liegen keine Preise und keine Rechnung – die Rechnung schicken wir dir per E-Mail. Gib eine abweichende Rechnungsadresse an, wenn das Paket an jemand anderen geht.",
  giftMessage: "Text für die Grußkarte (optional)",
  giftMessageHint: (left: number) => `Wir drucken ihn auf eine Karte im Paket. Noch ${left} Zeichen.`,
  countryName: "Deutschland",
  countryHint: "Wir liefern nur innerhalb Deutschlands.",
  /** The optional, unticked box (#49); the privacy policy quotes it (domain/dhl-email-consent.ts). */
  dhlEmailConsent: DHL_EMAIL_CONSENT.de,
  dhlEmailConsentHint: DHL_EMAIL_CONSENT_HINT.de,
  paymentHeading: "Zahlungsart",
  paymentMethod: "Kauf auf Rechnung",
  /** The shop's one payment term (domain/orders/payment-term.ts); the days are PAYMENT_TERM_DAYS, from the loader. */
  paymentTerm: (days: number) => paymentTermSentence("de", days),
  paymentHint: "Es fallen keine zusätzlichen Gebühren an.",
  paymentOnline: "Online bezahlen",
  /** INVOICE_MAX_TOTAL_EUR (#33), the amount formatted. */
  invoiceUpTo: (max: string) => `Möglich bis ${max} Bestellwert.`,
  invoiceOverLimit: (max: string) => `Für diese Bestellung nicht möglich: Kauf auf Rechnung geht bis ${max}.`,
  /** The configured methods (domain/orders/online-payment.ts `onlineMethodsText`), from the loader. */
  paymentOnlineHint: (methods: string) =>
    `${methods} – auf der sicheren Bezahlseite unseres Zahlungsdienstleisters Stripe. Deine Zahlungsdaten erreichen uns nicht. Es fallen keine zusätzlichen Gebühren an.`,
  paymentOnlineNext: "Nach „Zahlungspflichtig bestellen“ geht es zur Bezahlseite.",
  paymentCancelled:
    "Die Zahlung wurde abgebrochen, es wurde nichts bestellt. Dein Warenkorb und deine Angaben sind noch da – wähle eine Zahlungsart und bestelle erneut.",
  redirecting: "Weiter zur Bezahlseite …",
  legalBefore: "Mit deiner Bestellung gelten unsere ",
  legalTerms: "AGB",
  legalBetween: ". Informationen zu deinem Widerrufsrecht findest du in der ",
  legalWithdrawal: "Widerrufsbelehrung",
  legalBetween2: ", zum Umgang mit deinen Daten in der ",
  legalPrivacy: "Datenschutzerklärung",
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
  totalDueNoteNoVat: "inkl. Versand, ohne USt. (§ 19 UStG)",
  submit: "Zahlungspflichtig bestellen",
  cartAdjusted: "Wir haben deinen Warenkorb angepasst – prüfe ihn und bestelle dann erneut.",
  soldOutToShop: "Andere Pflanzen ansehen",
  submitting: "Bestellung wird gesendet …",
  formErrors: (n: number) =>
    n === 1 ? "Bitte korrigiere die markierte Angabe." : `Bitte korrigiere die ${n} markierten Angaben.`,
  summaryHeading: "Bestellübersicht",
  discountLabel: "Gutschein- oder Rabattcode",
  discountApply: "Einlösen",
  discountApplying: "Wird geprüft …",
  discountRemove: (code: string) => `Code ${code} entfernen`,
  discountApplied: (code: string) => `Der Code ${code} ist eingelöst.`,
  itemsLabel: "Artikel in deiner Bestellung",
  quantity: (n: number) => `Menge: ${n}`,
  subtotal: "Zwischensumme",
  shipping: "Versand",
  freeShipping: "Kostenloser Versand",
  total: "Gesamtsumme",
  /** A gift voucher paying part of the total (#43 §3): a payment, listed under the total. */
  voucherLine: (code: string) => `Gutschein ${code}`,
  dueLine: "Noch zu zahlen",
  /** The rest after the voucher, once it is paid online (or its debit is on its way): nothing is due any more. */
  restLine: "Restbetrag",
  shippedWithDhl: "Versand mit DHL",
  vatIncluded: "Alle Preise inkl. MwSt.",
  /** A small business (§ 19 UStG, #50 §5): no VAT, so no „inkl. MwSt.“. */
  vatIncludedNoVat:
    "Alle Preise sind Endpreise. Als Kleinunternehmen berechnen wir keine Umsatzsteuer (§ 19 UStG).",
  loading: "Warenkorb wird geladen …",
  providerNotConfigured: "Shopify-Anbindung nicht eingerichtet",
  providerNotConfiguredHint:
    "Der Checkout ist auf Shopify eingestellt, aber es ist kein Shopify-Store hinterlegt. Bitte wende dich an den Shop-Betreiber.",
  cartEmpty: "Dein Warenkorb ist leer",
  genericError: "Da ist etwas schiefgelaufen. Bitte versuche es noch einmal.",
  errorTitle: "Die Bestellung konnte nicht gesendet werden",
  errorText:
    "Bitte prüfe deine Internetverbindung und versuche es noch einmal. Dein Warenkorb ist gespeichert; wurde die Bestellung doch schon aufgenommen, wird sie nicht doppelt angelegt.",
  retry: "Erneut versuchen",
  abandonInvalid: "Diese Anfrage ist unvollständig. Bitte lade die Seite neu.",
  abandonForbidden: "Dieser Link gehört zu keiner offenen Zahlung.",
} as const;

/** Texts of the thank-you page (spec §2 "Order success"). */
const ORDER_SUCCESS = {
  title: "Vielen Dank!",
  metaTitle: "Vielen Dank",
  description:
    "Deine Bestellung bei Blattwerk ist eingegangen: Bestellnummer, Lieferung und nächste Schritte.",
  received: "Deine Bestellung ist bei uns eingegangen.",
  orderNumber: "Bestellnummer",
  orderedOn: "Bestellt am",
  /** The order's dates, computed on the server from the order's time (spec §9). */
  placedAt: (at: Date) => PLACED_AT_DE.format(at),
  dispatch: (at: Date) => dispatchText(at),
  delivery: (at: Date, days?: DeliveryDays) => deliveryEstimateText(at, days),
  mailSentBefore: "Wir haben dir eine Bestellbestätigung mit AGB und Widerrufsbelehrung an ",
  mailSentAfter: " geschickt.",
  genericIntro: "Schön, dass du bei uns bestellt hast. So geht es mit deiner Bestellung weiter.",
  deliveryHeading: "Lieferung",
  deliveryCarrier: "Wir versenden mit DHL innerhalb Deutschlands.",
  itemsHeading: "Deine Bestellung",
  quantity: (n: number) => `Menge: ${n}`,
  paymentHeading: "Zahlungsart",
  paidOnline: (method: string) => `Bezahlt mit ${method}`,
  paidOnlineText: "Deine Zahlung ist bei uns eingegangen. Vielen Dank!",
  debitOnlineText: "Wir ziehen den Betrag in den nächsten Tagen von deinem Konto ein.",
  paymentOpen: "Online-Zahlung noch nicht bestätigt",
  paymentOpenText:
    "Sobald unser Zahlungsdienstleister Stripe die Zahlung bestätigt, schicken wir dir die Bestellbestätigung.",
  paymentFailedText:
    "Die Lastschrift konnte nicht eingezogen werden. Wir haben dir per E-Mail geschrieben, wie du stattdessen überweisen kannst.",
  unpaidTitle: "Zahlung nicht abgeschlossen",
  unpaidText:
    "Diese Bestellung wurde nicht bezahlt und ist daher storniert. Dein Warenkorb ist noch da, wenn du erneut bestellen möchtest.",
  toCheckout: "Zur Kasse",
  nextHeading: "So geht es weiter",
  steps: [
    {
      title: "Bestellung in Bearbeitung",
      text: "Wir prüfen deine Bestellung und unsere Partnergärtnerei macht deine Pflanzen sorgfältig versandfertig.",
    },
    {
      title: "Versandbestätigung",
      text: "Sobald dein Paket unterwegs ist, bestätigen wir dir den Versand mit der DHL-Sendungsnummer und schicken dir die Rechnung.",
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

const de = { CHECKOUT, ORDER_SUCCESS } as const;

const en: Catalogue<typeof de> = {
  CHECKOUT: {
    title: "Checkout",
    description: "Delivery address, payment method and order summary.",
    backToCart: "Back to Cart",
    shippingHeading: "Delivery address",
    fields: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      deliveryKind: "Deliver to",
      address: "Street and house number",
      addressAddition: "Address line 2 (optional)",
      postNumber: "DHL Postnummer (customer number)",
      stationNumber: "Packstation number",
      city: "City",
      postalCode: "Postal code",
      country: "Country",
    },
    addressAdditionHint: "e.g. c/o name or rear building",
    deliveryKinds: { address: "Address", packstation: "Packstation", postfiliale: "Post office" },
    stationNumberOf: { packstation: "Packstation number", postfiliale: "Post office number" },
    stationNumberHint: {
      packstation: "Three digits, e.g. 118 – shown on the Packstation and in the DHL app.",
      postfiliale: "Three digits, e.g. 518 – the branch number from DHL's location finder.",
    },
    postNumberHint: "Your DHL customer number (6 to 10 digits). DHL hands out the parcel only with it.",
    pickupPlaceHint: "Postal code and city of the Packstation or post office.",
    billingToggle: "Billing address differs from delivery address",
    billingToggleHint: "For a gift, say: the invoice goes to you, the parcel to the delivery address.",
    billingHeading: "Billing address",
    billingPickupNote:
      "For a delivery to a Packstation or post office we send the invoice to your billing address. Please enter it here.",
    giftHeading: "Gift",
    giftWrap: "Wrap as a gift",
    giftWrapPrice: (price: string) => `+ ${price}`,
    giftWrapFree: "free",
    giftWrapHint:
      "No prices and no invoice in the parcel – we email the invoice to you. Add a separate billing address if the parcel goes to someone else.",
    giftMessage: "Greeting card text (optional)",
    giftMessageHint: (left: number) => `We print it on a card in the parcel. ${left} characters left.`,
    countryName: "Germany",
    countryHint: "We only deliver within Germany.",
    dhlEmailConsent: DHL_EMAIL_CONSENT.en,
    dhlEmailConsentHint: DHL_EMAIL_CONSENT_HINT.en,
    paymentHeading: "Payment method",
    paymentMethod: "Pay by invoice",
    paymentTerm: (days: number) => paymentTermSentence("en", days),
    paymentHint: "There are no extra fees.",
    paymentOnline: "Pay online",
    invoiceUpTo: (max: string) => `Available for orders up to ${max}.`,
    invoiceOverLimit: (max: string) => `Not available for this order: pay by invoice goes up to ${max}.`,
    paymentOnlineHint: (methods: string) =>
      `${methods} – on the secure payment page of our payment provider Stripe. Your payment details never reach us. There are no extra fees.`,
    paymentOnlineNext: "After “Place binding order” you continue to the payment page.",
    paymentCancelled:
      "The payment was cancelled and nothing was ordered. Your cart and your details are still here – choose a payment method and order again.",
    redirecting: "Continuing to the payment page …",
    legalBefore: "Your order is subject to our ",
    legalTerms: "Terms and Conditions (AGB)",
    legalBetween: ". You will find information on your right of withdrawal in the ",
    legalWithdrawal: "withdrawal policy",
    legalBetween2: " and on your data in the ",
    legalPrivacy: "privacy policy",
    legalAfter: " (legal texts in German).",
    features: {
      heading: "What you are ordering",
      nameLine: (quantity: number, name: string) => `${quantity} × ${name}`,
      size: (size: "small" | "medium" | "large") => `Size class ${size}`,
      height: (height: string) => `Height ${height}`,
      potDiameter: (diameter: string) => `Pot diameter ${diameter}`,
    },
    totalDue: "Total",
    totalDueNote: "incl. VAT and shipping",
    totalDueNoteNoVat: "incl. shipping, no VAT (§ 19 UStG)",
    submit: "Place binding order",
    cartAdjusted: "We have adjusted your cart – please check it and then order again.",
    soldOutToShop: "See other plants",
    submitting: "Sending your order …",
    formErrors: (n: number) =>
      n === 1 ? "Please correct the highlighted field." : `Please correct the ${n} highlighted fields.`,
    summaryHeading: "Order summary",
    discountLabel: "Discount code or gift card",
    discountApply: "Apply",
    discountApplying: "Checking …",
    discountRemove: (code: string) => `Remove code ${code}`,
    discountApplied: (code: string) => `The code ${code} has been applied.`,
    itemsLabel: "Items in your order",
    quantity: (n: number) => `Quantity: ${n}`,
    subtotal: "Subtotal",
    shipping: "Shipping",
    freeShipping: "Free shipping",
    total: "Total",
    voucherLine: (code: string) => `Gift card ${code}`,
    dueLine: "Left to pay",
    restLine: "Balance",
    shippedWithDhl: "Shipped with DHL",
    vatIncluded: "All prices include VAT.",
    vatIncludedNoVat: "All prices are final. As a small business we charge no VAT (§ 19 UStG).",
    loading: "Loading your cart …",
    providerNotConfigured: "Shopify integration not configured",
    providerNotConfiguredHint:
      "The checkout is set to Shopify, but no Shopify store has been configured. Please contact the shop owner.",
    cartEmpty: "Your cart is empty",
    genericError: "Something went wrong. Please try again.",
    errorTitle: "Your order could not be sent",
    errorText:
      "Please check your internet connection and try again. Your cart is saved; if the order did go through, it will not be placed twice.",
    retry: "Try again",
    abandonInvalid: "This request is incomplete. Please reload the page.",
    abandonForbidden: "This link does not belong to an open payment.",
  },
  ORDER_SUCCESS: {
    title: "Thank You!",
    metaTitle: "Thank you",
    description: "Your Blattwerk order has been received: order number, delivery and next steps.",
    received: "We have received your order.",
    orderNumber: "Order number",
    orderedOn: "Ordered on",
    placedAt: (at: Date) => PLACED_AT_EN.format(at),
    dispatch: (at: Date) => dispatchTextEnglish(at),
    delivery: (at: Date, days?: DeliveryDays) => deliveryEstimateTextEnglish(at, days),
    mailSentBefore: "We have sent an order confirmation with our terms and withdrawal policy to ",
    mailSentAfter: ".",
    genericIntro: "Thank you for ordering from us. Here is what happens next with your order.",
    deliveryHeading: "Delivery",
    deliveryCarrier: "We ship with DHL within Germany.",
    itemsHeading: "Your order",
    quantity: (n: number) => `Quantity: ${n}`,
    paymentHeading: "Payment method",
    paidOnline: (method: string) => `Paid by ${method}`,
    paidOnlineText: "We have received your payment. Thank you!",
    debitOnlineText: "We will collect the amount from your account in the next few days.",
    paymentOpen: "Online payment not yet confirmed",
    paymentOpenText:
      "As soon as our payment provider Stripe confirms the payment, we will send you the order confirmation.",
    paymentFailedText:
      "The direct debit could not be collected. We have emailed you how to pay by bank transfer instead.",
    unpaidTitle: "Payment not completed",
    unpaidText:
      "This order was not paid and has therefore been cancelled. Your cart is still here if you would like to order again.",
    toCheckout: "Go to checkout",
    nextHeading: "What happens next",
    steps: [
      {
        title: "Order in progress",
        text: "We check your order and our partner nursery carefully gets your plants ready for shipping.",
      },
      {
        title: "Shipping confirmation",
        text: "As soon as your parcel is on its way, we confirm the shipment with the DHL tracking number and send you the invoice.",
      },
      {
        title: "Delivery",
        text: "DHL brings your plants to you. Unpack them straight away and give them a bright spot and some water.",
      },
    ],
    home: "Go to home page",
    shop: "Continue shopping",
    notFoundTitle: "Order not found",
    notFoundText:
      "We cannot find an order for this link. Please check that you copied it completely – or keep browsing our shop.",
  },
};

export const checkoutMessages = defineMessages(de, en);
