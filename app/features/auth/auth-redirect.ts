import { type Locale, localePath, stripLocale } from "../../lib/i18n/locale";
import { storage } from "../../lib/storage";

/** Spec §3/§4: the route to return to after sign-in, removed once used. */
export const AUTH_REDIRECT_KEY = "auth_redirect";

/** Only paths of this site: "//evil.example" or "https://…" would be an open redirect. */
export function safePath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (stripLocale(value).startsWith("/auth")) return null;
  return value.slice(0, 500);
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
