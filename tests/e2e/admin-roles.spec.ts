import type { BrowserContext, Locator, Page } from "@playwright/test";
import { formatEuro, formatEuroInput } from "../../domain/orders/money";
import { signInAsAdmin } from "./admin-session";
import { signInNewAdmin, uniqueEmail } from "./customer";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { placeGuestOrder } from "./guest-order";

// Roles by area (#49 §3): a packing account sees the orders to ship but no books and no money; customer
// service's refund above the owner's limit (50 € by default) waits in the owner's approvals. Which role
// may which route and action is walked through the server in server/admin/roles-walk.test.ts.

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());

async function openOrder(page: Page, number: string) {
  await page.goto(`/admin/orders/${number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bestellung ${number}`);
  await waitForHydration(page);
}

async function pay(money: Locator, amount: string) {
  const form = money.getByTestId("pay-form");
  await form.locator("summary").click();
  await form.getByLabel("Betrag in Euro").fill(amount);
  await form.getByLabel("Eingang am").fill(today());
  await form.getByRole("button", { name: "Zahlung erfassen" }).click();
  await expect(money.getByRole("status")).toContainText(/Zahlung über/);
}

/** The owner gives `email` the role on the team page; the invited person signs in in a browser of their own. */
async function member(owner: Page, newContext: () => Promise<BrowserContext>, role: string, email: string) {
  await owner.goto("/admin/team");
  await waitForHydration(owner);
  await owner.getByLabel("E-Mail-Adresse").fill(email);
  await owner.getByLabel("Rolle", { exact: true }).selectOption({ label: role });
  await owner.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(owner.getByRole("status")).toContainText(email);
  const page = await (await newContext()).newPage();
  await signInNewAdmin(page, email);
  return page;
}

test("packing sees the order to ship but no books and no money; customer service's refund above the limit waits for the owner's approval", async ({
  page,
  newContext,
  consoleErrors,
}, info) => {
  test.slow(); // three people, two invitations
  const order = await placeGuestOrder(page, uniqueEmail("rollen"), `roles-${info.project.name}`, {
    quantity: 4,
  });
  expect(order.totalCents).toBeGreaterThan(6000);
  await signInAsAdmin(page);

  // The owner confirms the order and books its total twice: the whole total is due back.
  await openOrder(page, order.number);
  await page.getByTestId("order-actions").getByRole("button", { name: "Bestätigen" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Bestätigt");
  const money = page.getByTestId("order-money");
  await pay(money, formatEuroInput(order.totalCents));
  await expect(page.getByTestId("order-paid")).toHaveText(formatEuro(order.totalCents));
  await pay(money, formatEuroInput(order.totalCents));
  await expect(page.getByTestId("order-paid")).toHaveText(formatEuro(2 * order.totalCents));

  // Packing: the orders and the order's address, the packing slip; no books, no money, no customers.
  const packing = await member(page, () => newContext(), "Packen & Versand", uniqueEmail("packen"));
  const nav = packing.getByRole("navigation", { name: "Backoffice-Navigation" });
  await openOrder(packing, order.number);
  await expect(nav.getByRole("link", { name: "Bestellungen" })).toBeVisible();
  for (const hidden of ["Buchhaltung", "Kunden", "Widerrufe", "Einstellungen", "Team", "Freigaben"])
    await expect(nav.getByRole("link", { name: hidden }), hidden).toHaveCount(0);
  await expect(packing.getByTestId("order-address")).toContainText("Versand");
  await expect(packing.getByTestId("order-shipping")).toBeVisible();
  await expect(packing.getByTestId("order-money")).toHaveCount(0);
  await expect(packing.getByTestId("refund-form")).toHaveCount(0);
  await expect(packing.getByRole("button", { name: /Erstattung|Zahlung|Gutschrift|Stornieren/ })).toHaveCount(
    0,
  );
  await expect(packing.getByTestId("customer-link")).toHaveCount(0);
  expect(await axeViolations(packing)).toEqual([]);
  expect((await packing.goto("/admin/books"))?.status()).toBe(403);
  await expect(packing.getByRole("heading", { level: 1 })).toHaveText("Dafür fehlt dir die Berechtigung");
  await expect(packing.getByText("Deine Rolle „Packen & Versand“ erlaubt das nicht.")).toBeVisible();
  expect(
    (await packing.request.get("/admin/books/download/datev?from=2026-10-01&to=2026-10-31")).status(),
  ).toBe(403);
  await packing.context().close();

  // Customer service refunds 60 € (above the 50 € limit): it waits, nothing is booked.
  const service = await member(page, () => newContext(), "Kundenservice", uniqueEmail("service"));
  await openOrder(service, order.number);
  const refund = service.getByTestId("refund-form");
  await refund.getByLabel("Betrag in Euro").fill("60,00");
  await refund.getByLabel("Überwiesen am").fill(today());
  await refund.getByLabel("Grund").fill("Pflanzen kamen erfroren an");
  await refund.getByRole("button", { name: "Erstattung erfassen" }).click();
  await expect(service.getByTestId("order-money").getByRole("status")).toContainText(
    /60,00\s€ liegt über deinem Limit von 50,00\s€: Der Vorgang wartet jetzt unter „Freigaben“/,
  );
  await expect(service.getByTestId("order-payments")).not.toContainText("Erstattung");
  expect((await service.goto("/admin/approvals"))?.status()).toBe(403);
  await service.context().close();

  // The owner sees it on the overview and in the approvals, approves, and the refund is booked.
  await page.goto("/admin");
  await expect(page.getByTestId("approvals-waiting")).toContainText("auf deine Freigabe");
  await page
    .getByRole("navigation", { name: "Backoffice-Navigation" })
    .getByRole("link", { name: "Freigaben" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Freigaben" })).toBeVisible();
  await waitForHydration(page);
  const request = page.getByTestId("approval").filter({ hasText: order.number });
  await expect(request).toContainText(/Erstattung · 60,00\s€/);
  await expect(request).toContainText("Grund: Pflanzen kamen erfroren an");
  expect(await axeViolations(page)).toEqual([]);
  await request.getByRole("button", { name: "Freigeben" }).click();
  await expect(page.getByRole("status")).toContainText("Freigegeben und ausgeführt");
  await expect(page.getByTestId("approval").filter({ hasText: order.number })).toHaveCount(0);
  await openOrder(page, order.number);
  await expect(page.getByTestId("order-payments")).toContainText(/Erstattung 60,00\s€/);
  expect(consoleErrors).toEqual([]);
});
