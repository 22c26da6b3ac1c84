import { Hono } from "hono";
import type { Locale } from "../../domain/text/i18n";
import { type Refusal, renderRefusal } from "../../domain/text/refusal";
import { requestLocale } from "../http/api-locale";
import { renderKey } from "../http/refusal";
import type { Services } from "../services";
import { requestClientIp, withClientIp } from "./client-ip";
import { type AuthRefusals, authRefusalMessages } from "./messages";

/**
 * Mounted at /api/auth: better-auth's endpoints, fed with the real client IP, refusing in the request's
 * language (German unless it asks for English).
 */
export function authRoutes({ auth, config }: Pick<Services, "auth" | "config">) {
  const app = new Hono();
  app.on(["GET", "POST"], "/*", async (c) => {
    const ip = requestClientIp(c, config.trustProxy);
    const res = await auth.handler(withClientIp(c.req.raw, ip));
    res.headers.set("Cache-Control", "no-store");
    if (res.status === 429) retryAfter(res.headers);
    return res.status >= 400 ? renderError(res, requestLocale(c.req.raw)) : res;
  });
  return app;
}

/**
 * better-auth names the wait only in its own X-Retry-After; clients and proxies read the standard
 * Retry-After (RFC 9110 § 10.2.3), in whole seconds.
 */
function retryAfter(headers: Headers) {
  const seconds = Math.ceil(Number(headers.get("x-retry-after")));
  if (!headers.has("retry-after")) headers.set("Retry-After", String(seconds > 0 ? seconds : 1));
}

const isAuthCode = (code: string | undefined): code is keyof AuthRefusals =>
  code !== undefined && Object.hasOwn(authRefusalMessages.de, code);

/**
 * An error of better-auth or of our hooks with its message rendered from its code (#30): a name's
 * problem from its key (`issue`), a code of ours from authRefusalMessages; better-auth's other codes
 * keep its own message.
 */
async function renderError(res: Response, locale: Locale): Promise<Response> {
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string; issue?: string; reasons?: unknown } | null;
  if (!body || typeof body !== "object") return res;
  const { issue, ...rest } = body;
  // better-auth's own 429 (per IP) carries no code of ours; the per-address limits (#49 §4) do.
  const code =
    res.status === 429 && body.code !== "mail_held_back" && body.code !== "account_attempts"
      ? "too_many_requests"
      : body.code;
  const message =
    typeof issue === "string"
      ? renderKey(issue, locale)
      : isAuthCode(code)
        ? renderRefusal(authRefusalMessages, locale, { error: code } as Refusal<AuthRefusals>)
        : body.message;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  // A weak password's reasons come as keys.
  const reasons = Array.isArray(body.reasons)
    ? { reasons: body.reasons.map((r) => (typeof r === "string" ? renderKey(r, locale) : r)) }
    : {};
  return new Response(JSON.stringify({ ...rest, code, message, ...reasons }), {
    status: res.status,
    headers,
  });
}
