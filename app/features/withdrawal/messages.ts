/** Texts of the electronic withdrawal function (§ 356a BGB). The two button labels are the statutory ones. */
export const WITHDRAWAL = {
  intro: {
    heading: "Vertrag online widerrufen",
    text: "Du kannst deinen Widerruf direkt hier erklären – ohne Kundenkonto und ohne Anmeldung. Das dauert etwa eine Minute.",
    button: "Vertrag widerrufen",
    noScript: (email: string) =>
      `Für den Online-Widerruf braucht dein Browser JavaScript. Du kannst deinen Widerruf jederzeit auch formlos per E-Mail an ${email} oder per Brief schicken.`,
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
  errors: {
    body: "Bitte sende die Angaben zu deinem Widerruf vollständig.",
    unknownField: "Die Anfrage enthält Felder, die wir nicht kennen.",
    orderReference: "Bitte gib deine Bestellnummer an.",
    orderReferenceTooLong: "Die Bestellnummer darf höchstens 64 Zeichen lang sein.",
    name: "Bitte gib deinen Namen an.",
    nameTooLong: "Der Name darf höchstens 200 Zeichen lang sein.",
    email: "Bitte gib eine gültige E-Mail-Adresse an.",
    emailTooLong: "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.",
    items: "Die Angabe der Artikel darf höchstens 1000 Zeichen lang sein.",
    message: "Die Nachricht darf höchstens 2000 Zeichen lang sein.",
    controlCharacters: "Bitte verwende nur normale Schriftzeichen.",
    notText: "Bitte gib hier Text ein.",
    notJson: "Bitte sende die Angaben als JSON (Content-Type: application/json).",
    invalidJson: "Die Anfrage enthält kein gültiges JSON.",
    tooLarge: "Die Anfrage ist zu groß.",
  },
  /** Parts of the stored declaration text. */
  statement: {
    declaration: (orderReference: string) =>
      `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Bestellung ${orderReference}.`,
    items: (items: string) => `Widerrufen werden folgende Artikel: ${items}`,
    wholeOrder: "Der Widerruf betrifft die gesamte Bestellung.",
    message: (message: string) => `Nachricht: ${message}`,
  },
} as const;
