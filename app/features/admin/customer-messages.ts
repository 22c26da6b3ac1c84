import { formatEuro } from "../../../domain/orders/money";

/** Internal notes on orders and customers (#34). */
export const NOTES_UI = {
  heading: "Interne Notizen",
  hint: "Nur für das Team sichtbar, nie für die Kundin oder den Kunden.",
  none: "Noch keine Notiz.",
  label: "Neue Notiz",
  save: "Notiz speichern",
  saved: "Die Notiz ist gespeichert.",
} as const;

/** The customer list and page (#34). */
export const CUSTOMER_UI = {
  nav: "Kunden",
  title: "Kunden",
  description:
    "Kundinnen und Kunden mit Konto oder Gastbestellung, zusammengefasst nach E-Mail-Adresse. Neueste Bestellung zuerst.",
  search: "Suche",
  searchPlaceholder: "Name oder E-Mail",
  apply: "Suchen",
  found: (n: number) =>
    n === 1 ? "1 Kundin oder Kunde" : `${n.toLocaleString("de-DE")} Kundinnen und Kunden`,
  empty: "Niemand passt zu dieser Suche.",
  orders: (n: number) => (n === 1 ? "1 Bestellung" : `${n.toLocaleString("de-DE")} Bestellungen`),
  spent: "Umsatz",
  open: "Offen",
  lastOrder: "Letzte Bestellung",
  noOrder: "noch keine Bestellung",
  account: "Konto",
  guest: "Gast",
  detailTitle: (name: string) => `Kunde: ${name}`,
  back: "Alle Kunden",
  profileHeading: "Überblick",
  email: "E-Mail",
  accountSince: (date: string) => `Kundenkonto seit ${date}`,
  noAccount: "Kein Kundenkonto: nur Gastbestellungen.",
  terms: "Nutzungsbedingungen",
  termsAccepted: (version: string, date: string | null) =>
    date ? `Version ${version}, akzeptiert am ${date}` : `Version ${version}`,
  termsUnknown: "Nicht gespeichert (Konto von vor der Abfrage)",
  marketing: "Werbeeinwilligung",
  marketingNone: "Keine: Der Shop fragt keine Werbeeinwilligung ab und verschickt keinen Newsletter.",
  totals: (orders: number, spent: string, open: string) =>
    `${orders === 1 ? "1 Bestellung" : `${orders} Bestellungen`}, Umsatz ${spent}, offen ${open}`,
  ordersHeading: "Bestellungen",
  noOrders: "Noch keine Bestellung.",
  guestOrder: "als Gast",
  openAmount: (cents: number) => (cents > 0 ? `offen ${formatEuro(cents)}` : ""),
  withdrawalsHeading: "Widerrufe",
  noWithdrawals: "Kein Widerruf.",
  withdrawalLine: (date: string, order: string) => `${date} · ${order}`,
  reviewsHeading: "Bewertungen",
  noReviews: "Keine Bewertung (nur mit Kundenkonto möglich).",
  stars: (n: number) => `${n} von 5 Sternen`,
  toCustomer: "Kundenseite",
} as const;

/** Editing an order before shipment (#34). */
export const EDIT_UI = {
  heading: "Bestellung ändern",
  hint: "Vor dem Versand: Mengen, Positionen und Lieferadresse. Summen, Versand und Bestand passen sich an; die Kundin oder der Kunde bekommt die geänderte Bestellung per E-Mail.",
  quantityLabel: (name: string) => `Menge ${name}`,
  setQuantity: "Menge ändern",
  remove: (name: string) => `${name} entfernen`,
  lastLine: "Letzte Position: Soll nichts geliefert werden, storniere die Bestellung.",
  addressHeading: "Lieferadresse ändern",
  firstName: "Vorname",
  lastName: "Nachname",
  address: "Straße und Hausnummer",
  addressAddition: "Adresszusatz (optional)",
  postalCode: "PLZ",
  city: "Ort",
  saveAddress: "Adresse ändern",
} as const;
