import type { Page } from "@playwright/test";
import { finderMessages } from "../../app/features/finder/messages";
import { LOCALES, type Locale, localeOf, localePath, stripLocale } from "../../app/lib/i18n/locale";
import { foreignStrings } from "./catalogues";
import { axeViolations, expect, isMobile, test, waitForHydration } from "./fixtures";
import { PAGE_ROUTES } from "./routes";

/**
 * Every route in both languages (issue #19: one language per page): the page's `lang`, its alternates,
 * and no visible text (or accessible name, placeholder, alt text) from the other language's catalogue.
 * Text inside an element marked with another `lang` (a German legal text on an English page, the
 * language switch) is meant to be in that language and is left out.
 */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const own = (el: Element) => (el.closest("[lang]")?.getAttribute("lang") ?? pageLang) === pageLang;
    const seen = (el: Element) => el.checkVisibility() && !el.closest("script, style, template, noscript");
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const el = walker.currentNode.parentElement;
      if (el && seen(el) && own(el)) parts.push(walker.currentNode.textContent ?? "");
    }
    for (const el of document.body.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
      if (!seen(el) || !own(el)) continue;
      for (const attr of ["aria-label", "placeholder", "alt", "title"])
        if (el.hasAttribute(attr)) parts.push(el.getAttribute(attr) ?? "");
    }
    return parts.join("\n").replace(/\s+/g, " ");
  });
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The string as a phrase of its own: "Start" must not match inside "Startseite". */
const asPhrase = (s: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(s)}(?![\\p{L}\\p{N}])`, "u");

const FOREIGN: Record<Locale, string[]> = { de: foreignStrings("de"), en: foreignStrings("en") };

test("the catalogues give the one-language check something to find", { tag: "@desktop" }, () => {
  expect(FOREIGN.de.length).toBeGreaterThan(20);
  expect(FOREIGN.en.length).toBeGreaterThan(20);
});

/**
 * The head as the page settled (title, description, `lang`, alternates, canonical): the same on every screen,
 * so checked on the desktop only. Where the page sends a visitor on (/account → /auth, an empty /checkout →
 * /cart), the alternates are those of the page shown: checked against the URL as it is once it settled.
 */
async function expectHead(page: Page, locale: Locale) {
  await expect(page).toHaveTitle(/Blattwerk/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await expect(async () => {
    const shown = stripLocale(new URL(page.url()).pathname);
    expect(localeOf(new URL(page.url()).pathname)).toBe(locale);
    for (const l of LOCALES)
      await expect(page.locator(`link[rel="alternate"][hreflang="${l}"]`)).toHaveAttribute(
        "href",
        new RegExp(`${escapeRe(localePath(l, shown))}$`),
        { timeout: 1_000 },
      );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${escapeRe(localePath(locale, shown))}$`),
      { timeout: 1_000 },
    );
  }).toPass();
}

/**
 * Every route, one page load for all route-wide checks in the browser: it renders, no text of the other
 * language is shown (#19), no axe violations and no console errors — what a viewport can break, so German
 * pages in both projects, English ones on the desktop (the same layout with other words). The head (above)
 * on the desktop; the server-rendered HTML of every route in both languages (status, `lang`, an `<h1>`,
 * title, description, alternates, canonical) in server/production-app.test.ts.
 */
test.describe("every route", () => {
  for (const locale of LOCALES)
    for (const route of PAGE_ROUTES) {
      const path = localePath(locale, route);
      const details = locale === "en" ? { tag: "@desktop" } : {};
      test(
        `${path}: renders, ${locale} only, no axe violations`,
        details,
        async ({ page, consoleErrors }) => {
          const res = await page.goto(path);
          expect(res?.status()).toBe(200);
          await expect(page.locator("h1").first()).toBeVisible();
          await waitForHydration(page);
          if (!isMobile(page)) await expectHead(page, locale);
          // The finder asks for the camera at once; this browser has none, so it says so a moment later.
          // Check and measure the page with that screen in it, not while it changes.
          if (route === "/ai-finder")
            await expect(
              page.getByRole("heading", { name: finderMessages[locale].CAMERA.noCameraTitle }),
            ).toBeVisible();
          const text = await shownText(page);
          const found = FOREIGN[locale].filter((s) => asPhrase(s).test(text));
          expect(found, `strings of the other language on ${path}`).toEqual([]);
          expect(await axeViolations(page)).toEqual([]);
          expect(consoleErrors).toEqual([]);
        },
      );
    }
});

test("the language switch in the header or the mobile menu keeps the page, its query and its anchor", async ({
  page,
}) => {
  /** The switch as a visitor finds it: in the header on a desktop, in the menu on a phone. */
  const languageSwitch = async (openMenu: string) => {
    if (isMobile(page)) await page.getByRole("button", { name: openMenu }).click();
    return page.getByTestId("language-switch").filter({ visible: true });
  };
  await page.goto("/shop?category=pet-friendly");
  await waitForHydration(page);
  const toEnglish = await languageSwitch("Menü öffnen");
  await expect(toEnglish).toHaveAttribute("href", "/en/shop?category=pet-friendly");
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await expect(toEnglish).toHaveAccessibleName("Switch to English");
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/shop\?category=pet-friendly$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.goto("/en/support#shipping");
  await waitForHydration(page);
  const toGerman = await languageSwitch("Open menu");
  await expect(toGerman).toHaveAttribute("href", "/support#shipping");
  await expect(toGerman).toHaveText("Deutsch");
});

test("English legal pages say the German text is binding and link to it", { tag: "@desktop" }, async ({
  page,
}) => {
  await page.goto("/en/agb");
  const note = page.getByTestId("german-only");
  await expect(note).toContainText("legally binding");
  await expect(page.locator("article")).toHaveAttribute("lang", "de");
  await note.getByRole("link").click();
  await expect(page).toHaveURL(/\/agb$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByTestId("german-only")).toHaveCount(0);
});
