import { isAPIError } from "better-auth/api";

/**
 * better-auth's `onAPIError.onError`: what to log when an auth endpoint throws. A refused request (4xx:
 * malformed JSON, a missing password, a wrong content type) is answered with its message and is normal
 * traffic, so it is not logged; better-auth's default would print each at error level. Server faults
 * (5xx, or anything that is not an API error) are operator news and are logged.
 */
export function logAuthError(e: unknown, log: (...args: unknown[]) => void = console.error): void {
  if (isAPIError(e) && e.statusCode < 500) return;
  log("[auth]", e);
}
