// Serves the production build on a fresh embedded database for the end-to-end tests.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(tmpdir(), "blattwerk-e2e-"));
const child = spawn("npx", ["tsx", "server/main.ts"], {
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}` },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
