import type { BooksPeriodRefusals } from "../contracts/books-messages";
import type { Refusal } from "../text/refusal";

/**
 * The period of the books (/admin/books): two Berlin calendar days, from and to inclusive, within one
 * calendar year — DATEV's Belegdatum has no year, so a Buchungsstapel never spans two fiscal years.
 * Bad input is a refusal (a code of domain/contracts/books-messages.ts) for the form, never an exception.
 */
export interface BooksPeriod {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: month 13 or day 45 is no date (and no exception, #49 §4). */
const isDay = (v: string) => {
  if (!DAY.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

const berlinDay = (d: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(d);

/** The month before `now`'s month in Berlin: what the tax adviser usually asks for. */
export function lastMonth(now: Date = new Date()): BooksPeriod {
  const [y, m] = berlinDay(now).split("-").map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, "0");
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, "0")}` };
}

/**
 * The period from a query (`?from=&to=`): both missing → last month; otherwise both must be days in
 * one year, from ≤ to.
 */
export function parsePeriod(
  from: string | null | undefined,
  to: string | null | undefined,
  now: Date = new Date(),
):
  | { ok: true; period: BooksPeriod }
  | ({ ok: false; from: string; to: string } & Refusal<BooksPeriodRefusals>) {
  const f = (from ?? "").trim().slice(0, 20);
  const t = (to ?? "").trim().slice(0, 20);
  if (!f && !t) return { ok: true, period: lastMonth(now) };
  const fail = (error: keyof BooksPeriodRefusals) => ({ ok: false as const, error, from: f, to: t });
  if (!f || !t) return fail("period_missing");
  if (!isDay(f) || !isDay(t)) return fail("period_invalid");
  if (f > t) return fail("period_reversed");
  if (f.slice(0, 4) !== t.slice(0, 4)) return fail("period_two_years");
  return { ok: true, period: { from: f, to: t } };
}

/** The files of the books (/admin/books/download/<kind>). */
export const BOOKS_DOWNLOADS = ["documents", "payments", "datev", "pdfs"] as const;
export type BooksDownloadKind = (typeof BOOKS_DOWNLOADS)[number];
