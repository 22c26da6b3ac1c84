/**
 * Work on many orders at once from the back office's list (#50 §5): which actions, and which posted
 * order numbers are taken (server/admin/bulk.ts runs them).
 */
export const BULK_ACTIONS = ["confirm", "label", "ship"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** At most this many orders per post (the list shows 25 a page). */
export const BULK_MAX = 50;

const ORDER_NUMBER = /^BW-\d{4}-\d{6,9}$/;

/** The posted order numbers: well-formed, each once, at most `BULK_MAX`; null when any is not. */
export function parseBulkNumbers(values: readonly unknown[]): string[] | null {
  const numbers = [...new Set(values.map((v) => (typeof v === "string" ? v.trim() : "")))];
  if (numbers.length === 0 || numbers.length > BULK_MAX) return null;
  return numbers.every((n) => ORDER_NUMBER.test(n)) ? numbers : null;
}
