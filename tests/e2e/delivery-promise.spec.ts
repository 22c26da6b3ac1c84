import { POTHOS, seedCart } from "./cart-seed";
import { expect, test } from "./fixtures";

const GERMAN_DATES = /^Voraussichtliche Lieferung zwischen \d\d\.\d\d\.\d{4} und \d\d\.\d\d\.\d{4}$/;
const ENGLISH_DATES = /^Expected delivery between \d{1,2} \w+ \d{4} and \d{1,2} \w+ \d{4}$/;

// Issue #32: the footer said „2-5 Tagen“, the strip „2–5 days“, the AGB „2–5 Werktage“ beside dates that
// did not fit, and the plant page named no delivery time at all. One rule, one wording everywhere.
test.describe("one delivery promise", () => {
  test("the plant page gives the dates next to the price, the footer the same rule", async ({ page }) => {
    await page.goto("/shop/plant/pothos");
    const estimate = page.getByTestId("delivery-estimate");
    await expect(estimate).toHaveText(GERMAN_DATES);
    // Right below the price and its note, above the buy button.
    const price = await page.getByTestId("price-note").first().boundingBox();
    const box = await estimate.boundingBox();
    expect(box!.y).toBeGreaterThan(price!.y);
    await expect(page.getByRole("contentinfo")).toContainText("Lieferung in 1–4 Werktagen");
    await expect(page.locator("body")).not.toContainText(/2[-–]5 (Tage|Werktage)/);
  });

  test("the English pages say it in English, the cart too", async ({ page }) => {
    await page.goto("/en/shop/plant/pothos");
    await expect(page.getByTestId("delivery-estimate")).toHaveText(ENGLISH_DATES);
    await expect(page.getByRole("contentinfo")).toContainText("Delivery in 1–4 working days");
    await seedCart(page, [POTHOS]);
    await page.goto("/en/cart");
    await expect(page.getByTestId("delivery-estimate").first()).toHaveText(ENGLISH_DATES);
  });

  test("the AGB and the support page state the rule behind it", async ({ page }) => {
    await page.goto("/agb");
    await expect(page.locator("main")).toContainText(
      "Die Lieferzeit beträgt 1–4 Werktage ab Vertragsschluss. Bestellst du an einem Werktag bis 14 Uhr",
    );
    await page.goto("/support#shipping");
    await expect(page.locator("#shipping")).toContainText("Lieferzeit: 1–4 Werktage.");
  });
});
