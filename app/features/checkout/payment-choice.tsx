import { CreditCard, FileText } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { CheckoutPayment } from "../../../domain/contracts/order";
import { cn } from "../../lib/cn";
import { useEuro } from "../../lib/i18n/money";
import { useMessages } from "../../lib/i18n/react";
import { checkoutMessages } from "./messages";

/**
 * The checkout's payment: „Kauf auf Rechnung" alone, or (Stripe configured, #33) a choice between it
 * and paying online on Stripe's page — radio buttons in a fieldset, each option a card with its terms.
 * No method costs extra (§ 312a Abs. 4 BGB), and each says so.
 */
export function PaymentChoice({
  paymentTermDays,
  online,
  value,
  onChange,
  disabled,
  invoiceLimit = null,
  onlineNext,
  invoiceTerm,
}: {
  paymentTermDays: number;
  online: { methods: string } | null;
  value: CheckoutPayment;
  onChange: (value: CheckoutPayment) => void;
  disabled: boolean;
  /** Invoice payment only up to `cents` (INVOICE_MAX_TOTAL_EUR); `over`: this cart is above it. */
  invoiceLimit?: { cents: number; over: boolean } | null;
  /** What follows the choice of online payment, named by the page's own button (default: the checkout's). */
  onlineNext?: string;
  /** What paying by invoice means on this page (default: the order's payment term, with its parcel). */
  invoiceTerm?: string;
}) {
  const { CHECKOUT } = useMessages(checkoutMessages);
  const euro = useEuro();
  // Spans, not paragraphs: inside a <label> only phrasing content is allowed.
  const invoiceDetails = (
    <>
      <span data-testid="payment-term" className="block text-sm text-stone-700">
        {invoiceTerm ?? CHECKOUT.paymentTerm(paymentTermDays)}
      </span>
      <span className="block text-sm text-stone-700">{CHECKOUT.paymentHint}</span>
      {invoiceLimit ? (
        <span
          data-testid="invoice-limit"
          className={
            invoiceLimit.over ? "block text-sm font-medium text-amber-900" : "block text-sm text-stone-700"
          }
        >
          {invoiceLimit.over
            ? CHECKOUT.invoiceOverLimit(euro(invoiceLimit.cents))
            : CHECKOUT.invoiceUpTo(euro(invoiceLimit.cents))}
        </span>
      ) : null}
    </>
  );
  if (!online) {
    return (
      <div
        data-testid="payment-method"
        className="flex gap-3 rounded-xl border-2 border-leaf-700 bg-leaf-50 p-4"
      >
        <FileText aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-leaf-800" />
        <div>
          <span className="block font-medium text-leaf-950">{CHECKOUT.paymentMethod}</span>
          {invoiceDetails}
        </div>
      </div>
    );
  }
  return (
    <fieldset data-testid="payment-method" className="flex flex-col gap-3" disabled={disabled}>
      <legend className="sr-only">{CHECKOUT.paymentHeading}</legend>
      <Option
        value="invoice"
        current={value}
        onChange={onChange}
        icon={<FileText aria-hidden className="h-5 w-5" />}
        title={CHECKOUT.paymentMethod}
        unavailable={invoiceLimit?.over ?? false}
      >
        {invoiceDetails}
      </Option>
      <Option
        value="online"
        current={value}
        onChange={onChange}
        icon={<CreditCard aria-hidden className="h-5 w-5" />}
        title={CHECKOUT.paymentOnline}
      >
        <span data-testid="online-methods" className="block text-sm text-stone-700">
          {CHECKOUT.paymentOnlineHint(online.methods)}
        </span>
        {value === "online" ? (
          <span className="block text-sm text-stone-700">{onlineNext ?? CHECKOUT.paymentOnlineNext}</span>
        ) : null}
      </Option>
    </fieldset>
  );
}

/** One choice: the radio is named by its title and described by the details (not named by all of it). */
function Option({
  value,
  current,
  onChange,
  icon,
  title,
  unavailable = false,
  children,
}: {
  value: CheckoutPayment;
  current: CheckoutPayment;
  onChange: (value: CheckoutPayment) => void;
  icon: ReactNode;
  title: string;
  /** Not possible for this cart: shown, but not choosable. */
  unavailable?: boolean;
  children: ReactNode;
}) {
  const checked = value === current;
  const id = useId();
  return (
    <label
      className={cn(
        "flex cursor-pointer gap-3 rounded-xl border-2 p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-leaf-600 has-[:focus-visible]:ring-offset-2",
        checked ? "border-leaf-700 bg-leaf-50" : "border-stone-200 bg-white hover:border-leaf-300",
        unavailable && "cursor-not-allowed opacity-75 hover:border-stone-200",
      )}
    >
      <input
        type="radio"
        name="payment"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        disabled={unavailable}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-details`}
        className="mt-1 h-4 w-4 shrink-0 accent-leaf-700"
      />
      <span aria-hidden className="mt-0.5 shrink-0 text-leaf-800">
        {icon}
      </span>
      <span className="flex flex-col">
        <span id={`${id}-title`} className="block font-medium text-leaf-950">
          {title}
        </span>
        <span id={`${id}-details`}>{children}</span>
      </span>
    </label>
  );
}
