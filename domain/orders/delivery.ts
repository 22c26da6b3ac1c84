/**
 * Dispatch and delivery dates (spec §9). Pure: every function takes the current instant.
 *
 * The shop ships from Germany, so "today", "14:00" and weekdays are read in Europe/Berlin, whatever
 * the time zone of the server or browser. Calendar days are represented as Dates at 00:00 UTC and
 * formatted in UTC, so no local time zone can shift them.
 *
 * Beyond the spec's "weekends skipped", the nine public holidays observed in every German state
 * (see germanNationwideHolidays) are no working days either: DHL does not deliver on them and the
 * partner nurseries do not ship. Regional holidays (e.g. Fronleichnam) are ignored, because we don't
 * know where a parcel is sent from.
 */

import { SHOP_TIME_ZONE } from "../shop/shop-time-zone";

export { SHOP_TIME_ZONE };

import { DELIVERY_WORKING_DAYS, type DeliveryDays, DISPATCH_CUTOFF_HOUR } from "./delivery-promise";

export {
  DELIVERY_PROMISE_DAYS,
  DELIVERY_WORKING_DAYS,
  type DeliveryDays,
  DISPATCH_CUTOFF_HOUR,
  deliveryPromise,
  deliveryPromiseDays,
  deliveryRule,
} from "./delivery-promise";

const DAY_MS = 86_400_000;

/** A calendar day (00:00 UTC of that date). */
export type CalendarDay = Date;

export const calendarDay = (year: number, month: number, day: number): CalendarDay =>
  new Date(Date.UTC(year, month - 1, day));

const addDays = (d: CalendarDay, n: number): CalendarDay => new Date(d.getTime() + n * DAY_MS);
const dayKey = (d: CalendarDay): string => d.toISOString().slice(0, 10);

const berlinParts = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** The date and time on a wall clock in Berlin at the given instant. */
export function shopClock(now: Date): { day: CalendarDay; hour: number; minute: number } {
  const parts = Object.fromEntries(berlinParts.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    day: calendarDay(Number(parts.year), Number(parts.month), Number(parts.day)),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): CalendarDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDay(year, month, day);
}

/** The public holidays of every German state in a year, by name. */
export function germanNationwideHolidays(year: number): { name: string; day: CalendarDay }[] {
  const easter = easterSunday(year);
  return [
    { name: "Neujahr", day: calendarDay(year, 1, 1) },
    { name: "Karfreitag", day: addDays(easter, -2) },
    { name: "Ostermontag", day: addDays(easter, 1) },
    { name: "Tag der Arbeit", day: calendarDay(year, 5, 1) },
    { name: "Christi Himmelfahrt", day: addDays(easter, 39) },
    { name: "Pfingstmontag", day: addDays(easter, 50) },
    { name: "Tag der Deutschen Einheit", day: calendarDay(year, 10, 3) },
    { name: "1. Weihnachtstag", day: calendarDay(year, 12, 25) },
    { name: "2. Weihnachtstag", day: calendarDay(year, 12, 26) },
  ];
}

const holidayCache = new Map<number, Set<string>>();
export function isGermanHoliday(day: CalendarDay): boolean {
  const year = day.getUTCFullYear();
  let set = holidayCache.get(year);
  if (!set) {
    set = new Set(germanNationwideHolidays(year).map((h) => dayKey(h.day)));
    holidayCache.set(year, set);
  }
  return set.has(dayKey(day));
}

export const isWeekend = (day: CalendarDay): boolean => day.getUTCDay() === 0 || day.getUTCDay() === 6;
export const isWorkingDay = (day: CalendarDay): boolean => !isWeekend(day) && !isGermanHoliday(day);

/** The n-th working day after `day` (n ≥ 1). */
export function addWorkingDays(day: CalendarDay, n: number): CalendarDay {
  let d = day;
  for (let left = n; left > 0; ) {
    d = addDays(d, 1);
    if (isWorkingDay(d)) left--;
  }
  return d;
}

/** Before 14:00 on a working day the order leaves the same day, otherwise on the next working day. */
export function dispatchDay(now: Date): CalendarDay {
  const { day, hour } = shopClock(now);
  if (isWorkingDay(day) && hour < DISPATCH_CUTOFF_HOUR) return day;
  return addWorkingDays(day, 1);
}

/**
 * The instant before which every order was promised dispatch today or earlier (#34): dispatchDay only
 * moves forward with time, so "promised by today" is "placed before 14:00 of the last working day up
 * to today". A database can then filter by `created_at < this` and count exactly what the list shows.
 */
export function dispatchDueBefore(now: Date): Date {
  let day = shopClock(now).day;
  while (!isWorkingDay(day)) day = addDays(day, -1);
  // 14:00 in Berlin is 13:00 UTC in winter and 12:00 UTC in summer: take the one the clock confirms.
  const winter = new Date(day.getTime() + (DISPATCH_CUTOFF_HOUR - 1) * 3_600_000);
  return shopClock(winter).hour === DISPATCH_CUTOFF_HOUR ? winter : new Date(winter.getTime() - 3_600_000);
}

/**
 * Delivery estimate: 1 to 3 working days ahead, counted from the dispatch day. For an order that
 * ships the same day this is exactly the spec's "1 to 3 weekdays ahead" of today; counting from
 * dispatch keeps the two promises consistent for evening and weekend orders (a parcel that leaves on
 * Monday is not announced for Monday).
 */
export function deliveryEstimate(
  now: Date,
  days: DeliveryDays = DELIVERY_WORKING_DAYS,
): { from: CalendarDay; to: CalendarDay } {
  const start = dispatchDay(now);
  return {
    from: days.from > 0 ? addWorkingDays(start, days.from) : start,
    to: days.to > 0 ? addWorkingDays(start, days.to) : start,
  };
}

/** Working days from the shop day of `now` (exclusive) up to `day` (inclusive). */
export function workingDaysUntil(now: Date, day: CalendarDay): number {
  let n = 0;
  for (let d = addDays(shopClock(now).day, 1); d.getTime() <= day.getTime(); d = addDays(d, 1))
    if (isWorkingDay(d)) n++;
  return n;
}

const GERMAN_DATE = new Intl.DateTimeFormat("de-DE", {
  timeZone: "UTC",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const GERMAN_MONTHS = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
] as const;

/** "24.11.2026" */
export const formatGermanDate = (day: CalendarDay): string => GERMAN_DATE.format(day);
/** "24. November" — written out by hand so no ICU data or locale setting can change it. */
export const formatDayAndMonth = (day: CalendarDay): string =>
  `${day.getUTCDate()}. ${GERMAN_MONTHS[day.getUTCMonth()]}`;

/** Calendar days are UTC midnights, so English dates are formatted in UTC. "24 November 2026" */
const ENGLISH_DATE = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", dateStyle: "long" });
/** "24 November" */
const ENGLISH_DAY_AND_MONTH = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "long",
});
export const formatEnglishDate = (day: CalendarDay): string => ENGLISH_DATE.format(day);
export const formatEnglishDayAndMonth = (day: CalendarDay): string => ENGLISH_DAY_AND_MONTH.format(day);

/** Spec §9: "Voraussichtliche Lieferung zwischen {date} und {date}". */
export const deliveryEstimateText = (now: Date, days?: DeliveryDays): string => {
  const { from, to } = deliveryEstimate(now, days);
  return `Voraussichtliche Lieferung zwischen ${formatGermanDate(from)} und ${formatGermanDate(to)}`;
};

/** Spec §9: "Deine Bestellung wird am {day}. {month} versandt." */
export const dispatchText = (now: Date): string =>
  `Deine Bestellung wird am ${formatDayAndMonth(dispatchDay(now))} versandt.`;

/** The English twins for /en pages and English mails (#19). */
export const deliveryEstimateTextEnglish = (now: Date, days?: DeliveryDays): string => {
  const { from, to } = deliveryEstimate(now, days);
  return `Expected delivery between ${formatEnglishDate(from)} and ${formatEnglishDate(to)}`;
};
export const dispatchTextEnglish = (now: Date): string =>
  `Your order will be dispatched on ${formatEnglishDayAndMonth(dispatchDay(now))}.`;
