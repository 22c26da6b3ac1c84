import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, Hono } from "hono";

/**
 * Benchmarks only (bench/ssr.mjs): with BENCH_STATIC_DIR set, files of that folder are served as static
 * files under /__bench/ by the same server and middleware as the pages, so rendered and static HTML
 * compare side by side. Never registered in normal operation (the variable is unset).
 */
export function registerBenchStatic<E extends Env>(app: Hono<E>, dir: string | undefined) {
  if (!dir) return;
  console.warn(`BENCH_STATIC_DIR is set: serving ${dir} under /__bench/ (benchmarks only).`);
  app.use("/__bench/*", serveStatic({ root: dir, rewriteRequestPath: (p) => p.replace(/^\/__bench/, "") }));
}
