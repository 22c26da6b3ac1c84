// JavaScript sent for the first view of each route: the scripts the server-rendered HTML loads
// (module preloads and entry), gzip-compressed as served. Needs a running server and its build.
// Usage: node bench/bundle-size.mjs [base-url] [build-dir]
import { firstViewJs } from "./lib/first-view-js.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const buildDir = process.argv[3] ?? process.env.BUILD_DIR ?? "build";
const routes = [
  "/",
  "/shop",
  "/shop/plant/monstera-deliciosa",
  "/cart",
  "/checkout",
  "/ai-finder",
  "/plant-recommendations",
  "/account",
  "/about",
];

const rows = [];
for (const route of routes) rows.push(await firstViewJs(base, route, buildDir));
console.log("| route | scripts | JS gzip (KB) |\n|---|---|---|");
for (const r of rows) console.log(`| ${r.route} | ${r.files} | ${r.kb} |`);
