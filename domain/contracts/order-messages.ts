import { SIZE_NAMES } from "../catalog/sizes";
import { discountRefusalTexts } from "../discounts/discount-messages";
import { MAX_CODES_PER_ORDER } from "../discounts/discounts";
import { MAX_QUANTITY } from "../orders/cart";
import { formatEuro, formatEuroEnglish } from "../orders/money";
import { MAX_ORDER_LINES } from "../orders/order";
import { shortageMessage } from "../orders/stock";
import { defineMessages, type Localized } from "../text/i18n";
import { messageKeys } from "../text/message-keys";
import { defineRefusals } from "../text/refusal";
import { voucherRefusalTexts } from "../vouchers/voucher-messages";
import type { OrderRefusals } from "./order";

/** German messages of the order schema: shown in the form and returned by the server alike. */
export const ORDER_VALIDATION = {
  firstName: "Bitte gib deinen Vornamen ein.",
  lastName: "Bitte gib deinen Nachnamen ein.",
  email: "Bitte gib deine E-Mail-Adresse ein.",
  emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.",
  address: "Bitte gib Straße und Hausnummer ein.",
  houseNumber: "Bitte gib auch die Hausnummer an, z. B. Gartenweg 3 – ohne sie kann DHL nicht zustellen.",
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
  size: "Die Größe muss „small“, „medium“ oder „large“ sein.",
  line: "Jeder Artikel braucht eine Pflanzen-ID und eine Menge.",
  plantId: "Ungültige Pflanzen-ID.",
  quantity: `Die Menge muss eine ganze Zahl von 1 bis ${MAX_QUANTITY} sein.`,
  idempotencyKey:
    "Der Bestellvorgang hat keine gültige Kennung (idempotencyKey: 16 bis 128 Zeichen aus Buchstaben, Ziffern, - und _).",
  payment: "Bitte wähle „Kauf auf Rechnung“ oder „Online bezahlen“.",
  dhlEmailConsent: "Die Einwilligung zur Weitergabe der E-Mail-Adresse an DHL muss ja oder nein sein.",
  deliveryKind: "Bitte wähle, wohin wir liefern: an eine Adresse, eine Packstation oder eine Postfiliale.",
  postNumber: "Bitte gib deine DHL-Postnummer ein: 6 bis 10 Ziffern, z. B. 12345678.",
  stationNumberPackstation:
    "Bitte gib die Nummer der Packstation ein: drei Ziffern von 100 bis 999, z. B. 118.",
  stationNumberPostfiliale:
    "Bitte gib die Nummer der Postfiliale ein: drei Ziffern von 401 bis 999, z. B. 518.",
  pickupNoStreet:
    "Bei Lieferung an eine Packstation oder Postfiliale gibt es keine Straße und keinen Adresszusatz.",
  billingRequired:
    "Bei Lieferung an eine Packstation oder Postfiliale brauchen wir deine Rechnungsadresse mit Straße und Hausnummer.",
  billingMissing: "Die Rechnungsadresse fehlt.",
  gift: 'Die Geschenkangabe muss ein Objekt sein, z. B. { "message": "Alles Gute!" }.',
  giftMessage: "Der Text der Grußkarte muss ein Text sein.",
  discountCode: "Ein Gutschein- oder Rabattcode besteht aus 3 bis 32 Buchstaben, Ziffern, - und _.",
  tooManyCodes: `Eine Bestellung kann höchstens ${MAX_CODES_PER_ORDER} Codes tragen.`,
} as const;

/** Answers of the order service and the order endpoint. */
export const ORDER_ERRORS = {
  unknownPlants: (ids: readonly string[]) =>
    `Diese Pflanzen gibt es nicht (mehr) in unserem Sortiment: ${ids.join(", ")}. Bitte entferne sie aus dem Warenkorb.`,
  sizeNotOffered: (name: string, size: string) =>
    `${name} gibt es nicht in der Größe „${size}“. Bitte wähle eine andere Größe.`,
  totalTooHigh: "Diese Bestellung übersteigt den Höchstbetrag. Bitte teile sie auf mehrere Bestellungen auf.",
  idempotencyConflict:
    "Dieser Bestellvorgang wurde bereits mit anderem Inhalt abgeschickt. Bitte lade die Seite neu und bestelle erneut.",
  providerNotConfigured: "Shopify integration not configured",
  providerUnavailable:
    "Der Shopify-Checkout ist noch nicht verfügbar. Bitte wende dich an den Shop-Betreiber.",
  notJson: "Bitte sende die Bestellung als JSON (Content-Type: application/json).",
  badJson: "Die Anfrage enthält kein gültiges JSON.",
  tooLarge: "Die Anfrage ist zu groß.",
  onlineNotOffered: "Online-Zahlung bieten wir zurzeit nicht an. Bitte wähle „Kauf auf Rechnung“.",
  paymentUnavailable:
    "Die Online-Zahlung ist gerade nicht erreichbar. Es wurde nichts bestellt – bitte versuche es gleich noch einmal oder wähle „Kauf auf Rechnung“.",
  orderNotPayable:
    "Diese Bestellung wurde inzwischen storniert und kann nicht mehr bezahlt werden. Bitte schicke die Bestellung noch einmal ab – sie wird dann neu angelegt.",
  invoiceOverLimit: (max: number, online: boolean) =>
    `Kauf auf Rechnung ist bis ${formatEuro(max)} möglich. ${online ? "Bitte bezahle diese Bestellung online." : "Bitte teile die Bestellung auf."}`,
  invoiceFirstOrder: (online: boolean) =>
    `Kauf auf Rechnung bieten wir ab deiner zweiten Bestellung an. ${online ? "Bitte bezahle diese Bestellung online." : "Bitte schreib uns, wir finden eine Lösung."}`,
  invoiceFirstOrderOverLimit: (max: number, online: boolean) =>
    `Bei der ersten Bestellung ist Kauf auf Rechnung bis ${formatEuro(max)} möglich. ${online ? "Bitte bezahle diese Bestellung online." : "Bitte teile die Bestellung auf."}`,
  invoiceOverdue: (online: boolean) =>
    `Zu deiner E-Mail-Adresse ist noch eine Rechnung überfällig; bis sie bezahlt ist, ist Kauf auf Rechnung nicht möglich. ${online ? "Bitte bezahle diese Bestellung online." : "Bitte schreib uns, wir finden eine Lösung."}`,
} as const;

/** The same answers in English, for orders placed on the English pages (#19). */
export const orderMessages = defineMessages(
  { ORDER_VALIDATION, ORDER_ERRORS },
  {
    ORDER_VALIDATION: {
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address, e.g. name@example.com.",
      address: "Please enter your street and house number.",
      houseNumber: "Please add the house number, e.g. Gartenweg 3 – DHL cannot deliver without it.",
      city: "Please enter your town or city.",
      postalCode: "Please enter a postcode of exactly five digits, e.g. 10115.",
      postalCodeUnknown:
        "This postcode does not exist in Germany. German postcodes range from 01001 to 99998 – please check your entry.",
      addressAddition: "The additional address line must be text.",
      country: "We only deliver within Germany. Please choose Germany as the country.",
      tooLong: (max: number) => `Please enter at most ${max} characters.`,
      noObject: "The order must be a JSON object.",
      shippingMissing: "The delivery address is missing.",
      unknownFields: (keys: readonly string[]) => `Unknown fields in the order: ${keys.join(", ")}.`,
      items: "The order has no valid list of items.",
      itemsEmpty: "Your cart is empty.",
      tooManyLines: `An order can contain at most ${MAX_ORDER_LINES} different plants.`,
      duplicateLines: "Each plant may appear only once in the order.",
      size: "The size must be “small”, “medium” or “large”.",
      line: "Every item needs a plant ID and a quantity.",
      plantId: "Invalid plant ID.",
      quantity: `The quantity must be a whole number from 1 to ${MAX_QUANTITY}.`,
      idempotencyKey:
        "The checkout has no valid key (idempotencyKey: 16 to 128 characters of letters, digits, - and _).",
      payment: "Please choose “Pay by invoice” or “Pay online”.",
      dhlEmailConsent: "The consent to pass your email address to DHL must be yes or no.",
      deliveryKind: "Please choose where we deliver: to an address, a Packstation or a post office.",
      postNumber: "Please enter your DHL Postnummer (customer number): 6 to 10 digits, e.g. 12345678.",
      stationNumberPackstation:
        "Please enter the Packstation number: three digits from 100 to 999, e.g. 118.",
      stationNumberPostfiliale:
        "Please enter the post office number: three digits from 401 to 999, e.g. 518.",
      pickupNoStreet:
        "A delivery to a Packstation or post office has no street and no additional address line.",
      billingRequired:
        "For a delivery to a Packstation or post office we need your billing address with street and house number.",
      billingMissing: "The billing address is missing.",
      gift: 'The gift details must be an object, e.g. { "message": "All the best!" }.',
      giftMessage: "The greeting card's text must be text.",
      discountCode: "A discount code or gift card consists of 3 to 32 letters, digits, - and _.",
      tooManyCodes: `An order can carry at most ${MAX_CODES_PER_ORDER} codes.`,
    },
    ORDER_ERRORS: {
      unknownPlants: (ids: readonly string[]) =>
        `These plants are no longer in our range: ${ids.join(", ")}. Please remove them from your cart.`,
      sizeNotOffered: (name: string, size: string) =>
        `${name} is not offered in the size “${size}”. Please choose another size.`,
      totalTooHigh: "This order exceeds the maximum amount. Please split it into several orders.",
      idempotencyConflict:
        "This checkout was already submitted with different contents. Please reload the page and order again.",
      providerNotConfigured: "Shopify integration not configured",
      providerUnavailable: "The Shopify checkout is not available yet. Please contact the shop owner.",
      notJson: "Please send the order as JSON (Content-Type: application/json).",
      badJson: "The request is not valid JSON.",
      tooLarge: "The request is too large.",
      onlineNotOffered: "We do not take online payment at the moment. Please choose “Pay by invoice”.",
      paymentUnavailable:
        "Online payment cannot be reached right now. Nothing has been ordered – please try again in a moment or choose “Pay by invoice”.",
      orderNotPayable:
        "This order has been cancelled in the meantime and can no longer be paid. Please send the order again – it will then be placed anew.",
      invoiceOverLimit: (max: number, online: boolean) =>
        `Pay by invoice is available up to ${formatEuroEnglish(max)}. ${online ? "Please pay for this order online." : "Please split the order."}`,
      invoiceFirstOrder: (online: boolean) =>
        `We offer pay by invoice from your second order. ${online ? "Please pay for this order online." : "Please write to us and we will find a way."}`,
      invoiceFirstOrderOverLimit: (max: number, online: boolean) =>
        `On a first order, pay by invoice is available up to ${formatEuroEnglish(max)}. ${online ? "Please pay for this order online." : "Please split the order."}`,
      invoiceOverdue: (online: boolean) =>
        `An invoice for your email address is overdue; until it is paid, pay by invoice is not available. ${online ? "Please pay for this order online." : "Please write to us and we will find a way."}`,
    },
  },
);

/** The order form's texts, for keys of its schema's issues (#30): `orderKey("firstName")`. */
export const orderValidationMessages: Localized<typeof ORDER_VALIDATION> = {
  de: orderMessages.de.ORDER_VALIDATION,
  en: orderMessages.en.ORDER_VALIDATION,
};
export const orderKey = messageKeys("order", orderValidationMessages);

const E = orderMessages.en.ORDER_ERRORS;

/** The message of every refusal of an order (#30): rendered at the HTTP edge in the request's language. */
export const orderRefusalMessages = defineRefusals<OrderRefusals>(
  {
    invalid_order: ORDER_VALIDATION.noObject,
    unknown_plants: ({ ids }) => ORDER_ERRORS.unknownPlants(ids),
    size_not_offered: ({ name, size }) => ORDER_ERRORS.sizeNotOffered(name, SIZE_NAMES.de[size]),
    total_too_high: ORDER_ERRORS.totalTooHigh,
    idempotency_conflict: ORDER_ERRORS.idempotencyConflict,
    checkout_unavailable: ({ configured }) =>
      configured ? ORDER_ERRORS.providerUnavailable : ORDER_ERRORS.providerNotConfigured,
    insufficient_stock: ({ lines }) => shortageMessage(lines),
    not_json: ORDER_ERRORS.notJson,
    bad_json: ORDER_ERRORS.badJson,
    too_large: ORDER_ERRORS.tooLarge,
    online_payment_not_offered: ORDER_ERRORS.onlineNotOffered,
    payment_unavailable: ORDER_ERRORS.paymentUnavailable,
    order_not_payable: ORDER_ERRORS.orderNotPayable,
    invoice_over_limit: ({ maxCents, online }) => ORDER_ERRORS.invoiceOverLimit(maxCents, online),
    invoice_first_order: ({ online }) => ORDER_ERRORS.invoiceFirstOrder(online),
    invoice_first_order_over_limit: ({ maxCents, online }) =>
      ORDER_ERRORS.invoiceFirstOrderOverLimit(maxCents, online),
    invoice_overdue: ({ online }) => ORDER_ERRORS.invoiceOverdue(online),
    ...discountRefusalTexts.de,
    ...voucherRefusalTexts.de,
  },
  {
    invalid_order: orderMessages.en.ORDER_VALIDATION.noObject,
    unknown_plants: ({ ids }) => E.unknownPlants(ids),
    size_not_offered: ({ name, size }) => E.sizeNotOffered(name, SIZE_NAMES.en[size]),
    total_too_high: E.totalTooHigh,
    idempotency_conflict: E.idempotencyConflict,
    checkout_unavailable: ({ configured }) => (configured ? E.providerUnavailable : E.providerNotConfigured),
    insufficient_stock: ({ lines }) =>
      `${lines.map((l) => shortageLineEn(l.name, l.left)).join(" ")} Please adjust your cart; nothing has been ordered yet.`,
    not_json: E.notJson,
    bad_json: E.badJson,
    too_large: E.tooLarge,
    online_payment_not_offered: E.onlineNotOffered,
    payment_unavailable: E.paymentUnavailable,
    order_not_payable: E.orderNotPayable,
    invoice_over_limit: ({ maxCents, online }) => E.invoiceOverLimit(maxCents, online),
    invoice_first_order: ({ online }) => E.invoiceFirstOrder(online),
    invoice_first_order_over_limit: ({ maxCents, online }) => E.invoiceFirstOrderOverLimit(maxCents, online),
    invoice_overdue: ({ online }) => E.invoiceOverdue(online),
    ...discountRefusalTexts.en,
    ...voucherRefusalTexts.en,
  },
);

function shortageLineEn(name: string, left: number): string {
  if (left <= 0) return `“${name}” is sold out.`;
  return left === 1 ? `Only 1 of “${name}” is left.` : `Only ${left} of “${name}” are left.`;
}
