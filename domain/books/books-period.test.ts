import { describe, expect, it } from "vitest";
import { lastMonth, parsePeriod } from "./books-period";

describe("the books' period", () => {
  it("defaults to last month in Berlin, also across a year and at a month's first hour", () => {
    expect(lastMonth(new Date("2026-11-26T12:00:00Z"))).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(lastMonth(new Date("2026-01-10T12:00:00Z"))).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(lastMonth(new Date("2024-03-05T12:00:00Z"))).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    // 00:30 on 1 December in Berlin is still 30 November in UTC: Berlin's month counts.
    expect(lastMonth(new Date("2026-11-30T23:30:00Z"))).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(parsePeriod(null, null, new Date("2026-11-26T12:00:00Z"))).toEqual({
      ok: true,
      period: { from: "2026-10-01", to: "2026-10-31" },
    });
  });

  it("takes two days in one year, from before to", () => {
    expect(parsePeriod("2026-01-01", "2026-12-31")).toEqual({
      ok: true,
      period: { from: "2026-01-01", to: "2026-12-31" },
    });
    expect(parsePeriod("2026-05-05", "2026-05-05").ok).toBe(true);
  });

  it("answers bad input with a code (the page's German message), keeping what was typed", () => {
    expect(parsePeriod("2026-10-01", "")).toMatchObject({ ok: false, error: "period_missing" });
    expect(parsePeriod("2026-02-30", "2026-03-01")).toMatchObject({
      ok: false,
      error: "period_invalid",
    });
    // Month 13, day 45: no date, and no exception either (#49 §4: the page and DATEV download answered 500).
    for (const [from, to] of [
      ["2026-13-45", "2026-12-31"],
      ["2026-01-01", "2026-02-99"],
      ["9999-99-99", "9999-99-99"],
      ["2026-00-10", "2026-01-01"],
    ])
      expect(parsePeriod(from, to)).toMatchObject({ ok: false, error: "period_invalid" });
    expect(parsePeriod("gestern", "heute")).toMatchObject({ ok: false, from: "gestern", to: "heute" });
    expect(parsePeriod("2026-10-31", "2026-10-01")).toMatchObject({
      ok: false,
      error: "period_reversed",
    });
    expect(parsePeriod("2025-12-01", "2026-01-31")).toMatchObject({
      ok: false,
      error: "period_two_years",
    });
  });
});
