import { ADMIN_EMAIL, ADMIN_STATE } from "./admin-session";
import { signInNewAdmin } from "./customer";
import { test } from "./fixtures";

// Runs once before the desktop and phone projects (playwright.config.ts) on the run's fresh database: the
// one-time link of admin:create, a password, and the session saved for the back-office tests.
test("the back-office admin signs in once for the run", async ({ page }) => {
  await signInNewAdmin(page, ADMIN_EMAIL);
  await page.context().storageState({ path: ADMIN_STATE });
});
