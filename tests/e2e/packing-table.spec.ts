import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { pdfText } from "../../server/testing/pdf-text";
import { freePorts } from "../../server/testing/ports";
import { POTHOS, seedCart } from "./cart-seed";
import { openMail, signInNewAdmin, uniqueEmail } from "./customer";
import {
  axeViolations,
  expect,
  newConsentedContext,
  reviewScreenshot,
  test,
  waitForHydration,
} from "./fixtures";

/**
 * The packing table (#34) as the warehouse uses it: a customer orders, staff confirm, create the DHL
 * label on the order page (here against the local server that speaks DHL's Parcel DE Shipping API,
 * server/testing/dhl-server.ts), download label and packing slip, and ship — the label's number goes
 * into the shipping mail. The shared e2e server has no DHL settings, so this file runs its own shop and
 * DHL on a fresh folder, as online-payment.spec.ts does with Stripe.
 */

test.describe.configure({ mode: "serial" });

let base = "";
let dataDir = "";
const children: ChildProcess[] = [];
const ADMIN = "e2e-dhl-admin@example.de";
/** Well-formed, but not in DHL's routing data (the local server refuses it as DHL would). */
const UNROUTABLE = "52999";
let staff: Page;
/** The order the first test ships; the return-label test withdraws from it. */
const shipped = { number: "", email: "" };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const [port, dhlPort] = await freePorts(2);
  base = `http://127.0.0.1:${port}`;
  const dhlUrl = `http://127.0.0.1:${dhlPort}`;
  dataDir = mkdtempSync(path.join(tmpdir(), "blattwerk-e2e-dhl-"));
  const tsx = (file: string) => ["--import", "tsx", file];
  const keys = {
    DHL_API_KEY: "e2e-dhl-key",
    DHL_USER: "e2e-user",
    DHL_PASSWORD: "e2e-password",
    DHL_BILLING_NUMBER: "33333333330101",
  };
  const made = spawnSync(process.execPath, [...tsx("server/admin/create-admin-cli.ts"), "--email", ADMIN], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: base },
  });
  if (made.status !== 0) throw new Error("admin:create failed");
  children.push(
    spawn(process.execPath, tsx("server/testing/dhl-cli.ts"), {
      stdio: "ignore",
      env: { ...process.env, ...keys, DHL_PORT: String(dhlPort), DHL_UNKNOWN_POSTAL_CODES: UNROUTABLE },
    }),
    spawn(process.execPath, tsx("server/main.ts"), {
      stdio: "ignore",
      env: {
        ...process.env,
        ...keys,
        DHL_API_BASE: dhlUrl,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: base,
        ORDER_RATE_LIMIT_MAX: "1000",
        MAIL_RECIPIENT_LIMIT_PER_HOUR: "1000",
      },
    }),
  );
  for (;;) {
    const ok = await Promise.all(
      [`${base}/api/health`, `${dhlUrl}/parcel/de/shipping/v2/`].map((u) =>
        fetch(u)
          .then((r) => r.ok)
          .catch(() => false),
      ),
    );
    if (ok.every(Boolean)) break;
    if (children.some((c) => c.exitCode !== null)) throw new Error("the shop or the DHL test server exited");
    await new Promise((r) => setTimeout(r, 100));
  }
  staff = await (
    await newConsentedContext(browser, {
      baseURL: base,
      locale: "de-DE",
      timezoneId: "Europe/Berlin",
      viewport: { width: 1280, height: 800 },
    })
  ).newPage();
  await signInNewAdmin(staff, ADMIN);
});

test.afterAll(async () => {
  await staff?.context().close();
  for (const child of children) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The staff page as it is (1280 × 800) and on a phone (390 × 844), kept with the test's results. */
async function shoot(name: string) {
  const info = test.info();
  await reviewScreenshot(staff, info, `${name}-1280.png`, { fullPage: true });
  await staff.setViewportSize({ width: 390, height: 844 });
  await reviewScreenshot(staff, info, `${name}-390.png`, { fullPage: true });
  expect(await axeViolations(staff)).toEqual([]);
  await staff.setViewportSize({ width: 1280, height: 800 });
}

/** A customer's order through the shop's checkout (Kauf auf Rechnung); its number. */
async function order(browser: Browser, email: string, postalCode = "52062") {
  // Consent given, as the suite's pages start: the first visit's cookie dialog would open over the form.
  const page = await (
    await newConsentedContext(browser, { baseURL: base, locale: "de-DE", timezoneId: "Europe/Berlin" })
  ).newPage();
  await seedCart(page, [{ ...POTHOS, quantity: 2 }]);
  await page.goto("/checkout");
  // The cart lives in the browser: on a busy machine a click before hydration posts an empty form.
  await waitForHydration(page);
  await page.getByLabel("Vorname").fill("Paula");
  await page.getByLabel("Nachname").fill("Paket");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Straße und Hausnummer").fill("Gartenweg 3");
  await page.getByLabel("Postleitzahl").fill(postalCode);
  await page.getByLabel("Stadt").fill("Aachen");
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await expect(page.getByTestId("order-number")).toHaveText(/^BW-\d{4}-\d{6}$/);
  const number = await page.getByTestId("order-number").innerText();
  await page.context().close();
  return number;
}

async function confirm(number: string) {
  await staff.goto(`/admin/orders/${number}`);
  await waitForHydration(staff);
  await staff.getByTestId("order-actions").getByRole("button", { name: "Bestätigen" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("Bestätigt");
}

test("the warehouse creates the DHL label on the order page, downloads label and packing slip, and ships with its number", async ({
  browser,
}) => {
  test.slow();
  const email = uniqueEmail("paket");
  const number = await order(browser, email);
  await confirm(number);

  // The customer left the checkout's box for DHL unticked: staff see that the e-mail stays with the shop.
  await expect(staff.getByTestId("dhl-email-consent")).toHaveText(
    "E-Mail an DHL: nein – nicht eingewilligt, DHL bekommt sie nicht.",
  );
  const section = staff.getByTestId("order-shipping");
  await expect(section.getByRole("heading", { name: "Versand vorbereiten" })).toBeVisible();
  // The form suggests what the parcel's contents weigh, as the portal CSV carries it (#50).
  await expect(section.getByLabel("Gewicht (kg)")).toHaveValue("2,1");
  await section.getByLabel("Gewicht (kg)").fill("2,5");
  await section.getByRole("button", { name: "DHL-Label erstellen" }).click();
  await expect(section.getByRole("status")).toContainText(/DHL-Label \d{20} erstellt/);
  const line = section.getByTestId("label-active");
  await expect(line).toContainText(/DHL Paket \d{20}/);
  await expect(line).toContainText("2,5 kg");
  const shipmentNo = (await line.innerText()).match(/\d{20}/)![0];
  expect(await axeViolations(staff)).toEqual([]);
  await shoot("order-label");

  // The label: DHL's PDF, as the link downloads it.
  const label = await staff.request.get(
    (await section.getByRole("link", { name: "Label herunterladen (PDF)" }).getAttribute("href"))!,
  );
  expect(label.status()).toBe(200);
  expect(label.headers()["content-type"]).toBe("application/pdf");
  expect((await label.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The packing slip, as the link fetches it.
  const slipHref = (await section.getByRole("link", { name: "Lieferschein (PDF)" }).getAttribute("href"))!;
  expect(slipHref).toBe(`/admin/orders/${number}/packing-slip`);
  const slip = await staff.request.get(slipHref);
  expect(slip.status()).toBe(200);
  expect(slip.headers()["content-type"]).toBe("application/pdf");
  expect(slip.headers()["content-disposition"]).toBe(`inline; filename="Lieferschein-${number}.pdf"`);
  const bytes = await slip.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  // The day's batch from the orders list: every confirmed order not yet shipped, one PDF; and the same
  // orders as the business portal's CSV.
  await staff.goto("/admin/orders");
  const batchHref = await staff
    .getByTestId("dispatch-links")
    .getByRole("link", { name: "Lieferscheine aller zu versendenden Bestellungen (PDF)" })
    .getAttribute("href");
  const batch = await staff.request.get(batchHref!);
  expect(batch.headers()["content-type"]).toBe("application/pdf");
  expect((await batch.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const csv = await (await staff.request.get("/admin/dispatch/dhl.csv")).text();
  // No e-mail for DHL: the customer left the checkout's box unticked (#49).
  // Two Efeututen („0,5–0,8 kg“) and the packaging (#50).
  expect(csv).toContain(`Paula Paket;;Gartenweg;3;52062;Aachen;DEU;;2,1;${number}`);
  await staff.goto(`/admin/orders/${number}`);
  await waitForHydration(staff);

  // "Versenden": the tracking field already holds the label's number.
  const actions = staff.getByTestId("order-actions");
  await expect(actions.getByLabel("Sendungsnummer")).toHaveValue(shipmentNo);
  await actions.getByRole("button", { name: "Versenden" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("Versendet");
  await expect(staff.getByTestId("order-shipment")).toContainText(shipmentNo);
  // Shipped: the label can no longer be cancelled.
  await expect(section.getByRole("button", { name: "Label stornieren" })).toHaveCount(0);

  const mail = await openMail(staff, email, `Deine Bestellung ${number} ist unterwegs`);
  await expect(mail).toContainText(shipmentNo);
  Object.assign(shipped, { number, email });
});

/** A gift to a Packstation (#43 §4): the buyer's own billing address, wrapped, with a card. */
async function packstationGift(browser: Browser, email: string) {
  const page = await (
    await newConsentedContext(browser, { baseURL: base, locale: "de-DE", timezoneId: "Europe/Berlin" })
  ).newPage();
  await seedCart(page, [POTHOS]);
  await page.goto("/checkout");
  await waitForHydration(page);
  await page.getByLabel("Vorname").fill("Paula");
  await page.getByLabel("Nachname").fill("Paket");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByRole("radio", { name: "Packstation" }).check();
  await page.getByLabel("DHL-Postnummer").fill("12345678");
  await page.getByLabel("Nummer der Packstation").fill("118");
  const delivery = page.locator("section", { has: page.getByRole("heading", { name: "Lieferadresse" }) });
  await delivery.getByLabel("Postleitzahl").fill("10115");
  await delivery.getByLabel("Stadt").fill("Berlin");
  const billing = page.getByTestId("billing-fields");
  await billing.getByLabel("Vorname").fill("Greta");
  await billing.getByLabel("Nachname").fill("Grün");
  await billing.getByLabel("Straße und Hausnummer").fill("Lindenstraße 12");
  await billing.getByLabel("Postleitzahl").fill("50667");
  await billing.getByLabel("Stadt").fill("Köln");
  await page.getByLabel("Als Geschenk verpacken").check();
  await page.getByLabel("Text für die Grußkarte (optional)").fill("Alles Gute!");
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await expect(page.getByTestId("order-number")).toHaveText(/^BW-\d{4}-\d{6}$/);
  const number = await page.getByTestId("order-number").innerText();
  await page.context().close();
  return number;
}

test("a gift to a Packstation: the label is made at DHL for the locker, the slip has the card and no prices (#43 §4)", async ({
  browser,
}) => {
  test.slow();
  const number = await packstationGift(browser, uniqueEmail("packstation-label"));
  await confirm(number);
  const section = staff.getByTestId("order-shipping");
  await section.getByRole("button", { name: "DHL-Label erstellen" }).click();
  // The local DHL server refuses a locker without postNumber and lockerID, as DHL does.
  await expect(section.getByRole("status")).toContainText(/DHL-Label \d{20} erstellt/);
  const slip = await staff.request.get(`/admin/orders/${number}/packing-slip`);
  const text = pdfText(await slip.body())
    .replace(/\u00a0/g, " ")
    .replace(/\s+/g, " ");
  expect(text).toContain("Packstation 118");
  expect(text).toContain("12345678");
  expect(text).toContain("Alles Gute!");
  expect(text).not.toMatch(/\d+,\d{2} €/);
  const actions = staff.getByTestId("order-actions");
  await expect(actions.getByLabel("Sendungsnummer")).toHaveValue(/^\d{20}$/);
  await actions.getByRole("button", { name: "Versenden" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("Versendet");
});

test("on a phone the DHL label and „Versenden“ are one screen apart, label first (#50 §6)", async ({
  browser,
}) => {
  test.slow();
  const number = await order(browser, uniqueEmail("handy"));
  await confirm(number);
  await staff.setViewportSize({ width: 390, height: 844 });
  try {
    await staff.goto(`/admin/orders/${number}`);
    await waitForHydration(staff);
    const label = staff.getByTestId("order-shipping").getByRole("button", { name: "DHL-Label erstellen" });
    const ship = staff.getByTestId("order-actions").getByRole("button", { name: "Versenden" });
    const [l, s] = [(await label.boundingBox())!, (await ship.boundingBox())!];
    // The label comes first (its number fills „Sendungsnummer“), „Versenden“ within one screen after it.
    expect(s.y).toBeGreaterThan(l.y);
    expect(s.y + s.height - l.y).toBeLessThan(844);
    // Nor far down the page: both within the first two screens.
    expect(s.y + s.height).toBeLessThan(2 * 844);
  } finally {
    await staff.setViewportSize({ width: 1280, height: 800 });
  }
  await shoot("order-label-and-ship");
});

test("the withdrawal's return label: made at DHL from the withdrawal page and mailed to the customer", async ({
  newContext,
}) => {
  test.slow();
  expect(shipped.number).not.toBe("");
  // The customer withdraws (no session) and confirms by the link mailed to the order's address.
  // Consent given, as the suite's pages start: the first visit's cookie dialog otherwise opens over the
  // form a second after loading, in the middle of typing (a race the withdrawal form's loading widened).
  const customer = await (await newContext({ baseURL: base })).newPage();
  await customer.goto("/widerruf#widerrufsbutton");
  await customer.locator("#widerrufsbutton").getByRole("button", { name: "Vertrag widerrufen" }).click();
  const form = customer.getByRole("form", { name: "Widerruf erklären" });
  await form.getByLabel("Bestellnummer").fill(shipped.number);
  await form.getByLabel("Name").fill("Paula Paket");
  await form.getByLabel("E-Mail-Adresse").fill(shipped.email);
  await form.getByRole("button", { name: "Widerruf bestätigen" }).click();
  await expect(customer.getByTestId("withdrawal-confirmation")).toBeVisible();
  const receipt = await openMail(customer, shipped.email, "Eingangsbestätigung: Widerrufserklärung");
  await expect(receipt).toContainText("kostenloses Rücksendeetikett");
  await receipt.getByRole("link", { name: /\/confirm\?/ }).click();
  await customer.getByRole("button", { name: "Ja, das war ich – Widerruf bestätigen" }).click();
  await expect(customer.getByRole("status")).toContainText(`deiner Bestellung ${shipped.number} zugeordnet`);

  await staff.goto("/admin/withdrawals");
  await staff
    .getByTestId("withdrawal-list")
    .getByRole("listitem")
    .filter({ hasText: shipped.number })
    .getByRole("link")
    .click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Widerruf von Paula Paket");
  await waitForHydration(staff);
  const card = staff.getByTestId("withdrawal-return-label");
  await card.getByRole("button", { name: "Rücksendeetikett senden" }).click();
  await expect(staff.getByTestId("withdrawal-actions").getByRole("status")).toContainText(
    /Rücksendeetikett \d{12} erstellt/,
  );
  await expect(card).toContainText(/DHL Retoure \d{12}/);
  const returnNo = (await card.innerText()).match(/\d{12}/)![0];
  expect(await axeViolations(staff)).toEqual([]);
  await shoot("withdrawal-return-label");
  const label = await staff.request.get(
    (await card.getByRole("link", { name: "Label herunterladen (PDF)" }).getAttribute("href"))!,
  );
  expect(label.headers()["content-type"]).toBe("application/pdf");

  const mail = await openMail(
    customer,
    shipped.email,
    `Dein Rücksendeetikett zur Bestellung ${shipped.number}`,
  );
  await expect(mail).toContainText(returnNo);
  await expect(mail).toContainText(`DHL-Ruecksendeetikett-${returnNo}.pdf`);
  await customer.context().close();
});

test("DHL's refusal reaches staff in German; a label is cancelled at DHL with the order", async ({
  browser,
}) => {
  test.slow();
  const refusedNumber = await order(browser, uniqueEmail("plz"), UNROUTABLE);
  await confirm(refusedNumber);
  const section = staff.getByTestId("order-shipping");
  // By keyboard: the weight field takes Enter as the form's submit.
  await section.getByLabel("Gewicht (kg)").focus();
  await staff.keyboard.press("Enter");
  await expect(section.getByRole("alert")).toHaveText(
    "DHL hat das Label abgelehnt: Empfänger: Der Ort passt nicht zur Postleitzahl, DHL kann die Sendung so nicht leiten.",
  );
  await expect(section.getByTestId("label-active")).toHaveCount(0);

  const number = await order(browser, uniqueEmail("storno"));
  await confirm(number);
  await section.getByRole("button", { name: "DHL-Label erstellen" }).click();
  await expect(section.getByTestId("label-active")).toBeVisible();
  const actions = staff.getByTestId("order-actions");
  await actions.getByLabel("Grund der Stornierung").fill("Kundin hat angerufen");
  await actions.getByRole("button", { name: "Stornieren" }).click();
  await expect(staff.getByTestId("order-status")).toHaveText("Storniert");
  await expect(actions.getByRole("status")).toContainText(/Das DHL-Label \d{20} ist bei DHL storniert/);
  await expect(section.getByTestId("label-cancelled")).toContainText("storniert am");
  expect(await axeViolations(staff)).toEqual([]);
});

test("many orders at once from the list: confirm, labels, shipped with the labels' numbers; one that cannot says why (#50 §5)", async ({
  browser,
}) => {
  test.slow();
  const numbers = [await order(browser, uniqueEmail("stapel")), await order(browser, uniqueEmail("stapel"))];
  await staff.goto("/admin/orders?status=new");
  const bulk = staff.getByTestId("bulk-form");
  const run = async (action: string) => {
    for (const n of numbers) await staff.getByLabel(`${n} auswählen`).check();
    await bulk.getByLabel("Aktion").selectOption({ label: action });
    await bulk.getByRole("button", { name: "Für Ausgewählte ausführen" }).click();
    return staff.getByTestId("bulk-outcomes");
  };
  // Shipped before a label exists: each refused with the reason, nothing changes.
  await expect(await run("Bestätigen")).toContainText("2 erledigt.");
  await staff.goto("/admin/orders?status=processing");
  const early = await run("Als versendet markieren (Sendungsnummer des Labels)");
  await expect(early).toContainText("0 erledigt, 2 nicht möglich");
  await expect(early).toContainText(`${numbers[0]}: Für diese Bestellung gibt es kein gültiges DHL-Label.`);
  await expect(await run("DHL-Label erstellen")).toContainText("2 erledigt.");
  await expect(await run("Als versendet markieren (Sendungsnummer des Labels)")).toContainText("2 erledigt.");
  await shoot("bulk-orders");
  for (const n of numbers) {
    await staff.goto(`/admin/orders/${n}`);
    await expect(staff.getByTestId("order-status")).toHaveText("Versendet");
    await expect(staff.getByTestId("order-parcels")).toContainText(/DHL \d{20}/);
  }
});
