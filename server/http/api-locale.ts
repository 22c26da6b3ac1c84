import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { DEFAULT_LOCALE, type Locale, parseLocale } from "../../domain/text/i18n";
import { readZodLocaleFrom } from "../../domain/text/zod";

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

// zod's own messages follow the request: every schema parsed while an English request runs, whichever
// copy of domain/text/zod.ts configured zod last (the production build bundles one, issue #30).
readZodLocaleFrom(currentLocale);

/**
 * Runs the request in its locale. Refusals are codes (#30): each answer renders its message in this
 * locale where it is made (server/http/refusal.ts), so nothing is translated afterwards.
 */
export function apiLocale(): MiddlewareHandler {
  return async (c, next) => {
    await current.run(requestLocale(c.req.raw), next);
    // Shared caches must keep the two languages of an error apart.
    if (c.res.status >= 400) c.res.headers.append("Vary", LOCALE_HEADER);
  };
}
