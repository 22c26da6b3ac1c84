import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { COOKIE_POLICY_VERSION } from "../../domain/shop/shop-facts";

/**
 * Stores a consent to the current cookie policy before any page script runs ("Nur notwendige" by
 * default), for one page or for every page of a context.
 */
export async function giveConsent(target: Page | BrowserContext, preferences: { functional?: boolean } = {}) {
  await target.addInitScript(
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

/** Options of a further browser context; `consent: false` only for a test of the cookie dialog itself. */
export type ContextOptions = BrowserContextOptions & { consent?: boolean };

/**
 * A further browser (another customer, the warehouse, a colleague) with the cookie choice already made,
 * as every page of the suite starts: the first visit's dialog would otherwise open over a form a moment
 * after loading, in the middle of typing (#44: three red or flaky runs). The one place the suite opens
 * a context (server/testing/e2e-contexts.test.ts keeps it so); in a test, the `newContext` fixture.
 */
export async function newConsentedContext(
  browser: Browser,
  { consent = true, ...options }: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  if (consent) await giveConsent(context);
  return context;
}

/**
 * Pages start with consent already given unless a test asks otherwise (`consent: false`), every page
 * of the test's context too, and fail on console errors. `newContext` opens a further browser with the
 * project's address, language and time zone, the choice made, closed after the test.
 */
export const test = base.extend<{
  consent: boolean;
  consoleErrors: string[];
  newContext: (options?: ContextOptions) => Promise<BrowserContext>;
}>({
  consent: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    await use(errors);
  },
  context: async ({ context, consent }, use) => {
    if (consent) await giveConsent(context);
    await use(context);
  },
  newContext: async ({ browser, baseURL, locale, timezoneId }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await newConsentedContext(browser, { baseURL, locale, timezoneId, ...options });
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((c) => c.close().catch(() => undefined)));
  },
});

/**
 * A screenshot for a person to look at (a back-office screen, a mail), saved beside the test's output
 * only with SCREENSHOTS=1: it asserts nothing, and on a green run it is time spent for no one.
 */
export async function reviewScreenshot(
  target: Page | Locator,
  info: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  if (process.env.SCREENSHOTS !== "1") return;
  await target.screenshot({ path: info.outputPath(name), ...options });
}

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
