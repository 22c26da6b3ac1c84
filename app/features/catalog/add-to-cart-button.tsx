import { Check, Plus, ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import type { Plant } from "../../../domain/catalog/plant";
import { stockState } from "../../../domain/orders/stock";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useLocalize, useMessages } from "../../lib/i18n/react";
import { toast } from "../../lib/toast";
import { cart } from "../cart/cart-store";
import { type CatalogTexts, catalogMessages } from "./messages";
import { toCartProduct } from "./to-cart-product";

export const ADD_TOAST_MS = 3000;
export const PRESSED_MS = 800;

/**
 * Adds `count` units of a plant, as many as the stock allows; returns how many went in. The cart
 * never holds more than is left (domain/orders/cart.ts), so a full line says so instead.
 */
export function addUnits(plant: Plant, count: number, { STOCK }: CatalogTexts): number {
  const inCart = () => cart.snapshot().find((i) => i.id === plant.id)?.quantity ?? 0;
  const before = inCart();
  for (let i = 0; i < count; i++) cart.add(toCartProduct(plant));
  const added = inCart() - before;
  if (added < count && plant.stock !== undefined && plant.stock > 0)
    toast.info(STOCK.allInCart(plant.name, plant.stock));
  return added;
}

/** Adds one plant: toast "{name} added to cart" for 3 s and an 800 ms pressed state (spec §4). */
export function addPlantToCart(plant: Plant, texts: CatalogTexts) {
  if (addUnits(plant, 1, texts)) toast.success(texts.CATALOG.added(plant.name), { duration: ADD_TOAST_MS });
}

export const isSoldOut = (plant: Plant): boolean => stockState(plant.stock).kind === "sold-out";

export function AddToCartButton({
  plant,
  compact,
  className,
}: {
  plant: Plant;
  compact?: boolean;
  className?: string;
}) {
  const texts = useMessages(catalogMessages);
  const localize = useLocalize();
  const { CATALOG, STOCK } = texts;
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!pressed) return;
    const t = setTimeout(() => setPressed(false), PRESSED_MS);
    return () => clearTimeout(t);
  }, [pressed]);
  const soldOut = isSoldOut(plant);
  const onClick = (e: React.MouseEvent) => {
    e.stopPropagation();
    addPlantToCart(plant, texts);
    setPressed(true);
  };
  if (compact) {
    // A card's button is a form leading to the plant's page: without JavaScript a click still goes
    // somewhere useful, to the page that says how to order (#32); with it, the click adds to the cart.
    return (
      <form
        method="get"
        action={localize(`/shop/plant/${encodeURIComponent(plant.id)}`)}
        onSubmit={(e) => e.preventDefault()}
        className="contents"
      >
        <button
          type="submit"
          onClick={onClick}
          // Disabled, it names the reason: a screen reader hears why, not only that it is greyed out.
          disabled={soldOut}
          aria-label={soldOut ? STOCK.soldOutReason(plant.name) : CATALOG.addShort(plant.name)}
          title={soldOut ? STOCK.soldOut : undefined}
          data-pressed={pressed}
          className={cn(
            "inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf-700 text-white transition-transform hover:bg-leaf-800",
            "disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600",
            pressed && "scale-90 bg-leaf-900",
            className,
          )}
        >
          {pressed ? <Check aria-hidden className="h-5 w-5" /> : <Plus aria-hidden className="h-5 w-5" />}
        </button>
      </form>
    );
  }
  if (soldOut) {
    return (
      <Button disabled aria-label={STOCK.soldOutReason(plant.name)} className={className}>
        <ShoppingBag aria-hidden className="h-5 w-5" />
        {STOCK.soldOut}
      </Button>
    );
  }
  return (
    <Button
      onClick={onClick}
      data-pressed={pressed}
      className={cn(pressed && "scale-95 bg-leaf-900", className)}
    >
      {pressed ? <Check aria-hidden className="h-5 w-5" /> : <ShoppingBag aria-hidden className="h-5 w-5" />}
      {CATALOG.addToCart}
    </Button>
  );
}
