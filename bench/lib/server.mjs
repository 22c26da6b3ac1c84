// Starts the production server (build/ must exist) as a child process on a port of its own and waits
// until /api/health answers. Benchmarks only.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export async function startServer({ port, env = {}, quiet = true, entry = "server/main.ts" }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bw-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: randomBytes(32).toString("base64"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 600) throw new Error("server did not start within 60 s");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** autocannon's result reduced to the figures the reports use. */
export const figures = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p90: r.latency.p90,
  p99: r.latency.p99,
  max: r.latency.max,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  total: r.requests.total,
});

export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}; load average at start ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")} (machine shared with other work)`;
}
