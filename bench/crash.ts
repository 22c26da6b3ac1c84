// `npm run bench:crash`: kill -9 of the real server (server/main.ts on the production build) at
// random moments during an order burst, on PGlite with a data folder and on PostgreSQL
// (TEST_DATABASE_URL or BENCH_DATABASE_URL, a fresh bw_harden_* database dropped afterwards).
// Writes the section "Crash safety" of bench/RESULTS.md. Options: ROUNDS (10), CLIENTS (20), PORT (3480).
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type CrashFigures, crashSafe, runCrashRounds } from "./crash-run";

const rounds = Number(process.env.ROUNDS ?? 10);
const clients = Number(process.env.CLIENTS ?? 20);
const port = Number(process.env.PORT ?? 3480);
const killAfterMs: [number, number] = [300, 2500];
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

if (!existsSync("build/server/index.js")) {
  console.log("No production build: building it first (npx react-router build) …");
  const r = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const command = ["node", "--import", "tsx", "server/main.ts"];
/** Everything but the database is the same for both runs. */
const options = { command, port, rounds, clients, killAfterMs, log: console.log };
const results: { name: string; figures: CrashFigures }[] = [];

{
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bw-harden-crash-bench-"));
  try {
    console.log(`PGlite (${dataDir}): ${rounds} kills …`);
    const figures = await runCrashRounds({ ...options, target: { kind: "pglite", dataDir } });
    results.push({ name: "PGlite (data folder)", figures });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (adminUrl) {
  const name = `bw_harden_crash_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bw-harden-crash-bench-"));
  try {
    console.log(`PostgreSQL (${name}): ${rounds} kills …`);
    const figures = await runCrashRounds({
      ...options,
      target: { kind: "postgres", url: url.toString(), dataDir },
    });
    results.push({ name: "PostgreSQL", figures });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
} else {
  console.log("No TEST_DATABASE_URL / BENCH_DATABASE_URL: PostgreSQL skipped.");
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const rows = results.map(({ name, figures: f }) =>
  [
    name,
    f.rounds,
    f.requests,
    f.acknowledged,
    f.lost,
    f.ordersWithoutItems,
    f.itemTotalsWrong,
    f.wrongOrder,
    `${f.unansweredAtKill} / ${f.unansweredFoundStored}`,
    f.serverErrors,
    f.failedRestarts,
    `${median(f.restartMs)} / ${Math.max(...f.restartMs)}`,
    crashSafe(f) ? "yes" : "**no**",
  ].join(" | "),
);
const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const section = `## Crash safety

${new Date().toISOString().slice(0, 10)} · ${cpu}, ${os.cpus().length} cores, Node ${process.version} · \`npm run bench:crash\` (ROUNDS=${rounds}, CLIENTS=${clients}, kill after ${killAfterMs[0]}–${killAfterMs[1]} ms)

The production server (\`server/main.ts\`) takes an order burst from ${clients} concurrent clients and is killed with SIGKILL at a random moment, ${rounds} times, then started again on the same database; clients whose answer was lost retry with the same idempotency key. Afterwards the database is checked without the server. Targets: lost = 0, orders without items = 0, wrong totals = 0, 5xx = 0, failed restarts = 0.

| database | kills | requests | orders acknowledged | lost | orders without items | item totals ≠ subtotal | key → other order | unanswered at kill / found stored on retry | 5xx | failed restarts | start to healthy, median / max ms | safe |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.map((r) => `| ${r} |`).join("\n")}
`;

const file = "bench/RESULTS.md";
const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmark results\n";
const start = current.indexOf("## Crash safety");
let next = start < 0 ? -1 : current.indexOf("\n## ", start + 1);
if (next >= 0) next += 1;
const updated =
  start < 0
    ? `${current.trimEnd()}\n\n${section}`
    : `${current.slice(0, start)}${section}${next >= 0 ? `\n${current.slice(next)}` : ""}`;
writeFileSync(file, updated);
console.log(section);
process.exit(results.every((r) => crashSafe(r.figures)) ? 0 : 1);
