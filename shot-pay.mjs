import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3152";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
for (const [name, viewport] of [["desktop", { width: 1280, height: 800 }], ["mobile", { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport, locale: "de-DE" });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("s")) {
      localStorage.setItem("cart", JSON.stringify([{ id: "pothos", name: "Efeutute", priceCents: 1899, imageUrl: "/plants/pothos.svg", size: "small", quantity: 2 }]));
      localStorage.setItem("cookie-consent", JSON.stringify({ version: "2026-11", necessary: true, functional: false, analytics: false, at: Date.now() }));
      sessionStorage.setItem("s", "1");
    }
  });
  await page.goto(`${base}/checkout`);
  await page.getByLabel("Vorname").fill("Paula");
  await page.getByLabel("Nachname").fill("Pay");
  await page.getByRole("textbox", { name: "E-Mail" }).fill(`paula.${name}@example.de`);
  await page.getByLabel("Straße und Hausnummer").fill("Gartenweg 3");
  await page.getByLabel("Postleitzahl").fill("52062");
  await page.getByLabel("Stadt").fill("Aachen");
  await page.getByRole("radio", { name: "Online bezahlen" }).check();
  const choice = page.getByTestId("payment-method");
  await choice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/checkout-choice-${name}.png` });
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await page.waitForURL(/\/pay\//);
  await page.getByRole("button", { name: "Abbrechen" }).click();
  await page.waitForURL(/payment=cancelled/);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/checkout-cancelled-${name}.png` });
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  await page.waitForURL(/\/pay\//);
  await page.getByRole("button", { name: "Bezahlen" }).click();
  await page.waitForURL(/order-success/);
  await page.getByTestId("payment-note").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/success-paid-${name}.png` });
  await ctx.close();
}
await browser.close();
