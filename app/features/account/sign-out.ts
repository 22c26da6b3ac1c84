import { toast } from "../../lib/toast";
import { authClient } from "../auth/auth-client";
import { AUTH } from "../auth/messages";
import { savedPlants } from "../catalog/saved-plants";

/**
 * Signs out and returns to / with a fresh page. The browser's saved plants mirrored the account,
 * so they go too: the next person at this browser should not see them.
 */
export async function signOutAndGoHome() {
  try {
    await authClient.signOut();
  } catch (err) {
    console.error("An error occurred during logout", err);
    toast.error(AUTH.signOutFailed);
    return;
  }
  savedPlants.set([]);
  window.location.assign("/");
}
