import type { SessionUser } from "../../../domain/contracts/account";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/** Texts of the account screens and the user menu, German; the spec's English strings are in `en` (#19). */
const ACCOUNT = {
  title: "Mein Konto",
  description: "Profil und Bestellungen.",
  tabsLabel: "Bereiche deines Kontos",
  profileTab: "Profil",
  ordersTab: "Bestellungen",
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
  discount: "Rabatt",
  itemLine: (quantity: number, unit: string) => `${quantity} × ${unit}`,
  status: "Status",
  /** Order status badges (spec §4); an unknown status shows capitalised. */
  statuses: {
    pending: "Offen",
    processing: "In Bearbeitung",
    shipped: "Versandt",
    completed: "Abgeschlossen",
    cancelled: "Storniert",
    refunded: "Erstattet",
  },
  invoice: "Rechnung (PDF)",
  shippedWith: (carrier: string, number: string) => `Versendet mit ${carrier}, Sendungsnummer ${number}`,
  trackParcel: "Sendung verfolgen",
  cancellationInvoice: "Stornorechnung (PDF)",
  creditInvoice: "Rechnungskorrektur (PDF)",
  withdrawalDeclared: (date: string) => `Widerruf erklärt am ${date}`,
  withdrawOrder: "Vertrag widerrufen",
  withdrawOrderLabel: (number: string) => `Vertrag zu Bestellung ${number} widerrufen`,
  withdrawalReceived: (date: string) => `Ware erhalten am ${date}`,
  withdrawalRefunded: (amount: string, date: string) => `Erstattet: ${amount} am ${date}`,
  withdrawalCredited: (amount: string) => `Rechnung gemindert um ${amount}`,
  withdrawalRefused: (reason: string) => `Widerruf abgelehnt: ${reason}`,
} as const;

/** The header's user menu (spec §2; the spec's English in `en`). */
const USER_MENU = {
  open: (u: SessionUser) =>
    `Konto-Menü von ${[u.firstName, u.lastName].filter(Boolean).join(" ") || u.email}`,
  account: "Mein Konto",
  orders: "Bestellungen",
  savedPlants: "Gemerkte Pflanzen",
  logOut: "Ausloggen",
} as const;

const de = { ACCOUNT, USER_MENU } as const;

const en: Catalogue<typeof de> = {
  ACCOUNT: {
    title: "My Account",
    description: "Profile and orders.",
    tabsLabel: "Sections of your account",
    profileTab: "Profile",
    ordersTab: "Orders",
    firstName: "First name",
    lastName: "Last name",
    email: "Email address",
    emailReadOnly: "The email address cannot be changed.",
    save: "Save",
    saving: "Saving …",
    saved: "Profile saved",
    saveFailed: "Your profile could not be saved. Please try again.",
    unverified:
      "Please confirm your email address. After that we will also show orders you placed here without an account using this address.",
    resendVerification: "Send confirmation link again",
    verificationSent: "We have sent you a new confirmation link.",
    verificationFailed: "The link could not be sent. Please try again later.",
    ordersTitle: "Orders",
    ordersDescription: "An overview of your Blattwerk orders.",
    noOrders: "You have no orders yet.",
    startShopping: "Discover plants",
    order: (number: string) => `Order ${number}`,
    orderedOn: (date: string) => `Ordered on ${date}`,
    total: "Total",
    discount: "Discount",
    itemLine: (quantity: number, unit: string) => `${quantity} × ${unit}`,
    status: "Status",
    statuses: {
      pending: "Pending",
      processing: "Processing",
      shipped: "Shipped",
      completed: "Completed",
      cancelled: "Cancelled",
      refunded: "Refunded",
    },
    invoice: "Invoice (PDF)",
    shippedWith: (carrier: string, number: string) => `Shipped with ${carrier}, tracking number ${number}`,
    trackParcel: "Track parcel",
    cancellationInvoice: "Cancellation invoice (PDF)",
    creditInvoice: "Invoice correction (PDF)",
    withdrawalDeclared: (date: string) => `Withdrawal declared on ${date}`,
    withdrawOrder: "Withdraw from contract",
    withdrawOrderLabel: (number: string) => `Withdraw from the contract of order ${number}`,
    withdrawalReceived: (date: string) => `Goods received on ${date}`,
    withdrawalRefunded: (amount: string, date: string) => `Refunded: ${amount} on ${date}`,
    withdrawalCredited: (amount: string) => `Invoice reduced by ${amount}`,
    withdrawalRefused: (reason: string) => `Withdrawal refused: ${reason}`,
  },
  USER_MENU: {
    open: (u: SessionUser) =>
      `Account menu of ${[u.firstName, u.lastName].filter(Boolean).join(" ") || u.email}`,
    account: "Account",
    orders: "Orders",
    savedPlants: "Saved Plants",
    logOut: "Log out",
  },
};

export const accountMessages = defineMessages(de, en);
