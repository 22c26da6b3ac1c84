import type { BillingField } from "../../../domain/contracts/shipping-fields";
import { useMessages } from "../../lib/i18n/react";
import { checkoutMessages } from "./messages";
import { type BillingDraft, type BillingErrors, BillingFields } from "./shipping-fields";

/**
 * „Rechnungsadresse weicht von der Lieferadresse ab“ (#43 §4): the buyer's address for the invoice beside
 * the recipient's. Unticked, the invoice goes to the delivery address; for a Packstation or Postfiliale
 * the billing address is always asked for (an invoice names a postal address), without the box.
 */
export function BillingSection({
  pickup,
  differs,
  onDiffersChange,
  values,
  errors,
  onChange,
  disabled,
}: {
  pickup: boolean;
  differs: boolean;
  onDiffersChange: (differs: boolean) => void;
  values: BillingDraft;
  errors: BillingErrors;
  onChange: (field: BillingField, value: string) => void;
  disabled: boolean;
}) {
  const { CHECKOUT } = useMessages(checkoutMessages);
  const shown = pickup || differs;
  return (
    <section
      aria-labelledby="billing-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70"
    >
      <h2 id="billing-heading" className="mb-4 text-xl font-semibold text-leaf-950">
        {CHECKOUT.billingHeading}
      </h2>
      {pickup ? (
        <p className="mb-4 text-sm text-stone-700" data-testid="billing-pickup-note">
          {CHECKOUT.billingPickupNote}
        </p>
      ) : (
        <div className="flex gap-3">
          <input
            id="billing-differs"
            type="checkbox"
            checked={differs}
            onChange={(e) => onDiffersChange(e.target.checked)}
            disabled={disabled}
            aria-describedby="billing-differs-hint"
            className="mt-0.5 h-5 w-5 shrink-0 accent-leaf-700"
          />
          <div>
            <label htmlFor="billing-differs" className="text-sm font-medium text-stone-800">
              {CHECKOUT.billingToggle}
            </label>
            <p id="billing-differs-hint" className="text-sm text-stone-600">
              {CHECKOUT.billingToggleHint}
            </p>
          </div>
        </div>
      )}
      {errors.billing ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
          {errors.billing}
        </p>
      ) : null}
      {shown ? (
        <div className={pickup ? "" : "mt-4"}>
          <BillingFields values={values} errors={errors} onChange={onChange} disabled={disabled} />
        </div>
      ) : null}
    </section>
  );
}
