// Screenshots of pages at desktop (1280×800) and mobile (390×844) size, for reviewing screens.
// Usage: node scripts/screenshots.mjs http://localhost:3000 out-dir /path [/path …]
import { chromium } from "@playwright/test";

const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
for (const [name, viewport, mobile] of [
  ["desktop", { width: 1280, height: 800 }, false],
  ["mobile", { width: 390, height: 844 }, true],
]) {
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, locale: "de-DE" });
  // A consent to the current cookie policy (COOKIE_POLICY_VERSION in domain/shop/shop-facts.ts).
  await context.addInitScript(() => {
    localStorage.setItem("cookieConsentGiven", "true");
    localStorage.setItem("cookieConsentVersion", "2026-11");
  });
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    const file = `${out}/${name}${p.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
