import {
  WITHDRAWAL_ERRORS,
  WITHDRAWAL_STATEMENT,
  withdrawalErrorMessages,
} from "../../../domain/contracts/withdrawal-messages";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/** Texts of the electronic withdrawal function (§ 356a BGB). The two German button labels are the statutory ones. */
const WITHDRAWAL = {
  intro: {
    heading: "Vertrag online widerrufen",
    text: "Du kannst deinen Widerruf direkt hier erklären – ohne Kundenkonto und ohne Anmeldung. Das dauert etwa eine Minute.",
    button: "Vertrag widerrufen",
    noScript: (email: string) =>
      `Für den Online-Widerruf braucht dein Browser JavaScript. Du kannst deinen Widerruf jederzeit auch formlos per E-Mail an ${email} oder per Brief schicken.`,
  },
  link: {
    heading: "Bestellung widerrufen",
    text: "Du kannst deinen Vertrag binnen 14 Tagen ohne Angabe von Gründen widerrufen – online, ohne Kundenkonto.",
  },
  form: {
    heading: "Widerruf erklären",
    text: "Bitte gib an, welche Bestellung du widerrufen möchtest. Pflichtfelder sind mit * markiert.",
    required: "Pflichtfeld",
    orderReference: {
      label: "Bestellnummer",
      hint: "Du findest sie in deiner Bestellbestätigung.",
    },
    name: { label: "Name", hint: "Vor- und Nachname, wie bei der Bestellung angegeben." },
    email: {
      label: "E-Mail-Adresse",
      hint: "Am besten die Adresse, die du bei der Bestellung angegeben hast.",
    },
    items: {
      label: "Welche Artikel möchtest du widerrufen? (optional)",
      hint: "Leer lassen, wenn du die gesamte Bestellung widerrufen möchtest.",
    },
    message: { label: "Nachricht an uns (optional)", hint: "" },
    statementPreview: "Deine Erklärung",
    submit: "Widerruf bestätigen",
    submitting: "Wird gesendet …",
    cancel: "Abbrechen",
    errorSummary: "Bitte prüfe deine Angaben:",
    networkError:
      "Dein Widerruf konnte gerade nicht übermittelt werden. Bitte prüfe deine Internetverbindung und versuche es noch einmal – oder schick uns deinen Widerruf per E-Mail.",
  },
  confirmation: {
    heading: "Dein Widerruf ist bei uns eingegangen",
    receivedAt: (date: string, time: string) => `Eingegangen am ${date} um ${time} Uhr`,
    reference: "Vorgangsnummer",
    orderReference: "Bestellnummer",
    name: "Name",
    email: "E-Mail-Adresse",
    items: "Widerrufene Artikel",
    message: "Nachricht",
    statement: "Deine Erklärung",
    mailQueued: (email: string) => `Eine Bestätigung schicken wir dir zusätzlich per E-Mail an ${email}.`,
    mailHeld: (email: string) =>
      `Die Bestätigung per E-Mail an ${email} halten wir zurück: An diese Adresse gingen in der letzten Stunde schon zu viele solcher E-Mails. Dein Widerruf ist trotzdem eingegangen – diese Seite ist deine Eingangsbestätigung.`,
    keepRecord: "Bitte speichere oder drucke diese Bestätigung für deine Unterlagen.",
    print: "Bestätigung drucken",
    next: "Wie es jetzt weitergeht – Rücksendung und Erstattung –, steht unten unter „Folgen des Widerrufs“.",
    nextLink: "Zu den Folgen des Widerrufs",
  },
  /** Validation messages, shared by the form and the server. */
  errors: WITHDRAWAL_ERRORS,
  /** Parts of the stored declaration text. */
  statement: WITHDRAWAL_STATEMENT,
} as const;

const de = { WITHDRAWAL } as const;

/**
 * English: the buttons say the same unambiguously. Validation messages (shared with the server's API) and
 * the declaration itself stay German: the declaration is stored and mailed in the contract's language.
 */
const en: Catalogue<typeof de> = {
  WITHDRAWAL: {
    intro: {
      heading: "Withdraw from your contract online",
      text: "You can declare your withdrawal right here – without a customer account and without signing in. It takes about a minute.",
      button: "Withdraw from contract",
      noScript: (email: string) =>
        `Online withdrawal needs JavaScript in your browser. You can always send your withdrawal informally by email to ${email} or by letter.`,
    },
    link: {
      heading: "Withdraw from an order",
      text: "You can withdraw from your contract within 14 days without giving reasons – online, without an account.",
    },
    form: {
      heading: "Declare withdrawal",
      text: "Please tell us which order you want to withdraw from. Required fields are marked with *.",
      required: "Required",
      orderReference: { label: "Order number", hint: "You will find it in your order confirmation." },
      name: { label: "Name", hint: "First and last name, as given in the order." },
      email: { label: "Email address", hint: "Ideally the address you gave in the order." },
      items: {
        label: "Which items do you want to withdraw from? (optional)",
        hint: "Leave empty to withdraw from the whole order.",
      },
      message: { label: "Message to us (optional)", hint: "" },
      statementPreview: "Your declaration",
      submit: "Confirm withdrawal",
      submitting: "Sending …",
      cancel: "Cancel",
      errorSummary: "Please check your details:",
      networkError:
        "Your withdrawal could not be sent just now. Please check your internet connection and try again – or send us your withdrawal by email.",
    },
    confirmation: {
      heading: "We have received your withdrawal",
      receivedAt: (date: string, time: string) => `Received on ${date} at ${time}`,
      reference: "Reference number",
      orderReference: "Order number",
      name: "Name",
      email: "Email address",
      items: "Items withdrawn",
      message: "Message",
      statement: "Your declaration",
      mailQueued: (email: string) => `We will also send you a confirmation by email to ${email}.`,
      mailHeld: (email: string) =>
        `We are holding back the confirmation by email to ${email}: this address has already received too many such emails in the last hour. Your withdrawal has still been received – this page is your confirmation of receipt.`,
      keepRecord: "Please save or print this confirmation for your records.",
      print: "Print confirmation",
      next: "What happens now – return and refund – is described below under “Folgen des Widerrufs” (consequences of withdrawal).",
      nextLink: "Go to the consequences of withdrawal",
    },
    errors: withdrawalErrorMessages.en,
    statement: WITHDRAWAL_STATEMENT,
  },
};

export const withdrawalMessages = defineMessages(de, en);
