import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_OUTPUT } from "./output";

/**
 * The back office's admin for every test that only needs to be signed in: made by `npm run admin:create`
 * (scripts/e2e-server.mjs) and signed in once per run by the setup project (admin-session.setup.ts).
 * Tests of the sign-in itself (admin.spec.ts: the first admin's one-time link) keep their own admins.
 */
export const ADMIN_EMAIL = "e2e-admin-session@example.de";

/** The setup project's `storageState`: the admin's session cookie (and the consent it gave). */
export const ADMIN_STATE = path.join(E2E_OUTPUT, "auth", "admin.json");

/**
 * Signs the page's browser in as the admin from here on, with the saved session: what happened on the page
 * before (a guest's order, a withdrawal) stays a guest's.
 */
export async function signInAsAdmin(page: Page) {
  const { cookies } = JSON.parse(readFileSync(ADMIN_STATE, "utf8"));
  await page.context().addCookies(cookies);
}
