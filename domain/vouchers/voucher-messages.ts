import type { RefusalTexts } from "../text/refusal";
import type { VoucherRefusals } from "./vouchers";

/** Why a voucher was refused (#43 §3), in both languages: the order endpoint and the checkout render these. */
export const voucherRefusalTexts: {
  de: RefusalTexts<VoucherRefusals>;
  en: RefusalTexts<VoucherRefusals>;
} = {
  de: {
    voucher_not_active: ({ code }) =>
      `Der Gutschein „${code}“ ist noch nicht freigeschaltet: Er gilt, sobald er bezahlt ist.`,
    voucher_expired: ({ code }) => `Der Gutschein „${code}“ ist abgelaufen.`,
    voucher_empty: ({ code }) => `Der Gutschein „${code}“ ist bereits vollständig eingelöst.`,
    voucher_not_needed: ({ code }) =>
      `Deine Bestellung ist schon ohne den Gutschein „${code}“ ganz bezahlt. Bitte entferne ihn.`,
  },
  en: {
    voucher_not_active: ({ code }) =>
      `The gift card “${code}” is not active yet: it works once it is paid for.`,
    voucher_expired: ({ code }) => `The gift card “${code}” has expired.`,
    voucher_empty: ({ code }) => `The gift card “${code}” has been used up.`,
    voucher_not_needed: ({ code }) =>
      `Your order is paid in full without the gift card “${code}”. Please remove it.`,
  },
};

/** The voucher page's and its API's answers (#43 §3). */
export const voucherPageTexts = {
  de: {
    invalid: (field: string) =>
      field === "amountCents"
        ? "Bitte wähle einen Betrag von 10 € bis 200 €."
        : field === "buyerEmail" || field === "recipientEmail"
          ? "Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de."
          : field === "buyerName"
            ? "Bitte gib deinen Namen ein."
            : field === "deliverOn"
              ? "Bitte wähle den Tag, an dem der Gutschein verschickt wird."
              : "Bitte prüfe deine Angaben.",
    deliverOnOutOfRange: "Der Versandtag muss zwischen heute und in einem Jahr liegen.",
    unknown: "Diesen Gutschein kennen wir nicht, oder er ist noch nicht bezahlt. Bitte prüfe den Code.",
    onlineUnavailable: "Online bezahlen ist hier gerade nicht möglich. Bitte wähle Kauf auf Rechnung.",
    paymentUnavailable:
      "Die Bezahlseite ist gerade nicht erreichbar, es wurde nichts abgebucht. Bitte versuche es in ein paar Minuten noch einmal.",
  },
  en: {
    invalid: (field: string) =>
      field === "amountCents"
        ? "Please choose an amount from €10 to €200."
        : field === "buyerEmail" || field === "recipientEmail"
          ? "Please enter a valid email address, e.g. name@example.com."
          : field === "buyerName"
            ? "Please enter your name."
            : field === "deliverOn"
              ? "Please choose the day the gift card is sent."
              : "Please check your details.",
    deliverOnOutOfRange: "The sending day must be between today and one year from now.",
    unknown: "We do not know this gift card, or it has not been paid for yet. Please check the code.",
    onlineUnavailable: "Paying online is not possible here right now. Please choose pay by invoice.",
    paymentUnavailable:
      "The payment page cannot be reached right now and nothing was charged. Please try again in a few minutes.",
  },
} as const;

/** The one line Stripe's page shows for a voucher bought online (#43 §3): no VAT, a Mehrzweck-Gutschein. */
export const voucherStripeLine = {
  de: (number: string) => `Blattwerk-Geschenkgutschein ${number}`,
  en: (number: string) => `Blattwerk gift card ${number}`,
} as const;
