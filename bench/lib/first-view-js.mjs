// The JavaScript a route's first view loads: the scripts its server-rendered HTML names (module preloads
// and entry), gzip-compressed as served. Shared by bench/bundle-size.mjs and bench/lighthouse.mjs.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export async function firstViewJs(base, route, buildDir = "build") {
  const html = await (await fetch(base + route)).text();
  const scripts = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let gz = 0;
  for (const s of scripts) gz += gzipSync(readFileSync(`${buildDir}/client${s}`)).length;
  return { route, files: scripts.size, kb: (gz / 1024).toFixed(1) };
}
