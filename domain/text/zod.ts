import { z } from "zod";
import { DEFAULT_LOCALE, type Locale, localeOf } from "./i18n";
import { issueMessage } from "./zod-messages";

/**
 * What tells zod's messages the locale of the moment on the server: the request being handled
 * (server/http/api-locale.ts). Kept on `globalThis`, not in this module, because this module runs twice
 * in production: the React Router build bundles its own copy, beside the server's (server/main.ts imports
 * both; zod itself is one shared package). Each copy configures zod below with the same reader, so the
 * one that loads last changes nothing (issue #30).
 */
const LOCALE_SOURCE = Symbol.for("blattwerk.zod-locale-source");
type WithLocaleSource = typeof globalThis & { [LOCALE_SOURCE]?: () => Locale };

/** Called once by the server: zod's messages then speak the current request's language. */
export function readZodLocaleFrom(source: () => Locale): void {
  (globalThis as WithLocaleSource)[LOCALE_SOURCE] = source;
}

/**
 * zod's messages follow the page's language in the browser (#19), the request's on the server; German
 * (issue #18) wherever neither is known (scripts, a server without requests).
 */
function zodLocale(): Locale {
  if (typeof window !== "undefined") return localeOf(window.location.pathname);
  return (globalThis as WithLocaleSource)[LOCALE_SOURCE]?.() ?? DEFAULT_LOCALE;
}

// One config for the one zod instance, whether a module imports zod from here or directly.
z.config({ localeError: (issue) => issueMessage(issue, zodLocale()) });

// In the browser zod would probe `new Function("")` to decide whether it may compile a faster parser;
// our CSP (no 'unsafe-eval') blocks that probe and the browser reports a violation. Forms do not need
// the compiled parser, so the browser parses without it. The server is unaffected.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
