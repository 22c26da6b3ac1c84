/** Validation messages of a withdrawal declaration, shared by the form and the server (German: the API answers in German). */
export const WITHDRAWAL_ERRORS = {
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
} as const;

/** Parts of the stored declaration text (German, the binding language of the contract). */
export const WITHDRAWAL_STATEMENT = {
  declaration: (orderReference: string) =>
    `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Bestellung ${orderReference}.`,
  items: (items: string) => `Widerrufen werden folgende Artikel: ${items}`,
  wholeOrder: "Der Widerruf betrifft die gesamte Bestellung.",
  message: (message: string) => `Nachricht: ${message}`,
} as const;
