// `npm run bench:lighthouse`: Lighthouse 12 (default mobile emulation, simulated throttling) against the
// production build served locally, for the pages of issue #9. Needs `npm run build` and Debian's Chromium.
// Options (environment): PORT (3230), CHROME_PATH (/usr/bin/chromium), RUNS per page (1; the median
// performance score is kept), PAGES (comma-separated paths).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { machine, startServer } from "./lib/server.mjs";

const port = Number(process.env.PORT ?? 3230);
const runs = Number(process.env.RUNS ?? 1);
const pages = (process.env.PAGES ?? "/,/shop,/shop/plant/monstera-deliciosa,/cart,/ai-finder").split(",");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const out = mkdtempSync(path.join(os.tmpdir(), "bw-lighthouse-"));
const server = await startServer({ port });

const rows = [];
const failed = new Map();
try {
  for (const page of pages) {
    const reports = [];
    for (let i = 0; i < runs; i++) {
      const file = path.join(out, `${reports.length}-${page.replace(/\W+/g, "_")}.json`);
      // Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): try up to 3 times.
      let r;
      for (let attempt = 0; attempt < 3 && r?.status !== 0; attempt++)
        r = spawnSync(
          "npx",
          [
            "lighthouse",
            server.base + page,
            "--output=json",
            `--output-path=${file}`,
            "--only-categories=performance,accessibility,best-practices,seo",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
            "--quiet",
          ],
          { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
        );
      if (r.status !== 0) throw new Error(`lighthouse failed on ${page}`);
      reports.push(JSON.parse(readFileSync(file, "utf8")));
    }
    reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lh = reports[Math.floor(reports.length / 2)];
    const score = (c) => Math.round(lh.categories[c].score * 100);
    const audit = (a) => lh.audits[a]?.numericValue;
    rows.push({
      page,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      perfRuns: reports.map((x) => Math.round(x.categories.performance.score * 100)).join("/"),
    });
    // Every audit that cost points outside performance, so causes can be fixed.
    for (const c of ["accessibility", "best-practices", "seo"]) {
      for (const ref of lh.categories[c].auditRefs) {
        const a = lh.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1)
          failed.set(`${c}: ${a.id}`, [...(failed.get(`${c}: ${a.id}`) ?? []), page]);
      }
    }
  }
} finally {
  await server.stop();
  rmSync(out, { recursive: true, force: true });
}

const ms = (v) => (v === undefined ? "–" : `${Math.round(v)}`);
const lines = [
  `### bench:lighthouse — ${new Date().toISOString()}`,
  "",
  `- machine: ${machine()}`,
  `- command: \`npm run bench:lighthouse\` (lighthouse 12.8.2, mobile emulation, simulated throttling, ${runs} run(s) per page, median by performance), production build, PGlite, NODE_ENV=production, Chromium ${spawnSync(chrome, ["--version"]).stdout?.toString().trim()}`,
  "",
  "| page | perf | a11y | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | perf per run |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls?.toFixed(3)} | ${r.perfRuns} |`,
  ),
  "",
  failed.size
    ? `Audits below 100 outside performance: ${[...failed].map(([k, v]) => `${k} (${v.join(", ")})`).join("; ")}`
    : "No failed accessibility, best-practices or SEO audits.",
  "",
];
console.log(lines.join("\n"));
