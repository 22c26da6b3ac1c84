import { formatEuro, formatEuroEnglish } from "../orders/money";
import type { RefusalTexts } from "../text/refusal";
import type { DiscountRefusals } from "./discounts";

/**
 * Why a discount code was refused (#43 §2), in both languages: the order endpoint, the checkout's
 * "Einlösen" button and the checkout form render these.
 */
export const discountRefusalTexts: {
  de: RefusalTexts<DiscountRefusals>;
  en: RefusalTexts<DiscountRefusals>;
} = {
  de: {
    discount_unknown: ({ code }) => `Den Code „${code}“ kennen wir nicht. Bitte prüfe die Schreibweise.`,
    discount_expired: ({ code }) => `Der Code „${code}“ ist nicht mehr gültig.`,
    discount_not_yet_valid: ({ code }) => `Der Code „${code}“ gilt noch nicht.`,
    discount_used_up: ({ code }) => `Der Code „${code}“ ist bereits aufgebraucht.`,
    discount_used_up_for_email: ({ code }) =>
      `Den Code „${code}“ hast du mit deiner E-Mail-Adresse schon so oft eingelöst, wie er gilt.`,
    discount_minimum_not_reached: ({ code, minCents }) =>
      `Der Code „${code}“ gilt ab einem Bestellwert von ${formatEuro(minCents)}.`,
    discount_not_applicable: ({ code }) => `Der Code „${code}“ gilt für keinen Artikel in deinem Warenkorb.`,
    discount_not_combinable: ({ code }) =>
      `Der Code „${code}“ lässt sich nicht mit anderen Codes kombinieren. Bitte löse nur einen davon ein.`,
  },
  en: {
    discount_unknown: ({ code }) => `We do not know the code “${code}”. Please check the spelling.`,
    discount_expired: ({ code }) => `The code “${code}” is no longer valid.`,
    discount_not_yet_valid: ({ code }) => `The code “${code}” is not valid yet.`,
    discount_used_up: ({ code }) => `The code “${code}” has been used up.`,
    discount_used_up_for_email: ({ code }) =>
      `You have already used the code “${code}” with your email address as often as it allows.`,
    discount_minimum_not_reached: ({ code, minCents }) =>
      `The code “${code}” applies to orders from ${formatEuroEnglish(minCents)}.`,
    discount_not_applicable: ({ code }) => `The code “${code}” does not apply to any item in your cart.`,
    discount_not_combinable: ({ code }) =>
      `The code “${code}” cannot be combined with other codes. Please use only one of them.`,
  },
};
