// `npm run bench:admin-orders`: the back office's order list (server/admin/orders.ts) at 100,000 orders,
// on PostgreSQL (BENCH_ADMIN_URL, default the local test server; a fresh database is made and dropped)
// and on the embedded PGlite. Each query runs WARMUP times, then RUNS times; p50/p95 in ms, appended to
// bench/RESULTS.md. Options (environment): ORDERS (100000), RUNS (20), WARMUP (3).
import { appendFileSync } from "node:fs";
import { cpus } from "node:os";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type AdminOrderQuery, listOrders } from "../server/admin/orders";
import { type Database, openDatabase } from "../server/db/client";
import { seedCatalog } from "../server/db/seed";

const adminUrl = process.env.BENCH_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const n = Number(process.env.ORDERS ?? 100_000);
const runs = Number(process.env.RUNS ?? 20);
const warmup = Number(process.env.WARMUP ?? 3);

async function fill(database: Database) {
  await database.migrate();
  await seedCatalog(database.db);
  // One statement: names from a small list (many share a first name), a few hundred last names,
  // statuses evenly spread, one order a minute going back.
  await database.db.execute(sql`
    insert into orders (email, first_name, last_name, address, city, postal_code, subtotal_cents,
      shipping_cents, total_cents, status, idempotency_key, created_at)
    select 'kunde' || g || '@example.de', (array['Anna','Ben','Clara','David','Eva'])[1 + g % 5],
      'Nachname' || (g % 977), 'Weg ' || g, 'Köln', '50667', 1000 + g % 9000, 490, 1490 + g % 9000,
      (array['pending','processing','shipped','completed','cancelled'])[1 + g % 5], 'bench-' || g,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${n}) g`);
  await database.db.execute(sql`analyze orders`);
}

async function measure(database: Database) {
  const [{ number } = { number: "" }] = (
    (await database.db.execute(
      sql`select number from orders order by created_at limit 1 offset ${Math.floor(n / 2)}`,
    )) as unknown as {
      rows: { number: string }[];
    }
  ).rows;
  const cases: [string, AdminOrderQuery][] = [
    ["first page, newest first", {}],
    ["status filter (Bestätigt)", { status: "processing" }],
    ["sorted by amount, highest first", { sort: "total-desc" }],
    ["page 2,000 (offset 49,975)", { page: 2000 }],
    ["search: full order number", { q: number }],
    ["search: last 6 digits", { q: number.slice(-6) }],
    ["search: email part 'kunde4711@'", { q: "kunde4711@" }],
    ["search: name 'Clara Nachname12'", { q: "Clara Nachname12" }],
    ["search: nothing matches", { q: "zzzz" }],
  ];
  const rows: string[] = [];
  for (const [label, query] of cases) {
    for (let i = 0; i < warmup; i++) await listOrders(database.db, query);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      total = (await listOrders(database.db, query)).total;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    rows.push(`| ${label} | ${total.toLocaleString("en")} | ${p(0.5)} | ${p(0.95)} |`);
    console.log(`${database.kind} ${label}: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (${total} match)`);
  }
  return rows;
}

const sections: string[] = [];
const name = `bw_bench_admin_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
try {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  for (const [kind, config] of [
    ["PostgreSQL 15", { url: url.toString() }],
    ["PGlite (embedded)", { memory: true }],
  ] as const) {
    const database = await openDatabase(config as never);
    try {
      const t = performance.now();
      await fill(database);
      console.log(`${kind}: ${n} orders in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      sections.push(
        `#### ${kind}\n\n| query (25 per page, with the count of all matches) | matches | p50 ms | p95 ms |\n| --- | ---: | ---: | ---: |\n${(await measure(database)).join("\n")}\n`,
      );
    } finally {
      await database.close();
    }
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

appendFileSync(
  new URL("./RESULTS.md", import.meta.url),
  `\n### bench:admin-orders — ${new Date().toISOString()}\n\nThe back office's order list (\`server/admin/orders.ts\`) with ${n.toLocaleString("en")} orders, ${runs} runs per query after ${warmup} warm-up runs, in one process on ${cpus().length} cores (${cpus()[0]?.model ?? "?"}). Each page is one query for the rows and one for the count of all matches (the "N Bestellungen" line).\n\n${sections.join("\n")}`,
);
