import type { Page } from "@playwright/test";
import { ADMIN } from "../../app/features/admin/messages";
import { formatEuro, formatEuroInput } from "../../domain/orders/money";
import { paymentTerm } from "../../domain/orders/payment-term";
import { ADMIN_EMAIL, signInAsAdmin } from "./admin-session";
import { followMailLink, openMail, signUp, uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";
import { placeGuestOrder } from "./guest-order";
import { E2E_PAYMENT_TERM_DAYS } from "./shop-settings";

const TRACKING = "00340434161234567890";
const TRACKING_URL = `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${TRACKING}`;

/** Opens an order's page in the back office by searching for its number. */
async function openOrder(page: Page, number: string) {
  await page.goto("/admin/orders");
  await page.getByLabel("Suche").fill(number);
  await page.getByRole("button", { name: "Anzeigen" }).click();
  await expect(page.getByTestId("orders-found")).toHaveText("1 Bestellung");
  await page.getByTestId("order-list").getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bestellung ${number}`);
  await waitForHydration(page);
}

test("a guest orders; the admin confirms, ships with a DHL number, the customer's mail has the tracking and invoice links, a part and the last payment complete it", async ({
  page,
  newContext,
  consoleErrors,
}, info) => {
  test.slow(); // mailbox, two people, a dozen steps
  // A guest's order (no session yet: placed while signed in, it would be the admin's).
  const guestEmail = uniqueEmail("versand");
  const order = await placeGuestOrder(page, guestEmail, `orders-e2e-${info.project.name}`);

  // The admin, signed in once for the run (tests/e2e/admin-session.ts).
  await signInAsAdmin(page);
  await page.goto("/admin");

  // Found by its number in the list.
  await openOrder(page, order.number);
  await expect(page.getByTestId("order-status")).toHaveText("Neu");
  // No invoice yet: "Versenden" issues it (#27).
  const invoices = page.getByTestId("order-invoices");
  await expect(invoices).toHaveCount(0);
  await expect(page.getByText("Noch keine Rechnung: Sie wird beim Versenden ausgestellt")).toBeVisible();
  await reviewScreenshot(page, info, `order-new-${info.project.name}.png`, { fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // A second tab shows the same version: a colleague looking at the same order.
  const colleague = await page.context().newPage();
  await colleague.goto(page.url());
  await waitForHydration(colleague);

  // Bestätigen, by keyboard.
  const actions = page.getByTestId("order-actions");
  await actions.getByRole("button", { name: "Bestätigen" }).focus();
  await page.keyboard.press("Enter");
  await expect(actions.getByRole("status")).toHaveText("Die Bestellung ist bestätigt.");
  await expect(page.getByTestId("order-status")).toHaveText("Bestätigt");
  await expect(page.getByTestId("order-timeline")).toContainText(`Bestätigt von ${ADMIN_EMAIL}`);
  // The colleague's page is stale: one wins, the other is told to reload.
  await colleague.getByTestId("order-actions").getByRole("button", { name: "Bestätigen" }).click();
  await expect(colleague.getByTestId("order-actions").getByRole("alert")).toHaveText(
    "Diese Bestellung wurde inzwischen von jemand anderem geändert. Bitte lade die Seite neu.",
  );
  await colleague.close();

  // Versenden: a wrong number is refused in German, the right one ships.
  await actions.getByLabel("DHL-Sendungsnummer").fill("12345");
  await actions.getByRole("button", { name: "Versenden" }).click();
  await expect(actions.getByRole("alert")).toContainText("Das ist keine gültige DHL-Sendungsnummer.");
  await expect(page.getByTestId("order-status")).toHaveText("Bestätigt");
  await actions.getByLabel("DHL-Sendungsnummer").fill("0034 0434 1612 3456 7890");
  await actions.getByRole("button", { name: "Versenden" }).click();
  await expect(actions.getByRole("status")).toContainText("Die Bestellung ist versendet.");
  await expect(page.getByTestId("order-status")).toHaveText("Versendet");
  await expect(page.getByTestId("order-shipment")).toContainText(`DHL ${TRACKING}`);
  await expect(page.getByRole("link", { name: "Sendung bei DHL verfolgen" })).toHaveAttribute(
    "href",
    TRACKING_URL,
  );
  await expect(page.getByTestId("order-timeline")).toContainText(
    `Versendet (DHL ${TRACKING}) von ${ADMIN_EMAIL}`,
  );
  // Stornieren is gone once the parcel left.
  await expect(actions.getByRole("button", { name: "Stornieren" })).toHaveCount(0);
  // The invoice, issued by "Versenden": VAT per rate (plants 7 %) and the PDF behind a signed link.
  await expect(invoices.getByRole("link", { name: /^Rechnung RE-\d{4}-\d+ \(PDF\)$/ })).toBeVisible();
  await expect(invoices.getByRole("row").nth(1)).toContainText(`7 %`);
  await expect(invoices.getByRole("row").nth(1)).toContainText(formatEuro(order.totalCents));
  const invoicePdf = await page.request.get((await invoices.getByRole("link").first().getAttribute("href"))!);
  expect(invoicePdf.headers()["content-type"]).toBe("application/pdf");
  await reviewScreenshot(page, info, `order-shipped-${info.project.name}.png`, { fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  const orderUrl = page.url();

  // The customer's mail: tracking link and a signed invoice link to the PDF.
  const mail = await openMail(page, guestEmail, `Deine Bestellung ${order.number} ist unterwegs`);
  await expect(mail.getByRole("link", { name: TRACKING_URL })).toBeVisible();
  const invoiceLink = mail.getByRole("link", { name: /\/api\/invoices\/RE-\d{4}-\d{6}\?/ });
  await expect(invoiceLink).toBeVisible();
  const pdf = await page.request.get((await invoiceLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // The invoice is attached, and the mail names the shop's one term and its due date.
  await expect(page.getByTestId("mail-attachments").getByRole("link")).toHaveText([
    /^Rechnung-RE-\d{4}-\d{6}\.pdf$/,
  ]);
  await expect(mail).toContainText(paymentTerm("de", E2E_PAYMENT_TERM_DAYS));

  // The customer signs up with the order's address and sees it shipped, with the tracking link.
  const customer = await (async () => {
    const p = await (await newContext()).newPage();
    await p.goto("/auth");
    await signUp(p, "Vera Versand", guestEmail);
    await followMailLink(p, guestEmail, "Bestätige deine E-Mail-Adresse");
    await expect(p).not.toHaveURL(/\/auth/);
    return p;
  })();
  await customer.goto("/orders");
  const entry = customer.getByTestId("order").filter({ hasText: order.number });
  await expect(entry.getByTestId("order-status")).toHaveAttribute("data-status", "shipped");
  await expect(entry.getByRole("link", { name: "Sendung verfolgen" })).toHaveAttribute("href", TRACKING_URL);
  await expect(entry.getByTestId("order-tracking")).toContainText(
    `Versendet mit DHL, Sendungsnummer ${TRACKING}`,
  );
  await entry.scrollIntoViewIfNeeded();
  await reviewScreenshot(customer, info, `customer-orders-${info.project.name}.png`);
  expect(await axeViolations(customer)).toEqual([]);

  // Payments (#27): nothing pre-filled; more than the order's total is refused, a part payment leaves a
  // balance, a wrong one is reversed with a reason, the rest completes it.
  await page.goto(orderUrl);
  await waitForHydration(page);
  const total = order.totalCents as number;
  const money = page.getByTestId("order-money");
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date());
  await expect(page.getByTestId("order-balance")).toHaveText(formatEuro(total));
  const pay = async (amount: string) => {
    const form = money.getByTestId("pay-form");
    // A failed try keeps the form open; a recorded payment closes it (the forms start afresh).
    if ((await form.getAttribute("open")) === null) await form.locator("summary").click();
    await form.getByLabel("Betrag in Euro").fill(amount);
    await form.getByLabel("Eingang am").fill(today);
    await form.getByRole("button", { name: "Zahlung erfassen" }).click();
  };
  await money.getByTestId("pay-form").locator("summary").click();
  await expect(money.getByTestId("pay-form").getByLabel("Eingang am")).toHaveValue("");
  await pay(formatEuroInput(total + 100));
  await expect(money.getByRole("alert")).toContainText("höchstens den Betrag der Bestellung");
  await pay("10,00");
  await expect(money.getByRole("status")).toContainText("Zahlung über 10,00");
  await expect(page.getByTestId("order-balance")).toHaveText(formatEuro(total - 1000));
  await expect(page.getByTestId("order-status")).toHaveText("Versendet");
  // The 10 € belonged to another order: reversed with a reason, the entry stays, struck through.
  const first = money.getByTestId("ledger-entry").first();
  await first.getByText("Buchung stornieren").click();
  await first.getByLabel("Grund").fill("Zahlung gehörte zu einer anderen Bestellung");
  await first.getByRole("button", { name: "Gegenbuchen" }).click();
  await expect(money.getByRole("status")).toContainText("durch eine Gegenbuchung aufgehoben");
  await expect(page.getByTestId("order-balance")).toHaveText(formatEuro(total));
  await expect(money.getByTestId("ledger-entry")).toHaveCount(2);
  await expect(money.getByTestId("ledger-entry").first()).toContainText("storniert");
  await pay(formatEuroInput(total));
  await expect(money.getByRole("status")).toContainText("vollständig bezahlt");
  await expect(page.getByTestId("order-status")).toHaveText("Abgeschlossen");
  await expect(page.getByTestId("order-balance")).toHaveText(formatEuro(0));
  await expect(page.getByTestId("order-payments").getByTestId("ledger-entry")).toHaveCount(3);
  await expect(page.getByTestId("order-timeline")).toContainText("damit abgeschlossen");
  await expect(page.getByTestId("order-timeline")).toContainText(
    "„Zahlung gehörte zu einer anderen Bestellung“",
  );
  await expect(actions).toContainText("Für diese Bestellung ist nichts mehr zu tun.");
  await reviewScreenshot(page, info, `order-completed-${info.project.name}.png`, { fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await customer.reload();
  await expect(entry.getByTestId("order-status")).toHaveAttribute("data-status", "completed");
  await customer.context().close();

  // Refused forms (tracking number, overpayment: 422; the stale tab: 409) by design; the browser logs every 4xx.
  expect(
    consoleErrors.filter((e) => !/status of (409 \(Conflict\)|422 \(Unprocessable Entity\))/.test(e)),
  ).toEqual([]);
});

test("cancel before shipment: the reason is required, the order is cancelled with its reason in the timeline and the customer is mailed", async ({
  page,
  consoleErrors,
}, info) => {
  const guestEmail = uniqueEmail("storno");
  const order = await placeGuestOrder(page, guestEmail, `storno-e2e-${info.project.name}`);
  await signInAsAdmin(page);
  await openOrder(page, order.number);
  const actions = page.getByTestId("order-actions");
  // Only spaces: the browser lets it through, the server refuses it.
  await actions.getByLabel("Grund der Stornierung").fill("   ");
  await actions.getByRole("button", { name: "Stornieren" }).click();
  await expect(actions.getByRole("alert")).toHaveText("Bitte gib einen Grund für die Stornierung an.");
  await actions.getByLabel("Grund der Stornierung").fill("Kundin hat angerufen");
  await actions.getByRole("button", { name: "Stornieren" }).click();
  await expect(actions.getByRole("status")).toContainText("Die Bestellung ist storniert.");
  await expect(page.getByTestId("order-status")).toHaveText("Storniert");
  await expect(page.getByTestId("order-timeline")).toContainText("„Kundin hat angerufen“");
  await expect(actions).toContainText("Für diese Bestellung ist nichts mehr zu tun.");
  expect(await axeViolations(page)).toEqual([]);
  // Posts the page never makes: an unknown action or a missing version are 400, not 500.
  const origin = new URL(page.url()).origin;
  for (const form of [
    { intent: "fliegen", version: "2" },
    { intent: "confirm", version: "" },
    { intent: "confirm", version: "x" },
  ]) {
    const res = await page.request.post(page.url(), { form, headers: { origin } });
    expect(res.status(), JSON.stringify(form)).toBe(400);
  }
  // Cancelled before shipping: there was no invoice, so there is no Stornorechnung (#27).
  const mail = await openMail(page, guestEmail, `Deine Bestellung ${order.number} ist storniert`);
  await expect(mail).toContainText("Eine Rechnung hatten wir dir noch nicht geschickt");
  await expect(mail.getByRole("link", { name: /\/api\/invoices\// })).toHaveCount(0);
  expect(consoleErrors.filter((e) => !e.includes("422 (Unprocessable Entity)"))).toEqual([]);
});

test("the overview is a to-do list: each tile opens the list filtered to exactly what it counts (#34)", async ({
  page,
  consoleErrors,
}, info) => {
  test.slow(); // six tiles, each a page
  const guestEmail = uniqueEmail("kachel");
  const order = await placeGuestOrder(page, guestEmail, `tiles-e2e-${info.project.name}`);
  // The guest withdraws: a 14-day refund clock starts.
  await page.goto("/widerruf");
  const declared = await page.request.post("/api/withdrawals", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      orderReference: order.number,
      name: "Kira Kachel",
      email: guestEmail,
      items: "1× Efeutute",
      message: "",
    },
  });
  expect(declared.status()).toBe(201);
  await signInAsAdmin(page);
  const tiles = [
    {
      id: "dispatch-due-count",
      name: "Heute zu versenden",
      url: /\/admin\/orders\?todo=dispatch&sort=oldest$/,
    },
    { id: "new-orders", name: "Neue Bestellungen", url: /\/admin\/orders\?status=pending&sort=oldest$/ },
    { id: "to-ship", name: "Zu versenden", url: /\/admin\/orders\?status=processing&sort=oldest$/ },
    { id: "refunds-due-count", name: "Zu erstatten", url: /\/admin\/orders\?todo=refund&sort=oldest$/ },
    {
      id: "overdue-count",
      name: "Überfällige Rechnungen",
      url: /\/admin\/orders\?todo=overdue&sort=oldest$/,
    },
  ];
  for (const tile of tiles) {
    await page.goto("/admin");
    const count = Number(await page.getByTestId(tile.id).textContent());
    await page.getByTestId(`${tile.id}-link`).click();
    await expect(page).toHaveURL(tile.url);
    await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
    await expect(page.getByTestId("orders-found"), tile.name).toHaveText(ADMIN.ordersFound(count));
  }
  // The new order is among the new ones: the list's filter shows "Neu", the oldest first.
  await page.goto("/admin");
  await page.getByTestId("new-orders-link").click();
  await expect(page.getByLabel("Status")).toHaveValue("pending");
  await expect(page.getByTestId("order-list")).toContainText(order.number);

  // Withdrawals: the open ones (declared or goods back), the filter says so.
  await page.goto("/admin");
  await page.getByTestId("recent-withdrawals-link").click();
  await expect(page).toHaveURL(/\/admin\/withdrawals\?state=open$/);
  // The list first: until it renders, "Stand" also matches the overview's „Bestand“ tiles.
  await expect(page.getByTestId("withdrawal-list")).toContainText("Kira Kachel");
  await expect(page.getByLabel("Stand", { exact: true })).toHaveValue("open");

  // The tile is a link over its whole card: a tap on the number opens the list too (force: the
  // link's box lies over the number, which Playwright would otherwise report as covered).
  await page.goto("/admin");
  await page.getByTestId("to-ship").click({ force: true });
  await expect(page).toHaveURL(/status=processing/);

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Heute zu versenden" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Erstattungen fällig" })).toBeVisible();
  await expect(page.getByTestId("refund-deadlines")).toContainText("Kira Kachel");
  await expect(page.getByTestId("refund-deadlines")).toContainText("Erstattung spätestens am");
  expect(await axeViolations(page)).toEqual([]);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await reviewScreenshot(page, info, `overview-${size.width}x${size.height}.png`, { fullPage: true });
  }
  expect(consoleErrors).toEqual([]);
});
