import type { MiddlewareHandler } from "hono";
import { apiRefusal } from "./refusal";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF), before they reach
 * any handler: the Origin must be one of ours; without an Origin header, Sec-Fetch-Site must not say
 * "cross-site". Requests from non-browser clients carry neither and pass (they cannot ride on a
 * customer's cookies). The session cookie's SameSite=Lax is the second line of defence.
 */
export function sameOriginOnly(trusted: readonly string[]): MiddlewareHandler {
  const origins = new Set(trusted);
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const foreign =
      origin !== undefined
        ? !origins.has(origin)
        : site !== undefined && site !== "same-origin" && site !== "none";
    if (foreign) {
      return c.json({ ...apiRefusal({ error: "Forbidden" }), code: "invalid_origin" }, 403);
    }
    return next();
  };
}
