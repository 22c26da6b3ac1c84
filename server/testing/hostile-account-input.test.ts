import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsApp, STRONG_PASSWORD } from "./accounts";
import { TEST_DATABASES } from "./databases";
import {
  expectCleanAnswer,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  fuzzEndpoint,
  hostileBody,
  oddString,
  requestInit,
} from "./fuzz";

/**
 * Hostile input against the account endpoints (issue #9): sign-up and sign-in (better-auth), profile,
 * saved plants and reviews, signed in. Only 2xx/4xx with a message; a refused request stores nothing.
 */
describe.each(TEST_DATABASES)("hostile account input on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let t: ReturnType<typeof accountsApp>;
  let cookie: string;
  let userId: string;
  let reviewId: string;
  beforeAll(async () => {
    database = await target.open();
    // Sign-in limits are tested in server/auth/rate-limit.test.ts; here they would only answer 429.
    t = accountsApp(database, { AUTH_RATE_LIMIT_MAX: "100000" });
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
  afterAll(async () => {
    await t?.services.outbox.flush();
    await database?.dispose();
  });

  const send =
    (method: string, path: string | (() => string), signedIn = true) =>
    (b: Parameters<typeof requestInit>[1]) =>
      t.app.request(
        typeof path === "string" ? path : path(),
        requestInit(method, b, {
          origin: t.config.publicUrl,
          ...(signedIn ? { cookie } : {}),
        }),
        { incoming: { socket: { remoteAddress: "198.51.100.9" } } },
      );

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
      const r = await fuzzEndpoint(database, "sign-up", body, send("POST", "/api/auth/sign-up/email", false));
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
      const r = await fuzzEndpoint(database, "sign-in", body, send("POST", "/api/auth/sign-in/email", false));
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
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect((await res.json()).message).toBeTruthy();
      }
    },
    FUZZ_TIMEOUT,
  );

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
