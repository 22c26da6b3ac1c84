import { ArrowLeft } from "lucide-react";
import { LoadingLine } from "~/components/ui/loading-line";
import type { CartItem } from "../../../domain/orders/cart";
import { orderTotals } from "../../../domain/orders/order";
import { useLocalizedNavigate, useMessages } from "../../lib/i18n/react";
import { useShopSettings } from "../../lib/shop-settings";
import { toast } from "../../lib/toast";
import { useHydrated } from "../../lib/use-hydrated";
import { CartLine } from "./cart-line";
import { useCart } from "./cart-store";
import { CartSummary } from "./cart-summary";
import { EmptyCart } from "./empty-cart";
import { cartMessages } from "./messages";
import { noScriptMessages } from "./no-script-messages";
import { useCatalogRefresh } from "./use-catalog-refresh";

/** The cart page (spec §2). The cart lives in the browser, so the server renders only the frame. */
export function CartPage() {
  const { CART } = useMessages(cartMessages);
  const NO_SCRIPT = useMessages(noScriptMessages);
  const hydrated = useHydrated();
  const { cartItems, updateQuantity, removeFromCart, restoreItem } = useCart();
  const { freeShippingThresholdCents, shippingRatesCents } = useShopSettings();
  const navigate = useLocalizedNavigate();
  useCatalogRefresh();

  // Removing (also with − at quantity 1, spec §4) can be undone for a moment.
  const remove = (item: CartItem) => {
    const index = cartItems.findIndex((i) => i.id === item.id);
    removeFromCart(item.id);
    toast(CART.removed(item.name), {
      action: { label: CART.undo, onClick: () => restoreItem(item, index) },
    });
  };
  const setQuantity = (item: CartItem, quantity: number) =>
    quantity < 1 ? remove(item) : updateQuantity(item.id, quantity);

  // "Zurück" goes back in history; a cart opened directly has nowhere to go back to but the shop.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate("/shop");
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pt-24 pb-16 md:px-6">
      <button
        type="button"
        onClick={back}
        className="-ml-3 inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-leaf-800 hover:bg-black/5"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {CART.back}
      </button>
      <h1 className="mt-2 mb-6 text-3xl font-bold tracking-tight text-leaf-950 md:text-4xl">{CART.title}</h1>
      {/* Room for the loading line and the empty cart alike: the footer does not jump at hydration (CLS).
          Before hydration both are sent; the head's cart hint (cart-hint.ts) shows the empty cart at once
          where the browser's cart is known to be empty (app.css), else the loading line stands. The empty
          cart keeps its place in the tree, so hydration keeps its element. */}
      <div className="min-h-[28rem]">
        {!hydrated ? (
          <div className="cart-unknown">
            <LoadingLine withoutJs={NO_SCRIPT.orderByMail}>{CART.loading}</LoadingLine>
          </div>
        ) : null}
        {!hydrated || cartItems.length === 0 ? (
          <EmptyCart className={hydrated ? undefined : "cart-if-empty"} />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <section aria-labelledby="cart-items-heading">
              <h2 id="cart-items-heading" className="sr-only">
                {CART.itemsHeading}
              </h2>
              <ul className="flex flex-col gap-3">
                {cartItems.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    onQuantity={(q) => setQuantity(item, q)}
                    onRemove={() => remove(item)}
                  />
                ))}
              </ul>
            </section>
            <CartSummary
              totals={orderTotals(cartItems, freeShippingThresholdCents, shippingRatesCents)}
              inCart={cartItems.map((i) => i.id)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
