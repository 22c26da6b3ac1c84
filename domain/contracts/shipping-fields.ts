/**
 * The shipping form's fields in the order the form shows them, without the schema: the checkout page
 * needs the names on its first view, the schema (and zod with it) only when the customer submits.
 * order.ts checks at compile time that this list and shippingFormSchema name the same fields.
 */
export const SHIPPING_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "deliveryKind",
  "address",
  "addressAddition",
  "postNumber",
  "stationNumber",
  "city",
  "postalCode",
  "country",
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** The billing address's fields (#43 §4), in the order the form shows them. */
export const BILLING_FIELDS = [
  "firstName",
  "lastName",
  "address",
  "addressAddition",
  "city",
  "postalCode",
  "country",
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];
