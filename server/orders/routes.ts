import type { Env, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ORDER_ERRORS } from "../../app/features/checkout/messages";
import type { CatalogFacts } from "../../domain/cart";
import { requestClientIp } from "../auth/client-ip";
import { readJsonBody } from "../http/json-body";
import { type RequestLimits, tooManyRequestsMessage } from "../http/request-limits";
import type { Services } from "../services";
import type { OrderService, OrderView, PlaceOrderOptions } from "./order-service";

/** 50 lines with the extras a cart line carries stay far below this. */
export const ORDER_BODY_LIMIT_BYTES = 32 * 1024;
/** As many lines as a stored cart may hold. */
const MAX_PRICE_IDS = 200;

export type OrderResponse =
  | { order: OrderView }
  | { error: string; message: string; fieldErrors?: Record<string, string> };

/**
 * Counts an order attempt of `ip` (POST /api/orders and the /checkout action share the count) and
 * gives the 429 answer once the client is over its limit, else null.
 */
export async function orderAttemptLimit(
  limits: RequestLimits,
  ip: string | undefined,
): Promise<{ status: 429; body: OrderResponse; headers: Record<string, string> } | null> {
  const verdict = await limits.hit("orders", ip);
  if (verdict.ok) return null;
  return {
    status: 429,
    body: { error: "too_many_requests", message: tooManyRequestsMessage(verdict.retryAfterSeconds) },
    headers: { "Retry-After": String(verdict.retryAfterSeconds) },
  };
}

const BODY_ERRORS = {
  not_json: ORDER_ERRORS.notJson,
  bad_json: ORDER_ERRORS.badJson,
  too_large: ORDER_ERRORS.tooLarge,
} as const;

/**
 * Reads, checks and places an order from an HTTP request; shared by POST /api/orders and the
 * /checkout action so both answer the same. 201 for a new order, 200 for a replayed one.
 */
export async function placeOrderFromRequest(
  request: Request,
  orders: OrderService,
  options: PlaceOrderOptions,
): Promise<{ status: ContentfulStatusCode; body: OrderResponse }> {
  const body = await readJsonBody(request, ORDER_BODY_LIMIT_BYTES);
  if (!body.ok) {
    return { status: body.status, body: { error: body.reason, message: BODY_ERRORS[body.reason] } };
  }
  const result = await orders.place(body.value, options);
  if (result.ok) return { status: result.created ? 201 : 200, body: { order: result.order } };
  const { status, error, message, fieldErrors } = result;
  return { status, body: fieldErrors ? { error, message, fieldErrors } : { error, message } };
}

export function registerOrderRoutes<E extends Env>(app: Hono<E>, services: Services) {
  app.post("/api/orders", async (c) => {
    const limited = await orderAttemptLimit(
      services.requestLimits,
      requestClientIp(c, services.config.trustProxy),
    );
    if (limited) return c.json(limited.body, limited.status, limited.headers);
    // Orders of a signed-in customer carry their user id (the session cookie decides, never the body).
    const userId = await services.auth.getUserId(c.req.raw);
    const { status, body } = await placeOrderFromRequest(c.req.raw, services.orders, { userId });
    return c.json(body, status);
  });

  /** Today's name, price, image and size for the plants in a cart (?id=a&id=b); unknown ids are left out. */
  app.get("/api/cart/prices", async (c) => {
    const ids = [...new Set(c.req.queries("id") ?? [])].filter((id) => id.length > 0 && id.length <= 200);
    if (ids.length > MAX_PRICE_IDS) {
      return c.json(
        { error: "too_many_ids", message: `Höchstens ${MAX_PRICE_IDS} Pflanzen je Anfrage.` },
        400,
      );
    }
    const plants = await services.catalog.byIds(ids);
    const facts: CatalogFacts[] = plants.map(({ id, name, priceCents, imageUrl, size }) => ({
      id,
      name,
      priceCents,
      imageUrl,
      size,
    }));
    c.header("Cache-Control", "no-cache");
    return c.json({ plants: facts });
  });
}
