import { expect, test, waitForHydration } from "./fixtures";

// The route-wide checks of every page (server render, title, axe, console) are in languages.spec.ts,
// one page load per route and language.

// The HTTP answers that need no page (the stylesheet's place, health, robots and sitemap) are asked in
// server/production-app.test.ts and server/app.test.ts.

test("unknown paths show the not-found screen with status 404", async ({ page }) => {
  const res = await page.goto("/does/not/exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Ups! Seite nicht gefunden");
  await page.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("unknown English paths show the spec's English not-found screen and lead to the English home", async ({
  page,
}) => {
  const res = await page.goto("/en/does/not/exist");
  expect(res?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Oops! Page not found");
  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test.describe("header", () => {
  test("is transparent over the home hero until 50 px, then solid; hides down, returns up", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByTestId("site-header");
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.mouse.wheel(0, 60);
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-hidden", "true");
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveAttribute("data-hidden", "false");
  });

  test("is solid on other pages from the start", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByTestId("site-header")).toHaveAttribute("data-solid", "true");
  });

  test("desktop: links of spec §2; action icons on home only after scrolling", { tag: "@desktop" }, async ({
    page,
  }) => {
    // desktop only (desktop header): playwright.config.ts runs it in that project alone.
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    for (const label of [
      "Startseite",
      "Alle Pflanzen",
      "Blattwerk Scan",
      "Karriere",
      "Über uns",
      "Investoren",
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId("header-actions")).toBeHidden();
    await page.mouse.wheel(0, 80);
    await expect(page.getByTestId("header-actions")).toBeVisible();
    await nav.getByRole("link", { name: "Über uns", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("mobile: the menu sheet lists the links and closes with Escape", { tag: "@mobile" }, async ({
    page,
  }) => {
    // mobile only (mobile header): playwright.config.ts runs it in that project alone.
    await page.goto("/shop");
    const opener = page.getByRole("button", { name: "Menü öffnen" });
    await opener.click();
    const sheet = page.getByRole("dialog");
    for (const label of [
      "Startseite",
      "Alle Pflanzen",
      "Blattwerk Scan",
      "Karriere",
      "Über uns",
      "Investoren",
    ]) {
      await expect(sheet.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await sheet.getByRole("link", { name: "Karriere", exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});

test.describe("floating buttons", () => {
  test("mobile: on home after 300 px, elsewhere from the top, never on /concierge", {
    tag: "@mobile",
  }, async ({ page }) => {
    // mobile only (floating buttons are mobile-only): playwright.config.ts runs it in that project alone.
    await page.goto("/");
    await waitForHydration(page); // scrolled before hydration, the page would start at 600 px
    const floating = page.getByTestId("floating-buttons");
    await expect(floating).toHaveAttribute("data-visible", "false");
    // Past 300 px they come when the reader scrolls back up, not while reading on downwards.
    await page.evaluate(() => window.scrollTo(0, 600));
    // The page reads the scroll once per frame: the header hiding shows it has seen the 600 px, so the next
    // scroll is an upward one (scrolled back in the same frame, the page would only ever see 0 → 400).
    await expect(page.getByTestId("site-header")).toHaveAttribute("data-hidden", "true");
    await expect(floating).toHaveAttribute("data-visible", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(floating).toHaveAttribute("data-visible", "true");
    await page.goto("/shop");
    await expect(page.getByTestId("floating-buttons")).toHaveAttribute("data-visible", "true");
    await page.goto("/concierge");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("floating-buttons")).toHaveCount(0);
  });

  test("mobile: the end of a page holds still while they step aside", { tag: "@mobile" }, async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const floating = page.getByTestId("floating-buttons");
    // Reading down until the header steps aside: from then on the page follows the scrolling (its listener
    // starts just after hydration, so the first scroll is repeated until it is seen).
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 300));
      await expect(page.getByTestId("site-header")).toHaveAttribute("data-hidden", "true", { timeout: 500 });
    }).toPass();
    // At the end, scrolled back up a little: the buttons are back (the page reads the scroll once per frame,
    // so the way back is repeated until it has seen the end first).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, -5));
      await expect(floating).toHaveAttribute("data-visible", "true", { timeout: 500 });
    }).toPass();
    // On down to the end, frame by frame: the buttons step aside, the page's height and position hold.
    const seen = await page.evaluate(async () => {
      const heights = new Set<number>();
      const positions = new Set<number>();
      window.scrollBy(0, 10);
      for (let i = 0; i < 30; i++) {
        await new Promise((r) => requestAnimationFrame(r));
        heights.add(document.documentElement.scrollHeight);
        positions.add(window.scrollY);
      }
      return { heights: [...heights], positions: [...positions] };
    });
    await expect(floating).toHaveAttribute("data-visible", "false");
    expect(seen.heights).toHaveLength(1);
    expect(seen.positions).toHaveLength(1);
  });

  test("mobile: a bar across the bottom, not round buttons over the cards' „+“ (#32)", {
    tag: "@mobile",
  }, async ({ page }) => {
    await page.goto("/shop");
    await waitForHydration(page);
    const floating = page.getByTestId("floating-buttons");
    await expect(floating).toHaveAttribute("data-visible", "true");
    const viewport = page.viewportSize()!;
    const bar = (await floating.boundingBox())!;
    expect(bar.x).toBe(0);
    expect(bar.width).toBe(viewport.width);
    expect(Math.round(bar.y + bar.height)).toBe(viewport.height);
    // Wherever a finger lands on it, it is the bar: no card's „+“, chevron or text shows through beside the buttons.
    const hits = await page.evaluate(
      ({ y, width }) =>
        Array.from({ length: 9 }, (_, i) => {
          const el = document.elementFromPoint(((i + 0.5) * width) / 9, y);
          return Boolean(el?.closest("[data-testid='floating-buttons']"));
        }),
      { y: bar.y + bar.height / 2, width: viewport.width },
    );
    expect(hits).toEqual(Array(9).fill(true));
  });

  test("mobile: the search field's placeholder shows whole (#32)", { tag: "@mobile" }, async ({ page }) => {
    for (const path of ["/shop", "/en/shop"]) {
      await page.goto(path);
      const room = await page.locator("main input[type=search]").evaluate((el) => {
        const input = el as HTMLInputElement;
        const style = getComputedStyle(input);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inner =
          input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return { text: ctx.measureText(input.placeholder).width, inner };
      });
      expect(room.text, path).toBeLessThanOrEqual(room.inner);
    }
  });

  test.describe("with the cookie dialog", () => {
    test.use({ consent: false });
    test("mobile: the consent toast leaves the cart button free (#32)", { tag: "@mobile" }, async ({
      page,
    }) => {
      await page.goto("/shop");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Nur notwendige" }).click();
      const toast = page.getByText("Nur notwendige Cookies aktiv");
      await expect(toast).toBeVisible();
      // The toast slides in from below (sonner's entrance): where it comes to rest must leave the button free,
      // so the boxes are compared until the slide has ended (a toast that stays on the button fails).
      const overlaps = async () => {
        const t = (await page.locator("[data-sonner-toast]").first().boundingBox())!;
        const c = (await page.getByTestId("floating-buttons").getByTestId("cart-button").boundingBox())!;
        return t.x < c.x + c.width && t.x + t.width > c.x && t.y < c.y + c.height && t.y + t.height > c.y;
      };
      await expect.poll(overlaps).toBe(false);
    });
  });

  test("desktop: not shown", { tag: "@desktop" }, async ({ page }) => {
    // desktop only (desktop): playwright.config.ts runs it in that project alone.
    await page.goto("/shop");
    await expect(page.getByTestId("floating-buttons")).toBeHidden();
  });
});

test("the cart badge shows 99+ above 99 and the cart button opens /cart", async ({ page }) => {
  await page.addInitScript(() => {
    const item = {
      id: "pothos",
      name: "Efeutute",
      priceCents: 1899,
      imageUrl: "/plants/pothos.svg",
      size: "small",
    };
    localStorage.setItem(
      "cart",
      // A line holds at most 10 (#49 §4): eleven full lines make 110.
      JSON.stringify(Array.from({ length: 11 }, (_, i) => ({ ...item, id: `p${i}`, quantity: 10 }))),
    );
  });
  await page.goto("/shop");
  const button = page.getByTestId("cart-button").locator("visible=true").first();
  await expect(button.getByTestId("cart-badge")).toHaveText("99+");
  await button.click();
  await expect(page).toHaveURL(/\/cart$/);
});

test("a corrupt stored cart is logged and left empty", async ({ page }) => {
  const messages: string[] = [];
  page.on("console", (m) => messages.push(m.text()));
  await page.addInitScript(() => localStorage.setItem("cart", "{broken"));
  await page.goto("/shop");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => messages.some((m) => m.includes("Failed to parse stored cart"))).toBe(true);
  await expect(page.getByTestId("cart-badge")).toHaveCount(0);
});

test("route changes scroll to the top", async ({ page }) => {
  await page.goto("/privacy");
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.getByRole("contentinfo").getByRole("link", { name: "AGB" }).click();
  await expect(page).toHaveURL(/\/agb$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("footer: links, free-shipping promise and delivery window", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText("Kostenloser Versand ab 60,00 €");
  await expect(footer).toContainText("Lieferung in 1–4 Werktagen");
  for (const href of [
    "/about",
    "/partner",
    "/investor",
    "/careers",
    "/support#help-center",
    "/privacy",
    "/terms",
    "/imprint",
    "/cookies",
    "/agb",
    "/widerruf",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});
