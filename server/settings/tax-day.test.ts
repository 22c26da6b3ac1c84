import { describe, expect, it } from "vitest";
import { watchTaxDay } from "./tax-day";

describe("a dated small-business switch drops the cached pages at its midnight (#50 §5)", () => {
  it("turns once at 00:00 in Berlin, not before, not twice", () => {
    let clock = new Date("2026-12-31T22:59:00Z"); // 23:59 in Berlin
    const changes: string[] = [];
    const watch = watchTaxDay({
      tax: () => ({ smallBusiness: false, since: "2027-01-01" }), // VAT from 1 January
      publicChanges: { changed: (what) => changes.push(what) },
      now: () => clock,
    });
    try {
      expect(watch.check()).toBe(false);
      clock = new Date("2026-12-31T23:00:30Z"); // 00:00:30 in Berlin
      expect(watch.check()).toBe(true);
      expect(watch.check()).toBe(false);
      expect(changes).toEqual(["settings"]);
    } finally {
      watch.stop();
    }
  });
});
