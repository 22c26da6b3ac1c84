import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type accountsApp, STRONG_PASSWORD } from "./accounts";
import { TEST_DATABASES } from "./databases";
import { FUZZ_RUNS, FUZZ_TIMEOUT, fuzzEndpoint, hostileBody } from "./fuzz";
import { sendHostile } from "./fuzz-accounts";
import { withTestDatabase } from "./test-database";

/**
 * Hostile input against sign-up and sign-in (better-auth, issue #9): only 2xx/4xx with a message; a
 * refused request stores nothing. The signed-in account endpoints are in hostile-account-input.test.ts.
 */
describe.each(TEST_DATABASES)("hostile sign-up and sign-in input on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    // Sign-in limits are tested in server/auth/rate-limit.test.ts; here they would only answer 429.
    t = app({ AUTH_RATE_LIMIT_MAX: "100000" });
  });

  const send = (method: string, path: string) => sendHostile(t, method, path);

  // Every well-formed sign-up or sign-in costs a deliberately slow password hash (~150–350 ms here),
  // so most runs (about 40 of 41) start from a skeleton that the endpoints refuse before hashing; the
  // rest are valid and go through the whole hashing path.
  const AUTH_TIMEOUT = FUZZ_TIMEOUT;

  it(
    `sign-up: ${FUZZ_RUNS} hostile requests`,
    async () => {
      let n = 0;
      const valid = () => ({
        name: "Nora Neu",
        email: `fuzz${++n}@example.de`,
        password: STRONG_PASSWORD,
        callbackURL: "/auth/callback",
        acceptTerms: true,
      });
      const body = fc
        .oneof(
          { weight: 1, arbitrary: fc.constant(null).map(valid) },
          { weight: 20, arbitrary: fc.constant(null).map(() => ({ ...valid(), password: "kurz" })) },
          { weight: 20, arbitrary: fc.constant(null).map(() => ({ ...valid(), email: "fuzz-ohne-at" })) },
        )
        .chain((v) => hostileBody(v));
      const r = await fuzzEndpoint(database, "sign-up", body, send("POST", "/api/auth/sign-up/email"));
      expect(r.refused).toBeGreaterThan(0);
    },
    AUTH_TIMEOUT,
  );

  it(
    `sign-in: ${FUZZ_RUNS} hostile requests`,
    async () => {
      const body = fc
        .oneof(
          { weight: 1, arbitrary: fc.constant({ email: "fuzz1@example.de", password: STRONG_PASSWORD }) },
          {
            weight: 40,
            arbitrary: fc.constant({ email: "fuzz-ohne-at", password: STRONG_PASSWORD, rememberMe: true }),
          },
        )
        .chain((v) => hostileBody(v));
      const r = await fuzzEndpoint(database, "sign-in", body, send("POST", "/api/auth/sign-in/email"));
      expect(r.refused).toBeGreaterThan(0);
    },
    AUTH_TIMEOUT,
  );

  it(
    "lone surrogates in any sign-up or sign-in field are a 400 with a message (found by the fuzzer)",
    async () => {
      const lone = "\ud800";
      const bodies: [string, Record<string, unknown>][] = [
        ["sign-up", { name: {}, email: "lone1@example.de", password: "nOKy=^tN2#", callbackURL: lone }],
        ["sign-up", { name: lone, email: "lone2@example.de", password: STRONG_PASSWORD }],
        ["sign-up", { name: "Lone", email: "lone3@example.de", password: `${STRONG_PASSWORD}${lone}` }],
        ["sign-in", { email: "lone1@example.de", password: STRONG_PASSWORD, callbackURL: lone }],
        ["sign-in", { email: `lone${lone}@example.de`, password: STRONG_PASSWORD }],
      ];
      for (const [kind, json] of bodies) {
        const res = await t.request(`/api/auth/${kind}/email`, { method: "POST", json });
        // A lone surrogate as callbackURL is no address of ours: better-auth's origin check (on in
        // tests too since #29, as in production) refuses it with 403 before the text check's 400.
        expect(res.status, JSON.stringify(json)).toBe("callbackURL" in json ? 403 : 400);
        expect((await res.json()).message).toBeTruthy();
      }
    },
    FUZZ_TIMEOUT,
  );
});
