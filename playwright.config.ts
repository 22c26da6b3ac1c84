import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/e2e/chromium";
import { E2E_OUTPUT as OUT } from "./tests/e2e/output";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Debian's Chromium, never a downloaded browser (DESIGN §8). */
const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
const mobile = {
  ...devices["Pixel 7"],
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** Spec files that are about the page as a viewport shows it: every test in them runs on the phone too. */
const PHONE_FILES = [
  "storefront",
  "shell",
  "first-view",
  "consent",
  "catalog",
  "info",
  "scan-pages",
  "scan-flow",
  "keyboard",
  "scroll",
  "languages",
  "no-javascript",
  "admin-a11y",
  "finder-camera-medium",
];
/** Playwright matches `grep` against the file name, the titles and the tags. */
const PHONE = new RegExp(`@phone|@mobile|(?:^|[\\s/])(?:${PHONE_FILES.join("|")})\\.spec\\.ts`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry: a test that passes only on its second try is listed as flaky by name at the end of the run
  // (scripts/failed-tests.mjs), so it is seen and mended, without one slow moment failing the suite.
  // `--retries 0` for a local run that should stop at the first failure.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: `${OUT}/artifacts`,
  reporter: [["list"], ["json", { outputFile: `${OUT}/e2e.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    launchOptions: chromium,
    // A trace costs about a fifth of the suite's CPU when recorded for every test (docs/ci-time.md):
    // recorded on a retry only (`--trace on` for a local run); a failure still leaves a screenshot.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
  },
  // Which tests run on the phone (the owner's decision in issue #30, docs/ci-time.md): a flow whose logic
  // does not depend on the viewport runs once, on the desktop. The phone runs what a viewport can break —
  // the route checks (render, axe, layout: the files in PHONE_FILES), the phone's own interactions
  // (@mobile) — and one smoke path each through buying, the scan and the back office (tagged @phone).
  // Tests tagged @desktop run on the desktop only. admin-plants.spec.ts adds a published plant to the
  // shared shop: it runs after everything else (desktop-catalog-edits), so no list, count or sitemap test
  // sees it. So does admin-settings.spec.ts: it changes a shipping price of the whole shop for a moment.
  // The setup project signs the back-office admin in once per run, on the run's fresh database, before
  // the tests that reuse its session (tests/e2e/admin-session.ts).
  projects: [
    { name: "setup", testMatch: /\.setup\.ts$/, use: desktop },
    {
      name: "desktop",
      dependencies: ["setup"],
      grepInvert: /@mobile/,
      testIgnore: /admin-(plants|settings)\.spec\.ts/,
      use: desktop,
    },
    {
      name: "mobile",
      dependencies: ["setup"],
      grep: PHONE,
      grepInvert: /@desktop/,
      testIgnore: /admin-(plants|settings)\.spec\.ts/,
      use: mobile,
    },
    {
      name: "desktop-catalog-edits",
      testMatch: /admin-(plants|settings)\.spec\.ts/,
      dependencies: ["desktop", "mobile"],
      use: desktop,
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), HOST: "127.0.0.1" },
    stdout: "pipe",
  },
});
