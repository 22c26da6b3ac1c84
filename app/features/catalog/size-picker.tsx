import type { Plant, PlantSize } from "../../../domain/catalog/plant";
import { sizesOf } from "../../../domain/catalog/sizes";
import { stockState } from "../../../domain/orders/stock";
import { cn } from "../../lib/cn";
import { useEuro } from "../../lib/i18n/money";
import { useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "./messages";

/**
 * „Größe“ (#43 §1): one radio per size with its height and price, so the customer sees what each costs
 * before choosing; the page shows the chosen size's price and stock at once. Nothing for a plant offered
 * in one size.
 */
export function SizePicker({
  plant,
  value,
  onChange,
  className,
}: {
  plant: Plant;
  value: PlantSize;
  onChange: (size: PlantSize) => void;
  className?: string;
}) {
  const { SIZES, SHIPPING } = useMessages(catalogMessages);
  const euro = useEuro();
  const options = sizesOf(plant);
  if (options.length < 2) return null;
  return (
    <fieldset data-testid="size-picker" className={cn("flex flex-col gap-2", className)}>
      <legend className="mb-2 text-sm font-semibold text-leaf-950">{SIZES.legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map((o) => {
          const soldOut = stockState(o.stock).kind === "sold-out";
          return (
            <label
              key={o.id}
              className={cn(
                "flex min-h-11 min-w-0 cursor-pointer flex-col items-start gap-1 rounded-xl border px-3 py-2 text-sm sm:flex-row sm:items-center sm:gap-2",
                "has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50 has-[:checked]:ring-1 has-[:checked]:ring-leaf-700",
                "has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-leaf-700",
                "border-stone-300 bg-white",
              )}
            >
              <input
                type="radio"
                name={`size-${plant.id}`}
                value={o.size}
                checked={o.size === value}
                onChange={() => onChange(o.size)}
                className="h-4 w-4 shrink-0 accent-leaf-700"
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-leaf-950">{SHIPPING.size[o.size]}</span>
                <span className="text-xs text-stone-700">{o.height}</span>
                <span className="text-xs font-medium text-leaf-900">
                  {euro(o.priceCents)}
                  {soldOut ? <span className="ml-1 font-normal text-red-800">· {SIZES.soldOut}</span> : null}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
