import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import type { ForgivingCatalog } from "../catalog/forgiving";
import { loadConfig } from "../config";
import { createServices, type Services } from "../services";
import { TEST_DATABASES } from "../testing/databases";
import { fakeServerBuild } from "../testing/fake-build";
import { withTestDatabase } from "../testing/test-database";

/**
 * Security headers on every kind of response (issue #9): rendered pages, a page whose loader fails,
 * the React Router 404, JSON API answers (200, 4xx, 413, 429, 500, 503), static assets and the
 * static 404. Pages come from a minimal React Router server build, so this runs without `npm run build`.
 */
function fakeBuild(): ServerBuild {
  const page = (_req: Request, status: number) =>
    new Response(`<!doctype html><html lang="de"><body>Seite</body></html>`, {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  return fakeServerBuild(page, {
    "routes/shop": ["shop", { loader: () => ({ ok: true }) }],
    "routes/orders": [
      "orders",
      {
        loader: async ({ context }: { context: { services: Services } }) => {
          await context.services.database.ping();
          return null;
        },
      },
    ],
    "routes/broken": [
      "broken",
      {
        loader: () => {
          throw new Error("loader bug");
        },
      },
    ],
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function expectSecurityHeaders(res: Response, what: string, https = false) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, what).not.toMatch(/default-src[^;]*'unsafe-inline'/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(res.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("x-frame-options"), what).toBe("DENY");
  if (https) expect(res.headers.get("strict-transport-security"), what).toMatch(/max-age=\d{7,}/);
  else expect(res.headers.get("strict-transport-security"), what).toBeNull();
}

describe.each(TEST_DATABASES)("security headers on every response ($name)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let services: Services;
  let app: ReturnType<typeof createApp>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    const clientDir = mkdtempSync(path.join(tmpdir(), "bw-harden-client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "console.log(1)");
    writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    services = createServices(loadConfig({ ORDER_RATE_LIMIT_MAX: "1" }), database);
    // A catalogue that fails for one search term, in either language: the path to an unexpected 500.
    const exploding = (catalog: ForgivingCatalog): ForgivingCatalog => ({
      ...catalog,
      search: (q, limit) => (q === "explode" ? Promise.reject(new Error("bug")) : catalog.search(q, limit)),
      localized: (language) => exploding(catalog.localized(language)),
    });
    services.catalog = exploding(services.catalog);
    app = createApp({ services, build: fakeBuild(), clientDir: path.relative(process.cwd(), clientDir) });
  });

  const ip = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
  const cases: [string, () => Response | Promise<Response>, number][] = [
    ["page", () => app.request("/shop"), 200],
    ["page 404", () => app.request("/gibt-es-nicht"), 404],
    ["page whose loader fails", () => app.request("/broken"), 500],
    ["asset", () => app.request("/assets/entry-abc123.js"), 200],
    ["missing asset", () => app.request("/assets/nope.js"), 404],
    ["favicon", () => app.request("/favicon.ico"), 200],
    ["API 200", () => app.request("/api/health"), 200],
    ["API 404", () => app.request("/api/nope"), 404],
    ["API 400", () => app.request("/api/plants/search?q=%00"), 400],
    [
      "API 415",
      () =>
        app.request("/api/orders", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" }),
      415,
    ],
    [
      "API 413",
      () =>
        app.request("/api/orders", {
          method: "POST",
          headers: { "content-type": "application/json", "content-length": "10000000" },
          body: "{}",
        }),
      413,
    ],
    [
      "API 403 (foreign origin)",
      () => app.request("/api/orders", { method: "POST", headers: { origin: "https://evil.example" } }),
      403,
    ],
    ["API 500", () => app.request("/api/plants/search?q=explode"), 500],
  ];

  for (const [what, send, status] of cases) {
    it(`${what}: ${status} with the headers`, async () => {
      const res = await send();
      expect(res.status, what).toBe(status);
      expectSecurityHeaders(res, what);
      expect(res.headers.get("x-request-id"), what).toMatch(UUID);
    });
  }

  it("an unexpected error's log line names the request id the answer carries", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await app.request("/api/plants/search?q=explode");
      expect(res.status).toBe(500);
      const id = res.headers.get("x-request-id")!;
      expect(id).toMatch(UUID);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(`[http] ${id} GET /api/plants/search: `));
    } finally {
      errors.mockRestore();
    }
  });

  it("API 429 carries them too", async () => {
    const post = () =>
      app.request(
        "/api/orders",
        { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
        ip("203.0.113.250"),
      );
    await post();
    const res = await post();
    expect(res.status).toBe(429);
    expectSecurityHeaders(res, "429");
  });

  it("no HSTS for a shop published over http, whatever X-Forwarded-Proto a client writes (#29)", async () => {
    for (const p of ["/shop", "/api/health", "/assets/entry-abc123.js", "/gibt-es-nicht"]) {
      const res = await app.request(p, { headers: { "x-forwarded-proto": "https" } });
      expectSecurityHeaders(res, p, false);
    }
  });

  it("HSTS on every answer of a shop published at https://, with or without a proxy's header (#29)", async () => {
    for (const trustProxy of ["false", "true"]) {
      const https = createApp({
        services: createServices(
          loadConfig({ PUBLIC_URL: "https://shop.example", TRUST_PROXY: trustProxy }),
          database,
        ),
        build: fakeBuild(),
      });
      for (const p of ["/shop", "/api/health", "/gibt-es-nicht"]) {
        for (const headers of [{}, { "x-forwarded-proto": "http" }] as Record<string, string>[]) {
          const res = await https.request(p, { headers });
          expectSecurityHeaders(res, `${p} ${JSON.stringify(headers)}`, true);
        }
      }
    }
  });

  it("a page whose database is gone answers 503 in German, with the headers", async () => {
    const gone = await TEST_DATABASES[0]!.open();
    const down = createApp({ services: createServices(loadConfig({}), gone), build: fakeBuild() });
    await gone.dispose();
    const res = await down.request("/orders");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect(await res.text()).toContain("Der Dienst ist vorübergehend nicht erreichbar");
    expectSecurityHeaders(res, "503 page");
  });

  it("a fresh script nonce per response", async () => {
    const nonce = async () =>
      (await app.request("/shop")).headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
    const [a, b] = [await nonce(), await nonce()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });
});
