import { Minus, Plus, Trash2 } from "lucide-react";
import { SIZE_PARAM, SIZE_SLUGS } from "../../../domain/catalog/sizes";
import { type CartItem, lineMax } from "../../../domain/orders/cart";
import { useEuro } from "../../lib/i18n/money";
import { Link, useLocale, useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "../catalog/messages";
import { StockNote } from "../catalog/stock-note";
import { cartMessages } from "./messages";

const stepButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-full border border-stone-300 bg-white text-leaf-900 " +
  "hover:bg-leaf-50 disabled:opacity-40";

/** One cart line (spec §2): image, name linking to the plant, line total, unit price, − / +, remove. */
export function CartLine({
  item,
  onQuantity,
  onRemove,
}: {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const euro = useEuro();
  const { CART } = useMessages(cartMessages);
  const { STOCK, SIZES, SHIPPING } = useMessages(catalogMessages);
  const locale = useLocale();
  // A size's line (#43 §1) opens its plant's page with that size chosen.
  const href = item.plantId
    ? `/shop/plant/${encodeURIComponent(item.plantId)}?${SIZE_PARAM[locale]}=${SIZE_SLUGS[locale][item.size]}`
    : `/shop/plant/${encodeURIComponent(item.id)}`;
  const max = lineMax(item);
  const atStock = item.stock !== undefined && item.quantity >= item.stock;
  const limitId = `stock-limit-${item.id}`;
  return (
    <li
      data-testid="cart-line"
      data-id={item.id}
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70"
    >
      <img
        src={item.imageUrl}
        alt=""
        width={96}
        height={96}
        className="h-20 w-20 shrink-0 rounded-xl bg-leaf-50 object-contain sm:h-24 sm:w-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-base font-semibold text-leaf-950 sm:text-lg">
              <Link to={href} viewTransition className="hover:underline underline-offset-4">
                {item.name}
              </Link>
            </h3>
            {item.sized ? (
              <p data-testid="line-size" className="text-sm text-stone-700">
                {SIZES.inCart(SHIPPING.size[item.size])}
              </p>
            ) : null}
            <p className="text-sm text-stone-600">{CART.perPiece(euro(item.priceCents))}</p>
            <StockNote stock={item.stock} />
          </div>
          <p data-testid="line-total" className="shrink-0 text-base font-semibold text-leaf-950 sm:text-lg">
            {euro(item.priceCents * item.quantity)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">{CART.quantityLabel(item.name)}</legend>
            <button
              type="button"
              className={stepButton}
              aria-label={item.quantity === 1 ? CART.decreaseRemoves(item.name) : CART.decrease(item.name)}
              onClick={() => onQuantity(item.quantity - 1)}
            >
              <Minus aria-hidden className="h-4 w-4" />
            </button>
            <output
              data-testid="quantity"
              aria-live="polite"
              className="w-10 text-center text-base font-semibold tabular-nums"
            >
              {item.quantity}
            </output>
            <button
              type="button"
              className={stepButton}
              aria-label={CART.increase(item.name)}
              aria-describedby={atStock ? limitId : undefined}
              disabled={item.quantity >= max}
              onClick={() => onQuantity(item.quantity + 1)}
            >
              <Plus aria-hidden className="h-4 w-4" />
            </button>
            {atStock ? (
              <span id={limitId} className="sr-only">
                {STOCK.atLimit(item.stock!)}
              </span>
            ) : null}
          </fieldset>
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-red-800 hover:bg-red-50"
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {CART.remove}
            <span className="sr-only"> {item.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
