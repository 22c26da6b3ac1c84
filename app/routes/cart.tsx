import { CartPage } from "../features/cart/cart-page";
import { CART } from "../features/cart/messages";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: CART.title, description: CART.description });

export default function Page() {
  return <CartPage />;
}
