import { defineMessages } from "../text/i18n";
import { messageKeys } from "../text/message-keys";
import { defineRefusals } from "../text/refusal";

/** Validation messages of a withdrawal declaration: its schema's issues carry their keys (#30). */
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

/** The same messages in English, for the English form and the API's answers to it (#19). */
export const withdrawalErrorMessages = defineMessages(WITHDRAWAL_ERRORS, {
  body: "Please send the details of your withdrawal in full.",
  unknownField: "The request contains fields we do not know.",
  orderReference: "Please enter your order number.",
  orderReferenceTooLong: "The order number may be at most 64 characters long.",
  name: "Please enter your name.",
  nameTooLong: "The name may be at most 200 characters long.",
  email: "Please enter a valid email address.",
  emailTooLong: "The email address may be at most 254 characters long.",
  items: "The list of items may be at most 1000 characters long.",
  message: "The message may be at most 2000 characters long.",
  controlCharacters: "Please use ordinary characters only.",
  notText: "Please enter text here.",
  notJson: "Please send the details as JSON (Content-Type: application/json).",
  invalidJson: "The request is not valid JSON.",
  tooLarge: "The request is too large.",
});

export const withdrawalKey = messageKeys("withdrawal", withdrawalErrorMessages);

/** Every refusal of POST /api/withdrawals (#30; the codes as the API always named them). */
export type WithdrawalRefusals = {
  /** 422: `fieldErrors` and the first problem as the message. */
  "Invalid input": undefined;
  "Unsupported media type": undefined;
  "Invalid JSON": undefined;
  "Payload too large": undefined;
};

const en = withdrawalErrorMessages.en;
export const withdrawalRefusalMessages = defineRefusals<WithdrawalRefusals>(
  {
    "Invalid input": WITHDRAWAL_ERRORS.body,
    "Unsupported media type": WITHDRAWAL_ERRORS.notJson,
    "Invalid JSON": WITHDRAWAL_ERRORS.invalidJson,
    "Payload too large": WITHDRAWAL_ERRORS.tooLarge,
  },
  {
    "Invalid input": en.body,
    "Unsupported media type": en.notJson,
    "Invalid JSON": en.invalidJson,
    "Payload too large": en.tooLarge,
  },
);

/** Parts of the stored declaration text (German, the binding language of the contract). */
export const WITHDRAWAL_STATEMENT = {
  declaration: (orderReference: string) =>
    `Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über die Bestellung ${orderReference}.`,
  items: (items: string) => `Widerrufen werden folgende Artikel: ${items}`,
  wholeOrder: "Der Widerruf betrifft die gesamte Bestellung.",
  message: (message: string) => `Nachricht: ${message}`,
} as const;
