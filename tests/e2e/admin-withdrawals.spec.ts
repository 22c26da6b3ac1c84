import type { Page } from "@playwright/test";
import { signIn, signInNewAdmin, signUpAndIn, uniqueEmail } from "./customer";
import { axeViolations, expect, giveConsent, test, waitForHydration } from "./fixtures";
import { placeGuestOrder } from "./guest-order";
import { shipInBackOffice } from "./ship-as-admin";

// The second test signs the admin in with the password the first one set.
test.describe.configure({ mode: "serial" });

/** Declares the withdrawal of `number` with the button of § 356a BGB. */
async function declareWithdrawal(page: Page, number: string, name: string, email: string) {
  await page.goto("/widerruf#widerrufsbutton");
  await page.locator("#widerrufsbutton").getByRole("button", { name: "Vertrag widerrufen" }).click();
  const form = page.getByRole("form", { name: "Widerruf erklären" });
  await form.getByLabel("Bestellnummer").fill(number);
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("E-Mail-Adresse").fill(email);
  await form.getByRole("button", { name: "Widerruf bestätigen" }).click();
  await expect(page.getByTestId("withdrawal-confirmation")).toBeVisible();
}

/** The order of a customer who will withdraw (with a session on the page: the customer's own). */
const placeWithdrawnOrder = (page: Page, email: string, key: string) =>
  placeGuestOrder(page, email, key, { firstName: "Wanda", lastName: "Widerruf", quantity: 1 });

test("a guest withdraws; the admin finds it, marks the goods received and records the refund; the customer's mail carries the Rechnungskorrektur", async ({
  page,
  consoleErrors,
}, info) => {
  test.slow(); // mailbox, two people, several steps
  const email = uniqueEmail("widerruf");
  const order = await placeWithdrawnOrder(page, email, `withdrawals-e2e-${info.project.name}`);

  // The customer declares the withdrawal with the button of § 356a BGB.
  await declareWithdrawal(page, order.number, "Wanda Widerruf", email);

  // The admin finds it in the list, linked to the order.
  await signInNewAdmin(page, `e2e-withdrawals-admin-${info.project.name}@example.de`);
  // The parcel had left (a withdrawal follows delivery): "Versenden" issued the invoice (#27).
  await shipInBackOffice(page, order.number);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: /./ }).getByRole("link", { name: "Widerrufe" }).click();
  await expect(page).toHaveURL(/\/admin\/withdrawals$/);
  const entry = page.getByTestId("withdrawal-list").getByRole("listitem").filter({ hasText: order.number });
  await expect(entry).toContainText("Erklärt");
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: info.outputPath(`withdrawals-${info.project.name}.png`), fullPage: true });
  await entry.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Widerruf von Wanda Widerruf");
  await expect(
    page.getByTestId("withdrawal-linked-order").getByRole("link", { name: order.number }),
  ).toHaveAttribute("href", `/admin/orders/${order.number}`);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);

  // Goods received, then the refund (the amount typed German-style).
  await page.getByRole("button", { name: "Ware erhalten" }).click();
  await expect(page.getByText("Der Wareneingang ist vermerkt.")).toBeVisible();
  await expect(page.getByTestId("withdrawal-state")).toHaveText("Ware erhalten");
  const refund = page.getByRole("form", { name: "Erstattung erfassen" });
  await refund.getByLabel("Betrag in Euro").fill("5,00");
  await refund.getByRole("button", { name: "Erstattung erfassen" }).click();
  await expect(page.getByText(/Erstattung über 5,00\s€ erfasst/)).toBeVisible();
  await expect(page.getByTestId("withdrawal-state")).toHaveText("Erstattet");
  await page.screenshot({ path: info.outputPath(`withdrawal-${info.project.name}.png`), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // The customer's mail: the refund with the Rechnungskorrektur attached.
  const mail = page
    .getByRole("link")
    .filter({ hasText: email })
    .filter({ hasText: "Deine Erstattung" })
    .first();
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await mail.click();
  await expect(page.locator("article")).toContainText(order.number);
  const attachments = page.getByTestId("mail-attachments").getByRole("link");
  await expect(attachments).toHaveText([/^Rechnungskorrektur-RK-\d{4}-\d{6}\.pdf$/]);
  const pdf = await page.request.get((await attachments.first().getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect(consoleErrors).toEqual([]);
});

test("a customer's order in /orders shows the withdrawal: declared, goods received, refunded with the Rechnungskorrektur", async ({
  page,
  browser,
}, info) => {
  test.slow();
  const customer = await (await browser.newContext({ baseURL: info.project.use.baseURL })).newPage();
  await giveConsent(customer);
  const email = uniqueEmail("widerruf-konto");
  await signUpAndIn(customer, "Wanda Widerruf", email);
  const order = await placeWithdrawnOrder(customer, email, `withdrawals-account-e2e-${info.project.name}`);
  await declareWithdrawal(customer, order.number, "Wanda Widerruf", email);
  await customer.goto("/orders");
  const card = customer.getByTestId("order").filter({ hasText: order.number });
  await expect(card.getByTestId("withdrawal-state")).toContainText("Widerruf erklärt am");

  await signIn(page, `e2e-withdrawals-admin-${info.project.name}@example.de`);
  await expect(page).not.toHaveURL(/\/auth/);
  await shipInBackOffice(page, order.number);
  await page.goto("/admin/withdrawals?state=declared");
  await page
    .getByTestId("withdrawal-list")
    .getByRole("listitem")
    .filter({ hasText: order.number })
    .getByRole("link")
    .click();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Ware erhalten" }).click();
  await expect(page.getByTestId("withdrawal-state")).toHaveText("Ware erhalten");
  const refund = page.getByRole("form", { name: "Erstattung erfassen" });
  await refund.getByLabel("Betrag in Euro").fill("5");
  await refund.getByRole("button", { name: "Erstattung erfassen" }).click();
  await expect(page.getByTestId("withdrawal-state")).toHaveText("Erstattet");

  await customer.goto("/orders");
  const state = card.getByTestId("withdrawal-state");
  await expect(state).toContainText("Ware erhalten am");
  await expect(state).toContainText(/Erstattet: 5,00\s€ am/);
  await expect(card.locator('[data-testid="invoice-link"][data-kind="credit"]')).toContainText(
    "Rechnungskorrektur (PDF)",
  );
  await customer.screenshot({ path: info.outputPath(`orders-${info.project.name}.png`), fullPage: true });
  expect(await axeViolations(customer)).toEqual([]);
  await customer.context().close();
});
