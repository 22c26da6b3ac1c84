// `npm run bench:scale`: how /shop and the header search grow with the catalogue. For each N a fresh
// PostgreSQL database (bw_bench_scale_<N>) is created, migrated and seeded with N plants (the 8
// catalogue plants plus N − 8 generated ones, server/db/generate-plants.ts), vacuumed and analysed (what
// autovacuum does after a bulk load), served by the production server, measured with autocannon and dropped.
// Needs the production build (npm run build) and a PostgreSQL server.
// Options (environment): BENCH_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test), SCALE_N (8,1000,10000,100000),
// PORT (3220), DURATION seconds per endpoint (10), RATE requests per second (20), CONNECTIONS (4).
// Latency is measured at a fixed request rate below saturation, so p99 shows the time a request takes,
// not the length of a queue; the req/s column of a saturating run is given beside it.
import { spawnSync } from "node:child_process";
import autocannon from "autocannon";
import pg from "pg";
import { figures, machine, startServer } from "./lib/server.mjs";

const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const sizes = (process.env.SCALE_N ?? "8,1000,10000,100000").split(",").map(Number);
const port = Number(process.env.PORT ?? 3220);
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 4);
const rate = Number(process.env.RATE ?? 20);

const endpoints = [
  ["/shop (first page)", "/shop"],
  ["/shop page 3, sorted by price", "/shop?sort=price-asc&page=3"],
  ["/shop?q=monstera (1 in 8 match)", "/shop?q=monstera"],
  ["/shop?q='Variegata' 12 (few match)", `/shop?q=${encodeURIComponent("'Variegata' 12")}`],
  ["/shop filter light+pet+price", "/shop?light=low&pet=1&min=10&max=60"],
  ["search dialog /api/plants/search?q=mon", "/api/plants/search?q=mon"],
  ["search dialog /api/plants/search?q=hang", "/api/plants/search?q=hang"],
];

const explained = [
  `select id from plants where name ilike '%variegata'' 12%' or botanical_name ilike '%variegata'' 12%' order by position, id limit 24`,
  `select count(*) from plants where name ilike '%variegata'' 12%' or botanical_name ilike '%variegata'' 12%'`,
  `select id from plants where light_level = 'low' and pet_friendly and price_cents between 1000 and 6000 order by position, id limit 24`,
  `select id from plants where name ilike '%zzz%' or botanical_name ilike '%zzz%' or (plants_categories_text(categories) ilike '%zzz%' and exists (select 1 from unnest(categories) c where c ilike '%zzz%')) order by position, id limit 20`,
];

async function sql(url, text) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(text);
  } finally {
    await c.end();
  }
}

const header = `### bench:scale — ${new Date().toISOString()}

- machine: ${machine()}
- command: \`npm run bench:scale\` (SCALE_N=${sizes.join(",")}, DURATION=${duration}s per endpoint, RATE=${rate}/s over CONNECTIONS=${connections}), PostgreSQL ${(await sql(adminUrl, "show server_version")).rows[0].server_version} on 127.0.0.1, NODE_ENV=production
- p99 in ms at ${rate} req/s (in brackets: req/s of a 5 s saturating run with ${connections} connections); target: /shop and the search dialog < 50 ms p99 at N = 10,000
`;
const results = new Map();
const plans = [];
const seedTimes = [];

for (const n of sizes) {
  const name = `bw_bench_scale_${n}`;
  await sql(adminUrl, `drop database if exists ${name} with (force)`);
  await sql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  try {
    const t0 = Date.now();
    const seed = spawnSync(
      process.execPath,
      ["--import", "tsx", "server/db/seed-cli.ts", "--generate", String(Math.max(0, n - 8))],
      { env: { ...process.env, DATABASE_URL: dbUrl }, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (seed.status !== 0) throw new Error(`seeding ${n} failed`);
    await sql(dbUrl, "vacuum analyze plants");
    seedTimes.push(`N = ${n.toLocaleString("en")}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const count = (await sql(dbUrl, "select count(*)::int as n from plants")).rows[0].n;
    if (count !== n) throw new Error(`expected ${n} plants, found ${count}`);
    if (n === 10_000) {
      for (const q of explained) {
        const r = await sql(dbUrl, `explain analyze ${q}`);
        plans.push(`-- ${q}\n${r.rows.map((x) => x["QUERY PLAN"]).join("\n")}`);
      }
    }

    // Every request rendered and queried: the page cache (on by default) would hide how N matters.
    // One load generator is one client: measure the render, not the renders-per-client limit (#49 §4).
    const server = await startServer({
      port,
      env: { DATABASE_URL: dbUrl, PAGE_CACHE_MAX_ENTRIES: "0", RENDER_LIMIT_PER_CLIENT: "0" },
    });
    try {
      // Warm-up: the first requests of a fresh process run cold code (JIT, pools, plan caches).
      for (const [, path] of endpoints)
        await autocannon({ url: server.base + path, connections, duration: 2 });
      for (const [label, path] of endpoints) {
        const res = await fetch(server.base + path);
        if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
        const saturated = figures(await autocannon({ url: server.base + path, connections, duration: 5 }));
        const f = figures(
          await autocannon({ url: server.base + path, connections, duration, overallRate: rate }),
        );
        f.rps = saturated.rps;
        f.non2xx += saturated.non2xx;
        f.errors += saturated.errors;
        results.set(`${label}|${n}`, f);
        console.error(
          `N=${n} ${label}: p99 ${f.p99} ms at ${rate}/s, ${f.rps} req/s saturated, non-2xx ${f.non2xx}`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await sql(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

const cols = sizes.map((n) => `N = ${n.toLocaleString("en")}`);
const lines = [
  header,
  `| endpoint | ${cols.join(" | ")} |`,
  `|---|${cols.map(() => "---").join("|")}|`,
  ...endpoints.map(
    ([label]) =>
      `| ${label} | ${sizes
        .map((n) => {
          const f = results.get(`${label}|${n}`);
          return f
            ? `${f.p99} (${f.rps})${f.non2xx || f.errors ? ` ⚠ ${f.non2xx} non-2xx, ${f.errors} errors` : ""}`
            : "–";
        })
        .join(" | ")} |`,
  ),
  "",
  `- seeding (migrate, insert, vacuum analyze): ${seedTimes.join("; ")}`,
  "",
];
if (plans.length) lines.push("Query plans at N = 10,000:", "", "```", plans.join("\n\n"), "```", "");
console.log(lines.join("\n"));
