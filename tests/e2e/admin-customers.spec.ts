import type { Page } from "@playwright/test";
import { formatEuro } from "../../domain/orders/money";
import { netOfGross } from "../../domain/orders/vat";
import { TEST_ADDRESS } from "../../server/testing/address";
import { ADMIN_EMAIL, signInAsAdmin } from "./admin-session";
import { openMail, uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";

/**
 * Customers, internal notes and editing an order before shipment (#34): what a member of staff does on
 * the order page and the customer pages, by keyboard where there is a form.
 */

/** A guest's order of Efeutute ×2 and Grünlilie ×1 (53,97 € + 4,90 € shipping), through the API. */
async function placeOrder(page: Page, email: string, key: string) {
  await page.goto("/");
  const placed = await page.request.post("/api/orders", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      items: [
        { id: "pothos", quantity: 2 },
        { id: "spider-plant", quantity: 1 },
      ],
      shipping: { firstName: "Klara", lastName: "Kunde", email, ...TEST_ADDRESS },
      idempotencyKey: `${key}-${Date.now()}`,
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order as { number: string; totalCents: number };
}

async function openOrder(page: Page, number: string) {
  await page.goto(`/admin/orders/${number}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bestellung ${number}`);
  await waitForHydration(page);
}

test("order notes: staff add one by keyboard, it is listed newest first with who and when, an empty one is refused", async ({
  page,
  consoleErrors,
}, info) => {
  const email = uniqueEmail("notiz");
  const order = await placeOrder(page, email, `notes-${info.project.name}`);
  await signInAsAdmin(page);
  await openOrder(page, order.number);
  const notes = page.getByTestId("notes");
  await expect(notes).toContainText("Noch keine Notiz.");

  // Only blanks: the server refuses it in German.
  await notes.getByLabel("Neue Notiz").fill("   ");
  await notes.getByRole("button", { name: "Notiz speichern" }).click();
  await expect(notes.getByRole("alert")).toHaveText("Bitte schreib eine Notiz.");

  // By keyboard: type, Tab to the button, Enter.
  await notes.getByLabel("Neue Notiz").fill("");
  await notes.getByLabel("Neue Notiz").focus();
  await page.keyboard.type("Kundin rief an: bitte beim Nachbarn abgeben");
  await page.keyboard.press("Tab");
  await expect(notes.getByRole("button", { name: "Notiz speichern" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(notes.getByRole("status")).toHaveText("Die Notiz ist gespeichert.");
  await notes.getByLabel("Neue Notiz").fill("Zweite Notiz");
  await notes.getByRole("button", { name: "Notiz speichern" }).click();
  await expect(notes.getByTestId("note")).toHaveCount(2);
  await expect(notes.getByTestId("note").first()).toContainText("Zweite Notiz");
  await expect(notes.getByTestId("note").nth(1)).toContainText("bitte beim Nachbarn abgeben");
  await expect(notes.getByTestId("note").first()).toContainText(ADMIN_EMAIL);
  await expect(page.getByTestId("order-timeline")).toContainText(`Interne Notiz von ${ADMIN_EMAIL}`);
  expect(await axeViolations(page)).toEqual([]);
  await reviewScreenshot(page, info, "order-notes.png", { fullPage: true });
  // The refusals above answer 422 (and 409): the browser logs them.
  expect(
    consoleErrors.filter((e) => !/status of (409 \(Conflict\)|422 \(Unprocessable Entity\))/.test(e)),
  ).toEqual([]);
});

test("editing before shipment: quantity by keyboard (free shipping from 60 €), a line removed, the address; a stale tab gets 409; the customer is mailed", async ({
  page,
  consoleErrors,
}, info) => {
  test.slow();
  const email = uniqueEmail("aendern");
  const order = await placeOrder(page, email, `edit-${info.project.name}`);
  await signInAsAdmin(page);
  await openOrder(page, order.number);
  await expect(page.getByTestId("order-total")).toHaveText("58,87\u00a0€");
  const edit = page.getByTestId("order-edit");
  expect(await axeViolations(page)).toEqual([]);

  // A colleague's tab, opened before the change.
  const colleague = await page.context().newPage();
  await colleague.goto(page.url());
  await waitForHydration(colleague);

  // Efeutute 2 → 3 by keyboard: 3 × 18,99 + 15,99 = 72,96 €, free shipping from 60 €.
  const quantity = edit.getByLabel("Menge Efeutute");
  await quantity.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("3");
  await page.keyboard.press("Tab");
  await expect(edit.getByRole("button", { name: "Menge ändern" }).first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(edit.getByRole("status")).toContainText("Menge von Efeutute geändert (2 → 3)");
  await expect(page.getByTestId("order-total")).toHaveText("72,96\u00a0€");
  // The VAT in it follows (all 7 %: plants).
  await expect(page.getByTestId("order-vat-7")).toHaveText(formatEuro(7296 - netOfGross(7296, 7)));
  await expect(page.getByTestId("order-items")).toContainText("3");
  await expect(page.getByTestId("order-timeline")).toContainText(
    "Menge von Efeutute geändert (2 → 3), Summe 58,87\u00a0€ → 72,96\u00a0€",
  );

  // The colleague's page still shows version 0: refused, nothing changed.
  await colleague.getByTestId("order-edit").getByRole("button", { name: "Grünlilie entfernen" }).click();
  await expect(colleague.getByTestId("order-edit").getByRole("alert")).toHaveText(
    "Diese Bestellung wurde inzwischen von jemand anderem geändert. Bitte lade die Seite neu.",
  );
  await colleague.close();

  // Grünlilie removed: 3 × 18,99 = 56,97 € + 4,90 € shipping (below 60 € again).
  await edit.getByRole("button", { name: "Grünlilie entfernen" }).click();
  await expect(edit.getByRole("status")).toContainText("Grünlilie ist aus der Bestellung entfernt.");
  await expect(page.getByTestId("order-total")).toHaveText("61,87\u00a0€");
  await expect(edit.getByText("Letzte Position")).toBeVisible();
  await expect(edit.getByRole("button", { name: /entfernen/ })).toHaveCount(0);

  // The address: a postal code that does not exist is refused in German, then a real one.
  const address = edit.getByRole("form", { name: "Lieferadresse ändern" });
  await address.getByLabel("PLZ").fill("00000");
  await address.getByRole("button", { name: "Adresse ändern" }).click();
  await expect(edit.getByRole("alert")).toContainText("Diese Postleitzahl gibt es in Deutschland nicht.");
  await page.getByTestId("order-edit").getByLabel("Straße und Hausnummer").fill("Blumenstraße 9");
  await page.getByTestId("order-edit").getByLabel("PLZ").fill("10115");
  // By keyboard: Enter in the last field sends the form.
  await page.getByTestId("order-edit").getByLabel("Ort").fill("Berlin");
  await page.getByTestId("order-edit").getByLabel("Ort").press("Enter");
  await expect(edit.getByRole("status")).toHaveText(/Die Lieferadresse ist geändert/);
  await expect(page.getByTestId("order-address")).toContainText("Blumenstraße 9");
  await expect(page.getByTestId("order-address")).toContainText("10115 Berlin");
  await expect(page.getByTestId("order-timeline")).toContainText("Lieferadresse geändert (");
  expect(await axeViolations(page)).toEqual([]);
  await reviewScreenshot(page, info, "order-edit.png", { fullPage: true });

  // The customer's mail of the changed order.
  const mail = await openMail(page, email, `Deine Bestellung ${order.number} wurde geändert`);
  await expect(mail).toContainText("3 × Efeutute: 56,97");
  await expect(mail).toContainText("Blumenstraße 9");

  // After shipping nothing can be edited any more.
  await openOrder(page, order.number);
  const actions = page.getByTestId("order-actions");
  await actions.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Bestätigt");
  await actions.getByLabel("DHL-Sendungsnummer").fill("00340434161234567890");
  await actions.getByRole("button", { name: "Versenden" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Versendet");
  await expect(page.getByTestId("order-edit")).toHaveCount(0);
  // The refusals above answer 422 (and 409): the browser logs them.
  expect(
    consoleErrors.filter((e) => !/status of (409 \(Conflict\)|422 \(Unprocessable Entity\))/.test(e)),
  ).toEqual([]);
});

test("customers: „Kunden“ in the navigation, search by email, the customer page with orders and a note, linked from the order", async ({
  page,
  consoleErrors,
}, info) => {
  const email = uniqueEmail("kundenliste");
  const order = await placeOrder(page, email, `customers-${info.project.name}`);
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Backoffice-Navigation" })
    .getByRole("link", { name: "Kunden" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kunden");
  await waitForHydration(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Suche").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page.getByTestId("customers-found")).toHaveText("1 Kundin oder Kunde");
  const row = page.getByTestId("customer-list").getByRole("link");
  await expect(row).toContainText("Klara Kunde");
  await expect(row).toContainText("1 Bestellung");
  await expect(row.getByTestId("customer-open")).toHaveText("Offen 58,87\u00a0€");
  await reviewScreenshot(page, info, "customers.png", { fullPage: true });
  await row.click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kunde: Klara Kunde");
  await waitForHydration(page);
  await expect(page.getByTestId("customer-account")).toHaveText("Kein Kundenkonto: nur Gastbestellungen.");
  await expect(page.getByTestId("customer-orders")).toContainText(order.number);
  const notes = page.getByTestId("notes");
  await notes.getByLabel("Neue Notiz").fill("Stammkundin, mag Hängepflanzen");
  await notes.getByLabel("Neue Notiz").press("Tab");
  await page.keyboard.press("Enter");
  await expect(notes.getByTestId("note")).toContainText("Stammkundin, mag Hängepflanzen");
  expect(await axeViolations(page)).toEqual([]);
  await reviewScreenshot(page, info, "customer.png", { fullPage: true });

  // From the order to its customer.
  await page.getByTestId("customer-orders").getByRole("link", { name: order.number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bestellung ${order.number}`);
  await page.getByTestId("customer-link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kunde: Klara Kunde");

  // A page id that is nobody's: 404.
  const missing = await page.goto("/admin/customers/bmllbWFuZEBleGFtcGxlLmRl");
  expect(missing?.status()).toBe(404);
  expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
});
