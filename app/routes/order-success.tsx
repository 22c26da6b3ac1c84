import { data } from "react-router";
import { deliveryEstimateText, dispatchText, SHOP_TIME_ZONE } from "../../domain/delivery";
import { ORDER_SUCCESS } from "../features/checkout/messages";
import { OrderNotFound, OrderSuccessPage, type PlacedOrder } from "../features/checkout/order-success-page";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/order-success";

const PLACED_AT = new Intl.DateTimeFormat("de-DE", {
  timeZone: SHOP_TIME_ZONE,
  dateStyle: "long",
  timeStyle: "short",
});

/**
 * /order-success?order=<id>: the order, loaded on the server. The random id is the only key to it,
 * and the page shows no address. Without an id the spec's plain thank-you page is shown.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("order");
  if (id === null) return { found: false as const, placed: null };
  const order = await context.services.orders.get(id.trim());
  if (!order) return data({ found: false as const, placed: null, notFound: true }, { status: 404 });
  const at = new Date(order.createdAt);
  const placed: PlacedOrder = {
    order,
    placedAt: PLACED_AT.format(at),
    dispatch: dispatchText(at),
    delivery: deliveryEstimateText(at),
  };
  return { found: true as const, placed };
}

/** Order details are personal: never cached by shared caches, never kept by the browser. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title:
      args.loaderData && "notFound" in args.loaderData
        ? ORDER_SUCCESS.notFoundTitle
        : ORDER_SUCCESS.metaTitle,
    description: ORDER_SUCCESS.description,
    noindex: true,
  });

export default function Page({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) return <OrderNotFound />;
  return <OrderSuccessPage placed={loaderData.placed} />;
}
