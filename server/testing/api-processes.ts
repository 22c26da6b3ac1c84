import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePorts } from "./ports";

export interface ApiProcesses {
  /** http://127.0.0.1:<port> of each process, in start order. */
  bases: string[];
  /** The shared database's URL. */
  dbUrl: string;
  /** Each process's DATA_DIR (its development mailbox is `<dir>/mail`), in start order. */
  dataDirs: string[];
  /** Ends the processes, drops the database and the data folders. */
  stop(): Promise<void>;
}

/**
 * `count` API server processes (server/testing/api-server-cli.ts, the start-up of server/main.ts) on one
 * fresh PostgreSQL database, started one after the other (the first applies the migrations), with
 * enough stock that tests placing hundreds of orders never sell out.
 */
export async function startApiProcesses(
  adminUrl: string,
  { count = 2, label, env = {} }: { count?: number; label: string; env?: Record<string, string> },
): Promise<ApiProcesses> {
  const name = `bw_${label}_${randomBytes(4).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const ports = await freePorts(count);
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  const stop = async () => {
    for (const c of children) {
      if (c.exitCode !== null) continue;
      const exited = new Promise((r) => c.once("exit", r));
      c.kill("SIGTERM");
      await exited;
    }
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`drop database if exists ${name} with (force)`);
    await a.end();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  };

  try {
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(tmpdir(), `bw-${label}-`));
      dataDirs.push(dataDir);
      const child = spawn("node", ["--import", "tsx", "server/testing/api-server-cli.ts"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: dbUrl,
          DATA_DIR: dataDir,
          PUBLIC_URL: bases[0]!,
          ORDER_RATE_LIMIT_MAX: "1000",
          ...env,
        },
        stdio: "ignore",
      });
      children.push(child);
      for (;;) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => r.status === 200)
          .catch(() => false);
        if (ok) break;
        if (child.exitCode !== null) throw new Error(`server on ${port} exited`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    // The servers seeded 50 units per plant; these tests order hundreds.
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    await c.query("update plants set stock = 1000000");
    await c.end();
  } catch (err) {
    await stop();
    throw err;
  }
  return { bases, dbUrl, dataDirs, stop };
}

/**
 * One API server process (server/testing/api-server-cli.ts, the start-up of server/main.ts) with `env`,
 * once its health check answers; its output is shown if it exits during the start.
 */
export async function startApiServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn("node", ["--import", "tsx", "server/testing/api-server-cli.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => {
    output += d;
  });
  child.stderr!.on("data", (d) => {
    output += d;
  });
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const t0 = Date.now();
  for (;;) {
    if (exited) throw new Error(`server exited during start:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() - t0 > 120_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Sends `signal` to the process and waits until it has exited. */
export const stopped = (child: ChildProcess, signal: NodeJS.Signals) => {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  return exited;
};
