import { axeViolations, expect, test } from "./fixtures";

test.describe("Shopify settings (spec §2, §5)", () => {
  test("validates the domain and the token with the spec's messages", async ({ page }) => {
    await page.goto("/shopify-settings");
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByText("Bitte gib eine gültige Shopify-Store-Domain ein")).toBeVisible();
    await expect(page.getByText("Bitte gib deinen Storefront-API-Token ein")).toBeVisible();
    await page.getByLabel("Shop-Domain").fill("Evil.com");
    await page.getByLabel("Storefront-API-Token").fill("x");
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByText("Bitte gib eine gültige Shopify-Store-Domain ein")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the English page gives the spec's English messages (#19)", async ({ page }) => {
    await page.goto("/en/shopify-settings");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Please enter a valid Shopify store domain")).toBeVisible();
    await expect(page.getByText("Please enter your Storefront API token")).toBeVisible();
    await page.getByLabel("Store domain").fill("blattwerk-test.myshopify.com");
    await page.getByLabel("Storefront API token").fill("wrong-token");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Failed to save settings")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a token the store refuses shows its message and stores nothing", async ({ page }) => {
    await page.goto("/shopify-settings");
    await page.getByLabel("Shop-Domain").fill("blattwerk-test.myshopify.com");
    await page.getByLabel("Storefront-API-Token").fill("wrong-token");
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByText("Die Einstellungen konnten nicht gespeichert werden")).toBeVisible();
    await expect(page.getByText("Der Shop hat die Zugangsdaten nicht akzeptiert.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("shopify_token_secure"))).toBeNull();
  });

  test("valid credentials are verified, stored encrypted and used by the plant page", async ({ page }) => {
    // Something in the cart, so /checkout does not send us on to /cart.
    await page.addInitScript(() => {
      const item = { id: "pothos", name: "Efeutute", priceCents: 1899, imageUrl: "/plants/pothos.svg" };
      localStorage.setItem("cart", JSON.stringify([{ ...item, quantity: 1, size: "small" }]));
    });
    await page.goto("/shopify-settings?from=checkout");
    await page.getByLabel("Shop-Domain").fill("blattwerk-test.myshopify.com");
    await page.getByLabel("Storefront-API-Token").fill("test-storefront-token");
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByText("Shopify-Einstellungen gespeichert")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    const stored = await page.evaluate(() => ({
      domain: localStorage.getItem("shopify_domain"),
      token: localStorage.getItem("shopify_token_secure"),
      verified: sessionStorage.getItem("shopify_verified"),
    }));
    expect(stored.domain).toBe("blattwerk-test.myshopify.com");
    expect(stored.token).not.toContain("test-storefront-token");
    expect(atob(stored.token!)).not.toContain("test-storefront-token");
    expect(stored.verified).toBe("true");
    // The plant page of a mapped plant now shows the store's product (images from Shopify's CDN).
    await page.goto("/shop/plant/monstera-deliciosa");
    await expect(page.locator('img[src^="https://cdn.shopify.com/"]').first()).toBeAttached();
  });

  test("says when the store could not be reached, and which catalogue the shop shows without one", async ({
    page,
  }) => {
    await page.goto("/shopify-settings");
    await expect(page.getByTestId("catalogue-source")).toHaveText(
      "Noch kein Shopify-Shop verbunden: Blattwerk zeigt seinen eigenen Katalog und bestellt über die eigene Kasse (Kauf auf Rechnung).",
    );
    // The store's answer as the catalogue function gives it when the store times out or fails
    // (server/catalog/shopify/function-shopify.test.ts checks that mapping against the fake store).
    await page.route("**/functions/v1/blattwerk_data", (route) =>
      route.fulfill({ json: { valid: false, reason: "unreachable" } }),
    );
    await page.getByLabel("Shop-Domain").fill("blattwerk-test.myshopify.com");
    await page.getByLabel("Storefront-API-Token").fill("test-storefront-token");
    await page.getByRole("button", { name: "Einstellungen speichern" }).click();
    await expect(page.getByText("Die Einstellungen konnten nicht gespeichert werden")).toBeVisible();
    await expect(
      page.getByText(
        "Der Shop war nicht erreichbar. Prüfe die Domain oder versuche es in ein paar Minuten noch einmal.",
      ),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("shopify_token_secure"))).toBeNull();
  });

  test("without a saved store, the plant page keeps the catalogue's own data", async ({ page }) => {
    await page.goto("/shop/plant/monstera-deliciosa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monstera Deliciosa");
    await expect(page.locator('img[src^="https://cdn.shopify.com/"]')).toHaveCount(0);
  });
});
