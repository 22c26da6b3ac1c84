import type { ComponentProps } from "react";
import { SHIPPING_FIELDS, type ShippingField } from "../../../domain/contracts/shipping-fields";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { checkoutMessages } from "./messages";

export type ShippingDraft = Record<ShippingField, string>;
export type ShippingErrors = Partial<Record<ShippingField, string>>;

export const EMPTY_SHIPPING: ShippingDraft = {
  firstName: "",
  lastName: "",
  email: "",
  address: "",
  addressAddition: "",
  city: "",
  postalCode: "",
  country: "DE",
};

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

/** The seven fields of spec §2/§3 plus the optional address addition, each with its German error under it. */
export function ShippingFields({
  values,
  errors,
  onChange,
  disabled,
}: {
  values: ShippingDraft;
  errors: ShippingErrors;
  onChange: (field: ShippingField, value: string) => void;
  disabled?: boolean;
}) {
  const { CHECKOUT } = useMessages(checkoutMessages);
  const input = (
    field: ShippingField,
    props: Omit<ComponentProps<"input">, "name" | "value" | "onChange">,
    className?: string,
    hint?: string,
  ) => (
    <Field field={field} error={errors[field]} hint={hint} className={className}>
      <input
        id={`shipping-${field}`}
        name={field}
        value={values[field]}
        onChange={(e) => onChange(field, e.target.value)}
        required={field !== "addressAddition"}
        disabled={disabled}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={
          [hint ? `shipping-${field}-hint` : "", errors[field] ? `shipping-${field}-error` : ""]
            .filter(Boolean)
            .join(" ") || undefined
        }
        className={cn(control, errors[field] ? "border-red-700" : "border-stone-300")}
        {...props}
      />
    </Field>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {input("firstName", { autoComplete: "given-name", maxLength: 100 })}
      {input("lastName", { autoComplete: "family-name", maxLength: 100 })}
      {input("email", { type: "email", autoComplete: "email", maxLength: 254 }, "sm:col-span-2")}
      {input("address", { autoComplete: "address-line1", maxLength: 200 }, "sm:col-span-2")}
      {input(
        "addressAddition",
        { autoComplete: "address-line2", maxLength: 100 },
        "sm:col-span-2",
        CHECKOUT.addressAdditionHint,
      )}
      {input("postalCode", { autoComplete: "postal-code", inputMode: "numeric", maxLength: 10 })}
      {input("city", { autoComplete: "address-level2", maxLength: 100 })}
      <Field field="country" error={errors.country} hint={CHECKOUT.countryHint} className="sm:col-span-2">
        <select
          id="shipping-country"
          name="country"
          value={values.country}
          onChange={(e) => onChange("country", e.target.value)}
          required
          disabled={disabled}
          autoComplete="country"
          aria-describedby="shipping-country-hint"
          className={cn(control, "border-stone-300")}
        >
          <option value="DE">{CHECKOUT.countryName}</option>
        </select>
      </Field>
    </div>
  );
}

function Field({
  field,
  error,
  hint,
  className,
  children,
}: {
  field: ShippingField;
  error?: string;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { CHECKOUT } = useMessages(checkoutMessages);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={`shipping-${field}`} className="text-sm font-medium text-stone-800">
        {CHECKOUT.fields[field]}
      </label>
      {children}
      {hint ? (
        <p id={`shipping-${field}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={`shipping-${field}-error`}
          data-testid={`error-${field}`}
          className="text-sm font-medium text-red-700"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
