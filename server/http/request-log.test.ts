import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { REQUEST_ID_HEADER, requestLog } from "./request-log";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function app(options: { enabled?: boolean; trustProxy?: boolean } = {}) {
  const lines: string[] = [];
  let clock = 1000;
  const a = new Hono<{ Variables: { requestId: string } }>();
  a.use(
    requestLog({
      enabled: options.enabled ?? true,
      trustProxy: options.trustProxy ?? false,
      write: (l) => lines.push(l),
      now: () => (clock += 12.34),
    }),
  );
  a.get("/seen", (c) => c.text(c.get("requestId")));
  a.get("/boom", () => {
    throw new Error("bug");
  });
  a.onError((_e, c) => c.text("Fehler", 500));
  return { a, lines };
}

describe("requestLog", () => {
  it("gives every request its own id, available to handlers and answered in X-Request-Id", async () => {
    const { a } = app();
    const one = await a.request("/seen");
    const two = await a.request("/seen");
    const id = one.headers.get(REQUEST_ID_HEADER)!;
    expect(id).toMatch(UUID);
    expect(await one.text()).toBe(id);
    expect(two.headers.get(REQUEST_ID_HEADER)).not.toBe(id);
  });

  it("takes a proxy's id only behind a trusted proxy, and only a plain one", async () => {
    const passed = (v: string) => ({ headers: { [REQUEST_ID_HEADER]: v } });
    const trusted = app({ trustProxy: true }).a;
    expect((await trusted.request("/seen", passed("lb-7f3a.42"))).headers.get(REQUEST_ID_HEADER)).toBe(
      "lb-7f3a.42",
    );
    for (const bad of ["a b", '"}{"x', "x".repeat(101), ""])
      expect((await trusted.request("/seen", passed(bad))).headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    const direct = app({ trustProxy: false }).a;
    expect((await direct.request("/seen", passed("lb-7f3a.42"))).headers.get(REQUEST_ID_HEADER)).toMatch(
      UUID,
    );
  });

  it("writes one JSON line per request: time, id, method, path without the query, status, duration", async () => {
    const { a, lines } = app();
    const res = await a.request("/seen?token=geheim&q=monstera");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      id: res.headers.get(REQUEST_ID_HEADER),
      method: "GET",
      path: "/seen",
      status: 200,
      ms: 12.3,
    });
    expect(lines[0]).not.toContain("geheim");
  });

  it("logs failed requests with their status and answers their id too", async () => {
    const { a, lines } = app();
    const res = await a.request("/boom");
    expect(res.status).toBe(500);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      path: "/boom",
      status: 500,
      id: res.headers.get(REQUEST_ID_HEADER),
    });
    await a.request("/nowhere");
    expect(JSON.parse(lines[1]!)).toMatchObject({ path: "/nowhere", status: 404 });
  });

  it("writes nothing when request logging is off, but still assigns the id", async () => {
    const { a, lines } = app({ enabled: false });
    const res = await a.request("/seen");
    expect(res.headers.get(REQUEST_ID_HEADER)).toMatch(UUID);
    expect(lines).toEqual([]);
  });
});
