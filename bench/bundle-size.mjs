// JavaScript sent for the first view of each route: the scripts the server-rendered HTML loads
// (module preloads and entry), gzip-compressed as served. Needs a running server and its build.
// Usage: node bench/bundle-size.mjs [base-url] [build-dir]
import { firstViewJs } from "./lib/first-view-js.mjs";

const base = process.argv[2] ?? "http://localhost:3000";
const buildDir = process.argv[3] ?? process.env.BUILD_DIR ?? "build";
// Every storefront page (issue #31), and the English twins of the busiest.
const routes = [
  "/",
  "/shop",
  "/shop/plant/monstera-deliciosa",
  "/cart",
  "/checkout",
  "/order-success",
  "/ai-finder",
  "/plant-recommendations",
  "/saved-plants",
  "/account",
  "/auth/reset-password",
  "/about",
  "/investor",
  "/careers",
  "/support",
  "/partner",
  "/agb",
  "/widerruf",
  "/concierge",
  "/en",
  "/en/shop",
  "/en/shop/plant/monstera-deliciosa",
  "/en/checkout",
];

const rows = [];
for (const route of routes) rows.push(await firstViewJs(base, route, buildDir));
console.log("| route | scripts | JS gzip (KB) |\n|---|---|---|");
for (const r of rows) console.log(`| ${r.route} | ${r.files} | ${r.kb} |`);
const most = (key) => Math.max(...rows.map((r) => Number(r[key])));
console.log(`\nat most ${most("files")} files and ${most("kb").toFixed(1)} KB gzip on one page`);
