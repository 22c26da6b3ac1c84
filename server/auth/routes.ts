import { Hono } from "hono";
import type { Services } from "../services";
import { requestClientIp, withClientIp } from "./client-ip";
import { AUTH_ERROR_MESSAGES, TOO_MANY_REQUESTS } from "./messages";

/** Mounted at /api/auth: better-auth's endpoints, fed with the real client IP, answering in German. */
export function authRoutes({ auth, config }: Pick<Services, "auth" | "config">) {
  const app = new Hono();
  app.on(["GET", "POST"], "/*", async (c) => {
    const ip = requestClientIp(c, config.trustProxy);
    const res = await auth.handler(withClientIp(c.req.raw, ip));
    res.headers.set("Cache-Control", "no-store");
    if (res.status === 429) retryAfter(res.headers);
    return res.status >= 400 ? germanError(res) : res;
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

async function germanError(res: Response): Promise<Response> {
  if (!(res.headers.get("content-type") ?? "").includes("application/json")) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  if (!body || typeof body !== "object") return res;
  const code = res.status === 429 ? "too_many_requests" : body.code;
  const message =
    res.status === 429
      ? TOO_MANY_REQUESTS
      : (code && (AUTH_ERROR_MESSAGES as Record<string, string>)[code]) || body.message;
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...body, code, message }), { status: res.status, headers });
}
