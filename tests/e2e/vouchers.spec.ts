import { signInAsAdmin } from "./admin-session";
import { POTHOS, seedCart } from "./cart-seed";
import { uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";

/**
 * Gift vouchers (#43 §3) end to end: a customer buys a 20 € voucher on invoice at /gutschein; the merchant
 * marks it paid in the back office; its mail brings the code; the code pays part of an order at the
 * checkout (the rest by invoice); the voucher page shows the balance before and after.
 */
test(
  "buy a voucher on invoice, the merchant marks it paid, its code pays part of an order",
  { tag: "@phone" },
  async ({ page, consoleErrors }, info) => {
    test.slow(); // shop, back office, mailbox, checkout
    const buyer = uniqueEmail("voucher");

    await page.goto("/gutschein");
    await expect(page.getByRole("heading", { level: 1, name: "Geschenkgutschein" })).toBeVisible();
    await waitForHydration(page);
    const form = page.getByTestId("voucher-form");
    await form.getByLabel("Betrag in Euro").fill("20");
    await form.getByLabel("Dein Name").fill("Jonas Beck");
    await form.getByLabel("Deine E-Mail-Adresse").fill(buyer);
    await form.getByLabel("Deine Nachricht (optional)").fill("Viel Freude mit den Pflanzen!");
    expect(await axeViolations(page)).toEqual([]);
    await reviewScreenshot(page, info, `voucher-page-${info.project.name}.png`, { fullPage: true });
    await form.getByRole("button", { name: "Gutschein kaufen" }).click();
    const bought = page.getByTestId("voucher-bought");
    await expect(bought).toContainText(/Dein Gutschein GS-\d{4}-\d{6} über 20,00\s€ ist bestellt/);
    await expect(bought).toContainText("IBAN");
    const number = /GS-\d{4}-\d{6}/.exec(await bought.innerText())![0];

    // The merchant: the transfer arrived.
    await signInAsAdmin(page);
    await page.goto("/admin/vouchers");
    await expect(page.getByRole("heading", { level: 1, name: "Geschenkgutscheine" })).toBeVisible();
    await waitForHydration(page);
    const row = page.getByTestId("voucher-row").filter({ hasText: number });
    await expect(row).toContainText("wartet auf Zahlung");
    await row.getByRole("button", { name: `Gutschein ${number} als bezahlt markieren` }).click();
    await expect(page.getByText("Der Gutschein ist bezahlt und freigeschaltet.")).toBeVisible();
    await expect(row).toContainText("bezahlt, gültig");
    expect(await axeViolations(page)).toEqual([]);
    await reviewScreenshot(page, info, `admin-vouchers-${info.project.name}.png`, { fullPage: true });

    // The buyer's mail brings the code (sent today: at once).
    const mail = page.getByRole("link").filter({ hasText: buyer });
    await expect(async () => {
      await page.goto("/dev/mailbox");
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await mail.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dein Blattwerk-Gutschein über 20,00 €");
    const text = await page.locator("pre").innerText();
    expect(text).toContain("Viel Freude mit den Pflanzen!");
    const code = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)![0];

    // A guest again: the balance by code, typed in lower case.
    await page.context().clearCookies();
    await page.goto("/gutschein");
    await waitForHydration(page);
    await page.getByLabel("Gutscheincode").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Guthaben anzeigen" }).click();
    await expect(page.getByTestId("voucher-balance")).toContainText(
      `Der Gutschein ${code} hat noch 20,00 € Guthaben (von 20,00 €)`,
    );

    // The checkout: 18,99 € + 4,90 € shipping = 23,89 €; the voucher pays 20 €, 3,89 € by invoice.
    await seedCart(page, [POTHOS]);
    await page.goto("/checkout");
    await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Gutschein- oder Rabattcode").fill(code);
    await page.getByRole("button", { name: "Einlösen" }).click();
    const vouchers = page.getByTestId("checkout-vouchers");
    await expect(vouchers).toContainText(`Gutschein ${code}`);
    await expect(vouchers).toContainText("−20,00 €");
    await expect(page.getByTestId("total")).toHaveText("23,89 €");
    await expect(page.getByTestId("checkout-due")).toHaveText("3,89 €");
    expect(await axeViolations(page)).toEqual([]);
    await vouchers.scrollIntoViewIfNeeded();
    await reviewScreenshot(page, info, `checkout-voucher-${info.project.name}.png`);

    await page.getByLabel("Vorname").fill("Mia");
    await page.getByLabel("Nachname").fill("Gutschein");
    const orderEmail = uniqueEmail("voucher-order");
    await page.getByLabel("E-Mail", { exact: true }).fill(orderEmail);
    await page.getByLabel("Straße und Hausnummer").fill("Gartenweg 3");
    await page.getByLabel("Postleitzahl").fill("52062");
    await page.getByLabel("Stadt").fill("Aachen");
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await expect(page).toHaveURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    await expect(page.getByTestId("total")).toHaveText("23,89 €");
    await expect(page.getByTestId("order-vouchers")).toContainText(`Gutschein ${code}`);
    await expect(page.getByTestId("order-vouchers")).toContainText("−20,00 €");
    await expect(page.getByTestId("order-due")).toHaveText("3,89 €");
    await page.getByTestId("order-vouchers").scrollIntoViewIfNeeded();
    await reviewScreenshot(page, info, `order-success-voucher-${info.project.name}.png`);

    // The confirmation lists it as the checkout did, and what is left to transfer. Read in a page of its
    // own: the mailbox shows the HTML part in a sandboxed frame, whose storage warnings are not the shop's.
    const mailbox = await page.context().newPage();
    const confirmation = mailbox.getByRole("link").filter({ hasText: orderEmail });
    await expect(async () => {
      await mailbox.goto("/dev/mailbox");
      await expect(confirmation).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await confirmation.click();
    await expect(mailbox.locator("pre").first()).toContainText(
      new RegExp(`Gutschein ${code}: [-−]20,00\\s€\\s+Noch zu zahlen: 3,89\\s€`),
    );
    await mailbox.close();

    // What is left on it.
    await page.goto("/gutschein");
    await waitForHydration(page);
    await page.getByLabel("Gutscheincode").fill(code);
    await page.getByRole("button", { name: "Guthaben anzeigen" }).click();
    await expect(page.getByTestId("voucher-balance")).toContainText("hat noch 0,00 € Guthaben (von 20,00 €)");
    expect(consoleErrors).toEqual([]);
  },
);
