import { type AppLoadContext, redirect } from "react-router";
import { localeOf, localePath } from "../../lib/i18n/locale";

type AuthService = AppLoadContext["services"]["auth"];

/**
 * Signed-out visitors go to /auth (in the page's language) and, once signed in, come back here
 * (auth_redirect, spec §4).
 */
export async function requireUser(request: Request, auth: AuthService) {
  const user = await auth.getUser(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(
      localePath(localeOf(url.pathname), `/auth?redirect=${encodeURIComponent(url.pathname + url.search)}`),
    );
  }
  return user;
}
