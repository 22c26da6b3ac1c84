import { chromium } from "@playwright/test";
const [, , url, out, w = "390", h = "844", scrollY = "0", mode = ""] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, deviceScaleFactor: 1, hasTouch: Number(w) < 600, isMobile: Number(w) < 600 });
if (mode !== "noconsent")
  await page.addInitScript(() => {
    localStorage.setItem("cookieConsentGiven", "true");
    localStorage.setItem("cookieConsentVersion", "2026-11");
    localStorage.setItem("cookiePreferences", JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false }));
  });
await page.goto(url, { waitUntil: "networkidle" });
if (Number(scrollY)) {
  await page.mouse.wheel(0, Number(scrollY));
  await page.waitForTimeout(500);
  // scroll up a little so the floating buttons show
  await page.mouse.wheel(0, -60);
  await page.waitForTimeout(800);
}
if (mode === "noconsent") {
  const b = page.getByRole("button", { name: "Nur notwendige" });
  await b.click(); await page.waitForTimeout(600);
}
await page.screenshot({ path: out, fullPage: mode === "full" });
await browser.close();
