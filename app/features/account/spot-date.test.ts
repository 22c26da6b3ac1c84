import { describe, expect, it } from "vitest";
import { spotDate } from "./spot-list";

describe("spotDate", () => {
  it("names the shop's calendar day, whatever the machine's time zone", () => {
    // 23:30 UTC on 25 November is 00:30 on 26 November in Berlin.
    expect(spotDate("2026-11-25T23:30:00.000Z", "de")).toBe("26. November 2026");
    expect(spotDate("2026-11-25T23:30:00.000Z", "en")).toBe("26 November 2026");
    expect(spotDate("2026-07-01T21:59:00.000Z", "de")).toBe("1. Juli 2026"); // summer time: UTC+2
  });
});
