import { expect, isMobile, test } from "./fixtures";

/** Issue #18: the shop is readable and usable as plain HTML, before or without JavaScript. */
test.use({ javaScriptEnabled: false });

test("home shows its Trending and Shop Our Plants grids, not skeletons", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByTestId("trending-grid").getByTestId("plant-card")).toHaveCount(6);
  await expect(page.getByTestId("shop-grid").getByTestId("plant-card")).toHaveCount(4);
  for (const card of await page.getByTestId("plant-card").all()) await expect(card).toBeVisible();
  await expect(page.getByTestId("plant-skeleton").locator("visible=true")).toHaveCount(0);
});

test("the shop lists its plants, and its search is a form that keeps the category", async ({ page }) => {
  await page.goto("/shop");
  await expect(page.getByTestId("result-count")).toHaveText("8 gefunden");
  await expect(page.getByTestId("shop-grid").getByTestId("plant-card")).toHaveCount(8);
  await expect(page.getByTestId("shop-skeletons")).toHaveCount(0);
  await page.goto("/shop?category=hanging");
  await expect(page.getByTestId("result-count")).toHaveText("2 gefunden");
  const search = page.getByPlaceholder("Nach Pflanzen suchen");
  await search.fill("lilie");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/shop\?category=hanging&q=lilie$/);
  await expect(page.getByTestId("result-count")).toHaveText("1 gefunden");
  await expect(page.getByTestId("plant-card")).toContainText("Grünlilie");
});

test("mobile: the menu opens and its links work", async ({ page }) => {
  test.skip(!isMobile(page), "the mobile header");
  await page.goto("/about");
  const menu = page.getByTestId("noscript-menu");
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: "Alle Pflanzen" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByTestId("plant-card").first()).toBeVisible();
});

test("the footer links the shop", async ({ page }) => {
  await page.goto("/about");
  await page.getByRole("contentinfo").locator('a[href="/shop"]').click();
  await expect(page).toHaveURL(/\/shop$/);
});

test("before its scripts run, no password form can be sent: the password never lands in the address", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.goto("/auth/reset-password?token=abc");
  const password = page.getByLabel("Neues Passwort");
  await password.fill("Regenwald-Giesskanne-93");
  await expect(page.getByRole("button", { name: "Passwort speichern" })).toBeDisabled();
  await password.press("Enter");
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=abc$/);
  await page.goto("/auth");
  await expect(page.getByRole("button", { name: "Anmelden", exact: true })).toBeDisabled();
  await page.getByLabel("Passwort").fill("Regenwald-Giesskanne-93");
  await page.getByLabel("Passwort").press("Enter");
  await expect(page).toHaveURL(/\/auth$/);
});

test("before its scripts run, the Shopify settings cannot be sent: the token never lands in the address", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.goto("/shopify-settings");
  await expect(page.getByRole("button", { name: "Einstellungen speichern" })).toBeDisabled();
  const token = page.getByLabel("Storefront-API-Token");
  await token.fill("shpat-geheim");
  await token.press("Enter");
  await expect(page).toHaveURL(/\/shopify-settings$/);
});

test("the cart and the checkout say that they need JavaScript and how else to order, instead of loading forever (#32)", async ({
  page,
}) => {
  for (const [path, text] of [
    ["/cart", "Warenkorb und Kasse brauchen JavaScript."],
    ["/checkout", "Warenkorb und Kasse brauchen JavaScript."],
    ["/en/cart", "The cart and the checkout need JavaScript."],
  ] as const) {
    await page.goto(path);
    const note = page.getByRole("note").filter({ hasText: text });
    await expect(note, path).toBeVisible();
    await expect(note, path).toContainText("hallo@blattwerk.example");
    await expect(page.getByText(/Warenkorb wird geladen|Loading cart/), path).toBeHidden();
  }
});

test("a card's add button leads to the plant's page, which says how to order (#32)", async ({ page }) => {
  await page.goto("/shop");
  await page.getByRole("button", { name: /Monstera Deliciosa.*Warenkorb/ }).click();
  await expect(page).toHaveURL(/\/shop\/plant\/monstera-deliciosa\??$/);
  await expect(
    page.getByRole("note").filter({ hasText: "Warenkorb und Kasse brauchen JavaScript." }),
  ).toBeVisible();
  await page.goto("/en/shop");
  await page.getByRole("button", { name: /^Add Monstera.* to cart$/ }).click();
  await expect(page).toHaveURL(/\/en\/shop\/plant\/monstera-deliciosa\??$/);
  await expect(
    page.getByRole("note").filter({ hasText: "The cart and the checkout need JavaScript." }),
  ).toBeVisible();
});

test("the plant page says so beside its buttons, and the scan offers the description instead of a camera that never starts (#32)", async ({
  page,
}) => {
  await page.goto("/shop/plant/monstera-deliciosa");
  await expect(
    page.getByRole("note").filter({ hasText: "Warenkorb und Kasse brauchen JavaScript." }),
  ).toBeVisible();
  await page.goto("/en/ai-finder");
  await expect(page.getByRole("note")).toContainText("Measuring with the camera needs JavaScript.");
  await expect(page.getByText("Preparing the camera …").locator("visible=true")).toHaveCount(0);
  await page.goto("/ai-finder");
  await expect(page.getByText("Kamera wird vorbereitet …").locator("visible=true")).toHaveCount(0);
  await page.getByRole("link", { name: "Platz beschreiben" }).click();
  await expect(page).toHaveURL(/\/ai-finder\?mode=manual$/);
  await expect(page.getByRole("heading", { name: "Beschreibe deinen Platz" })).toBeVisible();
});
