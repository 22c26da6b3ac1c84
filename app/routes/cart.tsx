import { CartPage } from "../features/cart/cart-page";
import { CART } from "../features/cart/messages";
import { sharedPageHeaders } from "../lib/cache-headers";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/cart";

/** The same for every anonymous visitor: shared briefly (app/lib/cache-headers.ts). */
export const headers: Route.HeadersFunction = sharedPageHeaders;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: CART.title, description: CART.description });

export default function Page() {
  return <CartPage />;
}
