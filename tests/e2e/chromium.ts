/**
 * Debian's Chromium, never a downloaded browser (DESIGN §8); shared by the config and specs that relaunch it.
 * Its headless shell (Debian package chromium-headless-shell: the same Chromium build's engine without the
 * desktop browser around it, as Playwright itself runs headless tests) needs about half the CPU of the full
 * browser in headless mode for the same tests, which on two cores is a third of the end-to-end wall time
 * (docs/ci-time.md). CHROMIUM_PATH=/usr/bin/chromium runs them in the full browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
