import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { WITHDRAWAL_ERRORS } from "../../domain/contracts/withdrawal-messages";
import { requestClientIp } from "../auth/client-ip";
import { currentLocale } from "../http/api-locale";
import { type RequestLimits, tooManyRequestsMessage } from "../http/request-limits";
import type { WithdrawalService } from "./service";

const E = WITHDRAWAL_ERRORS;
/** A declaration is a few hundred bytes; 16 KiB leaves room for the longest allowed texts in UTF-8. */
export const WITHDRAWAL_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/withdrawals: the electronic withdrawal function (§ 356a BGB), usable without an account.
 * Only `application/json` is accepted, which also keeps cross-site HTML forms out (they cannot send it
 * without a CORS preflight this server never allows).
 */
export function withdrawalRoutes(
  service: WithdrawalService,
  { limits, trustProxy }: { limits?: RequestLimits; trustProxy: boolean } = { trustProxy: false },
) {
  const app = new Hono();
  app.post(
    "/",
    async (c, next) => {
      // Counted before the body is read: a flood of garbage counts as much as valid declarations.
      const verdict = await limits?.hit("withdrawals", requestClientIp(c, trustProxy));
      if (verdict && !verdict.ok) {
        return c.json(
          { error: "too_many_requests", message: tooManyRequestsMessage(verdict.retryAfterSeconds) },
          429,
          { "Retry-After": String(verdict.retryAfterSeconds) },
        );
      }
      await next();
    },
    bodyLimit({
      maxSize: WITHDRAWAL_BODY_LIMIT,
      onError: (c) => c.json({ error: "Payload too large", message: E.tooLarge }, 413),
    }),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        return c.json({ error: "Unsupported media type", message: E.notJson }, 415);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ error: "Invalid JSON", message: E.invalidJson }, 400);
      }
      const result = await service.declare(body, currentLocale());
      if (!result.ok) {
        return c.json(
          { error: "Invalid input", message: result.message, fieldErrors: result.fieldErrors },
          422,
        );
      }
      return c.json(result.receipt, 201);
    },
  );
  return app;
}
