import type { ComponentProps } from "react";
import {
  BILLING_FIELDS,
  type BillingField,
  SHIPPING_FIELDS,
  type ShippingField,
} from "../../../domain/contracts/shipping-fields";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { checkoutMessages } from "./messages";

export type ShippingDraft = Record<ShippingField, string>;
export type ShippingErrors = Partial<Record<ShippingField, string>>;
export type BillingDraft = Record<BillingField, string>;
export type BillingErrors = Partial<Record<BillingField | "billing", string>>;

export const EMPTY_SHIPPING: ShippingDraft = {
  firstName: "",
  lastName: "",
  email: "",
  deliveryKind: "address",
  address: "",
  addressAddition: "",
  postNumber: "",
  stationNumber: "",
  city: "",
  postalCode: "",
  country: "DE",
};

export const EMPTY_BILLING: BillingDraft = {
  firstName: "",
  lastName: "",
  address: "",
  addressAddition: "",
  city: "",
  postalCode: "",
  country: "DE",
};

type PickupKind = "packstation" | "postfiliale";
const pickupOf = (kind: string): PickupKind | null =>
  kind === "packstation" || kind === "postfiliale" ? kind : null;
/** Whether the parcel goes to a Packstation or Postfiliale (#43 §4): then a billing address is needed. */
export const isPickupDraft = (v: ShippingDraft) => pickupOf(v.deliveryKind) !== null;

/**
 * What the order sends of the form (#43 §4): for a home address street and addition, for a pick-up
 * point the Postnummer and the station's number; the other kind's fields stay in the form, unsent.
 */
export function shippingPayload(v: ShippingDraft): Record<string, string> {
  const { deliveryKind, address, addressAddition, postNumber, stationNumber, ...rest } = v;
  const kind = pickupOf(deliveryKind);
  return kind
    ? { ...rest, deliveryKind: kind, postNumber, stationNumber }
    : { ...rest, deliveryKind: "address", address, addressAddition };
}

/** Field errors of the billing address, from the schema's paths ("billing.address", or "billing" itself). */
export function billingErrors(fieldErrors: Record<string, string> | undefined): BillingErrors {
  const out: BillingErrors = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    if (path === "billing") out.billing ??= message;
    const field = path.replace(/^billing\./, "") as BillingField;
    if (path.startsWith("billing.") && BILLING_FIELDS.includes(field)) out[field] ??= message;
  }
  return out;
}

/** Field errors of the shipping form, from the schema's paths ("postalCode" or "shipping.postalCode"). */
export function shippingErrors(fieldErrors: Record<string, string> | undefined): ShippingErrors {
  const out: ShippingErrors = {};
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const field = path.replace(/^shipping\./, "") as ShippingField;
    if (SHIPPING_FIELDS.includes(field)) out[field] ??= message;
  }
  return out;
}

const control =
  "h-12 w-full scroll-mt-28 rounded-xl border bg-white px-3 text-base text-stone-900 shadow-xs " +
  "focus:border-leaf-600 focus:outline-none focus:ring-2 focus:ring-leaf-600/30 disabled:bg-stone-100";

/**
 * The seven fields of spec §2/§3 plus the optional address addition, each with its German error under
 * it, and where the parcel goes (#43 §4): a home address, or a DHL Packstation or Postfiliale by the
 * recipient's Postnummer and the station's number, with the station's postcode and town.
 */
export function ShippingFields({
  values,
  errors,
  onChange,
  disabled,
  pickupOffered = true,
}: {
  values: ShippingDraft;
  errors: ShippingErrors;
  onChange: (field: ShippingField, value: string) => void;
  disabled?: boolean;
  /** False on the way to Shopify's hosted checkout, which asks for its own pick-up points. */
  pickupOffered?: boolean;
}) {
  const { CHECKOUT } = useMessages(checkoutMessages);
  const pickup = pickupOffered ? pickupOf(values.deliveryKind) : null;
  const input = addressInput<ShippingField>({
    prefix: "shipping",
    nameOf: (field) => field,
    labels: CHECKOUT.fields,
    values,
    errors,
    onChange,
    disabled,
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {input("firstName", { autoComplete: "given-name", maxLength: 100 })}
      {input("lastName", { autoComplete: "family-name", maxLength: 100 })}
      {input("email", { type: "email", autoComplete: "email", maxLength: 254 }, "sm:col-span-2")}
      {pickupOffered ? (
        <fieldset className="min-w-0 sm:col-span-2" data-testid="delivery-kind">
          <legend className="mb-1.5 text-sm font-medium text-stone-800">
            {CHECKOUT.fields.deliveryKind}
          </legend>
          <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
            {(["address", "packstation", "postfiliale"] as const).map((kind) => (
              <label
                key={kind}
                className={cn(
                  "flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border px-3 text-base text-stone-900",
                  values.deliveryKind === kind ? "border-leaf-700 bg-leaf-50" : "border-stone-300 bg-white",
                )}
              >
                <input
                  type="radio"
                  name="deliveryKind"
                  value={kind}
                  checked={values.deliveryKind === kind}
                  onChange={() => onChange("deliveryKind", kind)}
                  disabled={disabled}
                  className="h-5 w-5 shrink-0 accent-leaf-700"
                />
                {CHECKOUT.deliveryKinds[kind]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {pickup ? (
        <>
          {input(
            "postNumber",
            { autoComplete: "off", inputMode: "numeric", maxLength: 10 },
            undefined,
            CHECKOUT.postNumberHint,
          )}
          {input(
            "stationNumber",
            { autoComplete: "off", inputMode: "numeric", maxLength: 3 },
            undefined,
            CHECKOUT.stationNumberHint[pickup],
            CHECKOUT.stationNumberOf[pickup],
          )}
        </>
      ) : (
        <>
          {input("address", { autoComplete: "address-line1", maxLength: 200 }, "sm:col-span-2")}
          {input(
            "addressAddition",
            { autoComplete: "address-line2", maxLength: 100 },
            "sm:col-span-2",
            CHECKOUT.addressAdditionHint,
          )}
        </>
      )}
      {input("postalCode", {
        autoComplete: pickup ? "off" : "postal-code",
        inputMode: "numeric",
        maxLength: 10,
      })}
      {input("city", { autoComplete: pickup ? "off" : "address-level2", maxLength: 100 })}
      {pickup ? (
        <p className="-mt-2 text-sm text-stone-600 sm:col-span-2">{CHECKOUT.pickupPlaceHint}</p>
      ) : null}
      <CountryField
        id="shipping-country"
        name="country"
        value={values.country}
        onChange={(value) => onChange("country", value)}
        error={errors.country}
        hint={CHECKOUT.countryHint}
        disabled={disabled}
        autoComplete="country"
      />
    </div>
  );
}

/**
 * The buyer's billing address (#43 §4), when it differs from the delivery address: the invoice goes
 * there. For a Packstation or Postfiliale it is always asked for (an invoice names a postal address).
 */
export function BillingFields({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: BillingDraft;
  errors: BillingErrors;
  onChange: (field: BillingField, value: string) => void;
  disabled?: boolean;
}) {
  const { CHECKOUT } = useMessages(checkoutMessages);
  const input = addressInput<BillingField>({
    prefix: "billing",
    nameOf: (field) => `billing.${field}`,
    labels: CHECKOUT.fields,
    values,
    errors,
    onChange,
    disabled,
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="billing-fields">
      {input("firstName", { autoComplete: "billing given-name", maxLength: 100 })}
      {input("lastName", { autoComplete: "billing family-name", maxLength: 100 })}
      {input("address", { autoComplete: "billing address-line1", maxLength: 200 }, "sm:col-span-2")}
      {input(
        "addressAddition",
        { autoComplete: "billing address-line2", maxLength: 100 },
        "sm:col-span-2",
        CHECKOUT.addressAdditionHint,
      )}
      {input("postalCode", { autoComplete: "billing postal-code", inputMode: "numeric", maxLength: 10 })}
      {input("city", { autoComplete: "billing address-level2", maxLength: 100 })}
      <CountryField
        id="billing-country"
        name="billing.country"
        value={values.country}
        onChange={(value) => onChange("country", value)}
        error={errors.country}
        disabled={disabled}
        autoComplete="billing country"
      />
    </div>
  );
}

/** The country: Germany only (the shop delivers nowhere else), with its hint. */
function CountryField({
  id,
  name,
  value,
  onChange,
  error,
  hint,
  disabled,
  autoComplete,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  autoComplete: string;
}) {
  const { CHECKOUT } = useMessages(checkoutMessages);
  return (
    <Field id={id} label={CHECKOUT.fields.country} error={error} hint={hint} className="sm:col-span-2">
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        disabled={disabled}
        autoComplete={autoComplete}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(control, "border-stone-300")}
      >
        <option value="DE">{CHECKOUT.countryName}</option>
      </select>
    </Field>
  );
}

type InputProps = Omit<ComponentProps<"input">, "name" | "value" | "onChange">;

/**
 * The `input(field, props, className?, hint?, label?)` of an address form — the delivery address and the
 * billing address alike: a TextField with the id `<prefix>-<field>`, the form name `nameOf(field)`, the
 * field's label (or `label`), its value, error and hint; every field but the address addition required.
 */
function addressInput<F extends string>({
  prefix,
  nameOf,
  labels,
  values,
  errors,
  onChange,
  disabled,
}: {
  prefix: string;
  nameOf: (field: F) => string;
  labels: Record<F, string>;
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  onChange: (field: F, value: string) => void;
  disabled?: boolean;
}) {
  return (field: F, props: InputProps, className?: string, hint?: string, label?: string) => (
    <TextField
      id={`${prefix}-${field}`}
      name={nameOf(field)}
      label={label ?? labels[field]}
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      required={field !== "addressAddition"}
      disabled={disabled}
      error={errors[field]}
      hint={hint}
      className={className}
      props={props}
    />
  );
}

/** One labelled text field of the delivery or billing address, its hint and its error under it. */
function TextField({
  id,
  name,
  label,
  value,
  onChange,
  required,
  disabled,
  error,
  hint,
  className,
  props,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  disabled?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  props: InputProps;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(control, error ? "border-red-700" : "border-stone-300")}
        {...props}
      />
    </Field>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${id}-error`}
          data-testid={`error-${id.replace(/^shipping-/, "")}`}
          className="text-sm font-medium text-red-700"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
