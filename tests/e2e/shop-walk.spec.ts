import type { Page } from "@playwright/test";
import { formatEuro, moneyFormatter } from "../../domain/orders/money";
import { pdfText } from "../../server/testing/pdf-text";
import { readDatevFile } from "../support/datev-reader";
import { signInAsAdmin } from "./admin-session";
import { uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";
import { shipInBackOffice } from "./ship-as-admin";

/**
 * Issue #43's walk, end to end: a German customer on a phone and an English one on a laptop choose a size,
 * add the matching pot with one click, type a discount code, pay part with a gift voucher and the rest on
 * invoice, and send it as a gift to a Packstation; the merchant creates the code and the voucher, sees the
 * code's use, ships the gift, and finds the discount per rate on the invoice and the
 * voucher in the DATEV export — all to the cent.
 */

const TEXTS = {
  de: {
    prefix: "",
    size: "Größe",
    large: /Groß/,
    addToCart: "In den Warenkorb",
    addPot: "Übertopf Keramik Salbei, 19 cm in den Warenkorb",
    checkout: "Kasse",
    codeField: "Gutschein- oder Rabattcode",
    apply: "Einlösen",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail",
    packstation: "Packstation",
    postNumber: "DHL-Postnummer",
    station: "Nummer der Packstation",
    postalCode: "Postleitzahl",
    city: "Stadt",
    street: "Straße und Hausnummer",
    giftWrap: "Als Geschenk verpacken",
    giftMessage: "Text für die Grußkarte (optional)",
    submit: "Zahlungspflichtig bestellen",
    sizedLine: "Einblatt (Friedenslilie) – Groß",
  },
  en: {
    prefix: "/en",
    size: "Size",
    large: /Large/,
    addToCart: "Add to Cart",
    addPot: "Add Sage ceramic cachepot, 19 cm to cart",
    checkout: "Checkout",
    codeField: "Discount code or gift card",
    apply: "Apply",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    packstation: "Packstation",
    postNumber: "DHL Postnummer (customer number)",
    station: "Packstation number",
    postalCode: "Postal code",
    city: "City",
    street: "Street and house number",
    giftWrap: "Wrap as a gift",
    giftMessage: "Greeting card text (optional)",
    submit: "Place binding order",
    sizedLine: "Peace Lily – Large",
  },
};

/** Cents of an amount as either language's page shows it („64,98 €“, "€64.98", „−20,00 €“). */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** The shop's day in Berlin, as the books date everything. */
const shopDay = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" });

/** The merchant's 10 % code (/admin/discounts) and a paid 20 € voucher whose mail brings its code. */
async function merchantPrepares(page: Page, code: string) {
  await signInAsAdmin(page);
  await page.goto("/admin/discounts");
  await waitForHydration(page);
  const form = page.getByTestId("discount-form");
  await form.getByLabel("Code", { exact: true }).fill(code);
  await form.getByLabel("Art", { exact: true }).selectOption("percent");
  await form.getByLabel("Wert", { exact: true }).fill("10");
  await form.getByRole("button", { name: "Rabattcode anlegen" }).click();
  await expect(page.getByText(`Der Rabattcode ${code} ist angelegt.`)).toBeVisible();

  const buyer = uniqueEmail("walk-voucher");
  await page.goto("/gutschein");
  await waitForHydration(page);
  const voucher = page.getByTestId("voucher-form");
  await voucher.getByLabel("Betrag in Euro").fill("20");
  await voucher.getByLabel("Dein Name").fill("Jonas Beck");
  await voucher.getByLabel("Deine E-Mail-Adresse").fill(buyer);
  await voucher.getByRole("button", { name: "Gutschein kaufen" }).click();
  const bought = page.getByTestId("voucher-bought");
  await expect(bought).toContainText(/GS-\d{4}-\d{6}/);
  const voucherNumber = /GS-\d{4}-\d{6}/.exec(await bought.innerText())![0];
  await page.goto("/admin/vouchers");
  await waitForHydration(page);
  await page
    .getByTestId("voucher-row")
    .filter({ hasText: voucherNumber })
    .getByRole("button", { name: `Gutschein ${voucherNumber} als bezahlt markieren` })
    .click();
  await expect(page.getByText("Der Gutschein ist bezahlt und freigeschaltet.")).toBeVisible();
  const mail = page.getByRole("link").filter({ hasText: buyer });
  await expect(async () => {
    await page.goto("/dev/mailbox");
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await mail.first().click();
  const text = await page.locator("pre").innerText();
  return {
    voucherNumber,
    voucherCode: /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)![0],
  };
}

test(
  "#43 walk: size, matching pot, code and voucher, a gift to a Packstation; shipped, the discount per rate on the invoice and the voucher in DATEV",
  { tag: "@phone" },
  async ({ page, consoleErrors }, info) => {
    test.setTimeout(240_000); // back office, mailbox, plant page, checkout, DHL, PDFs
    // The phone walks in German, the laptop in English.
    const lang = info.project.name === "mobile" ? "de" : "en";
    const t = TEXTS[lang];
    const euro = moneyFormatter(lang);
    const code = `WALK${lang.toUpperCase()}${Date.now()}`;
    const { voucherNumber, voucherCode } = await merchantPrepares(page, code);

    // The customer, a guest.
    await page.context().clearCookies();
    await page.goto(`${t.prefix}/shop/plant/peace-lily`);
    await waitForHydration(page);
    await page.getByRole("group", { name: t.size }).getByRole("radio", { name: t.large }).check();
    await page.getByRole("button", { name: t.addToCart, exact: true }).click();
    await page.getByTestId("matching-products").getByRole("button", { name: t.addPot }).click();
    await expect(page.getByTestId("cart-badge").first()).toHaveText("2");

    await page.goto(`${t.prefix}/checkout`);
    await expect(page.getByRole("heading", { level: 1, name: t.checkout })).toBeVisible();
    await waitForHydration(page);
    // 39,99 € (Einblatt, large, 7 %) + 24,99 € (the pot, 19 %) = 64,98 €.
    await expect(page.getByTestId("subtotal")).toHaveText(euro(6498));
    await page.getByLabel(t.codeField).fill(code.toLowerCase());
    await page.getByRole("button", { name: t.apply }).click();
    // 10 % of 64,98 € is 6,50 €: 4,00 € of the plant's 7 %, 2,50 € of the pot's 19 %.
    await expect(page.getByTestId("discount")).toContainText(euro(650));
    await page.getByLabel(t.codeField).fill(voucherCode.toLowerCase());
    await page.getByRole("button", { name: t.apply }).click();
    await expect(page.getByTestId("checkout-vouchers")).toContainText(euro(2000));

    await page.getByLabel(t.firstName).first().fill("Paula");
    await page.getByLabel(t.lastName).first().fill("Paket");
    await page.getByLabel(t.email, { exact: true }).fill(uniqueEmail(`walk-${lang}`));
    const delivery = page.locator("section", { has: page.getByRole("radio", { name: t.packstation }) });
    await page.getByRole("radio", { name: t.packstation }).check();
    await page.getByLabel(t.postNumber).fill("12345678");
    await page.getByLabel(t.station).fill("118");
    await delivery.getByLabel(t.postalCode).fill("10115");
    await delivery.getByLabel(t.city).fill("Berlin");
    const billing = page.getByTestId("billing-fields");
    await billing.getByLabel(t.firstName).fill("Greta");
    await billing.getByLabel(t.lastName).fill("Grün");
    await billing.getByLabel(t.street).fill("Lindenstraße 12");
    await billing.getByLabel(t.postalCode).fill("50667");
    await billing.getByLabel(t.city).fill("Köln");
    await page.getByLabel(t.giftWrap).check();
    await page.getByLabel(t.giftMessage).fill("Alles Gute!");
    await expect(page.getByTestId("gift-wrap")).toHaveText(euro(390));

    // The total is the sum of its parts, and the voucher leaves the rest to pay on invoice.
    const shipping = cents(await page.getByTestId("shipping").innerText());
    const total = 6498 - 650 + shipping + 390;
    await expect(page.getByTestId("total")).toHaveText(euro(total));
    await expect(page.getByTestId("checkout-due")).toHaveText(euro(total - 2000));
    expect(await axeViolations(page)).toEqual([]);
    await reviewScreenshot(page, info, `walk-checkout-${info.project.name}.png`, { fullPage: true });
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page).toHaveURL(/\/order-success\?order=[0-9a-f-]{36}$/);
    await expect(page.getByText(t.sizedLine)).toBeVisible();
    await expect(page.getByTestId("total")).toHaveText(euro(total));
    await expect(page.getByTestId("order-due")).toHaveText(euro(total - 2000));
    const number = await page.getByTestId("order-number").innerText();
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");

    // The merchant: the code's use, then the gift shipped with a DHL label to the Packstation.
    await signInAsAdmin(page);
    await page.goto("/admin/discounts");
    await expect(
      page.getByTestId("discount-row").filter({ hasText: code }).getByTestId("discount-uses"),
    ).toContainText("1 eingelöst");
    // This shop has no DHL API set up (tests/e2e/packing-table.spec.ts makes the Packstation's label with
    // the local DHL server): the merchant ships with the portal's tracking number.
    await shipInBackOffice(page, number);

    // The invoice: full prices, the discount per rate, the voucher as a payment, the rest due.
    const invoices = page.getByTestId("order-invoices");
    const link = invoices.getByRole("link", { name: /^Rechnung RE-\d{4}-\d+ \(PDF\)$/ });
    const invoiceNumber = /RE-\d{4}-\d+/.exec((await link.innerText()) ?? "")![0];
    const pdf = await page.request.get((await link.getAttribute("href"))!);
    const text = pdfText(await pdf.body())
      .replace(/\u00a0/g, " ")
      .replace(/\s+/g, " ");
    expect(text).toContain("39,99 €");
    expect(text).toContain("24,99 €");
    expect(text).toMatch(new RegExp(`Rabatt \\(Code ${code}\\) ?7 ?% ?[-−]4,00 €`));
    expect(text).toMatch(new RegExp(`Rabatt \\(Code ${code}\\) ?19 ?% ?[-−]2,50 €`));
    expect(text).toMatch(/\(davon 20,00 € mit Geschenkgutschein\)/);
    expect(text).toContain(`Noch zu zahlen: ${formatEuro(total - 2000).replace(/\u00a0/g, " ")}.`);
    // An English order's invoice names each line in both languages (#46 §1).
    if (lang === "en") expect(text).toContain("(Peace Lily –");

    // DATEV: the voucher's sale (bank to the voucher account) and its redemption by this order.
    const day = shopDay();
    const datev = await page.request.get(`/admin/books/download/datev?from=${day}&to=${day}`);
    expect(datev.status()).toBe(200);
    const rows = readDatevFile(await datev.body()).rows;
    const onVoucherAccount = rows.filter((r) => r[0] === "20,00" && (r[6] === "1604" || r[7] === "1604"));
    expect(onVoucherAccount.some((r) => r.join(";").includes(voucherNumber))).toBe(true);
    expect(
      onVoucherAccount.some((r) => r.join(";").includes(number) || r.join(";").includes(invoiceNumber)),
    ).toBe(true);
    expect(consoleErrors).toEqual([]);
  },
);
