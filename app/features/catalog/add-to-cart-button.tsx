import { Check, Plus, ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import type { Plant } from "../../../domain/plant";
import { Button } from "../../components/ui/button";
import { En } from "../../components/ui/lang";
import { cn } from "../../lib/cn";
import { toast } from "../../lib/toast";
import { cart } from "../cart/cart-store";
import { CATALOG } from "./messages";
import { toCartProduct } from "./to-cart-product";

export const ADD_TOAST_MS = 3000;
export const PRESSED_MS = 800;

/** Adds one plant: toast "{name} added to cart" for 3 s and an 800 ms pressed state (spec §4). */
export function addPlantToCart(plant: Plant) {
  cart.add(toCartProduct(plant));
  toast.success(CATALOG.added(plant.name), { duration: ADD_TOAST_MS });
}

export function AddToCartButton({
  plant,
  compact,
  className,
}: {
  plant: Plant;
  compact?: boolean;
  className?: string;
}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!pressed) return;
    const t = setTimeout(() => setPressed(false), PRESSED_MS);
    return () => clearTimeout(t);
  }, [pressed]);
  const onClick = (e: React.MouseEvent) => {
    e.stopPropagation();
    addPlantToCart(plant);
    setPressed(true);
  };
  if (compact) {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-label={CATALOG.addShort(plant.name)}
        data-pressed={pressed}
        className={cn(
          "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white transition-transform hover:bg-leaf-800",
          pressed && "scale-90 bg-leaf-900",
          className,
        )}
      >
        {pressed ? <Check aria-hidden className="h-5 w-5" /> : <Plus aria-hidden className="h-5 w-5" />}
      </button>
    );
  }
  return (
    <Button
      onClick={onClick}
      data-pressed={pressed}
      className={cn(pressed && "scale-95 bg-leaf-900", className)}
    >
      {pressed ? <Check aria-hidden className="h-5 w-5" /> : <ShoppingBag aria-hidden className="h-5 w-5" />}
      <En>{CATALOG.addToCart}</En>
    </Button>
  );
}
