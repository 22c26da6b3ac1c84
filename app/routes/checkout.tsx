import { data, Link } from "react-router";
import { CheckoutPage } from "../features/checkout/checkout-page";
import { CHECKOUT } from "../features/checkout/messages";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: CHECKOUT.title, description: CHECKOUT.description, noindex: true });

/** Whether orders can be placed: always with the local checkout, with Shopify only once a store is set. */
export function loader({ context }: Route.LoaderArgs) {
  const { checkoutProvider, shopifyStoreDomain } = context.services.config;
  return {
    configured: checkoutProvider === "local" || Boolean(shopifyStoreDomain),
    // Shopify checks out on its own hosted page (Cart API), our local provider records the order here.
    hosted: checkoutProvider === "shopify" && Boolean(shopifyStoreDomain),
  };
}

/** Places the order: the same code path as POST /api/orders. */
export async function action({ request, context }: Route.ActionArgs) {
  const { placeOrderFromRequest, orderAttemptLimit } = await import("../../server/orders/routes");
  const { isDatabaseUnavailable, SERVICE_UNAVAILABLE } = await import("../../server/db/errors");
  try {
    const limited = await orderAttemptLimit(context.services.requestLimits, context.clientIp);
    if (limited) return data(limited.body, { status: limited.status, headers: limited.headers });
    // Orders of a signed-in customer carry their user id (the session cookie decides, never the body).
    const userId = await context.services.auth.getUserId(request);
    const { status, body } = await placeOrderFromRequest(request, context.services.orders, { userId });
    return data(body, { status });
  } catch (err) {
    // Keep the customer on the form (with their input) instead of the error page; a retry is safe.
    if (isDatabaseUnavailable(err)) {
      console.error(`[checkout] database unavailable: ${(err as Error).message}`);
      return data({ error: "unavailable", message: SERVICE_UNAVAILABLE }, { status: 503 });
    }
    console.error("[checkout] placing an order failed:", err);
    return data({ error: "server_error", message: CHECKOUT.genericError }, { status: 500 });
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage configured={loaderData.configured} hosted={loaderData.hosted} />;
}

/** The order request could not reach the server at all (offline): offer a safe retry. */
export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-4 pt-28 pb-16">
      <h1 className="text-3xl font-bold text-leaf-950">{CHECKOUT.errorTitle}</h1>
      <p className="mt-4 text-stone-700">{CHECKOUT.errorText}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href="/checkout"
          className="rounded-full bg-leaf-700 px-5 py-3 font-medium text-white hover:bg-leaf-800"
        >
          {CHECKOUT.retry}
        </a>
        <Link to="/cart" className="rounded-full border border-leaf-700 px-5 py-3 font-medium text-leaf-800">
          {CHECKOUT.backToCart}
        </Link>
      </div>
    </section>
  );
}
