import type { Page } from "@playwright/test";
import { expect, isMobile, test, waitForHydration } from "./fixtures";

const names = (page: Page) =>
  page.getByTestId("shop-grid").getByRole("heading", { level: 3 }).allTextContents();

async function openSearch(page: Page, locale: "de" | "en") {
  const open = locale === "en" ? "Open search" : "Suche öffnen";
  if (isMobile(page)) {
    await page.getByRole("button", { name: locale === "en" ? "Open menu" : "Menü öffnen" }).click();
    await page.getByRole("dialog").getByRole("button", { name: open }).click();
  } else {
    await page.getByRole("button", { name: open }).click();
  }
  return page.getByPlaceholder(locale === "en" ? "Search for plants..." : "Suche nach Pflanzen...");
}

// Issue #32 point 1: "/en/shop?q=snake plant", "peace lily", "pothos", "zz plant", "fiddle" found nothing,
// and English pages named every plant in German („Bogenhanf" above „The snake plant grows …").
test.describe("English plant names", () => {
  test("English pages name the plants in English and find them by their English names", async ({ page }) => {
    await page.goto("/en/shop?q=snake plant");
    expect(await names(page)).toEqual(["Snake Plant"]);
    for (const [q, name] of [
      ["peace lily", "Peace Lily"],
      ["pothos", "Pothos"],
      ["zz plant", "ZZ Plant"],
      ["fiddle", "Fiddle-Leaf Fig"],
      ["Bogenhanf", "Snake Plant"],
      ["Dracaena", "Snake Plant"],
    ] as const) {
      await page.goto(`/en/shop?q=${encodeURIComponent(q)}`);
      expect(await names(page), q).toEqual([name]);
    }
    // The plant page: title, heading, meta and JSON-LD in English, the German name as alternate.
    await page.goto("/en/shop/plant/snake-plant");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Snake Plant");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(/^Buy Snake Plant/);
    await expect(page.locator("main")).not.toContainText("Bogenhanf");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ name: "Snake Plant", alternateName: ["Bogenhanf", "Dracaena trifasciata"] });
  });

  test("German pages keep the German names and find the English ones", async ({ page }) => {
    await page.goto("/shop?q=pothos");
    expect(await names(page)).toEqual(["Efeutute"]);
    await page.goto("/shop?q=snake plant");
    expect(await names(page)).toEqual(["Bogenhanf"]);
    await page.goto("/shop/plant/snake-plant");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bogenhanf");
  });

  test("the search dialog finds both names in both languages and shows the page's", async ({ page }) => {
    await page.goto("/en/shop");
    await waitForHydration(page);
    let input = await openSearch(page, "en");
    await input.fill("snake plant");
    const results = page.getByTestId("search-results");
    await expect(results.getByRole("button")).toHaveCount(1);
    await expect(results).toContainText("Snake Plant");
    await input.fill("efeutute");
    await expect(results.getByRole("button")).toHaveCount(1);
    await expect(results).toContainText("Pothos");
    await results.getByRole("button").first().click();
    await expect(page).toHaveURL(/\/en\/shop\/plant\/pothos$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pothos");

    await page.goto("/shop");
    await waitForHydration(page);
    input = await openSearch(page, "de");
    await input.fill("peace lily");
    await expect(results.getByRole("button")).toHaveCount(1);
    await expect(results).toContainText("Einblatt (Friedenslilie)");
  });

  test("the dialog, the cart and the checkout name a plant in the page's language", async ({ page }) => {
    await page.goto("/en/shop?q=snake");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Details of Snake Plant" }).click();
    const dialog = page.getByRole("dialog", { name: "Snake Plant" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await page.goto("/en/cart");
    await expect(page.getByTestId("cart-line")).toContainText("Snake Plant");
    await page.goto("/en/checkout");
    await expect(page.getByTestId("checkout-items")).toContainText("Snake Plant");
    // The same cart on a German page: the German name (the catalogue refresh renames the line).
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toContainText("Bogenhanf");
    await expect(page.getByTestId("cart-line")).not.toContainText("Snake Plant");
  });
});
