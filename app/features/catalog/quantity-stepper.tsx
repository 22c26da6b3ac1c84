import { Minus, Plus } from "lucide-react";
import { MAX_QUANTITY } from "../../../domain/cart";
import { PLANT_PAGE } from "./messages";

/** Quantity with minimum 1 (spec §5) and the cart's per-line maximum. */
export function QuantityStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const btn =
    "inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-leaf-50 disabled:opacity-40";
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white">
      <legend className="sr-only">{PLANT_PAGE.quantity}</legend>
      <button
        type="button"
        className={btn}
        aria-label={PLANT_PAGE.decrease}
        disabled={value <= 1}
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
        disabled={value >= MAX_QUANTITY}
        onClick={() => onChange(Math.min(MAX_QUANTITY, value + 1))}
      >
        <Plus aria-hidden className="h-4 w-4" />
      </button>
    </fieldset>
  );
}
