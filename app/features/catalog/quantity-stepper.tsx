import { Minus, Plus } from "lucide-react";
import { MAX_QUANTITY } from "../../../domain/orders/cart";
import { useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "./messages";

/** Quantity with minimum 1 (spec §5) and the cart's per-line maximum, or the stock if less. */
export function QuantityStepper({
  value,
  onChange,
  max = MAX_QUANTITY,
  disabled,
}: {
  value: number;
  onChange: (n: number) => void;
  max?: number;
  disabled?: boolean;
}) {
  const { PLANT_PAGE } = useMessages(catalogMessages);
  const btn =
    "inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-leaf-50 disabled:opacity-40";
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white">
      <legend className="sr-only">{PLANT_PAGE.quantity}</legend>
      <button
        type="button"
        className={btn}
        aria-label={PLANT_PAGE.decrease}
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus aria-hidden className="h-4 w-4" />
      </button>
      <output aria-live="polite" data-testid="quantity" className="w-8 text-center font-semibold">
        {value}
      </output>
      <button
        type="button"
        className={btn}
        aria-label={PLANT_PAGE.increase}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus aria-hidden className="h-4 w-4" />
      </button>
    </fieldset>
  );
}
