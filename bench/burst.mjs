// `npm run bench:burst` (issue #49 §4): one client fires CONNECTIONS concurrent requests for pages the page
// cache has not seen (`/shop?q=<new word>`, pages with `?r=<random>`) while another client, from another
// address, keeps visiting the shop as a person would (cached pages, a search of its own) and a monitor asks
// /api/health. Reports the other client's and the monitor's times (p50/p95/max), quiet and during the
// burst, and what the bursting client got (answers, 429s).
// The three clients use their own loopback source addresses (127.0.0.2/3/4), so the server sees three
// addresses as it would on the internet (no proxy headers).
// Needs the production build (npm run build). Runs the server from the current directory, so the same
// script measures another checkout: `cd /tmp/main && node /path/to/bench/burst.mjs`.
// Options (environment): PORT (3240), CONNECTIONS (40), DURATION seconds of the burst (20), LIGHTHOUSE=0
// skips the one Lighthouse run that reads the machine's CPU benchmark index.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { machine, startServer } from "./lib/server.mjs";

const port = Number(process.env.PORT ?? 3240);
const connections = Number(process.env.CONNECTIONS ?? 40);
const duration = Number(process.env.DURATION ?? 20) * 1000;
const BURSTER = "127.0.0.2";
const VISITOR = "127.0.0.3";
const MONITOR = "127.0.0.4";

const loadAtStart = machine();
const server = await startServer({ port });
const { hostname } = new URL(server.base);

/** One GET from `localAddress` on a fresh connection; the time until the whole body has arrived. */
function get(localAddress, pathAndQuery, timeoutMs = 30_000) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      { host: hostname, port, path: pathAndQuery, localAddress, agent: false, timeout: timeoutMs },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        res.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

const word = () => Math.random().toString(36).slice(2, 10);
const BURST_PAGES = ["/", "/shop", "/shop/plant/monstera-deliciosa", "/about", "/en/shop"];
/**
 * BURST=mixed (default): half the connections search for a new word each time, the other half ask for
 * pages with a random parameter; BURST=search: all search; BURST=random: all ask with a random parameter.
 */
const mix = process.env.BURST ?? "mixed";
const burstPath = (i) =>
  mix === "search" || (mix === "mixed" && i % 2)
    ? `/shop?q=${word()}`
    : `${BURST_PAGES[i % BURST_PAGES.length]}?r=${word()}`;

/** A person's visit, one request after the other: pages others see too (cached), then a search of their own. */
const VISIT = [
  "/",
  "/shop",
  "/shop/plant/monstera-deliciosa",
  "/shop?category=pet-friendly",
  () => `/shop?q=${word()}`,
];

async function visitor(until, into) {
  for (let i = 0; performance.now() < until; i++) {
    const step = VISIT[i % VISIT.length];
    const r = await get(VISITOR, typeof step === "function" ? step() : step);
    (typeof step === "function" ? into.search : into.pages).push(r);
    await sleep(100);
  }
}

async function monitor(until, into) {
  while (performance.now() < until) {
    into.health.push(await get(MONITOR, "/api/health"));
    await sleep(250);
  }
}

async function burst(until, into) {
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      for (let n = i; performance.now() < until; n += connections)
        into.burst.push(await get(BURSTER, burstPath(n)));
    }),
  );
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const empty = () => ({ pages: [], search: [], health: [], burst: [] });

/** Lighthouse's measure of this machine's speed (as bench:lighthouse reports it), from one run. */
async function benchmarkIndex() {
  if (process.env.LIGHTHOUSE === "0") return "not measured";
  const dir = mkdtempSync(path.join(os.tmpdir(), "bw-burst-lh-"));
  const file = path.join(dir, "lh.json");
  try {
    const status = await new Promise((resolve) =>
      spawn(
        "npx",
        [
          "lighthouse",
          `${server.base}/about`,
          "--output=json",
          `--output-path=${file}`,
          "--only-categories=performance",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
          "--quiet",
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
          stdio: "ignore",
        },
      ).once("exit", resolve),
    );
    if (status !== 0) return "–";
    return Math.round(JSON.parse(readFileSync(file, "utf8")).environment.benchmarkIndex);
  } catch {
    return "–";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function stats(samples) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (p) => (ms.length ? Math.round(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]) : "–");
  return { n: ms.length, p50: at(0.5), p95: at(0.95), max: ms.length ? Math.round(ms.at(-1)) : "–" };
}

const statuses = (samples) => {
  const by = new Map();
  for (const s of samples) by.set(s.status, (by.get(s.status) ?? 0) + 1);
  return [...by].map(([status, n]) => `${status || "error"}: ${n}`).join(", ");
};

let index;
const quiet = empty();
const loud = empty();
try {
  index = await benchmarkIndex();
  // Warm up: the pages a visitor sees are rendered once and cached, as on a running shop.
  for (const p of VISIT) if (typeof p === "string") await get(VISITOR, p);
  await sleep(1000);
  const quietUntil = performance.now() + 10_000;
  await Promise.all([visitor(quietUntil, quiet), monitor(quietUntil, quiet)]);

  const until = performance.now() + duration;
  await Promise.all([burst(until, loud), visitor(until, loud), monitor(until, loud)]);
} finally {
  await server.stop();
}

const row = (name, q, l) => {
  const a = stats(q);
  const b = stats(l);
  return `| ${name} | ${a.p50} / ${a.p95} / ${a.max} (${a.n}) | ${b.p50} / ${b.p95} / ${b.max} (${b.n}) | ${statuses(l)} |`;
};
const burstStats = stats(loud.burst);
const lines = [
  `### bench:burst — ${new Date().toISOString()}`,
  "",
  `- machine: ${loadAtStart}; Lighthouse's CPU benchmark index ${index}`,
  `- command: \`npm run bench:burst\` (CONNECTIONS=${connections}, DURATION=${duration / 1000}s, BURST=${mix}), production build of ${process.cwd()}, PGlite, NODE_ENV=production, a new TCP connection per request`,
  "- ms as p50 / p95 / max (requests); quiet: 10 s without the burst, then the burst",
  "",
  "| client | quiet | during the burst | statuses during the burst |",
  "|---|---|---|---|",
  row("other visitor: cached pages (/, /shop, a plant, a category)", quiet.pages, loud.pages),
  row("other visitor: a search of its own (rendered)", quiet.search, loud.search),
  row("monitor: /api/health", quiet.health, loud.health),
  `| bursting client: ${connections} connections of new pages | – | ${burstStats.p50} / ${burstStats.p95} / ${burstStats.max} (${burstStats.n}) | ${statuses(loud.burst)} |`,
  "",
];
console.log(lines.join("\n"));
