import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { reviewErrorMessages } from "../../domain/contracts/review-messages";
import { signUpErrorMessages } from "../../domain/contracts/sign-up";
import { DEFAULT_LOCALE, type Locale, parseLocale } from "../../domain/i18n";
import { createTranslator } from "../../domain/message-translation";
import { printableMessages } from "../../domain/printable";
import { textRuleMessages } from "../../domain/text-rules";
import { z } from "../../domain/zod";
import { issueMessage } from "../../domain/zod-messages";
import { authMessages } from "../auth/messages";
import { passwordMessages, zxcvbnFeedbackMessages } from "../auth/password-policy";
import { apiMessages } from "./api-messages";

/**
 * The language of an answer (#19). The storefront's API client sends its page's locale in
 * `X-Shop-Locale`; a page's own request (a form action, `/en/….data`) carries it in its path. The
 * browser's Accept-Language is never read: it is sent with every request, so it cannot tell an English
 * page from a German page in an English browser, and the page's language must win. No header, or an
 * unknown value: German, as always.
 */
export const LOCALE_HEADER = "X-Shop-Locale";

export function requestLocale(request: Request): Locale {
  const header = parseLocale(request.headers.get(LOCALE_HEADER)?.trim().toLowerCase());
  if (header) return header;
  const path = new URL(request.url).pathname;
  return path === "/en" || path.startsWith("/en/") || path === "/en.data" ? "en" : DEFAULT_LOCALE;
}

const current = new AsyncLocalStorage<Locale>();

/** Runs `fn` as a request in `locale` would run. */
export const inLocale = <T>(locale: Locale, fn: () => T): T => current.run(locale, fn);

/** The locale of the request being handled (German outside one). */
export const currentLocale = (): Locale => current.getStore() ?? DEFAULT_LOCALE;

// zod's own messages follow the request: every schema parsed while an English request runs.
z.config({ localeError: (issue) => issueMessage(issue, currentLocale()) });

/** Every catalogue whose German messages the API sends. */
export const translate = createTranslator([
  apiMessages,
  authMessages,
  passwordMessages,
  zxcvbnFeedbackMessages,
  signUpErrorMessages,
  reviewErrorMessages,
  textRuleMessages,
  printableMessages,
]);

/** An error body (`message`, `error`, `fieldErrors`, `reasons`) in `locale`; other fields unchanged. */
export function localizeErrorBody<T>(body: T, locale: Locale): T {
  if (locale === DEFAULT_LOCALE || !body || typeof body !== "object" || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of ["message", "error"] as const)
    if (typeof out[key] === "string") out[key] = translate(out[key] as string, locale);
  if (out.fieldErrors && typeof out.fieldErrors === "object" && !Array.isArray(out.fieldErrors)) {
    out.fieldErrors = Object.fromEntries(
      Object.entries(out.fieldErrors as Record<string, unknown>).map(([k, v]) => [
        k,
        typeof v === "string" ? translate(v, locale) : v,
      ]),
    );
  }
  if (Array.isArray(out.reasons))
    out.reasons = out.reasons.map((r) => (typeof r === "string" ? translate(r, locale) : r));
  return out as T;
}

/**
 * Runs the request in its locale and answers an English request's JSON errors in English. German
 * answers pass untouched; anything unreadable passes as it came (a 4xx stays a 4xx with its message).
 */
export function apiLocale(): MiddlewareHandler {
  return async (c, next) => {
    const locale = requestLocale(c.req.raw);
    await current.run(locale, next);
    const res = c.res;
    if (res.status < 400) return;
    // Shared caches must keep the two languages of an error apart.
    res.headers.append("Vary", LOCALE_HEADER);
    if (locale === DEFAULT_LOCALE || !(res.headers.get("content-type") ?? "").includes("application/json"))
      return;
    const body: unknown = await res
      .clone()
      .json()
      .catch(() => undefined);
    if (!body || typeof body !== "object") return;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    // Cleared first: Hono would otherwise copy the old headers (its Content-Length) onto the new answer.
    c.res = undefined;
    c.res = new Response(JSON.stringify(localizeErrorBody(body, locale)), { status: res.status, headers });
  };
}
