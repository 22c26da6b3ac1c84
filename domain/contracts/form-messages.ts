import type { KeyedCatalogues } from "../text/message-keys";
import { printableMessages, textRuleMessages } from "../text/text-messages";
import { orderValidationMessages } from "./order-messages";
import { withdrawalErrorMessages } from "./withdrawal-messages";

/**
 * The catalogues the keys of the forms' schemas name (#30, domain/text/message-keys.ts), by area: the
 * checkout and withdrawal forms render them in the page's language, the HTTP edge in the request's.
 */
export const FORM_CATALOGUES = {
  order: orderValidationMessages,
  withdrawal: withdrawalErrorMessages,
  text: textRuleMessages,
  printable: printableMessages,
} satisfies KeyedCatalogues;
