import { describe, expect, it } from "vitest";
import { formatShopDate, formatShopDateTime, formatShopTime } from "./shop-dates";

describe("shop dates", () => {
  it("name the shop's calendar day, whatever the machine's time zone", () => {
    // 23:30 UTC on 25 November is 00:30 on 26 November in Berlin.
    expect(formatShopDate("2026-11-25T23:30:00.000Z", "de")).toBe("26. November 2026");
    expect(formatShopDate("2026-11-25T23:30:00.000Z", "en")).toBe("26 November 2026");
    expect(formatShopDate("2026-07-01T21:59:00.000Z", "de")).toBe("1. Juli 2026"); // summer time: UTC+2
  });

  it("give the time on the shop's clock", () => {
    const at = Date.UTC(2026, 10, 26, 11, 5, 9);
    expect(formatShopDateTime(at, "de")).toBe("26. November 2026 um 12:05");
    expect(formatShopDateTime(at, "en")).toBe("26 November 2026 at 12:05");
    expect(formatShopTime(at, "de")).toBe("12:05:09");
  });
});
