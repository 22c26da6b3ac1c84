import type { Locator, Page } from "@playwright/test";
import { formatEuro, formatEuroInput } from "../../domain/orders/money";
import { signInAsAdmin } from "./admin-session";
import { openMail, uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";
import { placeGuestOrder } from "./guest-order";

// Money after the sale (#27) on the order page: refund after a cancellation, goodwill credit note,
// a corrected tracking number.

const TRACKING = "00340434161234567890";
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());

async function openOrder(page: Page, number: string) {
  await page.goto(`/admin/orders/${number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bestellung ${number}`);
  await waitForHydration(page);
}

async function act(page: Page, button: string, status: string) {
  await page.getByTestId("order-actions").getByRole("button", { name: button }).click();
  await expect(page.getByTestId("order-status")).toHaveText(status);
}

async function pay(money: Locator, amount: string) {
  const form = money.getByTestId("pay-form");
  await form.locator("summary").click();
  await form.getByLabel("Betrag in Euro").fill(amount);
  await form.getByLabel("Eingang am").fill(today());
  await form.getByRole("button", { name: "Zahlung erfassen" }).click();
  await expect(money.getByRole("status")).toContainText(/Zahlung über/);
}

test("a part-paid order is cancelled: the refund is offered with what is due, recorded, and the balance ends at 0", async ({
  page,
  consoleErrors,
}, info) => {
  test.slow();
  const email = uniqueEmail("storno-geld");
  const order = await placeGuestOrder(page, email, `money-cancel-${info.project.name}`);
  await signInAsAdmin(page);
  await openOrder(page, order.number);
  await act(page, "Bestätigen", "Bestätigt");
  const money = page.getByTestId("order-money");
  await pay(money, "10,00");
  // The page's data (and the version its forms send) is fresh once the paid sum shows.
  await expect(page.getByTestId("order-paid")).toHaveText(formatEuro(1000));
  const actions = page.getByTestId("order-actions");
  await actions.getByLabel("Grund der Stornierung").fill("Kundin hat angerufen");
  await actions.getByRole("button", { name: "Stornieren" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Storniert");
  // Not „nichts mehr zu tun“: 10 € are due back, and the form says so.
  await expect(page.getByTestId("refund-due-hint")).toContainText(/10,00\s€ zu erstatten/);
  const refund = money.getByTestId("refund-form");
  await expect(refund).toContainText(/Zu erstatten: 10,00\s€/);
  await refund.getByLabel("Betrag in Euro").fill("10,01");
  await refund.getByLabel("Überwiesen am").fill(today());
  await refund.getByLabel("Grund").fill("Stornierung");
  await refund.getByRole("button", { name: "Erstattung erfassen" }).click();
  await expect(money.getByRole("alert")).toContainText(/Höchstens 10,00\s€/);
  await refund.getByLabel("Betrag in Euro").fill("10");
  await refund.getByRole("button", { name: "Erstattung erfassen" }).click();
  await expect(money.getByRole("status")).toContainText(/Erstattung über 10,00\s€ erfasst/);
  await expect(page.getByTestId("order-balance")).toHaveText(formatEuro(0));
  await expect(money.getByTestId("refund-form")).toHaveCount(0);
  await expect(actions).toContainText("Für diese Bestellung ist nichts mehr zu tun.");
  await reviewScreenshot(page, info, `money-refund-${info.project.name}.png`, { fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  const mail = await openMail(page, email, `Deine Erstattung zur Bestellung ${order.number}`);
  await expect(mail).toContainText(/10,00\s€ für die Bestellung/);
  expect(consoleErrors.filter((e) => !e.includes("422 (Unprocessable Entity)"))).toEqual([]);
});

test("a shipped order: the wrong tracking number is corrected and the customer mailed; a goodwill credit reduces what is owed", async ({
  page,
  consoleErrors,
}, info) => {
  test.slow();
  const email = uniqueEmail("kulanz");
  const order = await placeGuestOrder(page, email, `money-goodwill-${info.project.name}`);
  await signInAsAdmin(page);
  await openOrder(page, order.number);
  await act(page, "Bestätigen", "Bestätigt");
  await page.getByTestId("order-actions").getByLabel("DHL-Sendungsnummer").fill(TRACKING);
  await act(page, "Versenden", "Versendet");
  await expect(page.getByTestId("order-parcels")).toContainText(`DHL ${TRACKING}`);

  // The number had a typo: corrected with a reason, the old one stays struck through.
  const parcels = page.getByTestId("order-parcels");
  await parcels.getByText("Sendungsnummer korrigieren").click();
  await parcels.getByLabel("Richtige DHL-Sendungsnummer").fill("JJD000390007842315");
  await parcels.getByLabel("Grund").fill("Zahlendreher");
  await parcels.getByRole("button", { name: "Korrigieren" }).click();
  await expect(parcels.getByRole("status")).toContainText("Die Sendungsnummer ist korrigiert");
  await expect(parcels).toContainText("DHL JJD000390007842315");
  await expect(parcels).toContainText("korrigiert");
  await expect(parcels).toContainText("Korrektur: Zahlendreher");
  await expect(page.getByTestId("order-timeline")).toContainText("Sendungsnummer korrigiert");

  // Goodwill: 5 € off for a damaged leaf; unpaid, so the rest is what the customer owes.
  const money = page.getByTestId("order-money");
  const credit = money.getByTestId("credit-form");
  await credit.locator("summary").click();
  await credit.getByLabel("Betrag in Euro").fill(formatEuroInput(order.totalCents + 1));
  await credit.getByLabel(/^Grund/).fill("Blatt beim Transport geknickt");
  await credit.getByRole("button", { name: "Gutschrift erstellen" }).click();
  await expect(money.getByRole("alert")).toContainText("Höchstens");
  await credit.getByLabel("Betrag in Euro").fill("5");
  await credit.getByRole("button", { name: "Gutschrift erstellen" }).click();
  await expect(money.getByRole("status")).toContainText(/Rechnungskorrektur RK-\d{4}-\d{6} über 5,00\s€/);
  await expect(page.getByTestId("order-balance")).toHaveText(formatEuro(order.totalCents - 500));
  await expect(page.getByTestId("order-invoices")).toContainText("Rechnungskorrektur");
  await reviewScreenshot(page, info, `money-goodwill-${info.project.name}.png`, { fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  const fix = await openMail(page, email, `Korrigierte Sendungsnummer zu deiner Bestellung ${order.number}`);
  await expect(fix).toContainText(`falsche Sendungsnummer (${TRACKING})`);
  await expect(fix).toContainText("Sendungsnummer: JJD000390007842315");
  const reduced = await openMail(page, email, `Rechnungskorrektur zu deiner Bestellung ${order.number}`);
  await expect(reduced).toContainText(`Offen ist jetzt noch ${formatEuro(order.totalCents - 500)}`);
  expect(consoleErrors.filter((e) => !e.includes("422 (Unprocessable Entity)"))).toEqual([]);
});

test("a return per line: one of two plants comes back and goes back on sale; the amount follows the line (#50 §2)", async ({
  page,
  consoleErrors,
}, info) => {
  test.slow();
  const email = uniqueEmail("retoure");
  const order = await placeGuestOrder(page, email, `money-return-${info.project.name}`);
  await signInAsAdmin(page);
  await openOrder(page, order.number);
  await act(page, "Bestätigen", "Bestätigt");
  await page.getByTestId("order-actions").getByLabel("DHL-Sendungsnummer").fill(TRACKING);
  await act(page, "Versenden", "Versendet");

  const money = page.getByTestId("order-money");
  const returns = money.getByTestId("return-form");
  await returns.locator("summary").click();
  // More than was invoiced is refused with the line's name.
  await returns.getByLabel("Zurück: Efeutute").fill("3");
  await returns.getByRole("button", { name: "Rechnungskorrektur erstellen" }).click();
  // The browser's own check stops a number above the field's max: the page never posts it.
  expect(
    await returns
      .getByLabel("Zurück: Efeutute")
      .evaluate((el) => (el as HTMLInputElement).validity.rangeOverflow),
  ).toBe(true);
  // The line as invoiced: 2 × its unit price at 7 %.
  const facts = (await returns.getByText(/· 2 × .* · 7 % · noch gutschreibbar: 2/).textContent()) ?? "";
  const unitCents = Math.round(
    Number(/2 × ([\d.,]+)/.exec(facts)![1]!.replace(".", "").replace(",", ".")) * 100,
  );
  await returns.getByLabel("Zurück: Efeutute").fill("1");
  await returns.getByLabel("Zurück in den Bestand (wieder verkäuflich)").check();
  await reviewScreenshot(returns, info, `money-return-form-${info.project.name}.png`);
  await returns.getByRole("button", { name: "Rechnungskorrektur erstellen" }).click();
  await expect(money.getByRole("status")).toContainText(/Rechnungskorrektur RK-\d{4}-\d{6} über/);
  await expect(page.getByTestId("order-invoices")).toContainText("Rechnungskorrektur");
  // One plant's price came off what is owed; the shipping stays (one plant is still with the customer).
  await expect(money.getByRole("status")).toContainText(formatEuro(unitCents));
  await expect(page.getByTestId("order-balance")).toHaveText(formatEuro(order.totalCents - unitCents));
  await reviewScreenshot(page, info, `money-return-${info.project.name}.png`, { fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
