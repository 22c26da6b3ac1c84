import type { AppLoadContext, ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { sharedPageHeaders } from "../../app/lib/cache-headers";
import { accountsApp } from "../testing/accounts";
import { TEST_DATABASES } from "../testing/databases";
import { fakeServerBuild } from "../testing/fake-build";
import { withTestDatabase } from "../testing/test-database";

/**
 * The page cache inside the app: React Router applies a route's `headers` export, the app keeps the
 * shareable anonymous page, gives every answer its own CSP nonce, and forgets pages when a review
 * changes. Pages come from a minimal server build (entry + routes) that counts its renders.
 */
let renders = 0;
function fakeBuild(): ServerBuild {
  const page = (_req: Request, status: number, headers: Headers, _ctx: unknown, load: AppLoadContext) => {
    renders++;
    headers.set("Content-Type", "text/html; charset=utf-8");
    const body = `<!doctype html><html lang="de"><body><h1>Render ${renders}</h1><script nonce="${load.cspNonce}">1</script></body></html>`;
    return new Response(body, { status, headers });
  };
  return fakeServerBuild(page, {
    "routes/shop": ["shop", { loader: () => ({}), headers: sharedPageHeaders }],
    "routes/checkout": ["checkout", { loader: () => ({}) }],
    "routes/failing": [
      "failing",
      {
        loader: ({ context }: { context: AppLoadContext }) => {
          context.degraded?.();
          return {};
        },
        headers: sharedPageHeaders,
      },
    ],
  });
}

const cspNonce = (res: Response) =>
  res.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1] ?? "none";

describe.each(TEST_DATABASES)("page cache in the app ($name)", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  let cookie: string;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    t = app({}, { build: fakeBuild() });
    cookie = (await t.signUp("Rita Rezension")).cookie;
  });

  /** Renders caused by `fn`. */
  const rendersOf = async (fn: () => Promise<unknown>) => {
    const before = renders;
    await fn();
    return renders - before;
  };

  it("an anonymous shop page is rendered once and then served under each request's own nonce", async () => {
    t.services.pageCache!.clear();
    const first = await t.request("/shop");
    const firstHtml = await first.text();
    let second!: Response;
    expect(await rendersOf(async () => (second = await t.request("/shop")))).toBe(0);
    const html = await second.text();
    expect(html.replace(cspNonce(second), "N")).toBe(firstHtml.replace(cspNonce(first), "N"));
    expect(cspNonce(second)).not.toBe(cspNonce(first));
    expect(html).toContain(`nonce="${cspNonce(second)}"`);
    expect(second.headers.get("age")).toMatch(/^\d+$/);
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10");
  });

  it("unknown parameters and the search's case or spaces do not make a new page (#49 §4)", async () => {
    t.services.pageCache!.clear();
    expect(await rendersOf(() => t.request("/shop?q=monstera"))).toBe(1);
    expect(await rendersOf(() => t.request("/shop?q=%20Monstera%20&r=8d1k2&utm_source=newsletter"))).toBe(0);
    expect(await rendersOf(() => t.request("/shop?r=1"))).toBe(1);
    expect(await rendersOf(() => t.request("/shop?r=2"))).toBe(0);
    // Parameters the shop reads still make their own page.
    expect(await rendersOf(() => t.request("/shop?q=monstera&sort=price-asc"))).toBe(1);
  });

  it("pages that do not say they may be shared are rendered every time", async () => {
    expect(await rendersOf(() => t.request("/checkout"))).toBe(1);
    expect(await rendersOf(() => t.request("/checkout"))).toBe(1);
  });

  it("a page whose loader showed an error state is not kept", async () => {
    const res = await t.request("/failing");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await rendersOf(() => t.request("/failing"))).toBe(1);
  });

  it("a signed-in customer always gets their own render, never stored", async () => {
    t.services.pageCache!.clear();
    expect(await rendersOf(() => t.request("/shop", { cookie }))).toBe(1);
    const mine = await t.request("/shop", { cookie });
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("age")).toBeNull();
    expect(t.services.pageCache!.size).toBe(0);
  });

  it("a new, changed or deleted review renders public pages again; a refused one does not", async () => {
    await t.request("/shop");
    const refused = await t.request("/api/reviews", { method: "POST", json: { plantId: "pothos" }, cookie });
    expect(refused.status).toBe(400);
    expect(await rendersOf(() => t.request("/shop"))).toBe(0);
    const created = await t.request("/api/reviews", {
      method: "POST",
      json: { plantId: "pothos", rating: 5, comment: "Wächst wie verrückt." },
      cookie,
    });
    expect(created.status).toBe(201);
    expect(await rendersOf(() => t.request("/shop"))).toBe(1);
    const { id } = await created.json();
    await t.request(`/api/reviews/${id}`, { method: "PATCH", json: { rating: 4, comment: "Gut." }, cookie });
    expect(await rendersOf(() => t.request("/shop"))).toBe(1);
    await t.request(`/api/reviews/${id}`, {
      method: "DELETE",
      cookie,
      headers: { origin: t.config.publicUrl },
    });
    expect(await rendersOf(() => t.request("/shop"))).toBe(1);
  });

  it("a renamed reviewer renders public pages again (profile or account), a refused rename does not", async () => {
    const me = await (await t.request("/api/auth/get-session", { cookie })).json();
    const profile = `/api/profiles/${me.user.id}`;
    await t.request("/shop");
    const refused = await t.request(profile, { method: "PATCH", json: { firstName: 7 }, cookie });
    expect(refused.status).toBe(400);
    expect(await rendersOf(() => t.request("/shop"))).toBe(0);
    const renamed = await t.request(profile, {
      method: "PATCH",
      json: { firstName: "Rita", lastName: "Rezensentin" },
      cookie,
    });
    expect(renamed.status).toBe(200);
    expect(await rendersOf(() => t.request("/shop"))).toBe(1);
    const account = await t.request("/api/auth/update-user", {
      method: "POST",
      json: { name: "Rita R." },
      cookie,
      headers: { origin: t.config.publicUrl },
    });
    expect(account.status).toBe(200);
    expect(await rendersOf(() => t.request("/shop"))).toBe(1);
  });

  it("each service that changes public data says so itself: a direct service write clears the cache too", async () => {
    await t.request("/shop");
    t.services.publicChanges.changed("plant");
    expect(await rendersOf(() => t.request("/shop"))).toBe(1);
  });

  it("PAGE_CACHE_MAX_ENTRIES=0 renders every request", async () => {
    const plain = accountsApp(database, { PAGE_CACHE_MAX_ENTRIES: "0" }, { build: fakeBuild() });
    expect(plain.services.pageCache).toBeNull();
    await plain.request("/shop");
    expect(await rendersOf(() => plain.request("/shop"))).toBe(1);
  });
});
