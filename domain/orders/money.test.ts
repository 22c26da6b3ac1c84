import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatEuroInput, parseEuroInput } from "./money";

describe("euro amounts typed in a German form", () => {
  it.each([
    ["29,99", 2999],
    ["29,9", 2990],
    ["29,", 2900],
    ["29", 2900],
    ["0", 0],
    [" 29,99 € ", 2999],
    ["1.299,50", 129950],
    ["1.299", 129900],
    ["29.99", 2999],
    ["29.5", 2950],
    ["100000", 10_000_000],
  ])("%j is %i cents", (text, cents) => {
    expect(parseEuroInput(text)).toBe(cents);
  });
  it.each(["", "  ", "abc", "-5", "29,999", "2,9,9", "1.29,50", "29.999.1", "1e3", "100000,01"])(
    "%j is no amount",
    (text) => {
      expect(parseEuroInput(text)).toBeUndefined();
    },
  );
  it("reads back what it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(parseEuroInput(formatEuroInput(cents))).toBe(cents);
      }),
    );
    expect(formatEuroInput(2999)).toBe("29,99");
    expect(formatEuroInput(3000)).toBe("30");
    expect(formatEuroInput(2950)).toBe("29,50");
  });
});
