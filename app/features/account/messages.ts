import type { SessionUser } from "../../../domain/contracts/account";

/** Texts of the account screens and the user menu. Spec strings verbatim, the rest German. */
export const ACCOUNT = {
  title: "Mein Account",
  description: "Profil und Bestellungen.",
  tabsLabel: "Bereiche deines Kontos",
  profileTab: "Profile",
  ordersTab: "Orders",
  firstName: "Vorname",
  lastName: "Nachname",
  email: "E-Mail-Adresse",
  emailReadOnly: "Die E-Mail-Adresse kann nicht geändert werden.",
  save: "Speichern",
  saving: "Wird gespeichert …",
  saved: "Profil gespeichert",
  saveFailed: "Das Profil konnte nicht gespeichert werden. Bitte versuche es noch einmal.",
  unverified:
    "Bitte bestätige deine E-Mail-Adresse. Danach zeigen wir hier auch Bestellungen, die du ohne Konto mit dieser Adresse aufgegeben hast.",
  resendVerification: "Bestätigungslink erneut senden",
  verificationSent: "Wir haben dir einen neuen Bestätigungslink geschickt.",
  verificationFailed: "Der Link konnte nicht gesendet werden. Bitte versuche es später noch einmal.",
  ordersTitle: "Bestellungen",
  ordersDescription: "Deine Bestellungen bei Blattwerk im Überblick.",
  noOrders: "Du hast noch keine Bestellungen.",
  startShopping: "Pflanzen entdecken",
  order: (number: string) => `Bestellung ${number}`,
  orderedOn: (date: string) => `Bestellt am ${date}`,
  total: "Gesamtsumme",
  itemLine: (quantity: number, unit: string) => `${quantity} × ${unit}`,
  status: "Status",
  invoice: "Rechnung (PDF)",
  shippedWith: (carrier: string, number: string) => `Versendet mit ${carrier}, Sendungsnummer ${number}`,
  trackParcel: "Sendung verfolgen",
  cancellationInvoice: "Stornorechnung (PDF)",
  creditInvoice: "Rechnungskorrektur (PDF)",
  withdrawalDeclared: (date: string) => `Widerruf erklärt am ${date}`,
  withdrawalReceived: (date: string) => `Ware erhalten am ${date}`,
  withdrawalRefunded: (amount: string, date: string) => `Erstattet: ${amount} am ${date}`,
} as const;

/** The header's user menu (spec §2), verbatim. */
export const USER_MENU = {
  open: (u: SessionUser) =>
    `Konto-Menü von ${[u.firstName, u.lastName].filter(Boolean).join(" ") || u.email}`,
  account: "Account",
  orders: "Orders",
  savedPlants: "Saved Plants",
  logOut: "Log out",
} as const;
