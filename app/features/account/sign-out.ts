import { type Locale, localeOf, localePath } from "../../lib/i18n/locale";
import { toast } from "../../lib/toast";
import { authClient } from "../auth/auth-client";
import { authMessages } from "../auth/messages";
import { savedPlants } from "../catalog/saved-plants";

/**
 * Signs out and returns to / with a fresh page. The browser's saved plants mirrored the account,
 * so they go too: the next person at this browser should not see them. `locale`: the page's language,
 * kept for the home page and the toast.
 */
export async function signOutAndGoHome(locale: Locale = localeOf(window.location.pathname)) {
  try {
    await authClient.signOut();
  } catch (err) {
    console.error("An error occurred during logout", err);
    toast.error(authMessages[locale].AUTH.signOutFailed);
    return;
  }
  savedPlants.set([]);
  window.location.assign(localePath(locale, "/"));
}
