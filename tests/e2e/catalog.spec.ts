import { PLANTS } from "../../content/catalog/plants";
import { axeViolations, expect, isMobile, test, waitForHydration } from "./fixtures";

test.describe("home", () => {
  test("shows hero, benefits, 4 categories, 6 trending, only real reviews and 4 shop plants", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kaufe deine perfekte Pflanze");
    await expect(page.getByRole("link", { name: "Scan starten" }).first()).toHaveAttribute(
      "href",
      "/ai-finder",
    );
    await expect(page.getByRole("link", { name: "Alle Pflanzen ansehen" }).first()).toHaveAttribute(
      "href",
      "/shop",
    );
    await expect(page.getByTestId("benefit-strip")).toContainText("Kostenloser Versand ab 60,00 €");
    const categories = page.getByTestId("category-card");
    await expect(categories).toHaveCount(4);
    for (const slug of ["air-purifying", "pet-friendly", "low-maintenance", "popular"]) {
      await expect(page.locator(`a[href="/shop?category=${slug}"]`)).toHaveCount(1);
    }
    await expect(page.getByTestId("trending-grid").getByTestId("plant-card")).toHaveCount(6);
    await expect(page.getByTestId("shop-grid").getByTestId("plant-card")).toHaveCount(4);
    // No invented quotes (#32, UWG Anhang Nr. 23b/c): each review shown is a verified purchase's
    // (tests/e2e/accounts.spec.ts writes one), or there is no section.
    await expect(page.getByText(/Lena K\.|Jonas M\.|Aylin S\.|Markus T\./)).toHaveCount(0);
    await expect(page.getByText("Beispielhafte Stimmen")).toHaveCount(0);
    for (const review of await page.getByTestId("customer-review").all())
      await expect(review).toContainText("Verifizierter Kauf:");
    await expect(page.locator('[data-slot="scan-demo"]')).toHaveCount(1);
    // axe on this page as loaded, in both viewports: languages.spec.ts ("/"), which loads it the same way.
    expect(consoleErrors).toEqual([]);
  });

  test("a category card opens the filtered shop", async ({ page }) => {
    await page.goto("/");
    await page.locator('a[href="/shop?category=pet-friendly"]').click();
    await expect(page).toHaveURL(/category=pet-friendly/);
    await expect(page.getByTestId("result-count")).toHaveText("2 gefunden");
  });

  test("adding from a card shows the toast and fills the cart badge", async ({ page }) => {
    await page.goto("/");
    await page
      .getByTestId("trending-grid")
      .getByRole("button", { name: "Bogenhanf in den Warenkorb" })
      .click();
    await expect(page.getByText("Bogenhanf wurde in den Warenkorb gelegt")).toBeVisible();
    // Its close button speaks the page's language (#46: sonner's own "Close toast" was read out)
    await expect(page.getByRole("button", { name: "Hinweis schließen" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: /toast/i })).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
    expect(stored).toMatchObject([{ id: "snake-plant", quantity: 1, priceCents: 1999, size: "medium" }]);
    await page.mouse.wheel(0, 400);
    await expect(page.getByTestId("cart-badge").locator("visible=true").first()).toHaveText("1");
  });
});

/** The dialog's texts per locale (#19): German at /shop, the spec's English at /en/shop. */
const DIALOG_TEXTS = {
  de: {
    shop: "/shop",
    about: "Über diese Pflanze",
    care: "Pflegehinweise",
    details: "Produktdetails",
    reviews: "Kundenbewertungen",
    careLabels: ["Licht", "Wasser", "Temperatur", "Luftfeuchtigkeit"],
    detailLabels: ["Höhe", "Topfdurchmesser", "Wuchsstadium", "Gewicht"],
    alsoLike: "Das könnte dir auch gefallen",
    plantUrl: /\/shop\/plant\//,
  },
  en: {
    shop: "/en/shop",
    about: "About this plant",
    care: "Care Information",
    details: "Product Details",
    reviews: "Customer Reviews",
    careLabels: ["Light", "Water", "Temperature", "Humidity"],
    detailLabels: ["Height", "Pot Diameter", "Maturity", "Weight"],
    alsoLike: "You may also like",
    plantUrl: /\/en\/shop\/plant\//,
  },
} as const;

test.describe("plant detail dialog", () => {
  for (const [locale, t] of Object.entries(DIALOG_TEXTS)) {
    test(`shows tags, sections with defaults and related tiles that navigate (${locale})`, async ({
      page,
    }) => {
      await page.goto(t.shop);
      await page.getByTestId("plant-card").filter({ hasText: "Monstera Deliciosa" }).click();
      const dialog = page.getByTestId("plant-dialog").locator("..");
      await expect(page.getByRole("dialog", { name: "Monstera Deliciosa" })).toBeVisible();
      await expect(dialog.getByText(t.about)).toBeVisible();
      for (const s of [t.care, t.details, t.reviews]) await expect(dialog.getByText(s)).toBeVisible();
      await dialog.getByText(t.care).click();
      for (const s of t.careLabels) await expect(dialog.getByText(s, { exact: true })).toBeVisible();
      await dialog.getByText(t.details).click();
      for (const s of t.detailLabels) await expect(dialog.getByText(s, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: t.alsoLike })).toBeVisible();
      const tiles = page.getByTestId("related-tile");
      expect(await tiles.count()).toBeGreaterThanOrEqual(3);
      expect(await tiles.count()).toBeLessThanOrEqual(6);
      expect(await axeViolations(page)).toEqual([]);
      const name = await tiles.first().locator("span").first().textContent();
      await tiles.first().click();
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page).toHaveURL(t.plantUrl);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name!);
    });
  }

  test("closes with Escape and returns focus to the card", { tag: "@desktop" }, async ({ page }) => {
    // desktop only (keyboard): playwright.config.ts runs it in that project alone.
    await page.goto("/shop");
    const link = page.getByRole("link", { name: "Details zu Efeutute" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Efeutute" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("shop list", () => {
  test("title, count, search, no-match state and reset", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pflanzen");
    await expect(page.getByTestId("result-count")).toHaveText("8 gefunden");
    await waitForHydration(page);
    const search = page.getByPlaceholder("Nach Pflanzen suchen");
    await search.fill("FICUS");
    await expect(page.getByTestId("result-count")).toHaveText("1 gefunden");
    await expect(page).toHaveURL(/q=FICUS/);
    await search.fill("kaktus");
    await expect(page.getByText("Deine Suche ergab keine Ergebnisse.")).toBeVisible();
    await page.getByRole("link", { name: "Suche zurücksetzen" }).click();
    await expect(page.getByTestId("result-count")).toHaveText("8 gefunden");
    await expect(search).toHaveValue("");
  });

  test("a word typed before the page's script has loaded searches once it has", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/shop", { waitUntil: "domcontentloaded" });
    await page.getByPlaceholder("Nach Pflanzen suchen").fill("FICUS");
    release();
    await waitForHydration(page);
    await expect(page).toHaveURL(/q=FICUS/);
    await expect(page.getByTestId("result-count")).toHaveText("1 gefunden");
    await expect(page.getByPlaceholder("Nach Pflanzen suchen")).toHaveValue("FICUS");
  });

  test("cards show the price with two decimals in euro", async ({ page }) => {
    await page.goto("/shop?category=hanging");
    const cards = page.getByTestId("plant-card");
    await expect(cards.first()).toContainText(/\d+,\d{2}\s€/);
  });

  test("filters and sort live in the URL", async ({ page }) => {
    await page.goto("/shop");
    await page.getByTestId("filter-button").click();
    const sheet = page.getByRole("dialog", { name: "Filtern und sortieren" });
    // Nothing in it is wider than the sheet: on a phone the price field „bis“ was cut at the right (#46 §9).
    const overflow = await sheet.evaluate((el) =>
      [el, ...el.querySelectorAll("*")]
        .filter((e) => !e.classList.contains("sr-only") && e.scrollWidth > e.clientWidth + 1)
        .map((e) => `${e.tagName} ${e.className}`),
    );
    expect(overflow).toEqual([]);
    await sheet.getByRole("group", { name: "Lichtbedarf" }).getByLabel("Wenig").check();
    await sheet.getByLabel("Sortierung").selectOption("price-asc");
    await sheet.getByRole("button", { name: "Ergebnisse anzeigen" }).click();
    await expect(page).toHaveURL(/light=low/);
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page.getByTestId("result-count")).toHaveText("2 gefunden");
    await expect(page.getByTestId("plant-card").first()).toContainText("Bogenhanf");
    await page.reload();
    await expect(page.getByTestId("result-count")).toHaveText("2 gefunden");
    await page.goto("/shop?pet=1&max=20");
    await expect(page.getByTestId("result-count")).toHaveText("1 gefunden");
    await expect(page.getByTestId("plant-card")).toContainText("Grünlilie");
  });
});

test.describe("plant page", () => {
  test("carousel, lightbox, tiles, stepper and add to cart", async ({ page }) => {
    await page.goto("/shop/plant/monstera-deliciosa");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monstera Deliciosa");
    // The merchant's „Im Trend“; „Bestseller“ only where orders back it (#32).
    await expect(page.getByText("Im Trend", { exact: true }).first()).toBeVisible();
    await page.getByRole("button", { name: "Bild 1 vergrößern" }).click();
    await expect(page.getByTestId("lightbox")).toBeVisible();
    await page.getByTestId("lightbox").getByRole("button", { name: "Nächstes Bild" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("lightbox")).toBeHidden();
    await expect(page.getByRole("button", { name: "Menge verringern" })).toBeDisabled();
    await page.getByRole("button", { name: "Menge erhöhen" }).click();
    await page.getByRole("button", { name: "Menge erhöhen" }).click();
    await expect(page.getByTestId("quantity")).toHaveText("3");
    await page.getByRole("button", { name: "In den Warenkorb", exact: true }).click();
    await expect(page.getByText("3 Artikel in den Warenkorb gelegt")).toBeVisible();
    await expect(page.getByTestId("quantity")).toHaveText("1");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("cart") ?? "[]"));
    expect(stored).toMatchObject([{ id: "monstera-deliciosa", quantity: 3, size: "large" }]);
  });

  test("carries JSON-LD Product with an EUR offer and Open Graph tags", async ({ page }) => {
    await page.goto("/shop/plant/snake-plant");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      "@type": "Product",
      name: "Bogenhanf",
      offers: { priceCurrency: "EUR", price: "19.99" },
    });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Bogenhanf/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/shop\/plant\/snake-plant$/,
    );
  });

  test("an unknown plant shows Pflanze nicht gefunden and returns to the shop after 2 s", async ({
    page,
  }) => {
    const res = await page.goto("/shop/plant/does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Pflanze nicht gefunden" })).toBeVisible();
    // The heading and the toast.
    await expect(page.getByText("Pflanze nicht gefunden", { exact: true })).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Zurück zum Shop" })).toBeVisible();
    await expect(page).toHaveURL(/\/shop$/, { timeout: 5000 });
    await expect(page).not.toHaveURL(/\/en\//);
  });

  test("English: an unknown plant shows Plant Not Found and returns to /en/shop after 2 s", async ({
    page,
  }) => {
    const res = await page.goto("/en/shop/plant/does-not-exist");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Plant Not Found" })).toBeVisible();
    await expect(page.getByText("Plant not found", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Shop" })).toHaveAttribute("href", "/en/shop");
    await expect(page).toHaveURL(/\/en\/shop$/, { timeout: 5000 });
  });

  test("English strings at /en, German at / (#19), and product links on /en/shop stay under /en", async ({
    page,
  }) => {
    const english = ["Add to Cart", "Buy Now", "Care Information", "Product Details", "Customer Reviews"];
    const german = [
      "In den Warenkorb",
      "Jetzt kaufen",
      "Pflegehinweise",
      "Produktdetails",
      "Kundenbewertungen",
    ];
    await page.goto("/en/shop/plant/monstera-deliciosa");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Buy Now" })).toBeVisible();
    for (const s of english.slice(2)) await expect(page.getByText(s, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Shop" })).toHaveAttribute("href", "/en/shop");
    for (const s of german) await expect(page.getByText(s, { exact: true })).toHaveCount(0);
    // The plant's own texts are English too, none left marked German (#19).
    const monstera = PLANTS.find((p) => p.id === "monstera-deliciosa")!;
    await expect(page.getByText(monstera.en.description)).toBeVisible();
    await page.getByText("Care Information", { exact: true }).click();
    await expect(page.getByText(monstera.en.waterTips)).toBeVisible();
    await expect(page.getByText(monstera.en.humidityTips)).toBeVisible();
    await expect(page.locator('main [lang="de"]')).toHaveCount(0);
    await expect(page.getByText(monstera.description)).toHaveCount(0);
    // "You may also like" is the dialog's: open it from the English shop.
    await page.goto("/en/shop");
    // The card's link and the dialog's product link keep the language.
    await expect(page.getByRole("link", { name: "Details of Monstera Deliciosa" })).toHaveAttribute(
      "href",
      "/en/shop/plant/monstera-deliciosa",
    );
    await page.getByTestId("plant-card").filter({ hasText: "Monstera Deliciosa" }).click();
    await expect(page.getByRole("heading", { name: "You may also like" })).toBeVisible();
    await expect(page.getByTestId("plant-dialog").getByText(monstera.en.description)).toBeVisible();
    await expect(page.getByTestId("plant-dialog").locator('[lang="de"]')).toHaveCount(0);
    await page.getByRole("link", { name: "View product page" }).click();
    await expect(page).toHaveURL(/\/en\/shop\/plant\/monstera-deliciosa$/);
    await expect(page.getByRole("button", { name: "Add to Cart", exact: true })).toBeVisible();

    await page.goto("/shop/plant/monstera-deliciosa");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("button", { name: "In den Warenkorb", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Jetzt kaufen" })).toBeVisible();
    for (const s of german.slice(2)) await expect(page.getByText(s, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zum Shop" })).toHaveAttribute("href", "/shop");
    await expect(page.getByText(monstera.description)).toBeVisible();
    await expect(page.getByText(monstera.en.description)).toHaveCount(0);
    await expect(page.locator("main [lang]")).toHaveCount(0);
    for (const s of [...english, "You may also like"])
      await expect(page.getByText(s, { exact: true })).toHaveCount(0);
    await page.goto("/shop");
    await page.getByTestId("plant-card").filter({ hasText: "Monstera Deliciosa" }).click();
    await expect(page.getByRole("heading", { name: "Das könnte dir auch gefallen" })).toBeVisible();
  });
});

test.describe("header search", () => {
  test("finds plants, shows German prices and opens the plant", async ({ page }) => {
    await page.goto("/shop");
    if (isMobile(page)) {
      await page.getByRole("button", { name: "Menü öffnen" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Suche öffnen" }).click();
    } else {
      await page.getByRole("button", { name: "Suche öffnen" }).click();
    }
    const input = page.getByPlaceholder("Suche nach Pflanzen...");
    await expect(input).toBeFocused();
    await input.fill("hanging");
    const results = page.getByTestId("search-results");
    await expect(page.locator("#search-results-h")).toHaveText("Pflanzen");
    await expect(results.getByRole("button")).toHaveCount(2);
    await expect(results).toContainText(/18,99\s€/);
    await expect(results).not.toContainText("€18.99");
    await input.fill("xyz");
    await expect(
      page.getByText(
        isMobile(page)
          ? "Ups! Keine Treffer für diesen Pflanzennamen."
          : "Leider keine Treffer – überprüfe deine Eingabe",
      ),
    ).toBeVisible();
    await input.fill("grünlilie");
    await results.getByRole("button").first().click();
    await expect(page).toHaveURL(/\/shop\/plant\/spider-plant$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("English (/en): heading Plants, prices as €x.xx, and the plant opens under /en", async ({ page }) => {
    await page.goto("/en/shop");
    if (isMobile(page)) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Open search" }).click();
    } else {
      await page.getByRole("button", { name: "Open search" }).click();
    }
    const input = page.getByPlaceholder("Search for plants...");
    await expect(input).toBeFocused();
    await input.fill("hanging");
    const results = page.getByTestId("search-results");
    await expect(page.locator("#search-results-h")).toHaveText("Plants");
    await expect(results.getByRole("button")).toHaveCount(2);
    await expect(results).toContainText("€18.99");
    await results.getByRole("button").first().click();
    await expect(page).toHaveURL(/\/en\/shop\/plant\/[^/]+$/);
  });

  test("closing clears the query", { tag: "@desktop" }, async ({ page }) => {
    // desktop only (desktop trigger): playwright.config.ts runs it in that project alone.
    await page.goto("/about");
    await page.getByRole("button", { name: "Suche öffnen" }).click();
    await page.getByPlaceholder("Suche nach Pflanzen...").fill("monstera");
    await page.getByRole("button", { name: "Suche schließen" }).click();
    await page.getByRole("button", { name: "Suche öffnen" }).click();
    await expect(page.getByPlaceholder("Suche nach Pflanzen...")).toHaveValue("");
  });
});

test("saved plants: the heart sparks, persists and fills /saved-plants", async ({ page }) => {
  await page.goto("/shop");
  const heart = page.getByRole("button", { name: "Efeutute merken" });
  // Record the burst as it happens: on a busy machine it may be gone before a locator polls.
  await page.evaluate(() => {
    const w = window as unknown as { maxSparks: number };
    w.maxSparks = 0;
    new MutationObserver(() => {
      w.maxSparks = Math.max(w.maxSparks, document.querySelectorAll('[data-testid="sparks"] span').length);
    }).observe(document.body, { childList: true, subtree: true });
  });
  await heart.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { maxSparks: number }).maxSparks))
    .toBe(8);
  await expect(page.getByTestId("sparks")).toHaveCount(0, { timeout: 3000 });
  await expect(page.getByRole("button", { name: "Efeutute nicht mehr merken" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/saved-plants");
  await expect(page.getByTestId("saved-grid").getByTestId("plant-card")).toHaveCount(1);
  await page.getByRole("button", { name: "Efeutute nicht mehr merken" }).click();
  await expect(page.getByText("Du hast noch keine Pflanzen gemerkt.", { exact: false })).toBeVisible();
});
