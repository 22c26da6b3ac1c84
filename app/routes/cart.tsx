import { CartPage } from "../features/cart/cart-page";
import { cartMessages } from "../features/cart/messages";
import { sharedPageHeaders } from "../lib/cache-headers";
import { localeOf } from "../lib/i18n/locale";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/cart";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) => {
  const { CART } = cartMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: CART.title, description: CART.description });
};

export default function Page() {
  return <CartPage />;
}
