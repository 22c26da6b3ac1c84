import type { Parsed as ParsedAs, Refusal } from "../text/refusal";

/**
 * Payment reminders for an overdue invoice (#50 §5): a friendly first one („Zahlungserinnerung“), a
 * second („2. Zahlungserinnerung“) no sooner than `secondAfterDays` after the first, and no third from
 * the shop (after that the owner decides: a call, a collection agency). No fees: the first reminder is
 * what puts a consumer in default (§ 286 Abs. 1 BGB, unless the invoice said the 30 days of Abs. 3),
 * and the 40 € of § 288 Abs. 5 BGB never apply to consumers; fees not agreed were ruled misleading.
 * Pure: the invoice's due date, today, the open amount and the reminders sent go in.
 */

export const REMINDER_LEVELS = [1, 2] as const;
export type ReminderLevel = (typeof REMINDER_LEVELS)[number];

/** A reminder sent, as the order page lists it. */
export interface ReminderView {
  level: ReminderLevel;
  sentOn: string;
  openCents: number;
  actor: string;
}

/** Days between the first and the second reminder when the owner sets none. */
export const DEFAULT_SECOND_REMINDER_DAYS = 14;

export type ReminderRefusals = {
  reminder_not_overdue: undefined;
  reminder_too_soon: { from: string };
  reminder_all_sent: undefined;
};
type Parsed<T> = ParsedAs<T, Refusal<ReminderRefusals>>;

/** YYYY-MM-DD plus `days`. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Which reminder may go out today, or why none. Days are YYYY-MM-DD in shop time. */
export function nextReminder(facts: {
  dueDate: string | null;
  today: string;
  openCents: number;
  sent: readonly { level: number; sentOn: string }[];
  secondAfterDays: number;
}): Parsed<ReminderLevel> {
  const { dueDate, today, openCents, sent, secondAfterDays } = facts;
  if (!dueDate || dueDate >= today || openCents <= 0) return { ok: false, error: "reminder_not_overdue" };
  const last = [...sent].sort((a, b) => b.level - a.level)[0];
  if (!last) return { ok: true, value: 1 };
  if (last.level >= 2) return { ok: false, error: "reminder_all_sent" };
  const from = plusDays(last.sentOn, secondAfterDays);
  return today >= from ? { ok: true, value: 2 } : { ok: false, error: "reminder_too_soon", params: { from } };
}

/** The owner's choice (#50 §5, /admin/settings „Zahlungserinnerungen“). */
export interface ReminderSettings {
  /** Send the reminders through the outbox without a click. */
  automatic: boolean;
  /** Days after the due date before the first automatic one (a transfer may be on its way). */
  graceDays: number;
  /** Days between the first and the second reminder (by hand or automatic). */
  secondAfterDays: number;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  automatic: false,
  graceDays: 3,
  secondAfterDays: DEFAULT_SECOND_REMINDER_DAYS,
};

/**
 * The reminder the shop sends by itself today, or null: what `nextReminder` allows, the first one only
 * once `graceDays` have passed after the due date (a click may send it earlier).
 */
export function automaticReminder(
  facts: Omit<Parameters<typeof nextReminder>[0], "secondAfterDays">,
  settings: ReminderSettings,
): ReminderLevel | null {
  if (!settings.automatic) return null;
  const next = nextReminder({ ...facts, secondAfterDays: settings.secondAfterDays });
  if (!next.ok) return null;
  if (next.value === 1 && facts.today <= plusDays(facts.dueDate!, settings.graceDays)) return null;
  return next.value;
}
