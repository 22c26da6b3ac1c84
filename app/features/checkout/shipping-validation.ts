import {
  describeIssues,
  type PostalAddress,
  postalAddressSchema,
  type ShippingFormValues,
  shippingFormSchema,
} from "../../../domain/contracts/order";
import { renderFormErrors } from "../../lib/i18n/form-errors";
import type { Locale } from "../../lib/i18n/locale";
import {
  type BillingDraft,
  type BillingErrors,
  billingErrors,
  type ShippingDraft,
  type ShippingErrors,
  shippingErrors,
  shippingPayload,
} from "./shipping-fields";

/**
 * The shipping form checked in the browser with the order's own schema, messages in the page's language.
 * Loaded on first use (checkout-page.tsx: focus, pointer or submit), not with the page: the schema brings
 * zod and the form catalogues, a quarter of the checkout's first-view JavaScript (#31).
 */
export function validateShipping(
  values: ShippingDraft,
  locale: Locale,
): { data: ShippingFormValues; errors: ShippingErrors } | { data: null; errors: ShippingErrors } {
  const parsed = shippingFormSchema.safeParse(shippingPayload(values));
  if (parsed.success) return { data: parsed.data, errors: {} };
  return {
    data: null,
    errors: renderFormErrors(shippingErrors(describeIssues(parsed.error).fieldErrors), locale),
  };
}

/** The billing address (#43 §4) checked as the server checks it. */
export function validateBilling(
  values: BillingDraft,
  locale: Locale,
): { data: PostalAddress; errors: BillingErrors } | { data: null; errors: BillingErrors } {
  const parsed = postalAddressSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const prefixed = Object.fromEntries(
    Object.entries(describeIssues(parsed.error).fieldErrors).map(([k, v]) => [`billing.${k}`, v]),
  );
  return { data: null, errors: renderFormErrors(billingErrors(prefixed), locale) };
}
