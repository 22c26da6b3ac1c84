import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  calendarDay,
  DELIVERY_PROMISE_DAYS,
  deliveryEstimate,
  deliveryEstimateText,
  deliveryEstimateTextEnglish,
  deliveryPromise,
  dispatchDay,
  dispatchDueBefore,
  dispatchText,
  dispatchTextEnglish,
  easterSunday,
  formatEnglishDate,
  formatEnglishDayAndMonth,
  formatGermanDate,
  germanNationwideHolidays,
  isGermanHoliday,
  isWeekend,
  isWorkingDay,
  shopClock,
  workingDaysUntil,
} from "./delivery";

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** Any instant between 2000 and 2100. */
const anyInstant = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms));

describe("Easter and the nationwide holidays", () => {
  it.each([
    [1818, "1818-03-22"],
    [2000, "2000-04-23"],
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
  ])("Easter %i is on %s", (year, date) => {
    expect(iso(easterSunday(year))).toBe(date);
  });

  it("Easter is always a Sunday between 22 March and 25 April", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const e = easterSunday(year);
        expect(e.getUTCDay()).toBe(0);
        expect(e.getTime()).toBeGreaterThanOrEqual(calendarDay(year, 3, 22).getTime());
        expect(e.getTime()).toBeLessThanOrEqual(calendarDay(year, 4, 25).getTime());
      }),
    );
  });

  it("lists the nine holidays of 2026", () => {
    expect(germanNationwideHolidays(2026).map((h) => `${h.name} ${iso(h.day)}`)).toEqual([
      "Neujahr 2026-01-01",
      "Karfreitag 2026-04-03",
      "Ostermontag 2026-04-06",
      "Tag der Arbeit 2026-05-01",
      "Christi Himmelfahrt 2026-05-14",
      "Pfingstmontag 2026-05-25",
      "Tag der Deutschen Einheit 2026-10-03",
      "1. Weihnachtstag 2026-12-25",
      "2. Weihnachtstag 2026-12-26",
    ]);
  });

  it("ignores regional holidays", () => {
    expect(isGermanHoliday(calendarDay(2026, 6, 4))).toBe(false); // Fronleichnam
    expect(isGermanHoliday(calendarDay(2026, 11, 1))).toBe(false); // Allerheiligen
  });
});

describe("shop clock", () => {
  it("reads Berlin wall time in winter and summer", () => {
    expect(shopClock(new Date("2026-11-23T12:59:00Z"))).toMatchObject({ hour: 13, minute: 59 });
    expect(shopClock(new Date("2026-07-01T12:00:00Z"))).toMatchObject({ hour: 14, minute: 0 });
    // 23:30 UTC on Sunday is already Monday in Berlin.
    expect(iso(shopClock(new Date("2026-11-22T23:30:00Z")).day)).toBe("2026-11-23");
  });
});

describe("dispatch (spec §9)", () => {
  it.each([
    ["Monday 13:59", "2026-11-23T12:59:00Z", "2026-11-23"],
    ["Monday 14:00", "2026-11-23T13:00:00Z", "2026-11-24"],
    ["Friday 13:59", "2026-11-27T12:59:00Z", "2026-11-27"],
    ["Friday 14:00", "2026-11-27T13:00:00Z", "2026-11-30"],
    ["Saturday morning", "2026-11-28T08:00:00Z", "2026-11-30"],
    ["Sunday", "2026-11-29T10:00:00Z", "2026-11-30"],
    ["summer Wednesday 13:59 CEST", "2026-07-01T11:59:00Z", "2026-07-01"],
    ["summer Wednesday 14:00 CEST", "2026-07-01T12:00:00Z", "2026-07-02"],
    ["Christmas Eve afternoon", "2026-12-24T15:00:00Z", "2026-12-28"],
    ["Maundy Thursday afternoon", "2026-04-02T13:00:00Z", "2026-04-07"],
    ["Good Friday morning", "2026-04-03T07:00:00Z", "2026-04-07"],
  ])("%s ships on %s", (_label, now, day) => {
    expect(iso(dispatchDay(new Date(now)))).toBe(day);
  });

  it("says the day with the German month name", () => {
    expect(dispatchText(new Date("2026-11-27T13:00:00Z"))).toBe(
      "Deine Bestellung wird am 30. November versandt.",
    );
    expect(dispatchText(new Date("2026-03-02T08:00:00Z"))).toBe("Deine Bestellung wird am 2. März versandt.");
  });

  it("is always a working day, today only before 14:00 on a working day", () => {
    fc.assert(
      fc.property(anyInstant, (now) => {
        const { day: today, hour } = shopClock(now);
        const d = dispatchDay(now);
        expect(isWorkingDay(d)).toBe(true);
        expect(d.getTime() === today.getTime()).toBe(isWorkingDay(today) && hour < 14);
        expect(d.getTime()).toBeGreaterThanOrEqual(today.getTime());
      }),
    );
  });
});

describe("dispatches due (#34)", () => {
  it("is 14:00 Berlin of today on a working day, of the last working day otherwise", () => {
    // Friday 27 November 2026 (winter: 13:00 UTC); Saturday and Sunday look back to it.
    expect(dispatchDueBefore(new Date("2026-11-27T09:00:00Z")).toISOString()).toBe(
      "2026-11-27T13:00:00.000Z",
    );
    expect(dispatchDueBefore(new Date("2026-11-29T20:00:00Z")).toISOString()).toBe(
      "2026-11-27T13:00:00.000Z",
    );
    // Summer: 12:00 UTC.
    expect(dispatchDueBefore(new Date("2026-07-01T05:00:00Z")).toISOString()).toBe(
      "2026-07-01T12:00:00.000Z",
    );
  });

  it("an order placed before it was promised for today or earlier, one placed from it for later", () => {
    fc.assert(
      fc.property(anyInstant, anyInstant, (now, placed) => {
        const today = shopClock(now).day.getTime();
        expect(dispatchDay(placed).getTime() <= today).toBe(placed < dispatchDueBefore(now));
      }),
    );
  });
});

describe("delivery estimate (spec §9)", () => {
  it("skips the weekend", () => {
    const { from, to } = deliveryEstimate(new Date("2026-11-26T10:00:00Z")); // Thursday
    expect([iso(from), iso(to)]).toEqual(["2026-11-27", "2026-12-01"]);
  });

  it("skips Christmas", () => {
    const { from, to } = deliveryEstimate(new Date("2026-12-23T10:00:00Z")); // Wednesday
    expect([iso(from), iso(to)]).toEqual(["2026-12-24", "2026-12-29"]);
  });

  it("writes German dates", () => {
    expect(deliveryEstimateText(new Date("2026-11-23T10:00:00Z"))).toBe(
      "Voraussichtliche Lieferung zwischen 24.11.2026 und 26.11.2026",
    );
    expect(formatGermanDate(calendarDay(2027, 1, 4))).toBe("04.01.2027");
  });

  it("writes English dates for /en pages and English mails, the same calendar day", () => {
    expect(deliveryEstimateTextEnglish(new Date("2026-11-23T10:00:00Z"))).toBe(
      "Expected delivery between 24 November 2026 and 26 November 2026",
    );
    expect(dispatchTextEnglish(new Date("2026-11-27T13:00:00Z"))).toBe(
      "Your order will be dispatched on 30 November.",
    );
    // A calendar day is a UTC midnight: no time zone may move it to the day before.
    expect(formatEnglishDate(calendarDay(2027, 1, 4))).toBe("4 January 2027");
    expect(formatEnglishDayAndMonth(calendarDay(2026, 12, 31))).toBe("31 December");
  });

  it("counts from the dispatch day: an evening or weekend order is not announced for dispatch day", () => {
    // Sunday evening: ships Monday, arrives Tuesday to Thursday.
    const { from, to } = deliveryEstimate(new Date("2026-11-22T19:45:00Z"));
    expect([iso(from), iso(to)]).toEqual(["2026-11-24", "2026-11-26"]);
    // Monday 14:00: ships Tuesday.
    expect(iso(deliveryEstimate(new Date("2026-11-23T13:00:00Z")).from)).toBe("2026-11-25");
  });

  it("never falls on a weekend or a listed holiday, 1 to 3 working days after dispatch", () => {
    fc.assert(
      fc.property(anyInstant, (now) => {
        const today = shopClock(now).day;
        const { hour } = shopClock(now);
        const { from, to } = deliveryEstimate(now);
        for (const d of [from, to]) {
          expect(isWeekend(d)).toBe(false);
          expect(isGermanHoliday(d)).toBe(false);
        }
        const dispatch = dispatchDay(now);
        expect(from.getTime()).toBeGreaterThan(dispatch.getTime());
        expect(iso(from)).toBe(iso(addWorkingDays(dispatch, 1)));
        expect(iso(addWorkingDays(from, 2))).toBe(iso(to));
        // Same-day dispatch: exactly "1 to 3 weekdays ahead" of today.
        if (isWorkingDay(today) && hour < 14) expect(iso(from)).toBe(iso(addWorkingDays(today, 1)));
        // The longest wait is Christmas: ordered on Friday the 22nd after the cut-off, with the 25th,
        // 26th and New Year's Day off, the latest date is 11 days away (the maximum over 2024–2123).
        expect((to.getTime() - today.getTime()) / 86_400_000).toBeLessThanOrEqual(11);
      }),
    );
  });
});

describe("one delivery promise (issue #32)", () => {
  it("says the same span in both languages", () => {
    expect(deliveryPromise("de")).toBe("Lieferung in 1–4 Werktagen");
    expect(deliveryPromise("en")).toBe("Delivery in 1–4 working days");
  });

  it("holds for every order moment: the estimate's dates lie within the promised working days", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) }), (ms) => {
        const now = new Date(ms);
        const { from, to } = deliveryEstimate(now);
        expect(workingDaysUntil(now, from)).toBeGreaterThanOrEqual(DELIVERY_PROMISE_DAYS.from);
        expect(workingDaysUntil(now, to)).toBeLessThanOrEqual(DELIVERY_PROMISE_DAYS.to);
      }),
      { numRuns: 2000 },
    );
  });

  it("both ends happen: before the cut-off on a working day 1 day, after it on a Friday 4", () => {
    // Tuesday 24 November 2026, 10:00 in Berlin.
    const tuesday = new Date(Date.UTC(2026, 10, 24, 9));
    expect(workingDaysUntil(tuesday, deliveryEstimate(tuesday).from)).toBe(1);
    // Friday 27 November 2026, 15:00 in Berlin: leaves Monday, arrives by Thursday.
    const friday = new Date(Date.UTC(2026, 10, 27, 14));
    expect(workingDaysUntil(friday, deliveryEstimate(friday).to)).toBe(4);
  });
});
