import { sql } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import type { Database } from "../db/client";

/**
 * Hostile-input fuzzing helpers (issue #9): bodies that are almost right, plain garbage, wrong content
 * types, huge strings and odd Unicode, and the checks every answer must pass.
 */

/** fast-check runs per endpoint. */
export const FUZZ_RUNS = 1_000;
/** A ceiling, not a target: a thousand requests take 5–40 s, several times that on a busy machine. */
export const FUZZ_TIMEOUT = 300_000;

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/vnd.api+json",
  "application/json; charset=utf-16",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----blattwerk",
  "",
] as const;

const NASTY = [
  "",
  " ",
  "\u0000",
  "\u202eevil",
  // #29: a mail header through a name, terminal escapes, invisible-only names, unprintable scripts.
  "Anna\r\nBcc: evil@example.org",
  "\u001b[31mrot\u001b[0m\u0007",
  "\u200b\u200c\u200d\ufeff",
  "\u3164",
  "محمد",
  "\ud800",
  "\udfff\ud800",
  "🌿".repeat(300),
  "Z̷̢̛a̸l̵g̶o̴",
  "' OR 1=1 --",
  "'; drop table orders; --",
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "prototype",
  "{{7*7}}",
  "../../etc/passwd",
  "a".repeat(5_000),
  "ä".repeat(20_000),
  "9".repeat(400),
  "-0",
  "NaN",
  "1e309",
];

/** Strings nobody should send: lone surrogates, control characters, RTL marks, injections, megabytes. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 120 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...NASTY) },
);

const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -1, 1, 99, 100, 2 ** 31, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-300),
);

const wild: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  oddNumber,
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

/**
 * Values around a valid one: each field kept, changed to something of the same kind, replaced by
 * something wild or left out; objects sometimes get an extra field, arrays a different length.
 */
export function around(valid: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(valid)) {
    const element = valid.length ? around(valid[0], depth + 1) : wild;
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant(valid) },
      { weight: 3, arbitrary: fc.array(element, { maxLength: depth ? 8 : 60 }) },
      { weight: 1, arbitrary: wild },
    );
  }
  if (valid && typeof valid === "object") {
    const fields = Object.fromEntries(
      Object.entries(valid).map(([k, v]) => [
        k,
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(v) },
          { weight: 3, arbitrary: around(v, depth + 1) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
      ]),
    );
    const record = fc.record(fields);
    return fc.oneof(
      { weight: 6, arbitrary: record },
      {
        weight: 1,
        arbitrary: fc.tuple(record, oddString, wild).map(([r, k, v]) => ({ ...(r as object), [k]: v })),
      },
      { weight: 1, arbitrary: wild },
    );
  }
  if (typeof valid === "string") {
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant(valid) },
      { weight: 2, arbitrary: oddString },
      { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
      { weight: 1, arbitrary: wild },
    );
  }
  if (typeof valid === "number") {
    return fc.oneof({ weight: 2, arbitrary: fc.constant(valid) }, { weight: 2, arbitrary: oddNumber }, wild);
  }
  return fc.oneof(fc.constant(valid), wild);
}

export interface HostileBody {
  contentType: string;
  body: string | Uint8Array;
}

/** A request body: mostly JSON near `valid`, else any JSON, raw garbage, broken JSON or bytes. */
export function hostileBody(valid: unknown): fc.Arbitrary<HostileBody> {
  const json = (v: unknown) => JSON.stringify(v) ?? "null";
  return fc.record({
    contentType: fc.oneof(
      { weight: 5, arbitrary: fc.constant("application/json") },
      { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    ),
    body: fc.oneof(
      { weight: 8, arbitrary: around(valid).map(json) },
      { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
      { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 400 }) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 400 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "",
          "{",
          "[1,2",
          '{"a":1}}',
          "\ufeff{}",
          "null",
          "1e309",
          '{"__proto__":{"polluted":1}}',
          '{"constructor":{"prototype":{"polluted":1}}}',
          `{"x":"${"y".repeat(70_000)}"}`,
          `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
        ),
      },
    ),
  });
}

export function requestInit(
  method: string,
  b: HostileBody,
  headers: Record<string, string> = {},
): RequestInit {
  const h = new Headers(headers);
  if (b.contentType) h.set("content-type", b.contentType);
  return { method, headers: h, body: b.body as BodyInit };
}

/** Every answer to hostile input: never 5xx; a 4xx is JSON with a German message. */
export async function expectCleanAnswer(res: Response, what: string): Promise<void> {
  if (res.status >= 500) {
    throw new Error(`${what}: ${res.status} ${await res.text().catch(() => "")}`);
  }
  if (res.status >= 400) {
    expect(res.headers.get("content-type") ?? "", `${what}: content type`).toMatch(/application\/json/);
    const body = (await res.json()) as { message?: unknown };
    expect(typeof body.message === "string" && body.message.length > 0, `${what}: message`).toBe(true);
  } else {
    await res.arrayBuffer();
  }
}

/** Rows of every table a request could write to, in one query. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const result = (await database.db.execute(sql`select
      (select count(*) from orders) as orders,
      (select count(*) from order_items) as order_items,
      (select count(*) from withdrawals) as withdrawals,
      (select count(*) from users) as users,
      (select count(*) from sessions) as sessions,
      (select count(*) from accounts) as accounts,
      (select count(*) from profiles) as profiles,
      (select count(*) from saved_plants) as saved_plants,
      (select count(*) from reviews) as reviews,
      (select count(*) from spots) as spots`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
}

/** Orders stored without any item: must always be none. */
export async function ordersWithoutItems(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*) as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  )) as unknown as { rows: { n: unknown }[] };
  return Number(result.rows[0]!.n);
}

/**
 * Runs `FUZZ_RUNS` hostile requests through `send`: each answer is clean, and a refused request
 * (4xx) changes no table.
 */
export async function fuzzEndpoint(
  database: Database,
  what: string,
  body: fc.Arbitrary<HostileBody>,
  send: (b: HostileBody) => Response | Promise<Response>,
  { runs = FUZZ_RUNS }: { runs?: number } = {},
): Promise<{ accepted: number; refused: number; statuses: Record<number, number> }> {
  const statuses: Record<number, number> = {};
  // The counts after one run are the counts before the next: one query per run.
  let last: Record<string, number> | null = null;
  await fc.assert(
    fc.asyncProperty(body, async (b) => {
      const before = last ?? (await rowCounts(database));
      last = null;
      const res = await send(b);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      await expectCleanAnswer(res, what);
      const after = await rowCounts(database);
      if (res.status >= 400) expect(after, `${what}: refused but stored`).toEqual(before);
      last = after;
    }),
    { numRuns: runs },
  );
  let accepted = 0;
  let refused = 0;
  for (const [s, n] of Object.entries(statuses)) {
    if (Number(s) < 400) accepted += n;
    else refused += n;
  }
  return { accepted, refused, statuses };
}
