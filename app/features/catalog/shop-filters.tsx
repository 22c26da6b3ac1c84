import { SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { ShopQuery } from "../../../domain/catalog/search";
import { activeFilterCount } from "../../../domain/catalog/shop-query";
import { buttonClass } from "../../components/ui/button";
import { useMessages } from "../../lib/i18n/react";
import { onDemand } from "../../lib/on-demand";
import { onFirstInteraction } from "../../lib/on-first-interaction";
import { catalogMessages } from "./messages";

// The sheet (Radix dialog code) loads on its first opening, and ahead of it when the page is idle or a
// pointer or focus reaches the button; the button itself is in the page.
const FilterSheet = onDemand(() => import("./filter-sheet").then((m) => m.FilterSheet));

/** Filter button of /shop, with the number of active filters; it opens the filter sheet. */
export function ShopFilters({ query }: { query: ShopQuery }) {
  const { SHOP } = useMessages(catalogMessages);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  const active = activeFilterCount(query);
  useEffect(() => onFirstInteraction(FilterSheet.preload), []);
  return (
    <>
      {/* The attributes a Radix Dialog.Trigger would set. */}
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? sheetId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen(true)}
        onPointerEnter={FilterSheet.preload}
        onFocus={FilterSheet.preload}
        className={buttonClass("outline", "md", "shrink-0")}
        data-testid="filter-button"
      >
        <SlidersHorizontal aria-hidden className="h-5 w-5" />
        {SHOP.filter}
        {active ? <span className="rounded-full bg-leaf-700 px-2 text-xs text-white">{active}</span> : null}
      </button>
      <FilterSheet open={open} onOpenChange={setOpen} query={query} trigger={button} contentId={sheetId} />
    </>
  );
}
