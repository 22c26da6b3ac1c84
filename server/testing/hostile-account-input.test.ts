import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { accountsApp } from "./accounts";
import { TEST_DATABASES } from "./databases";
import { expectCleanAnswer, FUZZ_RUNS, FUZZ_TIMEOUT, fuzzEndpoint, hostileBody, oddString } from "./fuzz";
import { sendHostile } from "./fuzz-accounts";
import { withTestDatabase } from "./test-database";

/**
 * Hostile input against the account endpoints (issue #9), signed in: profile, saved plants, spots and
 * reviews. Only 2xx/4xx with a message; a refused request stores nothing. Sign-up and sign-in are in
 * hostile-auth-input.test.ts (a file of its own, so the two run in parallel workers: docs/ci-time.md).
 */
describe.each(TEST_DATABASES)("hostile account input on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  let cookie: string;
  let userId: string;
  let reviewId: string;
  withTestDatabase(target, {}, async (opened, { app }) => {
    database = opened;
    // Sign-in limits are tested in server/auth/rate-limit.test.ts; here they would only answer 429.
    t = app({ AUTH_RATE_LIMIT_MAX: "100000" });
    const signedUp = await t.signUp("Fritz Fuzz");
    cookie = signedUp.cookie;
    userId = signedUp.user.id;
    const res = await t.request("/api/reviews", {
      method: "POST",
      json: { plantId: "pothos", rating: 4, comment: "Wächst gut." },
      cookie,
    });
    reviewId = (await res.json()).id;
  });

  const send = (method: string, path: string | (() => string)) => sendHostile(t, method, path, cookie);

  it(
    `PATCH /api/profiles/:id: ${FUZZ_RUNS} hostile requests`,
    async () => {
      const body = hostileBody({ firstName: "Fritz", lastName: "Fuzz" });
      const r = await fuzzEndpoint(
        database,
        "profile",
        body,
        send("PATCH", () => `/api/profiles/${userId}`),
      );
      expect(r.accepted).toBeGreaterThan(0);
      expect(r.refused).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT,
  );

  it(
    `POST /api/saved-plants/merge: ${FUZZ_RUNS} hostile requests`,
    async () => {
      const body = hostileBody({ ids: ["pothos", "monstera-deliciosa"] });
      const r = await fuzzEndpoint(database, "saved plants", body, send("POST", "/api/saved-plants/merge"));
      expect(r.accepted).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT,
  );

  it(
    `POST /api/spots: ${FUZZ_RUNS} hostile requests`,
    async () => {
      const body = hostileBody({
        name: "Wohnzimmer, Südfenster",
        measurement: { light: "medium", confidence: 0.4, lux: 1500, method: "camera", path: "estimated" },
      });
      const r = await fuzzEndpoint(database, "spot", body, send("POST", "/api/spots"));
      expect(r.accepted).toBeGreaterThan(0);
      expect(r.refused).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT,
  );

  it(
    `POST /api/reviews: ${FUZZ_RUNS} hostile requests`,
    async () => {
      const body = hostileBody({ plantId: "monstera-deliciosa", rating: 5, comment: "Sehr schön." });
      const r = await fuzzEndpoint(database, "review", body, send("POST", "/api/reviews"));
      expect(r.refused).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT,
  );

  it(
    `PATCH /api/reviews/:id: ${FUZZ_RUNS} hostile requests`,
    async () => {
      const body = hostileBody({ rating: 3, comment: "Geht so." });
      const r = await fuzzEndpoint(
        database,
        "review edit",
        body,
        send("PATCH", () => `/api/reviews/${reviewId}`),
      );
      expect(r.accepted).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT,
  );

  it(
    `path parameters of saved plants, reviews and profiles: ${FUZZ_RUNS} hostile ids`,
    async () => {
      const q = (s: string) =>
        [...Buffer.from(s, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
      const routes: [string, (id: string) => string][] = [
        ["PUT", (id) => `/api/saved-plants/${id}`],
        ["DELETE", (id) => `/api/saved-plants/${id}`],
        ["GET", (id) => `/api/profiles/${id}`],
        ["GET", (id) => `/api/account/orders/${id}`],
        ["DELETE", (id) => `/api/reviews/${id}`],
      ];
      await fc.assert(
        fc.asyncProperty(fc.nat(routes.length - 1), oddString, async (i, s) => {
          const [method, path] = routes[i]!;
          const res = await t.request(path(q(s) || "x"), {
            method,
            cookie,
            headers: { origin: t.config.publicUrl },
          });
          await expectCleanAnswer(res, `${method} ${path("…")}`);
        }),
        { numRuns: FUZZ_RUNS },
      );
    },
    FUZZ_TIMEOUT,
  );
});
