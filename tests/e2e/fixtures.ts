import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Pages start with consent already given unless a test asks otherwise, and fail on console errors. */
export const test = base.extend<{ consent: boolean; consoleErrors: string[] }>({
  consent: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await use(errors);
  },
  page: async ({ page, consent }, use) => {
    if (consent) {
      await page.addInitScript(() => {
        window.localStorage.setItem("cookieConsentGiven", "true");
        window.localStorage.setItem(
          "cookiePreferences",
          JSON.stringify({ necessary: true, functional: false, analytics: false, marketing: false }),
        );
      });
    }
    await use(page);
  },
});

export { expect };

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** axe with the WCAG 2.x A/AA rule sets (incl. 2.2). */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
