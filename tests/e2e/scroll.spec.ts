import { expect, test } from "./fixtures";

test("a reader who scrolls before the scripts run is not sent back to the top", async ({ page }) => {
  // Hold the JavaScript back so the server-rendered page is scrolled before hydration.
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.evaluate(() => window.scrollTo(0, 300));
  release();
  // React marks the nodes it hydrated with its own properties.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById("main") ?? {}).some((k) => k.startsWith("__react")),
  );
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  // The home header (transparent at the top) knows the page is scrolled.
  await expect(page.getByTestId("site-header")).toHaveAttribute("data-solid", "true");
});
