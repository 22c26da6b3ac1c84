import type { Browser, Page } from "@playwright/test";
import { ADMIN_STATE } from "./admin-session";
import { expect, newConsentedContext, waitForHydration } from "./fixtures";

/**
 * On a page signed in to the back office: opens the order, "Bestätigen" if it is new, then "Versenden"
 * with a DHL number. "Versenden" issues the invoice and mails it (#27).
 */
export async function shipInBackOffice(page: Page, orderNumber: string) {
  await page.goto(`/admin/orders/${orderNumber}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bestellung ${orderNumber}`);
  await waitForHydration(page);
  const actions = page.getByTestId("order-actions");
  if ((await page.getByTestId("order-status").innerText()) === "Neu") {
    await actions.getByRole("button", { name: "Bestätigen" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("Bestätigt");
  }
  await actions.getByLabel("DHL-Sendungsnummer").fill("0034 0434 1612 3456 7890");
  await actions.getByRole("button", { name: "Versenden" }).click();
  await expect(actions.getByRole("status")).toContainText("Die Bestellung ist versendet.");
  await expect(page.getByTestId("order-status")).toHaveText("Versendet");
}

/**
 * The warehouse ships an order in a browser of its own (the test's page keeps the customer's session),
 * signed in with the admin's saved session (tests/e2e/admin-session.ts), then ships as above.
 */
export async function shipAsAdmin(browser: Browser, baseURL: string, orderNumber: string) {
  const context = await newConsentedContext(browser, { baseURL, storageState: ADMIN_STATE });
  try {
    const page = await context.newPage();
    await shipInBackOffice(page, orderNumber);
  } finally {
    await context.close();
  }
}
