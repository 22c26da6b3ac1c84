import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "../../domain/text/zod-mini";
import { API_MESSAGES, api, apiMessages, contract } from "./api";

const idsContract = z.object({ ids: z.array(z.string()) });

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("api: the browser's one way to call our JSON API", () => {
  it("sends JSON with the session cookie and gives back the checked answer", async () => {
    const fetch = answer(200, { ids: ["pothos"] });
    const res = await api("/api/saved-plants/merge", idsContract, { method: "POST", json: { ids: [] } });
    expect(res).toEqual({ ok: true, status: 200, data: { ids: ["pothos"] } });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/saved-plants/merge");
    expect(init).toMatchObject({ method: "POST", credentials: "same-origin", body: '{"ids":[]}' });
    expect(init.headers).toMatchObject({ "content-type": "application/json", accept: "application/json" });
  });

  it("loads a named contract of domain/contracts/responses.ts with the call and checks against it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    answer(200, { ids: ["pothos"] });
    expect(await api("/api/saved-plants", contract("savedPlants"))).toMatchObject({
      ok: true,
      data: { ids: ["pothos"] },
    });
    answer(200, { plants: [{ id: "pothos" }] });
    expect(await api("/api/plants?ids=pothos", contract("plantList"))).toMatchObject({
      ok: false,
      error: { error: "unexpected_response" },
    });
  });

  it("refuses an answer that does not match its contract", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    answer(200, { ids: "pothos" });
    const res = await api("/api/saved-plants", idsContract);
    expect(res).toMatchObject({ ok: false, fromServer: false, error: { message: API_MESSAGES.unexpected } });
  });

  it("passes the server's German message, code, field errors and reasons on", async () => {
    answer(400, {
      error: "invalid_order",
      message: "Bitte gib deine Stadt ein.",
      fieldErrors: { "shipping.city": "Bitte gib deine Stadt ein." },
      code: "WEAK_PASSWORD",
      reasons: ["zu kurz", 7],
    });
    const res = await api("/api/orders", idsContract, { method: "POST", json: {} });
    expect(res).toEqual({
      ok: false,
      status: 400,
      fromServer: true,
      error: {
        error: "invalid_order",
        message: "Bitte gib deine Stadt ein.",
        fieldErrors: { "shipping.city": "Bitte gib deine Stadt ein." },
        code: "WEAK_PASSWORD",
        reasons: ["zu kurz"],
      },
    });
  });

  it("gives a German message of its own for answers without one (a proxy's error page)", async () => {
    answer(502, "<html>Bad Gateway</html>");
    expect(await api("/api/plants", idsContract)).toMatchObject({
      ok: false,
      status: 502,
      fromServer: false,
      error: { message: API_MESSAGES.server },
    });
    answer(404, {});
    expect(await api("/api/plants", idsContract)).toMatchObject({
      error: { message: API_MESSAGES.unexpected },
    });
  });

  it("reports a network failure as such, and lets an aborted request reject", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await api("/api/plants", idsContract)).toMatchObject({
      ok: false,
      status: 0,
      error: { error: "network", message: API_MESSAGES.network },
    });
    const ctrl = new AbortController();
    ctrl.abort();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new DOMException("aborted", "AbortError"))),
    );
    await expect(api("/api/plants", idsContract, { signal: ctrl.signal })).rejects.toThrow("aborted");
  });
});

describe("api: the page's language (#19)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names the page's locale in X-Shop-Locale and answers its own failures in it", async () => {
    vi.stubGlobal("window", { location: { pathname: "/en/checkout" } });
    const fetch = answer(500, "not json");
    const res = await api("/api/orders", idsContract, { method: "POST", json: {} });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ "X-Shop-Locale": "en" });
    expect(res).toMatchObject({ ok: false, error: { message: apiMessages.en.server } });
  });

  it("sends de from a German page, whatever the browser prefers", async () => {
    vi.stubGlobal("window", { location: { pathname: "/checkout" } });
    const fetch = answer(200, { ids: [] });
    await api("/api/orders", idsContract);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ "X-Shop-Locale": "de" });
  });
});
