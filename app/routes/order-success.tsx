import { data } from "react-router";
import { checkoutMessages } from "../features/checkout/messages";
import { OrderNotFound, OrderSuccessPage, type PlacedOrder } from "../features/checkout/order-success-page";
import { localeOf } from "../lib/i18n/locale";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/order-success";

/**
 * /order-success?order=<id>: the order, loaded on the server. The random id is the only key to it,
 * and the page shows no address. Without an id the spec's plain thank-you page is shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { ORDER_SUCCESS } = checkoutMessages[localeOf(url.pathname)];
  const id = url.searchParams.get("order");
  if (id === null) return { found: false as const, placed: null };
  let order = await context.services.orders.get(id.trim());
  if (!order) return data({ found: false as const, placed: null, notFound: true }, { status: 404 });
  // Back from Stripe's page (#33): ask Stripe how the payment stands — never the URL's word for it —
  // so the page can say „bezahlt" even before the webhook arrives.
  const { payments } = context.services;
  if (order.online && (order.online.state === "open" || order.online.state === "processing") && payments) {
    await payments.sync(order.id);
    order = (await context.services.orders.get(order.id)) ?? order;
  }
  const at = new Date(order.createdAt);
  const placed: PlacedOrder = {
    order,
    placedAt: ORDER_SUCCESS.placedAt(at),
    dispatch: ORDER_SUCCESS.dispatch(at),
    delivery: ORDER_SUCCESS.delivery(at, {
      from: context.services.config.shop.delivery.fromDays,
      to: context.services.config.shop.delivery.toDays,
    }),
    // The one payment term (PAYMENT_TERM_DAYS), as the checkout stated it and the invoice will print it.
    paymentTermDays: context.services.config.invoicing.paymentTermDays,
  };
  return { found: true as const, placed };
}

/** Order details are personal: never cached by shared caches, never kept by the browser. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) => {
  const { ORDER_SUCCESS } = checkoutMessages[localeOf(args.location.pathname)];
  return pageMeta(args, {
    title:
      args.loaderData && "notFound" in args.loaderData
        ? ORDER_SUCCESS.notFoundTitle
        : ORDER_SUCCESS.metaTitle,
    description: ORDER_SUCCESS.description,
    noindex: true,
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <OrderNotFound />;
  return <OrderSuccessPage placed={loaderData.placed} />;
}
