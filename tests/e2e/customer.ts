import type { Page } from "@playwright/test";
import { expect, giveConsent, waitForHydration } from "./fixtures";

/** What e2e customers sign up with: a password the strength check accepts. */
export const PASSWORD = "Kaktus-Wolke-Fahrrad-47";

/** A fresh address per call, so tests and retries never meet an account made before. */
export const uniqueEmail = (what: string) =>
  `e2e-${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`;

export const termsCheckbox = (page: Page) =>
  page.getByRole("checkbox", { name: /Ich akzeptiere die Nutzungsbedingungen/ });

/** Signs up on the open /auth page (terms accepted) and waits for "Fast geschafft!". */
export async function signUp(page: Page, name: string, email: string, password = PASSWORD) {
  await page.getByRole("tab", { name: "Registrieren" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await termsCheckbox(page).check();
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page.getByRole("heading", { name: "Fast geschafft!" })).toBeVisible();
}

/** Opens /auth and signs in with the password; the caller checks where it leads. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
}

/** A new customer, signed up and signed in (unconfirmed address: enough for checkout and spots). */
export async function signUpAndIn(page: Page, name: string, email: string) {
  await page.goto("/auth");
  await signUp(page, name, email);
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
}

/** Opens the newest mail to `email` with `subject` in the development mailbox: its article. */
export async function openMail(page: Page, email: string, subject: string) {
  const mail = page.getByRole("link").filter({ hasText: email }).filter({ hasText: subject }).first();
  // Mails are delivered in the background: look again until it is there.
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await mail.click();
  await expect(page.getByTestId("mail-to")).toHaveText(email);
  return page.locator("article");
}

/** Opens the newest mail to `email` with `subject` and follows its first link. */
export async function followMailLink(page: Page, email: string, subject: string) {
  await (await openMail(page, email, subject)).locator("a").first().click();
}

/**
 * An admin made by `npm run admin:create` (scripts/e2e-server.mjs): follows the one-time link from the
 * development mailbox, sets the password and signs in. Each address's link works once.
 */
export async function signInNewAdmin(page: Page, email: string) {
  // Staff sign in from fresh browsers (a context of their own): without a choice made, the cookie dialog
  // opens a second after the first page and on a slow machine lies over the mail's link.
  await giveConsent(page);
  await followMailLink(page, email, "Einladung ins Backoffice von Blattwerk");
  await waitForHydration(page); // the form is React's: typed before, the value would be lost
  await page.getByLabel("Neues Passwort").fill(PASSWORD);
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/auth/);
}
