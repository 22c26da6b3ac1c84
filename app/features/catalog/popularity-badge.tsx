import type { Popularity } from "../../../domain/catalog/plant";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "./messages";

const STYLE: Record<Popularity, string> = {
  new: "bg-sky-700 text-white",
  trending: "bg-terracotta text-white",
  bestseller: "bg-leaf-800 text-white",
};

export function PopularityBadge({ popularity, className }: { popularity?: Popularity; className?: string }) {
  const { CATALOG } = useMessages(catalogMessages);
  if (!popularity) return null;
  return (
    <span
      className={cn("rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm", STYLE[popularity], className)}
    >
      {CATALOG.badge[popularity]}
    </span>
  );
}

export function PetFriendlyTag({ className }: { className?: string }) {
  const { CATALOG } = useMessages(catalogMessages);
  return (
    <span className={cn("rounded-full bg-leaf-100 px-2.5 py-1 text-xs font-medium text-leaf-900", className)}>
      {CATALOG.petFriendly}
    </span>
  );
}
