import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { AppLoadContext, LoaderFunctionArgs, ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { sharedPageHeaders } from "../../app/lib/cache-headers";
import { TEST_DATABASES } from "../testing/databases";
import { fakeServerBuild } from "../testing/fake-build";
import { withTestDatabase } from "../testing/test-database";

/**
 * One client's burst of pages the cache has not seen (#49 §4), against a real server on a port: each
 * client (its TCP source address, 127.0.0.x on the loopback) has at most RENDER_LIMIT_PER_CLIENT renders
 * in flight, the rest wait and are then refused with 429; other clients, pages from the cache and the
 * health check are answered meanwhile. Renders of `?q=halt…` hang until the test lets them go.
 */
let started = 0;
let hold: Promise<void> = Promise.resolve();
let letGo = () => {};
const holdRenders = () => {
  hold = new Promise((resolve) => {
    letGo = resolve;
  });
};

function fakeBuild(): ServerBuild {
  const page = (_req: Request, status: number, headers: Headers, _ctx: unknown, load: AppLoadContext) => {
    headers.set("Content-Type", "text/html; charset=utf-8");
    const body = `<!doctype html><html lang="de"><body><h1>Seite</h1><script nonce="${load.cspNonce}">1</script></body></html>`;
    return new Response(body, { status, headers });
  };
  const loader = async ({ request }: LoaderFunctionArgs) => {
    started++;
    if (new URL(request.url).searchParams.get("q")?.startsWith("halt")) await hold;
    return {};
  };
  return fakeServerBuild(page, {
    "routes/shop": ["shop", { loader, headers: sharedPageHeaders }],
    "routes/about": ["about", { loader, headers: sharedPageHeaders }],
    "routes/en-shop": ["en/shop", { loader, headers: sharedPageHeaders }],
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET from the loopback address `from`, as a client on its own connection. */
function get(base: string, from: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: hostname, port, path, localAddress: from, agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on("error", reject);
  });
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

const BURSTER = "127.0.0.2";
const VISITOR = "127.0.0.3";

describe.each(TEST_DATABASES)("renders per client (#49 §4, $name)", (target) => {
  const servers: http.Server[] = [];
  /** The app with `env` on a port of its own. */
  let listen!: (env: Record<string, string>) => Promise<{ base: string; app: { services: unknown } }>;
  withTestDatabase(target, {}, async (_db, { app }) => {
    listen = async (env) => {
      const t = app(env, { build: fakeBuild() });
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
      await new Promise((resolve) => server.once("listening", resolve));
      servers.push(server);
      return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, app: t };
    };
  });
  afterAll(async () => {
    letGo();
    for (const s of servers) {
      s.closeAllConnections();
      await new Promise((resolve) => s.close(resolve));
    }
  });

  it("one client's renders beyond its limit wait, then get 429 with the order limit's words; others are served", async () => {
    const { base } = await listen({ RENDER_LIMIT_PER_CLIENT: "2", RENDER_WAIT_SECONDS: "0.5" });
    // A page the burster saw before: in the cache, not a render.
    expect((await get(base, BURSTER, "/about")).status).toBe(200);
    holdRenders();
    started = 0;
    const burst = Array.from({ length: 6 }, (_, i) => get(base, BURSTER, `/shop?q=halt${i}`));
    const answers: Answer[] = [];
    for (const p of burst) p.then((a) => answers.push(a));
    await until(() => answers.length === 4);
    // Two renders ran; four waited for a slot of their own client and were refused.
    expect(started).toBe(2);
    for (const a of answers) {
      expect(a.status).toBe(429);
      expect(a.headers["retry-after"]).toBe("1");
      expect(a.headers["content-type"]).toMatch(/^text\/html/);
      expect(a.body).toContain(
        "Zu viele Anfragen von deinem Anschluss. Bitte warte eine Sekunde und versuche es dann erneut.",
      );
    }
    // While the burster's two renders still run: another visitor's new page renders at once, the
    // burster's own cached page and the health check answer too.
    const other = await get(base, VISITOR, "/shop?q=ficus");
    expect(other.status).toBe(200);
    expect(started).toBe(3);
    expect((await get(base, BURSTER, "/about")).status).toBe(200);
    expect((await get(base, BURSTER, "/api/health")).status).toBe(200);
    // A data request over the limit gets the API's refusal.
    const data = await get(base, BURSTER, "/shop.data?q=neu");
    expect(data.status).toBe(429);
    expect(JSON.parse(data.body)).toMatchObject({
      error: "too_many_requests",
      params: { retryAfterSeconds: 1 },
    });
    letGo();
    const held = (await Promise.all(burst)).filter((a) => a.status === 200);
    expect(held).toHaveLength(2);
  });

  it("a waiting render gets the slot its own client frees, in the English of an English page", async () => {
    const { base } = await listen({ RENDER_LIMIT_PER_CLIENT: "1", RENDER_WAIT_SECONDS: "30" });
    holdRenders();
    started = 0;
    const first = get(base, BURSTER, "/shop?q=halt-a");
    await until(() => started === 1);
    const second = get(base, BURSTER, "/shop?q=halt-b");
    // Not refused while it may still wait: the second render starts when the first is done.
    await new Promise((r) => setTimeout(r, 100));
    expect(started).toBe(1);
    letGo();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(started).toBe(2);

    const { base: strict } = await listen({ RENDER_LIMIT_PER_CLIENT: "1", RENDER_WAIT_SECONDS: "0" });
    holdRenders();
    const running = get(strict, BURSTER, "/en/shop?q=halt-c");
    await until(() => started === 3);
    const refused = await get(strict, BURSTER, "/en/shop?q=neu");
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('lang="en"');
    expect(refused.body).not.toContain("Zu viele");
    letGo();
    expect((await running).status).toBe(200);
  });

  it("the health check answers without waiting for the settings' database check of page requests", async () => {
    const { base, app } = await listen({});
    const settings = (app.services as { settings: { refresh: () => Promise<unknown> } }).settings;
    const refresh = settings.refresh;
    // A database round trip that queues behind the renders in flight: never answers here.
    settings.refresh = () => new Promise(() => {});
    try {
      const health = await get(base, VISITOR, "/api/health");
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toMatchObject({ status: "ok" });
    } finally {
      settings.refresh = refresh;
    }
  });
});
