// Serves the production build on a fresh embedded database for the end-to-end tests.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "blattwerk-e2e-"));
// Orders the account tests expect to find (they cannot reach the server's embedded database).
const seeded = spawnSync("npx", ["tsx", "tests/e2e/seed-orders.ts", dataDir], { stdio: "inherit" });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
const child = spawn("npx", ["tsx", "server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
    // Every test signs in from 127.0.0.1: the brute-force limit is tested in server/auth/rate-limit.test.ts.
    AUTH_RATE_LIMIT_MAX: process.env.AUTH_RATE_LIMIT_MAX ?? "1000",
  },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
