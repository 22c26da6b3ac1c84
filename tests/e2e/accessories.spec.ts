import type { Page } from "@playwright/test";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

// Issue #43 §1: a plant names its matching pot („Dazu passt“), added with one click, and a cart just short
// of free shipping offers the small items that close the gap, not only the sentence.
test(
  "a customer adds the matching pot on the plant page and closes the gap to free shipping in the cart (#43 §1)",
  { tag: "@phone" },
  async ({ page, consoleErrors }, info) => {
    test.slow(); // plant page, pot page, cart
    await page.goto("/shop/plant/peace-lily");
    await waitForHydration(page);
    const matching = page.getByTestId("matching-products");
    await expect(matching.getByRole("heading", { name: "Dazu passt" })).toBeVisible();
    await expect(matching.getByTestId("offer")).toHaveCount(2);
    await expect(matching.getByTestId("offer").first()).toContainText("Übertopf Keramik Salbei, 19 cm");
    await expect(matching.getByTestId("offer").first()).toContainText("24,99 €");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflows(page)).toBe(false);
    await matching.getByTestId("offer").first().scrollIntoViewIfNeeded();
    await reviewScreenshot(page, info, `matching-${info.project.name}.png`);
    // One click: the plant itself, then its pot.
    await page.getByRole("button", { name: "In den Warenkorb", exact: true }).click();
    await matching.getByRole("button", { name: "Übertopf Keramik Salbei, 19 cm in den Warenkorb" }).click();
    await expect(
      page.getByText("Übertopf Keramik Salbei, 19 cm wurde in den Warenkorb gelegt"),
    ).toBeVisible();

    // The pot has a page of its own: a product, no plant's light, water or care.
    await matching.getByRole("link", { name: "Übertopf Keramik Salbei, 19 cm" }).click();
    await expect(page).toHaveURL(/\/shop\/plant\/uebertopf-keramik-salbei-19$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Übertopf Keramik Salbei, 19 cm");
    await expect(page.getByText("Licht", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Pflegehinweise", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Produktdetails")).toBeVisible();

    // 24,99 € + 24,99 € = 49,98 €: 10,02 € short of free shipping (60 €). The terracotta pot (12,99 €)
    // and the ceramic one close it, the fertiliser (6,99 €) does not; the pot in the cart is not offered.
    await page.goto("/cart");
    await waitForHydration(page);
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    const hint = page.getByTestId("free-shipping-hint");
    await expect(hint).toContainText("Noch 10,02 € bis zum kostenlosen Versand");
    const offers = hint.getByTestId("gap-offers");
    await expect(offers.getByRole("heading", { name: "Damit wird dein Versand kostenlos:" })).toBeVisible();
    await expect(offers.getByTestId("offer")).toHaveCount(1);
    await expect(offers.getByTestId("offer")).toContainText("Übertopf Terrakotta, 14 cm");
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflows(page)).toBe(false);
    await reviewScreenshot(page, info, `gap-offers-${info.project.name}.png`, { fullPage: true });
    await offers.getByRole("button", { name: "Übertopf Terrakotta, 14 cm in den Warenkorb" }).click();
    await expect(page.getByTestId("cart-line")).toHaveCount(3);
    await expect(hint).toHaveText("Dein Versand ist kostenlos.");
    await expect(page.getByTestId("gap-offers")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  },
);

test("English pages offer the matching products in English, in the plant dialog too (#43 §1)", async ({
  page,
}) => {
  await page.goto("/en/shop");
  await waitForHydration(page);
  await page.getByTestId("plant-card").filter({ hasText: "Pothos" }).click();
  const dialog = page.getByRole("dialog", { name: "Pothos" });
  await expect(dialog.getByTestId("matching-products").getByTestId("offer")).toHaveText([
    /Terracotta cachepot, 14 cm/,
    /Houseplant fertiliser/,
  ]);
  // A product's link leaves the dialog for the product's page.
  await dialog.getByRole("link", { name: "Terracotta cachepot, 14 cm" }).click();
  await expect(page).toHaveURL(/\/en\/shop\/plant\/uebertopf-terrakotta-14$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terracotta cachepot, 14 cm");

  await page.goto("/en/shop/plant/pothos");
  await waitForHydration(page);
  const matching = page.getByTestId("matching-products");
  await expect(matching.getByRole("heading", { name: "Goes well with it" })).toBeVisible();
  await expect(matching.getByTestId("offer")).toHaveText([
    /Terracotta cachepot, 14 cm/,
    /Houseplant fertiliser/,
  ]);
  await matching.getByRole("button", { name: "Add Houseplant fertiliser, 250 ml to cart" }).click();
  await page.goto("/en/cart");
  await waitForHydration(page);
  // 6,99 €: 53,01 € short; no accessory closes that, so only the sentence.
  await expect(page.getByTestId("free-shipping-hint")).toContainText("€53.01 more for free shipping");
  await expect(page.getByTestId("gap-offers")).toHaveCount(0);
});
