import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it, vi } from "vitest";
import { registerBenchStatic } from "./bench-static";

const dir = mkdtempSync(path.join(os.tmpdir(), "bw-bench-static-test-"));
writeFileSync(path.join(dir, "shop.html"), "<p>static</p>");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("benchmark-only static route", () => {
  it("does not exist unless BENCH_STATIC_DIR is given", async () => {
    const app = new Hono();
    registerBenchStatic(app, undefined);
    expect((await app.request("/__bench/shop.html")).status).toBe(404);
  });

  it("serves the folder under /__bench/ when given", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const app = new Hono();
    registerBenchStatic(app, dir);
    const res = await app.request("/__bench/shop.html");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<p>static</p>");
    expect((await app.request("/__bench/../package.json")).status).toBe(404);
  });
});
