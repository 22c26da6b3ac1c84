import { useMessages } from "../../lib/i18n/react";
import { checkoutMessages } from "./messages";

/**
 * The checkout's optional box (#49): „Ich bin einverstanden, dass meine E-Mail-Adresse an DHL übermittelt
 * wird …“. Unticked until the customer ticks it; without it the order goes through the same, and DHL
 * gets no e-mail (server/shipping/labels.ts `emailForDhl`).
 */
export function DhlEmailConsent({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const { CHECKOUT } = useMessages(checkoutMessages);
  return (
    <div className="mt-5 flex gap-3 border-t border-stone-200 pt-4">
      <input
        id="dhl-email-consent"
        name="dhlEmailConsent"
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
        aria-describedby="dhl-email-consent-hint"
        className="mt-0.5 h-5 w-5 shrink-0 accent-leaf-700"
      />
      <div>
        <label htmlFor="dhl-email-consent" className="text-sm font-medium text-stone-800">
          {CHECKOUT.dhlEmailConsent}
        </label>
        <p id="dhl-email-consent-hint" className="text-sm text-stone-600">
          {CHECKOUT.dhlEmailConsentHint}
        </p>
      </div>
    </div>
  );
}
