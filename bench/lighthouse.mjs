// `npm run bench:lighthouse`: Lighthouse 12 (default mobile emulation, simulated throttling) against the
// production build served locally, each page side by side with its own scriptless copy (the same HTML
// with every script removed, bench/lib/scriptless-proxy.mjs) in the same run, alternating, so the
// machine's load falls on both alike (issue #31). Then the first view's JavaScript per page.
// Needs `npm run build` and Debian's Chromium.
// Options (environment): PORT (3230; the copy is served on PORT+1), CHROME_PATH (/usr/bin/chromium),
// RUNS per page and side (1; the median performance score is kept), PAGES (comma-separated paths).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { firstViewJs } from "./lib/first-view-js.mjs";
import { startScriptlessProxy } from "./lib/scriptless-proxy.mjs";
import { machine, startServer } from "./lib/server.mjs";

const port = Number(process.env.PORT ?? 3230);
const runs = Number(process.env.RUNS ?? 1);
const pages = (
  process.env.PAGES ??
  "/,/shop,/shop/plant/monstera-deliciosa,/cart,/ai-finder,/en,/en/shop,/en/shop/plant/monstera-deliciosa,/en/cart,/en/ai-finder"
).split(",");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const out = mkdtempSync(path.join(os.tmpdir(), "bw-lighthouse-"));
const loadAtStart = machine();
const server = await startServer({ port });
const copy = await startScriptlessProxy({ port: port + 1, target: server.base });

/** Runs a command without blocking this process (the scriptless copy is served from it). */
const run = (cmd, args, options) =>
  new Promise((resolve) => spawn(cmd, args, options).once("exit", (status) => resolve({ status })));

/** One Lighthouse run; it sometimes fails to record a trace on a busy machine (NO_NAVSTART): 3 tries. */
async function lighthouse(url, file) {
  let r;
  for (let attempt = 0; attempt < 3 && r?.status !== 0; attempt++)
    r = await run(
      "npx",
      [
        "lighthouse",
        url,
        "--output=json",
        `--output-path=${file}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
    );
  if (r.status !== 0) {
    console.error(`lighthouse failed on ${url}: shown as – in the table`);
    return null;
  }
  return JSON.parse(readFileSync(file, "utf8"));
}

/** The median run by performance, reduced to the figures the table shows. */
function summary(measured) {
  const reports = measured.filter(Boolean);
  if (!reports.length) return { perf: "–", perfRuns: "–", scripts: 0, scriptKb: 0 };
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lh = reports[Math.floor(reports.length / 2)];
  const score = (c) => Math.round(lh.categories[c].score * 100);
  const audit = (a) => lh.audits[a]?.numericValue;
  const scripts = (lh.audits["network-requests"]?.details?.items ?? []).filter(
    (i) => i.resourceType === "Script",
  );
  return {
    lh,
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    scripts: scripts.length,
    scriptKb: scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024,
    perfRuns: reports.map((x) => Math.round(x.categories.performance.score * 100)).join("/"),
  };
}

const rows = [];
const failed = new Map();
try {
  for (const page of pages) {
    const app = [];
    const bare = [];
    for (let i = 0; i < runs; i++) {
      const name = `${i}-${page.replace(/\W+/g, "_")}`;
      app.push(await lighthouse(server.base + page, path.join(out, `${name}-app.json`)));
      bare.push(await lighthouse(copy.base + page, path.join(out, `${name}-copy.json`)));
    }
    console.error(`${page}: measured`);
    const a = summary(app);
    rows.push({ page, app: a, copy: summary(bare), js: await firstViewJs(server.base, page) });
    // Every audit of the app that cost points outside performance, so causes can be fixed.
    for (const c of a.lh ? ["accessibility", "best-practices", "seo"] : []) {
      for (const ref of a.lh.categories[c].auditRefs) {
        const audit = a.lh.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 1)
          failed.set(`${c}: ${audit.id}`, [...(failed.get(`${c}: ${audit.id}`) ?? []), page]);
      }
    }
  }
} finally {
  await copy.stop();
  await server.stop();
  rmSync(out, { recursive: true, force: true });
}

/** Lighthouse's own measure of this machine's speed, median over the runs: runs on different machines compare by it. */
function benchmarkIndex() {
  const all = rows
    .flatMap((r) => [r.app.lh, r.copy.lh])
    .map((lh) => lh?.environment?.benchmarkIndex)
    .filter((v) => typeof v === "number")
    .sort((a, b) => a - b);
  return all.length ? Math.round(all[Math.floor(all.length / 2)]) : "–";
}

const ms = (v) => (v === undefined ? "–" : `${Math.round(v)}`);
const pair = (r, f) => `${f(r.app)} / ${f(r.copy)}`;
const lines = [
  `### bench:lighthouse — ${new Date().toISOString()}`,
  "",
  `- machine: ${loadAtStart}; Lighthouse's CPU benchmark index ${benchmarkIndex()} (higher is faster; its simulation multiplies the observed main-thread work by 4)`,
  `- command: \`npm run bench:lighthouse\` (lighthouse 12.8.2, mobile emulation, simulated throttling, ${runs} run(s) per page and side, median by performance), production build, PGlite, NODE_ENV=production, Chromium ${spawnSync(chrome, ["--version"]).stdout?.toString().trim()}`,
  "- each cell: **the app / the same HTML without its scripts**, measured alternately in this run",
  "",
  "| page | perf | gap | FCP ms | LCP ms | TBT ms | CLS | scripts loaded (KB) | first-view JS: files, KB gzip | a11y / bp / SEO (app) | perf per run |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.page} | ${pair(r, (x) => x.perf)} | ${typeof r.copy.perf === "number" && typeof r.app.perf === "number" ? r.copy.perf - r.app.perf : "–"} | ${pair(r, (x) => ms(x.fcp))} | ${pair(r, (x) => ms(x.lcp))} | ${pair(r, (x) => ms(x.tbt))} | ${pair(r, (x) => x.cls?.toFixed(3))} | ${r.app.scripts} (${Math.round(r.app.scriptKb)}) | ${r.js.files}, ${r.js.kb} | ${r.app.a11y} / ${r.app.bp} / ${r.app.seo} | ${pair(r, (x) => x.perfRuns)} |`,
  ),
  "",
  failed.size
    ? `Audits below 100 outside performance: ${[...failed].map(([k, v]) => `${k} (${v.join(", ")})`).join("; ")}`
    : "No failed accessibility, best-practices or SEO audits.",
  "",
];
console.log(lines.join("\n"));
