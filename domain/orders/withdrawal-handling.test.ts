import { describe, expect, it } from "vitest";
import { parseDay } from "./withdrawal-handling";

describe("withdrawal handling rules", () => {
  it("takes a real calendar day, not after today", () => {
    expect(parseDay("2026-11-25", "2026-11-25")).toEqual({ ok: true, value: "2026-11-25" });
    expect(parseDay("2026-11-26", "2026-11-25")).toEqual({ ok: false, error: "day_in_future" });
    expect(parseDay("2026-02-30", "2026-11-25")).toEqual({ ok: false, error: "day_invalid" });
    expect(parseDay("25.11.2026", "2026-11-25")).toEqual({ ok: false, error: "day_invalid" });
  });
});
