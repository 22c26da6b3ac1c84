import { describeIssues, type ShippingFormValues, shippingFormSchema } from "../../../domain/contracts/order";
import { renderFormErrors } from "../../lib/i18n/form-errors";
import type { Locale } from "../../lib/i18n/locale";
import { type ShippingDraft, type ShippingErrors, shippingErrors } from "./shipping-fields";

/**
 * The shipping form checked in the browser with the order's own schema, messages in the page's language.
 * Loaded on first use (checkout-page.tsx: focus, pointer or submit), not with the page: the schema brings
 * zod and the form catalogues, a quarter of the checkout's first-view JavaScript (#31).
 */
export function validateShipping(
  values: ShippingDraft,
  locale: Locale,
): { data: ShippingFormValues; errors: ShippingErrors } | { data: null; errors: ShippingErrors } {
  const parsed = shippingFormSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  return {
    data: null,
    errors: renderFormErrors(shippingErrors(describeIssues(parsed.error).fieldErrors), locale),
  };
}
