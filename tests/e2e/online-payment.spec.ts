import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { freePorts } from "../../server/testing/ports";
import { POTHOS, seedCart } from "./cart-seed";
import { openMail as openMailbox, signInNewAdmin, uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";

/**
 * Paying online (#33) as a customer does it: the shop's checkout, then Stripe's hosted page — here the
 * local server that speaks Stripe's API and serves a stand-in for that page (server/testing/
 * stripe-server.ts), delivering signed webhooks to the shop as Stripe does. The shared e2e server takes
 * no online payment (the default shop), so these tests run their own shop and Stripe on a fresh folder.
 */

test.describe.configure({ mode: "serial" });

let base = "";
let stripeUrl = "";
let dataDir = "";
const children: ChildProcess[] = [];
/** The shop's admin, made with `npm run admin:create` before the shop starts (as scripts/e2e-server.mjs does). */
const ADMIN = "e2e-stripe-admin@example.de";
/** The admin's session once signed in: the invitation's link signs in only once, so later tests reuse it. */
let staffState: Awaited<ReturnType<BrowserContext["storageState"]>> | undefined;

/** The back office of this shop, in a context of its own (the helpers' paths are relative to it). */
async function staffPage(
  newContext: (options?: { baseURL?: string; storageState?: typeof staffState }) => Promise<BrowserContext>,
) {
  const context = await newContext({ baseURL: base, ...(staffState && { storageState: staffState }) });
  const page = await context.newPage();
  if (!staffState) {
    await signInNewAdmin(page, ADMIN);
    staffState = await context.storageState();
  }
  return page;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const [port, stripePort] = await freePorts(2);
  base = `http://127.0.0.1:${port}`;
  stripeUrl = `http://127.0.0.1:${stripePort}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "blattwerk-e2e-stripe-"));
  const tsx = (file: string) => ["--import", "tsx", file];
  const keys = { STRIPE_SECRET_KEY: "sk_test_blattwerk_e2e", STRIPE_WEBHOOK_SECRET: "whsec_blattwerk_e2e" };
  const made = spawnSync(process.execPath, [...tsx("server/admin/create-admin-cli.ts"), "--email", ADMIN], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: base },
  });
  if (made.status !== 0) throw new Error("admin:create failed");
  children.push(
    spawn(process.execPath, tsx("server/testing/stripe-cli.ts"), {
      stdio: "ignore",
      env: {
        ...process.env,
        ...keys,
        STRIPE_PORT: String(stripePort),
        STRIPE_WEBHOOK_URL: `${base}/api/payments/stripe/webhook`,
      },
    }),
    spawn(process.execPath, tsx("server/main.ts"), {
      stdio: "ignore",
      env: {
        ...process.env,
        ...keys,
        STRIPE_API_BASE: stripeUrl,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        ORDER_RATE_LIMIT_MAX: "1000",
        MAIL_RECIPIENT_LIMIT_PER_HOUR: "1000",
        INVOICE_MAX_TOTAL_EUR: "100",
      },
    }),
  );
  for (;;) {
    const ok = await Promise.all(
      [`${base}/api/health`, `${stripeUrl}/_control/events`].map((u) =>
        fetch(u)
          .then((r) => r.ok)
          .catch(() => false),
      ),
    );
    if (ok.every(Boolean)) break;
    if (children.some((c) => c.exitCode !== null))
      throw new Error("the shop or the Stripe test server exited");
    await new Promise((r) => setTimeout(r, 100));
  }
});

test.afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function fillShipping(page: Page, email: string) {
  await page.getByLabel("Vorname").fill("Paula");
  await page.getByLabel("Nachname").fill("Pay");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Straße und Hausnummer").fill("Gartenweg 3");
  await page.getByLabel("Postleitzahl").fill("52062");
  await page.getByLabel("Stadt").fill("Aachen");
}

/** The checkout with two Efeutute in the cart. */
async function openCheckout(page: Page) {
  await seedCart(page, [{ ...POTHOS, quantity: 2 }]);
  await page.goto(`${base}/checkout`);
}

/** From the checkout to Stripe's page, paying online. */
async function toStripe(page: Page, email: string, { open = true } = {}) {
  if (open) await openCheckout(page);
  await fillShipping(page, email);
  await page.getByRole("radio", { name: "Online bezahlen" }).check();
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripeUrl}/pay/cs_`));
  await expect(page.getByRole("heading", { name: "Bezahlen" })).toBeVisible();
  // Stripe's page charges what the checkout showed: 2 × 18,99 € and 4,90 € shipping.
  await expect(page.getByText("42,88 €")).toBeVisible();
}

async function openMail(page: Page, email: string, subject: RegExp) {
  const mail = page.getByRole("link").filter({ hasText: email }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto(`${base}/dev/mailbox`);
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await mail.click();
  return page.locator("article");
}

test("pays by card on Stripe's page: paid on the thank-you page, cart empty, the confirmation says so", async ({
  page,
}) => {
  const email = uniqueEmail("karte");
  await openCheckout(page);
  // The choice, with exactly the configured methods and no fee; keyboard and screen readers see radios.
  const choice = page.getByTestId("payment-method");
  await expect(choice.getByRole("radio", { name: "Kauf auf Rechnung" })).toBeChecked();
  await expect(choice.getByTestId("invoice-limit")).toHaveText("Möglich bis 100,00 € Bestellwert.");
  await expect(choice.getByTestId("online-methods")).toContainText(
    "Karte (auch Apple Pay und Google Pay), PayPal, Klarna oder SEPA-Lastschrift – auf der sicheren Bezahlseite unseres Zahlungsdienstleisters Stripe.",
  );
  await expect(choice.getByTestId("online-methods")).toContainText(
    "Es fallen keine zusätzlichen Gebühren an.",
  );
  expect(await axeViolations(page)).toEqual([]);

  await toStripe(page, email, { open: false });
  await page.getByRole("radio", { name: "Karte" }).check();
  await page.getByRole("button", { name: "Bezahlen" }).click();

  await expect(page).toHaveURL(new RegExp(`^${base}/order-success\\?order=[0-9a-f-]{36}&session_id=cs_`));
  await expect(page.getByRole("heading", { level: 1, name: "Vielen Dank!" })).toBeVisible();
  await expect(page.getByTestId("payment-note")).toContainText("Bezahlt mit Karte");
  await expect(page.getByTestId("confirmation-mail")).toBeVisible();
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const number = await page.getByTestId("order-number").innerText();

  const mail = await openMail(page, email, new RegExp(number));
  await expect(mail).toContainText("Zahlungsart: Karte – bezahlt");
  await expect(mail).not.toContainText("Überweise");
});

test("declined, then cancelled: back on the checkout with cart and address and a German message; ordering again works", async ({
  page,
}) => {
  const email = uniqueEmail("abbruch");
  await toStripe(page, email);
  await page.getByRole("button", { name: "Ablehnen" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Die Zahlung wurde abgelehnt. Bitte wähle eine andere Zahlungsart.",
  );
  await page.getByRole("button", { name: "Abbrechen" }).click();

  await expect(page).toHaveURL(new RegExp(`^${base}/checkout\\?payment=cancelled&order=`));
  await expect(page.getByTestId("payment-cancelled")).toHaveText(
    "Die Zahlung wurde abgebrochen, es wurde nichts bestellt. Dein Warenkorb und deine Angaben sind noch da – wähle eine Zahlungsart und bestelle erneut.",
  );
  await expect(page.getByLabel("Vorname")).toHaveValue("Paula");
  await expect(page.getByLabel("E-Mail", { exact: true })).toHaveValue(email);
  await expect(page.getByRole("radio", { name: "Online bezahlen" })).toBeChecked();
  await expect(page.getByTestId("order-features")).toContainText("2 × Efeutute");
  expect(await axeViolations(page)).toEqual([]);

  // The abandoned order is off (its stock back); the next try by invoice is a new order.
  await page.getByRole("radio", { name: "Kauf auf Rechnung" }).check();
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await expect(page).toHaveURL(/\/order-success\?order=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("payment-note")).toContainText("Kauf auf Rechnung");
});

test("the cancel link calls the order off only with its token and the page's POST; the order id alone changes nothing", async ({
  page,
}) => {
  await toStripe(page, uniqueEmail("abbruchlink"));
  const stripePage = page.url();
  // Where Stripe's „Abbrechen" leads, read without following it.
  const answer = await page.request.post(stripePage, {
    form: { action: "cancel", method: "card" },
    maxRedirects: 0,
  });
  const cancelUrl = new URL(answer.headers().location!);
  const token = cancelUrl.searchParams.get("token");
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Without the token (a link from a history, an image on another site): no notice, nothing called off.
  cancelUrl.searchParams.delete("token");
  await page.goto(cancelUrl.toString());
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("payment-cancelled")).toHaveCount(0);
  await page.goto(stripePage);
  await expect(page.getByRole("button", { name: "Bezahlen" })).toBeVisible();
  // With it, as Stripe sends the buyer back: the page calls the order off, Stripe's page takes no money.
  // (The notice is server-rendered: the page's POST goes out once it is hydrated, so wait for its answer.)
  cancelUrl.searchParams.set("token", token!);
  const abandoned = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/checkout"),
  );
  await page.goto(cancelUrl.toString());
  await expect(page.getByTestId("payment-cancelled")).toBeVisible();
  expect((await abandoned).status()).toBe(200);
  await page.goto(stripePage);
  await expect(page.getByRole("heading", { name: "Bezahlseite abgelaufen" })).toBeVisible();
});

test("SEPA direct debit: accepted at once; when the bank returns the debit days later, the customer is told", async ({
  page,
}) => {
  const email = uniqueEmail("lastschrift");
  await toStripe(page, email);
  await page.getByRole("radio", { name: "SEPA-Lastschrift" }).check();
  await page.getByRole("button", { name: "Bezahlen" }).click();
  await expect(page.getByTestId("payment-note")).toContainText("SEPA-Lastschrift");
  await expect(page.getByTestId("payment-note")).toContainText("Wir ziehen den Betrag in den nächsten Tagen");
  const sessionId = new URL(page.url()).searchParams.get("session_id")!;
  const number = await page.getByTestId("order-number").innerText();

  const bounced = await fetch(`${stripeUrl}/_control/sessions/${sessionId}/settle?outcome=failed`, {
    method: "POST",
  });
  expect(bounced.ok).toBe(true);
  const mail = await openMail(page, email, /fehlgeschlagen/);
  await expect(mail).toContainText(`für die Bestellung ${number} nicht eingezogen werden`);
  await expect(mail).toContainText("IBAN");
});

test("a bounced debit is named at the top of the overview and the order, and is not packed until released (#50 §6)", async ({
  page,
  newContext,
}, info) => {
  test.slow(); // a purchase, the admin's first sign-in, the overview and the order page
  const email = uniqueEmail("geplatzt");
  await toStripe(page, email);
  await page.getByRole("radio", { name: "SEPA-Lastschrift" }).check();
  await page.getByRole("button", { name: "Bezahlen" }).click();
  await expect(page.getByTestId("payment-note")).toContainText("SEPA-Lastschrift");
  const sessionId = new URL(page.url()).searchParams.get("session_id")!;
  const number = await page.getByTestId("order-number").innerText();
  const bounced = await fetch(`${stripeUrl}/_control/sessions/${sessionId}/settle?outcome=failed`, {
    method: "POST",
  });
  expect(bounced.ok).toBe(true);

  const staff = await staffPage(newContext);
  await staff.goto("/admin");
  await waitForHydration(staff);
  const alert = staff.getByTestId("payment-bounced");
  await expect(alert).toContainText("Lastschrift geplatzt – nicht versenden");
  await expect(alert.getByRole("link", { name: new RegExp(number) })).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await reviewScreenshot(staff, info, "overview-bounced.png", { fullPage: true });
  // Not on today's shipping list; on the list of bounced debits.
  await staff.goto("/admin/orders?todo=dispatch&sort=oldest");
  await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(staff.getByRole("main")).not.toContainText(number);
  await staff.goto("/admin/orders?todo=bounced&sort=oldest");
  await expect(staff.getByRole("main")).toContainText(number);
  await staff.goto("/admin");

  await alert.getByRole("link", { name: new RegExp(number) }).click();
  await expect(staff.getByTestId("order-hold")).toContainText("Lastschrift geplatzt – nicht versenden");
  const actions = staff.getByTestId("order-actions");
  await actions.getByRole("button", { name: "Bestätigen" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("Bestätigt");
  // Confirmed, still held: no „Versenden“ until the money is in or someone releases it.
  await expect(actions.getByRole("button", { name: "Versenden" })).toHaveCount(0);
  expect(await axeViolations(staff)).toEqual([]);
  await staff
    .getByTestId("order-hold")
    .getByRole("button", { name: "Trotzdem zum Versand freigeben" })
    .click();
  await expect(staff.getByText("Die Bestellung ist zum Versand freigegeben")).toBeVisible();
  await expect(staff.getByTestId("order-hold")).toHaveCount(0);
  await expect(actions.getByRole("button", { name: "Versenden" })).toBeVisible();
  await expect(staff.getByTestId("order-timeline")).toContainText(
    "Trotz geplatzter Lastschrift zum Versand freigegeben",
  );
  await staff.context().close();
});

test("invoice payment up to the shop's limit: above it only online payment is offered", async ({ page }) => {
  await seedCart(page, [{ ...POTHOS, quantity: 6 }]); // 6 × 18,99 € = 113,94 €
  await page.goto(`${base}/checkout`);
  const invoice = page.getByRole("radio", { name: "Kauf auf Rechnung" });
  await expect(invoice).toBeDisabled();
  await expect(page.getByRole("radio", { name: "Online bezahlen" })).toBeChecked();
  await expect(page.getByTestId("invoice-limit")).toHaveText(
    "Für diese Bestellung nicht möglich: Kauf auf Rechnung geht bis 100,00 €.",
  );
  expect(await axeViolations(page)).toEqual([]);
});

test("the merchant refunds an order paid by card: the money goes back through Stripe and the customer is told", async ({
  page,
  newContext,
}) => {
  test.slow(); // a purchase, the admin's first sign-in and a refund
  const email = uniqueEmail("erstattung");
  await toStripe(page, email);
  await page.getByRole("button", { name: "Bezahlen" }).click();
  await expect(page.getByTestId("payment-note")).toContainText("Bezahlt mit Karte");
  const number = await page.getByTestId("order-number").innerText();

  // The back office of this shop, in a context of its own (the helpers' paths are relative to it).
  const staff = await staffPage(newContext);
  await staff.goto(`/admin/orders/${number}`);
  await waitForHydration(staff);
  await expect(staff.getByTestId("online-payment")).toContainText("Online bezahlt über Stripe");
  const actions = staff.getByTestId("order-actions");
  await actions.getByRole("button", { name: "Bestätigen" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("Bestätigt");
  // Stripe's own booking is Stripe's to change: no „Buchung stornieren“ on it (#50 §6).
  await expect(staff.getByTestId("ledger-entry")).toContainText("Stripe");
  await expect(staff.getByTestId("order-money").getByText("Buchung stornieren")).toHaveCount(0);
  await actions.getByLabel("Grund der Stornierung").fill("Kundin hat angerufen");
  await actions.getByRole("button", { name: "Stornieren" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("Storniert");
  const money = staff.getByTestId("order-money");
  const refund = money.getByTestId("refund-form");
  await expect(refund.getByTestId("refund-through-stripe")).toBeVisible();
  await refund.getByLabel("Betrag in Euro").fill("42,88");
  await refund
    .getByLabel("Überwiesen am")
    .fill(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date()));
  await refund.getByLabel("Grund").fill("Stornierung");
  await refund.getByRole("button", { name: "Erstattung erfassen" }).click();
  await expect(money.getByRole("status")).toContainText(/Erstattung über 42,88\s€ über Stripe ausgezahlt/);
  await expect(staff.getByTestId("order-balance")).toHaveText(/0,00\s€/);
  expect(await axeViolations(staff)).toEqual([]);
  const mail = await openMailbox(staff, email, `Deine Erstattung zur Bestellung ${number}`);
  await expect(mail).toContainText(/42,88\s€ für die Bestellung/);
  await staff.context().close();
});

test(
  "buys a gift voucher online: Stripe's page charges its value, back on the voucher page it is paid, the mail brings code and PDF",
  { tag: "@phone" },
  async ({ page, newContext }, info) => {
    const buyer = uniqueEmail("gutschein-online");
    const friend = uniqueEmail("beschenkt");
    await page.goto(`${base}/gutschein`);
    await waitForHydration(page);
    const form = page.getByTestId("voucher-form");
    await form.getByLabel("Betrag in Euro").fill("30");
    await form.getByLabel("Dein Name").fill("Jonas Beck");
    await form.getByLabel("Deine E-Mail-Adresse").fill(buyer);
    await form.getByLabel("Name der beschenkten Person (optional)").fill("Mia Gut");
    await form.getByLabel("E-Mail der beschenkten Person (optional)").fill(friend);
    await form.getByLabel("Deine Nachricht (optional)").fill("Alles Gute!");
    // The checkout's choice and words: „Kauf auf Rechnung“ or „Online bezahlen“ with the methods.
    const choice = form.getByTestId("payment-method");
    await expect(choice.getByRole("radio", { name: "Kauf auf Rechnung" })).toBeChecked();
    await choice.getByRole("radio", { name: "Online bezahlen" }).check();
    await expect(choice.getByTestId("online-methods")).toContainText("auf der sicheren Bezahlseite");
    await expect(choice).toContainText("Nach „Gutschein kaufen“ geht es zur Bezahlseite.");
    expect(await axeViolations(page)).toEqual([]);
    await reviewScreenshot(page, info, `voucher-online-${info.project.name}.png`, { fullPage: true });
    await form.getByRole("button", { name: "Gutschein kaufen" }).click();

    await expect(page).toHaveURL(new RegExp(`^${stripeUrl}/pay/cs_`));
    await expect(page.getByText("Blattwerk-Geschenkgutschein GS-")).toBeVisible();
    await expect(page.getByText("30,00 €").first()).toBeVisible();
    await page.getByRole("radio", { name: "Karte" }).check();
    await page.getByRole("button", { name: "Bezahlen" }).click();

    await expect(page).toHaveURL(new RegExp(`^${base}/gutschein\\?voucher=[0-9a-f-]{36}&payment=return$`));
    // Issued by Stripe's webhook, which may arrive a moment after the buyer: the page says so until then.
    const state = page.getByTestId("voucher-payment");
    await expect(async () => {
      await page.reload();
      await expect(state).toContainText(/Dein Gutschein GS-\d{4}-\d{6} über 30,00\s€ ist bezahlt/, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    await reviewScreenshot(page, info, `voucher-online-paid-${info.project.name}.png`, { fullPage: true });

    // The friend's mail: from whom, the code, and the voucher as a PDF.
    const mail = await openMail(page, friend, /Dein Blattwerk-Gutschein über 30,00/);
    await expect(mail).toContainText("Jonas Beck schenkt dir einen Blattwerk-Gutschein.");
    await expect(mail).toContainText(/Gutscheincode: [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);
    await expect(mail).toContainText("als PDF");
    await expect(page.getByText(/Blattwerk-Gutschein-GS-\d{4}-\d{6}\.pdf/)).toBeVisible();

    // The merchant sees it paid online; there is nothing to mark paid by hand.
    const number = /GS-\d{4}-\d{6}/.exec(await page.getByText(/Blattwerk-Gutschein-GS-/).innerText())![0];
    const staff = await staffPage(newContext);
    await staff.goto("/admin/vouchers");
    const row = staff.getByTestId("voucher-row").filter({ hasText: number });
    await expect(row).toContainText("bezahlt, gültig · online bezahlt");
    await expect(row.getByRole("button")).toHaveCount(0);
  },
);
