import type { Page } from "@playwright/test";
import { formatEuro, formatEuroInput } from "../../domain/orders/money";
import { signInAsAdmin } from "./admin-session";
import { openMail, signUpAndIn, uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";
import { placeGuestOrder } from "./guest-order";

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

/**
 * Without a session the declaration is not linked (#29): the order's customer confirms it with the link
 * in the receipt mailed to the order's address. Opening the link shows a button; the button links.
 */
async function confirmByMail(page: Page, email: string, number: string) {
  const receipt = await openMail(page, email, "Eingangsbestätigung: Widerrufserklärung");
  await receipt.getByRole("link", { name: /\/confirm\?/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Widerruf bestätigen");
  await page.getByRole("button", { name: "Ja, das war ich – Widerruf bestätigen" }).click();
  await expect(page.getByRole("status")).toContainText(`deiner Bestellung ${number} zugeordnet`);
}

/** Today in the shop's time zone, as a date input takes it. */
const berlinToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());

/** The order of a customer who will withdraw (with a session on the page: the customer's own). */
const placeWithdrawnOrder = (page: Page, email: string, key: string) =>
  placeGuestOrder(page, email, key, { firstName: "Wanda", lastName: "Widerruf", quantity: 1 });

/** The admin confirms and ships the order (the invoice exists from then on, #27). */
async function confirmAndShip(page: Page, number: string) {
  await page.goto(`/admin/orders/${number}`);
  await waitForHydration(page);
  const actions = page.getByTestId("order-actions");
  await actions.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Bestätigt");
  await actions.getByLabel("DHL-Sendungsnummer").fill("00340434161234567890");
  await actions.getByRole("button", { name: "Versenden" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Versendet");
}

/** The newest mails to `email` in the development mailbox, by subject. */
async function mailSubjects(page: Page, email: string) {
  await page.goto("/dev/mailbox");
  return page.getByRole("link").filter({ hasText: email }).allInnerTexts();
}

test("an unpaid order is withdrawn: goods back in stock, settled by a Rechnungskorrektur — no refund, no refund mail, nothing open", async ({
  page,
  newContext,
  consoleErrors,
}, info) => {
  test.slow(); // mailbox, two people, several steps
  const email = uniqueEmail("widerruf");
  const order = await placeWithdrawnOrder(page, email, `withdrawals-e2e-${info.project.name}`);
  await signInAsAdmin(page);
  await confirmAndShip(page, order.number);

  // The customer declares the withdrawal with the button of § 356a BGB (a fresh page: no session).
  const customer = await (await newContext()).newPage();
  await declareWithdrawal(customer, order.number, "Wanda Widerruf", email);
  await confirmByMail(customer, email, order.number);
  await customer.context().close();

  // The admin finds it in the list, linked to the order.
  await page.goto("/admin");
  await page.getByRole("navigation", { name: /./ }).getByRole("link", { name: "Widerrufe" }).click();
  await expect(page).toHaveURL(/\/admin\/withdrawals$/);
  const entry = page.getByTestId("withdrawal-list").getByRole("listitem").filter({ hasText: order.number });
  await expect(entry).toContainText("Erklärt");
  expect(await axeViolations(page)).toEqual([]);
  await reviewScreenshot(page, info, `withdrawals-${info.project.name}.png`, { fullPage: true });
  await entry.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Widerruf von Wanda Widerruf");
  await expect(
    page.getByTestId("withdrawal-linked-order").getByRole("link", { name: order.number }),
  ).toHaveAttribute("href", `/admin/orders/${order.number}`);
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);
  // Nothing was paid: nothing to refund, so no refund form.
  await expect(page.getByRole("form", { name: "Erstattung erfassen" })).toHaveCount(0);

  // Goods received and the plant back in stock, then the credit note for the whole invoice.
  await page.getByTestId("withdrawal-restock").getByLabel("Efeutute (bestellt: 1)").fill("1");
  await page.getByRole("button", { name: "Ware erhalten" }).click();
  await expect(
    page.getByText("Der Wareneingang ist vermerkt, die Ware ist zurück im Bestand."),
  ).toBeVisible();
  await expect(page.getByTestId("withdrawal-state")).toHaveText("Ware erhalten");
  const credit = page.getByTestId("withdrawal-credit");
  await credit.getByLabel("Betrag in Euro").fill(formatEuroInput(order.totalCents));
  await credit.getByRole("button", { name: "Gutschrift erstellen" }).click();
  await expect(page.getByTestId("withdrawal-actions").getByRole("status")).toContainText(
    /Rechnungskorrektur RK-\d{4}-\d{6} über/,
  );
  await expect(page.getByTestId("withdrawal-state")).toHaveText("Abgerechnet");
  await reviewScreenshot(page, info, `withdrawal-${info.project.name}.png`, { fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // The order owes nothing and is done: no payment chased, nothing to refund.
  await page.goto(`/admin/orders/${order.number}`);
  await expect(page.getByTestId("order-balance")).toHaveText(formatEuro(0));
  await expect(page.getByTestId("order-status")).toHaveText("Abgeschlossen");

  // The customer's mails: the Rechnungskorrektur (nothing more to pay), and no refund.
  const mail = page
    .getByRole("link")
    .filter({ hasText: email })
    .filter({ hasText: "Rechnungskorrektur zu deiner" })
    .first();
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect((await mailSubjects(page, email)).some((s) => s.includes("Deine Erstattung"))).toBe(false);
  await mail.click();
  await expect(page.locator("article")).toContainText("Du musst nichts mehr bezahlen.");
  const attachments = page.getByTestId("mail-attachments").getByRole("link");
  await expect(attachments).toHaveText([/^Rechnungskorrektur-RK-\d{4}-\d{6}\.pdf$/]);
  const pdf = await page.request.get((await attachments.first().getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect(consoleErrors).toEqual([]);
});

test("a paid order in /orders: withdrawal declared, goods received, invoice reduced, then refunded", async ({
  page,
  newContext,
}, info) => {
  test.slow();
  const customer = await (await newContext()).newPage();
  const email = uniqueEmail("widerruf-konto");
  await signUpAndIn(customer, "Wanda Widerruf", email);
  const order = await placeWithdrawnOrder(customer, email, `withdrawals-account-e2e-${info.project.name}`);

  await signInAsAdmin(page);
  await confirmAndShip(page, order.number);
  const pay = page.getByTestId("pay-form");
  await pay.locator("summary").click();
  await pay.getByLabel("Betrag in Euro").fill(formatEuroInput(order.totalCents));
  await pay.getByLabel("Eingang am").fill(berlinToday());
  await pay.getByRole("button", { name: "Zahlung erfassen" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Abgeschlossen");

  await declareWithdrawal(customer, order.number, "Wanda Widerruf", email);
  await customer.goto("/orders");
  const card = customer.getByTestId("order").filter({ hasText: order.number });
  await expect(card.getByTestId("withdrawal-state")).toContainText("Widerruf erklärt am");

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
  const credit = page.getByTestId("withdrawal-credit");
  await credit.getByLabel("Betrag in Euro").fill("5");
  await credit.getByRole("button", { name: "Gutschrift erstellen" }).click();
  // Paid already: the 5 € are now due back within 14 days of the declaration.
  await expect(page.getByTestId("withdrawal-deadline")).toContainText(
    /5,00\s€ zu erstatten bis \d{2}\.\d{2}\.\d{4}/,
  );
  const refund = page.getByRole("form", { name: "Erstattung erfassen" });
  await refund.getByLabel("Betrag in Euro").fill("5");
  await refund.getByLabel("Erstattet am").fill(berlinToday());
  await refund.getByRole("button", { name: "Erstattung erfassen" }).click();
  await expect(page.getByTestId("withdrawal-state")).toHaveText("Abgerechnet");

  await customer.goto("/orders");
  const state = card.getByTestId("withdrawal-state");
  await expect(state).toContainText("Ware erhalten am");
  await expect(state).toContainText(/Rechnung gemindert um 5,00\s€/);
  await expect(state).toContainText(/Erstattet: 5,00\s€ am/);
  await expect(card.locator('[data-testid="invoice-link"][data-kind="credit"]')).toContainText(
    "Rechnungskorrektur (PDF)",
  );
  await reviewScreenshot(customer, info, `orders-${info.project.name}.png`, { fullPage: true });
  expect(await axeViolations(customer)).toEqual([]);
  await customer.context().close();
});
