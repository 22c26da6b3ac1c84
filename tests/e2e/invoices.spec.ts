import { readFileSync } from "node:fs";
import { paymentTerm } from "../../domain/orders/payment-term";
import { pdfText } from "../../server/testing/pdf-text";
import { PEACE_LILY, POTHOS, seedCart } from "./cart-seed";
import { signUpAndIn, uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test } from "./fixtures";
import { shipAsAdmin } from "./ship-as-admin";
import { E2E_PAYMENT_TERM_DAYS } from "./shop-settings";

test("a signed-in customer orders; once shipped, downloads the invoice from /orders", async ({
  page,
  browser,
  consoleErrors,
}, info) => {
  test.slow(); // sign-up, order, the warehouse ships, two pages and a PDF
  await signUpAndIn(page, "Ines Rechnung", uniqueEmail("invoice"));

  await seedCart(page, [POTHOS, PEACE_LILY]);
  await page.goto("/checkout");
  await page.getByLabel("Straße und Hausnummer").fill("Rosenweg 12");
  await page.getByLabel("Adresszusatz (optional)").fill("Hinterhaus, 2. OG");
  await page.getByLabel("Postleitzahl").fill("52062");
  await page.getByLabel("Stadt").fill("Aachen");
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await expect(page).toHaveURL(/\/order-success\?order=/);

  await page.goto("/orders");
  const order = page.getByTestId("order");
  await expect(order).toHaveCount(1);
  const orderNumber = (await order.getByRole("heading").textContent())!.replace("Bestellung ", "").trim();
  // No invoice before the parcel leaves (#27): "Versenden" issues it.
  await expect(order.getByTestId("invoice-link")).toHaveCount(0);
  await shipAsAdmin(browser, info.project.use.baseURL!, orderNumber);
  await page.reload();
  const link = order.getByRole("link", { name: /^Rechnung \(PDF\) RE-\d{4}-\d{6}$/ });
  await expect(link).toHaveAttribute("download", "");
  expect(await axeViolations(page)).toEqual([]);
  await reviewScreenshot(page, info, "orders-with-invoice.png", { fullPage: true });

  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const invoiceNumber = /^Rechnung-(RE-\d{4}-\d{6})\.pdf$/.exec(download.suggestedFilename())![1]!;
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(pdf).replace(/\u00a0/g, " ");
  expect(text).toContain(invoiceNumber);
  expect(text).toContain(orderNumber);
  expect(text).toContain("Hinterhaus, 2. OG");
  // 18,99 + 24,99 + 6,90 shipping (medium) = 50,88 €, of which 7 % VAT: 50,88 − round(50,88 / 1,07) = 3,33 €.
  expect(text).toMatch(/Umsatzsteuer 7 %\s+3,33 €/);
  expect(text).toContain("50,88 €");
  expect(text).toContain("(Tag des Versands)");
  expect(text.replace(/\s+/g, " ")).toContain(
    `Zahlungsbedingung: ${paymentTerm("de", E2E_PAYMENT_TERM_DAYS)}`,
  );

  // The account's order history offers the same download; signed out, the address asks for a sign-in.
  await page.goto("/account");
  await page.getByRole("tab", { name: "Bestellungen" }).click();
  await expect(page.getByTestId("invoice-link")).toHaveAttribute("href", `/api/invoices/${invoiceNumber}`);
  await page.context().clearCookies();
  const anonymous = await page.request.get(`/api/invoices/${invoiceNumber}`);
  expect(anonymous.status()).toBe(401);
  expect(consoleErrors).toEqual([]);
});
