import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { withdrawalRefusalMessages } from "../../domain/contracts/withdrawal-messages";
import { requestClientIp } from "../auth/client-ip";
import type { AuthService } from "../auth/service";
import { currentLocale } from "../http/api-locale";
import { apiRefusalMessages } from "../http/api-messages";
import { refusalBody } from "../http/refusal";
import type { RequestLimits } from "../http/request-limits";
import { confirmPage } from "./confirm-page";
import type { WithdrawalService } from "./service";

const refused = (error: "Unsupported media type" | "Invalid JSON" | "Payload too large") =>
  refusalBody(withdrawalRefusalMessages, currentLocale(), { error });
/** A declaration is a few hundred bytes; 16 KiB leaves room for the longest allowed texts in UTF-8. */
export const WITHDRAWAL_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/withdrawals: the electronic withdrawal function (§ 356a BGB), usable without an account.
 * Only `application/json` is accepted, which also keeps cross-site HTML forms out (they cannot send it
 * without a CORS preflight this server never allows).
 */
export function withdrawalRoutes(
  service: WithdrawalService,
  {
    limits,
    trustProxy,
    auth,
  }: {
    limits?: RequestLimits;
    trustProxy: boolean;
    /** The session says who declares: only a signed-in customer's own order is linked at once (#29). */
    auth?: Pick<AuthService, "getUser">;
  } = { trustProxy: false },
) {
  const app = new Hono();

  // The link in the receipt mailed to the order's address (#29): GET only shows a button (mail
  // scanners open links), the POST of that button links the declaration to the order.
  app.get("/:id/confirm", async (c) => {
    const { id } = c.req.param();
    const orderId = c.req.query("order") ?? "";
    const sig = c.req.query("sig") ?? "";
    const preview = await service.preview(id, orderId, sig);
    return confirmPage(
      c,
      preview.ok
        ? {
            step: preview.state,
            locale: preview.locale,
            orderReference: preview.orderReference,
            id,
            orderId,
            sig,
          }
        : { step: "invalid" },
      preview.ok ? 200 : 400,
    );
  });
  app.post("/:id/confirm", async (c) => {
    const { id } = c.req.param();
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const field = (k: string) => (typeof form[k] === "string" ? (form[k] as string) : "");
    const result = await service.confirm(id, field("order"), field("sig"));
    if (!result.ok && result.reason === "invalid") return confirmPage(c, { step: "invalid" }, 400);
    return confirmPage(
      c,
      result.ok
        ? { step: "done", locale: result.locale, orderNumber: result.orderNumber }
        : { step: "settled", locale: result.locale },
      result.ok ? 200 : 409,
    );
  });

  app.post(
    "/",
    async (c, next) => {
      // Counted before the body is read: a flood of garbage counts as much as valid declarations.
      const verdict = await limits?.hit("withdrawals", requestClientIp(c, trustProxy));
      if (verdict && !verdict.ok) {
        return c.json(
          refusalBody(apiRefusalMessages, currentLocale(), {
            error: "too_many_requests",
            params: { retryAfterSeconds: verdict.retryAfterSeconds },
          }),
          429,
          { "Retry-After": String(verdict.retryAfterSeconds) },
        );
      }
      await next();
    },
    bodyLimit({
      maxSize: WITHDRAWAL_BODY_LIMIT,
      onError: (c) => c.json(refused("Payload too large"), 413),
    }),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        return c.json(refused("Unsupported media type"), 415);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json(refused("Invalid JSON"), 400);
      }
      const user = auth ? await auth.getUser(c.req.raw) : null;
      const declarant = user
        ? { userId: user.id, email: user.email, emailVerified: user.emailVerified }
        : null;
      const result = await service.declare(body, currentLocale(), declarant, requestClientIp(c, trustProxy));
      if (!result.ok) {
        return c.json(refusalBody(withdrawalRefusalMessages, currentLocale(), result), 422);
      }
      return c.json(result.receipt, 201);
    },
  );
  return app;
}
