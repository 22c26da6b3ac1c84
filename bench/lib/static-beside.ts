// Benchmarks only (bench/ssr.mjs): the production server with the files of BENCH_STATIC_DIR served as
// static files under /__bench/, through the same security headers and compression as the pages, so a
// rendered page and its static copy compare side by side on one server. Production never loads this.
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { securityHeaders } from "../../server/http/security";
import { fail, main } from "../../server/main";

const dir = process.env.BENCH_STATIC_DIR;
if (!dir) throw new Error("BENCH_STATIC_DIR must name the folder of static copies");

main({
  wrap: (app) => {
    const outer = new Hono();
    outer.get(
      "/__bench/*",
      securityHeaders(),
      compress(),
      serveStatic({ root: dir, rewriteRequestPath: (p) => p.replace(/^\/__bench/, "") }),
    );
    outer.all("*", (c) => app.fetch(c.req.raw, c.env));
    return outer;
  },
}).catch(fail);
