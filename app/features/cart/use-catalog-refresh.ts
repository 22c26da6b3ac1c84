import { useEffect, useState } from "react";
import { api, contract } from "../../lib/api";
import { useMessages } from "../../lib/i18n/react";
import { toast } from "../../lib/toast";
import { cart, useCart } from "./cart-store";
import { cartMessages } from "./messages";

export type RefreshState = "idle" | "loading" | "done" | "failed";

/**
 * Brings the stored cart up to date with the catalogue (prices, names, sizes) whenever the set of
 * plants in it changes, so cart and checkout show what the server will charge. Plants that no longer
 * exist are dropped with a notice. If the look-up fails the stored values stay: the server prices
 * every order itself anyway.
 */
export function useCatalogRefresh(): RefreshState {
  const { CART } = useMessages(cartMessages);
  const { cartItems } = useCart();
  const ids = cartItems.map((i) => i.id).join("\n");
  const [state, setState] = useState<RefreshState>("idle");

  useEffect(() => {
    if (!ids) return;
    const controller = new AbortController();
    const query = new URLSearchParams(ids.split("\n").map((id) => ["id", id]));
    setState("loading");
    api(`/api/cart/prices?${query}`, contract("cartPrices"), { signal: controller.signal })
      .then((res) => {
        if (!res.ok) throw new Error(`cart prices: ${res.error.message}`);
        const { removed, soldOut, reduced, repriced } = cart.refresh(res.data.plants);
        if (removed.length) toast.warning(CART.gone(removed.map((i) => i.name).join(", ")));
        if (soldOut.length) toast.warning(CART.soldOut(soldOut.map((i) => i.name).join(", ")));
        for (const line of reduced) toast.warning(CART.reduced(line.name, line.quantity));
        if (repriced) toast.info(CART.pricesUpdated);
        setState("done");
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Could not refresh cart prices", err);
        setState("failed");
      });
    return () => controller.abort();
  }, [ids, CART]);

  return state;
}
