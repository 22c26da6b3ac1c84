// Serves the production build on a fresh embedded database for the end-to-end tests, beside the
// local Storefront test server (Shopify cannot be reached from here) on the next port.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const port = Number(process.env.PORT);
const storefrontPort = port + 1;
const dataDir = mkdtempSync(path.join(tmpdir(), "blattwerk-e2e-"));
const children = [
  spawn("npx", ["tsx", "server/testing/storefront-cli.ts"], {
    stdio: "inherit",
    env: { ...process.env, STOREFRONT_PORT: String(storefrontPort) },
  }),
  spawn("npx", ["tsx", "server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      BLATTWERK_TEST_MODE: "1",
      SHOPIFY_TEST_BASE_URL: `http://127.0.0.1:${storefrontPort}`,
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
