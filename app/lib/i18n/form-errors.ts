import { orderMessages } from "../../../domain/contracts/order-messages";
import { withdrawalErrorMessages } from "../../../domain/contracts/withdrawal-messages";
import { createTranslator } from "../../../domain/message-translation";
import { printableMessages, textRuleMessages } from "../../../domain/text-messages";
import type { Locale } from "./locale";

const translate = createTranslator([
  orderMessages,
  withdrawalErrorMessages,
  textRuleMessages,
  printableMessages,
]);

/**
 * A form's field errors in the page's language. The checkout and withdrawal forms check input with the
 * schemas the server uses, whose messages are German (#19): an English page shows their English twins.
 */
export function localizeFieldErrors<T extends Partial<Record<string, string>>>(errors: T, locale: Locale): T {
  if (locale === "de") return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([k, v]) => [k, typeof v === "string" ? translate(v, locale) : v]),
  ) as T;
}
