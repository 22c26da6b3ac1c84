import { WITHDRAWAL_ERRORS, WITHDRAWAL_STATEMENT } from "../../../domain/contracts/withdrawal-messages";

/** Texts of the electronic withdrawal function (§ 356a BGB). The two button labels are the statutory ones. */
export const WITHDRAWAL = {
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
