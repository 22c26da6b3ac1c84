import type { Locale } from "../../domain/text/i18n";
import { apiRefusalMessages } from "../http/api-messages";
import { refusalBody } from "../http/refusal";
import type { RequestLimits } from "../http/request-limits";

/**
 * Wrong codes are limited per client (#43 §3): a voucher's code is worth money, so guessing must be
 * slow. Only wrong answers count (a customer who types a code right is never held up); once a client
 * has had `CODE_RATE_LIMIT_MAX` of them in the window, every request that carries a code — the order,
 * the checkout's „Einlösen“ and the voucher page's balance — is answered 429 before any code is looked
 * up, so a right guess cannot get through either. Counted in the database: all processes share it.
 */
export const WRONG_CODE_ERRORS: ReadonlySet<string> = new Set([
  "discount_unknown",
  "voucher_not_active",
  "voucher_unknown",
]);

export interface CodeLimit {
  /** A 429 answer when the client is over its limit, else null. */
  refusal(ip: string | undefined, locale: Locale): Promise<CodeLimitRefusal | null>;
  /** Counts the answer when it says the code was wrong. */
  counted(ip: string | undefined, error: string | undefined): Promise<void>;
}

export interface CodeLimitRefusal {
  status: 429;
  body: ReturnType<typeof refusalBody>;
  headers: Record<string, string>;
}

export function createCodeLimit(limits: Pick<RequestLimits, "peek" | "hit">): CodeLimit {
  return {
    async refusal(ip, locale) {
      const verdict = await limits.peek("codes", ip);
      if (verdict.ok) return null;
      return {
        status: 429,
        body: refusalBody(apiRefusalMessages, locale, {
          error: "too_many_requests",
          params: { retryAfterSeconds: verdict.retryAfterSeconds },
        }),
        headers: { "Retry-After": String(verdict.retryAfterSeconds) },
      };
    },
    async counted(ip, error) {
      if (error && WRONG_CODE_ERRORS.has(error)) await limits.hit("codes", ip);
    },
  };
}
