import type { Page } from "@playwright/test";
import { ADMIN } from "../../app/features/admin/messages";
import { signInAsAdmin } from "./admin-session";
import { POTHOS, seedCart } from "./cart-seed";
import { uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";

/** Nothing on the page is wider than the viewport (a phone at 390 px: no sideways scrolling). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test(
  "a customer sends plants as a gift to a Packstation with a billing address of their own; the merchant sees both (#43 §4)",
  { tag: "@phone" },
  async ({ page, consoleErrors }, info) => {
    test.slow(); // checkout, two scans, the back office
    await seedCart(page, [POTHOS]);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
    await waitForHydration(page);

    await page.getByLabel("Vorname").fill("Paula");
    await page.getByLabel("Nachname").fill("Paket");
    await page.getByLabel("E-Mail", { exact: true }).fill(uniqueEmail("packstation"));
    // A home address is the default; the billing address is asked for only when ticked.
    await expect(page.getByRole("radio", { name: "Adresse" })).toBeChecked();
    await expect(page.getByTestId("billing-fields")).toHaveCount(0);
    const delivery = page.locator("section", { has: page.getByRole("heading", { name: "Lieferadresse" }) });
    await page.getByRole("radio", { name: "Packstation" }).check();
    await expect(delivery.getByLabel("Straße und Hausnummer")).toHaveCount(0);
    // A Packstation needs the buyer's own address for the invoice: the fields are there without the box.
    await expect(page.getByTestId("billing-pickup-note")).toBeVisible();
    await expect(page.getByLabel("Rechnungsadresse weicht von der Lieferadresse ab")).toHaveCount(0);

    await page.getByLabel("DHL-Postnummer").fill("123");
    await page.getByLabel("Nummer der Packstation").fill("99");
    await delivery.getByLabel("Postleitzahl").fill("10115");
    await delivery.getByLabel("Stadt").fill("Berlin");
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await expect(page.getByTestId("error-postNumber")).toHaveText(
      "Bitte gib deine DHL-Postnummer ein: 6 bis 10 Ziffern, z. B. 12345678.",
    );
    await expect(page.getByTestId("error-stationNumber")).toContainText("von 100 bis 999");
    await expect(page.getByTestId("error-billing-address")).toHaveText(
      "Bitte gib Straße und Hausnummer ein.",
    );
    await expect(page).toHaveURL(/\/checkout$/);

    await page.getByLabel("DHL-Postnummer").fill("12345678");
    await page.getByLabel("Nummer der Packstation").fill("118");
    const billing = page.getByTestId("billing-fields");
    await billing.getByLabel("Vorname").fill("Greta");
    await billing.getByLabel("Nachname").fill("Grün");
    await billing.getByLabel("Straße und Hausnummer").fill("Lindenstraße 12");
    await billing.getByLabel("Postleitzahl").fill("50667");
    await billing.getByLabel("Stadt").fill("Köln");
    // A gift: wrapped, with a card.
    await page.getByLabel("Als Geschenk verpacken").check();
    await page.getByLabel("Text für die Grußkarte (optional)").fill("Alles Gute zum Geburtstag!");
    await expect(page.getByText("Noch 274 Zeichen.", { exact: false })).toBeVisible();
    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await reviewScreenshot(delivery, info, `gift-delivery-${info.project.name}.png`);
    await reviewScreenshot(
      page.locator("section", { has: page.getByRole("heading", { name: "Rechnungsadresse" }) }),
      info,
      `gift-billing-${info.project.name}.png`,
    );

    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await expect(page).toHaveURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    const number = await page.getByTestId("order-number").innerText();
    // The thank-you page's own requests (its route manifest) finish before the page is left.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");

    // The merchant: the order page says where the parcel goes and whom the invoice is for.
    await signInAsAdmin(page);
    await page.goto("/admin/orders");
    await page.getByLabel("Suche").fill(number);
    await page.getByRole("button", { name: "Anzeigen" }).click();
    await page.getByTestId("order-list").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Bestellung ${number}`);
    await expect(page.getByTestId("order-delivery-kind")).toHaveText(ADMIN.deliveryKinds.packstation);
    const address = page.getByTestId("order-address");
    await expect(address).toContainText("Paula Paket");
    await expect(address).toContainText("Packstation 118");
    await expect(address).toContainText("Postnummer 12345678");
    await expect(address).toContainText("10115 Berlin");
    const billed = page.getByTestId("order-billing-address");
    await expect(billed).toContainText("Greta Grün");
    await expect(billed).toContainText("Lindenstraße 12");
    await expect(billed).toContainText("50667 Köln");
    await expect(page.getByTestId("order-gift")).toContainText(ADMIN.giftHeading);
    await expect(page.getByTestId("order-gift-message")).toHaveText("Alles Gute zum Geburtstag!");
    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await reviewScreenshot(page, info, `gift-admin-order-${info.project.name}.png`, { fullPage: true });
    expect(consoleErrors).toEqual([]);
  },
);

test("English checkout: a post office and a billing address by the box (#43 §4)", async ({ page }) => {
  await seedCart(page, [POTHOS]);
  await page.goto("/en/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("group", { name: "Deliver to" })).toBeVisible();
  await page.getByLabel("Billing address differs from delivery address").check();
  await expect(page.getByTestId("billing-fields").getByLabel("Street and house number")).toBeVisible();
  await page.getByRole("radio", { name: "Post office" }).check();
  await expect(page.getByLabel("Post office number")).toBeVisible();
  await expect(page.getByTestId("billing-pickup-note")).toHaveText(
    "For a delivery to a Packstation or post office we send the invoice to your billing address. Please enter it here.",
  );
  await page.getByLabel("Wrap as a gift").check();
  await expect(page.getByLabel("Greeting card text (optional)")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test(
  "„Als Geschenk verpacken“ shows its price beside the option and, when ticked, a line in the totals (#43 §4)",
  { tag: "@phone" },
  async ({ page, consoleErrors }, info) => {
    await seedCart(page, [POTHOS]);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
    await waitForHydration(page);
    // The back office's default price: 3,90 €, beside the option.
    await expect(page.getByTestId("gift-wrap-price")).toHaveText("+ 3,90 €");
    const total = page.getByTestId("total");
    const before = await total.innerText();
    await expect(page.getByTestId("gift-wrap")).toHaveCount(0);
    await page.getByLabel("Als Geschenk verpacken").check();
    await expect(page.getByTestId("gift-wrap")).toHaveText("3,90 €");
    const cents = (text: string) => Number(text.replace(/[^\d]/g, ""));
    await expect(total).not.toHaveText(before);
    expect(cents(await total.innerText())).toBe(cents(before) + 390);
    expect(await overflows(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId("gift-wrap-price").scrollIntoViewIfNeeded();
    await reviewScreenshot(
      page.locator("section", { has: page.getByRole("heading", { name: "Geschenk", exact: true }) }),
      info,
      `gift-wrap-price-${info.project.name}.png`,
    );
    await reviewScreenshot(
      page.locator("section", { has: page.getByRole("heading", { name: "Bestellübersicht" }) }),
      info,
      `gift-wrap-totals-${info.project.name}.png`,
    );

    // Ordered: the thank-you page charges what the checkout showed.
    const shown = await total.innerText();
    await page.getByLabel("Vorname").fill("Gina");
    await page.getByLabel("Nachname").fill("Geschenk");
    await page.getByLabel("E-Mail", { exact: true }).fill(uniqueEmail("giftwrap"));
    await page.getByLabel("Straße und Hausnummer").fill("Gartenweg 3");
    await page.getByLabel("Postleitzahl").fill("52062");
    await page.getByLabel("Stadt").fill("Aachen");
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await expect(page).toHaveURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    await expect(page.getByTestId("gift-wrap")).toHaveText("3,90 €");
    await expect(page.getByTestId("total")).toHaveText(shown);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  },
);

test("English checkout: “Wrap as a gift” with its price and a “Gift wrapping” line (#43 §4)", async ({
  page,
}) => {
  await seedCart(page, [POTHOS]);
  await page.goto("/en/checkout");
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByTestId("gift-wrap-price")).toHaveText("+ €3.90");
  await page.getByLabel("Wrap as a gift").check();
  await expect(page.getByTestId("gift-wrap")).toHaveText("€3.90");
  await expect(page.getByText("Gift wrapping", { exact: true })).toBeVisible();
});
