import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const listed = (page: Page) =>
  page.getByTestId("shop-grid").getByRole("heading", { level: 3 }).allTextContents();

// Issue #46 §3: „Sansevieria“ found nothing in either language, and „Vielleicht suchst du“ offered the
// bestsellers instead of the nearest names.
test.describe("a plant's other names and the nearest names (#46 §3)", () => {
  test("Sansevieria finds the snake plant: Bogenhanf on /shop, Snake Plant on /en/shop", async ({ page }) => {
    await page.goto("/shop?q=Sansevieria");
    await expect(page.getByTestId("result-count")).toHaveText("1 gefunden");
    expect(await listed(page)).toEqual(["Bogenhanf"]);
    await page.goto("/en/shop?q=Sansevieria");
    expect(await listed(page)).toEqual(["Snake Plant"]);
    await page.goto("/shop?q=Schwiegermutterzunge");
    expect(await listed(page)).toEqual(["Bogenhanf"]);
  });

  test("a typo suggests Monstera; a word near no plant suggests none", async ({ page }) => {
    await page.goto("/shop?q=Monstra");
    expect(await listed(page)).toEqual(["Monstera Deliciosa"]);
    // Too far off to be found: „Vielleicht suchst du“ names the nearest plant, and only it.
    await page.goto("/shop?q=Monstrosa");
    await expect(page.getByText("Deine Suche ergab keine Ergebnisse.")).toBeVisible();
    const closest = page.getByTestId("closest");
    await expect(closest.getByRole("heading", { level: 2 })).toHaveText(
      "Vielleicht suchst du eine dieser Pflanzen:",
    );
    await expect(closest.getByRole("heading", { level: 3 })).toHaveText(["Monstera Deliciosa"]);
    await page.goto("/en/shop?q=Monstrosa");
    await expect(page.getByTestId("closest").getByRole("heading", { level: 3 })).toHaveText([
      "Monstera Deliciosa",
    ]);
    // Near no plant's name: the no-match state alone, not the bestsellers.
    await page.goto("/shop?q=Tomate");
    await expect(page.getByText("Deine Suche ergab keine Ergebnisse.")).toBeVisible();
    await expect(page.getByTestId("closest")).toHaveCount(0);
  });
});
