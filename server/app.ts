import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import { adminPlantRefusalMessages } from "../domain/contracts/admin-plant-messages";
import { BRAND } from "../domain/shop/brand";
import { renderRefusal } from "../domain/text/refusal";
import { accountApi } from "./account/api";
import { MAX_IMAGE_BYTES } from "./admin/plant-images";
import { uploadRoutes } from "./admin/uploads";
import { trustedOrigins } from "./auth/auth";
import { requestClientIp } from "./auth/client-ip";
import { authRoutes } from "./auth/routes";
import { hasSessionCookie } from "./auth/session-cookie";
import { browseApi } from "./catalog/browse-api";
import { catalogFunction } from "./catalog/function";
import { isDatabaseUnavailable, isInvalidTextInput, SERVICE_UNAVAILABLE } from "./db/errors";
import { finderApi } from "./finder/api";
import { apiLocale, currentLocale, requestLocale } from "./http/api-locale";
import { HttpError, MAX_JSON_BYTES } from "./http/json-body";
import { apiRefusal } from "./http/refusal";
import { renderClientKey } from "./http/render-gate";
import { requestLog } from "./http/request-log";
import { sameOriginOnly } from "./http/same-origin";
import { securityHeaders } from "./http/security";
import { invoiceRoutes } from "./invoices/routes";
import { requestMayReadMailbox } from "./mail/mailbox-access";
import { registerOrderRoutes } from "./orders/routes";
import { registerPaymentRoutes } from "./payments/routes";
import { reviewsApi } from "./reviews/api";
import type { Services } from "./services";
import { spotsApi } from "./spots/api";
import { registerVoucherRoutes } from "./vouchers/routes";
import { withdrawalRoutes } from "./withdrawal/routes";

export { isDatabaseUnavailable };

export interface AppOptions {
  services: Services;
  /** The React Router server build; omitted in API-only tests. */
  build?: ServerBuild;
  /** Folder of the client build (static files). */
  clientDir?: string;
}

type Env = { Variables: { nonce: string; requestId: string } };

export function createApp({ services, build, clientDir }: AppOptions) {
  const app = new Hono<Env>();

  app.use(requestLog({ enabled: services.config.logRequests, trustProxy: services.config.trustProxy }));
  app.use(
    securityHeaders({ imageOrigin: services.admin.plants.imageOrigin, publicUrl: services.config.publicUrl }),
  );
  app.use(compress());
  app.use(apiLocale());
  app.use(sameOriginOnly(trustedOrigins(services.config.publicUrl)));
  // No request of ours needs more than a JSON body of 64 KiB (forms, sign-in, orders): anything
  // larger is refused before a handler or an auth library buffers it. Endpoints keep their own,
  // smaller limits (orders 32 KiB, withdrawals 16 KiB).
  const jsonLimit = bodyLimit({
    maxSize: MAX_JSON_BYTES,
    onError: (c) => c.json(apiRefusal({ error: "Payload too large" }), 413),
  });
  // The one exception: an image upload of the plant form (#17), up to 10 MB plus the form's fields.
  // A larger body is cut off as soon as its Content-Length (or its first bytes past the limit) say so.
  const uploadLimit = bodyLimit({
    maxSize: MAX_IMAGE_BYTES + MAX_JSON_BYTES,
    onError: (c) => c.text(renderRefusal(adminPlantRefusalMessages, "de", { error: "image_too_large" }), 413),
  });
  app.use((c, next) =>
    c.req.method === "POST" &&
    isPlantUpload(new URL(c.req.url).pathname) &&
    (c.req.header("content-type") ?? "").startsWith("multipart/form-data")
      ? uploadLimit(c, next)
      : jsonLimit(c, next),
  );

  // A NUL character can never match or be stored (PostgreSQL text cannot hold it): refuse URLs that
  // carry one before any loader or query sees it.
  app.use(async (c, next) => {
    if (/%00/i.test(c.req.url) || c.req.url.includes("\u0000"))
      return c.json(apiRefusal({ error: "Bad request" }), 400);
    await next();
  });

  // The health check answers before the settings' version check (a database round trip that queues behind
  // the renders in flight) and is never a render: a monitor sees the process even while it is busy (#49 §4).
  app.get("/api/health", async (c) => {
    try {
      await withTimeout(services.database.ping(), 2_000);
      return c.json({ status: "ok", database: services.database.kind });
    } catch {
      // The one error shape (#30); `status` beside it, as the healthy answer has one for monitors.
      return c.json({ status: "unavailable", ...apiRefusal({ error: "database_unavailable" }) }, 503);
    }
  });

  // The back office's settings (#34), current for every page, price and mail of this request. No query
  // per request (#45 §1): a save's NOTIFY tells every process; this waits only for a read already under
  // way (at start, or right after a notice), or, while PostgreSQL's notices are cut off, for a version
  // check at most once a second (server/settings/service.ts).
  app.use(async (c, next) => {
    if (!c.req.path.startsWith("/assets/")) await services.settings.refresh();
    await next();
  });

  app.route("/api/auth", authRoutes(services));
  app.route("/functions/v1/blattwerk_data", catalogFunction(services));
  app.route("/api/plants", browseApi(services));
  app.route("/api/finder", finderApi(services));
  app.route("/api/reviews", reviewsApi(services));
  // Profiles, order history and saved plants: /api/profiles, /api/account, /api/saved-plants.
  app.route("/api/spots", spotsApi(services));
  app.route("/api", accountApi(services));

  app.all("/functions/*", (c) =>
    c.json(apiRefusal({ error: "Not found", params: { what: "function" } }), 404),
  );
  registerPaymentRoutes(app, services);
  registerOrderRoutes(app, services);
  registerVoucherRoutes(app, services);
  app.route(
    "/api/withdrawals",
    withdrawalRoutes(services.withdrawals, {
      limits: services.requestLimits,
      trustProxy: services.config.trustProxy,
      auth: services.auth,
    }),
  );

  app.route("/api/invoices", invoiceRoutes(services));
  app.route("/uploads", uploadRoutes(services.admin.plants.uploadsDir));
  app.all("/api/*", (c) => c.json(apiRefusal({ error: "Not found", params: { what: "api_path" } }), 404));

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
    // Pages are read (GET, HEAD) and their forms posted (POST); React Router would run an action for
    // PUT, PATCH or DELETE too — a PATCH on an order page answered 500 (#49 §4).
    app.all("*", async (c, next) => {
      if (PAGE_METHODS.has(c.req.method)) return next();
      return c.json(apiRefusal({ error: "Method not allowed" }), 405, {
        Allow: [...PAGE_METHODS].join(", "),
      });
    });
    app.all("*", async (c) => {
      const nonce = c.get("nonce");
      const clientIp = requestClientIp(c, services.config.trustProxy);
      const render = async () => {
        let degraded = false;
        const res = await handle(c.req.raw, {
          services,
          cspNonce: nonce,
          clientIp,
          // Every sign-in and reset link is in there: only for this machine, never through a proxy (#29).
          mailbox: services.mailbox && requestMayReadMailbox(c) ? services.mailbox : null,
          dataRequest: new URL(c.req.url).pathname.endsWith(".data"),
          degraded: () => {
            degraded = true;
          },
        });
        // An error state or a remote store's fallback catalogue is not kept: the next visitor asks again.
        if (degraded || services.catalog.health?.() === "fallback")
          res.headers.set("Cache-Control", "no-store");
        return res;
      };
      // One client's renders wait for each other, not everyone else's (#49 §4); pages from the cache are
      // not renders and never wait.
      const client = renderClientKey(clientIp);
      const gatedRender = async () => {
        const release = await services.renderGate.acquire(client, c.req.raw.signal);
        if (!release) return tooManyRenders(c.req.raw, services.config.renderLimit.waitMs);
        try {
          return await render();
        } finally {
          release();
        }
      };
      const res = services.pageCache
        ? await services.pageCache.handle(c.req.raw, nonce, gatedRender)
        : await gatedRender();
      // A loader that failed because the database is gone: say so (503), not "server error".
      if (res.status >= 500 && !(await databaseAnswers(services))) return unavailablePage();
      // The back office, whatever it answers (its pages, 403 or the 404 for everyone else): never stored,
      // never indexed (#17).
      if (isBackOffice(new URL(c.req.url).pathname)) {
        res.headers.set("Cache-Control", "private, no-store");
        res.headers.set("X-Robots-Tag", "noindex, nofollow");
        return res;
      }
      // A page rendered for a signed-in customer carries their name: never in a shared cache.
      if (hasSessionCookie(c.req.raw)) {
        res.headers.set("Cache-Control", "private, no-store");
        res.headers.append("Vary", "Cookie");
      }
      return res;
    });
  }

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(err.body(requestLocale(c.req.raw)), err.status);
    if (isInvalidTextInput(err)) return c.json(apiRefusal({ error: "Bad request" }), 400);
    if (isDatabaseUnavailable(err)) {
      console.error(`[db] ${c.get("requestId")} unavailable: ${err.message}`);
      return c.json(apiRefusal({ error: "Unavailable" }), 503, { "Retry-After": "5" });
    }
    console.error(`[http] ${c.get("requestId")} ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return c.json(apiRefusal({ error: "Internal error" }), 500);
  });

  return app;
}

async function databaseAnswers(services: Services): Promise<boolean> {
  try {
    await withTimeout(services.database.ping(), 2_000);
    return true;
  } catch {
    return false;
  }
}

/**
 * The answer to a render over the client's limit (#49 §4): 429 with the order limit's words and
 * Retry-After; a page gets them as a page, a `.data` request (a client navigation) as the API's refusal.
 */
function tooManyRenders(request: Request, waitMs: number): Response {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
  const refusal = apiRefusal({ error: "too_many_requests", params: { retryAfterSeconds } });
  const headers = { "Retry-After": String(retryAfterSeconds), "Cache-Control": "no-store" };
  if (new URL(request.url).pathname.endsWith(".data"))
    return Response.json(refusal, { status: 429, headers });
  const lang = currentLocale();
  const title = lang === "en" ? "Too many requests" : "Zu viele Anfragen";
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title} – ${BRAND.name}</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body><main><h1>${title}</h1><p>${refusal.message}</p></main></body></html>`;
  return new Response(html, {
    status: 429,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}

function unavailablePage(): Response {
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Vorübergehend nicht erreichbar – ${BRAND.name}</title><meta name="viewport" content="width=device-width,initial-scale=1"></head><body><main><h1>Vorübergehend nicht erreichbar</h1><p>${SERVICE_UNAVAILABLE}</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" },
  });
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

/** /admin, /admin/…, and their data requests (/admin.data). */
const isPlantUpload = (pathname: string) => /^\/admin\/plants\/[a-z0-9-]+(?:\.data)?$/.test(pathname);
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);

const isBackOffice = (pathname: string) => /^\/admin(?:[/.]|$)/.test(pathname);
