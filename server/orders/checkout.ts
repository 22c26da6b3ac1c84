import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { OrderResponse } from "../../domain/contracts/order";
import { orderRefusalMessages } from "../../domain/contracts/order-messages";
import type { Locale } from "../../domain/text/i18n";
import type { AuthService } from "../auth/service";
import { isDatabaseUnavailable } from "../db/errors";
import { requestLocale } from "../http/api-locale";
import { apiRefusalMessages } from "../http/api-messages";
import { readJsonBody } from "../http/json-body";
import { refusalBody } from "../http/refusal";
import type { RequestLimits } from "../http/request-limits";
import type { OnlinePayments } from "../payments/online-payments";
import { createCodeLimit } from "../vouchers/code-limit";
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
  const codeLimit = createCodeLimit(deps.requestLimits);
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
      // Codes (#43 §3): a client that typed too many wrong ones has none looked up until its window ends.
      const codes = (body.value as { codes?: unknown } | null)?.codes;
      if (Array.isArray(codes) && codes.length) {
        const limited = await codeLimit.refusal(clientIp, locale);
        if (limited) return limited;
      }
      const result = await deps.orders.place(body.value, { userId, locale });
      if (!result.ok) await codeLimit.counted(clientIp, result.error);
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
