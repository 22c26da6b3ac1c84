import type { Page } from "@playwright/test";
import { uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";

/** Nothing on the page is wider than the viewport (a phone at 390 px: no sideways scrolling). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

// Issue #43 §1: the plant page sold exactly one size. Now a plant may be offered in several, each with its
// own price, stock and measures, the choice kept in the URL, and each size a line of its own in the cart.
test(
  "a customer chooses a size on the plant page, shares it by link and orders two sizes of one plant (#43 §1)",
  { tag: "@phone" },
  async ({ page, consoleErrors }, info) => {
    test.slow(); // plant page, cart, checkout
    await page.goto("/shop");
    // The card names the lowest price of the sizes.
    const card = page.getByTestId("plant-card").filter({ hasText: "Einblatt (Friedenslilie)" });
    await expect(card.getByTestId("price-from")).toHaveText("ab 14,99 €");

    await page.goto("/shop/plant/peace-lily");
    await waitForHydration(page);
    const sizes = page.getByRole("group", { name: "Größe" });
    await expect(sizes.getByRole("radio")).toHaveCount(3);
    // The listed size first: its price and measures.
    await expect(sizes.getByRole("radio", { name: /Mittel/ })).toBeChecked();
    await expect(page.getByText("24,99 €", { exact: true }).first()).toBeVisible();
    await sizes.getByRole("radio", { name: /Groß/ }).check();
    await expect(page).toHaveURL(/\/shop\/plant\/peace-lily\?groesse=gross$/);
    await expect(page.getByText("39,99 €", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("Größenklasse Groß", { exact: false })).toBeVisible();
    await expect(page.getByText("70–80 cm").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await overflows(page)).toBe(false);
    await reviewScreenshot(page, info, `plant-sizes-${info.project.name}.png`, { fullPage: true });
    await page.getByRole("button", { name: "In den Warenkorb", exact: true }).click();

    // A shared link opens the same size.
    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByRole("group", { name: "Größe" }).getByRole("radio", { name: /Groß/ }),
    ).toBeChecked();
    await page.getByRole("group", { name: "Größe" }).getByRole("radio", { name: /Klein/ }).check();
    await expect(page).toHaveURL(/\?groesse=klein$/);
    await page.getByRole("button", { name: "In den Warenkorb", exact: true }).click();

    await page.goto("/cart");
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.getByTestId("line-size")).toHaveText(["Größe: Groß", "Größe: Klein"]);
    await expect(lines.getByTestId("line-total")).toHaveText(["39,99 €", "14,99 €"]);
    // A line's link opens its plant with its size chosen.
    await expect(lines.first().getByRole("link", { name: "Einblatt (Friedenslilie)" })).toHaveAttribute(
      "href",
      "/shop/plant/peace-lily?groesse=gross",
    );

    await page.goto("/checkout");
    await waitForHydration(page);
    await expect(page.getByTestId("order-features")).toContainText("1 × Einblatt (Friedenslilie) – Groß");
    // A long line name wraps: the checkout stays as wide as the phone.
    expect(await overflows(page)).toBe(false);
    await page.getByLabel("Vorname").fill("Greta");
    await page.getByLabel("Nachname").fill("Größe");
    await page.getByLabel("E-Mail", { exact: true }).fill(uniqueEmail("sizes"));
    await page.getByLabel("Straße und Hausnummer").fill("Gartenweg 3");
    await page.getByLabel("Postleitzahl").fill("52062");
    await page.getByLabel("Stadt").fill("Aachen");
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await expect(page).toHaveURL(/\/order-success\?order=/);
    // The order names each size it sold.
    await expect(page.getByText("Einblatt (Friedenslilie) – Groß")).toBeVisible();
    await expect(page.getByText("Einblatt (Friedenslilie) – Klein")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  },
);

test("English pages read the size from the link and name the sizes in English (#43 §1)", async ({ page }) => {
  await page.goto("/en/shop/plant/snake-plant?size=large");
  await waitForHydration(page);
  const sizes = page.getByRole("group", { name: "Size" });
  await expect(sizes.getByRole("radio", { name: /Large/ })).toBeChecked();
  await expect(page.getByText("€34.99", { exact: true }).first()).toBeVisible();
  await sizes.getByRole("radio", { name: /Small/ }).check();
  await expect(page).toHaveURL(/\/en\/shop\/plant\/snake-plant\?size=small$/);
  await expect(page.getByText("€12.99", { exact: true }).first()).toBeVisible();
  // A size's own id (an old cart line's link) opens its plant with that size chosen.
  await page.goto("/shop/plant/snake-plant-gross");
  await expect(page).toHaveURL(/\/shop\/plant\/snake-plant\?groesse=gross$/);
  // A plant in one size shows no choice.
  await page.goto("/shop/plant/monstera-deliciosa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monstera Deliciosa");
  await expect(page.getByTestId("size-picker")).toHaveCount(0);
});
