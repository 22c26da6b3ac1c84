import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The end-to-end tests start every browser context through tests/e2e/fixtures.ts, which makes the cookie
 * choice before any page script runs: a bare `browser.newContext(` opened the consent dialog over a form
 * mid-typing in three red or flaky runs (#44). Review screenshots go through the same module, which takes
 * them only with SCREENSHOTS=1: on a green run they assert nothing and cost time.
 */
const E2E = path.join(import.meta.dirname, "../../tests/e2e");
const FIXTURES = "fixtures.ts";

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name)).map((f) => path.join(e.name, f))
      : /\.(ts|tsx|mjs|js)$/.test(e.name)
        ? [e.name]
        : [],
  );
}

/** `file:line: text` of every line of the e2e sources outside the fixtures that matches `pattern`. */
function outsideFixtures(pattern: RegExp): string[] {
  return sources(E2E)
    .filter((f) => f !== FIXTURES)
    .flatMap((f) =>
      readFileSync(path.join(E2E, f), "utf8")
        .split("\n")
        .flatMap((line, i) => (pattern.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
    );
}

describe("end-to-end tests", () => {
  it("open browser contexts only through the consent fixture (tests/e2e/fixtures.ts)", () => {
    expect(outsideFixtures(/\.newContext\s*\(/)).toEqual([]);
  });

  it("take review screenshots only through reviewScreenshot (SCREENSHOTS=1)", () => {
    expect(outsideFixtures(/\.screenshot\s*\(/)).toEqual([]);
  });
});
