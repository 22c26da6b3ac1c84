import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The focused element shows a visible outline (the global :focus-visible style). */
async function expectVisibleFocus(page: Page) {
  const outline = await page.evaluate(() => {
    const s = getComputedStyle(document.activeElement as Element);
    return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth) };
  });
  expect(outline.style).not.toBe("none");
  expect(outline.width).toBeGreaterThanOrEqual(2);
}

test.describe("keyboard only", () => {
  test("desktop: Tab walks the skip link, logo, header links and actions with visible focus; Enter follows a link", {
    tag: "@desktop",
  }, async ({ page }) => {
    // desktop only (desktop header): playwright.config.ts runs it in that project alone.
    await page.goto("/shop");
    const expected = [
      "Zum Inhalt springen",
      "Blattwerk – Startseite",
      "Startseite",
      "Alle Pflanzen",
      "Blattwerk Scan",
      "Karriere",
      "Über uns",
      "Investoren",
      "Suche öffnen",
      "Blattwerk Scan starten",
      "Gemerkte Pflanzen",
      "Anmelden",
      "Warenkorb",
    ];
    for (const name of expected) {
      await page.keyboard.press("Tab");
      await expect(page.locator(":focus")).toHaveAccessibleName(name);
      await expectVisibleFocus(page);
    }
    // Back to "Karriere" and follow it with Enter.
    for (let i = 0; i < 7; i++) await page.keyboard.press("Shift+Tab");
    await expect(page.locator(":focus")).toHaveAccessibleName("Karriere");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Karriere");
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Zum Inhalt springen" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")!.contains(document.activeElement))).toBe(
      true,
    );
  });

  test("mobile: Enter opens the menu, focus stays inside, Escape closes and returns focus", {
    tag: "@mobile",
  }, async ({ page }) => {
    // mobile only (mobile header): playwright.config.ts runs it in that project alone.
    await page.goto("/shop");
    const opener = page.getByRole("button", { name: "Menü öffnen" });
    for (let i = 0; i < 5 && !(await opener.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(opener).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const sheet = page.getByRole("dialog", { name: "Menü" });
    await expect(sheet).toBeVisible();
    const focusInSheet = () => sheet.evaluate((el) => el.contains(document.activeElement));
    await expect.poll(focusInSheet).toBe(true);
    // Focus is trapped: a full round of Tab and Shift+Tab never leaves the sheet.
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInSheet()).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInSheet()).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();

    // A link in the sheet works with Enter too and closes it.
    await page.keyboard.press("Enter");
    await expect(sheet).toBeVisible();
    await sheet.getByRole("link", { name: "Über uns", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(sheet).toBeHidden();
  });

  test("a dialog opened from the footer returns focus there when closed with Escape", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cookie-Einstellungen" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("prefers-reduced-motion switches animations and transitions off", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/careers");
    const durations = await page.evaluate(() => {
      const main = getComputedStyle(document.querySelector("main")!);
      const header = getComputedStyle(document.querySelector("header")!);
      return [main.animationDuration, header.transitionDuration].map((d) => Number.parseFloat(d));
    });
    for (const d of durations) expect(d).toBeLessThan(0.001);
  });
});
