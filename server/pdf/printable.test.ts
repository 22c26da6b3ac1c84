import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CJK_FONT_RANGES, TEXT_FONT_RANGES } from "../../domain/text/printable-ranges";

describe("checkout and the invoice agree on what prints (#29)", () => {
  it("domain/text/printable-ranges.ts is what the embedded fonts really have", () => {
    // Recomputes the tables from Inter and Noto Sans SC with fontkit; exits 1 when they differ.
    expect(() =>
      execFileSync(process.execPath, ["scripts/printable-ranges.mjs", "--check"], { stdio: "pipe" }),
    ).not.toThrow();
  });

  it("the tables are sorted and apart (the look-up is a binary search)", () => {
    for (const ranges of [TEXT_FONT_RANGES, CJK_FONT_RANGES]) {
      ranges.forEach(([a, b], i) => {
        expect(a).toBeLessThanOrEqual(b);
        if (i > 0) expect(a).toBeGreaterThan((ranges[i - 1] as readonly [number, number])[1] + 1);
      });
    }
  });
});
