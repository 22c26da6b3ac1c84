import { type Locale, localePath, stripLocale } from "../../lib/i18n/locale";
import { storage } from "../../lib/storage";

/** Spec §3/§4: the route to return to after sign-in, removed once used. */
export const AUTH_REDIRECT_KEY = "auth_redirect";

/** Longest route kept; anything longer is not one of our pages. */
const MAX_PATH = 500;

/** Stands in for the page's origin where there is no window (server rendering, tests). */
const FALLBACK_ORIGIN = "http://blattwerk.invalid";

/**
 * Only paths of this site (#29): the value is read the way the browser will read it, with
 * `new URL(value, origin)`, and must stay on that origin. Comparing strings is not enough: the URL
 * parser drops tabs and line breaks and reads "\" as "/", so "/\t/evil.example" or "/\r\n\\evil.example"
 * become "//evil.example", another host. What comes back is the parsed path (never the raw value), and
 * it must not itself start with "//" ("/.//evil.example" parses to "//evil.example").
 */
export function safePath(value: string | null | undefined, origin = currentOrigin()): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > MAX_PATH) return null;
  // Control characters and backslashes never appear in a route we send someone to.
  if (/[\p{Cc}\\]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//")) return null;
  if (stripLocale(url.pathname).startsWith("/auth")) return null;
  return path.length > MAX_PATH ? null : path;
}

function currentOrigin(): string {
  try {
    const origin = typeof window === "undefined" ? "" : window.location.origin;
    return /^https?:\/\//.test(origin) ? origin : FALLBACK_ORIGIN;
  } catch {
    return FALLBACK_ORIGIN;
  }
}

export function rememberRedirect(path: string | null | undefined) {
  const safe = safePath(path);
  if (safe) storage.set(AUTH_REDIRECT_KEY, safe);
}

/** The saved route (and forget it), else the home page in `locale`. */
export function takeRedirect(locale: Locale = "de"): string {
  const saved = safePath(storage.get(AUTH_REDIRECT_KEY));
  storage.remove(AUTH_REDIRECT_KEY);
  return saved ?? localePath(locale, "/");
}
