import { POTHOS, seedCart } from "./cart-seed";
import { expect, test } from "./fixtures";

// Issue #32: English pages showed German prices ("18,99 €") beside the search's "€18.99".
test("English pages write every price the English way, German pages the German way", async ({ page }) => {
  await page.goto("/en/shop?q=Efeutute");
  const card = page.getByTestId("shop-grid");
  await expect(card).toContainText("€18.99");
  await expect(card).not.toContainText("18,99");
  await page.goto("/en/shop/plant/pothos");
  await expect(page.locator("main")).toContainText("€18.99");
  await expect(page.locator("main")).toContainText("€4.90");
  await expect(page.locator("main")).not.toContainText(/\d+,\d\d €/);
  await seedCart(page, [POTHOS]);
  await page.goto("/en/cart");
  await expect(page.locator("main")).toContainText("€18.99");
  await expect(page.locator("main")).not.toContainText(/\d+,\d\d €/);
  // The free-shipping threshold too, in the footer and the cart's summary.
  await expect(page.getByRole("contentinfo")).toContainText("Free shipping from €60.00");
  await expect(page.locator("body")).not.toContainText("60,00");

  await page.goto("/shop/plant/pothos");
  await expect(page.locator("main")).toContainText("18,99 €");
});
