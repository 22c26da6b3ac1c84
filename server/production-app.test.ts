import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { LOCALES, localeOf, localePath, stripLocale } from "../domain/text/i18n";
import { PAGE_ROUTES } from "../tests/e2e/routes";
import type { AccountsApp } from "./testing/accounts";
import { TEST_DATABASES } from "./testing/databases";
import { PRODUCTION_CLIENT_DIR, productionBuild } from "./testing/production-build";
import { withTestDatabase } from "./testing/test-database";

/**
 * What the production app (the real build, `npx react-router build`) answers without a browser: status
 * codes, headers, the server-rendered HTML, robots, the sitemap and the first view's scripts. These were
 * end-to-end tests that opened no page (or one they never looked at); a screen's size cannot change an
 * answer the server gives before any script runs, so they run here, once (docs/ci-time.md, #30).
 */

/** Every back-office address there is (#17): each must answer guests and customers the shop's 404. */
const ADMIN_PAGES = [
  "/admin",
  "/admin/team",
  "/admin/approvals",
  "/admin/settings",
  "/admin/orders",
  "/admin/orders/BW-2026-000001",
  "/admin/withdrawals",
  "/admin/withdrawals/00000000-0000-4000-8000-000000000000",
  "/admin/customers",
  "/admin/customers/a3VuZGluQGV4YW1wbGUuZGU",
  "/admin/plants",
  "/admin/plants/new",
  "/admin/plants/monstera-deliciosa",
  "/admin/plants/import",
  "/admin/mails",
  "/admin/books",
  "/admin/discounts",
  "/admin/vouchers",
  "/admin/gibt-es-nicht",
  "/admin/team/x",
];
const ADMIN_DATA = [
  // Downloads and data requests: a bare 404, no page.
  "/admin/orders/export.csv",
  "/admin/plants/export.csv",
  // The packing table (#34): packing slips, the portal's CSV, DHL labels.
  "/admin/orders/BW-2026-000001/packing-slip",
  "/admin/dispatch/packing-slips.pdf",
  "/admin/dispatch/dhl.csv",
  "/admin/labels/00000000-0000-4000-8000-000000000000",
  "/admin/books/download/datev?from=2026-10-01&to=2026-10-31",
  "/admin/books.data",
  "/admin/plants/import.data",
  "/admin/mails.data",
  "/admin.data",
  "/admin/team.data",
  "/admin/approvals.data",
  "/admin/settings.data",
  "/admin/orders.data",
  "/admin/orders/BW-2026-000001.data",
  "/admin/withdrawals.data",
  "/admin/customers.data",
  "/admin/customers/a3VuZGluQGV4YW1wbGUuZGU.data",
  "/admin/withdrawals/00000000-0000-4000-8000-000000000000.data",
  "/admin/plants.data",
  "/admin/plants/new.data",
  "/admin/plants/monstera-deliciosa.data",
  "/admin/discounts.data",
  "/admin/vouchers.data",
];
const ADMIN_ACTIONS: { path: string; form: Record<string, string> }[] = [
  { path: "/admin/team", form: { email: "x@example.de", role: "owner" } },
  { path: "/admin/approvals", form: { intent: "approve", id: "00000000-0000-4000-8000-000000000000" } },
  // The settings (#34): a shipping price set to nothing.
  {
    path: "/admin/settings",
    form: { group: "shipping", version: "0", small: "0", medium: "0", large: "0", freeFrom: "0" },
  },
  // The order actions (confirm, ship, pay, complete, cancel) all post to the order page.
  ...["confirm", "ship", "pay", "complete", "cancel", "createLabel", "cancelLabel"].map((intent) => ({
    path: "/admin/orders/BW-2026-000001",
    form: {
      intent,
      version: "0",
      trackingNumber: "00340434161234567890",
      amount: "1",
      paidOn: "2026-01-01",
      reason: "x",
      weight: "2",
    },
  })),
  // Notes and edits before shipment (#34) post to the order page; a customer's note to their page.
  ...["note", "setQuantity", "removeLine", "setAddress"].map((intent) => ({
    path: "/admin/orders/BW-2026-000001",
    form: { intent, version: "0", text: "x", plantId: "pothos", quantity: "1", postalCode: "10115" },
  })),
  { path: "/admin/customers/a3VuZGluQGV4YW1wbGUuZGU", form: { intent: "note", text: "x" } },
  // The withdrawal actions (link, goods received, refund) post to the withdrawal's page.
  ...["link", "receive", "refund", "returnLabel"].map((intent) => ({
    path: "/admin/withdrawals/00000000-0000-4000-8000-000000000000",
    form: {
      intent,
      version: "0",
      orderNumber: "BW-2026-000001",
      receivedOn: "2026-01-01",
      amount: "1",
      refundedOn: "2026-01-01",
    },
  })),
  // Plants: create, save, remove an image (uploads are multipart, tested in admin-plants.spec.ts), import.
  { path: "/admin/plants/import", form: { intent: "import" } },
  // A failed mail sent again.
  { path: "/admin/mails", form: { intent: "retry", id: "00000000-0000-4000-8000-000000000000" } },
  // Discount codes (#43 §2): a new code, one deactivated.
  { path: "/admin/discounts", form: { intent: "create", code: "FREMD10", kind: "percent", value: "10" } },
  { path: "/admin/discounts", form: { intent: "deactivate", id: "00000000-0000-4000-8000-000000000000" } },
  // Gift vouchers (#43 §3): one marked paid.
  { path: "/admin/vouchers", form: { intent: "paid", id: "00000000-0000-4000-8000-000000000000" } },
  { path: "/admin/plants/new", form: { intent: "save", name: "Fremd", price: "1", stock: "1" } },
  ...["save", "remove-image"].map((intent) => ({
    path: "/admin/plants/monstera-deliciosa",
    form: { intent, version: "x", name: "Fremd", price: "1", stock: "1", image: "/plants/x.svg" },
  })),
];

describe("the back-office lists", () => {
  it("name every back-office route of app/routes.ts", () => {
    const admin = routes.find((r) => r.id === "admin");
    const listed = [...ADMIN_PAGES, ...ADMIN_DATA];
    const paths = (admin?.children ?? []).map((r) => (r.index ? "" : `/${r.path}`));
    expect(paths.length).toBeGreaterThan(5);
    for (const p of paths) {
      const pattern = new RegExp(`^/admin${p.replace(/:[a-z]+|\*/g, "[^/]+").replace(/\./g, "\\.")}$`);
      expect(
        listed.some((l) => pattern.test(l)),
        `/admin${p}`,
      ).toBe(true);
    }
  });
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The text of the first `<h1>`, tags (React's `<!-- -->` between parts) left out. */
const h1Text = (html: string) =>
  html
    .match(/<h1[\s>][\s\S]*?<\/h1>/)?.[0]
    .replace(/<[^>]*>/g, "")
    .trim() ?? "";
/**
 * The value of `attr` on the first `<link>` or `<meta>` tag that contains `selector`. Attribute names
 * as HTML reads them, in any case: React writes `hrefLang`.
 */
const tagAttr = (html: string, selector: string, attr: string) => {
  const tag = [...html.matchAll(/<(?:link|meta)\s[^>]*>/g)]
    .map((m) => m[0])
    .find((t) => t.toLowerCase().includes(selector.toLowerCase()));
  return tag?.match(new RegExp(`\\s${attr}="([^"]*)"`, "i"))?.[1];
};

describe.each(TEST_DATABASES)("the production app on $name", (target) => {
  let t: AccountsApp;
  let customer: string;
  withTestDatabase(target, {}, async (_database, { app }) => {
    t = app({}, { build: await productionBuild(), clientDir: PRODUCTION_CLIENT_DIR });
    customer = (await t.signUp("Karla Kundin")).cookie;
  });

  const html = async (path: string) => (await t.request(path)).text();

  // From tests/e2e/shell.spec.ts.
  it("the stylesheet, the one render-blocking request, comes before every script preload", async () => {
    for (const path of ["/", "/shop"]) {
      const page = await html(path);
      const css = page.search(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
      expect(css, path).toBeGreaterThan(0);
      expect(css, path).toBeLessThan(page.indexOf('rel="modulepreload"'));
    }
  });

  // From tests/e2e/shell.spec.ts.
  it("robots.txt and sitemap.xml list the shop", async () => {
    const robots = await html("/robots.txt");
    expect(robots).toContain("Sitemap: ");
    expect(robots).toContain("Disallow: /checkout");
    expect(robots).toContain("Disallow: /en/checkout");
    // The cart page (empty when a crawler sees it: shipping rules and the way to the shop) stays indexable.
    expect(robots).not.toContain("Disallow: /cart");
    expect(await html("/cart")).not.toMatch(/<meta name="robots" content="noindex/);
    expect(await html("/auth")).toMatch(/<meta name="robots" content="noindex/);
    const sitemap = await html("/sitemap.xml");
    expect(sitemap).toContain("/shop/plant/monstera-deliciosa</loc>");
    // Every plant and accessory (#43 §1) once per language (#19); hreflang alternates are not <loc>s.
    const plantLocs = sitemap.match(/<loc>[^<]*\/shop\/plant\/[^<]*<\/loc>/g) ?? [];
    expect(plantLocs.filter((l) => !l.includes("/en/shop/"))).toHaveLength(8 + 3);
    expect(plantLocs.filter((l) => l.includes("/en/shop/"))).toHaveLength(8 + 3);
    expect(sitemap).toContain("/en/shop/plant/uebertopf-terrakotta-14</loc>");
  });

  // From tests/e2e/languages.spec.ts.
  it("the sitemap lists both languages, each naming its twin", async () => {
    const xml = await html("/sitemap.xml");
    expect(xml).toMatch(/<loc>[^<]*\/en\/shop<\/loc>/);
    expect(xml).toMatch(
      /<loc>[^<]*\/shop<\/loc><xhtml:link rel="alternate" hreflang="de" href="[^"]*\/shop"\/><xhtml:link rel="alternate" hreflang="en" href="[^"]*\/en\/shop"\/>/,
    );
  });

  // From tests/e2e/languages.spec.ts: the server-rendered half of every route's check, in both languages.
  // The page as the browser shows it (the head once it settled, the text, axe, the console) is checked there.
  describe.each(LOCALES)("every route in %s", (locale) => {
    it.each(PAGE_ROUTES.map((route) => localePath(locale, route)))(
      "%s: rendered on the server in its language, with title, description, alternates and canonical",
      async (path) => {
        // Followed as a browser would: a guest's /account and /orders are sent on to /auth, and the page
        // they land on has its own alternates.
        let shown = path;
        let res = await t.request(shown);
        for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 3; hops++) {
          shown = new URL(res.headers.get("location") ?? "", t.config.publicUrl).pathname;
          res = await t.request(shown);
        }
        expect(res.status).toBe(200);
        expect(localeOf(shown)).toBe(locale);
        const page = await res.text();
        expect(page).toContain(`<html lang="${locale}"`);
        expect(page).toMatch(/<h1[\s>]/); // rendered on the server, not only after hydration
        expect(page.match(/<title>([^<]*)<\/title>/)?.[1]).toMatch(/Blattwerk/);
        expect(tagAttr(page, 'name="description"', "content")).toMatch(/.{20,}/);
        const route = stripLocale(shown);
        for (const l of LOCALES)
          expect(tagAttr(page, `hreflang="${l}"`, "href"), l).toMatch(
            new RegExp(`${escapeRe(localePath(l, route))}$`),
          );
        expect(tagAttr(page, 'rel="canonical"', "href")).toMatch(
          new RegExp(`${escapeRe(localePath(locale, route))}$`),
        );
      },
    );
  });

  /** The scripts the server-rendered HTML of `path` loads (module preloads and entry), as served. */
  const firstViewScripts = async (path: string) => {
    const page = await html(path);
    const urls = [...new Set([...page.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
    expect(urls.length).toBeGreaterThan(3);
    return Promise.all(
      urls.map(async (url) => {
        const res = await t.request(url);
        expect(res.status, url).toBe(200);
        return { url, body: Buffer.from(await res.arrayBuffer()) };
      }),
    );
  };
  /** The scripts among `scripts` that contain one of `markers` (as named in a library's code). */
  const containing = (scripts: { url: string; body: Buffer }[], markers: string[]) =>
    scripts.filter((s) => markers.some((m) => s.body.toString("utf8").includes(m))).map((s) => s.url);
  /** Radix Dialog's parts, as named in its code. */
  const RADIX_DIALOG = ["DialogOverlay", "DialogContent"];

  // From tests/e2e/first-view.spec.ts (issue #9; the browser's side of the first view is tested there).
  it("the first view of / and of /en: 12 files at most, 145 KB gzip at most, without sonner or Radix Dialog", async () => {
    // Both languages (#19): each feature's two catalogues ship together.
    for (const path of ["/", "/en"]) {
      const scripts = await firstViewScripts(path);
      // Each request costs a round trip on a slow network (six at a time over HTTP/1.1): React with React
      // Router in one file, the shell and the catalogue's shared code in one each
      // (scripts/bundle/storefront-chunks.ts). 48 files before any grouping, 23 before the shell (#31), 7 now.
      expect(scripts.length, path).toBeLessThanOrEqual(12);
      const kb = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0) / 1024;
      expect(kb, path).toBeLessThanOrEqual(145);
      // sonner's toaster markup and Radix Dialog's parts.
      expect(containing(scripts, ["data-sonner-toaster", ...RADIX_DIALOG]), path).toEqual([]);
    }
  });

  // Issue #31: every storefront page in both languages, not only the busiest ones.
  it("every storefront page's first view, German and English: 12 script files at most", async () => {
    // /account and /orders send guests to /auth, measured itself.
    for (const route of PAGE_ROUTES.filter((r) => r !== "/account" && r !== "/orders"))
      for (const locale of LOCALES) {
        const path = localePath(locale, route);
        expect((await firstViewScripts(path)).length, path).toBeLessThanOrEqual(12);
      }
  });

  // Issue #31: what a page needs only when it is used loads then, not with its first view.
  it("loads on use, not with the first view: the form checks (zod), the gallery's carousel", async () => {
    const ZOD = ["$ZodError"];
    const EMBLA = ["containScroll"];
    // The markers are real: the build holds each in a file of its own, loaded later.
    const built = readdirSync(`${PRODUCTION_CLIENT_DIR}/assets`).filter((f) => f.endsWith(".js"));
    const sources = built.map((f) => readFileSync(`${PRODUCTION_CLIENT_DIR}/assets/${f}`, "utf8"));
    for (const marker of [...ZOD, ...EMBLA])
      expect(
        sources.some((code) => code.includes(marker)),
        marker,
      ).toBe(true);

    for (const path of ["/checkout", "/en/checkout", "/widerruf", "/agb"])
      expect(containing(await firstViewScripts(path), ZOD), path).toEqual([]);
    const plant = await firstViewScripts("/shop/plant/monstera-deliciosa");
    expect(containing(plant, [...ZOD, ...EMBLA])).toEqual([]);
  });

  // Issue #31: the page paints as its own HTML does; its scripts follow the stylesheet and the images.
  it("the first view's module preloads go out at low priority, and nothing starts the page invisible", async () => {
    for (const path of ["/", "/shop", "/en/shop/plant/monstera-deliciosa", "/cart"]) {
      const page = await html(path);
      const preloads = page.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(preloads.length, path).toBeGreaterThan(3);
      for (const link of preloads) expect(link, path).toContain('fetchpriority="low"');
      // Content at opacity 0 (a fade-in) is no paint candidate until the scripts let the page paint again.
      expect(page.match(/<main\b[^>]*>/)?.[0], path).not.toMatch(/animate-|opacity-0/);
    }
  });

  // From tests/e2e/first-view.spec.ts.
  it("the first view of /shop and of a plant page loads no Radix Dialog", async () => {
    for (const path of ["/shop", "/shop/plant/monstera-deliciosa"])
      expect(containing(await firstViewScripts(path), RADIX_DIALOG), path).toEqual([]);
  });

  // Issue #30: the build's pages configure zod's messages too (domain/text/zod.ts, bundled into the build), and
  // server/main.ts imports the build after the server's modules, as this file does: zod's own messages
  // must still follow each request's locale, not whichever copy configured zod last.
  it("zod's own messages answer in the request's language beside the build", async () => {
    const tooLong = `/api/plants/${"a".repeat(201)}/related`;
    const message = async (locale?: string) => {
      const res = await t.request(tooLong, { headers: locale ? { "X-Shop-Locale": locale } : {} });
      expect(res.status).toBe(400);
      return (await res.json()).message;
    };
    expect(await message("en")).toBe("At most 200 characters.");
    expect(await message()).toBe("Höchstens 200 Zeichen.");
  });

  // From tests/e2e/admin.spec.ts: what the server answers; the 404 screen on a phone is in shell.spec.ts.
  it.each([
    ["guests", () => undefined],
    ["customers", () => customer],
  ])("%s get the shop's 404 on every back-office address and action", async (_who, cookie) => {
    for (const path of ADMIN_PAGES) {
      const res = await t.request(path, { cookie: cookie() });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control"), path).toContain("no-store");
      const page = await res.text();
      expect(h1Text(page), path).toMatch(/Seite nicht gefunden/);
      // The shop's own frame: nothing says that a back office exists.
      expect(page, path).not.toContain("Backoffice");
    }
    for (const path of ADMIN_DATA) {
      const res = await t.request(path, { cookie: cookie() });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain("Backoffice");
    }
    for (const { path, form } of ADMIN_ACTIONS) {
      // The whole URL: React Router refuses an action whose Origin is not the request's own.
      const res = await t.request(`${t.config.publicUrl}${path}`, {
        method: "POST",
        cookie: cookie(),
        body: new URLSearchParams(form),
        headers: { origin: t.config.publicUrl },
      });
      expect(res.status, `POST ${path}`).toBe(404);
    }
  });
});
