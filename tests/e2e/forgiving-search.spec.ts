import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const names = (page: Page) =>
  page.getByTestId("shop-grid").getByRole("heading", { level: 3 }).allTextContents();

// Issue #32: "Gluecksfeder", "monstra", "katze" and "schatten" found nothing – a dead end in a shop of plants.
test.describe("the shop's search forgives what customers type", () => {
  test("umlauts written out, a typo, everyday words for pets and light", async ({ page }) => {
    await page.goto("/shop?q=Gluecksfeder");
    expect(await names(page)).toEqual(["Glücksfeder (ZZ-Pflanze)"]);
    await page.goto("/shop?q=monstra");
    expect(await names(page)).toEqual(["Monstera Deliciosa"]);
    await page.goto("/shop?q=katze");
    const pets = await names(page);
    expect(pets.length).toBeGreaterThan(0);
    expect(pets).toContain("Calathea Orbifolia");
    await page.goto("/shop?q=schatten");
    expect((await names(page)).sort()).toEqual(["Bogenhanf", "Glücksfeder (ZZ-Pflanze)"]);
  });

  test("when nothing matches, the closest plants instead of an empty page", async ({ page }) => {
    // Three letters off „Monstera“ („monsterblatt“ finds it since #46, through its other name „Fensterblatt“).
    await page.goto("/shop?q=Monstrosa");
    await expect(page.getByText("Deine Suche ergab keine Ergebnisse.")).toBeVisible();
    const closest = page.getByTestId("closest");
    await expect(closest.getByRole("heading", { level: 2 })).toHaveText(
      "Vielleicht suchst du eine dieser Pflanzen:",
    );
    await expect(closest.getByRole("heading", { level: 3 }).first()).toHaveText("Monstera Deliciosa");
    await page.goto("/en/shop?q=Monstrosa");
    await expect(page.getByTestId("closest")).toContainText(
      "Perhaps you are looking for one of these plants:",
    );
  });
});
