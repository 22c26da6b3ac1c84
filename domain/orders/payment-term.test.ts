import { describe, expect, it } from "vitest";
import { DEFAULT_PAYMENT_TERM_DAYS, dueDate, paymentTerm, paymentTermSentence } from "./payment-term";

describe("the one payment term", () => {
  it("is worded once per language, with the configured days", () => {
    expect(DEFAULT_PAYMENT_TERM_DAYS).toBe(14);
    expect(paymentTerm("de", 21)).toBe("Zahlbar ohne Abzug innerhalb von 21 Tagen ab Rechnungsdatum.");
    expect(paymentTerm("en", 21)).toBe("Payable without deduction within 21 days of the invoice date.");
    expect(paymentTermSentence("de", 21).startsWith(paymentTerm("de", 21))).toBe(true);
    expect(paymentTermSentence("de", 21)).toContain("am Versandtag per E-Mail");
    expect(paymentTermSentence("en", 21)).toContain("on the day we ship");
  });

  it("due date = invoice date + days, across months, years and leap days; no time zone can move it", () => {
    expect(dueDate("2026-11-26", 14)).toBe("2026-12-10");
    expect(dueDate("2026-12-20", 14)).toBe("2027-01-03");
    expect(dueDate("2028-02-15", 14)).toBe("2028-02-29");
    expect(dueDate("2026-03-20", 14)).toBe("2026-04-03"); // over the change to summer time
    expect(dueDate("2026-01-31", 30)).toBe("2026-03-02");
  });

  it("refuses what is not a calendar day", () => {
    expect(() => dueDate("26.11.2026", 14)).toThrow(/calendar day/);
    expect(() => dueDate("2026-13-01", 14)).toThrow(/calendar day/);
  });
});
