import { sharedPageSearch } from "../../domain/catalog/shared-page-query";
import { hasSessionCookie } from "../auth/session-cookie";

/**
 * A shared cache of anonymous pages, in memory, as a CDN in front of the shop would keep them: only
 * responses that say so themselves (`Cache-Control: public, s-maxage=N`, see app/lib/cache-headers.ts),
 * only GET requests without a session cookie, only 200 answers that set no cookie.
 *
 * Why: rendering `/shop` costs ~10 ms of CPU per request (React SSR), serving stored bytes almost
 * nothing. Anonymous visitors see the same page for the same URL, so a burst of them costs one render
 * per page and period. Each page carries the CSP nonce of the request that rendered it; a hit gets
 * the nonce of its own request written in its place, so no two responses share one.
 *
 * Requests for an expired page meanwhile share a single render (no stampede). Entries are bounded in number
 * and bytes (least recently used go first); `clear()` drops all after a write that changes a public
 * page (a review). Several processes keep their own caches: s-maxage bounds how stale one can be.
 */

export interface PageCacheOptions {
  /** Upper bound of stored pages. */
  maxEntries?: number;
  /** Upper bound of stored bytes. */
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
  /** The nonce the stored page was rendered with (replaced on every hit). */
  nonce: string;
  storedAt: number;
  expiresAt: number;
}

/** What a render produces, before it goes into the cache. */
export interface RenderedPage {
  response: Response;
  nonce: string;
}

export interface PageCache {
  /**
   * The answer for `request`: from the cache when fresh, else from `render` (stored when cacheable).
   * `nonce` is this request's CSP nonce.
   */
  handle(request: Request, nonce: string, render: () => Promise<Response>): Promise<Response>;
  clear(): void;
  readonly size: number;
}

/** Requests the cache may answer: anonymous GETs. A signed-in customer's page is their own. */
export function isCacheableRequest(request: Request): boolean {
  return request.method === "GET" && !hasSessionCookie(request);
}

/** Seconds a shared cache may keep `res`, or 0. */
export function sharedMaxAge(res: Response): number {
  if (res.status !== 200 || res.headers.has("set-cookie")) return 0;
  if (/\bcookie\b/i.test(res.headers.get("vary") ?? "")) return 0;
  const cc = (res.headers.get("cache-control") ?? "").toLowerCase();
  if (!/\bpublic\b/.test(cc) || /\b(?:private|no-store|no-cache)\b/.test(cc)) return 0;
  const m = /\bs-maxage=(\d+)/.exec(cc);
  return m ? Number(m[1]) : 0;
}

export function createPageCache({
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
}: PageCacheOptions = {}): PageCache {
  const entries = new Map<string, Entry>();
  /** Renders in progress for expired pages, shared by everyone asking for that page meanwhile. */
  const pending = new Map<string, Promise<Entry | Response>>();
  let bytes = 0;
  /** Bumped by clear(): a render that started before it is not stored. */
  let generation = 0;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.body.byteLength;
    entries.delete(key);
  };

  const store = (key: string, e: Entry) => {
    if (e.body.byteLength > maxBytes / 4) return;
    drop(key);
    entries.set(key, e);
    bytes += e.body.byteLength;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  const answer = (e: Entry, nonce: string): Response => {
    const headers = new Headers(e.headers);
    headers.set("Age", String(Math.floor((now() - e.storedAt) / 1000)));
    const html = /^text\/html/i.test(headers.get("content-type") ?? "");
    const body = html && e.nonce !== nonce ? replaceAll(e.body, e.nonce, nonce) : e.body;
    return new Response(body as BodyInit, { status: e.status, headers });
  };

  /** Renders once for everyone waiting on `key`; a page not fit for sharing comes back as is. */
  const fill = async (key: string, nonce: string, render: () => Promise<Response>) => {
    const startedIn = generation;
    const res = await render();
    const maxAge = sharedMaxAge(res);
    if (maxAge <= 0) {
      drop(key);
      return res;
    }
    const body = new Uint8Array(await res.arrayBuffer());
    const t = now();
    const e: Entry = {
      status: res.status,
      headers: [...res.headers],
      body,
      nonce,
      storedAt: t,
      expiresAt: t + maxAge * 1000,
    };
    if (startedIn === generation) store(key, e);
    return e;
  };

  return {
    async handle(request, nonce, render) {
      if (!isCacheableRequest(request)) return render();
      // Unknown parameters and the search's case do not make another page (#49 §4).
      const url = new URL(request.url);
      const key = url.pathname + sharedPageSearch(url.searchParams);
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        // Most recently used last: eviction takes the head of the map.
        entries.delete(key);
        entries.set(key, hit);
        return answer(hit, nonce);
      }
      const waiting = pending.get(key);
      if (waiting) {
        const shared = await waiting;
        // No longer cacheable: the leader's body is its own; render ours.
        return shared instanceof Response ? render() : answer(shared, nonce);
      }
      // A page never seen renders as it comes. A page seen before and expired renders once for all
      // who ask meanwhile.
      const flight = fill(key, nonce, render);
      if (hit) {
        pending.set(key, flight);
        flight.finally(() => pending.delete(key)).catch(() => undefined);
      }
      const result = await flight;
      return result instanceof Response ? result : answer(result, nonce);
    },
    clear() {
      entries.clear();
      bytes = 0;
      generation++;
    },
    get size() {
      return entries.size;
    },
  };
}

/** `haystack` with every occurrence of the ASCII string `from` replaced by `to` (same length or not). */
function replaceAll(haystack: Uint8Array, from: string, to: string): Uint8Array {
  const buf = Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength);
  const needle = Buffer.from(from);
  const replacement = Buffer.from(to);
  const parts: Buffer[] = [];
  let start = 0;
  for (let i = buf.indexOf(needle); i !== -1; i = buf.indexOf(needle, start)) {
    parts.push(buf.subarray(start, i), replacement);
    start = i + needle.length;
  }
  if (start === 0) return haystack;
  parts.push(buf.subarray(start));
  return Buffer.concat(parts);
}
