import type { Page } from "@playwright/test";
import { axeViolations, expect, isMobile, pauseClock, test, waitForHydration } from "./fixtures";
import { scanEntry } from "./scan-entry";

const FUNCTIONAL = JSON.stringify({ necessary: true, functional: true, analytics: false, marketing: false });

/** Functional cookies allowed: skipPlantTutorial may be stored in localStorage. */
const allowFunctional = (page: Page) =>
  page.addInitScript((prefs) => localStorage.setItem("cookiePreferences", prefs), FUNCTIONAL);

const tutorial = (page: Page) => page.getByRole("dialog", { name: "So funktioniert Blattwerk Scan" });
const step = (page: Page) => page.getByTestId("plant-tutorial");

/** Opens the tutorial through the real path: scan entry → splash → tutorial. */
async function openTutorial(page: Page) {
  await page.goto("/shop");
  await waitForHydration(page);
  await scanEntry(page).click();
  await expect(tutorial(page)).toBeVisible({ timeout: 5000 });
}

test.describe("splash screen", () => {
  test("shows about 1.2 s, then the tutorial 100 ms later", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/shop");
    await waitForHydration(page);
    await scanEntry(page).click();
    const splash = page.getByTestId("splash-screen");
    await expect(splash).toBeVisible();
    await expect(splash).toContainText("Blattwerk Scan");
    await page.clock.runFor(1150);
    await expect(splash).toBeVisible();
    await page.clock.runFor(60);
    await expect(splash).toBeHidden();
    await expect(tutorial(page)).toBeHidden();
    await page.clock.runFor(100);
    await expect(tutorial(page)).toBeVisible();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("the mobile menu shows the Plant Finder variant", { tag: "@mobile" }, async ({ page }) => {
    // mobile only (mobile menu): playwright.config.ts runs it in that project alone.
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Blattwerk Scan", exact: true }).click();
    const splash = page.getByTestId("splash-screen");
    await expect(splash).toContainText("Pflanzenfinder");
    await expect(splash).toContainText("Wir finden deine perfekte Pflanze …");
    await expect(page.getByRole("dialog", { name: "Menü" })).toBeHidden();
    // The spec's English texts on the English page.
    await page.goto("/en/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Blattwerk Scan", exact: true }).click();
    await expect(splash).toContainText("Plant Finder");
    await expect(splash).toContainText("Finding your perfect plant...");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });

  test("the scan entries stay real links to /ai-finder", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Scan starten" }).first()).toHaveAttribute(
      "href",
      "/ai-finder",
    );
    // Hidden on some widths, so found by CSS rather than by role.
    await expect(page.getByTestId("floating-buttons").locator("a")).toHaveAttribute("href", "/ai-finder");
    // .first(): before hydration the no-JS menu's copy of the link is in the header too.
    await expect(page.locator("header nav a", { hasText: "Blattwerk Scan" }).first()).toHaveAttribute(
      "href",
      "/ai-finder",
    );
    await expect(
      page.getByTestId("header-actions").locator('a[aria-label="Blattwerk Scan starten"]'),
    ).toHaveAttribute("href", "/ai-finder");
  });

  test("when the tutorial was done, the splash leads straight to the camera", async ({ page }) => {
    await allowFunctional(page);
    await page.addInitScript(() => localStorage.setItem("skipPlantTutorial", "true"));
    await page.goto("/shop");
    await waitForHydration(page);
    await scanEntry(page).click();
    await expect(page.getByTestId("splash-screen")).toBeVisible();
    await expect(page).toHaveURL(/\/ai-finder$/, { timeout: 5000 });
    await expect(tutorial(page)).toHaveCount(0);
  });
});

test.describe("plant tutorial", () => {
  test("three steps with Weiter (Next), dots and Starten (Start); Starten stores skipPlantTutorial and opens the camera", async ({
    page,
  }) => {
    test.slow(); // axe on an open dialog
    await allowFunctional(page);
    await openTutorial(page);
    const dialog = tutorial(page);
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(450);
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width * 0.9 + 1);
    await expect(dialog.getByRole("heading", { name: "Scanne deinen Platz" })).toBeVisible();
    await expect(dialog.locator('img[src="/scan/phone-scan.svg"]')).toBeVisible();
    await expect(dialog.getByRole("button", { name: /^Schritt \d von 3$/ })).toHaveCount(3);
    await expect(dialog.getByRole("button", { name: "Schritt 1 von 3" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    const dot = await dialog.getByRole("button", { name: "Schritt 2 von 3" }).boundingBox();
    expect(dot!.width).toBeGreaterThanOrEqual(isMobile(page) ? 44 : 24);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole("button", { name: "Weiter" }).click();
    await expect(step(page)).toHaveAttribute("data-step", "2");
    await expect(dialog.getByRole("heading", { name: "KI-Magie" })).toBeVisible();
    // One turn per 8 s.
    expect(
      await page.getByTestId("tutorial-spinner").evaluate((el) => getComputedStyle(el).animationDuration),
    ).toBe("8s");
    await dialog.getByRole("button", { name: "Schritt 3 von 3" }).click();
    await expect(step(page)).toHaveAttribute("data-step", "3");
    await expect(dialog.getByRole("heading", { name: "Perfekte Treffer" })).toBeVisible();
    await expect(page.getByTestId("tutorial-stars").locator("svg")).toHaveCount(3);
    // On the last step the built-in close control is hidden; the close button stays.
    await expect(dialog.getByRole("button", { name: "Tutorial schließen" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Schließen", exact: true })).toBeVisible();
    const start = dialog.getByRole("button", { name: "Starten" });
    expect(await start.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe(
      "linear-gradient(135deg, rgb(0, 127, 127), rgb(63, 191, 127), rgb(51, 204, 153))",
    );
    await start.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/ai-finder$/);
    expect(await page.evaluate(() => localStorage.getItem("skipPlantTutorial"))).toBe("true");
  });

  test("without functional cookies the choice is kept only for this visit", async ({ page }) => {
    await openTutorial(page);
    await page.getByRole("button", { name: "Schritt 3 von 3" }).click();
    await tutorial(page).getByRole("button", { name: "Starten" }).click();
    await expect(page).toHaveURL(/\/ai-finder$/);
    expect(await page.evaluate(() => localStorage.getItem("skipPlantTutorial"))).toBeNull();
    await page.getByRole("button", { name: "Scan schließen" }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await scanEntry(page).click();
    await expect(page).toHaveURL(/\/ai-finder$/, { timeout: 5000 });
    await expect(tutorial(page)).toHaveCount(0);
  });

  test("drag: left over 100 px forward, right over 100 px back, less snaps back", async ({ page }) => {
    await openTutorial(page);
    const area = page.getByTestId("tutorial-track");
    const box = (await area.boundingBox())!;
    const y = box.y + 60;
    const x = box.x + box.width / 2;
    const drag = async (dx: number) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y, { steps: 3 });
      await page.mouse.move(x + dx, y, { steps: 3 });
      await page.mouse.up();
    };
    await drag(-150);
    await expect(step(page)).toHaveAttribute("data-step", "2");
    await expect(area).toHaveAttribute("style", /transition: transform 0\.2s/);
    await drag(150);
    await expect(step(page)).toHaveAttribute("data-step", "1");
    await drag(-60);
    await expect(step(page)).toHaveAttribute("data-step", "1");
    await expect(area).toHaveAttribute("style", /transition: transform 0\.15s/);
    await expect(area).toHaveAttribute("style", /translateX\(calc\(0% \+ 0px\)\)/);
  });

  test("closing resets to step 1 and does not open the camera", async ({ page }) => {
    await openTutorial(page);
    await tutorial(page).getByRole("button", { name: "Weiter" }).click();
    await expect(step(page)).toHaveAttribute("data-step", "2");
    await tutorial(page).getByRole("button", { name: "Schließen", exact: true }).click();
    await expect(tutorial(page)).toBeHidden();
    await expect(page).toHaveURL(/\/shop$/);
    await scanEntry(page).click();
    await expect(tutorial(page)).toBeVisible({ timeout: 5000 });
    await expect(step(page)).toHaveAttribute("data-step", "1");
    // Escape before the last step resets too.
    await tutorial(page).getByRole("button", { name: "Weiter" }).click();
    await page.keyboard.press("Escape");
    await expect(tutorial(page)).toBeHidden();
    await scanEntry(page).click();
    await expect(step(page)).toHaveAttribute("data-step", "1", { timeout: 5000 });
  });
});
