import { paymentTerm, paymentTermSentence } from "../../domain/orders/payment-term";
import { pdfText } from "../../server/testing/pdf-text";
import { PEACE_LILY, POTHOS, seedCart } from "./cart-seed";
import { axeViolations, expect, test } from "./fixtures";
import { shipAsAdmin } from "./ship-as-admin";
import { E2E_PAYMENT_TERM_DAYS } from "./shop-settings";

/**
 * Issue #16, #27: a guest orders two plants; the order confirmation arrives (development mailbox) with
 * the order number, both plants, the address, the payment term and the AGB/Widerrufsbelehrung PDF
 * attached, no invoice; the thank-you page names the address it went to, masked. When the warehouse
 * ships, the shipping mail brings the invoice PDF (number, 7 % VAT, total, dated the shipping day).
 */
test("a guest's order: confirmation mail with the legal PDFs, masked address on the thank-you page; the invoice comes with the shipping mail", async ({
  page,
  request,
  browser,
  consoleErrors,
}, testInfo) => {
  // One address per project and run, so the mailbox check finds this test's mail.
  const local = `mara.${testInfo.project.name}.${Date.now()}`;
  const email = `${local}@example.de`;
  await seedCart(page, [POTHOS, { ...PEACE_LILY, quantity: 2 }]);
  await page.goto("/checkout");
  await page.getByLabel("Vorname").fill("Mara");
  await page.getByLabel("Nachname").fill("Lindner");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Straße und Hausnummer").fill("Ahornstraße 5");
  await page.getByLabel("Adresszusatz (optional)").fill("Hinterhaus, 2. OG");
  await page.getByLabel("Postleitzahl").fill("50667");
  await page.getByLabel("Stadt").fill("Köln");
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();

  await expect(page).toHaveURL(/\/order-success\?order=[0-9a-f-]{36}$/);
  const number = await page.getByTestId("order-number").innerText();
  expect(number).toMatch(/^BW-\d{4}-\d{6}$/);
  const notice = page.getByTestId("confirmation-mail");
  await expect(notice).toHaveText(
    "Wir haben dir eine Bestellbestätigung mit AGB und Widerrufsbelehrung an ma***@example.de geschickt.",
  );
  // The page is reachable by its link alone: the full address is nowhere in it.
  expect(await page.content()).not.toContain(email);
  expect(await axeViolations(page)).toEqual([]);

  // The mail, delivered by the outbox worker in the background.
  const mail = page.getByRole("link").filter({ hasText: email }).filter({ hasText: number });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(mail).toContainText("1 Anhang");
  await mail.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Deine Bestellung ${number} bei Blattwerk`,
  );
  await expect(page.getByTestId("mail-to")).toHaveText(email);

  const body = page.frameLocator('[data-testid="mail-html"]').locator("body");
  await expect(body).toContainText(number);
  await expect(body).toContainText("1 × Efeutute");
  await expect(body).toContainText("2 × Einblatt (Friedenslilie)");
  await expect(body).toContainText("Spathiphyllum wallisii · Größenklasse mittel");
  await expect(body).toContainText("Hinterhaus, 2. OG");
  await expect(body).toContainText("50667 Köln");
  await expect(body).toContainText("68,97"); // 18,99 + 2 × 24,99, shipping free from 60 €
  await expect(body).toContainText("Kauf auf Rechnung");
  await expect(body).toContainText(paymentTermSentence("de", E2E_PAYMENT_TERM_DAYS));
  await expect(body.getByRole("link", { name: "Zur Widerrufsfunktion" })).toHaveAttribute(
    "href",
    /\/widerruf#widerrufsbutton$/,
  );

  const attachments = page.getByTestId("mail-attachments").getByRole("link");
  await expect(attachments).toHaveText(["Blattwerk-AGB-und-Widerrufsbelehrung.pdf"]);
  const pdfOf = async (i: number) => {
    const res = await request.get((await attachments.nth(i).getAttribute("href"))!);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    return pdfText(await res.body()).replace(/\s+/g, " ");
  };
  await expect(body).not.toContainText("RE-");
  const legal = await pdfOf(0);
  expect(legal).toContain("Allgemeine Geschäftsbedingungen (AGB)");
  expect(legal).toContain(paymentTermSentence("de", E2E_PAYMENT_TERM_DAYS));
  expect(legal).toContain("Widerrufsbelehrung");
  expect(legal).toContain("Muster-Widerrufsformular");

  // The parcel leaves: the shipping mail carries the invoice, dated today, due the term later.
  await shipAsAdmin(browser, testInfo.project.use.baseURL!, number);
  const shipped = page.getByRole("link").filter({ hasText: email }).filter({ hasText: "ist unterwegs" });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(shipped).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await shipped.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Deine Bestellung ${number} ist unterwegs`,
  );
  await expect(attachments).toHaveText([/^Rechnung-RE-\d{4}-\d{6}\.pdf$/]);
  const invoiceNumber = (await attachments.nth(0).innerText()).replace(/^Rechnung-|\.pdf$/g, "");
  await expect(page.locator("article")).toContainText(`Deine Rechnung ${invoiceNumber}`);
  await expect(page.locator("article")).toContainText(paymentTerm("de", E2E_PAYMENT_TERM_DAYS));
  // The invoice: its number, the order, 7 % VAT of 68,97 € (4,51 €), the total, dated the shipping day.
  const invoice = await pdfOf(0);
  const today = new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date());
  expect(invoice).toContain(invoiceNumber);
  expect(invoice).toContain(number);
  expect(invoice).toContain("Umsatzsteuer 7 % 4,51 €");
  expect(invoice).toContain("68,97 €");
  expect(invoice).toContain("Hinterhaus, 2. OG");
  expect(invoice).toContain(`Rechnungsdatum ${today}`);
  expect(invoice).toContain(`Lieferdatum ${today} (Tag des Versands)`);
  expect(invoice).toContain(`Zahlungsbedingung: ${paymentTerm("de", E2E_PAYMENT_TERM_DAYS)}`);

  // The test's own init scripts (cart, consent) run in the sandboxed mail frame too, where storage
  // is off by design; anything else logged is an error.
  expect(consoleErrors.filter((e) => !e.includes("The document is sandboxed"))).toEqual([]);
});
