import type { Env, Hono } from "hono";
import { requestLocale } from "../http/api-locale";
import { apiRefusalMessages } from "../http/api-messages";
import { refusalBody } from "../http/refusal";
import type { Services } from "../services";

export function registerPaymentRoutes<E extends Env>(app: Hono<E>, services: Services) {
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
}
