import { SIZE_SLUGS } from "./sizes";

/**
 * The query of a page as a shared cache keys it (#49 §4): only the parameters a shared page reads,
 * so `?r=<random>`, `?utm_source=…` or `?fbclid=…` meet the page already stored instead of rendering it
 * anew. The search text is trimmed and lower-cased (the catalogue's search ignores case and surrounding
 * spaces), so „Monstera “ and „monstera“ are one page.
 *
 * A CDN keeps the same rule ("cache key: query string, include only …"): the page is rendered from the
 * request as it came, stored under this key.
 */

/**
 * Every query parameter a page that may be shared reads (app/routes/* with `sharedPageHeaders`, guarded
 * by shared-page-query.test.ts), plus React Router's own on `.data` requests.
 */
export const SHARED_PAGE_PARAMS: ReadonlySet<string> = new Set([
  // /shop (domain/catalog/shop-query.ts)
  "q",
  "category",
  "light",
  "water",
  "pet",
  "min",
  "max",
  "sort",
  "page",
  // /shop/plant/:id: the chosen size (#43 §1, domain/catalog/sizes.ts SIZE_PARAM), German and English
  "groesse",
  "size",
  // /ai-finder: the spot's description instead of the camera
  "mode",
  // /widerruf: a signed-in customer's order (WITHDRAWAL_ORDER_PARAM)
  "bestellung",
  // React Router: the routes a `.data` request loads, and the index route of a path
  "_routes",
  "index",
]);

/**
 * The known parameters of `params`, sorted by name (values of one name keep their order), as `?…`, or ""
 * when none is left. The page cache keys by path + this (server/http/page-cache.ts); the language switch
 * links to it until the page runs, so a stored page never repeats another visitor's unknown parameters.
 */
const SIZE_VALUES: ReadonlySet<string> = new Set(
  (["de", "en"] as const).flatMap((lang) => Object.values(SIZE_SLUGS[lang])),
);

export function sharedPageSearch(params: URLSearchParams): string {
  const kept: [string, string][] = [];
  for (const [name, value] of params) {
    if (!SHARED_PAGE_PARAMS.has(name)) continue;
    if (name === "q") {
      // The shop reads the first 100 characters (domain/catalog/shop-query.ts), and so does the key.
      const q = value.slice(0, 100).trim().toLowerCase();
      if (q) kept.push([name, q]);
    } else if (name === "groesse" || name === "size") {
      // Only a size the page knows makes a page of its own; any other value shows the listed size.
      const size = value.trim().toLowerCase();
      if (SIZE_VALUES.has(size)) kept.push([name, size]);
    } else kept.push([name, value]);
  }
  if (!kept.length) return "";
  // Array.prototype.sort is stable: `light=a&light=b` stays in its order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(kept)}`;
}
