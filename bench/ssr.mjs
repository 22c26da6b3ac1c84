// `npm run bench:ssr`: server-side rendering throughput of /shop against the same HTML served as a
// static file by the same server (one run, side by side), p99 at a fixed request rate, and the
// catalogue function's getAllProducts p99 at 200 concurrent connections. /shop is measured twice:
// rendered for every request (a server with PAGE_CACHE_MAX_ENTRIES=0) and as anonymous visitors get
// it by default, from the shared page cache (server/http/page-cache.ts) of a second server.
// Needs the production build (npm run build). Database: the embedded PGlite (default), or PostgreSQL
// with BENCH_DATABASE_URL=postgres://… (migrated and seeded by the server as usual).
// Options (environment): PORT (3210, and the next port), DURATION seconds per measurement (10),
// CONNECTIONS (10), RATE (50), FN_RATE (1000, getAllProducts at a fixed rate).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { figures, machine, startServer } from "./lib/server.mjs";

const port = Number(process.env.PORT ?? 3210);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const rate = Number(process.env.RATE ?? 50);
const staticDir = mkdtempSync(path.join(os.tmpdir(), "bw-bench-static-"));

// autocannon's connections are one client: measure throughput, not the renders-per-client limit (#49 §4).
const env = { BENCH_STATIC_DIR: staticDir, RENDER_LIMIT_PER_CLIENT: "0" };
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
// bench/lib/static-beside.ts: the production server plus the static copies under /__bench/.
const entry = "bench/lib/static-beside.ts";
const server = await startServer({ port, entry, env: { ...env, PAGE_CACHE_MAX_ENTRIES: "0" } });
const cachedServer = await startServer({ port: port + 1, entry, env });
const run = (opts) => autocannon({ duration, ...opts }).then(figures);

try {
  const shopRes = await fetch(`${server.base}/shop`);
  const html = await shopRes.text();
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(path.join(staticDir, "shop.html"), html);
  const check = await fetch(`${server.base}/__bench/shop.html`);
  if (!check.ok || (await check.text()) !== html) throw new Error("static copy not served");

  const shopUrl = `${server.base}/shop`;
  const staticUrl = `${server.base}/__bench/shop.html`;
  const cachedUrl = `${cachedServer.base}/shop`;
  const cachedRes = await fetch(cachedUrl);
  const cachedHtml = await cachedRes.text();
  // The same page but for the nonce and the server's own address (canonical links).
  const nonceOf = (res) => res.headers.get("content-security-policy").match(/'nonce-([^']+)'/)[1];
  const comparable = (h, res) =>
    h.replaceAll(nonceOf(res), "N").replaceAll(`:${new URL(res.url).port}`, ":P");
  if (comparable(cachedHtml, cachedRes) !== comparable(html, shopRes))
    throw new Error("the cached server renders another page");
  // warm-up
  await autocannon({ url: shopUrl, connections, duration: 3 });
  await autocannon({ url: staticUrl, connections, duration: 2 });
  await autocannon({ url: cachedUrl, connections, duration: 2 });

  // Two alternating rounds each, so a burst of other work on the machine hits all sides alike.
  const rendered = [];
  const served = [];
  const cached = [];
  for (let i = 0; i < 2; i++) {
    rendered.push(await run({ url: shopUrl, connections }));
    served.push(await run({ url: staticUrl, connections }));
    cached.push(await run({ url: cachedUrl, connections }));
  }
  const mean = (xs, k) => Math.round(xs.reduce((s, x) => s + x[k], 0) / xs.length);
  const ratio = mean(rendered, "rps") / mean(served, "rps");
  const cachedRatio = mean(cached, "rps") / mean(served, "rps");

  const fixedRendered = await run({ url: shopUrl, connections, overallRate: rate });
  const fixedStatic = await run({ url: staticUrl, connections, overallRate: rate });
  const fixedCached = await run({ url: cachedUrl, connections, overallRate: rate });

  const fnBody = JSON.stringify({ action: "getAllProducts" });
  const fnOpts = {
    url: `${server.base}/functions/v1/blattwerk_data`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: fnBody,
  };
  await autocannon({ ...fnOpts, connections: 200, duration: 3 });
  const fn = await run({ ...fnOpts, connections: 200 });
  // The same 200 connections at a request rate the server can keep up with: latency without queueing.
  const fnRate = Number(process.env.FN_RATE ?? 1000);
  const fnFixed = await run({ ...fnOpts, connections: 200, overallRate: fnRate });

  const db = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite (embedded)";
  const lines = [
    `### bench:ssr — ${new Date().toISOString()}`,
    "",
    `- machine: ${machine()}`,
    `- command: \`npm run bench:ssr\` (DURATION=${duration}s, CONNECTIONS=${connections}, RATE=${rate}/s), database ${db}, NODE_ENV=production, no compression requested`,
    `- /shop HTML: ${(html.length / 1024).toFixed(1)} KB`,
    "",
    "| measurement | req/s | p50 ms | p90 ms | p99 ms | max ms | non-2xx | errors |",
    "|---|---|---|---|---|---|---|---|",
    ...rendered.map((r, i) => row(`/shop rendered, ${connections} conns (round ${i + 1})`, r)),
    ...served.map((r, i) => row(`/shop static copy, ${connections} conns (round ${i + 1})`, r)),
    ...cached.map((r, i) => row(`/shop from the page cache, ${connections} conns (round ${i + 1})`, r)),
    row(`/shop rendered at ${rate} req/s`, fixedRendered),
    row(`/shop static copy at ${rate} req/s`, fixedStatic),
    row(`/shop from the page cache at ${rate} req/s`, fixedCached),
    row("getAllProducts, 200 conns, as fast as possible", fn),
    row(`getAllProducts, 200 conns at ${fnRate} req/s`, fnFixed),
    "",
    `- **rendered per request / static throughput ratio: ${ratio.toFixed(2)}** (target ≥ 0.5)`,
    `- **page cache (default for anonymous visitors) / static throughput ratio: ${cachedRatio.toFixed(2)}**`,
    `- **getAllProducts p99 at 200 connections: ${fn.p99} ms saturated, ${fnFixed.p99} ms at ${fnRate} req/s** (target < 20 ms)`,
    "",
  ];
  console.log(lines.join("\n"));
} finally {
  await server.stop();
  await cachedServer.stop();
  rmSync(staticDir, { recursive: true, force: true });
}

function row(name, r) {
  return `| ${name} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors} |`;
}
