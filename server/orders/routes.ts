import type { Env, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { OrderResponse } from "../../domain/contracts/order";
import { orderRefusalMessages } from "../../domain/contracts/order-messages";
import type { CatalogFacts } from "../../domain/orders/cart";
import type { Locale } from "../../domain/text/i18n";
import { requestClientIp } from "../auth/client-ip";
import type { AuthService } from "../auth/service";
import { isDatabaseUnavailable } from "../db/errors";
import { requestLocale } from "../http/api-locale";
import { apiRefusalMessages, MAX_PRICE_IDS } from "../http/api-messages";
import { readJsonBody } from "../http/json-body";
import { refusalBody } from "../http/refusal";
import type { RequestLimits } from "../http/request-limits";
import type { OnlinePayments } from "../payments/online-payments";
import type { Services } from "../services";
import type { OrderCancellation } from "./commands/cancel";
import type { OrderService } from "./order-service";

/** 50 lines with the extras a cart line carries stay far below this. */
export const ORDER_BODY_LIMIT_BYTES = 32 * 1024;

export interface CheckoutAnswer {
  status: ContentfulStatusCode;
  body: OrderResponse;
  headers?: Record<string, string>;
}

/**
 * Places an order from an HTTP request: POST /api/orders and the /checkout form's action share it, so
 * both count against one limit per client IP and answer the same (201 new order, 200 replay, 4xx with
 * a code and its message in the page's language, 503 while the database is away).
 */
export interface Checkout {
  placeFromRequest(request: Request, clientIp: string | undefined): Promise<CheckoutAnswer>;
}

export function createCheckout(deps: {
  orders: OrderService & OrderCancellation;
  requestLimits: RequestLimits;
  auth: Pick<AuthService, "getUserId">;
  /** Stripe Checkout for orders paid online (#33); null: invoice payment only. */
  payments: OnlinePayments | null;
}): Checkout {
  return {
    async placeFromRequest(request, clientIp) {
      // The page's language: the checkout form's action runs under /en/…, the API client names it.
      return place(request, clientIp, requestLocale(request));
    },
  };

  async function place(
    request: Request,
    clientIp: string | undefined,
    locale: Locale,
  ): Promise<CheckoutAnswer> {
    try {
      const verdict = await deps.requestLimits.hit("orders", clientIp);
      if (!verdict.ok) {
        return {
          status: 429,
          body: refusalBody(apiRefusalMessages, locale, {
            error: "too_many_requests",
            params: { retryAfterSeconds: verdict.retryAfterSeconds },
          }),
          headers: { "Retry-After": String(verdict.retryAfterSeconds) },
        };
      }
      // Orders of a signed-in customer carry their user id (the session cookie decides, never the body).
      const userId = await deps.auth.getUserId(request);
      const body = await readJsonBody(request, ORDER_BODY_LIMIT_BYTES);
      if (!body.ok) {
        return {
          status: body.status,
          body: refusalBody(orderRefusalMessages, locale, { error: body.reason }),
        };
      }
      const result = await deps.orders.place(body.value, { userId, locale });
      if (result.ok) {
        const status = result.created ? 201 : 200;
        if (result.order.paymentMethod !== "stripe" || !deps.payments)
          return { status, body: { order: result.order } };
        // Paid online: the order holds its stock while the customer pays on Stripe's page.
        const started = await deps.payments.start(result.order.id);
        if (started.ok) {
          const { redirectUrl } = started;
          return { status, body: { order: result.order, ...(redirectUrl && { payment: { redirectUrl } }) } };
        }
        // Not a new order waiting for its payment (#49): a retry that found an order cancelled (or
        // confirmed) meanwhile gets no payment page for it.
        if (started.reason === "not_payable")
          return {
            status: 409,
            body: refusalBody(orderRefusalMessages, locale, { error: "order_not_payable" }),
          };
        // Stripe could not be reached: nothing is ordered, the stock is back, and the order gives up its
        // idempotency key, so the customer's retry (the same key) places a new order that can be paid.
        console.error(`[payments] no Stripe session for ${result.order.number}: ${started.detail}`);
        await deps.orders.cancel(result.order.id, { notify: false, releaseIdempotencyKey: true });
        return {
          status: 503,
          body: refusalBody(orderRefusalMessages, locale, { error: "payment_unavailable" }),
          headers: { "Retry-After": "5" },
        };
      }
      const { available } = result;
      return {
        status: result.status,
        body: { ...refusalBody(orderRefusalMessages, locale, result), ...(available && { available }) },
      };
    } catch (err) {
      // A retry is safe (idempotency key): tell the customer to try again in a moment.
      if (!isDatabaseUnavailable(err)) throw err;
      console.error(`[orders] database unavailable: ${(err as Error).message}`);
      return {
        status: 503,
        body: refusalBody(apiRefusalMessages, locale, { error: "unavailable" }),
        headers: { "Retry-After": "5" },
      };
    }
  }
}

export function registerOrderRoutes<E extends Env>(app: Hono<E>, services: Services) {
  /**
   * Stripe's webhook (#33): the raw body (the signature is over its bytes) and its Stripe-Signature
   * header; 400 for a bad signature, 200 once handled or known, 5xx (Stripe retries) when Stripe or the
   * database cannot be reached while handling it. 404 when the shop takes no online payment.
   */
  app.post("/api/payments/stripe/webhook", async (c) => {
    const payments = services.payments;
    if (!payments)
      return c.json(
        refusalBody(apiRefusalMessages, requestLocale(c.req.raw), {
          error: "Not found",
          params: { what: "api_path" },
        }),
        404,
      );
    const body = await c.req.text();
    const { status, body: answer } = await payments.receive(body, c.req.header("stripe-signature") ?? null);
    return c.json(answer, status);
  });

  app.post("/api/orders", async (c) => {
    const clientIp = requestClientIp(c, services.config.trustProxy);
    const { status, body, headers } = await services.checkout.placeFromRequest(c.req.raw, clientIp);
    return c.json(body, status, headers);
  });

  /**
   * Today's name, price, image, size, essential features (botanical name, height, pot diameter) and
   * stock for the plants in a cart (?id=a&id=b); unknown and unpublished ids are left out.
   */
  app.get("/api/cart/prices", async (c) => {
    const ids = [...new Set(c.req.queries("id") ?? [])].filter((id) => id.length > 0 && id.length <= 200);
    if (ids.length > MAX_PRICE_IDS) {
      return c.json(
        refusalBody(apiRefusalMessages, requestLocale(c.req.raw), { error: "too_many_ids" }),
        400,
      );
    }
    // Names in the cart's page language (#32): the browser's API client sends it (X-Shop-Locale).
    const plants = await services.catalog.localized(requestLocale(c.req.raw)).byIds(ids);
    const facts: CatalogFacts[] = plants.map(
      ({ id, name, priceCents, imageUrl, size, botanicalName, height, potDiameter, stock }) => ({
        id,
        name,
        priceCents,
        imageUrl,
        size,
        botanicalName,
        height,
        potDiameter,
        stock,
      }),
    );
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "X-Shop-Locale", { append: true });
    return c.json({ plants: facts });
  });
}
