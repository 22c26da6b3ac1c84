import { describe, expect, it } from "vitest";
import { createPageCache, sharedMaxAge } from "./page-cache";

const SHARED = "public, max-age=0, s-maxage=10";

/** A render that counts its calls and writes the nonce into its page, as React Router's scripts do. */
function renderer(cacheControl: string | null = SHARED, init: ResponseInit = {}) {
  let calls = 0;
  const render = (nonce: string) => async () => {
    calls++;
    const headers = new Headers(init.headers);
    headers.set("Content-Type", "text/html; charset=utf-8");
    if (cacheControl) headers.set("Cache-Control", cacheControl);
    const html = `<html><body><h1>Seite ${calls}</h1><script nonce="${nonce}">a()</script><script nonce="${nonce}">window.__n="${nonce}"</script></body></html>`;
    return new Response(html, { status: 200, ...init, headers });
  };
  return { render, calls: () => calls };
}

/** A promise that stays pending until `release()`: a render that has not finished yet. */
function heldBack() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { headers });

describe("page cache", () => {
  it("serves a shareable page again without rendering, under the new request's nonce", async () => {
    let t = 1_000_000;
    const cache = createPageCache({ now: () => t });
    const r = renderer();
    const first = await cache.handle(get("/shop"), "NONCE-A", r.render("NONCE-A"));
    expect(await first.text()).toContain('nonce="NONCE-A"');
    t += 3_500;
    const second = await cache.handle(get("/shop"), "NONCE-B", r.render("NONCE-B"));
    const html = await second.text();
    expect(r.calls()).toBe(1);
    expect(html).toContain("<h1>Seite 1</h1>");
    expect(html.match(/NONCE-B/g)).toHaveLength(3);
    expect(html).not.toContain("NONCE-A");
    expect(second.headers.get("Age")).toBe("3");
    expect(second.headers.get("Cache-Control")).toBe(SHARED);
  });

  it("keys a page by the parameters pages read: others dropped, the search trimmed and lower-cased (#49 §4)", async () => {
    const cache = createPageCache();
    const r = renderer();
    await cache.handle(get("/shop?q=Ficus"), "N", r.render("N"));
    for (const path of [
      "/shop?q=ficus",
      "/shop?q=%20FICUS%20",
      "/shop?q=ficus&r=123",
      "/shop?fbclid=x&q=ficus",
    ])
      await cache.handle(get(path), "N", r.render("N"));
    expect(r.calls()).toBe(1);
    await cache.handle(get("/shop?q=ficus&category=popular"), "N", r.render("N"));
    expect(r.calls()).toBe(2);
    expect(cache.size).toBe(2);
  });

  it("keeps the English page apart from the German one (#19: the language is in the path)", async () => {
    const cache = createPageCache();
    const r = renderer();
    const de = await cache.handle(get("/shop"), "N", r.render("N"));
    const en = await cache.handle(get("/en/shop"), "N", r.render("N"));
    expect(await de.text()).toContain("<h1>Seite 1</h1>");
    expect(await en.text()).toContain("<h1>Seite 2</h1>");
    const again = await cache.handle(get("/en/shop"), "N", r.render("N"));
    expect(await again.text()).toContain("<h1>Seite 2</h1>");
    expect(r.calls()).toBe(2);
  });

  it("renders again once s-maxage has passed", async () => {
    let t = 0;
    const cache = createPageCache({ now: () => t });
    const r = renderer();
    await cache.handle(get("/"), "a", r.render("a"));
    t += 9_999;
    await cache.handle(get("/"), "b", r.render("b"));
    expect(r.calls()).toBe(1);
    t += 2;
    const fresh = await cache.handle(get("/"), "c", r.render("c"));
    expect(r.calls()).toBe(2);
    expect(await fresh.text()).toContain("Seite 2");
  });

  it("keeps pages apart by path and query", async () => {
    const cache = createPageCache();
    const r = renderer();
    await cache.handle(get("/shop?q=ficus"), "a", r.render("a"));
    await cache.handle(get("/shop?q=monstera"), "b", r.render("b"));
    await cache.handle(get("/shop"), "c", r.render("c"));
    await cache.handle(get("/shop?q=ficus"), "d", r.render("d"));
    expect(r.calls()).toBe(3);
  });

  it("never answers a signed-in customer from the cache, nor stores their page", async () => {
    const cache = createPageCache();
    const r = renderer();
    const session = { cookie: "theme=x; better-auth.session_token=abc.def" };
    await cache.handle(get("/shop", session), "a", r.render("a"));
    await cache.handle(get("/shop", session), "b", r.render("b"));
    await cache.handle(get("/shop"), "c", r.render("c"));
    await cache.handle(get("/shop", { cookie: "__Secure-better-auth.session_token=x" }), "d", r.render("d"));
    expect(r.calls()).toBe(4);
    expect(cache.size).toBe(1);
  });

  it.each([
    ["no Cache-Control", null, {}],
    ["private", "private, s-maxage=10", {}],
    ["no-store", "public, no-store, s-maxage=10", {}],
    ["no s-maxage", "public, max-age=60", {}],
    ["s-maxage=0", "public, s-maxage=0", {}],
    ["a cookie set", SHARED, { headers: { "Set-Cookie": "a=b" } }],
    ["Vary: Cookie", SHARED, { headers: { Vary: "Cookie" } }],
    ["status 404", SHARED, { status: 404 }],
  ] as const)("does not keep a page with %s", async (_what, cc, init) => {
    const cache = createPageCache();
    const r = renderer(cc, init as ResponseInit);
    await cache.handle(get("/x"), "a", r.render("a"));
    const again = await cache.handle(get("/x"), "b", r.render("b"));
    expect(r.calls()).toBe(2);
    expect(await again.text()).toContain('nonce="b"');
    expect(cache.size).toBe(0);
  });

  it("answers POST and HEAD by rendering", async () => {
    const cache = createPageCache();
    const r = renderer();
    await cache.handle(
      new Request("http://localhost/x", { method: "POST", body: "a=1" }),
      "a",
      r.render("a"),
    );
    await cache.handle(new Request("http://localhost/x", { method: "HEAD" }), "b", r.render("b"));
    expect(r.calls()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("clear() drops every page, and a render that started before it is not stored", async () => {
    const cache = createPageCache();
    const r = renderer();
    await cache.handle(get("/a"), "a", r.render("a"));
    cache.clear();
    expect(cache.size).toBe(0);
    const { gate, release } = heldBack();
    const slow = cache.handle(get("/b"), "b", async () => {
      await gate;
      return r.render("b")();
    });
    cache.clear();
    release();
    expect(await (await slow).text()).toContain('nonce="b"');
    expect(cache.size).toBe(0);
  });

  it("forgets the least recently used page beyond its bound", async () => {
    const cache = createPageCache({ maxEntries: 2 });
    const r = renderer();
    await cache.handle(get("/a"), "1", r.render("1"));
    await cache.handle(get("/b"), "2", r.render("2"));
    await cache.handle(get("/a"), "3", r.render("3")); // /a is now the most recent
    await cache.handle(get("/c"), "4", r.render("4")); // evicts /b
    expect(r.calls()).toBe(3);
    await cache.handle(get("/a"), "5", r.render("5"));
    expect(r.calls()).toBe(3);
    await cache.handle(get("/b"), "6", r.render("6"));
    expect(r.calls()).toBe(4);
  });

  it("keeps within its byte bound", async () => {
    const cache = createPageCache({ maxBytes: 1_000 });
    const r = renderer();
    const paths = Array.from({ length: 12 }, (_, i) => `/p${i}`);
    for (const p of paths) await cache.handle(get(p), "n", r.render("n"));
    const pageBytes = (await (await r.render("n")()).arrayBuffer()).byteLength;
    expect(cache.size).toBe(Math.floor(1_000 / pageBytes));
    // The newest stayed.
    const calls = r.calls();
    await cache.handle(get("/p11"), "n", r.render("n"));
    expect(r.calls()).toBe(calls);
    const big = createPageCache({ maxBytes: 100 });
    await big.handle(get("/a"), "n", r.render("n"));
    expect(big.size).toBe(0);
  });

  it("renders an expired page once for everyone asking meanwhile, each with their own nonce", async () => {
    let t = 0;
    const cache = createPageCache({ now: () => t });
    const r = renderer();
    await cache.handle(get("/shop"), "n0", r.render("n0"));
    t += 11_000;
    const { gate, release } = heldBack();
    const slowRender = (nonce: string) => async () => {
      await gate;
      return r.render(nonce)();
    };
    const answers = Array.from({ length: 20 }, (_, i) =>
      cache.handle(get("/shop"), `burst-${i}`, slowRender(`burst-${i}`)),
    );
    release();
    const pages = await Promise.all(answers.map(async (a) => (await a).text()));
    expect(r.calls()).toBe(2);
    pages.forEach((html, i) => {
      expect(html).toContain("Seite 2");
      expect(html).toContain(`nonce="burst-${i}"`);
    });
  });

  it("when an expired page is no longer shareable, those waiting render their own", async () => {
    let t = 0;
    const cache = createPageCache({ now: () => t });
    let shareable = true;
    let calls = 0;
    const render = (nonce: string) => async () => {
      calls++;
      return new Response(`<p nonce="${nonce}">${calls}</p>`, {
        headers: { "Content-Type": "text/html", "Cache-Control": shareable ? SHARED : "no-store" },
      });
    };
    await cache.handle(get("/p"), "a", render("a"));
    t += 20_000;
    shareable = false;
    const [x, y] = await Promise.all([
      cache.handle(get("/p"), "b", render("b")),
      cache.handle(get("/p"), "c", render("c")),
    ]);
    expect(await x.text()).toContain('nonce="b"');
    expect(await y.text()).toContain('nonce="c"');
    expect(calls).toBe(3);
    expect(cache.size).toBe(0);
  });
});

describe("sharedMaxAge", () => {
  it("reads s-maxage of public 200 answers only", () => {
    const res = (cc: string, status = 200) => new Response("", { status, headers: { "Cache-Control": cc } });
    expect(sharedMaxAge(res("public, max-age=0, s-maxage=10"))).toBe(10);
    expect(sharedMaxAge(res("PUBLIC, S-MAXAGE=7"))).toBe(7);
    expect(sharedMaxAge(res("s-maxage=10"))).toBe(0);
    expect(sharedMaxAge(res("public, s-maxage=10", 302))).toBe(0);
  });
});
