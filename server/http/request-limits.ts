import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";

/** How many requests one client may make per window, e.g. placing orders. */
export interface LimitRule {
  windowSeconds: number;
  max: number;
}

/** Every this many counted requests, counters idle for a day are deleted. */
export const CLEANUP_EVERY = 100;

/**
 * "mail-recipient" and "mail-recipient-client" count mails a stranger can trigger per recipient and
 * kind, across clients and per client (server/mail/recipient-limit.ts); "sign-in-account" counts
 * sign-in attempts per account since its last success (server/auth/account-limit.ts). Their keys are
 * hashes of the address, not an IP.
 */
export type LimitScope =
  | "orders"
  | "withdrawals"
  | "mail-recipient"
  | "mail-recipient-client"
  | "sign-in-account"
  /** Wrong discount or voucher codes per client (#43 §3): server/vouchers/code-limit.ts. */
  | "codes";

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RequestLimits {
  /**
   * Counts one request of `ip` in `scope` and says whether it is still allowed. Requests without a
   * known client address (in-process calls, never a TCP connection) are not counted.
   */
  hit(scope: LimitScope, ip: string | undefined): Promise<LimitVerdict>;
  /**
   * Whether `ip` is over its limit in `scope`, without counting this request (a limit that counts only
   * failures: wrong codes, #43 §3).
   */
  peek(scope: LimitScope, ip: string | undefined): Promise<LimitVerdict>;
  /** Forgets the count of `key` in `scope` (a successful sign-in clears its account's attempts). */
  clear(scope: LimitScope, key: string): Promise<void>;
}

/**
 * Fixed-window counters per client IP in the database (the `rate_limits` table better-auth uses for
 * sign-in limits; our keys start with `bw:` so they never meet its own), so every process on one
 * PostgreSQL shares them. One atomic upsert per request: no read-then-write race between processes.
 * `last_request` holds the start of the current window for our keys.
 */
export function createRequestLimits(db: Db, rules: Partial<Record<LimitScope, LimitRule>>): RequestLimits {
  let hits = 0;
  return {
    async peek(scope, ip) {
      const rule = rules[scope];
      if (!ip || !rule) return { ok: true };
      const now = Date.now();
      const windowMs = rule.windowSeconds * 1000;
      const row = rowsOf(
        await db.execute(sql`select count, last_request from rate_limits where key = ${`bw:${scope}:${ip}`}`),
      )[0];
      if (!row) return { ok: true };
      const windowStart = Number(row.last_request);
      if (windowStart <= now - windowMs || Number(row.count) < rule.max) return { ok: true };
      return { ok: false, retryAfterSeconds: retryAfterSeconds(windowStart, windowMs, now) };
    },
    async clear(scope, key) {
      const k = `bw:${scope}:${key}`;
      await db.execute(sql`delete from rate_limits where key = ${k}`);
    },
    async hit(scope, ip) {
      const rule = rules[scope];
      if (!ip || !rule) return { ok: true };
      const { windowSeconds, max } = rule;
      const key = `bw:${scope}:${ip}`;
      const now = Date.now();
      const windowMs = windowSeconds * 1000;
      const expired = now - windowMs;
      const upsert = () =>
        db.execute(sql`
          insert into rate_limits (id, key, count, last_request)
          values (${key}, ${key}, 1, ${now})
          on conflict (key) do update set
            count = case when rate_limits.last_request <= ${expired} then 1 else rate_limits.count + 1 end,
            last_request = case when rate_limits.last_request <= ${expired} then ${now}
                                else rate_limits.last_request end
          returning count, last_request`);
      // The table has two unique indexes (id and key, better-auth's shape) and ON CONFLICT arbitrates only
      // one: the first requests of a client that arrive together can both insert, and the loser fails on
      // the primary key. By then the row exists, so once more takes the update path.
      const result = await upsert().catch((err) => {
        if (isUniqueViolation(err)) return upsert();
        throw err;
      });
      // Now and then forget counters of windows long over, so the table stays as small as the traffic.
      if (++hits % CLEANUP_EVERY === 0) {
        const day = now - 86_400_000 - windowMs;
        // A failed clean-up must not fail the request: the next one tries again.
        await db
          .execute(sql`delete from rate_limits where key like 'bw:%' and last_request < ${day}`)
          .catch(() => {});
      }
      const row = rowsOf(result)[0];
      const count = Number(row?.count ?? 1);
      if (count <= max) return { ok: true };
      const windowStart = Number(row?.last_request ?? now);
      return { ok: false, retryAfterSeconds: retryAfterSeconds(windowStart, windowMs, now) };
    },
  };
}

/** Whole seconds until the window that started at `windowStart` ends; at least 1. */
export function retryAfterSeconds(windowStart: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
}

/** node-postgres returns `{ rows }`, PGlite too; be tolerant of either shape. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
