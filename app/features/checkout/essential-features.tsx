import { type CartItem, cartLineName } from "../../../domain/orders/cart";
import { useEuro } from "../../lib/i18n/money";
import { useLocale, useMessages } from "../../lib/i18n/react";
import { checkoutMessages } from "./messages";

type Features = (typeof checkoutMessages)["de"]["CHECKOUT"]["features"];

/** The features of a line: botanical name, size class, height, pot diameter (those the catalogue knows). */
export function features(item: CartItem, texts: Features = checkoutMessages.de.CHECKOUT.features): string[] {
  return [
    item.botanicalName ?? "",
    texts.size(item.size),
    item.height ? texts.height(item.height) : "",
    item.potDiameter ? texts.potDiameter(item.potDiameter) : "",
  ].filter(Boolean);
}

/**
 * § 312j Abs. 2 BGB: the essential features of the goods right before the button that makes the order
 * binding, on every screen size (on a phone the order summary sits far above it).
 */
export function EssentialFeatures({ items }: { items: readonly CartItem[] }) {
  const euro = useEuro();
  const { CHECKOUT } = useMessages(checkoutMessages);
  const locale = useLocale();
  return (
    <div>
      <h2 id="order-features-heading" className="font-semibold text-leaf-950">
        {CHECKOUT.features.heading}
      </h2>
      <ul
        data-testid="order-features"
        aria-labelledby="order-features-heading"
        className="mt-2 flex flex-col gap-2 text-sm"
      >
        {items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="font-medium text-leaf-950">
                {CHECKOUT.features.nameLine(item.quantity, cartLineName(item, locale))}
              </p>
              <p className="text-stone-700">
                {/* A feature never breaks inside ("17 cm"); the line breaks between features. */}
                {features(item, CHECKOUT.features).map((f, i) => (
                  <span key={f}>
                    {i > 0 ? " · " : null}
                    <span className="whitespace-nowrap">{f}</span>
                  </span>
                ))}
              </p>
            </div>
            <p className="shrink-0 tabular-nums text-stone-800">{euro(item.priceCents * item.quantity)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
