import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** An id a proxy in front may pass on: short, printable, nothing that could forge a log line. */
const PASSED_ID = /^[\w.:-]{1,100}$/;

export interface RequestLogOptions {
  /** Write one line per request (LOG_REQUESTS); the id is assigned either way. */
  enabled: boolean;
  /** Take the id from a proxy's X-Request-Id (TRUST_PROXY); otherwise every id is our own. */
  trustProxy: boolean;
  write?: (line: string) => void;
  now?: () => number;
}

/**
 * Gives every request an id, answers it in `X-Request-Id` and, when enabled, writes one JSON line per
 * request to stdout: time, id, method, path, status and duration. Error logs name the same id, so a
 * customer's "Fehler-ID" or a proxy's log leads to the line. The query string is left out: it can carry
 * a mail link's token (password reset, e-mail confirmation); and no IP address is logged.
 */
export function requestLog({
  enabled,
  trustProxy,
  write = (line) => process.stdout.write(`${line}\n`),
  now = () => performance.now(),
}: RequestLogOptions): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const passed = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined;
    const id = passed && PASSED_ID.test(passed) ? passed : randomUUID();
    c.set("requestId", id);
    const start = now();
    try {
      await next();
    } finally {
      c.res.headers.set(REQUEST_ID_HEADER, id);
      if (enabled)
        write(
          JSON.stringify({
            time: new Date().toISOString(),
            id,
            method: c.req.method,
            path: c.req.path,
            status: c.res.status,
            ms: Math.round((now() - start) * 10) / 10,
          }),
        );
    }
  };
}
