import { Dialog as D } from "radix-ui";
import type { RefObject } from "react";
import { Form } from "react-router";
import type { LightLevel } from "../../../domain/catalog/plant";
import type { ShopQuery } from "../../../domain/catalog/search";
import { SORTS } from "../../../domain/catalog/search";
import { formatEuroInput } from "../../../domain/orders/money";
import { Button, buttonClass } from "../../components/ui/button";
import { Sheet } from "../../components/ui/sheet";
import { Link, useLocalize, useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "./messages";

const LEVELS: LightLevel[] = ["low", "medium", "high"];

function LevelGroup({
  name,
  legend,
  selected,
}: {
  name: "light" | "water";
  legend: string;
  selected: LightLevel[];
}) {
  const { CATALOG } = useMessages(catalogMessages);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-leaf-950">{legend}</legend>
      {LEVELS.map((l) => (
        <label key={l} className="flex items-center gap-2">
          <input
            type="checkbox"
            name={name}
            value={l}
            defaultChecked={selected.includes(l)}
            className="h-5 w-5 accent-leaf-700"
          />
          {CATALOG.level[l]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Filter sheet of /shop (beyond the spec: light, water, pets, price, sort). A GET form, so the filters
 * live in the URL and work without JavaScript once the sheet is open. Loaded on the first opening
 * (`ShopFilters` renders the opening button); on closing, focus returns to where it was, else to `trigger`.
 */
export function FilterSheet({
  open,
  onOpenChange,
  query,
  trigger,
  contentId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  query: ShopQuery;
  /** The opening button. */
  trigger?: RefObject<HTMLElement | null>;
  /** The id its button's aria-controls names. */
  contentId?: string;
}) {
  const { SHOP } = useMessages(catalogMessages);
  const localize = useLocalize();
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={SHOP.filterTitle}
      showTitle
      closeLabel={SHOP.closeFilter}
      width="w-[90vw]"
      trigger={trigger}
      contentId={contentId}
    >
      <Form
        method="get"
        action={localize("/shop")}
        onSubmit={() => onOpenChange(false)}
        className="flex flex-1 flex-col gap-6"
      >
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {query.category !== "all" ? <input type="hidden" name="category" value={query.category} /> : null}
        <LevelGroup name="light" legend={SHOP.light} selected={query.light} />
        <LevelGroup name="water" legend={SHOP.water} selected={query.water} />
        <label className="flex items-center gap-2 font-medium">
          <input
            type="checkbox"
            name="pet"
            value="1"
            defaultChecked={query.petFriendly}
            className="h-5 w-5 accent-leaf-700"
          />
          {SHOP.pets}
        </label>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-leaf-950">{SHOP.price}</legend>
          <div className="flex gap-3">
            {(["min", "max"] as const).map((k) => (
              // min-w-0: an input's intrinsic width (~20 characters) would otherwise push the row past a
              // phone's sheet (#46 §9: „bis“ was cut at the right edge at 390 px).
              <label key={k} className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                {k === "min" ? SHOP.minPrice : SHOP.maxPrice}
                {/* Text, not type=number: "29,99" is a German price (parseEuroInput reads it). */}
                <input
                  type="text"
                  name={k}
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={12}
                  defaultValue={(() => {
                    const cents = k === "min" ? query.minPriceCents : query.maxPriceCents;
                    return cents === undefined ? "" : formatEuroInput(cents);
                  })()}
                  className="h-11 w-full min-w-0 rounded-xl border border-stone-300 px-3"
                />
              </label>
            ))}
          </div>
        </fieldset>
        <label className="flex flex-col gap-1 font-semibold text-leaf-950">
          {SHOP.sort}
          <select
            name="sort"
            defaultValue={query.sort}
            className="h-11 rounded-xl border border-stone-300 px-3 font-normal"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {SHOP.sorts[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="mt-auto flex flex-col gap-2">
          <Button type="submit">{SHOP.apply}</Button>
          <D.Close asChild>
            <Link
              to={query.category !== "all" ? `/shop?category=${encodeURIComponent(query.category)}` : "/shop"}
              className={buttonClass("ghost")}
            >
              {SHOP.clearFilters}
            </Link>
          </D.Close>
        </div>
      </Form>
    </Sheet>
  );
}
