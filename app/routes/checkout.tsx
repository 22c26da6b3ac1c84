import { data, redirect } from "react-router";
import { acceptsOrder, onlineMethodsText } from "../../domain/orders/online-payment";
import { CheckoutPage } from "../features/checkout/checkout-page";
import { checkoutMessages } from "../features/checkout/messages";
import { localeOf, localePath } from "../lib/i18n/locale";
import { Link, useLocale, useMessages } from "../lib/i18n/react";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = (args) => {
  const { CHECKOUT } = checkoutMessages[localeOf(args.location.pathname)];
  return pageMeta(args, { title: CHECKOUT.title, description: CHECKOUT.description, noindex: true });
};

/**
 * Whether orders can be placed: always with the local checkout, with Shopify only once a store is set.
 * A signed-in customer's name, email and the address of their latest order fill the form (never
 * shared-cached: the page cache and server/app.ts leave requests with a session alone).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { checkoutProvider, shopifyStoreDomain, invoicing, stripe } = context.services.config;
  const url = new URL(request.url);
  const locale = localeOf(url.pathname);
  // Back from Stripe's page without paying (its cancel_url, #33): the page calls that order off by a POST
  // with the link's token once it shows (#49: a GET never changes anything, and the order id alone —
  // it travels in URLs and histories — proves nothing). If Stripe says it was paid after all, the
  // thank-you page shows it.
  let abandon: { order: string; token: string } | null = null;
  const abandoned = url.searchParams.get("order");
  const token = url.searchParams.get("token");
  const payments = context.services.payments;
  if (
    url.searchParams.get("payment") === "cancelled" &&
    abandoned &&
    payments?.cancelLinkValid(abandoned, token)
  ) {
    const payment = await payments.view(abandoned);
    if (payment && acceptsOrder(payment.state))
      throw redirect(`${localePath(locale, "/order-success")}?order=${encodeURIComponent(abandoned)}`);
    if (payment) abandon = { order: abandoned, token: token! };
  }
  const user = await context.services.auth.getUser(request);
  const address = user ? await context.services.account.lastDeliveryAddress(user) : null;
  return {
    prefill: user
      ? { firstName: user.firstName, lastName: user.lastName, email: user.email, ...address }
      : null,
    configured: checkoutProvider === "local" || Boolean(shopifyStoreDomain),
    // Shopify checks out on its own hosted page (Cart API), our local provider records the order here.
    hosted: checkoutProvider === "shopify" && Boolean(shopifyStoreDomain),
    // The one payment term (PAYMENT_TERM_DAYS), as the invoice will print it.
    paymentTermDays: invoicing.paymentTermDays,
    // Online payment where Stripe is configured, with the methods it offers (#33).
    online: stripe ? { methods: onlineMethodsText(stripe.methods, locale) } : null,
    // INVOICE_MAX_TOTAL_EUR (#33): the form says up to which total, and offers no invoice above it.
    invoiceLimitCents: invoicing.limits.maxTotalCents,
    abandon,
  };
}

/**
 * Places the order (JSON: the same code path as POST /api/orders), or — a form with `intent=abandon`
 * and the cancel link's token — calls off the order the customer left Stripe's page without paying.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  if (request.headers.get("content-type")?.startsWith("application/x-www-form-urlencoded")) {
    // The payment page's way back (cancel_url): the order and its token, never a new order.
    const { CHECKOUT } = checkoutMessages[locale];
    const form = await request.formData().catch(() => null);
    const order = form?.get("order");
    const token = form?.get("token");
    if (form?.get("intent") !== "abandon" || typeof order !== "string" || typeof token !== "string")
      return data({ abandoned: false, message: CHECKOUT.abandonInvalid }, { status: 400 });
    const payment = await context.services.payments?.abandon(order, token);
    if (!payment) return data({ abandoned: false, message: CHECKOUT.abandonForbidden }, { status: 403 });
    if (acceptsOrder(payment.state))
      throw redirect(`${localePath(locale, "/order-success")}?order=${encodeURIComponent(order)}`);
    return data({ abandoned: true });
  }
  try {
    const { status, body, headers } = await context.services.checkout.placeFromRequest(
      request,
      context.clientIp,
    );
    return data(body, { status, headers });
  } catch (err) {
    // Keep the customer on the form (with their input) instead of the error page; a retry is safe.
    console.error("[checkout] placing an order failed:", err);
    const { CHECKOUT } = checkoutMessages[locale];
    return data({ error: "server_error", message: CHECKOUT.genericError }, { status: 500 });
  }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutPage
      configured={loaderData.configured}
      hosted={loaderData.hosted}
      prefill={loaderData.prefill}
      paymentTermDays={loaderData.paymentTermDays}
      online={loaderData.online}
      invoiceLimitCents={loaderData.invoiceLimitCents}
      abandon={loaderData.abandon}
    />
  );
}

/** The order request could not reach the server at all (offline): offer a safe retry. */
export function ErrorBoundary() {
  const { CHECKOUT } = useMessages(checkoutMessages);
  const locale = useLocale();
  return (
    <section className="mx-auto max-w-2xl px-4 pt-28 pb-16">
      <h1 className="text-3xl font-bold text-leaf-950">{CHECKOUT.errorTitle}</h1>
      <p className="mt-4 text-stone-700">{CHECKOUT.errorText}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={localePath(locale, "/checkout")}
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
