import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { createServices } from "./services";
import { TEST_DATABASES } from "./testing/databases";
import { withTestDatabase } from "./testing/test-database";

describe.each(TEST_DATABASES)("HTTP API on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.open>>;
  let app: ReturnType<typeof createApp>;
  withTestDatabase(target, {}, async (opened) => {
    database = opened;
    app = createApp({ services: createServices(loadConfig({}), database) });
  });

  it("reports health 200 while the database answers", async () => {
    const res = await app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: target.name });
  });

  it("answers unknown API paths with a 404 and a message", async () => {
    const res = await app.request("/api/nope", { method: "POST" });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBeTruthy();
  });

  it("sets the security headers on every response", async () => {
    const res = await app.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    // PUBLIC_URL decides (#29), not a header any client can write.
    const forged = await app.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(forged.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("health when the database is gone", () => {
  it("answers 503 with a message", async () => {
    const database = await TEST_DATABASES[0]!.open();
    const app = createApp({ services: createServices(loadConfig({}), database) });
    await database.dispose();
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: "unavailable",
      error: "database_unavailable",
      message: "Die Datenbank ist nicht erreichbar.",
    });
  });
});
