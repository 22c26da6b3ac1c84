import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { securityHeaders } from "./http/security";
import type { Services } from "./services";
import { withdrawalRoutes } from "./withdrawal/routes";

export interface AppOptions {
  services: Services;
  /** The React Router server build; omitted in API-only tests. */
  build?: ServerBuild;
  /** Folder of the client build (static files). */
  clientDir?: string;
}

type Env = { Variables: { nonce: string } };

export function createApp({ services, build, clientDir }: AppOptions) {
  const app = new Hono<Env>();

  app.use(securityHeaders());
  app.use(compress());

  app.get("/api/health", async (c) => {
    try {
      await withTimeout(services.database.ping(), 2_000);
      return c.json({ status: "ok", database: services.database.kind });
    } catch {
      return c.json({ status: "unavailable", message: "Die Datenbank ist nicht erreichbar." }, 503);
    }
  });

  app.route("/api/withdrawals", withdrawalRoutes(services.withdrawals));

  app.all("/api/*", (c) => c.json({ error: "Not found", message: "Unbekannter API-Pfad." }, 404));

  if (clientDir) {
    // Hashed build output never changes: cache for a year. Everything else in public/ for an hour.
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use(
      "*",
      serveStatic({
        root: clientDir,
        rewriteRequestPath: (p) => (p === "/favicon.ico" ? "/favicon.svg" : p),
        onFound: (_p, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  if (build) {
    const handle = createRequestHandler(build, "production");
    app.all("*", (c) => handle(c.req.raw, { services, cspNonce: c.get("nonce") }));
  }

  app.onError((err, c) => {
    console.error(`[http] ${c.req.method} ${new URL(c.req.url).pathname}: ${err.stack ?? err.message}`);
    return c.json({ error: "Internal error", message: "Ein unerwarteter Fehler ist aufgetreten." }, 500);
  });

  return app;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("timeout")), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}
