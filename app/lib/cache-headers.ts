/**
 * Pages that are the same for every anonymous visitor (catalogue, plant and information pages): a shared
 * cache (server/http/page-cache.ts, or a CDN in front) may keep them for a few seconds, browsers ask
 * again every time. Pages of a signed-in customer are never shared (server/app.ts marks them private); a
 * CDN must pass requests with the session cookie through, as the page cache does.
 */
export const SHARED_PAGE_SECONDS = 10;

export const sharedPageHeaders = () => ({
  "Cache-Control": `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}`,
});
