import { useRef } from "react";
import type { Plant } from "../../../domain/catalog/plant";
import { cn } from "../../lib/cn";
import { Link, useMessages } from "../../lib/i18n/react";
import { AddToCartButton } from "./add-to-cart-button";
import { catalogMessages } from "./messages";
import { PlantImage } from "./plant-image";
import { PetFriendlyTag, PopularityBadge } from "./popularity-badge";
import { PlantPrice, PriceNote } from "./price-note";
import { StockNote } from "./stock-note";
import { WishlistHeart } from "./wishlist-heart";

/** A tap that turns into a scroll of more than 10 px is not a tap (spec §9). */
const TAP_SLOP_PX = 10;

/**
 * Plant card of the grids (spec §2). Clicking the card (not one of its buttons) opens the detail
 * dialog; the name is also a real link to the plant page for crawlers and new tabs.
 */
export function PlantCard({
  plant,
  onOpen,
  variant = "home",
  priority,
}: {
  plant: Plant;
  onOpen: (plant: Plant) => void;
  variant?: "home" | "shop";
  priority?: boolean;
}) {
  const { CATALOG } = useMessages(catalogMessages);
  const start = useRef<{ x: number; y: number } | null>(null);
  const moved = useRef(false);
  const botanical = plant.botanicalName || (variant === "shop" ? CATALOG.botanicalFallback : "");

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a mouse/touch shortcut; keyboard users open the dialog with the name link
    <article
      data-testid="plant-card"
      className="group relative flex cursor-pointer flex-col overflow-hidden rounded-2xl bg-white shadow-sm transition-shadow hover:shadow-md"
      onPointerDown={(e) => {
        start.current = { x: e.clientX, y: e.clientY };
        moved.current = false;
      }}
      onPointerMove={(e) => {
        if (!start.current || e.pointerType !== "touch") return;
        if (Math.hypot(e.clientX - start.current.x, e.clientY - start.current.y) > TAP_SLOP_PX)
          moved.current = true;
      }}
      onClick={() => {
        if (!moved.current) onOpen(plant);
      }}
    >
      <div className="relative">
        <PlantImage src={plant.imageUrl} alt={plant.imageAlts?.[0] || plant.name} priority={priority} />
        <PopularityBadge popularity={plant.popularity} className="absolute left-3 top-3" />
        <WishlistHeart id={plant.id} name={plant.name} className="absolute right-3 top-3 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-base font-semibold leading-snug text-leaf-950">
          <Link
            to={`/shop/plant/${encodeURIComponent(plant.id)}`}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return e.stopPropagation();
              e.preventDefault();
            }}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none focus-visible:after:outline-3 focus-visible:after:outline-leaf-600 focus-visible:after:rounded-2xl"
            aria-label={CATALOG.openDetails(plant.name)}
          >
            {plant.name}
          </Link>
        </h3>
        {botanical ? <p className="text-sm italic text-stone-600">{botanical}</p> : null}
        {plant.petFriendly && variant === "home" ? <PetFriendlyTag className="mt-1 self-start" /> : null}
        <div className="mt-auto flex items-end justify-between gap-2 pt-3">
          <div>
            <PlantPrice plant={plant} lowest className="text-lg" />
            <PriceNote />
            <StockNote stock={plant.stock} className="mt-1" />
          </div>
          <AddToCartButton plant={plant} compact className="relative z-10" />
        </div>
      </div>
    </article>
  );
}

export function PlantCardSkeleton() {
  return (
    <div data-testid="plant-skeleton" aria-hidden className="overflow-hidden rounded-2xl bg-white shadow-sm">
      <div className="aspect-square animate-pulse bg-leaf-100" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-4 w-2/3 animate-pulse rounded bg-leaf-100" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-leaf-50" />
        <div className="mt-3 h-6 w-1/3 animate-pulse rounded bg-leaf-100" />
      </div>
    </div>
  );
}

/**
 * Two columns on phones, three on tablets, then `columns` (4 by default; 3 for the 6 Trending plants,
 * which would leave two orphans in a row of four). One class per width: clsx does not merge classes.
 */
export function PlantGrid({
  className,
  columns = 4,
  ...props
}: React.ComponentProps<"div"> & { "data-testid"?: string; columns?: 3 | 4 }) {
  return (
    <div
      data-columns={columns}
      className={cn(
        "grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-6",
        columns === 4 && "lg:grid-cols-4",
        className,
      )}
      {...props}
    />
  );
}
