import { describe, expect, it } from "vitest";
import { WITHDRAWAL_MESSAGES as M, parseDay, parseRefundAmount } from "./withdrawal-handling";

describe("withdrawal handling rules", () => {
  it("takes a refund typed German-style up to what is left, and nothing else", () => {
    expect(parseRefundAmount("24,99", 2499)).toEqual({ ok: true, value: 2499 });
    expect(parseRefundAmount(" 5 € ", 2499)).toEqual({ ok: true, value: 500 });
    expect(parseRefundAmount("24,99", 2498)).toEqual({ ok: false, message: M.amountTooHigh("24,98\u00a0€") });
    expect(parseRefundAmount("", 2499)).toEqual({ ok: false, message: M.amountMissing });
    expect(parseRefundAmount("zwölf", 2499)).toEqual({ ok: false, message: M.amountInvalid });
    expect(parseRefundAmount("-3", 2499)).toEqual({ ok: false, message: M.amountInvalid });
    expect(parseRefundAmount("0,00", 2499)).toEqual({ ok: false, message: M.amountZero });
  });

  it("takes a real calendar day, not after today", () => {
    expect(parseDay("2026-11-25", "2026-11-25")).toEqual({ ok: true, value: "2026-11-25" });
    expect(parseDay("2026-11-26", "2026-11-25")).toEqual({ ok: false, message: M.dateFuture });
    expect(parseDay("2026-02-30", "2026-11-25")).toEqual({ ok: false, message: M.dateInvalid });
    expect(parseDay("25.11.2026", "2026-11-25")).toEqual({ ok: false, message: M.dateInvalid });
  });
});
