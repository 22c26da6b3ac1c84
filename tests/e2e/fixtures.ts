import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { COOKIE_POLICY_VERSION } from "../../domain/shop-facts";

/** Stores a consent to the current cookie policy before any page script runs ("Nur notwendige" by default). */
export async function giveConsent(page: Page, preferences: { functional?: boolean } = {}) {
  await page.addInitScript(
    ({ version, prefs }) => {
      window.localStorage.setItem("cookieConsentGiven", "true");
      window.localStorage.setItem("cookieConsentVersion", version);
      window.localStorage.setItem("cookiePreferences", prefs);
    },
    {
      version: COOKIE_POLICY_VERSION,
      prefs: JSON.stringify({
        necessary: true,
        functional: false,
        analytics: false,
        marketing: false,
        ...preferences,
      }),
    },
  );
}

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
    if (consent) await giveConsent(page);
    await use(page);
  },
});

export { expect };

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** axe with the WCAG 2.x A/AA rule sets (incl. 2.2). */
export async function axeViolations(page: Page) {
  // Colours are measured as painted: let finite transitions (a toast fading in) end first, or axe
  // sees half-transparent text. Endless animations (spinners) are left running.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** React has hydrated the page (its fiber keys are on the DOM), so effects and their timers are running. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber"));
  });
}

/**
 * A paused fake clock, installed before page.goto: no page timer fires until the test moves time on with
 * page.clock.runFor(). (Pages whose server render streams deferred data reveal it only on a timer: test
 * timers on pages without deferred data, or after page.clock.resume().)
 */
export async function pauseClock(page: Page) {
  const start = new Date("2026-05-04T10:00:00+02:00");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

type ShiftWindow = Window & { __layoutShift?: number };

/** Sums every layout shift of the page from its start (call before page.goto); read with layoutShift(). */
export async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as ShiftWindow;
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
        w.__layoutShift = (w.__layoutShift ?? 0) + e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift summed so far (see trackLayoutShift). */
export const layoutShift = (page: Page) => page.evaluate(() => (window as ShiftWindow).__layoutShift ?? 0);
