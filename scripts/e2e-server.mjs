// Serves the production build on a fresh embedded database for the end-to-end tests, beside the
// local Storefront test server (Shopify cannot be reached from here) on the next port.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(process.env.PORT);
const storefrontPort = port + 1;
const dataDir = mkdtempSync(path.join(tmpdir(), "blattwerk-e2e-"));
// Orders the account tests expect to find (they cannot reach the server's embedded database).
// `node --import tsx`, not `npx tsx`: no npm process (and its start-up) in front of each of the three.
const tsx = (file, ...args) => [process.execPath, ["--import", "tsx", file, ...args]];
const seeded = spawnSync(...tsx("tests/e2e/seed-orders.ts", dataDir), { stdio: "inherit" });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
// Admins made as a shop owner would: with `npm run admin:create`; the tests read the one-time link from the
// development mailbox. One is signed in once per run by the setup project and its session reused by the
// back-office tests (tests/e2e/admin-session.ts); admin.spec.ts tests the first admin's link itself, with one
// admin per Playwright project.
const admins = [
  "e2e-admin-session@example.de",
  ...["desktop", "mobile"].map((p) => `e2e-admin-${p}@example.de`),
];
const made = spawnSync(
  ...tsx("server/admin/create-admin-cli.ts", ...admins.flatMap((email) => ["--email", email])),
  {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
  },
);
if (made.status !== 0) process.exit(made.status ?? 1);
// Every test orders from one shop: more units than all of them buy, so none sells out by accident
// (tests/e2e/stock.spec.ts runs its own server with the stock it needs).
const stocked = spawnSync(...tsx("tests/e2e/seed-stock.ts", dataDir), {
  stdio: "inherit",
  env: { ...process.env, TEST_PLANT_STOCK: process.env.TEST_PLANT_STOCK ?? "100000" },
});
if (stocked.status !== 0) process.exit(stocked.status ?? 1);
// One mail per project that the outbox gave up on, for "Erneut senden" (tests/e2e/admin-mails.spec.ts).
const failedMails = spawnSync(...tsx("tests/e2e/seed-failed-mails.ts", dataDir), { stdio: "inherit" });
if (failedMails.status !== 0) process.exit(failedMails.status ?? 1);
const children = [
  spawn(...tsx("server/testing/storefront-cli.ts"), {
    stdio: "inherit",
    env: { ...process.env, STOREFRONT_PORT: String(storefrontPort) },
  }),
  spawn(...tsx("server/main.ts"), {
    stdio: "inherit",
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SHOPIFY_API_BASE_URL: `http://127.0.0.1:${storefrontPort}`,
      // Every test signs in from 127.0.0.1: the brute-force limit is tested in server/auth/rate-limit.test.ts.
      AUTH_RATE_LIMIT_MAX: process.env.AUTH_RATE_LIMIT_MAX ?? "1000",
      ORDER_RATE_LIMIT_MAX: process.env.ORDER_RATE_LIMIT_MAX ?? "1000",
      WITHDRAWAL_RATE_LIMIT_MAX: process.env.WITHDRAWAL_RATE_LIMIT_MAX ?? "1000",
      // Both workers' browsers are one client here (127.0.0.1): the renders per client (#49 §4) are tested
      // in server/http/render-limit-app.test.ts.
      RENDER_LIMIT_PER_CLIENT: process.env.RENDER_LIMIT_PER_CLIENT ?? "0",
      // The per-recipient mail limit (#29) is tested in server/mail/recipient-limit.test.ts; a test that
      // mails one address several times (sign-up, reset, withdrawal) must not run into it.
      MAIL_RECIPIENT_LIMIT_PER_HOUR: process.env.MAIL_RECIPIENT_LIMIT_PER_HOUR ?? "1000",
      // Not the default 14: pages, mails and the invoice must take the term from the setting (#27).
      // tests/e2e/shop-settings.ts names the same number.
      PAYMENT_TERM_DAYS: "30",
    },
  }),
];
const stop = (sig) => {
  for (const c of children) c.kill(sig);
};
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stop(sig));
children[1].on("exit", (code) => {
  stop("SIGTERM");
  process.exit(code ?? 0);
});
