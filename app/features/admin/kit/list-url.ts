/** A list's state lives in the URL (?q=&page=…): shareable, and "back" returns to it. */

/** `?page=` as a whole number from 1; anything else is page 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The link to `page` of a list with these filters (empty ones left out); "." is the plain list. */
export function listHref(filters: Record<string, string | undefined>, page: number): string {
  const p = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) p.set(key, value);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `?${s}` : ".";
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** `?from=` / `?to=` as a calendar day YYYY-MM-DD; anything else is no bound. */
export const dayParam = (v: string | null): string | undefined =>
  v && DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined;
