/**
 * The checkout's optional, unticked box (#49): the customer's e-mail address goes to DHL (labels, return
 * labels, the portal export) only when it is ticked. The privacy policy quotes the German sentence word
 * for word (content/legal/privacy.ts), so what is asked and what is promised stay one text.
 */
export const DHL_EMAIL_CONSENT = {
  de: "Ich bin einverstanden, dass meine E-Mail-Adresse an DHL übermittelt wird, damit DHL mich über die Zustellung meines Pakets informieren kann.",
  en: "I agree that my email address is passed to DHL so that DHL can keep me informed about the delivery of my parcel.",
} as const;

export const DHL_EMAIL_CONSENT_HINT = {
  de: "Freiwillig – ohne Häkchen liefern wir genauso, DHL erhält dann nur Name und Lieferanschrift. Du kannst die Einwilligung jederzeit widerrufen, etwa per E-Mail an uns.",
  en: "Optional – without the tick we deliver just the same, and DHL receives only your name and delivery address. You can withdraw your consent at any time, e.g. by emailing us.",
} as const;
