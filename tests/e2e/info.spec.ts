import type { Page } from "@playwright/test";
import { axeViolations, expect, isMobile, test } from "./fixtures";

const TOAST = "E-Mail in die Zwischenablage kopiert";
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe("info pages", () => {
  test("each page has its own title and description", async ({ page }) => {
    const seen = new Set<string>();
    for (const [path, title] of [
      ["/about", "Über uns | Blattwerk"],
      ["/investor", "Investoren | Blattwerk"],
      ["/careers", "Karriere | Blattwerk"],
      ["/support", "Hilfe & Service | Blattwerk"],
      ["/partner", "Partner werden | Blattwerk"],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description!.length).toBeGreaterThan(50);
      seen.add(description!);
    }
    expect(seen.size).toBe(5);
  });

  test("/about: story, values, technology with 98 % and data fusion, team, buttons to the scan and the shop", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pflanzen, die bei dir bleiben wollen");
    for (const heading of [
      "Wie alles angefangen hat",
      "Was uns wichtig ist",
      "So funktioniert Blattwerk Scan",
      "Die Menschen hinter Blattwerk",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    const tech = page.locator("#technologie");
    await expect(tech).toContainText(/98\s%/);
    await expect(tech).toContainText("Datenfusion");
    await expect(page.locator("#team li")).toHaveCount(4);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Blattwerk Scan starten" })).toHaveAttribute(
      "href",
      "/ai-finder",
    );
    await expect(main.getByRole("link", { name: "Alle Pflanzen ansehen" })).toHaveAttribute("href", "/shop");
    await main.getByRole("link", { name: "Alle Pflanzen ansehen" }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test.describe("clipboard", () => {
    test.beforeEach(async ({ context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    });

    test("/investor copies the investor address with a toast", async ({ page }) => {
      await page.goto("/investor");
      await page.getByRole("button", { name: "Investor-Kontakt kopieren" }).click();
      await expect(page.getByText(TOAST)).toBeVisible();
      expect(await readClipboard(page)).toBe("investoren@blattwerk.example");
      await expect(page.getByTestId("copy-fallback")).toHaveCount(0);
    });

    test("/partner: both 'Partner werden' buttons copy the partner address with a toast", async ({
      page,
    }) => {
      await page.goto("/partner");
      const buttons = page.getByRole("button", { name: "Partner werden" });
      await expect(buttons).toHaveCount(2);
      for (const i of [0, 1]) {
        await page.evaluate(() => navigator.clipboard.writeText(""));
        await buttons.nth(i).click();
        await expect(page.getByText(TOAST).first()).toBeVisible();
        expect(await readClipboard(page)).toBe("partner@blattwerk.example");
      }
    });
  });

  test("without the Clipboard API the address is shown with a German hint", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined, configurable: true });
    });
    await page.goto("/partner");
    await page.getByRole("button", { name: "Partner werden" }).first().click();
    const fallback = page.getByTestId("copy-fallback");
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText("Automatisches Kopieren ist in diesem Browser nicht möglich.");
    await expect(fallback.getByRole("link", { name: "partner@blattwerk.example" })).toHaveAttribute(
      "href",
      "mailto:partner@blattwerk.example",
    );
    await expect(page.getByText(TOAST)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("/careers: four job cards expand with the keyboard and apply by mail with the job in the subject", async ({
    page,
  }) => {
    await page.goto("/careers");
    const triggers = page.locator("main h3 button[aria-expanded]");
    await expect(triggers).toHaveCount(4);
    for (const t of await triggers.all()) await expect(t).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("link", { name: /^Jetzt bewerben/ })).toHaveCount(0);

    const first = triggers.first();
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const region = page.locator(`#${await first.getAttribute("aria-controls")}`);
    await expect(region.getByRole("heading", { name: "Deine Aufgaben" })).toBeVisible();
    // Tab goes from the open card's title on into its details: the apply link is reachable.
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAccessibleName(/^Jetzt bewerben/);

    // Space opens the next card; several cards stay open at once.
    await triggers.nth(1).focus();
    await page.keyboard.press("Space");
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    for (const i of [2, 3]) {
      await triggers.nth(i).focus();
      await page.keyboard.press("Enter");
    }

    const links = page.getByRole("link", { name: /^Jetzt bewerben/ });
    await expect(links).toHaveCount(4);
    const titles = await page
      .locator("main h3 button[aria-expanded] > span > span:first-child")
      .allTextContents();
    expect(titles).toHaveLength(4);
    for (const [i, title] of titles.entries()) {
      const href = (await links.nth(i).getAttribute("href"))!;
      expect(href).toBe(
        `mailto:karriere@blattwerk.example?subject=${encodeURIComponent(`Application for ${title}`)}`,
      );
      expect(href).not.toContain(" ");
      expect(new URL(href).searchParams.get("subject")).toBe(`Application for ${title}`);
    }
    expect(await axeViolations(page)).toEqual([]);

    // Enter on an open card closes it again.
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "false");
  });

  test("/careers#<job> opens that job", async ({ page }) => {
    await page.goto("/careers#computer-vision-engineer");
    await expect(page.locator("#computer-vision-engineer h3 button")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});

test.describe("/support", () => {
  /** The section's heading is on screen and not under the fixed header (64 px). */
  async function expectScrolledTo(page: Page, id: string) {
    const heading = page.locator(`#${id} h2`);
    await expect(heading).toBeInViewport();
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    expect((await heading.boundingBox())!.y).toBeLessThan(250);
  }

  test("arriving at /support#shipping scrolls to the shipping section", async ({ page }) => {
    await page.goto("/support#shipping");
    await expectScrolledTo(page, "shipping");
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test("in-page topic links and footer links scroll to their section", async ({ page }) => {
    await page.goto("/support");
    await page.getByRole("navigation", { name: "Themen" }).getByRole("link", { name: "Rückgabe" }).click();
    await expect(page).toHaveURL(/\/support#returns$/);
    await expectScrolledTo(page, "returns");
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontakt" }).click();
    await expect(page).toHaveURL(/\/support#contact$/);
    await expectScrolledTo(page, "contact");
    // The same link again after scrolling away jumps back, like a plain link.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("contentinfo").getByRole("link", { name: "Kontakt" }).click();
    await expectScrolledTo(page, "contact");
  });

  test("has the four sections with the shop's support facts and the configured threshold", async ({
    page,
  }) => {
    await page.goto("/support");
    for (const id of ["help-center", "contact", "shipping", "returns"]) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    const shipping = page.locator("#shipping");
    await expect(shipping).toContainText(
      "Lieferzeit: 1–4 Werktage. Bestellst du an einem Werktag bis 14 Uhr",
    );
    // Checkout offers one kind of delivery: no express promise anywhere on the page.
    await expect(page.locator("main")).not.toContainText(/express/i);
    await expect(shipping).toContainText(/über 35\s°C oder unter 0\s°C/);
    await expect(shipping).toContainText(
      /Ab einem Bestellwert von 60,00\s€ ist der Versand für dich kostenlos\./,
    );
    await expect(page.locator("main")).not.toContainText("{threshold}");
    const returns = page.locator("#returns");
    // The statutory wording: withdrawal within 14 days of taking possession, return within 14 days of it.
    await expect(returns).toContainText("binnen 14 Tagen ohne Angabe von Gründen widerrufen");
    await expect(returns).toContainText("die Ware in Besitz genommen hast");
    await expect(returns).toContainText("Die Kosten der Rücksendung tragen wir.");
    await expect(returns).not.toContainText("nach Erhalt");
    await expect(returns).toContainText("innerhalb von 3–5 Werktagen");
    await expect(returns).toContainText("in den ersten 3 Tagen");
    await expect(returns.getByRole("link", { name: "Vertrag online widerrufen" })).toHaveAttribute(
      "href",
      "/widerruf#widerrufsbutton",
    );
    // FAQ answers open with the keyboard.
    const question = page.getByRole("button", { name: "Werden meine Scan-Bilder hochgeladen?" });
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Die Kamerabilder werden direkt auf deinem Gerät ausgewertet")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("/partner: the avatar circle is 320 px with 8 avatars on radius 80 and 6 on radius 140, 48 px each", async ({
  page,
}) => {
  await page.goto("/partner");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Gemeinsam bringen wir Pflanzen an den richtigen Platz",
  );
  const circle = page.getByTestId("partner-circle");
  const box = (await circle.boundingBox())!;
  expect(box.width).toBe(320);
  expect(box.height).toBe(320);
  const centre = { x: box.x + 160, y: box.y + 160 };
  for (const [ring, count, radius] of [
    ["inner", 8, 80],
    ["outer", 6, 140],
  ] as const) {
    const avatars = circle.locator(`li[data-ring="${ring}"]`);
    await expect(avatars).toHaveCount(count);
    for (const a of await avatars.all()) {
      const b = (await a.boundingBox())!;
      expect(b.width).toBe(48);
      expect(b.height).toBe(48);
      expect(Math.hypot(b.x + 24 - centre.x, b.y + 24 - centre.y)).toBeCloseTo(radius, 0);
    }
  }
  await expect(circle.getByRole("listitem")).toHaveCount(14);
  // Without images every avatar shows its initials; the name is there for screen readers.
  await expect(circle.getByRole("listitem").first()).toContainText("GL");
  await expect(circle.getByRole("listitem").first()).toContainText("Gärtnerei Lindner");

  await expect(page.getByRole("heading", { name: "In drei Schritten zum Partner" })).toBeVisible();
  await expect(page.locator("#so-gehts ol > li")).toHaveCount(3);
  await expect(page.locator("#vorteile li")).toHaveCount(5);
  await expect(page.locator("#was-du-mitbringst li")).toHaveCount(5);
});

test("the info pages in English under /en: their own texts, titles and English links (#19)", async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // five pages and axe
  for (const [path, title, h1] of [
    ["/en/about", "About us | Blattwerk", "Plants that want to stay with you"],
    ["/en/investor", "Investors | Blattwerk", "Investor Relations"],
    ["/en/careers", "Careers | Blattwerk", "Careers"],
    ["/en/support", "Help & service | Blattwerk", "Help & Service"],
    ["/en/partner", "Become a partner | Blattwerk", "Together we bring plants to the right spot"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  }
  // On the desktop languages.spec.ts runs axe on every English page; on a phone this is the one English page it
  // sees (/en/partner).
  if (isMobile(page)) expect(await axeViolations(page)).toEqual([]);

  await page.goto("/en/about");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 2, name: "How Blattwerk Scan works" })).toBeVisible();
  await expect(main.getByRole("link", { name: "Start Blattwerk Scan" })).toHaveAttribute(
    "href",
    "/en/ai-finder",
  );
  await expect(main.getByRole("link", { name: "View all plants" })).toHaveAttribute("href", "/en/shop");

  await page.goto("/en/careers");
  await expect(page.getByText("4 open positions")).toBeVisible();
  await page.getByRole("button", { name: /Senior Frontend Engineer/ }).click();
  const title = "Senior Frontend Engineer (React) (m/f/d)";
  const apply = page.getByRole("link", { name: `Apply now as ${title}` });
  expect(new URL((await apply.getAttribute("href"))!).searchParams.get("subject")).toBe(
    `Application for ${title}`,
  );

  await page.goto("/en/support");
  await page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "Returns" }).click();
  await expect(page).toHaveURL(/\/en\/support#returns$/);
  await expect(page.getByRole("link", { name: "Cancellation policy" })).toHaveAttribute(
    "href",
    "/en/widerruf",
  );

  // The German pages stay German.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pflanzen, die bei dir bleiben wollen");
  await expect(page.getByText("Plants that want to stay with you")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
