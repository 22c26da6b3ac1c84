import { moneyFormatter } from "../../../domain/orders/money";
import { useLocale } from "./react";

/**
 * Prices in the page's language (issue #32: English pages showed "29,99 €" beside "€19.99"): German
 * pages "29,99 €", English pages "€29.99". Invoices and mails keep their own language.
 */
export function useEuro(): (cents: number) => string {
  return moneyFormatter(useLocale());
}
