import type { Plant } from "../../../domain/catalog/plant";
import { cn } from "../../lib/cn";
import { useEuro } from "../../lib/i18n/money";
import { Link, useLocale } from "../../lib/i18n/react";
import { AddToCartButton } from "./add-to-cart-button";
import { contentLang } from "./content-lang";

/**
 * Products offered beside a plant or a cart (#43 §1: a matching pot, fertiliser): picture, name (to its
 * page), price, and one click into the cart.
 */
export function AccessoryOffers({
  products,
  heading,
  headingLevel: H = "h2",
  testId,
  onNavigate,
  className,
}: {
  products: readonly Plant[];
  heading: string;
  headingLevel?: "h2" | "h3";
  testId: string;
  /** Following a product's link, e.g. to close the dialog the offers are in. */
  onNavigate?: () => void;
  className?: string;
}) {
  const euro = useEuro();
  const locale = useLocale();
  if (!products.length) return null;
  const headingId = `${testId}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={cn("flex flex-col gap-2", className)}
    >
      <H id={headingId} className="font-semibold text-leaf-950">
        {heading}
      </H>
      <ul className="flex flex-col gap-2">
        {products.map((p) => (
          <li
            key={p.id}
            data-testid="offer"
            data-id={p.id}
            className="flex items-center gap-3 rounded-xl bg-white p-2 shadow-sm ring-1 ring-stone-200/70"
          >
            <img
              src={p.imageUrl}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              className="h-14 w-14 shrink-0 rounded-lg bg-leaf-50 object-contain"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <Link
                to={`/shop/plant/${encodeURIComponent(p.id)}`}
                lang={contentLang(locale, p, "name")}
                onClick={onNavigate}
                className="text-sm font-medium text-leaf-950 hover:underline underline-offset-4"
              >
                {p.name}
              </Link>
              <span className="text-sm text-stone-700">{euro(p.priceCents)}</span>
            </span>
            <AddToCartButton plant={p} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
